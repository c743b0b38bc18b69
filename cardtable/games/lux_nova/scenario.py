"""Lux Nova positions from scenario mappings (the format is in docs/scenarios.md, "Lux Nova").

::

    game: lux-nova
    players: [Ana, Bo]
    variant: basic            # optional, default basic
    seed: 3                   # optional; shuffles the deck when 'deck' is left out
    board:                    # at least one card; together they must form one connected window
      - {card: LN-01, at: [0, 0], rotation: 0}
      - {card: LN-07, at: [1, -1], rotation: 2}
    hands: {Ana: [LN-03], Bo: [LN-04]}   # optional: dealt from the deck like a new game
    deck: [LN-10, LN-11]      # optional, top card first; left out = every other card, shuffled
    scores: {Ana: 3}          # optional, default 0
    best: {Ana: 3}            # optional best single play, default 0, at most the score
    turn: Bo                  # optional, default the first player
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, ValidationError

from cardtable.engine.data import DataModel
from cardtable.engine.errors import ScenarioError, SetupError
from cardtable.games.lux_nova.catalog import MAX_PLAYERS, Catalog, default_catalog
from cardtable.games.lux_nova.hexgrid import ROTATIONS, neighbours
from cardtable.games.lux_nova.state import LuxNovaState


class BoardEntry(DataModel):
    card: str
    at: tuple[int, int]
    rotation: int = 0


class ScenarioModel(DataModel):
    game: Literal["lux-nova"]
    players: list[str]
    seed: int = Field(default=0, ge=0)
    variant: str = "basic"
    board: list[BoardEntry]
    hands: dict[str, list[str]] | None = None
    deck: list[str] | None = None
    scores: dict[str, int] = Field(default_factory=dict)
    best: dict[str, int] = Field(default_factory=dict)
    turn: str | None = None


def from_scenario(data: Mapping[str, Any], catalog: Catalog | None = None) -> LuxNovaState:
    """The position a scenario mapping describes; raises ScenarioError naming the key at fault."""
    try:
        model = ScenarioModel.model_validate(dict(data))
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "scenario"
        message = first["msg"]
        if first["type"] == "extra_forbidden":
            message = "unknown key"
        elif first["type"] == "missing":
            message = "required key is missing"
        raise ScenarioError(f"Lux Nova scenario: {where}: {message}") from None
    state = _Builder(model, catalog or default_catalog(), dict(data)).build()
    _check_invariants(state)
    return state


def _check_invariants(state: LuxNovaState) -> None:
    """Refuse a position that breaks the game's own invariants (the ones every action keeps)."""
    from cardtable.games.lux_nova.invariants import area_problems, invariants

    problems = invariants(state) + area_problems(state)
    if problems:
        raise ScenarioError(f"Lux Nova scenario: the position breaks the rules: {'; '.join(problems[:3])}")


