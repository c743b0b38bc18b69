"""Textual's ``Footer``, rebuilt only when the keys it shows have changed.

Textual's footer removes and mounts all its keys each time the screen says its bindings may have
changed: on every focus change, every screen pushed or popped over it and every
``refresh_bindings``. Each rebuild restyles every key (and each new key binds itself to the
footer's ``compact``), so on a screen whose focus moves on every key (the Learn screen's tabs, a
lesson's board) a key storm spent most of its CPU time rebuilding an identical footer. This one
compares what it would show (keys, labels, enabled or not) with what it shows and rebuilds only
on a difference.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer

Shown = tuple[tuple[Any, ...], ...]


class QuietFooter(Footer):
    """``Footer`` that skips a rebuild when the keys shown would be the same."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._shown: Shown | None = None
        self.rebuilds = 0
        """How many times the keys were built (tests count them)."""

    def shown_keys(self) -> Shown:
        """What the footer shows for the screen's active bindings now (the footer's own order)."""
        app = self.app
        keys = [
            (
                binding.key,
                app.get_key_display(binding),
                binding.description,
                binding.action,
                binding.group.description if binding.group else None,
                enabled,
                tooltip,
            )
            for (_, binding, enabled, tooltip) in self.screen.active_bindings.values()
            if binding.show
        ]
        return (*keys, (self.compact, self.show_command_palette, app.ENABLE_COMMAND_PALETTE))

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            self._shown = self.shown_keys()  # what the keys built now show
            self.rebuilds += 1
        yield from super().compose()

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus or not (self.is_attached and screen is self.screen):
            return
        if self._shown is not None and self.shown_keys() == self._shown:
            return
        self.call_after_refresh(self.recompose)
