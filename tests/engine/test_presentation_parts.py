"""The presentation's shared parts (engine/presentation.py) on their own, apart from any game."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.engine.presentation import JsonFace, face_json


@dataclasses.dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int


class Told:
    def to_json(self) -> Any:
        return "told"


@dataclasses.dataclass(frozen=True, slots=True)
class Inner(JsonFace):
    JSON_OMITS = frozenset({"typed"})

    name: str
    typed: object = None


@dataclasses.dataclass(frozen=True, slots=True)
class Outer(JsonFace):
    inner: Inner
    points: tuple[Point, ...]
    counts: dict[str, tuple[int, ...]]
    told: Told
    maybe: Inner | None = None


def test_a_face_is_its_fields_in_json_form_less_what_it_omits() -> None:
    face = Outer(Inner("a", typed=object()), (Point(1, 2),), {"k": (3, 4)}, Told())
    assert face.to_json() == {
        "inner": {"name": "a"},
        "points": [{"x": 1, "y": 2}],
        "counts": {"k": [3, 4]},
        "told": "told",
        "maybe": None,
    }
    assert face_json([face.inner, 5, "s", None, 1.5]) == [{"name": "a"}, 5, "s", None, 1.5]
