"""Combat rules of Lux Aeterna (docs/rules/lux-aeterna.md, "Combat"), each from a scenario."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import (
    Attack,
    Defend,
    Play,
)
from tests.lux_aeterna.helpers import field_ids, resolve, table

# ----- combat ----------------------------------------------------------------------------------


def _attack(state, unit: str) -> None:
    state.apply(Attack(unit))
    resolve(state)


def test_attacking_polarizes_and_an_undefended_attack_deals_one_damage() -> None:
    state = table(
        {"field": ["cinder-hound"]}, {"field": [{"card": "dawn-acolyte", "polarized": True}]}, step="combat"
    )
    _attack(state, "a01")
    assert "a01" in state.polarized and state.soul[1] == 5


def test_the_defender_may_take_the_damage_instead_of_defending() -> None:
    state = table({"field": ["cinder-hound"]}, {"field": ["dawn-acolyte"]}, step="combat")
    _attack(state, "a01")
    assert state.decision.kind == "defend" and set(state.decision.options) == {"b01", "none"}
    state.apply(Defend(None))
    assert state.soul[1] == 5 and field_ids(state, 1) == ["b01"]


def test_higher_power_survives() -> None:
    state = table({"field": ["cinder-hound"]}, {"field": ["dawn-acolyte"]}, step="combat")
    _attack(state, "a01")
    state.apply(Defend("b01"))
    assert field_ids(state, 1) == [] and field_ids(state, 0) == ["a01"] and state.soul[1] == 6
    assert state.zones.cards(1, "requiem") == ["b01"]


def test_a_tie_destroys_both() -> None:
    state = table(
        {"field": ["cinder-hound"]},
        {"field": ["sunlit-warden"], "numen": {}},
        step="combat",
        codices=["ember-legion", "dawn-choir"],
    )
    state.perm_power["b01"] = -1  # Sunlit Warden at 3
    _attack(state, "a01")
    state.apply(Defend("b01"))
    assert field_ids(state, 0) == [] and field_ids(state, 1) == []


def test_only_unpolarized_units_defend() -> None:
    state = table(
        {"field": ["cinder-hound"]},
        {"field": ["dawn-acolyte", {"card": "sunlit-warden", "polarized": True}]},
        step="combat",
    )
    _attack(state, "a01")
    assert set(state.decision.options) == {"b01", "none"}
    with pytest.raises(IllegalActionError, match="cannot defend"):
        state.apply(Defend("b02"))


def test_units_may_attack_the_turn_they_arrive_and_several_may_attack() -> None:
    state = table({"hand": ["cinder-hound"], "field": ["ember-squire"], "numen": {"RR": 2}})
    state.apply(Play("a01"))
    resolve(state)
    state.apply(Pass())  # to Combat
    _attack(state, "a01")
    _attack(state, "a02")
    assert state.soul[1] == 4


def test_polarized_units_cannot_attack() -> None:
    state = table({"field": [{"card": "cinder-hound", "polarized": True}]}, step="combat")
    with pytest.raises(IllegalActionError, match="polarized"):
        state.apply(Attack("a01"))


def test_defends_triggers_resolve_before_power_is_compared() -> None:
    state = table(
        {"field": ["thornback-boar"]},
        {"field": ["astral-bulwark"]},
        step="combat",
        codices=["deep-roots", "starwatch"],
    )
    state.perm_power["a01"] = 2  # Boar at 6 against Bulwark 5 (+1 when it defends)
    _attack(state, "a01")
    state.apply(Defend("b01"))
    resolve(state)
    assert field_ids(state, 0) == [] and field_ids(state, 1) == []  # 6 vs 6: both destroyed


def test_an_attack_fizzles_if_the_attacker_leaves() -> None:
    state = table(
        {"field": ["ember-squire"]},
        {"hand": ["banishment"], "numen": {"CC": 4}},
        step="combat",
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Attack("a01"))
    # Banishment is a Prophecy: Bo cannot answer with it in Ana's turn.
    assert not any(isinstance(a, Play) for a in state.legal_actions())


def test_auras_apply_by_role() -> None:
    state = table({"field": ["cinder-hound", "war-brazier"]}, step="combat")
    assert state.power("a01") == 3 and state.power("a01", "attacking") == 4
    state.connected[0] = True  # Ignara Connected: +1 more when attacking
    assert state.power("a01", "attacking") == 5
