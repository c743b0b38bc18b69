"""Loading and validating ``data/lux_aeterna``: rules, cards, Emissaries and Codices.

Every YAML file of the folder may hold the top-level keys ``rules``, ``cards``, ``emissaries``
and ``codices``. Problems are reported with file, line, card, field and reason (with a
"did you mean" for misspelt references). The catalog is cached per folder and modification times.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cardtable.engine.catalogs import CatalogCache, did_you_mean
from cardtable.engine.data import (
    DataError,
    DataIssue,
    SourceDoc,
    item_positions,
    iter_data_files,
    load_document,
    parse_items,
    validation_issues,
)
from cardtable.engine.kernel.resources import Cost
from cardtable.games.lux_aeterna import hooks
from cardtable.games.lux_aeterna.cards import (
    OP_NAMES,
    Ability,
    Card,
    Choose,
    Codex,
    Emissary,
    EventName,
    KeywordDef,
    Rules,
    TargetSpec,
    TriggerDef,
)

FOLDER = "lux_aeterna"
COVERABLE = frozenset(OP_NAMES) | frozenset(typing.get_args(EventName))
"""What a keyword's ``covers`` may name: the effect ops and the trigger events."""
TOP_KEYS = ("rules", "cards", "emissaries", "codices", "keywords")
LETTERS = {"R": "rubedian", "X": "xanthosis", "C": "caelestis", "V": "viridian", "P": "purpurea"}
COLOUR_LETTER = {v: k for k, v in LETTERS.items()}


@functools.lru_cache(maxsize=256)
def parse_cost(text: str) -> Cost:
    """``"RR2"`` -> two Rubedian and two generic symbols (letters are face colours)."""
    coloured: dict[str, int] = {}
    generic = 0
    for ch in text:
        if ch.isdigit():
            generic = generic * 10 + int(ch)
        else:
            coloured[ch] = coloured.get(ch, 0) + 1
    return Cost.of(coloured, generic)


@dataclasses.dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """A validated card, compiled for the hot paths."""

    id: str
    name: str
    type: str
    colour: str
    cost: Cost
    cost_text: str
    power: int
    text: str
    flavour: str
    model: Card
    trigger_events: frozenset[str] = frozenset()
    """The events any of its triggers listens to (a quick filter for the hot path)."""
    need: int = 0
    """How many Lights its cost takes in all (``cost.total``, for the hot path)."""
    is_prayer: bool = False
    """A Prayer (played at any time you hold priority): ``type == "prayer"``, for the hot path."""
    targets: tuple[TargetSpec, ...] = ()
    """``model.targets`` as a tuple (the hot path reads it without the model)."""
    abilities: tuple[Ability, ...] = ()
    """``model.abilities`` as a tuple (likewise)."""

    @property
    def is_unit(self) -> bool:
        return self.type == "unit"

    @property
    def on_field(self) -> bool:
        """Units and Relics stay on the field; Rituals go to the Requiem once resolved."""
        return self.type in ("unit", "relic")


@dataclasses.dataclass(frozen=True, slots=True)
class Catalog:
    rules: Rules
    cards: dict[str, CardDef]
    emissaries: dict[str, Emissary]
    codices: dict[str, Codex]
    keywords: tuple[KeywordDef, ...] = ()
    """Terms the Learn screen explains, in data order."""

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def codex_list(self, codex_id: str) -> list[str]:
        """The 30 card ids of a Codex, in data order (copies repeated)."""
        return [cid for cid, n in self.codices[codex_id].cards.items() for _ in range(n)]

    def colour_name(self, colour: str) -> str:
        for c in self.rules.colours:
            if c.id == colour or c.letter == colour:
                return c.name
        return self.rules.white.name


