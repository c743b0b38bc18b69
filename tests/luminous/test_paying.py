"""Paying as a careful player would (issue 25 item 16): payments that come to the same are one
choice, payments another beats are not offered, and the suggestion keeps the other cards payable.
Each position names what the engine's quick default payment (``rules.auto_payment``, the
suggestion before) does wrong there."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as hs

from cardtable.engine.kernel.choices import worth_asking
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous import rules
from cardtable.games.luminous.actions import Play
from cardtable.games.luminous.api import payment_options, still_payable, with_payment
from cardtable.games.luminous.paying import Purse, careful_payments, other_costs, payable_groups
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import hand_card, position, side


def _colours(st: LuminousState, pay: tuple[str, ...]) -> list[str]:
    colour = {o[0]: o[1] for o in st.sides[0].orbs}
    return sorted(colour.get(p, p) for p in pay)


def _rya(**keys: object) -> LuminousState:
    return position(side("rya-jin", **keys), side("silgar"))


def test_a_lone_orb_whose_check_the_hand_needs_is_spent_so_the_check_stays_free() -> None:
    # Wander the Stacks (1) now, Ashen Owl (2 + Azure check) later. The quick default spends an
    # Amber (the colour held most) and leaves the Azure orb ready: the Owl then needs it for its
    # check and only one Amber is left to pay 2. Spending the Azure orb keeps the Owl payable:
    # the check accepts the expended Azure orb.
    st = _rya(hand=["wander-the-stacks", "ashen-owl"], orbs=["amber", "amber", "azure"])
    wander = hand_card(st, 0, "wander-the-stacks")
    default = rules.auto_payment(st.sides[0].orb_tuples(), 0, 1, None)
    assert default is not None and _colours(st, default) == ["amber"]
    options = payment_options(st, Play(wander))
    assert len(options) == 1, "spending an Amber orb is beaten: the dialog has nothing to ask"
    assert _colours(st, options[0].pay) == ["azure"]
    assert still_payable(st, Play(wander), options[0]) == ["Ashen Owl"]
    st.apply(with_payment(st, Play(wander)))
    st.apply(Pass())  # Bo lets it be: Ana holds priority again
    owl = hand_card(st, 0, "ashen-owl")
    assert Play(owl) in st.legal_actions()
    st.apply(with_payment(st, Play(owl)))
    assert any(u.card.id == "ashen-owl" for u in st.sides[0].units)


def test_the_same_for_jeddos_and_amber() -> None:
    # Hedge Tinker (1) now, Glass Garden (2 + Amber check) later, with Amber, Crimson, Crimson
    st = position(side("jeddos", hand=["hedge-tinker", "glass-garden"], orbs=["crimson", "amber", "crimson"]))
    tinker = hand_card(st, 0, "hedge-tinker")
    default = rules.auto_payment(st.sides[0].orb_tuples(), 0, 1, None)
    assert default is not None and _colours(st, default) == ["crimson"]
    (only,) = payment_options(st, Play(tinker))
    assert _colours(st, only.pay) == ["amber"]


def test_with_a_bloom_out_alike_payments_are_one_and_orbs_go_before_the_bloom() -> None:
    # Before: Xanthe Raider (2) offered 4 payments (two with the Bloom). Nothing else in hand
    # has a check, so every orb payment comes to the same; a Bloom payment is beaten by them.
    st = position(
        side(
            "silgar",
            hand=["xanthe-raider", "take-flight", "walk-back"],
            orbs=["crimson", "crimson", "azure"],
            blooms=1,
        )
    )
    raider = hand_card(st, 0, "xanthe-raider")
    (only,) = payment_options(st, Play(raider))
    assert only.blooms == 0
    st.apply(with_payment(st, Play(raider)))
    assert st.sides[0].blooms == 1


def test_the_bloom_is_spent_when_the_orbs_do_not_reach() -> None:
    st = position(side("silgar", hand=["silgars-elite"], orbs=["crimson", "crimson", "azure"], blooms=2))
    elite = hand_card(st, 0, "silgars-elite")  # 3 + a Crimson check: one Crimson is kept back
    (only,) = payment_options(st, Play(elite))
    assert only.blooms == 1 and _colours(st, only.pay) == ["azure", "bloom", "crimson"]


def test_a_real_choice_is_asked_and_each_option_says_what_it_keeps() -> None:
    # One Crimson and one Amber orb; Take Flight (1) now; Toll Collectors (1 + Crimson) and Order
    # the Mind (1 + Amber) wait. Spending Crimson keeps Toll Collectors payable, spending Amber
    # keeps Order the Mind: different outcomes, so the player is asked.
    st = position(
        side("silgar", hand=["take-flight", "toll-collectors", "order-the-mind"], orbs=["crimson", "amber"])
    )
    flight = hand_card(st, 0, "take-flight")
    options = payment_options(st, Play(flight))
    assert sorted(_colours(st, o.pay)[0] for o in options) == ["amber", "crimson"]
    kept = {_colours(st, o.pay)[0]: still_payable(st, Play(flight), o) for o in options}
    assert kept == {"crimson": ["Toll Collectors"], "amber": ["Order the Mind"]}


def test_the_opponents_turn_counts_only_fast_cards() -> None:
    # Bo holds Wander the Stacks (fast, 1) and Expand the Mind (2 + Azure check, not fast). On his
    # own turn, Wander is paid with the Azure orb so that Expand stays payable; on Ana's turn
    # Expand cannot be played before his orbs ready again, so nothing is weighed and the engine's
    # default (an Amber orb) stands.
    bo = side("rya-jin", hand=["wander-the-stacks", "expand-the-mind"], orbs=["amber", "amber", "azure"])
    theirs = position(side("silgar", hand=["xanthe-raider"]), bo, priority=1)
    wander = hand_card(theirs, 1, "wander-the-stacks")
    (only,) = careful_payments(theirs, 1, 1, None, wander)
    assert _colours_of(theirs, 1, only.pay) == ["amber"]
    his = position(side("silgar", hand=["xanthe-raider"]), bo, active=1)
    (only,) = careful_payments(his, 1, 1, None, hand_card(his, 1, "wander-the-stacks"))
    assert _colours_of(his, 1, only.pay) == ["azure"]


def _colours_of(st: LuminousState, seat: int, pay: tuple[str, ...]) -> list[str]:
    colour = {o[0]: o[1] for o in st.sides[seat].orbs}
    return sorted(colour.get(p, p) for p in pay)


def test_groups_paid_together_use_one_orb_for_two_checks() -> None:
    # Toll Collectors (1 + Crimson) and Order the Mind (1 + Amber) with one Crimson and one Amber
    # orb: pay each with the other's colour, in either order.
    purse = Purse.of([("o1", "crimson", False), ("o2", "amber", False)], 0)
    crimson, amber = purse.colours.index("crimson"), purse.colours.index("amber")
    assert payable_groups(purse, [(1, crimson), (1, amber)]) == frozenset({0, 1, 2, 3})
    assert payable_groups(purse, [(1, crimson), (1, crimson)]) == frozenset({0, 1, 2})


def test_worth_asking_keeps_one_per_outcome_drops_beaten_and_suggests_first() -> None:
    options = ["a1", "a2", "b", "c"]
    outcome = {"a1": 1, "a2": 1, "b": 2, "c": 3}
    kept = worth_asking(
        options,
        outcome.__getitem__,
        prefer=lambda o: o == "a1",  # a2 stands for outcome 1
        beats=lambda x, y: x == 3 and y == 2,
        suggest=lambda left: left[-1],
    )
    assert kept == ["c", "a2"]
    assert worth_asking(["x", "y"], lambda o: 0) == ["x"]


ORB_LISTS = hs.lists(
    hs.tuples(hs.sampled_from(["amber", "crimson", "azure"]), hs.booleans()), min_size=0, max_size=6
)
HANDS = hs.lists(
    hs.sampled_from(
        ["toll-collectors", "order-the-mind", "ashen-owl", "walk-back", "take-flight", "jungle-dragon"]
    ),
    min_size=1,
    max_size=5,
)


@settings(max_examples=60, deadline=None)
@given(orbs=ORB_LISTS, blooms=hs.integers(0, 2), hand=HANDS)
def test_careful_payments_are_legal_distinct_and_never_worse_than_the_default(
    orbs: list[tuple[str, bool]], blooms: int, hand: list[str]
) -> None:
    st = position(
        side("silgar", hand=hand, orbs=[{"colour": c, "expended": e} for c, e in orbs], blooms=blooms)
    )
    me = st.sides[0]
    playing = me.hand[0]
    card = st.card_def(playing)
    options = careful_payments(st, 0, card.essence, card.check, playing)
    default = rules.auto_payment(me.orb_tuples(), me.blooms, card.essence, card.check)
    assert bool(options) == (default is not None)
    for option in options:
        assert rules.payment_problem(me.orb_tuples(), me.blooms, card.essence, card.check, option.pay) is None
    if options:
        # the suggestion is never beaten by the quick default: it leaves at least as large a
        # group of the other costs payable together, and no fewer groups then
        costs_named = other_costs(st, 0, playing)
        checks = tuple(c for c in [card.check, *(c for _, c in costs_named)] if c)
        purse = Purse.of(me.orb_tuples(), me.blooms, checks)
        costs = [(e, purse.colours.index(c) if c else -1) for e, c in costs_named]

        def groups(pay: tuple[str, ...]) -> frozenset[int]:
            colour = {o[0]: o[1] for o in me.orbs}
            counts = tuple(sum(1 for p in pay if colour.get(p) == c) for c in purse.colours)
            return payable_groups(purse.after(counts, pay.count(rules.BLOOM)), costs)

        def size(found: frozenset[int]) -> tuple[int, int]:
            return max(bin(m).count("1") for m in found), len(found)

        mine, quick = groups(options[0].pay), groups(default)
        assert not quick > mine
        assert size(mine) >= size(quick)
        assert options[0].pay.count(rules.BLOOM) <= default.count(rules.BLOOM)


def test_a_card_short_of_its_check_orb_says_the_checking_orb_cannot_also_pay() -> None:
    # Ashen Owl costs 2 and checks for an Azure orb that does not pay: two Azure orbs are one short.
    import pytest

    from cardtable.engine.errors import IllegalActionError

    st = _rya(hand=["ashen-owl"], orbs=["azure", "azure"])
    with pytest.raises(IllegalActionError) as refused:
        st.apply(Play(hand_card(st, 0, "ashen-owl")))
    assert refused.value.reason == (
        "not enough orbs: 2 essence to pay, and besides an azure orb that does not pay (the orb check)"
    )
