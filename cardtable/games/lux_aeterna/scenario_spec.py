"""The shape of a Lux Aeterna scenario: every key's type, checked before the position is built,
so a wrong value is refused with the key it sits at (``sides[1].soul: Input should be a valid
integer``), never with Python's words. What a value means (a card id, a step, a supply that adds
up) is checked by :mod:`~cardtable.games.lux_aeterna.scenario` and its checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import Field, ValidationError

from cardtable.engine.errors import ScenarioError
from cardtable.engine.scenario import SpecModel, TwoSeatSpec, spec_fault


class CardSpec(SpecModel):
    """A card in a zone written as a mapping; a plain card id is the same with nothing else set."""

    card: str
    id: str | None = None
    polarized: bool = False
    lights: dict[str, int] = {}
    """Lights on a Unit on the field, by kind (``R``, ``RW``, ``W``)."""
    power: int = 0
    accumulated: bool = False


class SideSpec(SpecModel):
    """One seat's side: its zones (top first for the codex), its Soul, Numen and Emissary."""

    hand: list[str | CardSpec] = []
    field: list[str | CardSpec] = []
    requiem: list[str | CardSpec] = []
    limbo: list[str | CardSpec] = []
    codex: list[str | CardSpec] = []
    soul: int = Field(default=0, ge=0)
    numen: dict[str, int] | None = None
    connected: bool = False
    progress: int = Field(default=0, ge=0)
    codex_name: str = ""


class ScenarioSpec(TwoSeatSpec):
    """A whole Lux Aeterna scenario (the queue's items and the pending decision are checked by
    their own readers, which name the item at fault)."""

    game: str
    codices: list[str] = []
    step: str = "main1"
    sides: list[SideSpec | None] = []
    supply: dict[str, int] | None = None
    queue: Any = None
    priority: int | None = None
    pending: Any = None
    lights: int | None = None


def check_shape(data: Mapping[str, Any]) -> None:
    """Refuse a scenario whose values have the wrong type, naming the key as the other refusals
    do (``sides[1].soul: ...``; ScenarioError)."""
    try:
        ScenarioSpec.model_validate(dict(data))
    except ValidationError as error:
        path, message = spec_fault(error, data)
        where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in path)
        raise ScenarioError(f"{where.lstrip('.')}: {message}") from None
