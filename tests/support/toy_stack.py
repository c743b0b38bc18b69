"""A toy card game built only on the rules kernel (used by tests, never in the menu): "Sparks".

Two players, 10 life each. Each deck holds 8 cards ``<colour><value>`` (colours r/b, values 1-3).
Turn: **upkeep** (no priority: gain one red and one blue mana; two upkeep triggers, heal 1 and
draw 1, which the active player orders), **main** (priority: cast a card or pass). A cast card
costs its colour plus (value - 1) generic mana, goes on the queue and the other player may answer
with a card of their own; when both pass, the queue resolves last in first out, each card dealing
its value in damage. One card of each hand starts face down on the table ("secret", public zone,
seen only by its owner). Life 0 loses; after 20 turns the higher life wins.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.errors import IllegalActionError, ScenarioError
from cardtable.engine.kernel.decision import ORDER, PRIORITY, Choose, Decision, Pass
from cardtable.engine.kernel.phases import Step, TurnStructure
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.kernel.queue import Queue
from cardtable.engine.kernel.resources import Cost, Pool, SourceGroup, best_payment
from cardtable.engine.kernel.triggers import Fired, TriggerBatch
from cardtable.engine.kernel.zones import IndexedZoneMap, Visibility, ZoneSpec
from cardtable.engine.outcome import Outcome
from cardtable.engine.registry import GameImpl, GameInfo, Variant
from cardtable.engine.state import GameState

TURN = TurnStructure([Step("upkeep", "Upkeep", False), Step("main", "Main", True)])
ZONES = (
    ZoneSpec("deck", "Deck", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("secret", "Secret", Visibility.PUBLIC),
    ZoneSpec("stack", "Stack", Visibility.PUBLIC),
    ZoneSpec("graveyard", "Graveyard", Visibility.PUBLIC),
)


@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Action):
    KIND = "cast"
    card: str


class SparksState(GameState):
    GAME_ID = "toy-stack"
    CODEC = ActionCodec([Cast, Pass, Choose])

    def __init__(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(players, seed, options)
        self.zones = IndexedZoneMap(ZONES, 2)
        for seat in range(2):
            for i in range(8):
                self.zones.place(f"{'xy'[seat]}{i}-{'rb'[i % 2]}{1 + i % 3}", seat, "deck")
            self.rng.shuffle(self.zones.cards(seat, "deck"))
            for _ in range(3):
                self.zones.move(self.zones.cards(seat, "deck")[-1], seat, "hand")
            secret = self.zones.cards(seat, "hand")[0]
            self.zones.move(secret, seat, "secret")
            self.zones.face_down.add(secret)
        self.life = [10, 10]
        self.mana = [Pool(), Pool()]
        self.queue = Queue()
        self.priority = Priority()
        self.batch = TriggerBatch()
        self.pending: Decision | None = None
        self.active, self.turn, self.step = 0, 1, "upkeep"
        self._upkeep()

    # ----- kernel-driven flow ------------------------------------------------------------------

    def _upkeep(self) -> None:
        self.step = "upkeep"
        seat = self.active
        self.mana[seat].update({"r": 1, "b": 1})
        self.batch.add(Fired("rule", seat, "heal"))
        self.batch.add(Fired("rule", seat, "draw"))
        self.pending = Decision(
            seat, ORDER, "order your upkeep triggers: which first?", self.batch.options(seat)
        )

    def _resolve_upkeep(self, first: str) -> None:
        order = [first] + [k for k in self.batch.options(self.active) if k != first]
        for fired in self.batch.take_ordered(self.active, 2, {self.active: order}):
            if fired.effect == "heal":
                self.life[fired.controller] += 1
            else:
                deck = self.zones.cards(fired.controller, "deck")
                if deck:
                    self.zones.move(deck[-1], fired.controller, "hand")
        self.pending = None
        self.step, _ = TURN.after("upkeep")[0].name, None
        self.priority.give(self.active)

    def _next_turn(self) -> None:
        self.active = 1 - self.active
        self.turn += 1
        self._upkeep()

    # ----- protocol --------------------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        if self.outcome is not None:
            return None
        return self.pending or Decision(self.priority.holder, PRIORITY, "cast or pass")

    @property
    def to_act(self) -> int | None:
        decision = self.decision
        return None if decision is None else decision.seat

    @property
    def outcome(self) -> Outcome | None:
        if min(self.life) <= 0 or self.turn > 20:
            best = max(self.life)
            winners = tuple(s for s in range(2) if self.life[s] == best)
            return Outcome(winners, tuple(float(x) for x in self.life), "life", "life")
        return None

    def sources(self, seat: int) -> list[SourceGroup]:
        return [SourceGroup(colour, colour, n) for colour, n in sorted(self.mana[seat].items()) if n]

    @staticmethod
    def cost(card: str) -> Cost:
        colour, value = card[-2], int(card[-1])
        return Cost.of({colour: 1}, value - 1)

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        if decision is None:
            return []
        if decision.kind == ORDER:
            return [Choose(option) for option in decision.options]
        seat = decision.seat
        acts: list[Action] = [Pass()]
        for card in self.zones.cards(seat, "hand"):
            if best_payment(self.cost(card), self.sources(seat)) is not None:
                acts.append(Cast(card))
        return acts

    def _apply(self, action: Action) -> bool:
        decision = self.decision
        assert decision is not None
        seat = decision.seat
        if isinstance(action, Choose):
            if decision.kind != ORDER or action.option not in decision.options:
                raise IllegalActionError("not one of the triggers to order", action)
            self._resolve_upkeep(action.option)
            return True
        if decision.kind != PRIORITY:
            raise IllegalActionError("order your triggers first", action)
        if isinstance(action, Cast):
            if self.zones.zone_of(action.card) != (seat, "hand"):
                raise IllegalActionError("not in your hand", action)
            payment = best_payment(self.cost(action.card), self.sources(seat))
            if payment is None:
                raise IllegalActionError("not enough mana", action)
            for colour, n in payment:
                self.mana[seat].take(colour, n)
            self.zones.move(action.card, seat, "stack")
            self.queue.push("card", action.card, seat)
            self.priority.acted(2)
            return False
        if not self.queue:
            self._next_turn()
            return True
        if self.priority.passed(2):
            while self.queue:
                item = self.queue.pop()
                self.life[1 - item.controller] -= int(item.source[-1])
                self.zones.move(item.source, item.controller, "graveyard")
            self.priority.give(self.active)
        return False

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "zones": self.zones.view(seat),
            "life": self.life,
            "queue": self.queue.to_json(),
            "decision": self.decision.to_json() if self.decision else None,
        }

    def hidden_ids(self, seat: int | None) -> set[str]:
        return self.zones.hidden_ids(seat)

    def _payload_to_json(self) -> dict[str, Any]:
        return {
            "zones": self.zones.to_json(),
            "life": self.life,
            "mana": [dict(m) for m in self.mana],
            "queue": self.queue.to_json(),
            "priority": self.priority.to_json(),
            "batch": self.batch.to_json(),
            "pending": self.pending.to_json() if self.pending else None,
            "active": self.active,
            "turn": self.turn,
            "step": self.step,
        }

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        self.zones = IndexedZoneMap(ZONES, 2)
        self.zones.load_json(data["zones"])
        self.life = list(data["life"])
        self.mana = [Pool(m) for m in data["mana"]]
        self.queue = Queue.from_json(data["queue"])
        self.priority = Priority.from_json(data["priority"])
        self.batch = TriggerBatch.from_json(data["batch"])
        self.pending = Decision.from_json(data["pending"]) if data["pending"] else None
        self.active, self.turn, self.step = int(data["active"]), int(data["turn"]), data["step"]


def _invariants(state: GameState) -> list[str]:
    assert isinstance(state, SparksState)
    expected = [f"{'xy'[s]}{i}-{'rb'[i % 2]}{1 + i % 3}" for s in range(2) for i in range(8)]
    problems = state.zones.problems(expected)
    stacked = {i.source for i in state.queue}
    if stacked != set(state.zones.cards(0, "stack")) | set(state.zones.cards(1, "stack")):
        problems.append("queue and stack zone disagree")
    return problems


def _from_scenario(data: Mapping[str, Any]) -> SparksState:
    raise ScenarioError("Sparks has no scenarios")


INFO = GameInfo(
    id="toy-stack",
    name="Sparks",
    tagline="test-only kernel game",
    min_players=2,
    max_players=2,
    default_players=2,
    variants=(Variant("basic", "Basic", "the only one"),),
    impl="tests.support.toy_stack",
)
IMPL = GameImpl(
    state_class=SparksState,
    new_game=SparksState,
    from_scenario=_from_scenario,
    bots={"random": __import__("cardtable.engine.bots", fromlist=["RandomBot"]).RandomBot},
    invariants=_invariants,
    validate_data=lambda folder: [],
)
