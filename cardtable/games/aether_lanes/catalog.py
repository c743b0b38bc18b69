"""Loading and validating the Aether Lanes data folder: cards, keywords, decks and rule constants.

Every YAML file in the folder may hold any of the top-level keys ``cards``, ``keywords``,
``decks`` and ``rules``. The catalog of each folder is kept by the engine's cache
(:class:`~cardtable.engine.catalogs.CatalogCache`), built again when a data file changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from cardtable.engine.catalogs import CatalogCache, compiled, unknown
from cardtable.engine.data import DataIssue, SourceDoc, display_path
from cardtable.engine.data_folder import FolderReader, Found
from cardtable.games.aether_lanes import hooks
from cardtable.games.aether_lanes.cards import UNIT_OPS, Card, Choose, Deck, Fixed, Keyword, Rules, Wager
from cardtable.games.aether_lanes.elements import LANES
from cardtable.games.aether_lanes.frozen import freeze
from cardtable.games.aether_lanes.keywords import (
    COST,
    EVERY_UNIT,
    ON_DESTROY,
    ON_MANEUVER,
    SHOWN_BY_OP,
    UNIT_ONLY,
    at,
)
from cardtable.games.aether_lanes.keywords import mask as keyword_mask
from cardtable.games.aether_lanes.keywords import value as keyword_value

FOLDER = "aether_lanes"
TOP_KEYS = ("cards", "keywords", "decks", "rules")

IMPLIED_BY_OP = SHOWN_BY_OP
"""Effect ops whose keyword a card shows even when it does not list it (from the keyword registry)."""


SLOTS = ("on_play", "on_destroy", "start_of_turn", "end_of_turn", "on_maneuver", "each_turn")


@dataclasses.dataclass(frozen=True, slots=True)
class CardDef:
    """A validated card, compiled for the engine: keywords parsed into ``kw`` (id -> parameter);
    ``sigil``, ``aura``, ``decree`` and the effect steps are frozen records with the fields of
    their card-data models (see :mod:`frozen`)."""

    id: str
    name: str
    element: str
    type: str
    cost: int
    text: str
    attack: int
    defense: int
    health: int
    kw: dict[str, Any]
    token: bool
    family: str
    on_play: tuple[Any, ...]
    on_destroy: tuple[Any, ...]
    start_of_turn: tuple[Any, ...]
    end_of_turn: tuple[Any, ...]
    on_maneuver: tuple[Any, ...]
    each_turn: tuple[Any, ...]
    sigil: Any
    aura: Any
    decree: Any
    choose: str | None
    shown_keywords: tuple[str, ...]
    gated: bool
    """Spells and Events need a Summon of their element on the field."""
    tithe: int
    """The most of its cost that may be paid in Soul (0: no Tithe)."""
    sigil_stats: tuple[int, int, int]
    """What a bound Sigil adds: (Attack, Defense, Health); zeros for every other card."""
    hooks: int = dataclasses.field(init=False, repr=False, compare=False)
    """The hooks its own keywords act at, as bits (``keywords.mask(kw)``; kept in step with ``kw``)."""
    pick: tuple[str, int, int, int] = dataclasses.field(init=False, repr=False, compare=False)
    """What the random sampler reads of a hand card, in one tuple: (id, cost, Tithe, place), where
    ``place`` is 0 for a Summon (a lane is its place), 1 for an Event or an untargeted Spell (it
    needs no place), 2 for the rest (a target or a unit to bind to), plus :data:`GATED_PICK` when
    the element gate applies (``legal.random_fields``)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "hooks", keyword_mask(self.kw))
        kind = self.type
        place = (
            0
            if kind == "summon"
            else 1
            if kind == "event" or (kind == "spell" and self.choose is None)
            else 2
        )
        if place and self.gated:
            place |= GATED_PICK
        object.__setattr__(self, "pick", (self.id, self.cost, self.tithe, place))


GATED_PICK = 4
"""The bit of ``CardDef.pick``'s place that says the element gate applies."""


@dataclasses.dataclass(frozen=True, slots=True)
class Catalog:
    """Everything the engine reads from the data folder."""

    cards: dict[str, CardDef]
    keywords: dict[str, Keyword]
    decks: dict[str, Deck]
    rules: Any
    """The rule constants: the fields of :class:`~cards.Rules`, as a frozen record."""
    folder: Path
    deck_cards: dict[str, tuple[str, ...]] = dataclasses.field(init=False)
    """Each deck's card ids, in file order (see :meth:`deck_list`)."""

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "deck_cards", {deck_id: deck.copies() for deck_id, deck in self.decks.items()}
        )

    def deck_list(self, deck_id: str) -> list[str]:
        """The 30 card ids of a deck, in file order."""
        return list(self.deck_cards[deck_id])


