"""Card tests of the Light and Shadow elements (the registry and the checks over the whole pool are
in ``card_cases.py`` and ``test_cards.py``): set up a position, play or trigger the card, check the
exact outcome against its text."""

from __future__ import annotations

import pytest

from cardtable.games.aether_lanes.actions import (
    BindSigil,
    Cast,
    Decree,
    Summon,
)
from tests.aether_lanes.card_cases import LIGHT, SHADOW, case
from tests.aether_lanes.helpers import atk, dfn, duel, end_turn, hand, hp, lane, lane_id, seed_rolling

# ----- Light --------------------------------------------------------------------------------------


@pytest.mark.parametrize("die", [2, 4, 6])
def test_gambit_paladin_each_band(die: int) -> None:
    state = duel({"aether_max": 5, "hand": ["gambit-paladin"]}, seed=seed_rolling(die))
    state.apply(Summon(hand(state, 0, "gambit-paladin"), "balanced"))
    expected = {2: (3, 5, 1), 4: (5, 5, 0), 6: (5, 7, 0)}[die]
    assert (atk(state, 0, 1), hp(state, 0, 1), state.sides[0].shelter) == expected


@case("gambit-paladin")
def _paladin() -> None:
    test_gambit_paladin_each_band(6)


@pytest.mark.parametrize("die", [1, 3, 5])
def test_seraph_of_odds_each_band(die: int) -> None:
    state = duel(
        {"aether_max": 7, "hand": ["seraph-of-odds"]},
        {"lanes": {"aggressive": {"card": "cinder-hound"}, "balanced": {"card": "canyon-titan"}}},
        seed=seed_rolling(die),
    )
    state.apply(Summon(hand(state, 0, "seraph-of-odds"), "defensive"))
    if die == 1:
        assert len(state.sides[0].hand) == 1
    elif die == 3:
        assert sum(u.damage for u in state.sides[1].units()) + len(state.sides[1].discard) * 3 >= 3
    else:  # high: 5 damage to the enemy unit with the highest Attack (the Titan), not the Hound
        assert lane(state, 1, 1).damage == 5 and lane(state, 1, 0).damage == 0


@case("seraph-of-odds")
def _seraph() -> None:
    test_seraph_of_odds_each_band(5)


@case("morning-herald")
def _herald() -> None:
    state = duel({"soul": 20, "lanes": {"defensive": {"card": "morning-herald", "exhausted": True}}})
    end_turn(state)
    end_turn(state)
    assert state.sides[0].soul == 21


@case("radiant-lance")
def _lance() -> None:
    state = duel(
        {"hand": ["radiant-lance"], "lanes": LIGHT}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    state.apply(Cast(hand(state, 0, "radiant-lance"), lane_id(state, 1, 1)))
    assert hp(state, 1, 1) == 4


@case("blessing")
def _blessing() -> None:
    state = duel(
        {"soul": 25, "hand": ["blessing"], "lanes": {"balanced": {"card": "dawn-knight", "damage": 2}}}
    )
    state.apply(Cast(hand(state, 0, "blessing"), lane_id(state, 0, 1)))
    assert hp(state, 0, 1) == 3 and state.sides[0].soul == 27


@case("sunburst")
def _sunburst() -> None:
    state = duel(
        {"soul": 20, "aether": 5, "hand": ["sunburst"], "lanes": LIGHT},
        {"lanes": {"aggressive": {"card": "cinder-hound"}, "balanced": {"card": "ember-imp"}}},
    )
    state.apply(Cast(hand(state, 0, "sunburst")))
    assert hp(state, 1, 0) == 1 and state.sides[1].lanes[1] is None and state.sides[0].soul == 22


@case("bastion-prayer")
def _bastion() -> None:
    state = duel({"shelter": 1, "hand": ["bastion-prayer"], "lanes": LIGHT})
    state.apply(Cast(hand(state, 0, "bastion-prayer")))
    assert state.sides[0].shelter == 6


@case("halo-sigil")
def _halo() -> None:
    state = duel({"hand": ["halo-sigil"], "lanes": LIGHT})
    state.apply(BindSigil(hand(state, 0, "halo-sigil"), lane_id(state, 0, 1)))
    assert (atk(state, 0, 1), hp(state, 0, 1)) == (3, 5)


@case("gamblers-charm")
def _charm() -> None:
    state = duel({"hand": ["gamblers-charm"], "lanes": LIGHT})
    state.apply(BindSigil(hand(state, 0, "gamblers-charm"), lane_id(state, 0, 1)))
    assert state.loaded(0) == 1


@pytest.mark.parametrize("die,mine,foe,cards", [(1, 29, 30, 0), (3, 30, 30, 1), (5, 30, 28, 0)])
def test_wheel_of_fate_each_band(die: int, mine: int, foe: int, cards: int) -> None:
    state = duel(
        {"decree": "wheel-of-fate", "deck": ["pebble-golem", "pebble-golem"]}, seed=seed_rolling(die)
    )
    end_turn(state)
    end_turn(state)
    side = state.sides[0]
    assert (side.soul, state.sides[1].soul, len(side.hand)) == (mine, foe, 1 + cards)


@case("wheel-of-fate")
def _wheel() -> None:
    test_wheel_of_fate_each_band(5, 30, 28, 0)


@case("weighted-coin")
def _coin() -> None:
    # a Loaded Spell counts for its own roll: 4 + 1 = 5, the high band
    state = duel({"hand": ["weighted-coin"], "lanes": LIGHT}, seed=seed_rolling(4))
    state.apply(Cast(hand(state, 0, "weighted-coin")))
    chance = next(e for e in state.log if e.kind == "chance")
    assert (chance.data["total"], chance.data["band"]) == (5, "high") and len(state.sides[0].hand) == 2


@case("sanctuary")
def _sanctuary() -> None:
    state = duel({"hand": ["sanctuary"], "lanes": LIGHT})
    state.apply(Decree(hand(state, 0, "sanctuary")))
    assert dfn(state, 0, 1) == 2
    end_turn(state)
    assert state.sides[0].shelter == 1


# ----- Shadow -------------------------------------------------------------------------------------


@case("vow-keeper")
def _vow_keeper() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan"}}}, {"lanes": {"balanced": {"card": "vow-keeper"}}}
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None and state.sides[0].soul == 29


@case("blightfen-hag")
def _hag() -> None:
    state = duel({"hand": ["blightfen-hag"]}, {"lanes": {"balanced": {"card": "canyon-titan"}}})
    state.apply(Summon(hand(state, 0, "blightfen-hag"), "balanced", target=lane_id(state, 1, 1)))
    assert lane(state, 1, 1).burn == 2


@case("grave-caller")
def _grave_caller() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan", "buff": [5, 0, 0]}}},
        {"lanes": {"balanced": {"card": "grave-caller"}}},
    )
    end_turn(state)
    shade = lane(state, 1, 0)
    assert state.sides[1].lanes[1] is None and shade.card == "restless-shade" and shade.token


