"""Setting up a duel: decks, opening hands, the opening roll, mulligans, deck choice."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.errors import IllegalActionError, SetupError
from cardtable.games.aether_lanes.actions import Concede, EndTurn, Keep, Mulligan
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.state import AetherState

DECKS = {"variant": "standard", "decks": ["ashen-vow", "birdwell"]}


def fresh(seed: int = 1, options: dict | None = None) -> AetherState:
    return AetherState(["Ana", "Bo"], seed, options or DECKS)


def test_each_side_shuffles_its_30_cards_and_draws_4() -> None:
    state = fresh()
    catalog = load_catalog()
    for seat, deck_id in enumerate(DECKS["decks"]):
        side = state.sides[seat]
        assert len(side.hand) == 4 and len(side.deck) == 26
        cards = Counter(state.card(c).id for c in side.deck + side.hand)
        assert cards == Counter(catalog.deck_list(deck_id))
    in_order = [f"c{i}" for i in range(1, 31)]
    assert state.sides[0].deck + state.sides[0].hand[::-1] != in_order[::-1]


def test_the_first_turn_begins_with_a_draw_so_the_first_player_has_5() -> None:
    state = fresh()
    first = state.first
    state.apply(Keep())
    state.apply(Keep())
    assert state.turn == 1 and state.active == first and state.to_act == first
    assert len(state.sides[first].hand) == 5
    assert len(state.sides[1 - first].hand) == 4  # going second brings no bonus
    assert (state.sides[first].aether, state.sides[first].aether_max) == (4, 4)
    assert state.sides[1 - first].aether_max == 3
    assert [side.soul for side in state.sides] == [30, 30]


def test_the_higher_opening_roll_goes_first_and_ties_are_rerolled() -> None:
    tie_seen = False
    for seed in range(60):
        state = fresh(seed)
        rolls = [e for e in state.log if e.kind == "roll"]
        final = rolls[-1].data["rolls"]
        assert final[0] != final[1]
        assert state.first == (0 if final[0] > final[1] else 1)
        for tie in rolls[:-1]:
            assert tie.data["rolls"][0] == tie.data["rolls"][1]
            tie_seen = True
    assert tie_seen


def test_a_mulligan_shuffles_the_hand_back_and_draws_a_fresh_4() -> None:
    state = fresh(3)
    seat = state.first
    before = Counter(state.sides[seat].deck + state.sides[seat].hand)
    draws = state.rng.draws
    state.apply(Mulligan())
    side = state.sides[seat]
    assert len(side.hand) == 4 and len(side.deck) == 26 and side.mulliganed
    assert Counter(side.deck + side.hand) == before
    assert state.rng.draws > draws  # the whole deck was reshuffled
    assert state.to_act == 1 - seat


def test_each_player_decides_once_then_the_offer_closes() -> None:
    state = fresh(4)
    first = state.first
    state.apply(Keep())
    assert state.to_act == 1 - first and state.stage == "mulligan"
    state.apply(Mulligan())
    assert state.stage == "main" and state.to_act == first
    with pytest.raises(IllegalActionError, match="mulligan offer is over"):
        state.apply(Mulligan())


def test_play_waits_for_the_mulligan_decisions() -> None:
    state = fresh(5)
    with pytest.raises(IllegalActionError, match="keep the opening hand or take a mulligan"):
        state.apply(EndTurn())


def test_missing_decks_are_picked_from_the_seed_and_logged() -> None:
    a = fresh(9, {"variant": "standard"})
    b = fresh(9, {"variant": "standard"})
    assert [s.deck_id for s in a.sides] == [s.deck_id for s in b.sides]
    picked = [e for e in a.log if e.kind == "deck"]
    assert len(picked) == 2 and all("picked from the seed" in e.text for e in picked)


def test_an_unknown_deck_is_refused() -> None:
    with pytest.raises(SetupError, match="unknown Aether Lanes deck 'nope'"):
        fresh(1, {"variant": "standard", "decks": ["nope", "birdwell"]})


def test_conceding_during_the_mulligan_loses() -> None:
    state = fresh(6)
    seat = state.to_act
    state.apply(Concede())
    assert state.outcome is not None and state.outcome.winners == (1 - seat,)
    assert state.outcome.termination == "concede"
