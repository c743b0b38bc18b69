"""The computer seats: legal, pure (the state is untouched), and stronger than chance."""

from __future__ import annotations

import json

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.luminous.bots import GreedyLuminousBot, StrongLuminousBot, evaluate
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import position, side


def test_bots_choose_legal_actions_without_touching_the_state() -> None:
    for bot in (GreedyLuminousBot(), StrongLuminousBot(), RandomBot()):
        st = LuminousState(["A", "B"], 5, {})
        rng = Rng(5)
        for _ in range(80):
            if st.is_over:
                break
            before = json.dumps(st.to_json(), sort_keys=True)
            action = bot.choose(st, rng)
            assert json.dumps(st.to_json(), sort_keys=True) == before
            assert action in st.legal_actions()
            st.apply(action)


def test_greedy_beats_random_in_a_small_sample() -> None:
    wins = 0
    for game in range(12):
        st = LuminousState(
            ["A", "B"], game, {"decks": ["silgar", "jeddos"] if game % 2 else ["jeddos", "silgar"]}
        )
        bots = [GreedyLuminousBot(), RandomBot()] if game % 2 == 0 else [RandomBot(), GreedyLuminousBot()]
        rng = Rng(game)
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st, rng))
        wins += (game % 2) in st.outcome.winners
    assert wins >= 9


def test_greedy_blocks_a_lethal_attack() -> None:
    st = position(
        side("silgar", units=[{"card": "silgars-elite"}]),
        side("jeddos", units=[{"card": "ancients-servant"}], life=3),
    )
    from cardtable.games.luminous.actions import Attack, Block

    st.apply(Attack(st.sides[0].units[0].iid))
    choice = GreedyLuminousBot().choose(st, Rng(1))
    assert isinstance(choice, Block)


def test_evaluation_prefers_more_life_and_a_won_game() -> None:
    low = position(side(life=5), side("silgar"))
    high = position(side(life=15), side("silgar"))
    assert evaluate(high, 0) > evaluate(low, 0)
    from cardtable.engine.outcome import Outcome

    low.finish(Outcome((0,), (), "test"))
    assert evaluate(low, 0) > evaluate(high, 0)