@case("whisper-of-loss")
def _whisper() -> None:
    state = duel({"hand": ["whisper-of-loss"], "lanes": SHADOW}, {"hand": ["canyon-titan", "ember-imp"]})
    state.apply(Cast(hand(state, 0, "whisper-of-loss")))
    assert len(state.sides[1].hand) == 1 and len(state.sides[1].discard) == 1


@case("soul-siphon")
def _siphon() -> None:
    state = duel({"soul": 20, "aether": 1, "hand": ["soul-siphon"], "lanes": SHADOW})
    state.apply(Cast(hand(state, 0, "soul-siphon"), tithe=2))
    assert state.sides[1].soul == 27 and state.sides[0].soul == 20 - 2 + 3


@case("dark-pact")
def _pact() -> None:
    state = duel(
        {"aether": 1, "hand": ["dark-pact"], "lanes": SHADOW},
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
    )
    state.apply(Cast(hand(state, 0, "dark-pact"), lane_id(state, 1, 1), tithe=3))
    assert state.sides[1].lanes[1] is None and state.sides[0].soul == 27


@case("twist-of-night")
def _twist() -> None:
    state = duel(
        {"hand": ["twist-of-night"], "lanes": SHADOW},
        {
            "lanes": {
                "aggressive": {"card": "canyon-titan", "buried": {"card": "pebble-golem"}},
                "defensive": {"card": "ember-imp"},
            }
        },
    )
    state.apply(Cast(hand(state, 0, "twist-of-night")))
    assert lane(state, 1, 0).card == "ember-imp" and lane(state, 1, 2).card == "canyon-titan"
    assert lane(state, 1, 2).buried is not None


@case("dread-sigil")
def _dread() -> None:
    state = duel({"hand": ["dread-sigil"], "lanes": SHADOW})
    state.apply(BindSigil(hand(state, 0, "dread-sigil"), lane_id(state, 0, 1)))
    assert atk(state, 0, 1) == 4 and "bane" in lane(state, 0, 1).kw


@case("creeping-blight")
def _blight() -> None:
    state = duel({"hand": ["creeping-blight"]})
    state.apply(BindSigil(hand(state, 0, "creeping-blight")))
    end_turn(state)
    assert state.sides[1].toxin == 1


@case("reign-of-night")
def _reign() -> None:
    state = duel(
        {"hand": ["reign-of-night"], "lanes": {"balanced": {"card": "vow-keeper", "exhausted": True}}}
    )
    state.apply(Decree(hand(state, 0, "reign-of-night"), tithe=2))
    end_turn(state)
    assert state.sides[1].soul == 29 and state.sides[0].soul == 28
