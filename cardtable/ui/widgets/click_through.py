"""A click on a dialog's backdrop that lands on a button of the table under it (playtest21-la
N15: ⚑ Concede on the table's top line did nothing while a dialog was open, and the next click
took an offering). The table decides which of its buttons work under a dialog
(:meth:`~cardtable.ui.table.covered.CoveredCommands.covered_click`: only Concede, as the palette's
Concede over a dialog); every other click on the backdrop does nothing, as before."""

from __future__ import annotations

from typing import Any

from textual import events


class ClickThrough:
    """Mixin of a modal dialog (before the Screen class): backdrop clicks go to the screen under
    it when that screen takes them (``covered_click(x, y)`` returning True)."""

    def on_click(self, event: events.Click) -> None:
        screen: Any = self
        try:
            widget, _ = screen.get_widget_at(event.screen_x, event.screen_y)
        except Exception:  # noqa: BLE001 - outside every region: nothing to do
            return
        if widget is not screen:  # on the dialog itself (its options take their own clicks)
            return
        stack = screen.app.screen_stack
        at = stack.index(screen) if screen in stack else 0
        below = stack[at - 1] if at > 0 else None
        handler = getattr(below, "covered_click", None)
        if handler is not None and handler(event.screen_x, event.screen_y):
            event.stop()