def _check_effect(
    doc: SourceDoc,
    loc: tuple[Any, ...],
    card: str,
    ops: Iterable[Any],
    n_targets: int,
    issues: list[DataIssue],
    *,
    trigger: bool = False,
) -> None:
    chosen = False
    for index, op in enumerate(ops):
        target = getattr(op, "target", None)
        if isinstance(target, str):
            if target in ("t0", "t1") and int(target[1]) >= n_targets:
                issues.append(
                    doc.issue(
                        f"'{target}' names a target the card does not choose (it chooses {n_targets})",
                        (*loc, index, "target"),
                        card=card,
                        field="target",
                    )
                )
            if target == "choice" and not chosen:
                issues.append(
                    doc.issue(
                        "'choice' needs an earlier 'choose' op",
                        (*loc, index, "target"),
                        card=card,
                        field="target",
                    )
                )
            if target == "event" and not trigger:
                issues.append(
                    doc.issue(
                        "'event' is only meaningful in a trigger",
                        (*loc, index, "target"),
                        card=card,
                        field="target",
                    )
                )
        if isinstance(op, Choose):
            chosen = True
        if op.op == "hook" and op.name not in hooks.HOOKS:
            issues.append(
                doc.issue(
                    f"unknown hook '{op.name}'{did_you_mean(op.name, hooks.HOOKS)}",
                    (*loc, index, "name"),
                    card=card,
                    field="name",
                )
            )
        if op.op == "counter" and not (isinstance(target, TargetSpec) or target in ("t0", "t1")):
            issues.append(
                doc.issue("counter needs a queue target", (*loc, index, "target"), card=card, field="target")
            )


def _check_card(doc: SourceDoc, index: int, card: Card, issues: list[DataIssue]) -> None:
    loc = ("cards", index)
    if (card.type == "unit") != (card.power is not None):
        issues.append(
            doc.issue("a Unit has a power and only Units do", (*loc, "power"), card=card.id, field="power")
        )
    if card.type in ("prayer", "prophecy") and (card.triggers or card.abilities or card.aura):
        issues.append(
            doc.issue(
                "a Ritual has no triggers, abilities or aura", (*loc, "type"), card=card.id, field="type"
            )
        )
    if card.type in ("prayer", "prophecy") and not card.effect:
        issues.append(doc.issue("a Ritual needs an effect", (*loc, "effect"), card=card.id, field="effect"))
    _check_effect(doc, (*loc, "effect"), card.id, card.effect, len(card.targets), issues)
    for t, trig in enumerate(card.triggers):
        _check_effect(doc, (*loc, "triggers", t, "effect"), card.id, trig.effect, 0, issues, trigger=True)
    for a, ability in enumerate(card.abilities):
        _check_effect(
            doc, (*loc, "abilities", a, "effect"), card.id, ability.effect, len(ability.targets), issues
        )
    for t, spec in enumerate(card.targets):
        if spec.zone == "queue" and card.type != "prayer":
            issues.append(
                doc.issue(
                    "only a Prayer can target the queue", (*loc, "targets", t), card=card.id, field="targets"
                )
            )


def _compile(card: Card) -> CardDef:
    return CardDef(
        card.id,
        card.name,
        card.type,
        card.colour,
        parse_cost(card.cost),
        card.cost,
        card.power or 0,
        card.text,
        card.flavour,
        card,
        frozenset(t.when for t in card.triggers),
        parse_cost(card.cost).total,
        card.type == "prayer",
        tuple(card.targets),
        tuple(card.abilities),
    )


