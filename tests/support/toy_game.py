"""A minimal card game used only by tests to exercise the engine contract (never in the menu).

"High Card": each seat holds 2 cards from a shared shuffled deck of values 1..6 (two copies).
On a turn the seat plays a card face up; it scores its value if it beats the last card played.
Then the seat draws. The match ends when every card is played; the higher total wins.
A seat may also "tap" once per turn before playing (does nothing; used to test undo).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.bots import GreedyBot, RandomBot
from cardtable.engine.errors import IllegalActionError, ScenarioError
from cardtable.engine.outcome import Outcome
from cardtable.engine.registry import GameImpl, GameInfo, Variant
from cardtable.engine.state import GameState
from cardtable.engine.zones import Pile


@dataclasses.dataclass(frozen=True, slots=True)
class PlayCard(Action):
    KIND = "play"
    card: str


@dataclasses.dataclass(frozen=True, slots=True)
class Tap(Action):
    KIND = "tap"


def value_of(card: str) -> int:
    return int(card.split("-")[1])


class ToyState(GameState):
    GAME_ID = "toy"
    CODEC = ActionCodec([PlayCard, Tap])

    def __init__(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(players, seed, options)
        self.deck = Pile(f"c{i:02d}-{1 + i % 6}" for i in range(12))
        self.deck.shuffle(self.rng)
        self.hands = [Pile(self.deck.draw_many(2)) for _ in self.players]
        self.table: list[str] = []
        self.scores = [0] * len(self.players)
        self.turn = 0
        self.tapped = False
        self.emit("setup", "The deck is shuffled and two cards are dealt to each player.")

    @property
    def to_act(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def outcome(self) -> Outcome | None:
        if any(len(h) for h in self.hands):
            return None
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        return Outcome(winners, tuple(float(s) for s in self.scores), "All cards are played.")

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        actions: list[Action] = [PlayCard(c) for c in self.hands[self.turn]]
        if not self.tapped:
            actions.append(Tap())
        return actions

    def _apply(self, action: Action) -> bool:
        seat = self.turn
        if isinstance(action, Tap):
            if self.tapped:
                raise IllegalActionError("you already tapped this turn", action)
            self.tapped = True
            self.emit("tap", f"{self.name(seat)} taps the table.", seat)
            return False
        assert isinstance(action, PlayCard)
        if action.card not in self.hands[seat]:
            raise IllegalActionError(f"{action.card} is not in {self.name(seat)}'s hand", action)
        self.hands[seat].remove(action.card)
        gained = (
            value_of(action.card) if not self.table or value_of(action.card) > value_of(self.table[-1]) else 0
        )
        self.table.append(action.card)
        self.scores[seat] += gained
        self.emit("play", f"{self.name(seat)} plays {action.card} and scores {gained}.", seat)
        drawn = self.deck.draw()
        if drawn is not None:
            self.hands[seat].add(drawn)
        self.turn = (seat + 1) % len(self.players)
        self.tapped = False
        return drawn is not None

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": self.hands[seat].to_json() if seat is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "table": list(self.table),
            "scores": list(self.scores),
        }

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden = set(self.deck.cards)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand.cards)
        return hidden

    def _payload_to_json(self) -> dict[str, Any]:
        return {
            "deck": self.deck.to_json(),
            "hands": [h.to_json() for h in self.hands],
            "table": self.table,
            "scores": self.scores,
            "turn": self.turn,
            "tapped": self.tapped,
        }

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        self.deck = Pile(data["deck"])
        self.hands = [Pile(h) for h in data["hands"]]
        self.table = list(data["table"])
        self.scores = list(data["scores"])
        self.turn = int(data["turn"])
        self.tapped = bool(data["tapped"])


def from_scenario(data: Mapping[str, Any]) -> ToyState:
    try:
        state = ToyState(data["players"], int(data.get("seed", 0)), {"variant": "basic"})
        state.deck = Pile(data["deck"])
        state.hands = [Pile(h) for h in data["hands"]]
        state.turn = int(data.get("turn", 0))
    except (KeyError, TypeError, ValueError) as error:
        raise ScenarioError(f"bad toy scenario: {error}") from None
    state.scenario = dict(data)
    return state


def _invariants(state: GameState) -> list[str]:
    assert isinstance(state, ToyState)
    total = len(state.deck) + len(state.table) + sum(len(h) for h in state.hands)
    return [] if total == 12 else [f"{total} cards instead of 12"]


IMPL = GameImpl(
    state_class=ToyState,
    new_game=ToyState,
    from_scenario=from_scenario,
    bots={
        "random": RandomBot,
        "greedy": lambda: GreedyBot(evaluate=lambda s, seat: s.scores[seat]),
    },
    invariants=_invariants,
    validate_data=lambda folder: [],
    progress=lambda state: tuple(state.scores),
)

INFO = GameInfo(
    id="toy",
    name="High Card (test game)",
    tagline="A tiny game that exists only for the engine tests.",
    min_players=2,
    max_players=3,
    default_players=2,
    variants=(Variant("basic", "Basic", "The only way to play."),),
    impl="tests.support.toy_game",
    screen="tests.support.toy_screen:ToyScreen",
    hidden_information=True,
)
