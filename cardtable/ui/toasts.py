"""Few toasts over a table: on a short terminal only the newest stays (two stacked toasts covered
half of an 80x24 table), on a taller one at most :data:`MOST`; an older one goes when a newer
comes. Lasting notices (shown for :data:`LASTING` seconds or more: a save or history problem, a
crash report) are never taken away, and screens other than a match's table keep every toast.

A toast never covers a dialog (issue 25 leftovers: "Bo answers" lay over the damage split's last
lines at 80x24): while toasts show over a dialog, the dialog keeps clear of them (a bottom margin
as tall as they are) and takes its place again when they go (:func:`make_room`). Over a dialog
they are a short strip (``app.tcss``; at most three rows, a title and two lines, the log keeping
the rest), and the rows they take come out of the dialog's list of
answers, which scrolls (``widgets/fit.py``): its forecast and keys stay whole (playtest24-lum, -la:
the block question lost its forecast to "Bo plays on", the defence its "Do not defend"). No toast
is taken away for a dialog: the "Took back" of an Undo that asks its question again is seen."""

from __future__ import annotations

from typing import Any

from textual.css.query import NoMatches
from textual.widgets._toast import Toast, ToastRack

from cardtable.ui.widgets.fit import FitBox

SHORT = 30
"""Rows below which only one toast is shown over a table."""
MOST = 3
"""Toasts shown at once over a table on a taller terminal."""
LASTING = 10
"""Seconds from which a toast is a lasting notice, never taken away for a newer one."""
DIALOG = "dialog-screen"
"""The class of the dialog screens a toast keeps clear of."""
TRIES = 5
"""Refreshes :func:`make_room` waits at most for the toasts to be laid out."""


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

    def _refresh_notifications(self) -> None:
        """Textual's (the toasts of the screen on top are shown anew), then room for them is made
        on a dialog once they are laid out."""
        super()._refresh_notifications()  # type: ignore[misc]  # a mixin: App's follows in the MRO
        app: Any = self
        app.call_after_refresh(make_room, app, TRIES)

    def _unnotify(self, notification: Any, refresh: bool = True) -> None:
        """Textual's; a toast that ran out takes itself away without a refresh, so the dialog's
        room is given back here."""
        super()._unnotify(notification, refresh)  # type: ignore[misc]
        app: Any = self
        app.call_after_refresh(make_room, app, TRIES)


def make_room(app: Any, tries: int = 0) -> None:
    """Keep the dialog on top clear of the toasts shown over it: a bottom margin as tall as the
    toast rack and a height that leaves it, or its own place again when no toast shows."""
    screen = app.screen
    if not screen.has_class(DIALOG):
        return
    try:
        rack = screen.get_child_by_type(ToastRack)
    except NoMatches:
        return
    box = next(
        (w for w in screen.children if w is not rack and w.display and w.id != "textual-tooltip"), None
    )
    if box is None:
        return
    tops = [toast.region.y for toast in rack.query(Toast) if toast.region.height]
    shown = rack.display and bool(app._notifications)
    rows = screen.size.height - min(tops) if shown and tops else 0  # the toasts and below
    if rack.display and app._notifications and not rows and tries > 0:
        app.call_after_refresh(make_room, app, tries - 1)  # not laid out yet
        return
    if rows and tries > 0 and box.styles.margin.bottom != rows:
        app.call_after_refresh(make_room, app, tries - 1)  # the rack may still be growing
    if isinstance(box, FitBox):
        box.refit()  # its list gives up the rows the toasts take, or takes them back
    if rows:
        box.styles.margin = (0, 0, rows, 0)
        box.styles.max_height = max(3, screen.size.height - rows)
    elif box.styles.has_rule("margin") or box.styles.has_rule("max_height"):
        box.styles.clear_rule("margin")
        box.styles.clear_rule("max_height")
        # laid out again now: a cleared rule alone waited for the next event, and the dialog
        # moved down under the pointer as it came to click (playtest21-la N15)
        box.refresh(layout=True)


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
