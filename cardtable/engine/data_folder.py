"""Reading a game's data folder, written once for the card-battle games: every data file in turn,
its top-level keys checked (with a "did you mean"), its lists validated by the game's models, an
id defined in two files reported with both, and every item kept with the file and place it came
from, so the game's cross-checks can name file, line, card and field.

A game subclasses :class:`FolderReader`, names its ``top_keys`` and says in :meth:`~FolderReader.read`
which lists and sections of a file it takes (:meth:`~FolderReader.by_id`,
:meth:`~FolderReader.listed`, :meth:`~FolderReader.section`). The checks every deck list and
token reference share are here too (:meth:`~FolderReader.check_deck`,
:meth:`~FolderReader.token_problem`); the rest of what a game checks across files and compiles
is its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

from cardtable.engine.catalogs import unknown
from cardtable.engine.data import (
    DataError,
    DataIssue,
    DeckModel,
    SourceDoc,
    item_positions,
    iter_data_files,
    load_document,
    parse_items,
    validation_issues,
)

M = TypeVar("M", bound=BaseModel)

Item = TypeVar("Item")
Found = tuple[Item, SourceDoc, tuple[Any, ...]]
"""An item read from a data file, the file, and the item's place in it (``("cards", 3)``)."""


class Printed(Protocol):
    """What the shared checks read of a card model: its id and whether it is a token."""

    @property
    def id(self) -> str: ...

    @property
    def token(self) -> bool: ...


P = TypeVar("P", bound=Printed)


class FolderReader:
    """Collects the items and the issues of one data folder (see the module's docstring)."""

    top_keys: tuple[str, ...] = ()
    """The top-level keys a data file of the game may hold."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.issues: list[DataIssue] = []
        self.broken: set[str] = set()
        """Ids of items that failed validation (already reported; not "unknown" elsewhere)."""

    def read_folder(self, no_files: str) -> bool:
        """Read every data file of the folder, :meth:`read` taking what it wants of each; False,
        with ``no_files`` reported, when the folder holds no data file."""
        files = list(iter_data_files(self.folder))
        if not files:
            self.issues.append(DataIssue(str(self.folder), no_files))
            return False
        for path in files:
            try:
                doc = load_document(path)
            except DataError as error:
                self.issues.extend(error.issues)
                continue
            if not isinstance(doc.content, dict):
                self.issues.append(doc.issue(f"expected a mapping with some of: {', '.join(self.top_keys)}"))
                continue
            for key in doc.content:
                if key not in self.top_keys:
                    self.issues.append(doc.issue(unknown("top-level key", str(key), self.top_keys), (key,)))
            self.read(doc)
        return True

    def read(self, doc: SourceDoc) -> None:
        """Take the game's lists and sections from one data file (a mapping)."""
        raise NotImplementedError

    def by_id(
        self, doc: SourceDoc, key: str, model: type[M], into: dict[str, Found[M]], id_field: str = "id"
    ) -> None:
        """The items of ``doc``'s ``key`` list (if it has one) into ``into`` by id; an id already
        read from another file is reported with that file's name, an item that fails validation
        is reported and its id remembered in :attr:`broken`."""
        if key not in doc.content:
            return
        items, issues = parse_items(doc, key, model, id_field=id_field)
        self.issues.extend(issues)
        raw = doc.content[key]
        positions = item_positions(raw, id_field)
        valid = {getattr(item, id_field) for item in items}
        self.broken.update(
            str(entry[id_field])
            for entry in (raw if isinstance(raw, list) else ())  # 'cards: 0' is reported, not iterated
            if isinstance(entry, dict)
            and isinstance(entry.get(id_field), str)
            and entry[id_field] not in valid
        )
        for item in items:
            item_id = getattr(item, id_field)
            index = positions.get(item_id, 0)
            if item_id in into:
                first = into[item_id][1]
                self.issues.append(
                    doc.issue(f"duplicate id (also in {first.name})", (key, index), item_id, id_field)
                )
                continue
            into[item_id] = (item, doc, (key, index))

    def listed(
        self, doc: SourceDoc, key: str, model: type[M], into: list[Found[M]], id_field: str = "id"
    ) -> None:
        """The items of ``doc``'s ``key`` list (if it has one) appended to ``into`` in order."""
        if key not in doc.content:
            return
        items, issues = parse_items(doc, key, model, id_field=id_field)
        self.issues.extend(issues)
        positions = item_positions(doc.content[key], id_field)
        into.extend((item, doc, (key, positions.get(getattr(item, id_field), 0))) for item in items)

    def section(self, doc: SourceDoc, key: str, model: type[M]) -> M | None:
        """``doc``'s ``key`` section validated by ``model``; ``None`` when the file has none or it
        is invalid (reported)."""
        if key not in doc.content:
            return None
        try:
            return model.model_validate(doc.content[key])
        except ValidationError as error:
            self.issues.extend(validation_issues(error, doc, (key,)))
            return None

    def report(self, found: Found[Any], reason: str, *sub: Any, field: str | None = None) -> None:
        """Report ``reason`` about an item read (at ``sub`` inside it), naming the item's id."""
        item, doc, loc = found
        self.issues.append(doc.issue(reason, (*loc, *sub), getattr(item, "id", None), field))

    def require(self, **lists: object) -> None:
        """Report each named list that no file defined (``decks=self.decks``), when nothing else
        is wrong: a match cannot start without it."""
        if self.issues:
            return
        for key, found in lists.items():
            if not found:
                self.issues.append(
                    DataIssue(
                        str(self.folder), f"no {key} defined (a '{key}' list is required, e.g. in {key}.yaml)"
                    )
                )

    def token_problem(self, card_id: str, cards: Mapping[str, Found[P]]) -> str | None:
        """What is wrong with naming ``card_id`` as a token card (unknown, with a "did you mean";
        not a token), ``None`` when nothing is or the card already failed validation."""
        found = cards.get(card_id)
        if found is None:
            return None if card_id in self.broken else unknown("token card", card_id, cards)
        return None if found[0].token else f"'{card_id}' is not a token card"

    def check_deck(
        self,
        deck: Found[DeckModel],
        cards: Mapping[str, Found[P]],
        *,
        max_copies: int,
        size: int,
        size_note: str = "",
        capped: Callable[[P], bool] = lambda card: True,
    ) -> list[tuple[int, P]]:
        """The checks every deck list shares: a card listed twice, an unknown card, a token, more
        than ``max_copies`` of a card ``capped`` says the cap applies to, a total other than
        ``size`` (``size_note`` ends that message). Gives (index, card) of each entry naming a
        known card, for the game's own checks."""
        total = 0
        seen: set[str] = set()
        known: list[tuple[int, P]] = []
        for index, entry in enumerate(deck[0].cards):
            where = ("cards", index)
            if entry.card in seen:
                self.report(
                    deck, f"'{entry.card}' is listed twice; give one entry a count", *where, field="cards"
                )
            seen.add(entry.card)
            total += entry.count
            found = cards.get(entry.card)
            if found is None:
                if entry.card not in self.broken:
                    self.report(deck, unknown("card", entry.card, cards), *where, field="cards")
                continue
            card = found[0]
            if card.token:
                self.report(deck, f"'{card.id}' is a token and cannot be in a deck", *where, field="cards")
            if entry.count > max_copies and capped(card):
                self.report(
                    deck, f"{entry.count} copies of '{card.id}'; at most {max_copies}", *where, field="cards"
                )
            known.append((index, card))
        if total != size:
            problem = f"the deck has {total} cards; it needs exactly {size}{size_note}"
            self.report(deck, problem, "cards", field="cards")
        return known
