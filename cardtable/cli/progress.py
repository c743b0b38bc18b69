"""The live progress bar of ``cardtable simulate``."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress


class SimulationProgress:
    """A live progress bar on stderr (only when stderr is a terminal): games done, games/s,
    errors so far, time left. Used as ``with SimulationProgress(n, enabled=...) as callback``;
    the callback is None when no bar is shown."""

    def __init__(self, total: int, *, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled and sys.stderr.isatty()
        self.bar: Progress | None = None

    def __enter__(self) -> Callable[[int, int], None] | None:
        if not self.enabled:
            return None
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        bar = self.bar = Progress(
            TextColumn("simulating"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[speed]} games/s"),
            TextColumn("{task.fields[errors]} errors"),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        bar.start()
        task = bar.add_task("games", total=self.total, speed="-", errors=0)
        started = time.perf_counter()

        def update(done: int, errors: int) -> None:
            elapsed = time.perf_counter() - started
            speed = f"{done / elapsed:,.0f}" if elapsed > 0 else "-"
            bar.update(task, completed=done, speed=speed, errors=errors)

        return update

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
