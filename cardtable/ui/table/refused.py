"""Keys of the moment that say why they do nothing (playtest21-la N4, N13, N17: ``A`` pressed in a
window where no attack could be declared did nothing and said nothing, and the Enter pressed next
out of habit played the card under the cursor; ``a`` in Main 1 was as silent).

A table screen's keys for one kind of act (attack, attack then pass, play then pass, accumulate,
block, orb, pass, decide) are off while the act is not available, and Textual then drops the key
without a word. Each of them gets a second binding of the same key, off the footer, that is on
exactly when the first is off and shows a toast: what the key does, and why not now. The screen
gives the reason (:meth:`RefusedKeys.key_refusal`); the game names its own (an attack's: "attacks
are declared in Combat: Space ends Main 1").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.binding import Binding

from cardtable.ui.toasts import room_for_another

REFUSABLE = frozenset(
    {"attack", "attack_then_pass", "use_then_pass", "accumulate", "block", "orb", "pass_", "decide"}
)
"""The screen actions whose keys say why when they cannot act (not Enter, Escape or the cursor)."""
REFUSED = "refused"
"""The action of the second binding: ``refused('attack')``."""


def refusals(bindings: Iterable[Any]) -> list[Binding]:
    """For every binding of ``bindings`` whose action is refusable, a hidden binding of the same
    key that tells why (after it in the key's list, so it acts only when the first cannot)."""
    found: list[Binding] = []
    for binding in bindings:
        if isinstance(binding, Binding) and binding.action in REFUSABLE:
            action = f"{REFUSED}('{binding.action}')"
            found.append(Binding(binding.key, action, binding.description, show=False))
    return found


class RefusedKeys:
    """Mixin of a table screen: each subclass's refusable keys get their telling twin."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        own = cls.__dict__.get("BINDINGS")
        if own is not None:  # before Textual merges the bindings (DOMNode.__init_subclass__)
            cls.BINDINGS = [*own, *refusals(own)]  # type: ignore[attr-defined]
        super().__init_subclass__(**kwargs)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == REFUSED:
            return bool(parameters) and self.refused_on(str(parameters[0]))
        return super().check_action(action, parameters)  # type: ignore[misc]

    def refused_on(self, action: str) -> bool:
        """Whether the key of ``action`` would do nothing now (then its twin speaks)."""
        screen: Any = self
        return not screen.check_action(action, ())

    def key_refusal(self, action: str) -> str:
        """Why the key of ``action`` does nothing now: whose decision it is, a question waiting,
        or (holding priority) the game's own reason (:meth:`act_refusal`)."""
        screen: Any = self
        table = screen._table
        if table is None:
            return "The table is not drawn yet."
        if not table.my_decision:
            if screen.match.computer_to_act:
                return f"{table.deciding_name} is deciding: your keys act when it is your turn to act."
            return "It is not your decision now."
        if table.decision_kind not in ("priority", ""):
            return "A question is waiting for your answer first: d asks it again."
        if action == "decide":
            return "No question is waiting: you hold priority (play, act, or Space to pass)."
        return self.act_refusal(action, table)

    def act_refusal(self, action: str, table: Any) -> str:
        """Why ``action`` is not available while the viewer holds priority (a game's own words)."""
        return "That is not possible at this moment."

    def key_label(self, action: str) -> str:
        """What the key of ``action`` does, as the footer names it ("Attack")."""
        screen: Any = self
        for found in screen._base_bindings.values():
            for binding in found:
                if binding.action == action:
                    return f"{screen.app.get_key_display(binding)} {binding.description}"
        return action

    def action_refused(self, action: str) -> None:
        """The twin of ``action``'s key: say what the key does and why not now. While the other
        seat decides, not in place of a toast already shown (on a short terminal it would take
        away the computer's answer, playtest19; the bar says who is deciding)."""
        screen: Any = self
        table = screen._table
        if (table is None or not table.my_decision) and not room_for_another(screen.app):
            return
        screen.notify(
            self.key_refusal(action), title=f"{self.key_label(action)}: not now", severity="warning"
        )
