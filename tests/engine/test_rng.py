"""The seeded generator: the batch shuffle gives exactly the one-draw-at-a-time shuffle."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine import rng as rng_module
from cardtable.engine.rng import Rng


def _both(seed: int, size: int, before: int) -> tuple[Rng, list[int], Rng, list[int]]:
    batch, single = Rng(seed), Rng(seed)
    for _ in range(before):
        batch.randrange(7)
        single.randrange(7)
    a, b = list(range(size)), list(range(size))
    batch.shuffle(a)
    single._shuffle_one_by_one(b)
    return batch, a, single, b


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**63 - 1), st.integers(0, 300), st.integers(0, 3))
def test_the_batch_shuffle_is_the_one_by_one_shuffle(seed: int, size: int, before: int) -> None:
    batch, a, single, b = _both(seed, size, before)
    assert a == b
    assert (batch.state, batch.draws) == (single.state, single.draws)
    assert batch.randrange(1000) == single.randrange(1000)


def test_a_draw_rejection_could_refuse_takes_the_one_by_one_path(monkeypatch) -> None:
    """With the safe bound lowered below every draw, each shuffle takes the reference path."""
    calls = []
    original = Rng._shuffle_one_by_one

    def spy(self: Rng, items: list[int]) -> None:
        calls.append(len(items))
        original(self, items)

    monkeypatch.setattr(Rng, "_shuffle_one_by_one", spy)
    monkeypatch.setattr(rng_module, "_SAFE", 0)
    batch, a, single, b = _both(11, 40, 0)
    assert calls == [40, 40]  # the batch gave up; then the reference itself
    assert a == b


def test_a_known_deck_order_is_kept() -> None:
    """The same seed deals the same deck as the shuffle did before the batch (saves replay on it)."""
    deck = list(range(10))
    rng = Rng(2024)
    rng.shuffle(deck)
    assert deck == [0, 6, 7, 3, 5, 2, 4, 8, 9, 1]
    assert (rng.state, rng.draws) == (4686246519854710680, 9)


def test_a_stream_rng_draws_exactly_what_an_rng_draws() -> None:
    """The simulator's random seats draw from a StreamRng: the same numbers, state and draw
    count as a plain Rng after every call, whatever is asked of it in whatever order."""
    import random

    from cardtable.engine.rng import StreamRng

    for seed in range(60):
        plain, stream = Rng(seed), StreamRng(seed)
        script = random.Random(seed)
        for _ in range(300):
            op = script.random()
            if op < 0.85:
                n = script.choice([1, 2, 3, 7, 36, 60, 256, 257, 1000, 2**40])
                assert plain.randrange(n) == stream.randrange(n)
            elif op < 0.9:
                assert plain.next_u64() == stream.next_u64()
            elif op < 0.95:
                a = list(range(script.randrange(1, 50)))
                b = a[:]
                plain.shuffle(a)
                stream.shuffle(b)
                assert a == b
            else:
                assert plain.random() == stream.random() and plain.fork(3).state == stream.fork(3).state
            assert (plain.state, plain.draws) == (stream.state, stream.draws)
