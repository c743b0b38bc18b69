"""Building blocks of a game's presentation: what a screen draws for one viewer, as frozen values.

Each game offers ``present(state, viewer)``, a typed value holding everything its screen draws as
that viewer may see it; hidden cards are hidden because the value never holds them. The parts every
game shares live here: the decision waiting and for whom (:class:`DecisionFace`) and the viewer's
legal choices with the sentence a player reads and what the engine forecasts for each
(:class:`ChoiceFace`), and the JSON form a face declares (:class:`JsonFace`). Engine code: no
Textual.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, ClassVar

from cardtable.engine.actions import Action
from cardtable.engine.state import GameState

TURN = "turn"
"""The decision kind of a game without kernel decisions: the seat to act takes its turn."""


_SCALARS = frozenset({str, int, float, bool, type(None)})


@functools.cache
def _json_fields(cls: type) -> tuple[str, ...]:
    omits: frozenset[str] = getattr(cls, "JSON_OMITS", frozenset())
    return tuple(f.name for f in dataclasses.fields(cls) if f.name not in omits)


def face_json(value: Any) -> Any:
    """``value`` in JSON form: a scalar as it is, a tuple or list as a list, a dict by its values,
    a dataclass by its fields (less a :class:`JsonFace`'s ``JSON_OMITS``), anything else by its
    own ``to_json()``."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [face_json(item) for item in value]
    if kind is dict:
        return {key: face_json(item) for key, item in value.items()}
    if dataclasses.is_dataclass(kind) and not hasattr(kind, "to_json"):
        return {name: face_json(getattr(value, name)) for name in _json_fields(kind)}
    return value.to_json()


class JsonFace:
    """A frozen face whose JSON form is declared, not written out: every field in order, in JSON
    form (:func:`face_json`), except those named in ``JSON_OMITS`` (what only a screen reads:
    forecasts, typed costs). Lux Aeterna's table view (whose JSON is ``state.view``), its forecasts
    and payment previews."""

    __slots__ = ()

    JSON_OMITS: ClassVar[frozenset[str]] = frozenset()

    def to_json(self) -> Any:
        """The face in JSON form (see the class)."""
        kind: type = type(self)  # (a class object hashes; mypy reads its instances' __hash__)
        return {name: face_json(getattr(self, name)) for name in _json_fields(kind)}


@dataclasses.dataclass(frozen=True, slots=True)
class DecisionFace:
    """The decision the game waits for: ``seat`` decides ``kind``; ``prompt`` is shown only to the
    viewer who decides (others read whose decision it is)."""

    seat: int
    name: str
    kind: str
    prompt: str
    mine: bool
    """The viewer is the one to decide."""


@dataclasses.dataclass(frozen=True, slots=True)
class ChoiceFace:
    """One legal action of the viewer, the sentence a player reads for it and the engine's
    forecast of it (a game's own frozen value, computed on a copy; ``None``: nothing to forecast)."""

    action: Action
    sentence: str
    forecast: object | None = None


def decision_face(state: GameState, viewer: int | None) -> DecisionFace | None:
    """Who decides what now, as ``viewer`` may read it (``None`` once the match is over)."""
    seat = state.to_act
    if seat is None:
        return None
    decision = state.decision
    mine = viewer == seat
    if decision is None:
        return DecisionFace(seat, state.name(seat), TURN, "Your turn." if mine else "", mine)
    return DecisionFace(seat, state.name(seat), decision.kind, decision.prompt if mine else "", mine)


def choice_faces(
    state: GameState,
    viewer: int | None,
    sentence: Callable[[Action], str] = str,
    forecast: Callable[[Action], object | None] | None = None,
) -> tuple[ChoiceFace, ...]:
    """The viewer's legal actions with their sentences and forecasts; none unless the viewer is
    the seat to act (another seat's options are not the viewer's to see)."""
    if viewer is None or state.to_act != viewer:
        return ()
    return tuple(
        ChoiceFace(action, sentence(action), None if forecast is None else forecast(action))
        for action in state.legal_actions()
    )


SUBJECT_FIELDS = ("card", "source", "unit")
"""The fields an action names its card by: the card played, the source used, the attacking unit."""


def subject(action: Action) -> str | None:
    """The card an action is about (the first of :data:`SUBJECT_FIELDS` it has, holding an id)."""
    for name in SUBJECT_FIELDS:
        value = getattr(action, name, None)
        if isinstance(value, str):
            return value
    return None
