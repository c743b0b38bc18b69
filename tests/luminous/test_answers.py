"""Which answers can matter (rulings "An answer that can only hurt your own unit", "An attack boost
for a unit that cannot fight", "Keywords for a unit that cannot fight", "Readying a ready unit"): an
ability on one of the seat's own units that resolves to nothing but damage the unit survives, a
boost that cannot fight, or readying a ready unit is not worth a stop; anything that fires a
trigger, makes something leave play or reaches the other side still is. Rule tests over a set
position, and the default stops that follow from them."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.answers import can_matter
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.stops import automatic_action


def _position(durability: int, own: list[Any], foe: list[Any]) -> Any:
    """Ana acted in her Main phase; Cpu holds priority with only an Unstable Salvage of
    ``durability``, no card in hand, ``own`` units; Ana has ``foe`` units."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = foe
    cpu["units"] = own
    cpu["hand"] = []
    cpu["relics"] = [{"card": "unstable-salvage", "durability": durability}]
    return from_scenario({**data, "priority": 1})


def _pings(state: Any) -> list[Any]:
    return [a for a in state.legal_actions() if a.KIND == "activate"]


def test_a_ping_on_ones_own_unit_that_survives_cannot_matter() -> None:
    state = _position(2, [{"card": "trail-guide"}], [])  # Trail Guide has 2 health
    (ping,) = _pings(state)
    assert state.sides[1].units[0].iid == ping.target
    assert not can_matter(state, ping)
    before = state.to_json()
    can_matter(state, ping)
    assert state.to_json() == before  # asked on a copy: the position is untouched


def test_the_last_durability_departs_the_relic_and_its_depart_trigger_matters() -> None:
    state = _position(1, [{"card": "trail-guide"}], [])  # wearing out: 2 damage to Ana
    (ping,) = _pings(state)
    assert can_matter(state, ping)


def test_a_ping_that_kills_ones_own_unit_matters() -> None:
    state = _position(2, [{"card": "trail-guide", "damage": 1}], [])  # dies: leaves play
    (ping,) = _pings(state)
    assert can_matter(state, ping)


def test_a_ping_on_the_other_sides_unit_matters() -> None:
    state = _position(2, [{"card": "trail-guide"}], [{"card": "recruit"}])
    foe = state.sides[0].units[0].iid
    assert can_matter(state, next(a for a in _pings(state) if a.target == foe))
    assert not can_matter(state, Pass())


def test_by_default_the_seat_is_passed_for_when_its_only_answer_cannot_matter() -> None:
    # playtest13b: Ana asked in Bo's turn only because Salvage could ping her own unit.
    assert automatic_action(_position(2, [{"card": "trail-guide"}], []), True) == Pass()
    assert automatic_action(_position(1, [{"card": "trail-guide"}], []), True) is None  # Depart
    assert automatic_action(_position(2, [{"card": "trail-guide"}], [{"card": "recruit"}]), True) is None


