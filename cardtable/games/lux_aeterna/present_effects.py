"""What triggers do on the way, and the outcome of a targeted play, worked out on copies.

A forecast is the engine's own resolution on a copy (``present_attack``), triggers included: the
lines say who dies and the Soul each player loses, and :class:`TriggerWatch` adds what the
triggers that fired on the way do besides (Bone Harvester's growth, Orbit Keeper's draw), in the
log's public words (a card drawn is "a card": the copy's draws are not the player's to know).

:func:`effect_outcome` plays a card or ability with targets through on a copy (everyone passes,
a choice while resolving takes its first answer) until it and everything it set off have
resolved, or until a defender must choose how to defend against an attack still on the queue: a
Searing Bolt on a Shade Thrall says that its owner's opponent discards a card at random.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.lookahead import play_through, trial
from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.names import called

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

PLAY_LIMIT = 60
"""Actions a copy may take to see an effect through (a safety stop)."""
SAID_ELSEWHERE = frozenset(
    {"destroyed", "limbo", "discard", "damage", "over", "trigger", "resolve", "fizzle"}
)
"""Event kinds a forecast line says in its own words (who leaves the field, Soul lost, cards
discarded at random, who loses), or that only frame a trigger."""
ENDS_AN_EFFECT = frozenset({"pass", "play", "activate", "attack", "defend", "clash", "undefended", "turn"})
"""Event kinds that come after a trigger's effect, never inside it."""


def times_word(count: int) -> str:
    """ "twice", "3 times"."""
    return "twice" if count == 2 else f"{count} times"


class TriggerWatch:
    """Reads a copy's events and keeps what the triggers that resolved did, each said once:
    "Orbit Keeper: Cpu draws a card", "Bone Harvester gets +1 Power for the rest of the match".
    ``meet``: event kinds before which a change of Power is not said (an attack's own triggers:
    the forecast shows the Power each has when they meet)."""

    def __init__(self, meet: Iterable[str] = ()) -> None:
        self._sources: dict[object, str] = {}
        self._current: str | None = None
        self._met = not tuple(meet)
        self._meet = frozenset(meet)
        self._count: dict[str, int] = {}

    def see(self, events: Iterable[Event]) -> None:
        for event in events:
            uid = (event.data or {}).get("uid")
            if event.kind in self._meet:
                self._met = True
            if event.kind == "trigger" and uid is not None:
                self._sources[uid] = event.text.removesuffix(" triggers.")
            elif event.kind == "resolve":
                self._current = self._sources.get(uid)
            elif event.kind in ENDS_AN_EFFECT:
                self._current = None
            elif self._current is not None and event.kind not in SAID_ELSEWHERE:
                if event.kind == "power" and not self._met:
                    continue
                text = event.text_for(None).rstrip(".")
                if not text:
                    continue
                line = text if text.startswith(self._current) else f"{self._current}: {text}"
                self._count[line] = self._count.get(line, 0) + 1

    @property
    def said(self) -> list[str]:
        """Each thing the triggers did, once, with how many times when more than once ("Bone
        Harvester gets +1 Power for the rest of the match (twice)": two Units died)."""
        return [
            line + (f" ({times_word(count)})" if count > 1 else "") for line, count in self._count.items()
        ]


@dataclasses.dataclass(frozen=True, slots=True)
class EffectLine:
    """What a card or ability with targets leads to once it and what it set off have resolved."""

    left_field: tuple[str, ...]
    """Names of the cards that leave the field (told apart from their namesakes)."""
    soul_lost: tuple[int, int]
    discards: tuple[int, int]
    """Cards each seat discards at random (which ones is chance: never forecast)."""
    triggered: tuple[str, ...]
    """What the triggers that fired do besides (:class:`TriggerWatch`)."""
    losers: tuple[int, ...] = ()

    @property
    def notable(self) -> bool:
        """A trigger fired on the way (a death effect, say): worth a line beside the target."""
        return bool(self.triggered) or any(self.discards) or any(self.soul_lost) or bool(self.losers)


def _settled(game: LuxState, depth: int) -> bool:
    if game.is_over:
        return True
    decision = game.decision
    if decision is not None and decision.kind == "defend":
        # the attack under the play resolves next, and how to defend is the defender's choice:
        # the forecast stops before it (playtest24-la: "then: Star Sentinel leaves the field"
        # stated a defence nobody had chosen)
        return True
    return len(game.queue) <= depth and not game.batch and (decision is None or decision.kind == "priority")


def _pass_or_first(game: LuxState) -> Action | None:
    """Everyone passes (a choice while resolving: its first option)."""
    legal = game.legal_actions()
    return next((a for a in legal if isinstance(a, Pass)), legal[0] if legal else None)


def effect_outcome(game: LuxState, action: Action) -> EffectLine | None:
    """The outcome of ``action`` (a Play or Activate with targets) on a copy, everyone passing
    until it and everything it set off have resolved; None for other actions, or when the copy
    cannot see it through."""
    if not isinstance(action, (Play, Activate)) or not action.targets:
        return None
    copy = trial(game, log=True)  # a log of its own, read below
    depth = len(copy.queue)
    soul = list(copy.soul)
    fields = [list(copy.zones.cards(seat, "field")) for seat in (0, 1)]
    names = {iid: called(copy, iid) for seat in (0, 1) for iid in fields[seat]}
    seen = len(copy.log)
    try:
        copy.apply(action)
        if not play_through(copy, _pass_or_first, lambda g: _settled(g, depth), PLAY_LIMIT):
            return None
    except IllegalActionError:
        return None
    watch = TriggerWatch()
    watch.see(copy.log[seen:])
    discards = [0, 0]
    for event in copy.log[seen:]:
        if event.kind == "discard" and event.seat is not None:
            discards[event.seat] += 1
    outcome = copy.outcome
    return EffectLine(
        tuple(names[iid] for seat in (0, 1) for iid in fields[seat] if not copy.on_field(iid)),
        (soul[0] - copy.soul[0], soul[1] - copy.soul[1]),
        (discards[0], discards[1]),
        tuple(watch.said),
        tuple(seat for seat in (0, 1) if outcome is not None and seat not in outcome.winners),
    )