def parse_keyword(text: str) -> tuple[str, str | None]:
    """``"crest aggressive"`` -> ``("crest", "aggressive")``; ``"pierce"`` -> ``("pierce", None)``."""
    name, _, arg = text.strip().partition(" ")
    return name, (arg.strip() or None)


def iter_steps(steps: Iterable[Any]) -> Iterator[Any]:
    """Every step, descending into Wager bands."""
    for step in steps:
        yield step
        if isinstance(step, Wager):
            yield from iter_steps(step.low)
            yield from iter_steps(step.middle)
            yield from iter_steps(step.high)


def card_steps(card: Card) -> Iterator[tuple[str, Any]]:
    for slot in SLOTS:
        for step in iter_steps(getattr(card, slot)):
            yield slot, step


class _Loader(FolderReader):
    """Collects models and issues from one folder."""

    top_keys = TOP_KEYS

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.cards: dict[str, Found[Card]] = {}
        self.keywords: dict[str, Found[Keyword]] = {}
        self.decks: list[Found[Deck]] = []
        self.rules: Rules | None = None

    def load(self) -> None:
        self.read_folder("no data files (cards, keywords, decks, rules)")
        if self.rules is None:
            self.rules = Rules()

    def read(self, doc: SourceDoc) -> None:
        self.by_id(doc, "cards", Card, self.cards)
        self.by_id(doc, "keywords", Keyword, self.keywords)
        self.listed(doc, "decks", Deck, self.decks)
        rules = self.section(doc, "rules", Rules)
        if rules is not None:
            self.rules = rules

    # ----- cross-file checks -------------------------------------------------------------

    def check_cards(self) -> None:
        for card, doc, loc in self.cards.values():
            self._check_keywords(card, doc, loc)
            self._check_steps(card, doc, loc)

    def _check_keywords(self, card: Card, doc: SourceDoc, loc: tuple[Any, ...]) -> None:
        names = set()
        lists = [("keywords", card.keywords)]
        if card.sigil is not None:
            lists.append(("sigil.keywords", card.sigil.keywords))
        for field, entries in lists:
            for index, text in enumerate(entries):
                name, arg = parse_keyword(text)
                where = (*loc, *field.split("."), index)
                found = self.keywords.get(name)
                if found is None:
                    self.issues.append(
                        doc.issue(unknown("keyword", name, self.keywords), where, card.id, field)
                    )
                    continue
                problem = _param_problem(found[0], arg)
                if problem:
                    self.issues.append(doc.issue(problem, where, card.id, field))
                if field == "keywords":
                    names.add(name)
                    if name in at(COST) and arg and arg.isdigit() and int(arg) > card.cost:
                        self.issues.append(
                            doc.issue(f"Tithe {arg} is more than the cost {card.cost}", where, card.id, field)
                        )
        for slot, hook in (("on_destroy", ON_DESTROY), ("on_maneuver", ON_MANEUVER)):
            if bool(getattr(card, slot)) != bool(names & at(hook)):
                named = " or ".join(f"'{k}'" for k in sorted(at(hook)))
                self.issues.append(
                    doc.issue(f"'{slot}' steps and the {named} keyword go together", loc, card.id, "keywords")
                )
        if card.type != "summon" and names & UNIT_ONLY:
            bad = sorted(names & UNIT_ONLY)[0]
            self.issues.append(
                doc.issue(f"the keyword '{bad}' belongs on a Summon", loc, card.id, "keywords")
            )

    def _check_steps(self, card: Card, doc: SourceDoc, loc: tuple[Any, ...]) -> None:
        chosen: set[str] = set()
        for slot, step in card_steps(card):
            target = getattr(step, "target", None)
            if step.op in UNIT_OPS and isinstance(target, Fixed) and target.fixed in ("me", "foe"):
                self.issues.append(
                    doc.issue(
                        f"'{step.op}' works on units; the target '{target.fixed}' is a player",
                        (*loc, slot),
                        card.id,
                        slot,
                    )
                )
            if step.op in UNIT_OPS and isinstance(target, Choose) and target.choose == "any_player":
                self.issues.append(
                    doc.issue(
                        f"'{step.op}' works on units; a player cannot be its target",
                        (*loc, slot),
                        card.id,
                        slot,
                    )
                )
            if isinstance(target, Choose):
                if slot != "on_play":
                    self.issues.append(
                        doc.issue(
                            f"a chosen target is only possible in on_play, not {slot}",
                            (*loc, slot),
                            card.id,
                            slot,
                        )
                    )
                chosen.add(target.choose)
            if step.op == "token":
                problem = self.token_problem(step.card, self.cards)
                if problem:
                    self.issues.append(doc.issue(problem, (*loc, slot), card.id, slot))
            elif step.op == "grant" and parse_keyword(step.keyword)[0] not in self.keywords:
                self.issues.append(
                    doc.issue(unknown("keyword", step.keyword, self.keywords), (*loc, slot), card.id, slot)
                )
            elif step.op == "hook" and step.name not in hooks.HOOKS:
                self.issues.append(
                    doc.issue(unknown("hook", step.name, hooks.HOOKS), (*loc, slot), card.id, slot)
                )
        if len(chosen) > 1:
            self.issues.append(
                doc.issue(
                    f"a card asks for one chosen target only, found {sorted(chosen)}", loc, card.id, "on_play"
                )
            )

    def check_decks(self, rules: Rules) -> None:
        for found in self.decks:
            known = self.check_deck(found, self.cards, max_copies=rules.max_copies, size=rules.deck_size)
            elements_with_summons = {card.element for _, card in known if card.type == "summon"}
            for index, card in known:
                if card.type == "summon" or card.element in elements_with_summons:
                    continue
                if card.type == "sigil" and card.aura is not None:
                    continue
                element = card.element.capitalize()
                needs = "bind it to" if card.type == "sigil" else "unlock it"
                problem = f"{card.type.capitalize()} '{card.id}' is {element} but the deck has no {element} Summon to {needs}"
                self.report(found, problem, "cards", index, field="cards")

    def compile(self) -> Catalog:
        assert self.rules is not None
        compiled = {card_id: compile_card(card) for card_id, (card, _, _) in self.cards.items()}
        decks = {deck.id: deck for deck, _, _ in self.decks}
        keywords = {kid: keyword for kid, (keyword, _, _) in self.keywords.items()}
        return Catalog(compiled, keywords, decks, freeze(self.rules), self.folder)


