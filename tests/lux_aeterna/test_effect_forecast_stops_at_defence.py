"""A play's forecast ("then: ...") stops where the defender must choose how to defend: the attack
under it resolves next, and the defence is not the forecast's to guess (playtest24-la: Bo's
Searing Bolt options said a Unit of Ana's would leave the field before she had chosen a defender)."""

from __future__ import annotations

from cardtable.games.lux_aeterna.present import present
from cardtable.ui.lux_aeterna.scenes import combat


def _forecasts_after_anas_attack() -> dict[str, object]:
    state, _seats = combat()
    state.apply(next(a for a in state.legal_actions() if a.KIND == "attack"))  # Cinder Hound attacks
    assert state.to_act == 1 and state.decision.kind == "priority"
    return {choice.sentence: choice.forecast for choice in present(state, 1).choices if choice.forecast}


def test_a_prayer_that_leaves_the_defence_open_forecasts_no_defence() -> None:
    # Frozen Moment on Ana's Flame Duelist: Cpu's Star Sentinel may still defend (or not): the
    # forecast must not say that it defends and dies
    forecasts = _forecasts_after_anas_attack()
    line = next(
        f for sentence, f in forecasts.items() if "Frozen Moment" in sentence and "Flame Duelist" in sentence
    )
    assert line.left_field == () and line.soul_lost == (0, 0)  # type: ignore[attr-defined]


def test_a_prayer_that_leaves_no_defence_forecasts_the_blow() -> None:
    # Frozen Moment on Cpu's own Star Sentinel: no Unit of Cpu's can defend, so no choice is left
    # and the attack's damage follows as the engine deals it
    forecasts = _forecasts_after_anas_attack()
    line = next(
        f for sentence, f in forecasts.items() if "Frozen Moment" in sentence and "Star Sentinel" in sentence
    )
    assert line.soul_lost == (0, 1)  # type: ignore[attr-defined]
