"""The key footer of the Lux Aeterna table: Textual's ``Footer``, updated in place.

Textual's footer removes and mounts every key widget whenever the screen's bindings may have
changed, which at the table is after every action (Undo, Attack, Accumulate... come and go); at
200x60 that rebuild cost more CPU than the rest of the repaint. This footer mounts one key for
every binding the screen could show, hides the ones not available now and dims the disabled
ones, so an action only flips a few keys. Anything it cannot mirror exactly (a grouped binding, a
key from outside the screen's chain, another order) is left to Textual's own rebuild.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class TableFooter(Footer):
    """``Footer`` whose keys are shown, hidden and dimmed in place (see the module docstring)."""

    def compose(self) -> ComposeResult:
        plan = self._plan()
        if plan is None:
            yield from super().compose()
            return
        candidates, wanted = plan
        for action, binding in candidates.items():
            shown = wanted.get(action)
            enabled, tooltip = (shown[1], shown[2]) if shown else (False, binding.tooltip)
            key = FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                binding.description,
                binding.action,
                disabled=not enabled,
                tooltip=tooltip,
            ).data_bind(compact=Footer.compact)
            key.display = shown is not None
            yield key
        palette = self._palette()
        if palette is not None:
            binding, enabled = palette
            yield FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                binding.description,
                binding.action,
                classes="-command-palette",
                disabled=not enabled,
                tooltip=binding.tooltip or binding.description,
            )

    def _palette(self) -> tuple[Binding, bool] | None:
        """The command palette's key as Textual's footer shows it at the right, if it does."""
        if not (self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE):
            return None
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        return None if found is None else (found.binding, found.enabled)

    def bindings_changed(self, screen: Screen) -> None:
        if self._bindings_ready and self.is_attached and screen is self.screen and self._update_in_place():
            return
        super().bindings_changed(screen)

    def _plan(self) -> tuple[dict[str, Binding], dict[str, tuple[Binding, bool, str]]] | None:
        """Every binding the screen could show (by action, in the footer's order) and the ones
        shown now (with enabled, tooltip); ``None`` when Textual's own layout must be used."""
        if not self._bindings_ready:
            return None
        candidates: dict[str, Binding] = {}
        for _namespace, bindings in self.screen._modal_binding_chain:
            for _key, binding in bindings:  # every binding of a key: another may stand in for one
                if binding.show and binding.action not in candidates:
                    candidates[binding.action] = binding
        wanted: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in wanted:
                wanted[binding.action] = (binding, enabled, tooltip)
        in_order = [action for action in candidates if action in wanted]
        if in_order != list(wanted) or any(
            candidates[action] is not binding or binding.group is not None
            for action, (binding, _, _) in wanted.items()
        ):
            return None
        return candidates, wanted

    def _update_in_place(self) -> bool:
        """Show, hide and dim the mounted keys; ``False`` (nothing touched) if they differ from
        what the footer would mount now."""
        plan = self._plan()
        if plan is None:
            return False
        candidates, wanted = plan
        keys = [key for key in self.query(FooterKey) if not key.has_class("-command-palette")]
        palette_keys = [key for key in self.query(FooterKey) if key.has_class("-command-palette")]
        palette = self._palette()
        if [key.action for key in keys] != list(candidates) or len(palette_keys) != (palette is not None):
            return False
        if palette is not None and palette_keys[0]._disabled == palette[1]:
            palette_keys[0]._disabled = not palette[1]
            palette_keys[0].set_class(not palette[1], "-disabled")
        changed = False
        for key in keys:
            shown = wanted.get(key.action)
            changed = changed or key.display != (shown is not None)
            key.display = shown is not None
            if shown is None:
                continue
            binding, enabled, tooltip = shown
            if key.description != binding.description:  # the pass key's label, or one fitted to the width
                key.description = binding.description
                key.refresh(layout=True)
                changed = True
            if key._disabled == enabled:  # the state changed
                key._disabled = not enabled
                key.set_class(not enabled, "-disabled")
            if tooltip and key.tooltip != tooltip:
                key.tooltip = tooltip
        if changed:  # the keys moved: the whole line is painted again, the end of the old one too
            self.refresh(layout=True)  # (playtest22-la: "… l Learn nguard)  v Piles" at 200x60)
        return True
