"""The one rule of undo points: a person's own last decision with the automatic steps after it,
never past another seat's decision nor past a reveal."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.undo_points import plan_undo


def test_a_decision_goes_back_with_the_automatic_steps_after_it_across_seats() -> None:
    # Ana (0) plays; Bo's automatic pass, then Ana's automatic pass that ended the phase.
    plan = plan_undo([0, 1, 0], barrier=0, seat=0, automatic={1, 2}, names=("Ana", "Bo"))
    assert plan.possible and plan.count == 3 and plan.decision == 0 and plan.automatic_steps == 2


def test_only_the_last_decision_goes() -> None:
    plan = plan_undo([0, 0, 0], barrier=0, seat=0, automatic={2})
    assert (plan.count, plan.decision) == (2, 1)


def test_never_past_another_seats_decision() -> None:
    plan = plan_undo([0, 1, 0], barrier=0, seat=0, automatic={2}, names=("Ana", "Bo"))
    assert not plan.possible and "Bo has decided since" in plan.reason


def test_never_past_a_reveal_at_or_after_the_decision() -> None:
    plan = plan_undo([0, 0], barrier=2, seat=0, automatic={1})
    assert not plan.possible and "revealed a card or used chance" in plan.reason
    assert plan_undo([0, 0], barrier=1, seat=0, automatic=set()).count == 1


def test_nothing_decided_yet_or_a_finished_match() -> None:
    assert "not decided anything" in plan_undo([1], 0, 0, {0}).reason
    assert "over" in plan_undo([0], 0, None, set()).reason


@given(
    st.lists(st.tuples(st.integers(0, 1), st.booleans()), max_size=30),
    st.integers(0, 31),
    st.integers(0, 1),
)
def test_the_plan_takes_back_one_own_decision_and_only_automatic_steps(
    actions: list[tuple[int, bool]], barrier: int, seat: int
) -> None:
    actors = [actor for actor, _ in actions]
    automatic = {i for i, (_, auto) in enumerate(actions) if auto}
    plan = plan_undo(actors, barrier, seat, automatic)
    if plan.possible:
        first = len(actors) - plan.count
        assert first == plan.decision >= barrier
        assert actors[first] == seat and first not in automatic
        assert all(i in automatic for i in range(first + 1, len(actors)))
    else:
        assert plan.count == 0 and plan.reason


def test_before_ones_first_decision_the_reason_says_so_not_since_your_last() -> None:
    # playtest22-la: Ctrl+Z before Bo's first decision said "Ana has decided since your last decision"
    plan = plan_undo([0, 0, 1], 0, 1, {2}, ("Ana", "Bo"))
    assert plan.reason == "Nothing to undo: you have not decided anything yet (Ana has)."
    later = plan_undo([0, 1, 0], 0, 1, set(), ("Ana", "Bo"))
    assert "Ana has decided since your last decision" in later.reason
