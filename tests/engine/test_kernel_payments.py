"""The kernel's costs and payment search, with the three resource systems of the suite:
Lux Aeterna Lights (Numen + accumulated), Luminous orbs (expended when used, Bloom = any colour,
orb checks) and Aether Lanes' Aether with Tithe (Soul paying generic costs)."""

from __future__ import annotations

from cardtable.engine.kernel.resources import (
    WILD,
    Cost,
    Pool,
    SourceGroup,
    best_payment,
    payment_from_parts,
    payment_problem,
    payment_to_text,
    payments,
)


def test_pool_is_a_multiset_of_colours() -> None:
    pool = Pool({"R": 2, "W": 1})
    pool.take("R")
    assert pool.size() == 2 and pool["R"] == 1
    pool.take("R")
    assert "R" not in pool


def test_cost_symbols_and_totals() -> None:
    cost = Cost.of({"R": 2, "X": 0}, 1)
    assert cost.total == 3 and cost.coloured == (("R", 2),)
    assert cost.symbols({"R": "R"}) == "RR1" and Cost().symbols({}) == "0"


LIGHTS = [
    SourceGroup("numen:WW", "W", 2, 0),
    SourceGroup("numen:RR", "R", 1, 1),
    SourceGroup("u1:RR", "R", 2, 3),
]


def test_lights_default_payment_spends_white_first_and_keeps_accumulated_lights() -> None:
    cost = Cost.of({"R": 1}, 2)
    assert best_payment(cost, LIGHTS) == (("numen:RR", 1), ("numen:WW", 2))
    assert best_payment(Cost.of({"R": 3}, 0), LIGHTS) == (("numen:RR", 1), ("u1:RR", 2))
    assert best_payment(Cost.of({"X": 1}, 0), LIGHTS) is None
    assert best_payment(Cost.of({}, 6), LIGHTS) is None


def test_every_distinct_payment_is_listed_and_a_unique_one_is_auto_pay() -> None:
    cost = Cost.of({"R": 1}, 1)
    options = payments(cost, LIGHTS)
    # Numen R + White, White + accumulated R, Numen R + accumulated R, two accumulated R.
    assert len(options) == len(set(options)) == 4
    assert options[0] == best_payment(cost, LIGHTS)
    only = [SourceGroup("numen:RR", "R", 1), SourceGroup("numen:WW", "W", 1)]
    assert payments(cost, only) == [(("numen:RR", 1), ("numen:WW", 1))]


def test_a_player_payment_is_checked_with_a_reason() -> None:
    cost = Cost.of({"R": 1}, 1)
    assert payment_problem(cost, LIGHTS, (("numen:WW", 2),)) == "those sources do not match the cost"
    assert payment_problem(cost, LIGHTS, (("u1:RR", 3),)) == "only 2 available at u1:RR"
    assert "nothing to pay with" in (payment_problem(cost, LIGHTS, (("u9:RR", 1),)) or "")
    assert payment_problem(cost, LIGHTS, (("u1:RR", 1), ("numen:WW", 1))) is None
    text = payment_to_text((("numen:WW", 2), ("u1:RR", 1)))
    assert payment_from_parts(text.split(",")) == (("numen:WW", 2), ("u1:RR", 1))


# Luminous: every orb is its own source of one colour, expended when used; a Bloom gives any
# colour; an orb check needs an orb of that colour in play that this payment does not use.
ORBS = [
    SourceGroup("orb1", "red", 1),
    SourceGroup("orb2", "red", 1),
    SourceGroup("orb3", "blue", 1),
    SourceGroup("bloom", WILD, 1, rank=5),
]
ORBS_IN_PLAY = [g for g in ORBS if g.key != "bloom"] + [SourceGroup("orb4-expended", "blue", 1)]


def test_luminous_orb_check_needs_an_unused_orb_of_that_colour() -> None:
    cost = Cost.of({"red": 1}, 1, checks={"red": 1})
    pay = best_payment(cost, ORBS, ORBS_IN_PLAY)
    assert pay is not None
    used = dict(pay)
    assert sum(n for k, n in used.items() if k in ("orb1", "orb2")) == 1  # one red stays for the check
    assert (
        payment_problem(cost, ORBS, (("orb1", 1), ("orb2", 1)), ORBS_IN_PLAY)
        == "that payment leaves a required colour check unmet"
    )
    # An expended orb still counts for a check (it is in play and not used by this payment).
    blue_check = Cost.of({"blue": 1}, 0, checks={"blue": 1})
    assert best_payment(blue_check, ORBS, ORBS_IN_PLAY) == (("orb3", 1),)


def test_luminous_bloom_pays_any_colour_but_never_a_check() -> None:
    cost = Cost.of({"green": 1}, 0)
    assert best_payment(cost, ORBS, ORBS_IN_PLAY) == (("bloom", 1),)
    green_check = Cost.of({}, 1, checks={"green": 1})
    assert best_payment(green_check, ORBS, ORBS_IN_PLAY) is None
    # With a red orb to spare, red is paid by the orb and the Bloom is kept.
    assert best_payment(Cost.of({"red": 1}, 0), ORBS, ORBS_IN_PLAY) == (("orb1", 1),)


# Aether Lanes: Aether pays the cost; Tithe lets Soul pay part of it (generic only).
def test_aether_with_tithe_is_expressible() -> None:
    aether = SourceGroup("aether", "aether", 3, rank=0)
    soul = SourceGroup("soul", "soul", 2, rank=9, generic_only=True)
    cost = Cost.of({}, 5)
    assert best_payment(cost, [aether, soul]) == (("aether", 3), ("soul", 2))
    assert best_payment(Cost.of({}, 3), [aether, soul]) == (("aether", 3),)
    assert len(payments(Cost.of({}, 3), [aether, soul])) == 3  # 3+0, 2+1, 1+2
    assert best_payment(Cost.of({}, 6), [aether, soul]) is None
    # Soul never pays a coloured symbol.
    assert best_payment(Cost.of({"soul": 1}, 0), [soul]) is None
