"""Helpers for Pilot tests of the app shell with the test-only toy game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.match_over import MatchOverScreen
from tests.support import toy_game


def toy_app(start: object = None, settings: Settings | None = None, **kwargs: object) -> CardtableApp:
    """The real app with only the toy game registered; files go to $CARDTABLE_HOME (per test)."""
    return CardtableApp(
        GameRegistry([toy_game.INFO]),
        start=start,
        settings=SettingsLoad(settings or Settings(animation_speed="instant")),
        **kwargs,  # type: ignore[arg-type]
    )


def rendered(app: CardtableApp, selector: str) -> str:
    """The plain text a widget currently shows."""
    widget = app.screen.query_one(selector)
    return str(widget.render())


async def until(pilot: Any, condition: Callable[[], object], timeout: float = 10.0) -> None:
    """Let the app run until ``condition()`` holds (a loaded machine may need more than one pause)."""
    for _ in range(int(timeout / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError(f"still not the case after {timeout} s; {pilot.app.screen!r} is shown")


async def result_screen(pilot: Any, timeout: float = 10.0) -> MatchOverScreen:
    """Wait for the match-over screen (it opens once the final board has been painted), closing
    the recap of a computer's winning turn that comes first."""
    from cardtable.ui.table.recap import RecapScreen

    for _ in range(int(timeout / 0.05)):
        if isinstance(pilot.app.screen, MatchOverScreen):
            return pilot.app.screen
        if isinstance(pilot.app.screen, RecapScreen):
            await pilot.press("escape")
        await pilot.pause(0.05)
    raise AssertionError(f"no match-over screen; {pilot.app.screen!r} is shown")


__all__ = ["toy_app", "rendered", "result_screen", "until", "SaveStore", "HistoryDB"]


def keep_toasts(app: Any, told: list[str]) -> None:
    """Every toast's message into ``told`` as well as on screen."""
    notify = app.notify

    def spy(message: str, **kwargs: Any) -> None:
        told.append(message)
        notify(message, **kwargs)

    app.notify = spy
