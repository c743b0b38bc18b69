"""Attack and defence forecasts are the engine's own resolution on a copy (issue 24, issue 25
item 4): triggered effects count, LETHAL is wherever it is true, and chance is told as chance."""

from __future__ import annotations

from cardtable.games.lux_aeterna.actions import Attack, Defend
from cardtable.games.lux_aeterna.present import present
from cardtable.games.lux_aeterna.present_attack import AttackLine, AttackOutcomes
from tests.lux_aeterna.helpers import field_ids, resolve, snapshot, table

SENTINEL = "b03"
"""Bo's Star Sentinel (his two cards in hand are b01 and b02)."""


def _thrall_and_altar(soul: int = 1):  # type: ignore[no-untyped-def]
    """Ana's Shade Thrall (2) and Altar of Whispers in her Combat; Bo's Star Sentinel (3), Soul
    ``soul``, two cards in hand."""
    state = table(
        {"field": ["shade-thrall", "altar-of-whispers"]},
        {"field": ["star-sentinel"], "hand": ["blessing", "blessing"], "soul": soul},
        step="combat",
        codices=["veiled-court", "dawn-choir"],
    )
    assert field_ids(state, 1) == [SENTINEL] and state.card_def(SENTINEL).name == "Star Sentinel"
    return state


def _defence_forecasts(state) -> dict[str | None, AttackLine]:  # type: ignore[no-untyped-def]
    state.apply(Attack("a01"))
    resolve(state)
    assert state.decision.kind == "defend"
    out = {}
    before = snapshot(state)
    choices = present(state, 1).choices
    assert snapshot(state) == before  # forecasting on copies leaves the state alone
    for choice in choices:
        assert isinstance(choice.action, Defend) and isinstance(choice.forecast, AttackLine)
        out[choice.action.unit] = choice.forecast
    return out


def test_the_altar_dealing_the_last_soul_when_the_attacker_dies_makes_the_defence_lethal() -> None:
    state = _thrall_and_altar(soul=1)
    forecasts = _defence_forecasts(state)
    blocked, taken = forecasts[SENTINEL], forecasts[None]
    assert blocked.attacker_destroyed and not blocked.blocker_destroyed
    assert blocked.soul_lost == 1 and blocked.defender_loses and blocked.lethal
    assert taken.soul_lost == 1 and taken.lethal
    state.apply(Defend(SENTINEL))
    resolve(state)
    assert state.is_over and state.outcome is not None and state.outcome.winners == (0,)


def test_with_soul_to_spare_the_altar_damage_is_forecast_without_lethal() -> None:
    forecasts = _defence_forecasts(_thrall_and_altar(soul=4))
    assert forecasts[SENTINEL].soul_lost == 1 and not forecasts[SENTINEL].lethal
    assert not forecasts[None].lethal


def test_the_thralls_random_discard_is_forecast_as_a_count_never_as_a_card() -> None:
    state = _thrall_and_altar(soul=4)
    (attack,) = [c for c in present(state, 0).choices if isinstance(c.forecast, AttackOutcomes)]
    blocked = attack.forecast.line(SENTINEL)
    assert blocked is not None and blocked.discards == (0, 1) and blocked.attacker_destroyed
    assert attack.forecast.line(None).discards == (0, 0)
    assert "blessing" not in repr(attack.forecast).lower()  # which card is chance: never named
    state.apply(Attack("a01"))
    resolve(state)
    state.apply(Defend(SENTINEL))
    resolve(state)
    assert len(state.zones.cards(1, "hand")) == 1 and state.soul[1] == 3


def test_the_power_shown_is_the_power_at_the_clash_after_the_attacks_own_trigger() -> None:
    """playtest17: Ember Squire (1, +1 when it attacks) read "defends against ⚔1"; it meets the
    defender with 2, and the two Lamp Bearers defending are told apart."""
    from cardtable.games.lux_aeterna.present_attack import attack_outcomes

    state = table(
        {"field": ["ember-squire"]},
        {"field": ["lamp-bearer", "lamp-bearer"]},
        step="combat",
        codices=["ember-legion", "dawn-choir"],
    )
    squire = field_ids(state, 0)[0]
    left, right = field_ids(state, 1)
    outcomes = attack_outcomes(state, Attack(squire))
    blocked = [line for line in outcomes.lines if line.blocker is not None]
    assert {line.attacker_power for line in outcomes.lines} == {2}
    assert [(line.blocker, line.blocker_name, line.blocker_power) for line in blocked] == [
        (left, "Lamp Bearer (left)", 2),
        (right, "Lamp Bearer (right)", 2),
    ]
    assert all(line.blocker_destroyed and line.attacker_destroyed for line in blocked)


