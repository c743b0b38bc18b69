"""The Wager odds a player is shown are the engine's: the die the rules roll (``die_sides``), the
Loaded bonus and the bands, worked out by playing the card on copies (issue 24)."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.games.aether_lanes.actions import Cast, EndTurn
from cardtable.games.aether_lanes.presentation import WagerFace, present, wager_face
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.wager_odds import wager_odds
from cardtable.ui.aether_lanes.asks import wager_text
from tests.aether_lanes.helpers import duel, hand, seed_rolling

STORM = {"hand": ["eye-of-the-storm"], "lanes": {"balanced": {"card": "gale-kestrel"}}}
"""A Wager Spell and the Wind unit its element gate needs."""


def _with_die(state: AetherState, sides: int) -> AetherState:
    rules = dataclasses.replace(state.catalog.rules, die_sides=sides)
    state.catalog = dataclasses.replace(state.catalog, rules=rules)
    return state


def test_an_eight_sided_die_gives_four_high_faces_in_eight() -> None:
    state = _with_die(duel(STORM), 8)
    face = wager_face(state, Cast(hand(state, 0, "eye-of-the-storm")))
    assert face is not None
    assert (face.faces, face.bonus, face.low, face.middle, face.high) == (8, 0, 2, 2, 4)


def test_the_wager_dialog_names_the_rules_die() -> None:
    state = _with_die(duel(STORM), 8)
    shown = wager_text(present(state, 0), Cast(hand(state, 0, "eye-of-the-storm"))).plain
    assert "8-sided die" in shown and "low 2/8, middle 2/8, high 4/8" in shown


def test_loaded_cards_shift_every_face() -> None:
    state = duel({"hand": ["weighted-coin"], "lanes": {"balanced": {"card": "fortune-teller"}}})
    odds = wager_odds(state, Cast(hand(state, 0, "weighted-coin")))
    assert odds is not None and odds.bonus == 2
    assert odds.bands == ("middle", "middle", "high", "high", "high", "high")


def test_a_play_without_a_wager_has_no_odds() -> None:
    state = duel(STORM)
    assert wager_odds(state, EndTurn()) is None


def test_working_out_the_odds_leaves_the_state_as_it_was() -> None:
    state = duel(STORM)
    before = state.to_json()
    wager_odds(state, Cast(hand(state, 0, "eye-of-the-storm")))
    assert state.to_json() == before


@pytest.mark.parametrize("die", [1, 3, 6])
def test_the_odds_name_the_band_the_engine_then_rolls(die: int) -> None:
    state = duel(STORM, seed=seed_rolling(die))
    action = Cast(hand(state, 0, "eye-of-the-storm"))
    odds = wager_odds(state, action)
    assert odds is not None
    events = state.apply(action)
    rolled = next(e.data for e in events if e.kind == "chance")
    assert rolled["band"] == odds.bands[rolled["die"] - 1] and rolled["bonus"] == odds.bonus


def test_the_presentation_offers_each_wager_play_with_its_odds() -> None:
    state = _with_die(duel(STORM), 8)
    table = present(state, 0)
    action = Cast(hand(state, 0, "eye-of-the-storm"))
    choice = table.choice(action)
    assert choice is not None and isinstance(choice.forecast, WagerFace)
    assert (choice.forecast.faces, choice.forecast.high) == (8, 4)
    assert table.decision is not None and table.decision.mine and table.decision.seat == 0
    assert present(state, 1).choices == ()  # the seat not to act is offered nothing
