"""The live progress bar of ``cardtable simulate``."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress


def games_per_second(done: int, elapsed: float) -> str:
    """The bar's speed: "-" until a game has finished, then never a bare "0" (a slow game at
    0.4 games/s reads "0.4", a fast run "1,234")."""
    if done <= 0 or elapsed <= 0:
        return "-"
    rate = done / elapsed
    if rate >= 10:
        return f"{rate:,.0f}"
    return f"{rate:.2g}" if rate >= 0.01 else "<0.01"


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
            bar.update(
                task,
                completed=done,
                speed=games_per_second(done, time.perf_counter() - started),
                errors=errors,
            )

        return update

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