def _param_problem(keyword: Keyword, arg: str | None) -> str | None:
    if keyword.param == "none":
        return f"'{keyword.id}' takes no value" if arg else None
    if keyword.param == "number":
        if arg is None or not arg.isdigit() or not 1 <= int(arg) <= 10:
            return f"'{keyword.id}' needs a number from 1 to 10, like '{keyword.id} 2'"
        return None
    if arg not in LANES:
        return f"'{keyword.id}' needs a lane ({', '.join(LANES)}), like '{keyword.id} aggressive'"
    return None


def compile_card(card: Card) -> CardDef:
    kw: dict[str, Any] = {}
    for text in card.keywords:
        name, arg = parse_keyword(text)
        kw[name] = int(arg) if arg is not None and arg.isdigit() else arg
    chosen = None
    shown = [k for k in dict.fromkeys(parse_keyword(k)[0] for k in card.keywords) if k not in EVERY_UNIT]
    for _slot, step in card_steps(card):
        target = getattr(step, "target", None)
        if isinstance(target, Choose):
            chosen = target.choose
        implied = IMPLIED_BY_OP.get(step.op)
        if implied and implied not in shown:
            shown.append(implied)
    if card.sigil is not None:
        shown.extend(parse_keyword(k)[0] for k in card.sigil.keywords if parse_keyword(k)[0] not in shown)
    tithe = keyword_value(kw, COST)
    buff = card.sigil
    return CardDef(
        id=card.id,
        name=card.name,
        element=card.element,
        type=card.type,
        cost=card.cost,
        text=card.text,
        attack=card.attack or 0,
        defense=card.defense or 0,
        health=card.health or 0,
        kw=kw,
        token=card.token,
        family=card.family,
        on_play=freeze(card.on_play),
        on_destroy=freeze(card.on_destroy),
        start_of_turn=freeze(card.start_of_turn),
        end_of_turn=freeze(card.end_of_turn),
        on_maneuver=freeze(card.on_maneuver),
        each_turn=freeze(card.each_turn),
        sigil=freeze(card.sigil),
        aura=freeze(card.aura),
        decree=freeze(card.decree),
        choose=chosen,
        shown_keywords=tuple(shown),
        gated=card.type in ("spell", "event"),
        tithe=int(tithe) if tithe else 0,
        sigil_stats=(buff.attack, buff.defense, buff.health) if buff is not None else (0, 0, 0),
    )


def _scan(folder: Path) -> _Loader:
    loader = _Loader(folder)
    if not folder.is_dir():
        loader.issues.append(DataIssue(display_path(folder), "the Aether Lanes data folder is missing"))
        loader.rules = Rules()
        return loader
    loader.load()
    if loader.rules is None:  # no data files at all
        loader.rules = Rules()
    loader.require(cards=loader.cards, keywords=loader.keywords, decks=loader.decks)
    loader.check_cards()
    assert loader.rules is not None
    loader.check_decks(loader.rules)
    return loader


CATALOGS: CatalogCache[Catalog] = CatalogCache(FOLDER, compiled(_scan))
"""The Aether Lanes catalog of each data folder (the engine's cache)."""

load_catalog = CATALOGS.load
"""The validated catalog of a folder (default: the data folder), cached; raises DataError."""
validate_data = CATALOGS.validate
"""Every problem in an Aether Lanes data folder (empty list: the folder is valid)."""
default_folder = CATALOGS.default_folder
clear_cache = CATALOGS.clear
