"""Property tests: symmetry of scoring, whole random games, replays and refusals."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.record import GameRecord, replay, same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import default_catalog
from cardtable.games.lux_nova.hexgrid import rotate_cell
from cardtable.games.lux_nova.invariants import area_problems, invariants
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.games.lux_nova.window import Window

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
REGISTRY = default_registry()


def random_window_plays(seed: int, count: int) -> list[tuple[str, tuple[int, int], int]]:
    """A random sequence of connected placements (card, cell, rotation), first at (0, 0)."""
    rng = random.Random(seed)
    cards = list(default_catalog().cards)
    rng.shuffle(cards)
    window = Window(default_catalog())
    plays = []
    for index in range(count):
        cell = (0, 0) if index == 0 else rng.choice(sorted(window.frontier))
        play = (cards[index], cell, rng.randrange(6))
        window.place(default_catalog().cards[play[0]], play[1], play[2])
        plays.append(play)
    return plays


@FAST
@given(
    seed=st.integers(0, 10**9),
    count=st.integers(2, 36),
    turns=st.integers(0, 5),
    dq=st.integers(-20, 20),
    dr=st.integers(-20, 20),
)
def test_turning_and_moving_the_whole_window_changes_no_score(
    seed: int, count: int, turns: int, dq: int, dr: int
) -> None:
    catalog = default_catalog()
    plays = random_window_plays(seed, count)
    original, moved = Window(catalog), Window(catalog)
    for card_id, cell, rotation in plays:
        card = catalog.cards[card_id]
        q, r = rotate_cell(cell, turns)
        a = original.play_score(card, cell, rotation, original.place(card, cell, rotation))
        target = (q + dq, r + dr)
        b = moved.play_score(
            card, target, (rotation + turns) % 6, moved.place(card, target, (rotation + turns) % 6)
        )
        assert [p.points for p in a.parts] == [p.points for p in b.parts]
        expected = set()
        for line in a.parts:
            for cq, cr, part in line.counted:
                tq, tr = rotate_cell((cq, cr), turns)
                expected.add((line.part, tq + dq, tr + dr, part))
        assert {(line.part, *c) for line in b.parts for c in line.counted} == expected


@FAST
@given(seed=st.integers(0, 2**40), players=st.integers(1, 4), variant=st.sampled_from(["basic", "advanced"]))
def test_random_games_use_every_card_once_and_plays_add_up(seed: int, players: int, variant: str) -> None:
    state = REGISTRY.new_game("lux-nova", ["Ana", "Bo", "Cy", "Di"][:players], seed, {"variant": variant})
    assert isinstance(state, LuxNovaState)
    bot, rng = RandomBot(), Rng(seed)
    while not state.is_over:
        state.apply(bot.choose(state, rng))
        assert invariants(state) == []
    cards = [p.card for p in state.placements()]
    assert sorted(cards) == sorted(state.catalog.cards)
    assert len(state.plays) == 35
    for seat in range(players):
        mine = [points for who, points in state.plays if who == seat]
        assert sum(mine) == state.scores[seat]
        assert max(mine, default=0) == state.best[seat]
    assert sum(state.scores) == sum(p for _, p in state.plays)
    assert area_problems(state) == []


@FAST
@given(seed=st.integers(0, 2**40), steps=st.integers(0, 40), variant=st.sampled_from(["basic", "advanced"]))
def test_records_replay_identically(seed: int, steps: int, variant: str) -> None:
    state = REGISTRY.new_game("lux-nova", ["Ana", "Bo", "Cy"], seed, {"variant": variant})
    bot, rng = RandomBot(), Rng(seed + 1)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(bot.choose(state, rng))
    record = GameRecord.model_validate_json(GameRecord.from_state(state).model_dump_json())
    again = replay(record, REGISTRY)
    assert same_state(again, state)
    assert again.window.placements == state.window.placements
    assert again.window.frontier == state.window.frontier
    restored = LuxNovaState.from_json(json.loads(json.dumps(state.to_json())))
    assert same_state(restored, state) and area_problems(restored) == []
    assert restored.view(0) == state.view(0)


@FAST
@given(
    seed=st.integers(0, 2**40),
    steps=st.integers(0, 30),
    card=st.sampled_from(sorted(default_catalog().cards)),
    q=st.integers(-4, 4),
    r=st.integers(-4, 4),
    rotation=st.integers(-2, 8),
)
def test_illegal_placements_leave_the_state_unchanged(
    seed: int, steps: int, card: str, q: int, r: int, rotation: int
) -> None:
    state = REGISTRY.new_game("lux-nova", ["Ana", "Bo"], seed, {"variant": "advanced"})
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(steps):
        state.apply(bot.choose(state, rng))
    assert isinstance(state, LuxNovaState)
    legal = card in state.hands[state.turn] and (q, r) in state.legal_cells() and 0 <= rotation <= 5
    assert legal == (Place(card, q, r, rotation) in state.legal_actions())
    before = json.dumps(state.to_json(), sort_keys=True)
    copy = state.copy()
    if legal:
        state.apply(Place(card, q, r, rotation))
        assert json.dumps(copy.to_json(), sort_keys=True) == before  # the copy is independent
    else:
        try:
            state.apply(Place(card, q, r, rotation))
        except IllegalActionError as error:
            assert error.reason
        else:
            raise AssertionError("an illegal placement was accepted")
        assert json.dumps(state.to_json(), sort_keys=True) == before


@FAST
@given(seed=st.integers(0, 2**40), steps=st.integers(0, 34))
def test_preview_equals_what_the_play_scores(seed: int, steps: int) -> None:
    state = REGISTRY.new_game("lux-nova", ["Ana", "Bo"], seed)
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(steps):
        state.apply(bot.choose(state, rng))
    assert isinstance(state, LuxNovaState)
    action = bot.choose(state, rng)
    preview = state.preview(action.card, action.q, action.r, action.rotation)
    before = json.dumps(state.to_json(), sort_keys=True)
    state.preview(action.card, action.q, action.r, action.rotation)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    state.apply(action)
    assert state.last is not None
    assert state.last.parts == preview.parts and state.last.total == preview.total
