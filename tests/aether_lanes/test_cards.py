"""One test per card with an effect: set up a position, play or trigger the card, check the exact
outcome against the card's text. Cards whose only rules are keywords are checked against their
text here and for behaviour in the keyword tests."""

from __future__ import annotations

import re

import pytest

from cardtable.games.aether_lanes.actions import (
    BindSigil,
    Cast,
    Decree,
    Maneuver,
    Summon,
)
from cardtable.games.aether_lanes.catalog import load_catalog
from tests.aether_lanes import test_cards_light_shadow  # noqa: F401  (registers its cases)
from tests.aether_lanes.card_cases import CASES, EARTH, FIRE, LIGHT, WATER, WIND, case, has_effect
from tests.aether_lanes.helpers import atk, dfn, duel, end_turn, hand, hp, lane, lane_id, seed_rolling

# ----- Fire ---------------------------------------------------------------------------------------


@case("phoenix-adept")
def _phoenix() -> None:
    state = duel(
        {"hand": ["radiant-lance"], "lanes": LIGHT}, {"lanes": {"aggressive": {"card": "phoenix-adept"}}}
    )
    state.apply(Cast(hand(state, 0, "radiant-lance"), lane_id(state, 1, 0)))
    assert state.sides[1].lanes[0] is None and state.sides[0].soul == 28


@case("firebrand")
def _firebrand() -> None:
    state = duel(
        {"aether": 8, "hand": ["firebrand", "firebrand"], "lanes": FIRE},
        {"lanes": {"aggressive": {"card": "canyon-titan"}}},
    )
    state.apply(Cast(hand(state, 0, "firebrand"), lane_id(state, 1, 0)))
    assert hp(state, 1, 0) == 5
    state.apply(Cast(hand(state, 0, "firebrand"), "p1"))
    assert state.sides[1].soul == 26


@case("kindle")
def _kindle() -> None:
    state = duel({"hand": ["kindle"], "lanes": FIRE})
    state.apply(Cast(hand(state, 0, "kindle"), lane_id(state, 0, 1)))
    assert atk(state, 0, 1) == 5
    end_turn(state)
    assert state.sides[1].soul == 25 and atk(state, 0, 1) == 3


@case("scorched-earth")
def _scorched() -> None:
    state = duel(
        {"hand": ["scorched-earth"], "lanes": FIRE},
        {"lanes": {"aggressive": {"card": "canyon-titan"}, "defensive": {"card": "pebble-golem"}}},
    )
    state.apply(Cast(hand(state, 0, "scorched-earth")))
    assert [u.burn for u in state.sides[1].units()] == [2, 2] and lane(state, 0, 1).burn == 0


@case("ashen-pact")
def _ashen_pact() -> None:
    state = duel({"aether": 0, "soul": 10, "hand": ["ashen-pact"], "lanes": FIRE})
    state.apply(Cast(hand(state, 0, "ashen-pact"), tithe=2))
    assert len(state.sides[0].hand) == 2 and state.sides[0].soul == 8


@case("emberheart-sigil")
def _emberheart() -> None:
    state = duel({"hand": ["emberheart-sigil"], "lanes": FIRE})
    state.apply(BindSigil(hand(state, 0, "emberheart-sigil"), lane_id(state, 0, 1)))
    assert atk(state, 0, 1) == 5


@case("vow-of-cinders")
def _vow_of_cinders() -> None:
    state = duel({"hand": ["vow-of-cinders"], "lanes": {**FIRE, "defensive": {"card": "pebble-golem"}}})
    state.apply(Decree(hand(state, 0, "vow-of-cinders"), tithe=1))
    assert atk(state, 0, 1) == 4 and atk(state, 0, 2) == 1 and state.sides[0].soul == 29


@case("cinder-reckoning")
def _reckoning() -> None:
    state = duel({"hand": ["cinder-reckoning"], "lanes": FIRE})
    state.apply(Cast(hand(state, 0, "cinder-reckoning")))
    assert (state.sides[0].soul, state.sides[1].soul) == (27, 27)


