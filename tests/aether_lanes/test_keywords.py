"""Keywords, each from a position with an exact outcome (Vanguard, Pierce, Unseen, Bane, Bulwark,
Crest, Free Maneuver, Glide, Tithe, Wager and Loaded are in the combat and playing tests)."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.games.aether_lanes.actions import Cast, Maneuver, Summon, id_text
from cardtable.games.aether_lanes.catalog import EVERY_UNIT, load_catalog
from tests.aether_lanes.helpers import atk, dfn, duel, end_turn, hand, hp, lane, lane_id, scenario


def test_grow_adds_attack_and_health_at_the_start_of_each_own_turn() -> None:
    state = duel({"lanes": {"balanced": {"card": "seedling-colossus", "exhausted": True}}})
    end_turn(state)
    assert atk(state, 0, 1) == 1
    end_turn(state)
    assert (atk(state, 0, 1), hp(state, 0, 1)) == (2, 4)


def test_ensemble_recounts_at_the_start_of_the_turn() -> None:
    state = duel(
        {
            "hand": ["coral-choir"],
            "lanes": {"aggressive": {"card": "coral-choir"}, "defensive": {"card": "reef-guardian"}},
        }
    )
    assert atk(state, 0, 0) == 3  # not counted yet
    state.apply(Summon(hand(state, 0, "coral-choir"), "balanced"))
    end_turn(state)
    end_turn(state)
    assert atk(state, 0, 0) == 2 + 1 + 2 and atk(state, 0, 1) == 2 + 2


def test_augury_draws_at_the_end_of_its_controllers_turn() -> None:
    state = duel({"lanes": {"balanced": {"card": "birdwell-lookout", "exhausted": True}}})
    end_turn(state)
    assert len(state.sides[0].hand) == 1


def test_ephemeral_returns_to_hand_at_the_end_of_the_turn() -> None:
    state = duel({"hand": ["dune-drifter"]})
    state.apply(Summon(hand(state, 0, "dune-drifter"), "aggressive"))
    end_turn(state)
    assert state.sides[1].soul == 30 - 4 and state.sides[0].lanes[0] is None
    assert [state.card(c).id for c in state.sides[0].hand] == ["dune-drifter"]


def test_solitary_is_destroyed_if_not_alone_at_the_end_of_the_turn() -> None:
    alone = duel({"lanes": {"balanced": {"card": "hollow-monk", "exhausted": True}}})
    end_turn(alone)
    assert lane(alone, 0, 1).card == "hollow-monk"
    crowded = duel(
        {
            "lanes": {
                "balanced": {"card": "hollow-monk", "exhausted": True},
                "defensive": {"card": "pebble-golem"},
            }
        }
    )
    end_turn(crowded)
    assert crowded.sides[0].lanes[1] is None and "hollow-monk" in [
        crowded.card(c).id for c in crowded.sides[0].discard
    ]


def test_burn_ticks_in_its_controllers_end_phase_and_drops_by_1() -> None:
    state = duel({}, {"lanes": {"balanced": {"card": "canyon-titan", "burn": 2}}})
    end_turn(state)
    assert hp(state, 1, 1) == 9  # Ana's End phase: Bo's unit does not burn
    end_turn(state)
    assert hp(state, 1, 1) == 7 and lane(state, 1, 1).burn == 1
    end_turn(state)
    end_turn(state)
    assert hp(state, 1, 1) == 6 and lane(state, 1, 1).burn == 0


def test_toxin_drains_soul_at_the_end_of_the_poisoned_players_turn_and_shelter_soaks_it() -> None:
    state = duel({"toxin": 2, "shelter": 1})
    end_turn(state)
    assert state.sides[0].soul == 29 and state.sides[0].shelter == 0 and state.sides[0].toxin == 1


def test_requiem_fires_when_the_unit_is_destroyed() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
        {"lanes": {"balanced": {"card": "phoenix-adept", "damage": 2}}},
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None and state.sides[0].soul == 28


def test_silence_removes_keywords_and_effects_but_keeps_numbers() -> None:
    state = duel(
        {"hand": ["hush-of-the-deep"], "lanes": {"balanced": {"card": "coral-choir"}}},
        {
            "lanes": {
                "aggressive": {"card": "phoenix-adept", "sigils": []},
                "balanced": {"card": "pyre-warden", "damage": 2},
            }
        },
    )
    warden = lane(state, 1, 1)
    state.apply(Cast(hand(state, 0, "hush-of-the-deep"), id_text(warden.iid)))
    assert warden.silenced and warden.kw == {} and state.health_of(warden) == 4


def test_silence_suppresses_sigil_keywords_but_not_sigil_numbers() -> None:
    state = duel(
        {"hand": ["hush-of-the-deep"], "lanes": {"balanced": {"card": "coral-choir"}}},
        {
            "lanes": {
                "balanced": {"card": "oathbound-berserker", "sigils": []},
                "aggressive": {"card": "gutter-shade", "sigils": ["dread-sigil"]},
            }
        },
    )
    shade = lane(state, 1, 0)
    assert "bane" in shade.kw
    state.apply(Cast(hand(state, 0, "hush-of-the-deep"), id_text(shade.iid)))
    assert shade.kw == {} and state.attack_of(1, 0, shade) == 2 + 1 + 2


def test_a_silenced_requiem_does_not_fire() -> None:  # the unit dies, its Requiem stays quiet
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan"}}},
        {"lanes": {"balanced": {"card": "phoenix-adept", "silenced": True, "damage": 2}}},
    )
    end_turn(state)
    assert state.sides[1].lanes[1] is None and state.sides[0].soul == 30


def test_enemy_spells_cannot_target_unseen_units() -> None:
    state = duel(
        {"hand": ["radiant-lance"], "lanes": {"balanced": {"card": "dawn-knight"}}},
        {"lanes": {"balanced": {"card": "night-stalker"}}},
    )
    stalker = lane(state, 1, 1)
    with pytest.raises(IllegalActionError, match="^Unseen units cannot be targeted by enemy Spells$"):
        state.apply(Cast(hand(state, 0, "radiant-lance"), id_text(stalker.iid)))


def test_own_spells_may_target_an_unseen_unit() -> None:
    state = duel(
        {"hand": ["stoneskin"], "lanes": {"balanced": {"card": "dune-stalker", "granted": ["unseen"]}}}
    )
    state.apply(Cast(hand(state, 0, "stoneskin"), lane_id(state, 0, 1)))
    assert dfn(state, 0, 1) == 4


def test_wake_fires_when_the_unit_maneuvers() -> None:
    state = duel(
        {"lanes": {"aggressive": {"card": "gale-kestrel"}}},
        {"lanes": {"defensive": {"card": "pebble-golem"}}},
    )
    state.apply(Maneuver("aggressive", "defensive"))
    assert hp(state, 1, 2) == 1


def test_resurface_rises_with_plus_1_plus_1_and_bedrock_props_up_the_top() -> None:
    state = scenario("mirage-loop")
    dancer = lane(state, 0, 1)
    assert state.defense_of(0, 1, dancer) == 1 + 2  # Bedrock 2 from the Tomb beneath
    end_turn(state)  # Bo's berserker strikes the dancer: 7 - 3 = 4, it falls
    tomb = lane(state, 0, 1)
    assert tomb.card == "sandglass-tomb" and (atk(state, 0, 1), hp(state, 0, 1)) == (1, 5 - 1 + 1)


def test_dunemeres_mirage_on_tomb_loop() -> None:
    state = scenario("mirage-loop")
    end_turn(state)
    side = state.sides[0]
    assert [state.card(c).id for c in side.hand if state.card(c).id == "mirage-dancer"] == ["mirage-dancer"]
    assert all(state.card(c).id != "mirage-dancer" for c in side.discard)
    state.apply(Summon(hand(state, 0, "mirage-dancer"), "balanced"))
    top = lane(state, 0, 1)
    assert top.card == "mirage-dancer" and top.buried is not None and top.buried.card == "sandglass-tomb"


def test_a_mirage_without_a_grave_beneath_goes_to_the_discard_pile() -> None:
    state = duel(
        {"lanes": {"balanced": {"card": "canyon-titan"}}}, {"lanes": {"balanced": {"card": "mirage-dancer"}}}
    )
    end_turn(state)
    assert [state.card(c).id for c in state.sides[1].discard] == ["mirage-dancer"]


def test_every_keyword_has_a_reminder_text_and_is_on_a_card() -> None:
    catalog = load_catalog()
    shown = {k for card in catalog.cards.values() for k in card.shown_keywords}
    assert set(catalog.keywords) - EVERY_UNIT <= shown
    assert all(k.reminder for k in catalog.keywords.values())


def test_an_ephemeral_unit_leaving_lets_the_buried_unit_rise_exhausted() -> None:
    state = duel({"lanes": {"balanced": {"card": "dune-drifter", "buried": {"card": "pebble-golem"}}}})
    end_turn(state)
    risen = lane(state, 0, 1)
    assert risen.card == "pebble-golem" and risen.exhausted
    assert [state.card(c).id for c in state.sides[0].hand] == ["dune-drifter"]


def test_an_ephemeral_unit_returning_to_a_full_hand_is_discarded() -> None:
    state = duel({"hand": ["pebble-golem"] * 7, "lanes": {"balanced": {"card": "dune-drifter"}}})
    end_turn(state)
    assert [state.card(c).id for c in state.sides[0].discard] == ["dune-drifter"] and len(
        state.sides[0].hand
    ) == 7


def test_a_card_drawn_by_an_effect_into_a_full_hand_is_scorched() -> None:
    state = duel(
        {
            "hand": ["pebble-golem"] * 6 + ["ashen-pact"],
            "deck": ["firebrand", "kindle"],
            "lanes": {"balanced": {"card": "ember-imp"}},
        }
    )
    state.apply(Cast(hand(state, 0, "ashen-pact")))
    side = state.sides[0]
    assert len(side.hand) == 7 and state.card(side.hand[-1]).id == "firebrand"
    assert [state.card(c).id for c in side.discard] == ["ashen-pact", "kindle"]
