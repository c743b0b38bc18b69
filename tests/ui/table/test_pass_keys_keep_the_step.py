"""A pass key never ends a step other than the one shown (issue 25, playtest17): ``P`` on a card
in Lux Aeterna's Main Phase 1 passes that step only, so Combat is still asked; ``A`` on an attack
passes only until that attack is over, so a second Unit can still attack; the curtain says "Cpu
passed" only when Cpu did."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.ui.lux_aeterna import stops
from cardtable.ui.lux_aeterna.build import curtain_detail_lines
from cardtable.ui.table import ahead


def _table_step(state: Any) -> Action | None:
    """The table's own steps with the default stops and auto-pass, as on the screen."""
    return stops.automatic_action(state, True, {})


def _action(state: Any, text: str) -> Action:
    return next(a for a in state.legal_actions() if str(a) == text)


def _moments_of_planned_passes(state: Any, plan: ahead.Plan) -> list[tuple[Any, str]]:
    """The moment of each pass the plan takes for its seat (its earlier ones and its answer)."""
    trial = state.copy()
    trial.set_logging(False)
    moments = []
    for index, action in enumerate(plan.actions):
        if index in plan.earlier:
            moments.append(trial.moment())
        trial.apply(action)
    moments.append(trial.moment())
    return moments


def test_p_on_a_card_in_main_phase_1_passes_main_phase_1_only() -> None:
    from cardtable.ui.lux_aeterna.scenes import midgame

    state, _ = midgame()
    assert state.moment()[1] == "main1" and any(a.KIND == "attack" for a in _after_main1(state))
    found = ahead.then_pass(state, 0, _action(state, "play card=a01 targets= pay="), _table_step)
    assert found is not None
    assert {step for _, step in _moments_of_planned_passes(state, found.plan)} == {"main1"}
    # carried out, the plan leaves Ana asked in Combat with her attacks
    trial = state.copy()
    for action in (*found.plan.actions, found.plan.answer):
        trial.apply(action)
    while (step := _table_step(trial)) is not None:
        trial.apply(step)
    assert trial.moment()[1] == "combat" and trial.to_act == 0
    assert any(a.KIND == "attack" for a in trial.legal_actions())


def _after_main1(state: Any) -> list[Action]:
    """Ana's legal actions once Main Phase 1 is passed (she can attack in Combat)."""
    trial = state.copy()
    while trial.moment()[1] == "main1":
        trial.apply(next(a for a in trial.legal_actions() if a.KIND == "pass"))
    return trial.legal_actions()


def test_an_attack_then_pass_ends_with_that_attack_and_the_second_unit_is_asked() -> None:
    from cardtable.ui.lux_aeterna.scenes import combat

    # Cpu holds no answer: no Unit, and Orin not Connected (his Still Heaven costs nothing since
    # balance27, so Connected he could polarize the second attacker in answer)
    state, _ = combat(foe_field=[], foe_connected=False)
    found = ahead.then_pass(state, 0, _action(state, "attack unit=a06"), _table_step, stops.attack_over)
    if found is not None:
        assert all(step == "combat" for _, step in _moments_of_planned_passes(state, found.plan))
    trial = state.copy()
    trial.apply(_action(trial, "attack unit=a06"))
    planned = found.plan if found is not None else None
    while True:
        step = ahead.carried_out({0: planned}, trial) if planned is not None else None
        step = step or _table_step(trial)
        if step is None:
            break
        trial.apply(step)
    assert stops.attack_over(trial) and trial.moment()[1] == "combat"
    assert "attack unit=a07" in [str(a) for a in trial.legal_actions()]


def test_the_curtain_says_the_other_passed_only_when_it_did() -> None:
    from cardtable.ui.lux_aeterna.scenes import queue_of_three

    state, _ = queue_of_three()
    assert curtain_detail_lines(state, 0) == [
        "Ana may add to the queue (3 on the queue) or let Ana's Sudden Flare on Cinder Hound resolve."
    ]
    state.apply(_action(state, "activate source=a04 ability=0 targets= pay="))
    state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))  # Cpu passes
    assert state.to_act == 0
    assert curtain_detail_lines(state, 0)[0].startswith(
        "Cpu passed: Ana may add to the queue (4 on the queue)"
    )


def test_a_pass_that_ended_the_turn_is_not_a_pass_on_the_new_turns_trigger() -> None:
    """playtest18: Ana's pass ended her turn; Bo's Font of Dawn triggered at his Start and his
    curtain said "Ana passed: Bo may add to the queue ..." though nobody had passed on it."""
    from tests.lux_aeterna.helpers import table

    state = table({}, {"field": ["font-of-dawn"]}, step="main2")
    while state.turn == 2:
        state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))
    assert state.to_act == 1 and state.history_actors[-1] == 0
    line = curtain_detail_lines(state, 1)[0]
    assert not line.startswith("Ana passed") and "Font of Dawn" in line, line
