"""Crash logs: an unexpected exception's traceback goes to a file in the user data folder, and
the player sees one sentence naming that file."""

from __future__ import annotations

import dataclasses
import datetime as _dt
import io
import os
import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardtable import __version__
from cardtable.persistence.paths import user_dir


@dataclasses.dataclass(frozen=True, slots=True)
class CrashReport:
    """Where the traceback went (``None`` if even the log could not be written) and why."""

    log: Path | None
    summary: str

    @property
    def where(self) -> str:
        return str(self.log) if self.log is not None else "(the log could not be written)"

    @property
    def notice(self) -> str:
        return (
            f"cardtable hit an unexpected problem ({self.summary}). The match is saved: choose "
            f"Continue to pick it up. Details for a bug report: {self.where}"
        )

    @property
    def exit_message(self) -> str:
        return (
            f"cardtable: stopped on an unexpected problem ({self.summary}). Any match in progress "
            f"is saved: run 'cardtable resume' to continue it. Details: {self.where}"
        )


def logs_dir() -> Path:
    return user_dir() / "logs"


def write_crash_log(error: BaseException, notes: list[str]) -> CrashReport:
    """Write the traceback and ``notes`` to ``logs/crash-<time>-<pid>.log``; never raises."""
    summary = f"{type(error).__name__}: {str(error)[:120]}" if str(error) else type(error).__name__
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = logs_dir() / f"crash-{stamp}-{os.getpid()}.log"
    text = "".join(traceback.format_exception(error))
    body = f"cardtable {__version__}\n{text}\n" + "".join(f"{note}\n" for note in notes)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    except OSError:
        return CrashReport(None, summary)
    return CrashReport(path, summary)


class OutsideFailure(Exception):
    """A failure Textual met outside every handler of the app (its input thread, its driver) and
    reported by panicking: all that is left of it is the traceback Textual rendered."""


def write_panic_log(renderables: Iterable[Any], notes: list[str]) -> CrashReport:
    """Write what Textual would have printed on the player's screen to a crash log, as plain
    text; the summary is its last line (``OverflowError: ...``). Never raises."""
    try:
        from rich.console import Console

        console = Console(file=io.StringIO(), width=100, color_system=None, force_terminal=False)
        for renderable in renderables:
            console.print(renderable)
        text = console.file.getvalue()  # type: ignore[attr-defined]
    except Exception as problem:  # noqa: BLE001 (the guard itself must not fail)
        text = f"(the report could not be rendered: {problem!r})"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    summary = lines[-1][:200] if lines else "Textual stopped"
    return write_crash_log(OutsideFailure(summary), [text, *notes])
