"""Forecasts are the engine's own resolution on a copy, triggers included (issue 25 leftovers):
an attack's line says what the triggers that fired do besides who dies, and a targeted play's
outcome says what a death effect leads to."""

from __future__ import annotations

from cardtable.games.lux_aeterna.actions import Attack, Play
from cardtable.games.lux_aeterna.present_attack import attack_outcomes
from cardtable.games.lux_aeterna.present_effects import effect_outcome
from tests.lux_aeterna.helpers import table


def test_an_attack_line_says_the_growth_and_the_draw() -> None:
    state = table({"field": ["cinder-hound", "bone-harvester"]}, {"field": ["orbit-keeper"]}, step="combat")
    hound, _ = state.zones.cards(0, "field")
    keeper = state.zones.cards(1, "field")[0]
    line = attack_outcomes(state, Attack(hound)).line(keeper)
    assert line is not None and line.attacker_destroyed and line.blocker_destroyed
    assert line.triggered == (
        "Orbit Keeper: Bo draws a card",
        "Bone Harvester gets +1 Power for the rest of the match (twice)",
    )
    undefended = attack_outcomes(state, Attack(hound)).line(None)
    assert undefended is not None and undefended.triggered == ()


def test_searing_bolt_on_shade_thrall_makes_the_caster_discard_at_random() -> None:
    state = table({"hand": ["searing-bolt", "ember-squire"], "numen": {"RR": 2}}, {"field": ["shade-thrall"]})
    bolt = next(a for a in state.legal_actions() if isinstance(a, Play) and a.targets)
    line = effect_outcome(state, bolt)
    assert line is not None and line.notable
    assert line.left_field == ("Shade Thrall",) and line.discards == (1, 0) and line.soul_lost == (0, 0)
    assert len(state.zones.cards(0, "hand")) == 2  # the copy, not the game, played it
