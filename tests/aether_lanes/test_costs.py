"""Paying for cards (``costs``): Aether and Tithe in the kernel's cost model, one affordability
answer for legal actions, playing, the random sampler and the hand's ✗ mark."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.resources import Cost, SourceGroup, payment_problem
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import api, costs
from cardtable.games.aether_lanes.impl import IMPL
from tests.aether_lanes.helpers import duel


def test_tithe_options_are_the_kernel_payments_of_the_cost() -> None:
    zealot = duel({}).catalog.cards["ashen-zealot"]  # cost 3, Tithe 2
    assert costs.tithe_options(zealot, 3, 30) == (0, 1, 2)
    assert costs.tithe_options(zealot, 1, 30) == (2,)
    assert costs.tithe_options(zealot, 1, 2) == ()  # 1 Soul may go (never the last): 1 + 1 < 3
    assert costs.tithe_options(zealot, 2, 2) == (1,)
    assert costs.tithe_options(zealot, 0, 30) == ()
    groups = [
        SourceGroup(costs.AETHER, costs.AETHER, 1),
        SourceGroup(costs.SOUL, costs.SOUL, 2, rank=1, generic_only=True),
    ]
    assert payment_problem(Cost.of(generic=3), groups, costs.payment_of(zealot, 2)) is None


def test_cost_problem_accepts_exactly_the_tithe_options() -> None:
    state = duel({"hand": ["ashen-zealot"]})
    card = state.catalog.cards["ashen-zealot"]
    side = state.sides[0]
    for aether in range(5):
        for soul in (1, 2, 3, 30):
            side.aether, side.soul = aether, soul
            accepted = {t for t in range(-1, 5) if costs.cost_problem(state, 0, card, t) is None}
            assert accepted == set(costs.tithe_options(card, aether, soul))


def test_paying_spends_the_payment() -> None:
    state = duel({"aether": 2, "hand": ["ashen-zealot"]})
    costs.pay(state, 0, state.catalog.cards["ashen-zealot"], 1)
    assert (state.sides[0].aether, state.sides[0].soul) == (0, 29)
    for card in state.catalog.cards.values():  # what pay spends is the kernel payment
        for tithe in costs.tithe_options(card, card.cost, 30):
            side = state.sides[0]
            side.aether, side.soul = card.cost, 30
            costs.pay(state, 0, card, tithe)
            spent = dict(costs.payment_of(card, tithe))
            assert (card.cost - side.aether, 30 - side.soul) == (spent.get("aether", 0), spent.get("soul", 0))


def test_the_quick_affordability_answer_is_the_kernel_s() -> None:
    for card in duel({}).catalog.cards.values():
        for aether in range(-1, 12):
            for soul in (1, 2, 3, 5, 30):
                assert costs.affordable(card, aether, soul) == bool(costs.tithe_options(card, aether, soul))


def test_the_hand_mark_legal_actions_and_the_costs_agree_in_random_games() -> None:
    checked = 0
    for seed in range(6):
        state = IMPL.new_game(["Ana", "Bo"], seed, {"variant": "standard"})
        rng = Rng(seed)
        while not state.is_over and checked < 300:
            if state.stage == "main":
                seat = state.active
                side = state.sides[seat]
                legal_cards = {getattr(a, "card", None) for a in state.legal_actions()}
                for status in api.hand_status(state, seat):
                    card = state.catalog.cards[status["card"]]
                    assert status["affordable"] == costs.affordable(card, side.aether, side.soul)
                    if status["id"] in legal_cards:
                        assert status["affordable"] and status["playable"]
                    checked += 1
            state.apply(RandomBot().choose(state, rng))
    assert checked >= 300