def load_folder(folder: Path) -> Catalog:
    """Load and validate every data file of ``folder``; raises DataError listing every issue."""
    issues: list[DataIssue] = []
    rules: Rules | None = None
    cards: dict[str, CardDef] = {}
    emissaries: dict[str, Emissary] = {}
    codices: dict[str, tuple[Codex, SourceDoc, int]] = {}
    keywords: list[KeywordDef] = []
    files = list(iter_data_files(folder))
    if not files:
        raise DataError([DataIssue(str(folder), "no Lux Aeterna data files here")])
    for path in files:
        try:
            doc = load_document(path)
        except DataError as error:
            issues.extend(error.issues)
            continue
        if not isinstance(doc.content, dict):
            issues.append(doc.issue("expected a mapping at the top"))
            continue
        for key in doc.content:
            if key not in TOP_KEYS:
                issues.append(
                    doc.issue(f"unknown top-level key '{key}'{did_you_mean(key, TOP_KEYS)}", (key,))
                )
        if "rules" in doc.content:
            try:
                rules = Rules.model_validate(doc.content["rules"])
            except ValidationError as error:
                issues.extend(validation_issues(error, doc, ("rules",)))
        if "cards" in doc.content:
            found, problems = parse_items(doc, "cards", Card)
            issues.extend(problems)
            raw = doc.content["cards"]
            positions = item_positions(raw)
            for card in found:
                index = positions.get(card.id, 0)
                if card.id in cards:
                    issues.append(
                        doc.issue(
                            "duplicate card id (defined in another file)",
                            ("cards", index, "id"),
                            card=card.id,
                            field="id",
                        )
                    )
                    continue
                _check_card(doc, index, card, issues)
                cards[card.id] = _compile(card)
        if "emissaries" in doc.content:
            found_e, problems = parse_items(doc, "emissaries", Emissary)
            issues.extend(problems)
            for em in found_e:
                emissaries[em.id] = em
        if "keywords" in doc.content:
            found_k, problems = parse_items(doc, "keywords", KeywordDef, id_field="name")
            issues.extend(problems)
            positions = item_positions(doc.content["keywords"], "name")
            for keyword in found_k:
                for term in keyword.covers:
                    if term not in COVERABLE:
                        issues.append(
                            doc.issue(
                                f"'{term}' is neither an effect op nor a trigger event"
                                f"{did_you_mean(term, COVERABLE)}",
                                ("keywords", positions.get(keyword.name, 0), "covers"),
                                card=keyword.name,
                                field="covers",
                            )
                        )
            keywords.extend(found_k)
        if "codices" in doc.content:
            found_c, problems = parse_items(doc, "codices", Codex)
            issues.extend(problems)
            raw = doc.content["codices"]
            positions = item_positions(raw)
            for codex in found_c:
                index = positions.get(codex.id, 0)
                codices[codex.id] = (codex, doc, index)
    if rules is None:
        issues.append(DataIssue(str(folder), "no 'rules' section in any file"))
    else:
        for codex, doc, index in codices.values():
            loc = ("codices", index)
            if codex.emissary not in emissaries:
                issues.append(
                    doc.issue(
                        f"unknown Emissary '{codex.emissary}'{did_you_mean(codex.emissary, emissaries)}",
                        (*loc, "emissary"),
                        card=codex.id,
                        field="emissary",
                    )
                )
            total = 0
            for card_id, count in codex.cards.items():
                total += count
                if card_id not in cards:
                    issues.append(
                        doc.issue(
                            f"unknown card '{card_id}'{did_you_mean(card_id, cards)}",
                            (*loc, "cards", card_id),
                            card=codex.id,
                            field="cards",
                        )
                    )
                if not 1 <= count <= rules.max_copies:
                    issues.append(
                        doc.issue(
                            f"{count} copies of '{card_id}' (1 to {rules.max_copies})",
                            (*loc, "cards", card_id),
                            card=codex.id,
                            field="cards",
                        )
                    )
            if total != rules.codex_size:
                issues.append(
                    doc.issue(
                        f"a Codex holds exactly {rules.codex_size} cards, not {total}",
                        (*loc, "cards"),
                        card=codex.id,
                        field="cards",
                    )
                )
        if not codices:
            issues.append(DataIssue(str(folder), "no Codex defined"))
    if issues:
        raise DataError(issues)
    assert rules is not None
    return Catalog(rules, cards, emissaries, {cid: c for cid, (c, _, _) in codices.items()}, tuple(keywords))


CATALOGS: CatalogCache[Catalog] = CatalogCache(FOLDER, load_folder)
"""The Lux Aeterna catalog of each data folder (the engine's cache)."""

load_catalog = CATALOGS.load
"""The catalog of a folder (default: the data folder), cached until a file changes."""


def validate_data(folder: Path) -> list[DataIssue]:
    """Every issue in ``folder`` (empty when valid): what ``cardtable validate`` reports."""
    try:
        load_folder(folder)
    except DataError as error:
        return list(error.issues)
    return []


def ability_of(catalog: Catalog, source_abilities: list[Ability], index: int) -> Ability:
    return source_abilities[index]


__all__ = ["Catalog", "CardDef", "load_catalog", "validate_data", "parse_cost", "TriggerDef"]
