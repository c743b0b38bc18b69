"""The kernel drives a whole (toy) card game with no game-specific engine code: steps as data,
priority and Pass, a LIFO queue, an ORDER decision for a trigger batch, payments, zones with a
face-down card in a public zone. Random playouts keep every invariant, replay and round-trip."""

from __future__ import annotations

import json

from cardtable.engine.bots import RandomBot
from cardtable.engine.invariants import generic_problems
from cardtable.engine.kernel.decision import ORDER, Choose, Pass
from cardtable.engine.record import GameRecord, replay, same_state
from cardtable.engine.registry import GameRegistry
from cardtable.engine.rng import Rng
from tests.support import toy_stack

REGISTRY = GameRegistry([toy_stack.INFO])


def test_random_sparks_games_keep_every_invariant_and_replay() -> None:
    for seed in range(8):
        state = REGISTRY.new_game("toy-stack", ["Ana", "Bo"], seed)
        rng = Rng(seed)
        while not state.is_over:
            assert generic_problems(state) == [] and toy_stack._invariants(state) == []
            state.apply(RandomBot().choose(state, rng))
        record = GameRecord.model_validate_json(GameRecord.from_state(state).model_dump_json())
        assert same_state(replay(record, REGISTRY), state)
        again = type(state).from_json(json.loads(json.dumps(state.to_json())))
        assert same_state(again, state)


def test_the_active_player_orders_simultaneous_triggers() -> None:
    state = REGISTRY.new_game("toy-stack", ["Ana", "Bo"], 1)
    assert state.decision.kind == ORDER and state.decision.options == ("rule#heal", "rule#draw")
    hand = len(state.zones.cards(0, "hand"))
    state.apply(Choose("rule#draw"))
    assert state.life[0] == 11 and len(state.zones.cards(0, "hand")) == hand + 1
    assert state.decision.kind == "priority" and state.to_act == 0


def test_a_cast_opens_a_window_and_two_passes_resolve_last_in_first_out() -> None:
    state = REGISTRY.new_game("toy-stack", ["Ana", "Bo"], 1)
    state.apply(Choose("rule#heal"))
    casts = [a for a in state.legal_actions() if a.KIND == "cast"]
    state.apply(casts[0])
    assert state.to_act == 1 and len(state.queue) == 1
    state.apply(Pass())
    assert state.to_act == 0 and len(state.queue) == 1
    state.apply(Pass())
    assert not state.queue and state.life[1] < 10


def test_a_face_down_card_is_hidden_from_the_opponent_only() -> None:
    state = REGISTRY.new_game("toy-stack", ["Ana", "Bo"], 2)
    secret = state.zones.cards(0, "secret")[0]
    assert secret in state.hidden_ids(1) and secret not in state.hidden_ids(0)
    assert f'"{secret}"' not in json.dumps(state.view(1)) and f'"{secret}"' in json.dumps(state.view(0))
