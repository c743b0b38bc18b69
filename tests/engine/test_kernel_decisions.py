"""The decision waiting is checked once, by the kernel (``TableState.decision_problems``), for
both games on the table: the seat asked is a seat, priority is asked of its holder, and (a table
with a batch) an order is asked only of triggers waiting."""

from __future__ import annotations

from cardtable.engine import new_game
from cardtable.engine.kernel.decision import Decision
from cardtable.games.luminous.invariants import invariants as luminous_invariants
from cardtable.games.lux_aeterna.invariants import cheap_invariants as lux_invariants


def _luminous():
    state = new_game("luminous", ["Ana", "Bo"], seed=3)
    while state.decision is not None and state.decision.kind == "mulligan":
        state.apply(state.legal_actions()[0])
    assert state.decision is not None and state.decision.kind == "priority"
    return state


def test_a_sound_decision_has_no_problem_in_either_game() -> None:
    assert _luminous().decision_problems() == []
    assert new_game("lux-aeterna", ["Ana", "Bo"], seed=3).decision_problems() == []


def test_priority_asked_of_a_seat_not_holding_it_is_named_by_both_games_checks() -> None:
    state = _luminous()
    other = 1 - state.priority.holder
    state.asking = Decision(other, "priority", "")
    problem = f"seat {other} is asked for priority, seat {state.priority.holder} holds it"
    assert state.decision_problems() == [problem]
    assert problem in luminous_invariants(state)
    lux = new_game("lux-aeterna", ["Ana", "Bo"], seed=3)
    lux.asking = Decision(1 - lux.priority.holder, "priority", "")
    assert any("is asked for priority" in p for p in lux_invariants(lux))


def test_an_actor_that_is_not_a_seat_and_an_order_of_nothing_are_named() -> None:
    lux = new_game("lux-aeterna", ["Ana", "Bo"], seed=3)
    lux.asking = Decision(7, "priority", "")
    assert lux.decision_problems() == ["the actor 7 is not a seat"]
    state = _luminous()
    state.asking = Decision(state.active, "order", "", ("1",))
    assert state.decision_problems() == ["a trigger order is asked with an empty batch"]
    assert "a trigger order is asked with an empty batch" in luminous_invariants(state)