def _command(own: list[Any], combat: dict[str, Any] | None = None) -> Any:
    """Ana acted in her Main phase; Cpu holds priority with only a ready High Command (a unit of
    its own gets +1 attack until end of turn), no card in hand, and ``own`` units."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    cpu["units"] = own
    cpu["hand"] = []
    cpu["relics"] = [{"card": "high-command"}]
    extra: dict[str, Any] = {"priority": 1}
    if combat is not None:
        extra.update(attacks=1, combat=combat)
    return from_scenario({**data, **extra})


def test_an_attack_boost_for_an_expended_unit_out_of_combat_cannot_matter() -> None:
    # playtest21-lum T10: Ana asked in Bo's turn for High Command's +1 attack while every unit
    # of hers was expended: no block, no attack, nothing the boost could change.
    state = _command([{"card": "trail-guide", "expended": True}])
    (boost,) = _pings(state)
    assert not can_matter(state, boost)
    assert automatic_action(state, True) == Pass()


def test_an_attack_boost_for_a_unit_that_may_still_block_matters() -> None:
    state = _command([{"card": "trail-guide"}])
    (boost,) = _pings(state)
    assert can_matter(state, boost)
    assert automatic_action(state, True) is None


def test_an_attack_boost_for_a_blocker_matters() -> None:
    # Silgar's Elite (Ana's first unit) attacks Jeddos; Cpu's Trail Guide blocks it (expended by it)
    state = _command(
        [{"card": "trail-guide", "expended": True}],
        {"attacker": 0, "target": "favored", "blockers": [0], "may_block": False},
    )
    (boost,) = _pings(state)
    assert can_matter(state, boost)


def _relics(own: list[Any], relics: list[Any], hand: list[str] | None = None) -> Any:
    """Ana acted in her Main phase; Cpu holds priority with ``relics``, ``own`` units and
    ``hand`` (none by default): its orbs pay for nothing in hand."""
    data = copy.deepcopy(scenes.MIDGAME)
    cpu = data["sides"][1]
    cpu.update(units=own, relics=relics, hand=hand or [])
    return from_scenario({**data, "priority": 1})


def test_readying_a_unit_that_is_ready_cannot_matter() -> None:
    # playtest22-lum M2 T16/T20: Ana curtained after each of Bo's actions for Kinetic Harness
    # while her only unit was ready; Enter on the relic then fired it for nothing.
    state = _relics([{"card": "trail-guide"}], [{"card": "kinetic-harness", "durability": 2}])
    (ready,) = _pings(state)
    assert not can_matter(state, ready)
    assert automatic_action(state, True) == Pass()


def test_readying_an_expended_unit_matters() -> None:
    state = _relics(
        [{"card": "trail-guide"}, {"card": "hedge-tinker", "expended": True}],
        [{"card": "kinetic-harness", "durability": 2}],
    )
    tinker = state.sides[1].units[1].iid
    assert [can_matter(state, a) for a in _pings(state)] == [False, True]
    assert next(a for a in _pings(state) if can_matter(state, a)).target == tinker
    assert automatic_action(state, True) is None


def test_readying_a_ready_unit_with_the_last_durability_matters() -> None:
    # the Harness breaks: one relic fewer (Velna needs an enemy relic; relic counts are read)
    state = _relics([{"card": "trail-guide"}], [{"card": "kinetic-harness", "durability": 1}])
    (ready,) = _pings(state)
    assert can_matter(state, ready)
    assert automatic_action(state, True) is None


def test_attack_and_lunge_for_an_expended_unit_out_of_combat_cannot_matter() -> None:
    # playtest22-lum M1 T13: Bo curtained after each of Ana's plays for Mobile Armory (+1 attack
    # and Lunge) while Bo's only unit was expended and Bo held nothing that readies a unit.
    state = _relics([{"card": "field-recruiter", "expended": True}], [{"card": "mobile-armory"}])
    (boost,) = _pings(state)
    assert not can_matter(state, boost)
    assert automatic_action(state, True) == Pass()


def test_attack_and_lunge_for_a_ready_unit_matters() -> None:
    state = _relics([{"card": "field-recruiter"}], [{"card": "mobile-armory"}])
    (boost,) = _pings(state)
    assert can_matter(state, boost)
    assert automatic_action(state, True) is None


def test_attack_and_lunge_matter_while_the_seat_holds_a_card_that_readies() -> None:
    expended = [{"card": "field-recruiter", "expended": True}]
    harness = _relics(expended, [{"card": "mobile-armory"}, {"card": "kinetic-harness"}])
    general = _relics(expended, [{"card": "mobile-armory"}], hand=["scar-city-general"])  # Third Wave
    for state in (harness, general):
        boost = next(a for a in _pings(state) if state.card_def(a.source).id == "mobile-armory")
        assert can_matter(state, boost)
        assert automatic_action(state, True) is None


def test_attack_and_lunge_for_a_blocker_matter() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1].update(
        units=[{"card": "field-recruiter", "expended": True}], relics=[{"card": "mobile-armory"}], hand=[]
    )
    combat = {"attacker": 0, "target": "favored", "blockers": [0], "may_block": False}
    state = from_scenario({**data, "priority": 1, "attacks": 1, "combat": combat})
    (boost,) = _pings(state)
    assert can_matter(state, boost)


def _chains(ready_unit: bool) -> Any:
    """Cpu holds priority with Breaker's Chains (expend a unit) and nothing in hand; Ana's units
    are expended (but one, when ``ready_unit``)."""
    data = copy.deepcopy(scenes.MIDGAME)
    for unit in data["sides"][0]["units"]:
        unit["expended"] = True
    if ready_unit:
        data["sides"][0]["units"][0]["expended"] = False
    data["sides"][1].update(units=[], relics=[{"card": "breakers-chains"}], hand=[])
    return from_scenario({**data, "priority": 1})


def test_expending_a_unit_that_is_expended_cannot_matter() -> None:
    # playtest23-lum M2 T13: the default stopped for Breaker's Chains with every enemy unit expended
    state = _chains(ready_unit=False)
    assert _pings(state) and not any(can_matter(state, a) for a in _pings(state))
    assert automatic_action(state, True) == Pass()


def test_expending_a_ready_unit_matters() -> None:
    state = _chains(ready_unit=True)
    ready = state.sides[0].units[0].iid
    assert [a.target for a in _pings(state) if can_matter(state, a)] == [ready]
    assert automatic_action(state, True) is None
