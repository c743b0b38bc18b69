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

from cardtable.engine.catalogs import CatalogCache, compiled, did_you_mean, unknown
from cardtable.engine.data import DataIssue, SourceDoc
from cardtable.engine.data_folder import FolderReader, Found
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


class _Loader(FolderReader):
    """Collects the models and issues of one folder, then checks the Codices against the rest."""

    top_keys = TOP_KEYS

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.cards: dict[str, Found[Card]] = {}
        self.emissaries: dict[str, Found[Emissary]] = {}
        self.codices: dict[str, Found[Codex]] = {}
        self.keywords: dict[str, Found[KeywordDef]] = {}
        self.rules: Rules | None = None

    def read(self, doc: SourceDoc) -> None:
        self.by_id(doc, "cards", Card, self.cards)
        self.by_id(doc, "emissaries", Emissary, self.emissaries)
        self.by_id(doc, "keywords", KeywordDef, self.keywords, id_field="name")
        self.by_id(doc, "codices", Codex, self.codices)
        rules = self.section(doc, "rules", Rules)
        if rules is not None:
            self.rules = rules

    def check_cards(self) -> None:
        for card, doc, (_, index) in self.cards.values():
            _check_card(doc, index, card, self.issues)

    def check_keywords(self) -> None:
        for keyword, doc, loc in self.keywords.values():
            for term in keyword.covers:
                if term not in COVERABLE:
                    self.issues.append(
                        doc.issue(
                            f"'{term}' is neither an effect op nor a trigger event{did_you_mean(term, COVERABLE)}",
                            (*loc, "covers"),
                            card=keyword.name,
                            field="covers",
                        )
                    )

    def check_codices(self, rules: Rules) -> None:
        for found in self.codices.values():
            codex = found[0]
            if codex.emissary not in self.emissaries:
                unknown_emissary = unknown("Emissary", codex.emissary, self.emissaries)
                self.report(found, unknown_emissary, "emissary", field="emissary")
            total = 0
            for card_id, count in codex.cards.items():
                total += count
                if card_id not in self.cards:
                    self.report(found, unknown("card", card_id, self.cards), "cards", card_id, field="cards")
                if not 1 <= count <= rules.max_copies:
                    copies = f"{count} copies of '{card_id}' (1 to {rules.max_copies})"
                    self.report(found, copies, "cards", card_id, field="cards")
            if total != rules.codex_size:
                size = f"a Codex holds exactly {rules.codex_size} cards, not {total}"
                self.report(found, size, "cards", field="cards")
        if not self.codices:
            self.issues.append(DataIssue(str(self.folder), "no Codex defined"))

    def compile(self) -> Catalog:
        assert self.rules is not None
        return Catalog(
            self.rules,
            {cid: _compile(card) for cid, (card, _, _) in self.cards.items()},
            {eid: emissary for eid, (emissary, _, _) in self.emissaries.items()},
            {cid: codex for cid, (codex, _, _) in self.codices.items()},
            tuple(keyword for keyword, _, _ in self.keywords.values()),
        )


def _scan(folder: Path) -> _Loader:
    loader = _Loader(folder)
    if not loader.read_folder("no Lux Aeterna data files here"):
        return loader
    loader.check_cards()
    loader.check_keywords()
    if loader.rules is None:
        loader.issues.append(DataIssue(str(folder), "no 'rules' section in any file"))
    else:
        loader.check_codices(loader.rules)
    return loader


CATALOGS: CatalogCache[Catalog] = CatalogCache(FOLDER, compiled(_scan))
"""The Lux Aeterna catalog of each data folder (the engine's cache)."""

load_catalog = CATALOGS.load
"""The catalog of a folder (default: the data folder), cached until a file changes."""
validate_data = CATALOGS.validate
"""Every issue in ``folder`` (empty when valid): what ``cardtable validate`` reports."""


def ability_of(catalog: Catalog, source_abilities: list[Ability], index: int) -> Ability:
    return source_abilities[index]


__all__ = ["Catalog", "CardDef", "load_catalog", "validate_data", "parse_cost", "TriggerDef"]