@case("war-banner")
def _banner() -> None:
    state = duel({"hand": ["war-banner"], "lanes": FIRE}, {"lanes": {"balanced": {"card": "canyon-titan"}}})
    state.apply(Cast(hand(state, 0, "war-banner"), lane_id(state, 0, 1)))
    end_turn(state)
    assert hp(state, 0, 1) == 3  # Pierce: the titan does not strike back


# ----- Wind ---------------------------------------------------------------------------------------


@case("gale-kestrel")
def _kestrel() -> None:
    state = duel(
        {"lanes": {"aggressive": {"card": "gale-kestrel"}}}, {"lanes": {"balanced": {"card": "canyon-titan"}}}
    )
    state.apply(Maneuver("aggressive", "balanced"))
    assert hp(state, 1, 1) == 8


@pytest.mark.parametrize("die", [1, 3, 5])
def test_skyward_gambler_each_band(die: int) -> None:
    state = duel(
        {"hand": ["skyward-gambler"]},
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
        seed=seed_rolling(die),
    )
    state.apply(Summon(hand(state, 0, "skyward-gambler"), "balanced"))
    if die == 1:
        assert atk(state, 0, 1) == 3
    elif die == 3:
        assert hp(state, 1, 1) == 7
    else:
        assert state.sides[1].soul == 27


@case("skyward-gambler")
def _gambler() -> None:
    test_skyward_gambler_each_band(5)


@case("tailwind")
def _tailwind() -> None:
    state = duel({"hand": ["tailwind"], "lanes": {"balanced": {"card": "storm-heron", "exhausted": True}}})
    state.apply(Cast(hand(state, 0, "tailwind"), lane_id(state, 0, 1)))
    end_turn(state)
    assert state.sides[1].soul == 26


@case("cyclone")
def _cyclone() -> None:
    state = duel(
        {"hand": ["cyclone"], "lanes": WIND},
        {"lanes": {"balanced": {"card": "canyon-titan", "sigils": [], "damage": 3}}},
    )
    state.apply(Cast(hand(state, 0, "cyclone"), lane_id(state, 1, 1)))
    assert state.sides[1].lanes[1] is None and [state.card(c).id for c in state.sides[1].hand] == [
        "canyon-titan"
    ]


@case("flock-call")
def _flock_call() -> None:
    state = duel({"hand": ["flock-call"], "lanes": WIND})
    state.apply(Cast(hand(state, 0, "flock-call")))
    tokens = [lane(state, 0, i) for i in (0, 2)]
    assert all(t.token and t.card == "featherling" and not t.exhausted for t in tokens)
    end_turn(state)
    assert state.sides[1].soul == 30 - 1 - 2 - 1  # tokens get no lane bonus


@pytest.mark.parametrize("die,soul,units", [(1, 29, 1), (3, 27, 1), (6, 30, 0)])
def test_eye_of_the_storm_each_band(die: int, soul: int, units: int) -> None:
    state = duel(
        {"hand": ["eye-of-the-storm"], "lanes": WIND},
        {"lanes": {"aggressive": {"card": "ember-imp"}}},
        seed=seed_rolling(die),
    )
    state.apply(Cast(hand(state, 0, "eye-of-the-storm")))
    assert state.sides[1].soul == soul and len(state.sides[1].units()) == units


@case("eye-of-the-storm")
def _eye() -> None:
    test_eye_of_the_storm_each_band(6, 30, 0)


@case("feather-sigil")
def _feather() -> None:
    state = duel({"aether": 1, "hand": ["feather-sigil"], "lanes": WIND})
    state.apply(BindSigil(hand(state, 0, "feather-sigil"), lane_id(state, 0, 1)))
    assert dfn(state, 0, 1) == 2 and "glide" in lane(state, 0, 1).kw
    state.apply(Maneuver("balanced", "aggressive"))
    assert state.sides[0].aether == 0 and not lane(state, 0, 0).exhausted


@case("open-skies")
def _open_skies() -> None:
    state = duel({"decree": "open-skies", "lanes": WIND}, {"lanes": {"defensive": {"card": "canyon-titan"}}})
    end_turn(state)
    end_turn(state)
    assert hp(state, 1, 2) == 8


