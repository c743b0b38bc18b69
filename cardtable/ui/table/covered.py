"""The table's key footer is hidden while a dialog (or any other screen) lies over the table: its
keys are the table's, and a dialog takes its own, said in its own keys line (issue 25 leftovers:
the footer promised "s Stops" under the mulligan dialog, which took the ``s`` as its own). The
row stays, so the table under the dialog does not move. The palette keeps the table's Concede
meanwhile (:class:`CoveredCommands`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.app import SystemCommand

from cardtable.ui.dialogs import CurtainScreen

COVERED = "-covered"
"""The class a table screen has while another screen lies over it (``app.tcss`` hides its footer)."""


class CoveredFooter:
    """Mixin of a table screen: marks the screen covered while another screen is on top."""

    def on_screen_suspend(self, _event: Any) -> None:
        self.add_class(COVERED)  # type: ignore[attr-defined]

    def on_screen_resume(self, _event: Any) -> None:
        self.remove_class(COVERED)  # type: ignore[attr-defined]


class CoveredCommands:
    """Mixin of a table screen: the commands the palette keeps while a dialog lies over the table
    (issue 25 leftovers: Concede was gone from the palette while a dialog was open)."""

    def covered_commands(self) -> Iterable[SystemCommand]:
        """The history and the legend, opened over the dialog (closing them goes back to it;
        playtest20-la: with a decision open, the palette had neither); Concede, for the player to
        act (the dialogs over the table close first, then the concession asks as the concede key
        does); nothing at a curtain (the keys change hands)."""
        screen: Any = self
        if isinstance(screen.app.screen, CurtainScreen) or not screen.my_turn:
            return
        yield SystemCommand(
            "History of the match (the log)",
            "Every line of the log, over this question",
            screen.action_history,
        )
        yield SystemCommand(
            "Legend", "What every mark on the table means, over this question", screen.action_legend
        )
        try:
            screen.build_concede()
        except NotImplementedError:  # a game without a concession
            return
        yield SystemCommand(
            "Concede the match", "Give up and lose this match (asks first)", self._concede_uncovered
        )

    def covered_click(self, x: int, y: int) -> bool:
        """A click at (``x``, ``y``) on the backdrop of a dialog over the table: on the table's ⚑
        Concede it asks about conceding as the palette's Concede does (the dialog closes first);
        True when taken. Other buttons of the table wait for the dialog to close."""
        screen: Any = self
        if not screen.my_turn or isinstance(screen.app.screen, CurtainScreen):
            return False
        try:
            widget, region = screen.get_widget_at(x, y)
        except Exception:  # noqa: BLE001 - no widget there
            return False
        button_at = getattr(widget, "button_at", None)
        if button_at is None or button_at(x - region.x, y - region.y) != "concede":
            return False
        self._concede_uncovered()
        return True

    def _concede_uncovered(self) -> None:
        """Close the dialogs over the table, top first, then ask about conceding."""
        screen: Any = self
        top = screen.app.screen
        if top is not screen and hasattr(top, "dismiss"):
            top.dismiss(None)
            # call_later, not call_after_refresh: the latter runs the rest as the dialog that
            # took the click, which then owns the Concede question's answer and, closed, never
            # delivers it (playtest23-la: "Play on" left the table waiting for a dialog).
            screen.call_later(self._concede_uncovered)
            return
        screen.action_concede()
