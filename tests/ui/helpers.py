"""Helpers for Pilot tests of the app shell with the test-only toy game."""

from __future__ import annotations

from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
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


__all__ = ["toy_app", "rendered", "SaveStore", "HistoryDB"]
