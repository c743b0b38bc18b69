"""Few toasts over a table: on a short terminal only the newest stays (two stacked toasts covered
half of an 80x24 table), on a taller one at most :data:`MOST`; an older one goes when a newer
comes. Lasting notices (shown for :data:`LASTING` seconds or more: a save or history problem, a
crash report) are never taken away, and screens other than a match's table keep every toast."""

from __future__ import annotations

from typing import Any

SHORT = 30
"""Rows below which only one toast is shown over a table."""
MOST = 3
"""Toasts shown at once over a table on a taller terminal."""
LASTING = 10
"""Seconds from which a toast is a lasting notice, never taken away for a newer one."""


def most_toasts(height: int) -> int:
    """How many toasts a terminal ``height`` rows tall shows at once over a table."""
    return 1 if height < SHORT else MOST


class FewToasts:
    """Mixin for the App (before ``App``): as a toast comes over a match's table, the oldest
    passing ones beyond :func:`most_toasts` less one are taken away (Textual's own handler,
    further down the classes, then adds the new one)."""

    def on_notify(self, _event: Any) -> None:
        from cardtable.ui.game_screen import GameScreen

        app: Any = self
        if not isinstance(app.screen, GameScreen):
            return
        passing = _passing(app)
        extra = len(passing) - (most_toasts(app.size.height) - 1)
        if extra > 0:
            _take_away(app, passing[:extra])


def room_for_another(app: Any) -> bool:
    """True when a new toast over the table would take none of the shown ones away (on a short
    terminal a note the bar also says must not replace the computer's answer: playtest19)."""
    return len(_passing(app)) < most_toasts(app.size.height)


def clear_passing(app: Any) -> None:
    """Take away the passing toasts (a curtain comes down: what they said was for the player who
    had the keys; lasting notices stay)."""
    _take_away(app, _passing(app))


def _passing(app: Any) -> list[Any]:
    """The toasts shown now that are not lasting notices, oldest first (Textual's list)."""
    return [n for n in app._notifications if n.timeout < LASTING]


def _take_away(app: Any, notifications: list[Any]) -> None:
    for notification in notifications:
        app._unnotify(notification, refresh=False)
    if notifications:
        app._refresh_notifications()
