"""Properties of asking ahead (``ui/table/ahead.py``) over random hot-seat play of Luminous and
Lux Aeterna: an answer given ahead is carried out only in the very position it was given for (the
same decision, the same options: the seat answered exactly the question it would have been
asked), and never once the game has left the line it was given for."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.rng import Rng
from cardtable.ui.table import ahead


def _luminous(seed: int) -> tuple[Any, Any, Any]:
    from cardtable.games.luminous.state import LuminousState
    from cardtable.ui.luminous import stops

    return (
        LuminousState(["Ana", "Bo"], seed, {}),
        lambda s: stops.automatic_action(s, True, {}),
        stops.after_block,
    )


def _lux_aeterna(seed: int) -> tuple[Any, Any, Any]:
    """From the Combat step of the screenshot position (random play from a new match seldom
    attacks into a seat that can answer); the walk's choices differ with the seed."""
    from cardtable.ui.lux_aeterna import scenes, stops
    from cardtable.ui.lux_aeterna.handoff import automatic_action

    state, _ = scenes.combat()
    return state, lambda s: automatic_action(s, True), stops.defence_ahead


def _walk(make: Any, seed: int, steps: int = 500) -> tuple[int, int]:
    """Play at random (answers, attacks and blocks often, passes often); give a random answer
    ahead whenever one is asked; check every answer carried out. Returns (asked, carried out)."""
    state, automatic, ask_ahead = make(seed)
    state.set_logging(False)
    rng = Rng(seed)
    plans: dict[int, ahead.Plan] = {}
    foreseen_at: dict[int, ahead.Foreseen] = {}
    asked = carried = 0
    for _ in range(steps):
        if state.is_over:
            break
        plans = {s: p for s, p in plans.items() if ahead.on_line(p, state)}
        planned = ahead.carried_out(plans, state)
        if planned is not None:
            chosen, foreseen = plans[state.to_act], foreseen_at[state.to_act]
            done = len(state.history) - chosen.start
            assert tuple(state.history[chosen.start :]) == chosen.actions[:done]
            if done == 1 + len(foreseen.line):  # the decision it was given for: the very position
                seen = foreseen.state
                assert state.decision.kind == seen.decision.kind and state.to_act == seen.to_act
                assert state.legal_actions() == seen.legal_actions()
            else:  # a later answer of a chained plan ("Then block with ..."): on its line, legal
                assert done > 1 + len(foreseen.line) and state.is_legal(planned)
            carried += 1
            state.apply(planned)
            continue
        action = automatic(state)
        if action is None:
            legal = state.legal_actions()
            doing = [a for a in legal if a.KIND != "pass"]
            action = doing[rng.randrange(len(doing))] if doing and rng.random() < 0.6 else legal[0]
            question = ask_ahead(state, action, automatic)
            if question is not None:
                foreseen, words = question
                asked += 1
                answers = [answer for _, answer in words.answers]
                picked = answers[rng.randrange(len(answers))]
                plans[state.to_act] = (
                    picked if isinstance(picked, ahead.Plan) else ahead.plan(foreseen, picked)
                )
                foreseen_at[state.to_act] = foreseen
        state.apply(action)
    return asked, carried


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_luminous_answers_ahead_are_carried_out_only_where_they_were_given(seed: int) -> None:
    _walk(_luminous, seed)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_lux_aeterna_answers_ahead_are_carried_out_only_where_they_were_given(seed: int) -> None:
    _walk(_lux_aeterna, seed)


def test_random_play_asks_ahead_and_carries_answers_out() -> None:
    """The walks above do meet the questions (not a property that holds by never asking)."""
    for make in (_luminous, _lux_aeterna):
        walks = [_walk(make, seed) for seed in range(8)]
        assert sum(asked for asked, _ in walks) > 0 and sum(carried for _, carried in walks) > 0


def test_luminous_asks_nothing_ahead_when_the_block_leaves_the_defender_nothing_to_decide() -> None:
    # Cpu keeps no fast card and no ability: after its block, Ana's pass ends the step, so the
    # next time Cpu decides lies beyond more than a pass of Ana's (her Main phase): no question.
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import scenes, stops

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["hand"] = ["hedge-tinker"]
    data["sides"][1]["relics"] = [{"card": "glass-garden"}]
    data["sides"][1]["units"][1]["expended"] = True  # one blocker: no damage split follows
    state = from_scenario(data)

    def automatic(s: Any) -> Any:
        return stops.automatic_action(s, True, {})

    state.apply(next(a for a in state.legal_actions() if a.KIND == "attack"))
    while (step := automatic(state)) is not None:
        state.apply(step)
    (block,) = [a for a in state.legal_actions() if a.KIND == "block"]
    assert stops.after_block(state, block, automatic) is None