class _Builder:
    """Checks a parsed scenario piece by piece and fills a state."""

    def __init__(self, model: ScenarioModel, catalog: Catalog, raw: dict[str, Any]) -> None:
        self.model = model
        self.catalog = catalog
        self.raw = raw
        self.used: dict[str, str] = {}

    def fail(self, message: str) -> ScenarioError:
        return ScenarioError(f"Lux Nova scenario: {message}")

    def build(self) -> LuxNovaState:
        model = self.model
        if not 1 <= len(model.players) <= MAX_PLAYERS:
            raise self.fail(f"players: Lux Nova is for 1 to {MAX_PLAYERS} players, not {len(model.players)}")
        if not model.board:
            raise self.fail("board: at least one card must lie on the table")
        if len(set(model.players)) != len(model.players):
            raise self.fail("players: every player needs a different name")
        try:
            state = LuxNovaState.empty(
                model.players, model.seed, {"variant": model.variant}, catalog=self.catalog
            )
        except SetupError as error:
            raise self.fail(f"variant: {error}") from None
        self._place_board(state)
        hands = self._claim_hands()
        deck = self._deck(state)
        if model.hands is None:
            for hand in state.hands:
                hand.extend(deck[: state.hand_size])
                del deck[: state.hand_size]
        else:
            for seat, name in enumerate(model.players):
                state.hands[seat] = hands.get(name, [])
        self._check_hands(state, deck)
        state.deck = deck[::-1]  # the list's end is the top
        self._set_scores(state)
        state.card_count = len(state.window.board) + len(deck) + sum(map(len, state.hands))
        state.scenario = self.raw
        state.emit(
            "setup",
            (
                "The game starts from a scenario: %s cards in the window, %s in the deck.",
                len(state.window.board),
                len(deck),
            ),
        )
        if not deck and not any(state.hands):
            state._finish()
        else:
            self._set_turn(state)
        return state

    def _claim(self, card: str, where: str) -> None:
        if card not in self.catalog.cards:
            raise self.fail(f"{where}: unknown card {card}")
        if card in self.used:
            raise self.fail(f"{where}: {card} is used twice (also in {self.used[card]})")
        self.used[card] = where

    def _place_board(self, state: LuxNovaState) -> None:
        taken: dict[tuple[int, int], str] = {}
        for index, entry in enumerate(self.model.board):
            where = f"board[{index}]"
            self._claim(entry.card, where)
            if entry.rotation not in range(ROTATIONS):
                raise self.fail(
                    f"{where}: rotation must be 0 to 5 (steps of 60° clockwise), not {entry.rotation}"
                )
            if entry.at in taken:
                raise self.fail(f"{where}: the cell {list(entry.at)} is already taken by {taken[entry.at]}")
            taken[entry.at] = entry.card
        cells = list(taken)
        reached = {cells[0]}
        todo = [cells[0]]
        while todo:
            for other in neighbours(todo.pop()):
                if other in taken and other not in reached:
                    reached.add(other)
                    todo.append(other)
        for index, entry in enumerate(self.model.board):
            if entry.at not in reached:
                raise self.fail(
                    f"board[{index}]: {entry.card} at {list(entry.at)} is not "
                    "connected to the rest of the window by shared edges"
                )
        for entry in self.model.board:
            state.window.place(self.catalog.cards[entry.card], entry.at, entry.rotation)

    def _claim_hands(self) -> dict[str, list[str]]:
        hands = self.model.hands or {}
        for name, cards in hands.items():
            if name not in self.model.players:
                raise self.fail(f"hands: '{name}' is not one of the players")
            for card in cards:
                self._claim(card, f"hands.{name}")
        return hands

    def _deck(self, state: LuxNovaState) -> list[str]:
        """The deck, top card first."""
        if self.model.deck is not None:
            for index, card in enumerate(self.model.deck):
                self._claim(card, f"deck[{index}]")
            return list(self.model.deck)
        rest = [card for card in self.catalog.cards if card not in self.used]
        state.rng.shuffle(rest)
        return rest

    def _check_hands(self, state: LuxNovaState, deck: list[str]) -> None:
        for seat, hand in enumerate(state.hands):
            name = state.players[seat]
            if len(hand) > state.hand_size:
                raise self.fail(
                    f"hands.{name}: {len(hand)} cards, but a hand holds at most "
                    f"{state.hand_size} in the {state.variant} variant"
                )
            if deck and len(hand) < state.hand_size:
                raise self.fail(
                    f"hands.{name}: {len(hand)} card(s) while the deck still has "
                    f"cards; every hand is full ({state.hand_size}) until the deck "
                    "runs out"
                )

    def _set_scores(self, state: LuxNovaState) -> None:
        for key in ("scores", "best"):
            for name, value in getattr(self.model, key).items():
                if name not in self.model.players:
                    raise self.fail(f"{key}: '{name}' is not one of the players")
                if value < 0:
                    raise self.fail(f"{key}.{name}: must be 0 or more, not {value}")
        for seat, name in enumerate(self.model.players):
            score = self.model.scores.get(name, 0)
            best = self.model.best.get(name, 0)
            if best > score:
                raise self.fail(
                    f"best.{name}: a best single play of {best} is more than the score of {score}"
                )
            state.scores[seat] = score
            state.best[seat] = best
        state.start_scores = state.scores[:]

    def _set_turn(self, state: LuxNovaState) -> None:
        name = self.model.turn or self.model.players[0]
        if name not in self.model.players:
            raise self.fail(f"turn: '{name}' is not one of the players")
        seat = self.model.players.index(name)
        if not state.hands[seat]:
            raise self.fail(f"turn: it cannot be {name}'s turn, {name} holds no card")
        state.turn = seat
