"""Viridian's growth never runs dry (issue 26, balance26f): a Viridian card that gains a Viridian
Light or puts one on a Unit takes, when the supply has none left, one of the colour the supply
holds most of (first in colour order on a tie, never White); other cards still give only what
the supply holds, and Solenne Connected offers XX and 1 of your choice."""

from __future__ import annotations

from typing import Any

from cardtable.games.lux_aeterna.actions import Activate, Offer, Play
from cardtable.games.lux_aeterna.catalog import load_catalog
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import pass_to, resolve, table

SUPPLY = {"R": 2, "X": 3, "C": 3, "V": 0, "P": 1, "W": 0}
"""No Viridian Light left; Xanthosis and Caelestis tie for the most (Xanthosis comes first)."""


def _deep_roots(me: dict[str, Any], supply: dict[str, int] = SUPPLY) -> LuxState:
    """Ana (Deep Roots) in her Main 1 with ``supply`` as it stands (the rest of the Light deck is
    elsewhere: only the supply matters to these rules)."""
    state = table(me, codices=["deep-roots", "dawn-choir"])
    state.supply = dict(supply)
    return state


def test_sproutling_gains_the_most_plentiful_colour_when_no_viridian_is_left() -> None:
    state = _deep_roots({"hand": ["sproutling"], "numen": {"WW": 1}})
    state.apply(Play("a01", (), ("numen:WW*1",)))
    resolve(state)
    assert state.numen[0] == {"XX": 1}
    assert state.supply == {**SUPPLY, "X": 2, "W": 1}
    assert state.short_turns[0] == []  # it got what it asked for: not short


def test_grove_tender_gathers_the_stand_in_and_it_counts_for_thessa() -> None:
    state = _deep_roots({"field": ["grove-tender"]})
    state.apply(Activate("a01", 0, ("a01",)))
    resolve(state)
    assert state.lights_on["a01"] == {"XX": 1}
    assert state.supply["X"] == 2 and state.progress[0] == 1 and state.short_turns[0] == []


def test_overgrowth_takes_the_viridian_there_is_then_the_stand_in() -> None:
    state = _deep_roots({"hand": ["overgrowth"], "numen": {"VV": 1, "WW": 1}})
    state.apply(Play("a01", (), ("numen:VV*1", "numen:WW*1")))  # the Viridian paid goes back
    resolve(state)
    assert state.numen[0] == {"VV": 1, "XX": 1}
    assert state.supply["V"] == 0 and state.supply["X"] == 2


def test_with_every_colour_out_the_effect_is_short_as_before() -> None:
    empty = {"R": 0, "X": 0, "C": 0, "V": 0, "P": 0, "W": 3}
    state = _deep_roots({"hand": ["sproutling"], "numen": {"WW": 1}}, supply=empty)
    state.apply(Play("a01", (), ("numen:WW*1",)))
    resolve(state)
    assert state.numen[0] == {}
    assert state.supply == {**empty, "W": 4}  # White never stands in
    assert state.short_turns[0] == [2]


def test_a_gain_without_the_stand_in_still_gives_only_what_the_supply_holds() -> None:
    state = _deep_roots({})
    assert state.gain(0, ["V"]) == [] and state.short_turns[0] == [2]
    assert state.gain(0, ["V"], or_other=True) == ["X"]


def test_only_viridians_gaining_and_gathering_cards_stand_in() -> None:
    catalog = load_catalog()
    standing = sorted(
        card.id
        for card in catalog.cards.values()
        for op in [
            *card.model.effect,
            *(o for a in card.model.abilities for o in a.effect),
            *(o for t in card.model.triggers for o in t.effect),
        ]
        if getattr(op, "or_other", False)
    )
    assert standing == sorted(
        ["bloom-caller", "grove-tender", "heartwood-grove", "overgrowth", "sproutling", "verdant-altar"]
    )
    assert all(catalog.cards[c].colour == "viridian" for c in standing)


def test_solenne_connected_offers_two_xanthosis_and_one_of_your_choice() -> None:
    state = table({}, {"codex": ["blessing"], "connected": True}, step="main2")
    state.supply["X"] = 2  # two Xanthosis Lights left: XXX could not be given, XX and 1 can
    pass_to(state, 1, "offering")
    assert state.decision.kind == "offering" and state.decision.options == ("0", "1")
    state.apply(Offer(0, ("R",)))
    assert state.numen[1] == {"XX": 2, "RR": 1} and state.short_turns[1] == []