def test_the_attack_and_defence_heads_give_the_power_at_the_clash_in_one_bracket() -> None:
    # playtest18: "Attack with Ember Squire (Power 1)" above "against ⚔2" (the Squire's own +1
    # when it attacks), and "Lamp Bearer (left) (⚔2)": two brackets in a row.
    from cardtable.games.lux_aeterna.describe import describe

    state = table(
        {"field": ["cinder-hound", "cinder-hound", "ember-squire"]},
        {"field": ["lamp-bearer", "lamp-bearer"]},
        step="combat",
    )
    hound, second, squire = field_ids(state, 0)
    assert describe(state, Attack(squire)) == "Attack with Ember Squire (Power 2)"
    # copies told apart in the sentence itself, the Power in the same bracket (playtest24-la item 6)
    assert describe(state, Attack(hound)) == "Attack with Cinder Hound (left, Power 3)"
    assert describe(state, Attack(second)) == "Attack with Cinder Hound (right, Power 3)"
    state.apply(Attack(squire))
    resolve(state)
    assert state.decision.kind == "defend"
    left, _ = field_ids(state, 1)
    assert describe(state, Defend(left)) == "Defend with Lamp Bearer (left, Power 2)"


def test_an_attack_nobody_can_defend_gives_the_power_with_its_own_trigger() -> None:
    # playtest21-la N10: with no Unit to meet, "Attack with Ember Squire (Power 2)" left out the
    # Squire's own +1, which the log then told ("+1 Power this turn": Power 3)
    from cardtable.games.lux_aeterna.describe import describe

    state = table({"field": ["ember-squire", "war-brazier"]}, {}, step="combat")
    squire = field_ids(state, 0)[0]
    assert describe(state, Attack(squire)) == "Attack with Ember Squire (Power 3)"


def test_a_name_in_brackets_takes_its_power_inside_the_bracket() -> None:
    from cardtable.games.lux_aeterna.combat import with_power

    assert with_power("Lamp Bearer (left)", 2) == "Lamp Bearer (left, Power 2)"
    assert with_power("Ember Squire", 2) == "Ember Squire (Power 2)"


def test_an_undefended_attack_gives_the_power_it_meets_with_not_the_aura_its_damage_brings() -> None:
    # playtest22-la: Ignara at Connect 3/4; the Hound's undefended damage turns her Connected
    # ("Your attacking Units get +1 Power") after it was dealt: "Attack with Cinder Hound (Power 4)"
    # read over the log's Power 3
    from cardtable.games.lux_aeterna.describe import describe

    state = table({"field": ["cinder-hound"], "progress": 3}, {}, step="combat")
    hound = field_ids(state, 0)[0]
    assert describe(state, Attack(hound)) == "Attack with Cinder Hound (Power 3)"
    events = state.apply(Attack(hound))
    assert any("(Power 3)" in str(event.text) for event in events)
    resolve(state)
    assert state.connected[0] and state.power(hound, "attacking") == 4


def test_a_target_and_an_attacker_with_a_namesake_are_told_apart_in_their_lines() -> None:
    """playtest23-la F16: "Bo plays Sudden Flare targeting Cinder Hound" with two Hounds in play
    (the line after it said "(left)"), and "defend against Cinder Hound (Power 3)" likewise."""
    from cardtable.games.lux_aeterna.actions import Play

    state = table(
        {"field": ["cinder-hound", "cinder-hound"], "hand": ["sudden-flare"], "numen": {"RR": 1}},
        {"field": ["lamp-bearer"]},
        step="combat",
    )
    left, right = field_ids(state, 0)
    flare = next(iid for iid in state.zones.cards(0, "hand"))
    state.apply(Play(flare, targets=(right,)))
    assert state.log[-1].text == "Ana plays Sudden Flare targeting Cinder Hound (right)."
    resolve(state)
    state.apply(Attack(left))
    resolve(state)
    assert state.decision.kind == "defend"
    assert state.decision.prompt == "Bo: defend against Cinder Hound (left, Power 3) or take 1 damage"


def test_a_defenders_own_when_it_defends_bonus_is_in_the_power_it_meets_with() -> None:
    """playtest24-la: Astral Bulwark (5, +1 when it defends) was forecast "⚔5 against ⚔6: both
    are destroyed": its +1 resolves in the same step as the clash."""
    from cardtable.games.lux_aeterna.describe import describe
    from cardtable.games.lux_aeterna.present_attack import defence_outcome

    state = table({"field": ["ashen-berserker"]}, {"field": ["astral-bulwark"]}, step="combat")
    (berserker,), (bulwark,) = field_ids(state, 0), field_ids(state, 1)
    state.apply(Attack(berserker))
    resolve(state)
    line = defence_outcome(state, Defend(bulwark))
    assert line is not None and (line.attacker_power, line.blocker_power) == (3, 6)
    assert describe(state, Defend(bulwark)) == "Defend with Astral Bulwark (Power 6)"
