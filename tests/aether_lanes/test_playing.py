"""Summoning, the element gate, Decrees, Sigils, Maneuver, Eclipse, Tithe and Wager."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.games.aether_lanes.actions import (
    BindSigil,
    Cast,
    Decree,
    Maneuver,
    Summon,
    id_text,
)
from cardtable.games.aether_lanes.effects import band
from tests.aether_lanes.helpers import atk, duel, end_turn, hand, hp, lane, lane_id, seed_rolling


def test_a_new_unit_is_exhausted_and_waits_a_turn() -> None:
    state = duel({"hand": ["cinder-hound"]})
    state.apply(Summon(hand(state, 0, "cinder-hound"), "balanced"))
    assert lane(state, 0, 1).exhausted and state.sides[0].aether == 2
    end_turn(state)
    assert state.sides[1].soul == 30


def test_vanguard_attacks_on_the_turn_it_arrives() -> None:
    state = duel({"hand": ["ember-imp"]})
    state.apply(Summon(hand(state, 0, "ember-imp"), "aggressive"))
    end_turn(state)
    assert state.sides[1].soul == 30 - 3


def test_summons_are_never_gated() -> None:
    state = duel({"hand": ["reef-guardian"]})
    state.apply(Summon(hand(state, 0, "reef-guardian"), "defensive"))
    assert lane(state, 0, 2).card == "reef-guardian"


def test_a_spell_needs_a_summon_of_its_element() -> None:
    state = duel({"aether": 5, "hand": ["firebrand"], "lanes": {"balanced": {"card": "pebble-golem"}}})
    with pytest.raises(IllegalActionError, match="^Requires a Fire Summon on your field$"):
        state.apply(Cast(hand(state, 0, "firebrand"), "p1"))


def test_the_gate_reason_reads_an_earth_summon() -> None:
    state = duel({"aether": 6, "hand": ["quake"], "lanes": {"balanced": {"card": "ember-imp"}}})
    with pytest.raises(IllegalActionError, match="^Requires an Earth Summon on your field$"):
        state.apply(Cast(hand(state, 0, "quake")))


def test_a_buried_unit_does_not_open_the_gate() -> None:
    state = duel(
        {
            "aether": 5,
            "hand": ["firebrand"],
            "lanes": {"balanced": {"card": "pebble-golem", "buried": {"card": "ember-imp"}}},
        }
    )
    with pytest.raises(IllegalActionError, match="Requires a Fire Summon"):
        state.apply(Cast(hand(state, 0, "firebrand"), "p1"))


def test_an_event_is_gated_too_but_a_decree_stays_when_the_summon_is_gone() -> None:
    state = duel(
        {"hand": ["vow-of-cinders"], "lanes": {"balanced": {"card": "ember-imp"}}},
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
    )
    gated = duel({"hand": ["vow-of-cinders"]})
    with pytest.raises(IllegalActionError, match="Requires a Fire Summon"):
        gated.apply(Decree(hand(gated, 0, "vow-of-cinders")))
    state.apply(Decree(hand(state, 0, "vow-of-cinders")))
    assert atk(state, 0, 1) == 2 + 1
    end_turn(state)
    end_turn(state)  # Bo's titan destroyed the imp
    assert state.sides[0].lanes[1] is None
    assert state.card(state.sides[0].decree).id == "vow-of-cinders"


def test_a_new_decree_replaces_the_old_one() -> None:
    state = duel(
        {"hand": ["still-waters"], "decree": "sanctuary", "lanes": {"balanced": {"card": "coral-choir"}}}
    )
    old = state.sides[0].decree
    state.apply(Decree(hand(state, 0, "still-waters")))
    assert state.card(state.sides[0].decree).id == "still-waters" and old in state.sides[0].discard


def test_a_sigil_binds_only_to_a_summon_of_its_element() -> None:
    state = duel({"hand": ["emberheart-sigil"], "lanes": {"balanced": {"card": "pebble-golem"}}})
    with pytest.raises(IllegalActionError, match="^A Fire Sigil binds only to a Fire Summon$"):
        state.apply(BindSigil(hand(state, 0, "emberheart-sigil"), lane_id(state, 0, 1)))


def test_an_earth_sigil_names_its_element_with_an() -> None:
    state = duel({"hand": ["bedrock-sigil"], "lanes": {"balanced": {"card": "ember-imp"}}})
    with pytest.raises(IllegalActionError, match="^An Earth Sigil binds only to an Earth Summon$"):
        state.apply(BindSigil(hand(state, 0, "bedrock-sigil"), lane_id(state, 0, 1)))


def test_a_summon_carries_at_most_two_sigils() -> None:
    state = duel(
        {
            "hand": ["emberheart-sigil"],
            "aether": 6,
            "lanes": {
                "balanced": {"card": "cinder-hound", "sigils": ["emberheart-sigil", "emberheart-sigil"]}
            },
        }
    )
    assert atk(state, 0, 1) == 3 + 4
    with pytest.raises(IllegalActionError, match="already carries 2 Sigils"):
        state.apply(BindSigil(hand(state, 0, "emberheart-sigil"), lane_id(state, 0, 1)))


def test_a_sigil_follows_its_unit_when_it_moves_and_when_it_is_buried() -> None:
    state = duel(
        {
            "hand": ["emberheart-sigil", "cinder-hound"],
            "aether": 6,
            "lanes": {"aggressive": {"card": "ember-imp"}},
        }
    )
    imp = lane(state, 0, 0)
    state.apply(BindSigil(hand(state, 0, "emberheart-sigil"), id_text(imp.iid)))
    state.apply(Maneuver("aggressive", "balanced"))
    assert atk(state, 0, 1) == 2 + 2
    state.apply(Summon(hand(state, 0, "cinder-hound"), "balanced"))
    assert lane(state, 0, 1).buried is imp and imp.sigils


def test_sigils_go_to_the_discard_pile_with_their_unit() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "ember-imp", "sigils": ["emberheart-sigil"]}}},
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
    )
    end_turn(state)
    assert sorted(state.card(c).id for c in state.sides[0].discard) == ["ember-imp", "emberheart-sigil"]


def test_an_aura_binds_to_nothing_ticks_every_turn_and_fades() -> None:
    state = duel({"hand": ["creeping-blight"]})
    state.apply(BindSigil(hand(state, 0, "creeping-blight")))
    end_turn(state)
    assert state.sides[1].toxin == 1
    end_turn(state)  # Bo's End: Toxin 1 ticks (then 0), the aura adds 1
    assert state.sides[1].soul == 29 and state.sides[1].toxin == 1
    end_turn(state)  # third tick: the aura fades
    assert state.sides[0].auras == [] and state.sides[1].toxin == 2
    assert [state.card(c).id for c in state.sides[0].discard] == ["creeping-blight"]


def test_a_side_holds_at_most_two_auras() -> None:
    state = duel({"hand": ["fen-bloom"], "auras": [["fen-bloom", 2], ["creeping-blight", 2]]})
    with pytest.raises(IllegalActionError, match="already hold 2 auras"):
        state.apply(BindSigil(hand(state, 0, "fen-bloom")))


def test_a_maneuver_costs_1_aether_exhausts_and_happens_once_per_turn() -> None:
    state = duel({"aether": 3, "lanes": {"aggressive": {"card": "cinder-hound"}}})
    state.apply(Maneuver("aggressive", "balanced"))
    unit = lane(state, 0, 1)
    assert state.sides[0].aether == 2 and unit.exhausted and unit.moved
    with pytest.raises(IllegalActionError, match="has already moved this turn"):
        state.apply(Maneuver("balanced", "defensive"))
    end_turn(state)
    assert state.sides[1].soul == 30


def test_a_maneuver_needs_the_aether() -> None:
    state = duel({"aether": 0, "lanes": {"aggressive": {"card": "cinder-hound"}}})
    with pytest.raises(IllegalActionError, match="^a Maneuver costs 1 Aether; you have 0$"):
        state.apply(Maneuver("aggressive", "balanced"))


def test_free_maneuver_waives_the_aether_but_still_exhausts() -> None:
    state = duel({"aether": 0, "lanes": {"aggressive": {"card": "sparrow-scout"}}})
    state.apply(Maneuver("aggressive", "defensive"))
    assert state.sides[0].aether == 0 and lane(state, 0, 2).exhausted


def test_free_and_stays_ready_can_still_attack() -> None:
    state = duel({"aether": 0, "lanes": {"defensive": {"card": "flame-dancer"}}})
    state.apply(Maneuver("defensive", "aggressive"))
    assert not lane(state, 0, 0).exhausted
    end_turn(state)
    assert state.sides[1].soul == 30 - 5


def test_moving_onto_an_own_unit_eclipses_it() -> None:
    state = duel({"lanes": {"aggressive": {"card": "cinder-hound"}, "balanced": {"card": "pebble-golem"}}})
    golem = lane(state, 0, 1)
    state.apply(Maneuver("aggressive", "balanced"))
    top = lane(state, 0, 1)
    assert top.card == "cinder-hound" and top.buried is golem and state.sides[0].lanes[0] is None
    assert atk(state, 0, 1) == 3 + 1 and hp(state, 0, 1) == 3 + 1


def test_a_unit_holding_a_buried_unit_cannot_move() -> None:
    state = duel({"lanes": {"balanced": {"card": "cinder-hound", "buried": {"card": "pebble-golem"}}}})
    with pytest.raises(IllegalActionError, match="holds a buried unit"):
        state.apply(Maneuver("balanced", "aggressive"))


def test_eclipse_gives_the_newcomer_plus_1_plus_1_and_buries_the_old_unit_with_its_damage() -> None:
    state = duel({"hand": ["cinder-hound"], "lanes": {"balanced": {"card": "pebble-golem", "damage": 1}}})
    state.apply(Summon(hand(state, 0, "cinder-hound"), "balanced"))
    top = lane(state, 0, 1)
    assert (atk(state, 0, 1), hp(state, 0, 1), state.health_of(top)) == (4, 4, 4)
    assert top.buried is not None and state.health_of(top.buried) == 1


def test_a_third_eclipse_level_is_refused() -> None:
    state = duel(
        {
            "hand": ["cinder-hound"],
            "lanes": {"balanced": {"card": "ember-imp", "buried": {"card": "pebble-golem"}}},
        }
    )
    with pytest.raises(IllegalActionError, match="^the Balanced lane is already stacked 2 deep$"):
        state.apply(Summon(hand(state, 0, "cinder-hound"), "balanced"))


def test_when_the_top_unit_falls_the_buried_one_rises_with_its_health() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
        {"lanes": {"balanced": {"card": "ember-imp", "buried": {"card": "pebble-golem", "damage": 1}}}},
    )
    end_turn(state)
    risen = lane(state, 1, 1)
    assert risen.card == "pebble-golem" and state.health_of(risen) == 1 and risen.buried is None


def test_tithe_pays_part_of_the_cost_in_soul() -> None:
    state = duel({"aether": 1, "hand": ["ashen-zealot"]})
    state.apply(Summon(hand(state, 0, "ashen-zealot"), "aggressive", tithe=2))
    assert state.sides[0].aether == 0 and state.sides[0].soul == 28


def test_tithe_is_optional() -> None:
    state = duel({"aether": 3, "hand": ["ashen-zealot"]})
    state.apply(Summon(hand(state, 0, "ashen-zealot"), "aggressive"))
    assert state.sides[0].aether == 0 and state.sides[0].soul == 30


def test_tithe_never_drops_soul_to_0_and_is_not_offered() -> None:
    state = duel({"soul": 2, "aether": 1, "hand": ["ashen-zealot"]})
    with pytest.raises(IllegalActionError, match="would drop your Soul to 0"):
        state.apply(Summon(hand(state, 0, "ashen-zealot"), "aggressive", tithe=2))
    assert not any(getattr(a, "tithe", 0) == 2 for a in state.legal_actions())
    assert any(getattr(a, "tithe", 0) == 1 for a in state.legal_actions()) is False  # 1 Soul + 1 Aether < 3


def test_tithe_beyond_the_card_or_on_a_card_without_it_is_refused() -> None:
    state = duel({"hand": ["ashen-zealot", "cinder-hound"]})
    with pytest.raises(IllegalActionError, match="has Tithe 2"):
        state.apply(Summon(hand(state, 0, "ashen-zealot"), "aggressive", tithe=3))
    with pytest.raises(IllegalActionError, match="has no Tithe"):
        state.apply(Summon(hand(state, 0, "cinder-hound"), "aggressive", tithe=1))


@pytest.mark.parametrize(
    "total,expected",
    [(1, "low"), (2, "low"), (3, "middle"), (4, "middle"), (5, "high"), (6, "high"), (7, "high")],
)
def test_wager_bands(total: int, expected: str) -> None:
    assert band(total) == expected


@pytest.mark.parametrize("die,foe_soul", [(2, 29), (4, 27)])
def test_a_wager_pays_by_band(die: int, foe_soul: int) -> None:
    state = duel(
        {"hand": ["eye-of-the-storm"], "lanes": {"balanced": {"card": "gale-kestrel"}}},
        seed=seed_rolling(die),
    )
    state.apply(Cast(hand(state, 0, "eye-of-the-storm")))
    assert state.sides[1].soul == foe_soul


def test_loaded_adds_1_to_every_die_and_7_stays_high() -> None:
    state = duel(
        {"hand": ["eye-of-the-storm"], "lanes": {"balanced": {"card": "weathervane-oracle"}}},
        {"lanes": {"balanced": {"card": "ember-imp"}}},
        seed=seed_rolling(4),
    )
    state.apply(Cast(hand(state, 0, "eye-of-the-storm")))
    chance = next(e for e in state.log if e.kind == "chance")
    assert (chance.data["die"], chance.data["total"], chance.data["band"]) == (4, 5, "high")
    assert state.sides[1].lanes[1] is None  # high: 2 damage to every enemy unit
    six = duel(
        {"hand": ["eye-of-the-storm"], "lanes": {"balanced": {"card": "weathervane-oracle"}}},
        seed=seed_rolling(6),
    )
    six.apply(Cast(hand(six, 0, "eye-of-the-storm")))
    assert next(e for e in six.log if e.kind == "chance").data["band"] == "high"
