"""Pure rule functions: payment and the orb check, Bloom, blocking, Barrier, combat damage,
mulligan and deck-out."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.kernel.blocking import Blow
from cardtable.games.luminous.rules import (
    BLOOM,
    FAVORED,
    attack_targets,
    auto_payment,
    blocked_damage,
    can_pay,
    deck_out,
    kernel_auto_payment,
    may_block,
    mulligan_limit,
    payment_problem,
)

ORBS = [("o1", "amber", False), ("o2", "crimson", False), ("o3", "amber", True)]


def test_the_orb_check_may_use_an_expended_orb_not_spent_now() -> None:
    assert payment_problem(ORBS, 0, 2, "amber", ("o1", "o2")) is None  # o3 (expended) checks


def test_the_orb_check_fails_when_the_only_orb_of_the_colour_pays() -> None:
    orbs = [("o1", "amber", False), ("o2", "crimson", False)]
    problem = payment_problem(orbs, 0, 2, "amber", ("o1", "o2"))
    assert problem is not None and "orb check" in problem
    assert not can_pay(orbs, 0, 2, "amber")
    assert can_pay(orbs, 0, 1, "amber") and auto_payment(orbs, 0, 1, "amber") == ("o2",)


def test_a_bloom_pays_any_essence_but_never_the_check() -> None:
    orbs = [("o1", "crimson", False)]
    assert payment_problem(orbs, 1, 1, None, (BLOOM,)) is None
    assert not can_pay([], 3, 1, "amber")
    assert payment_problem([], 1, 1, "amber", (BLOOM,)) is not None
    assert sorted(auto_payment(orbs, 2, 3, None)) == sorted(("o1", BLOOM, BLOOM))


def test_payment_problems_are_named() -> None:
    assert "already expended" in payment_problem(ORBS, 0, 1, None, ("o3",))
    assert "not an orb" in payment_problem(ORBS, 0, 1, None, ("zz",))
    assert "named twice" in payment_problem(ORBS, 0, 2, None, ("o1", "o1"))
    assert "only 0" in payment_problem(ORBS, 0, 1, None, (BLOOM,))
    assert "gives 1" in payment_problem(ORBS, 0, 2, None, ("o1",))


def test_auto_payment_keeps_a_ready_check_orb_when_none_is_expended() -> None:
    orbs = [("o1", "azure", False), ("o2", "amber", False), ("o3", "amber", False)]
    pay = auto_payment(orbs, 0, 2, "azure")
    assert pay is not None and "o1" not in pay
    assert auto_payment(orbs, 0, 3, "azure") is None


def test_flight_needs_flight_or_watchful_to_block() -> None:
    flyer = frozenset({"flight"})
    assert not may_block(flyer, frozenset())
    assert may_block(flyer, frozenset({"watchful"})) and may_block(flyer, frozenset({"flight"}))
    assert may_block(frozenset(), frozenset())


def test_barrier_relics_must_be_attacked_first() -> None:
    assert attack_targets([("r1", False), ("r2", True)]) == ["r2"]
    assert attack_targets([("r1", False)]) == [FAVORED, "r1"]
    assert attack_targets([]) == [FAVORED]


def test_lunge_and_overwhelm_in_a_blocked_combat() -> None:
    attacker = Blow("a", 5, 3)
    blockers = [Blow("b1", 4, 2), Blow("b2", 1, 4)]
    lunge = blocked_damage(attacker, blockers, (3, 2), lunge=True, overwhelm=True)
    assert lunge.struck_back == (False, True) and lunge.to_attacker == 1 and lunge.carried == 1
    plain = blocked_damage(attacker, blockers, (3, 2), lunge=False, overwhelm=False)
    assert plain.to_attacker == 5 and plain.carried == 0


def test_mulligan_limits_and_deck_out() -> None:
    assert mulligan_limit(True) == 1 and mulligan_limit(False) == 2
    assert deck_out(False, False) == "mark"
    assert deck_out(True, False) == "nothing"
    assert deck_out(False, True) == "win"


def test_auto_payment_spends_orbs_before_blooms_and_checks_with_an_expended_orb() -> None:
    orbs = [("o1", "amber", True), ("o2", "amber", False), ("o3", "azure", False)]
    pay = auto_payment(orbs, 1, 2, "amber")
    assert pay is not None and sorted(pay) == ["o2", "o3"]  # o1 (expended) satisfies the check
    assert payment_problem(orbs, 1, 2, "amber", pay) is None


_ORB = st.tuples(st.integers(1, 40), st.sampled_from(["amber", "crimson", "azure"]), st.booleans())


@given(
    orbs=st.lists(_ORB, max_size=8, unique_by=lambda o: o[0]),
    blooms=st.integers(0, 3),
    essence=st.integers(0, 7),
    check=st.sampled_from([None, "amber", "crimson", "azure"]),
)
@settings(max_examples=400, deadline=None)
def test_the_direct_auto_payment_is_the_kernels_payment(
    orbs: list[tuple[int, str, bool]], blooms: int, essence: int, check: str | None
) -> None:
    """The engine pays with a direct version of the kernel's payment search: the same parts in the
    same order (or no payment) for any orbs, Blooms and cost."""
    named = [(f"o{n}", colour, spent) for n, colour, spent in orbs]
    expected = kernel_auto_payment(named, blooms, essence, check)
    assert auto_payment(named, blooms, essence, check) == expected
    assert (expected is not None) == can_pay(named, blooms, essence, check)
    if expected is not None:
        assert payment_problem(named, blooms, essence, check, expected) is None