# ----- Earth --------------------------------------------------------------------------------------


@case("biscuit-who-holds-the-floor")
def _biscuit() -> None:
    state = duel({"hand": ["biscuit-who-holds-the-floor"]})
    state.apply(Summon(hand(state, 0, "biscuit-who-holds-the-floor"), "defensive"))
    assert state.sides[0].shelter == 2 and state.holds_the_floor(0)


@case("quake")
def _quake() -> None:
    state = duel(
        {"aether": 5, "hand": ["quake"], "lanes": {"balanced": {"card": "canyon-titan"}}},
        {"lanes": {"balanced": {"card": "cinder-hound"}}},
    )
    state.apply(Cast(hand(state, 0, "quake")))
    assert hp(state, 0, 1) == 7 and hp(state, 1, 1) == 1


@case("stoneskin")
def _stoneskin() -> None:
    state = duel({"hand": ["stoneskin"], "lanes": EARTH})
    state.apply(Cast(hand(state, 0, "stoneskin"), lane_id(state, 0, 1)))
    assert dfn(state, 0, 1) == 4


@case("oasis-mirror")
def _oasis() -> None:
    state = duel({"hand": ["oasis-mirror"], "lanes": {"aggressive": {"card": "pebble-golem"}}})
    state.apply(Cast(hand(state, 0, "oasis-mirror")))
    echo = lane(state, 0, 1)
    assert echo.card == "mirage-echo" and echo.token and echo.exhausted


@case("bedrock-sigil")
def _bedrock_sigil() -> None:
    state = duel({"hand": ["bedrock-sigil"], "lanes": EARTH})
    state.apply(BindSigil(hand(state, 0, "bedrock-sigil"), lane_id(state, 0, 1)))
    assert dfn(state, 0, 1) == 3 and hp(state, 0, 1) == 4


@case("dunemere-procession")
def _procession() -> None:
    state = duel(
        {"hand": ["dunemere-procession"], "lanes": {**EARTH, "aggressive": {"card": "cinder-hound"}}}
    )
    state.apply(Decree(hand(state, 0, "dunemere-procession")))
    assert dfn(state, 0, 1) == 3 and dfn(state, 0, 0) == 1


# ----- Water --------------------------------------------------------------------------------------


@case("bog-newt")
def _newt() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "blaze-knight"}}}, {"lanes": {"balanced": {"card": "bog-newt"}}}
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None
    assert state.sides[0].soul == 29 and state.sides[0].toxin == 0  # ticked in Ana's own End phase


@case("blightfen-leech")
def _leech() -> None:
    state = duel({"hand": ["blightfen-leech"]})
    state.apply(Summon(hand(state, 0, "blightfen-leech"), "aggressive"))
    assert state.sides[1].toxin == 1


@case("tide-caller")
def _tide_caller() -> None:
    state = duel({"soul": 20, "hand": ["tide-caller"]})
    state.apply(Summon(hand(state, 0, "tide-caller"), "aggressive"))
    assert state.sides[0].soul == 23


@case("fen-witch")
def _fen_witch() -> None:
    state = duel({"hand": ["fen-witch"]})
    state.apply(Summon(hand(state, 0, "fen-witch"), "aggressive"))
    end_turn(state)
    end_turn(state)
    assert state.sides[1].soul == 28 and state.sides[1].toxin == 1


@case("hush-of-the-deep")
def _hush() -> None:
    state = duel(
        {"hand": ["hush-of-the-deep"], "lanes": WATER}, {"lanes": {"balanced": {"card": "pyre-warden"}}}
    )
    state.apply(Cast(hand(state, 0, "hush-of-the-deep"), lane_id(state, 1, 1)))
    assert "bulwark" not in lane(state, 1, 1).kw


@case("tidal-surge")
def _surge() -> None:
    state = duel({"hand": ["tidal-surge"], "lanes": WATER}, {"lanes": {"balanced": {"card": "canyon-titan"}}})
    state.apply(Cast(hand(state, 0, "tidal-surge"), lane_id(state, 1, 1)))
    assert hp(state, 1, 1) == 6 and len(state.sides[0].hand) == 1


