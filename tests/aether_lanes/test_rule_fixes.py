"""The rulings of RULINGS.md that the engine once got wrong (issue 12), each from a position:
Loaded counts Loaded cards, a risen unit is fresh, buried units show the rules' numbers, tokens keep
their printed stats, reminder texts agree with the rules."""

from __future__ import annotations

import dataclasses

from cardtable.games.aether_lanes import api
from cardtable.games.aether_lanes.actions import Cast, Decree, Maneuver
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.presentation import present
from cardtable.games.aether_lanes.state import AetherState
from cardtable.ui.aether_lanes.asks import wager_text
from tests.aether_lanes.helpers import duel, end_turn, hand, lane, seed_rolling

TELLER_WITH_CHARM = {"card": "fortune-teller", "sigils": ["gamblers-charm"]}
"""A Loaded unit with a Loaded Sigil bound to it: two Loaded cards."""


def _with_loaded_wheel(state: AetherState) -> AetherState:
    """The catalog with a Loaded Wheel of Fate (a Loaded Decree with a Wager; none is printed yet)."""
    cards = dict(state.catalog.cards)
    wheel = cards["wheel-of-fate"]
    cards["wheel-of-fate"] = dataclasses.replace(wheel, kw={**wheel.kw, "loaded": None})
    state.catalog = dataclasses.replace(state.catalog, cards=cards)
    state.defs = [cards[card.id] for card in state.defs]  # each instance holds its definition
    return state


def _rolls(state: AetherState) -> list[dict]:
    return [event.data for event in state.log if event.kind == "chance"]


def test_a_loaded_unit_and_its_loaded_sigil_count_twice() -> None:
    state = duel({"lanes": {"balanced": TELLER_WITH_CHARM}})
    assert state.loaded(0) == 2


def test_a_buried_loaded_unit_and_its_sigil_add_nothing() -> None:
    state = duel({"lanes": {"balanced": {"card": "dawn-knight", "buried": TELLER_WITH_CHARM}}})
    assert state.loaded(0) == 0


def test_a_loaded_spell_rolls_with_every_loaded_card_and_itself() -> None:
    state = duel({"hand": ["weighted-coin"], "lanes": {"balanced": TELLER_WITH_CHARM}}, seed=seed_rolling(1))
    state.apply(Cast(hand(state, 0, "weighted-coin")))
    assert [(r["die"], r["bonus"], r["band"]) for r in _rolls(state)] == [(1, 3, "middle")]


def test_a_loaded_decree_counts_once_for_its_own_wager() -> None:
    state = _with_loaded_wheel(duel({"decree": "wheel-of-fate"}, seed=seed_rolling(1)))
    end_turn(state)
    end_turn(state)  # Ana's turn starts: the Wheel rolls 1, +1 for itself = 2, the low band
    assert [(r["die"], r["bonus"], r["band"]) for r in _rolls(state)] == [(1, 1, "low")]


def test_a_new_decree_replaces_a_loaded_one_before_rolling() -> None:
    state = _with_loaded_wheel(
        duel(
            {
                "hand": ["wheel-of-fate"],
                "decree": "wheel-of-fate",
                "aether": 5,
                "lanes": {"balanced": {"card": "dawn-knight"}},
            }
        )
    )
    assert state.loaded(0) == 1
    assert state.loaded_after_play(0, hand(state, 0, "wheel-of-fate")) == 1
    state.apply(Decree(hand(state, 0, "wheel-of-fate")))
    assert state.loaded(0) == 1


def test_the_wager_preview_uses_the_engines_count() -> None:
    state = duel({"hand": ["weighted-coin"], "lanes": {"balanced": TELLER_WITH_CHARM}})
    shown = wager_text(present(state, 0), Cast(hand(state, 0, "weighted-coin"))).plain
    assert "Loaded: +3 to the roll." in shown and "low 0/6, middle 1/6, high 5/6" in shown


def test_a_risen_unit_may_maneuver_even_if_it_had_moved_before_it_was_buried() -> None:
    state = duel(
        {
            "aether": 3,
            "lanes": {"balanced": {"card": "ember-imp", "buried": {"card": "cinder-hound", "moved": True}}},
        }
    )
    start = len(state.log)
    state.destroy(0, 1, lane(state, 0, 1))
    assert [e.kind for e in state.log[start:]] == ["death", "rise"]
    state.apply(Maneuver("balanced", "aggressive"))
    assert lane(state, 0, 0).card == "cinder-hound" and state.sides[0].aether == 2


def test_a_unit_rises_after_a_bounce_and_the_log_says_so_in_order() -> None:
    state = duel({"lanes": {"balanced": {"card": "ember-imp", "buried": {"card": "cinder-hound"}}}})
    start = len(state.log)
    state.return_to_hand(0, 1, lane(state, 0, 1), "a test")
    assert [e.kind for e in state.log[start:]] == ["bounce", "rise"]
    assert lane(state, 0, 1).card == "cinder-hound" and "ember-imp" in [
        state.card(c).id for c in state.sides[0].hand
    ]


def test_a_buried_units_view_shows_its_sigils_and_no_lane_bonus() -> None:
    # Emberheart Sigil: +2 Attack; the buried hound sits under a knight in the Aggressive lane
    state = duel(
        {
            "lanes": {
                "aggressive": {
                    "card": "dawn-knight",
                    "buried": {"card": "cinder-hound", "sigils": ["emberheart-sigil"]},
                }
            }
        }
    )
    buried = state.view(0)["sides"][0]["lanes"][0]["buried"]
    hound = load_catalog().cards["cinder-hound"]
    brand = load_catalog().cards["emberheart-sigil"]
    expected = [hound.attack + brand.sigil_stats[0], hound.defense + brand.sigil_stats[1]]
    assert brand.sigil_stats[:2] != (0, 0)
    assert [buried["attack"], buried["defense"]] == expected
    assert buried["health"] == hound.health + brand.sigil_stats[2]
    breakdown = api.unit_stats(state, buried["id"])
    assert [breakdown["attack"]["value"], breakdown["defense"]["value"]] == expected


def test_a_token_that_eclipses_keeps_its_printed_stats() -> None:
    state = duel(
        {"aether": 3, "lanes": {"aggressive": {"card": "featherling"}, "balanced": {"card": "ember-imp"}}}
    )
    state.apply(Maneuver("aggressive", "balanced"))
    feather = load_catalog().cards["featherling"]
    top = lane(state, 0, 1)
    assert top.token and top.buried is not None and top.buried.card == "ember-imp"
    assert (state.attack_of(0, 1, top), state.health_of(top)) == (feather.attack, feather.health)


def test_bulwark_names_the_biscuit_exception_and_no_card_lists_eclipse() -> None:
    catalog = load_catalog()
    assert "Biscuit" in catalog.keywords["bulwark"].reminder
    assert [c.id for c in catalog.cards.values() if "eclipse" in c.shown_keywords] == []
    assert "Eclipse" not in api.card_text(catalog, "mirage-dancer")["keywords"]


def test_a_silenced_unit_adds_no_loaded() -> None:
    state = duel({"lanes": {"balanced": {**TELLER_WITH_CHARM, "silenced": True}}})
    assert state.loaded(0) == 0
