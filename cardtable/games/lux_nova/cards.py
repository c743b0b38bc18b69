"""The data models of Lux Nova (pydantic, unknown fields refused) and the checks on one card.

``colours.yaml`` lists the glass colours, ``cards.yaml`` the deck (each card as the colours of its
12 half-edges clockwise from half-edge 0), ``rules.yaml`` the hand size of each variant.
"""

from __future__ import annotations

import re

from pydantic import Field, field_validator

from cardtable.engine.data import DataModel
from cardtable.games.lux_nova.hexgrid import HALF_EDGES

_HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
_COLOUR_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
_CARD_ID = re.compile(r"^LN-\d{2,3}$")

MIN_PARTS = 3
MAX_PARTS = 4
MAX_HAND_SIZE = 12


class ColourModel(DataModel):
    """One glass colour."""

    id: str
    name: str = Field(min_length=1)
    terminal: str
    """A hex colour like ``#c0392b`` that reads as stained glass on dark and light backgrounds."""
    letter: str = Field(min_length=1, max_length=1)
    """One letter for colour-blind play; distinct across colours."""
    glyph: str = Field(min_length=1, max_length=1)
    """One symbol drawn inside the part, also distinct across colours."""

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not _COLOUR_ID.match(value):
            raise ValueError("a colour id is lower-case letters, digits, '-' or '_'")
        return value

    @field_validator("terminal")
    @classmethod
    def _hex(cls, value: str) -> str:
        if not _HEX_COLOUR.match(value):
            raise ValueError(f"'{value}' is not a hex colour like #c0392b")
        return value.lower()


class CardModel(DataModel):
    """One card: its id and the colour ids of its 12 half-edges, clockwise from half-edge 0."""

    id: str
    halves: list[str]

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not _CARD_ID.match(value):
            raise ValueError(f"'{value}' is not a card id like LN-07")
        return value


class RulesModel(DataModel):
    """Rule constants: cards in hand per variant."""

    hand_size: dict[str, int]

    @field_validator("hand_size")
    @classmethod
    def _positive(cls, value: dict[str, int]) -> dict[str, int]:
        for variant, size in value.items():
            if size < 1:
                raise ValueError(f"the hand size of '{variant}' must be at least 1")
            if size > MAX_HAND_SIZE:
                raise ValueError(f"the hand size of '{variant}' must be at most {MAX_HAND_SIZE}")
        return value


def runs(halves: list[str]) -> list[tuple[str, tuple[int, ...]]]:
    """The maximal cyclic runs of one colour, as (colour, half-edge indices), starting with the run
    that contains half-edge 0. A card of one colour is one run of all 12."""
    count = len(halves)
    if count == 0:
        return []
    start = 0
    if len(set(halves)) > 1:
        # Step back to where the run holding half-edge 0 begins.
        while halves[start - 1] == halves[0]:
            start -= 1
    result: list[tuple[str, tuple[int, ...]]] = []
    index = start
    end = start + count
    while index < end:
        colour = halves[index % count]
        members = []
        while index < end and halves[index % count] == colour:
            members.append(index % count)
            index += 1
        result.append((colour, tuple(members)))
    return result


def card_problems(halves: list[str], known_colours: set[str]) -> list[str]:
    """Why a list of half-edge colours is not a valid card (empty when it is)."""
    if len(halves) != HALF_EDGES:
        return [f"a card has exactly {HALF_EDGES} half-edges, this one has {len(halves)}"]
    unknown = sorted({c for c in halves if c not in known_colours})
    if unknown:
        known = ", ".join(sorted(known_colours))
        return [f"unknown colour(s) {', '.join(unknown)}; known colours: {known}"]
    parts = runs(halves)
    colours = [colour for colour, _ in parts]
    broken = sorted({c for c in colours if colours.count(c) > 1})
    if broken:
        return [
            f"colour(s) {', '.join(broken)} appear in more than one run; each colour must be "
            "one unbroken run of half-edges"
        ]
    if not MIN_PARTS <= len(parts) <= MAX_PARTS:
        return [f"a card has {MIN_PARTS} or {MAX_PARTS} parts, this one has {len(parts)}"]
    return []
