"""Actions: their JSON and notation forms are the engine's and round-trip through the codec."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Action
from cardtable.games.aether_lanes.actions import (
    CODEC,
    BindSigil,
    Cast,
    Concede,
    Decree,
    EndTurn,
    Keep,
    Maneuver,
    Mulligan,
    Summon,
)

EXAMPLES = [
    Keep(),
    Mulligan(),
    Summon("c1", "aggressive"),
    Summon("c7", "defensive", 2, "c40"),
    Cast("c2"),
    Cast("c3", "p1", 1),
    Decree("c4", 2),
    BindSigil("c5", "c9"),
    BindSigil("c6"),
    Maneuver("balanced", "aggressive"),
    EndTurn(),
    Concede(),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.notation())
def test_json_is_the_engines_and_round_trips(action: Action) -> None:
    assert action.to_json() == Action.to_json(action)
    assert list(action.to_json()) == list(Action.to_json(action))
    assert CODEC.from_json(action.to_json()) == action
    assert CODEC.parse(action.notation()) == action


def test_the_codec_knows_every_kind_once() -> None:
    assert CODEC.kinds == (
        "keep",
        "mulligan",
        "summon",
        "cast",
        "decree",
        "sigil",
        "maneuver",
        "end",
        "concede",
    )
