"""``present(state, viewer)``: the Luminous table as one seat may see it. It holds no card the
viewer may not see, and the choices it offers are exactly the viewer's legal actions (every copy
of a playable card) with the engine's sentences."""

from __future__ import annotations

import dataclasses
import re

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.luminous.describe import describe
from cardtable.games.luminous.presentation import present, with_copies
from cardtable.games.luminous.state import LuminousState


def _positions(seed: int, every: int = 5, limit: int = 300) -> list[LuminousState]:
    state = LuminousState(["A", "B"], seed, {})
    rng, found = Rng(seed), []
    for count in range(limit):
        if state.is_over:
            break
        if count % every == 0:
            found.append(state.copy())
        state.apply(RandomBot().choose(state, rng))
    return found


def _strings(value: object) -> set[str]:
    """Every card id written anywhere in a presentation (its repr, quoted ids)."""
    return set(re.findall(r"'([ct]\d+)'", repr(value)))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_presentation_holds_a_card_its_viewer_may_not_see(seed: int) -> None:
    for state in _positions(seed):
        for viewer in (0, 1, None):
            face = present(state, viewer)
            leaked = _strings(face) & state.hidden_ids(viewer)
            assert not leaked, (viewer, sorted(leaked))
        waiting = state.to_act
        if waiting is not None:
            assert present(state, 1 - waiting).choices == ()


@pytest.mark.parametrize("seed", [4, 5])
def test_the_choices_are_the_legal_actions_with_their_sentences(seed: int) -> None:
    for state in _positions(seed):
        seat = state.to_act
        if seat is None:
            continue
        face = present(state, seat)
        legal = with_copies(state, state.legal_actions())
        assert [c.action for c in face.choices] == legal
        assert all(c.sentence == describe(state, c.action) for c in face.choices)
        assert face.my_decision and face.decision_kind == state.asking.kind


def test_a_presentation_is_frozen() -> None:
    face = present(_positions(6)[3], 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        face.turn = 99  # type: ignore[misc]
