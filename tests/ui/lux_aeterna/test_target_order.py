"""A target list offers first what a player means: a harmful effect on one's own Unit comes after
the others (playtest20-la F22: Searing Bolt's option 1 was "on Ember Squire (yours)", and 1 is the
key a hand is ready to press)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna import build
from tests.lux_aeterna.helpers import field_ids, table


def test_searing_bolt_offers_the_other_sides_unit_before_ones_own() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}, "field": ["ember-squire"]},
        {"field": ["dawn-acolyte"]},
    )
    bolt = state.zones.cards(0, "hand")[0]
    squire, acolyte = field_ids(state, 0)[0], field_ids(state, 1)[0]
    engine_order = [a.targets for a in build.uses(state.legal_actions(), bolt)]
    assert sorted(engine_order) == sorted([(squire,), (acolyte,)])
    assert [a.targets for a in build.uses(state.legal_actions(), bolt, state)] == [(acolyte,), (squire,)]


def test_a_pump_offers_ones_own_unit_first() -> None:
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["ember-squire"]},
        {"field": ["dawn-acolyte"]},
    )
    flare = state.zones.cards(0, "hand")[0]
    squire = field_ids(state, 0)[0]
    assert build.uses(state.legal_actions(), flare, state)[0].targets == (squire,)
