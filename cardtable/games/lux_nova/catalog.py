"""Loading and checking the Lux Nova data folder into an immutable :class:`Catalog`.

The catalog turns each card into ready-made lookup tables (for every rotation, the part and the
colour shown at each of the 12 half-edge positions), so the engine never re-derives geometry
during play.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cardtable.engine.catalogs import CatalogCache
from cardtable.engine.data import (
    DataError,
    DataIssue,
    SourceDoc,
    display_path,
    load_document,
    parse_items,
    validation_issues,
)
from cardtable.games.lux_nova.actions import Place, place_decoder, place_json_decoder
from cardtable.games.lux_nova.cards import (
    CardModel,
    ColourModel,
    RulesModel,
    card_problems,
    runs,
)
from cardtable.games.lux_nova.hexgrid import HALF_EDGES, ROTATIONS, definition_half
from cardtable.games.lux_nova.scoring import PartScore

DATA_FOLDER = "lux_nova"
FILES = ("colours.yaml", "cards.yaml", "rules.yaml")
VARIANTS = ("basic", "advanced")
MAX_PLAYERS = 4


@dataclasses.dataclass(frozen=True, slots=True)
class Colour:
    """A glass colour as the screen shows it."""

    id: str
    name: str
    terminal: str
    letter: str
    glyph: str
    index: int


@dataclasses.dataclass(frozen=True, slots=True)
class Part:
    """One glass part of a card: its colour and the half-edges (of the unturned card) it meets."""

    index: int
    colour: str
    halves: tuple[int, ...]

    def placed_halves(self, rotation: int) -> tuple[int, ...]:
        """The half-edge positions this part covers once the card is turned ``rotation`` times."""
        return tuple((h + 2 * rotation) % HALF_EDGES for h in self.halves)


@dataclasses.dataclass(frozen=True, slots=True)
class Card:
    """A card and its per-rotation lookup tables."""

    id: str
    halves: tuple[str, ...]
    parts: tuple[Part, ...]
    placed_parts: tuple[tuple[int, ...], ...]
    """``placed_parts[rotation][position]``: the part shown at that half-edge position."""
    placed_colours: tuple[tuple[int, ...], ...]
    """``placed_colours[rotation][position]``: the colour index shown there."""
    rotations: tuple[int, ...]
    """The rotations that look different (all six for any card with distinct part colours)."""
    no_score: tuple[PartScore, ...]
    """The breakdown of a play where no part touches its colour (shared, immutable)."""
    colour_masks: tuple[tuple[int, ...], ...]
    """For each distinct rotation (in ``rotations`` order), per colour index, a bit mask of the
    half-edge positions showing that colour (for fast what-if scoring by bots)."""

    def colour_at(self, position: int, rotation: int) -> str:
        return self.halves[definition_half(position, rotation)]

    def two_colour_edges(self) -> int:
        """How many of the six edges show two colours."""
        return sum(self.halves[2 * k] != self.halves[2 * k + 1] for k in range(6))


@dataclasses.dataclass(frozen=True, slots=True)
class Catalog:
    """Every colour and card of a data folder, validated."""

    colours: tuple[Colour, ...]
    cards: dict[str, Card]
    hand_size: dict[str, int]
    source: str = ""
    numbers: dict[str, int] = dataclasses.field(init=False, compare=False, repr=False)
    """Card id -> its position in ``cards`` (the card part of an action code)."""
    order: tuple[str, ...] = dataclasses.field(init=False, compare=False, repr=False)
    decoder: Callable[[int], Place] = dataclasses.field(init=False, compare=False, repr=False)
    """Action code -> :class:`Place` (one function per catalog, shared by every game's history)."""
    code_json: Callable[[int], dict[str, Any]] = dataclasses.field(init=False, compare=False, repr=False)
    """Action code -> the JSON form of its :class:`Place` (for records and snapshots)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "order", tuple(self.cards))
        object.__setattr__(self, "numbers", {card_id: n for n, card_id in enumerate(self.cards)})
        object.__setattr__(self, "decoder", place_decoder(self.order))
        object.__setattr__(self, "code_json", place_json_decoder(self.order))

    def colour(self, colour_id: str) -> Colour:
        for colour in self.colours:
            if colour.id == colour_id:
                return colour
        raise KeyError(colour_id)

    @property
    def card_ids(self) -> tuple[str, ...]:
        return tuple(self.cards)

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]


def build_card(model: CardModel, colour_index: dict[str, int]) -> Card:
    """Turn a validated card model into its lookup tables (the halves must be a valid card)."""
    halves = tuple(model.halves)
    parts = tuple(Part(i, colour, members) for i, (colour, members) in enumerate(runs(model.halves)))
    part_at = [0] * HALF_EDGES
    for part in parts:
        for half in part.halves:
            part_at[half] = part.index
    placed_parts = []
    placed_colours = []
    seen: dict[tuple[int, ...], int] = {}
    rotations = []
    for rotation in range(ROTATIONS):
        sources = [definition_half(p, rotation) for p in range(HALF_EDGES)]
        colours = tuple(colour_index[halves[s]] for s in sources)
        placed_parts.append(tuple(part_at[s] for s in sources))
        placed_colours.append(colours)
        if colours not in seen:
            seen[colours] = rotation
            rotations.append(rotation)
    no_score = tuple(PartScore(p.index, p.colour, 0) for p in parts)
    masks = []
    for rotation in rotations:
        per_colour = [0] * len(colour_index)
        for position, colour in enumerate(placed_colours[rotation]):
            per_colour[colour] |= 1 << position
        masks.append(tuple(per_colour))
    return Card(
        model.id,
        halves,
        parts,
        tuple(placed_parts),
        tuple(placed_colours),
        tuple(rotations),
        no_score,
        tuple(masks),
    )


def read_catalog(folder: Path) -> tuple[Catalog | None, list[DataIssue]]:
    """Load and check a Lux Nova data folder: the catalog (``None`` if anything is wrong) and
    every issue found, each naming file, line, card and field."""
    folder = _game_folder(folder)
    issues: list[DataIssue] = []
    docs: dict[str, SourceDoc] = {}
    for name in FILES:
        path = folder / name
        if not path.exists() and not path.is_symlink():
            issues.append(DataIssue(display_path(path), "the file is missing"))
            continue
        try:
            docs[name] = load_document(path)
        except DataError as error:
            issues.extend(error.issues)
    colours = _read_colours(docs["colours.yaml"], issues) if "colours.yaml" in docs else None
    hand_size = _read_rules(docs["rules.yaml"], issues) if "rules.yaml" in docs else None
    cards = None
    if "cards.yaml" in docs and colours is not None:
        cards = _read_cards(docs["cards.yaml"], colours, hand_size, issues)
    if issues or colours is None or cards is None or hand_size is None:
        return None, issues
    return Catalog(colours, cards, hand_size, display_path(folder)), []


def load_catalog(folder: Path) -> Catalog:
    """The catalog of ``folder``; raises DataError listing every issue."""
    catalog, issues = read_catalog(folder)
    if catalog is None:
        raise DataError(issues)
    return catalog


CATALOGS: CatalogCache[Catalog] = CatalogCache(DATA_FOLDER, load_catalog)
"""The Lux Nova catalog of each data folder (the engine's cache)."""
validate_data = CATALOGS.validate
"""Every issue in a Lux Nova data folder (the game's folder or the data root above it)."""


def default_catalog() -> Catalog:
    """The catalog of the current data root (built-in data, or ``$CARDTABLE_DATA`` which
    ``--data`` sets), from the engine's cache."""
    return CATALOGS.load()


def _game_folder(folder: Path) -> Path:
    """Accept the data root as well as its ``lux_nova`` folder."""
    if not (folder / "cards.yaml").exists() and (folder / DATA_FOLDER).is_dir():
        return folder / DATA_FOLDER
    return folder


def _read_colours(doc: SourceDoc, issues: list[DataIssue]) -> tuple[Colour, ...] | None:
    models, found = parse_items(doc, "colours", ColourModel)
    issues.extend(found)
    if found:
        return None
    before = len(issues)
    raw = doc.content["colours"]
    for field, label in (("letter", "letter"), ("glyph", "glyph"), ("name", "display name")):
        seen: dict[str, str] = {}
        for index, model in enumerate(models):
            value = getattr(model, field)
            key = value.casefold()
            if key in seen:
                issues.append(
                    doc.issue(
                        f"the {label} '{value}' is already used by colour '{seen[key]}'; "
                        f"every colour needs its own {label}",
                        ("colours", _index_of(raw, model.id, index), field),
                        card=model.id,
                        field=field,
                    )
                )
            else:
                seen[key] = model.id
    if len(models) < 3:
        issues.append(
            doc.issue(
                f"a card has at least 3 parts of different colours, so at least 3 colours are needed, "
                f"not {len(models)}",
                ("colours",),
                field="colours",
            )
        )
    if len(issues) > before:
        return None
    return tuple(Colour(m.id, m.name, m.terminal, m.letter, m.glyph, i) for i, m in enumerate(models))


def _read_rules(doc: SourceDoc, issues: list[DataIssue]) -> dict[str, int] | None:
    try:
        model = RulesModel.model_validate(doc.content)
    except ValidationError as error:
        issues.extend(validation_issues(error, doc))
        return None
    problems = [
        doc.issue(f"no hand size for the variant '{v}'", ("hand_size",), field="hand_size")
        for v in VARIANTS
        if v not in model.hand_size
    ]
    problems += [
        doc.issue(
            f"unknown variant '{v}'; variants: {', '.join(VARIANTS)}",
            ("hand_size", v),
            field=f"hand_size.{v}",
        )
        for v in model.hand_size
        if v not in VARIANTS
    ]
    issues.extend(problems)
    return None if problems else dict(model.hand_size)


def _read_cards(
    doc: SourceDoc,
    colours: tuple[Colour, ...],
    hand_size: dict[str, int] | None,
    issues: list[DataIssue],
) -> dict[str, Card] | None:
    models, found = parse_items(doc, "cards", CardModel)
    issues.extend(found)
    raw = doc.content.get("cards") if isinstance(doc.content, dict) else None
    index_of = {c.id: c.index for c in colours}
    cards: dict[str, Card] = {}
    bad = bool(found)
    for position, model in enumerate(models):
        problems = card_problems(model.halves, set(index_of))
        if problems:
            bad = True
            index = _index_of(raw, model.id, position)
            for problem in problems:
                issues.append(doc.issue(problem, ("cards", index, "halves"), card=model.id, field="halves"))
            continue
        cards[model.id] = build_card(model, index_of)
    if hand_size is not None and not found:
        needed = 1 + MAX_PLAYERS * max(hand_size.values())
        if len(models) < needed:
            bad = True
            issues.append(
                doc.issue(
                    f"the deck has {len(models)} cards; it needs at least {needed} (the centre card "
                    f"and a full hand for {MAX_PLAYERS} players)",
                    ("cards",),
                    field="cards",
                )
            )
    return None if bad else cards


def _index_of(raw: object, item_id: str, fallback: int) -> int:
    """Position of the first entry with ``id: item_id`` in the raw list (for line numbers)."""
    if isinstance(raw, list):
        for index, entry in enumerate(raw):
            if isinstance(entry, dict) and entry.get("id") == item_id:
                return index
    return fallback