@case("healing-tide")
def _healing_tide() -> None:
    state = duel({"hand": ["healing-tide"], "lanes": {"balanced": {"card": "reef-guardian", "damage": 5}}})
    state.apply(Cast(hand(state, 0, "healing-tide"), lane_id(state, 0, 1)))
    assert hp(state, 0, 1) == 5 and state.sides[0].shelter == 2


@case("mist-shroud")
def _mist() -> None:
    state = duel({"hand": ["mist-shroud"], "lanes": WATER})
    state.apply(BindSigil(hand(state, 0, "mist-shroud"), lane_id(state, 0, 1)))
    assert hp(state, 0, 1) == 4 and "unseen" in lane(state, 0, 1).kw


@case("blightfen-miasma")
def _miasma() -> None:
    state = duel({"hand": ["blightfen-miasma"]}, {"lanes": {"balanced": {"card": "canyon-titan"}}})
    state.apply(BindSigil(hand(state, 0, "blightfen-miasma")))
    end_turn(state)
    end_turn(state)
    assert hp(state, 1, 1) == 7 and state.sides[0].auras[0][1] == 1


@case("fen-bloom")
def _bloom() -> None:
    state = duel({"hand": ["fen-bloom"]})
    state.apply(BindSigil(hand(state, 0, "fen-bloom")))
    end_turn(state)
    end_turn(state)
    assert state.sides[0].shelter == 2


@case("still-waters")
def _still_waters() -> None:
    state = duel({"hand": ["still-waters"], "lanes": WATER})
    state.apply(Decree(hand(state, 0, "still-waters")))
    end_turn(state)
    assert state.sides[0].shelter == 1


@case("lighthouse-keeper")
def _keeper() -> None:
    state = duel({"lanes": {"defensive": {"card": "lighthouse-keeper", "exhausted": True}}})
    end_turn(state)
    assert state.sides[0].shelter == 1


@case("aether-well")
def _well() -> None:
    state = duel({"aether": 3, "hand": ["aether-well"], "lanes": WATER})
    state.apply(Cast(hand(state, 0, "aether-well")))
    assert state.sides[0].aether == 4


def test_aether_well_can_pass_the_turns_total_but_never_the_cap() -> None:
    state = duel({"aether": 8, "aether_max": 8, "hand": ["aether-well", "aether-well"], "lanes": WATER})
    state.apply(Cast(hand(state, 0, "aether-well")))
    assert (state.sides[0].aether, state.sides[0].aether_max) == (9, 8)  # 8 - 1 + 2: above the total
    state.apply(Cast(hand(state, 0, "aether-well")))
    assert state.sides[0].aether == 10  # 9 - 1 + 2, held at the cap


# ----- the checks over the whole pool ------------------------------------------------------------

EFFECT_CARDS = sorted(c.id for c in load_catalog().cards.values() if has_effect(c))


@pytest.mark.parametrize("card_id", EFFECT_CARDS)
def test_card(card_id: str) -> None:
    assert card_id in CASES, f"no test for {card_id}"
    CASES[card_id]()


KEYWORD_ONLY = sorted(c.id for c in load_catalog().cards.values() if not has_effect(c) and c.kw)


@pytest.mark.parametrize("card_id", KEYWORD_ONLY)
def test_keyword_cards_say_their_keywords_and_bring_them_to_the_lane(card_id: str) -> None:
    catalog = load_catalog()
    card = catalog.cards[card_id]
    for name, value in card.kw.items():
        printed = catalog.keywords[name].name
        assert printed in card.text, f"{card.name}: text does not name {printed}"
        if value is not None:
            assert re.search(rf"{re.escape(printed)} \(?{value}", card.text, re.IGNORECASE), card.text
    state = duel(
        {"aether": 10, "hand": [card_id]} if not card.token else {"lanes": {"balanced": {"card": card_id}}}
    )
    if not card.token:
        state.apply(Summon(hand(state, 0, card_id), "balanced"))
    assert lane(state, 0, 1).kw == card.kw
