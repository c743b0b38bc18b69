"""Who must decide what now: the :class:`Decision` value, and the standard :class:`Pass` action.

A game built on the kernel keeps exactly one current decision (``state.decision``); ``to_act`` is
``decision.seat``. The curtain, auto-pass, the bots and a generic UI prompt read it, so no screen
guesses whose turn it "really" is.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.actions import Action

PRIORITY = "priority"
"""Decision kind: the seat holds priority (act, respond, or pass)."""
CHOOSE = "choose"
"""Decision kind: pick one of ``options`` in the middle of resolving something."""
ORDER = "order"
"""Decision kind: put simultaneous triggers in order (see :mod:`~cardtable.engine.kernel.triggers`)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Decision:
    """The decision the game waits for: ``seat`` must decide ``kind`` (``"priority"``,
    ``"choose"``, ``"order"`` or a game's own kind such as ``"defend"``); ``prompt`` is the
    sentence shown to that seat; ``options`` the ids a pick may name (empty for priority, where
    the legal actions are the options)."""

    seat: int
    kind: str
    prompt: str
    options: tuple[str, ...] = ()
    worded: bool = dataclasses.field(default=False, compare=False, repr=False)
    """The game worded ``prompt`` for this one decision (a table state's snapshot keeps the
    sentence; otherwise the kind's sentence from the game definition is the prompt)."""

    @property
    def is_priority(self) -> bool:
        return self.kind == PRIORITY

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "prompt": self.prompt, "options": list(self.options)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Decision:
        return cls(
            int(data["seat"]),
            str(data["kind"]),
            str(data["prompt"]),
            tuple(str(o) for o in data.get("options", ())),
            True,
        )


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """Give up priority (or end the step when nothing waits). The UI's auto-pass setting acts only
    on actions of this kind."""

    KIND = "pass"

    def __str__(self) -> str:
        return "Pass"


@dataclasses.dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a ``"choose"`` decision with one of its options (``option`` is the option id)."""

    KIND = "choose"
    option: str


@dataclasses.dataclass(frozen=True, slots=True)
class Concede(Action):
    """Give up the match: every other seat wins (``TableState.concede``). Always allowed while
    the match goes on, whoever's decision it is."""

    KIND = "concede"

    def __str__(self) -> str:
        return "Concede"
