"""Loading and validating the Luminous data folder: cards, Favored, keywords, decks, rules.

Every YAML file may hold any of the top-level keys in :data:`TOP_KEYS`. Problems are collected as
:class:`DataIssue` values naming file, line, card, field and reason; ``load_catalog`` raises one
:class:`DataError` listing them all. The catalog of each folder is kept by the engine's cache (``CATALOGS``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, get_args

from cardtable.engine.catalogs import CatalogCache, compiled, unknown
from cardtable.engine.data import DataIssue, SourceDoc
from cardtable.engine.data_folder import FolderReader, Found
from cardtable.games.luminous.cards import (
    FAVORED_SELECTORS,
    OPS,
    RELIC_SELECTORS,
    TRIGGER_SUBJECT,
    Card,
    Deck,
    Favored,
    KeywordText,
    Rules,
    Selector,
    Trigger,
)
from cardtable.games.luminous.compiled import Catalog, compile_card, compile_favored

FOLDER = "luminous"
TOP_KEYS = ("cards", "favored", "keywords", "decks", "rules")
UNIT_CHOICES = {"unit", "enemy_unit", "my_unit"}
RELIC_CHOICES = {"relic", "enemy_relic", "my_relic"}
UNIT_ONLY_OPS = {"buff", "grant", "ready", "expend", "return"}
RELIC_ONLY_OPS = {"bolster", "wear"}

Where = tuple[SourceDoc, tuple[Any, ...]]


def op_problems() -> list[str]:
    """The op and selector names the data may use (the step models' literals) against the
    effects' registries: a name with no handler, or a handler for no name the data can use; and
    every trigger ``when`` against the event patterns (:func:`triggers.problems`)."""
    from cardtable.games.luminous import effects, triggers

    names = effects.OPS.check_names(OPS) + effects.SELECTORS.check_names(get_args(Selector))
    return names + triggers.problems()


class _Loader(FolderReader):
    """Collects models and issues from one folder, then checks them against each other."""

    top_keys = TOP_KEYS

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.cards: dict[str, Found[Card]] = {}
        self.favored: dict[str, Found[Favored]] = {}
        self.keywords: dict[str, Found[KeywordText]] = {}
        self.decks: list[Found[Deck]] = []
        self.rules: Rules | None = None
        self.rules_where: Where | None = None

    def load(self) -> None:
        if not self.read_folder("no data files (cards, favored, keywords, decks, rules)"):
            return
        if self.rules is None and not self.issues:
            self.issues.append(
                DataIssue(str(self.folder), "no 'rules' (colours, factions and box counts are required)")
            )
        self.issues.extend(DataIssue(str(self.folder), problem) for problem in op_problems())

    def read(self, doc: SourceDoc) -> None:
        self.by_id(doc, "cards", Card, self.cards)
        self.by_id(doc, "favored", Favored, self.favored)
        self.by_id(doc, "keywords", KeywordText, self.keywords)
        self.listed(doc, "decks", Deck, self.decks)
        rules = self.section(doc, "rules", Rules)
        if rules is not None:
            self.rules, self.rules_where = rules, (doc, ("rules",))

    # ----- cross checks ---------------------------------------------------------------------

    def _colours(self) -> set[str]:
        return {c.id for c in self.rules.colours} if self.rules else set()

    def _factions(self) -> set[str]:
        return {f.id for f in self.rules.factions} if self.rules else set()

    def check_cards(self) -> None:
        colours, factions = self._colours(), self._factions()
        for found in self.cards.values():
            card = found[0]

            def report(reason: str, field: str, *sub: Any, _found: Found[Card] = found) -> None:
                self.report(_found, reason, *sub, field=field)

            if card.faction not in factions:
                report(unknown("faction", card.faction, factions), "faction", "faction")
            if card.check is not None and card.check not in colours:
                report(unknown("orb colour", card.check, colours), "check", "check")
            for index, ability in enumerate(card.abilities):
                if ability.check is not None and ability.check not in colours:
                    report(
                        unknown("orb colour", ability.check, colours),
                        "abilities.check",
                        "abilities",
                        index,
                    )
            self._check_card_steps(card, report)

    def _check_card_steps(self, card: Card, report: Any) -> None:
        uses_chosen = False
        for step in card.steps:
            uses_chosen |= self._check_step(step, card.choose, card.type, None, report, "steps")
        for index, trigger in enumerate(card.triggers):
            choice = card.choose if trigger.when == "arrive" else None
            for step in trigger.steps:
                uses_chosen |= self._check_step(step, choice, card.type, trigger, report, f"triggers.{index}")
        for index, ability in enumerate(card.abilities):
            used = False
            for step in ability.steps:
                used |= self._check_step(step, ability.choose, card.type, None, report, f"abilities.{index}")
            if ability.choose is not None and not used:
                report("the ability chooses a target but no step uses 'chosen'", f"abilities.{index}.choose")
        if card.choose is not None and not uses_chosen:
            report("'choose' is set but no step or Arrive trigger uses 'chosen'", "choose", "choose")

    def _check_step(
        self, step: Any, choice: str | None, card_type: str, trigger: Trigger | None, report: Any, field: str
    ) -> bool:
        target = getattr(step, "target", None)
        if target == "chosen" and choice is None:
            where = "an Arrive trigger, a spell or an ability with 'choose'"
            report(f"'{step.op}' targets 'chosen' but only {where} has a chosen target", field)
        if target == "this" and card_type == "spell":
            report(f"'{step.op}' targets 'this' but a spell is not in play", field)
        if target == "it" and (trigger is None or trigger.when not in TRIGGER_SUBJECT):
            report(f"'{step.op}' targets 'it', which only {', '.join(TRIGGER_SUBJECT)} triggers have", field)
        if step.op in UNIT_ONLY_OPS and (
            target in FAVORED_SELECTORS
            or target in RELIC_SELECTORS
            or (target == "chosen" and choice in RELIC_CHOICES)
        ):
            report(f"'{step.op}' works on units, not '{target}'", field)
        if step.op in RELIC_ONLY_OPS and (
            target in FAVORED_SELECTORS
            or (target == "chosen" and choice in UNIT_CHOICES)
            or (target == "this" and card_type == "unit")
        ):
            report(f"'{step.op}' works on relics, not '{target}'", field)
        if step.op == "token" and (problem := self.token_problem(step.card, self.cards)):
            report(problem, field)
        return target == "chosen"

    def check_favored(self) -> None:
        factions = self._factions()
        for found in self.favored.values():
            favored = found[0]
            if favored.faction not in factions or favored.faction == "neutral":
                problem = unknown("faction", favored.faction, factions - {"neutral"})
                self.report(found, problem, "faction", field="faction")
            for index, trigger in enumerate(favored.triggers):
                for step in trigger.steps:
                    if getattr(step, "target", None) in ("chosen", "this"):
                        problem = "a Favored's ability has no chosen target and no 'this'"
                        self.report(found, problem, "triggers", index, field=f"triggers.{index}")

    def check_box(self) -> None:
        if self.rules is None or self.rules_where is None:
            return
        doc, loc = self.rules_where
        for token, count in self.rules.box.tokens.items():
            problem = self.token_problem(token, self.cards)
            problems = [problem] if problem else []
            if count < 1:
                problems.append("a box holds at least 1 of each token")
            where = (*loc, "box", "tokens", token)
            self.issues.extend(doc.issue(problem, where, None, "box.tokens") for problem in problems)
        for found_card in self.cards.values():
            if found_card[0].token and found_card[0].id not in self.rules.box.tokens:
                self.report(found_card, "a token needs a count in rules.box.tokens", field="token")

    def check_decks(self) -> None:
        rules = self.rules
        if rules is None:
            return
        for found in self.decks:
            deck = found[0]
            favored = self.favored.get(deck.favored)
            if favored is None and deck.favored not in self.broken:
                self.report(found, unknown("Favored", deck.favored, self.favored), "favored", field="favored")
            faction = favored[0].faction if favored else None
            known = self.check_deck(
                found,
                self.cards,
                max_copies=rules.max_copies,
                size=rules.deck_size,
                size_note=" (plus the Favored)",
                capped=lambda card: not card.unique,
            )
            uniques = 0
            for index, card in known:
                count = deck.cards[index].count
                if card.unique:
                    uniques += 1
                    if count > 1:
                        self.report(
                            found,
                            f"'{card.id}' is unique: one copy only, not {count}",
                            "cards",
                            index,
                            field="cards",
                        )
                if faction is not None and card.faction not in ("neutral", faction):
                    wrong = f"'{card.id}' is a {card.faction} card; a {faction} deck plays {faction} and neutral cards"
                    self.report(found, wrong, "cards", index, field="cards")
            if uniques > rules.max_uniques:
                too_many = f"{uniques} unique cards; a deck may hold at most {rules.max_uniques}"
                self.report(found, too_many, "cards", field="cards")

    def compile(self) -> Catalog:
        assert self.rules is not None
        cards = {cid: compile_card(card) for cid, (card, _, _) in self.cards.items()}
        favored = {fid: compile_favored(f) for fid, (f, _, _) in self.favored.items()}
        decks = {deck.id: deck for deck, _, _ in self.decks}
        keywords = {kid: keyword for kid, (keyword, _, _) in self.keywords.items()}
        return Catalog(cards, favored, keywords, decks, self.rules, self.folder)


def _scan(folder: Path) -> _Loader:
    loader = _Loader(folder)
    loader.load()
    loader.check_cards()
    loader.check_favored()
    loader.check_box()
    loader.check_decks()
    loader.require(decks=loader.decks)  # a match starts from a deck
    return loader


CATALOGS: CatalogCache[Catalog] = CatalogCache(FOLDER, compiled(_scan))
"""The Luminous catalog of each data folder (the engine's cache)."""

load_catalog = CATALOGS.load
"""The validated catalog of a folder (default: the data folder), cached; raises DataError."""
validate_data = CATALOGS.validate
"""Every problem in a Luminous data folder (empty: the folder is valid)."""
default_folder = CATALOGS.default_folder
