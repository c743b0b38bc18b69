"""The decks a player built: ``decks/<game>/<id>.yaml`` in the user data folder, each file in the
format of the game's own deck file (``data/<game>/decks.yaml``: one entry under ``decks``, or
``codices`` for Lux Aeterna), written atomically. A file that cannot be read is reported with its
name and reason, never opened as a deck and never deleted."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import yaml

from cardtable.engine.decklists import DeckList, DeckListError, DeckRules, plural, slug
from cardtable.engine.errors import SetupError
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.paths import user_dir

MAX_DECK_FILE_BYTES = 256 * 1024
"""A deck file larger than this is not read (a deck of a few dozen lines is a few kilobytes)."""


def decks_dir(game: str) -> Path:
    """The folder of one game's decks (not created here)."""
    return user_dir() / "decks" / game


@dataclasses.dataclass(frozen=True, slots=True)
class DeckScan:
    """The decks found, and a sentence for each file that could not be read."""

    decks: list[DeckList]
    problems: list[str]


class DeckStore:
    """One game's saved decks."""

    def __init__(self, rules: DeckRules) -> None:
        self.rules = rules
        self.folder = decks_dir(rules.game)

    def path(self, deck_id: str) -> Path:
        return self.folder / f"{slug(deck_id)}.yaml"

    def scan(self) -> DeckScan:
        """Every deck in the folder, by name; unreadable files reported, not opened again."""
        decks: list[DeckList] = []
        problems: list[str] = []
        try:
            files = sorted(self.folder.glob("*.yaml")) if self.folder.is_dir() else []
        except OSError as error:
            return DeckScan([], [f"{self.folder}: cannot be read ({error.strerror or error})"])
        for path in files:
            try:
                decks.append(self._read(path))
            except DeckListError as error:
                problems.append(f"{path.name}: {error}")
        return DeckScan(sorted(decks, key=lambda deck: deck.name.casefold()), problems)

    def load(self, deck_id: str) -> DeckList:
        """The deck saved as ``deck_id`` (raises DeckListError if there is none or it is damaged)."""
        path = self.path(deck_id)
        if not path.exists():
            raise DeckListError(
                f"no saved {self.rules.game_name} {self.rules.deck_word} is called '{deck_id}'"
            )
        return self._read(path)

    def save(self, deck: DeckList) -> Path:
        """Write ``deck`` (a draft that breaks rules may be saved too); returns its file."""
        data = {self.rules.data_key: [self.rules.to_data(dataclasses.replace(deck, id=slug(deck.id)))]}
        path = self.path(deck.id)
        atomic_write_text(path, yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
        return path

    def delete(self, deck_id: str) -> None:
        """Remove the saved deck ``deck_id`` (nothing happens if there is none)."""
        self.path(deck_id).unlink(missing_ok=True)

    def exists(self, deck_id: str) -> bool:
        return self.path(deck_id).is_file()

    def keep_imported(self, deck: DeckList) -> tuple[DeckList, Path]:
        """Save a deck read from text under a new id of its own (a deck of the same name is kept:
        the import gets ``-2``...); returns the deck as saved and its file."""
        kept = dataclasses.replace(deck, id=unique_id(self, deck.name))
        return kept, self.save(kept)

    def write_export(self, deck: DeckList, text: str) -> Path:
        """Write a deck's plain text beside its file (``<id>.txt``), atomically; returns the path."""
        path = self.folder / f"{slug(deck.id)}.txt"
        atomic_write_text(path, text)
        return path

    def _read(self, path: Path) -> DeckList:
        try:
            if not path.is_file():
                raise DeckListError("not a regular file")
            if path.stat().st_size > MAX_DECK_FILE_BYTES:
                raise DeckListError(f"larger than {MAX_DECK_FILE_BYTES // 1024} KiB: not a deck")
            data = yaml.safe_load(path.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
            raise DeckListError(f"cannot be read ({error.__class__.__name__})") from None
        entries = data.get(self.rules.data_key) if isinstance(data, dict) else None
        if not isinstance(entries, list) or len(entries) != 1:
            raise DeckListError(f"expected one entry under '{self.rules.data_key}:'")
        deck = self.rules.from_data(entries[0])
        return dataclasses.replace(deck, id=path.stem)


def unique_id(store: DeckStore, name: str) -> str:
    """A file id for a new deck called ``name`` that no saved deck, starter deck or leader has."""
    base = slug(name)
    taken = {deck.id for deck in store.rules.starters()} | {leader for leader, _name in store.rules.leaders()}
    candidate, number = base, 2
    while store.exists(candidate) or candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def resolve_deck(rules: DeckRules, name: str) -> str | dict[str, Any]:
    """What ``--deck SEAT=NAME`` (or the new-match dialog) puts in a match's options: a starter's
    id, or one of the player's decks written out in full (so the match keeps the list even if
    the deck is later edited or deleted). Raises SetupError naming the decks there are, or the
    first rule a draft breaks."""
    starters = {deck.id for deck in rules.starters()}
    if name in starters:
        return name
    store = DeckStore(rules)
    if not store.exists(name):
        mine = [deck.id for deck in store.scan().decks]
        listed = ", ".join(sorted(starters)) + (f"; yours: {', '.join(mine)}" if mine else "")
        raise SetupError(
            f"unknown {rules.game_name} {rules.deck_word} '{name}'; {plural(rules.deck_word)}: {listed}"
        )
    try:
        deck = store.load(name)
    except DeckListError as error:
        raise SetupError(f"{rules.deck_word} '{name}': {error}") from None
    problems = rules.check(deck)
    if problems:
        raise SetupError(
            f"{deck.name} is a draft ({problems[0].reason}): mend it in the deck builder before playing it"
        )
    return rules.to_data(deck)
