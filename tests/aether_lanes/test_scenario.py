"""Scenario files: every key read, ids handed out in order, bad positions refused with the key."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import ScenarioError
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import load_scenario
from cardtable.games.aether_lanes.actions import Keep
from tests.aether_lanes.helpers import SCENARIOS, duel, lane


def test_every_shipped_test_scenario_loads_through_the_registry() -> None:
    for path in sorted(SCENARIOS.glob("*.yaml")):
        state = load_scenario(path, default_registry())
        assert state.GAME_ID == "aether-lanes" and state.scenario is not None


def test_a_scenario_sets_every_part_of_a_side() -> None:
    state = duel(
        {
            "soul": 12,
            "aether_max": 7,
            "aether": 2,
            "shelter": 3,
            "toxin": 1,
            "fatigue": 2,
            "hand": ["kindle"],
            "deck": ["ember-imp", "cinder-hound"],
            "discard": ["quake"],
            "decree": "sanctuary",
            "auras": [["fen-bloom", 3]],
            "lanes": {
                "defensive": {
                    "card": "pyre-warden",
                    "damage": 2,
                    "exhausted": True,
                    "moved": True,
                    "burn": 1,
                    "sigils": ["emberheart-sigil"],
                    "buried": {"card": "ember-imp"},
                }
            },
        },
        turn=9,
        active=0,
    )
    side = state.sides[0]
    assert (side.soul, side.aether_max, side.aether, side.shelter, side.toxin, side.fatigue) == (
        12,
        7,
        2,
        3,
        1,
        2,
    )
    assert [state.card(c).id for c in side.deck] == [
        "cinder-hound",
        "ember-imp",
    ]  # the end of the list is the top
    assert state.card(side.hand[0]).id == "kindle" and side.hand[0] == 1
    warden = lane(state, 0, 2)
    assert (state.health_of(warden), warden.exhausted, warden.moved, warden.burn) == (4, True, True, 1)
    assert warden.buried is not None and state.card(warden.sigils[0]).id == "emberheart-sigil"
    assert state.turn == 9 and state.round == 5 and state.first == 0
    assert [e.text for e in state.log] == ["The duel starts from a scenario, on turn 9, Ana to act."]


@pytest.mark.parametrize(
    "side,message",
    [
        ({"hand": ["firebrnd"]}, "sides.0.hand: unknown card 'firebrnd'"),
        ({"lanes": {"balanced": {"card": "kindle"}}}, "sides.0.lanes.balanced: 'kindle' is not a Summon"),
        (
            {"lanes": {"balanced": {"card": "pebble-golem", "sigils": ["emberheart-sigil"]}}},
            "cannot bind to Pebble Golem",
        ),
        ({"lanes": {"balanced": {"card": "pebble-golem", "damage": 2}}}, "damage 2 leaves no Health"),
        (
            {
                "lanes": {
                    "balanced": {
                        "card": "ember-imp",
                        "buried": {"card": "ember-imp", "buried": {"card": "ember-imp"}},
                    }
                }
            },
            "a lane is at most 2 deep",
        ),
        ({"hand": ["restless-shade"]}, "is a token"),
        ({"decree": "kindle"}, "is not an Event"),
        ({"colour": "red"}, "sides.0.colour"),
    ],
)
def test_bad_positions_are_refused_naming_the_key(side: dict, message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace("(", r"\(")):
        duel(side)


def test_a_mulligan_scenario_starts_before_the_first_turn() -> None:
    state = duel(
        {"hand": ["ember-imp"] * 4}, {"hand": ["pebble-golem"] * 4}, phase="mulligan", first=1, turn=1
    )
    assert state.to_act == 1
    assert state.log[0].text == "The duel starts from a scenario, before the first turn, Bo playing first."
    state.apply(Keep())
    state.apply(Keep())
    assert state.turn == 1 and state.active == 1 and len(state.sides[1].hand) == 5
    assert state.sides[1].aether == 4
