"""What each seat may see, and the API the screen uses."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.invariants import leak_problems
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.scoring import PartScore
from cardtable.games.lux_nova.state import LuxNovaState, new_game
from tests.lux_nova.support import play, scenario


def test_view_shows_own_hand_sizes_deck_size_board_scores_and_turn() -> None:
    state = scenario("score-2")
    play(state, "LN-10", 1, 0, 3)
    view = state.view(1)
    assert view == {
        "seat": 1,
        "turn": 1,
        "variant": "basic",
        "hand": ["LN-11"],
        "hand_sizes": [1, 1],
        "deck": 1,
        "board": [("LN-05", 0, 0, 0), ("LN-10", 1, 0, 3)],
        "scores": [2, 0],
        "best": [2, 0],
        "last": [0, 2],
    }
    json.dumps(view)


def test_view_hides_other_hands_and_the_deck() -> None:
    state = scenario("score-2")
    assert state.hidden_ids(0) == {"LN-11", "LN-12", "LN-13"}
    assert state.hidden_ids(None) == {"LN-10", "LN-11", "LN-12", "LN-13"}
    for seat in (0, 1, None):
        text = json.dumps(state.view(seat))
        for card in state.hidden_ids(seat):
            assert card not in text
    assert state.view(None)["hand"] == []


def test_the_view_is_a_copy() -> None:
    state = scenario("score-2")
    view = state.view(0)
    view["hand"].append("LN-30")
    view["board"].clear()
    view["scores"][0] = 99
    assert state.hand(0) == ("LN-10",) and len(state.placements()) == 1 and state.scores == [0, 0]


def test_preview_gives_the_breakdown_without_playing() -> None:
    state = scenario("score-6")
    result = state.preview("LN-09", 2, -1, 5)
    assert result.total == 6 and result.seat is None
    assert result.parts[0] == PartScore(0, "cobalt", 1, ((1, -1, 1),))
    assert state.to_act == 0 and state.hand(0) == ("LN-09",) and state.last is None


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (("LN-09", 0, 0, 0), "that cell is taken"),
        (("LN-09", 5, 5, 0), "(5,5) shares no edge with a card on the table"),
        (("LN-09", 2, -1, 6), "the rotation must be 0 to 5, not 6"),
        (("LN-77", 2, -1, 0), "there is no card LN-77 in Lux Nova"),
    ],
)
def test_preview_refuses_impossible_placements(args: tuple, reason: str) -> None:
    with pytest.raises(IllegalActionError) as caught:
        scenario("score-6").preview(*args)
    assert caught.value.reason == reason


def test_last_play_board_and_area_for_the_screen() -> None:
    state = scenario("merge")
    assert state.last is None
    play(state, "LN-35", 1, 0, 2)
    last = state.last
    assert (last.seat, last.card, last.cell, last.rotation, last.total) == (0, "LN-35", (1, 0), 2, 2)
    assert state.board() == {(0, 0): ("LN-05", 0), (0, 1): ("LN-17", 3), (1, 0): ("LN-35", 2)}
    assert state.area(1, 0, 2) == {(0, 0, 2), (0, 1, 3), (1, 0, 2)}
    with pytest.raises(KeyError):
        state.area(5, 5, 0)
    with pytest.raises(KeyError):
        state.area(1, 0, 4)
    assert state.catalog.colour("amber").letter == "A"
    card = state.catalog.cards["LN-35"]
    assert card.colour_at(0, 2) == card.halves[8]
    assert card.parts[2].placed_halves(2) == tuple((h + 4) % 12 for h in card.parts[2].halves)


def test_copy_is_independent_and_random_action_is_legal() -> None:
    state = scenario("advanced")
    other = state.copy()
    play(other, "LN-10", 1, 0, 3)
    assert state.hand(0) == ("LN-10", "LN-20") and len(state.placements()) == 1
    assert state.to_json() != other.to_json()
    rng = Rng(3)
    legal = set(state.legal_actions())
    for _ in range(50):
        assert state.random_action(rng) in legal
    assert state.has_legal_action()


def test_a_seats_view_is_the_public_part_with_its_own_part() -> None:
    """``view_parts`` (what the simulator's leak check reads) gives exactly every seat's view."""
    for players, variant in ((2, "basic"), (3, "advanced")):
        state = new_game([f"P{i}" for i in range(players)], 8, {"variant": variant})
        rng = Rng(2)
        while True:
            public, own = state.view_parts()
            assert sorted(own) == list(range(players))
            for seat in range(players):
                assert state.view(seat) == {**public, **own[seat]}
            assert leak_problems(state, parts=True) == []
            if state.is_over:
                break
            state.apply(state.random_action(rng))


def test_a_leak_in_the_public_part_is_caught_for_every_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    original = LuxNovaState.view

    def leaky(self: LuxNovaState, seat: int | None) -> dict:
        return {**original(self, seat), "next": self.deck[-1:]}

    monkeypatch.setattr(LuxNovaState, "view", leaky)
    state = new_game(["A", "B"], 4, {})
    problems = leak_problems(state, parts=True)
    assert len(problems) == 2 and all("shows hidden cards" in p for p in problems)
