"""Opening matches to watch, and sharing them: ``cardtable replay ID|FILE`` and ``replay export``.

An exported record is self-contained: the game record, the card data's version (a digest of every
card, deck and rules entry of the game's data folder, each also kept by id) and the decks the
seats played, written out. A record from another machine opens when its card data matches this
one's; otherwise one line names the entries that differ.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import Any, Final

import yaml

from cardtable import __version__
from cardtable.engine.data import game_folder, iter_data_files
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import GameRecord, initial_state
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.atomic import atomic_write_text
from cardtable.persistence.files import clip
from cardtable.persistence.saves import read_json_file
from cardtable.session import parse_record

EXPORT_FORMAT: Final = "cardtable-replay"
EXPORT_VERSION: Final = 1
MAX_DIFFERENCES_NAMED: Final = 8
DECK_KEYS: Final = frozenset({"decks", "codices"})
"""Top-level keys of the data files whose entries are decks (written out in a shared record)."""


@dataclasses.dataclass(frozen=True, slots=True)
class CardData:
    """A game's card data as a shared record names it: an entry digest per id, and the whole."""

    entries: dict[str, str]
    raw_decks: dict[str, Any]

    @property
    def version(self) -> str:
        text = json.dumps(sorted(self.entries.items()))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:12]


def card_data(registry: GameRegistry, game: str) -> CardData:
    """The digests of the game's data: ``kind:id`` for each entry of a list of entries with ids
    (cards, decks, tokens...), the file name for any other file (rules, keywords)."""
    info = registry.get(game)
    entries: dict[str, str] = {}
    decks: dict[str, Any] = {}
    if not info.data_folder:
        return CardData(entries, decks)
    for path in iter_data_files(game_folder(info.data_folder)):
        try:
            loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            entries[path.name] = "unreadable"
            continue
        if not isinstance(loaded, dict):
            entries[path.name] = _digest(loaded)
            continue
        for key, value in loaded.items():
            if isinstance(value, list) and value and all(isinstance(v, dict) and "id" in v for v in value):
                for item in value:
                    entries[f"{key}:{item['id']}"] = _digest(item)
                    if key in DECK_KEYS:
                        decks[str(item["id"])] = item
            else:
                entries[f"{path.name}:{key}"] = _digest(value)
    return CardData(entries, decks)


def _decks_of(registry: GameRegistry, record: GameRecord, data: CardData) -> list[Any]:
    """Each seat's deck written out: a starter's entry from the data, a player's own as it is
    (the decks the game dealt, which the record's options may leave to it)."""
    decks = record.options.get("decks")
    if decks is None:
        decks = initial_state(record, registry).options.get("decks")
    if not isinstance(decks, list):
        return []
    return [data.raw_decks.get(deck, deck) if isinstance(deck, str) else deck for deck in decks]


def export_record(registry: GameRegistry, record: GameRecord, target: Path) -> None:
    """Write ``record`` to ``target`` as a self-contained shared record. Raises OSError."""
    data = card_data(registry, record.game)
    payload = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "cardtable": __version__,
        "game": record.game,
        "data_version": data.version,
        "cards": data.entries,
        "decks": _decks_of(registry, record, data),
        "record": record.model_dump(mode="json"),
    }
    atomic_write_text(target, json.dumps(payload, indent=1))


def differences(mine: dict[str, str], theirs: dict[str, str]) -> list[str]:
    """The entry ids whose data differ between two machines (missing on either side included)."""
    return sorted(key for key in set(mine) | set(theirs) if mine.get(key) != theirs.get(key))


def _shared_record(registry: GameRegistry, data: dict[str, Any]) -> GameRecord:
    if data.get("version") != EXPORT_VERSION:
        raise CardtableError(
            f"the shared record is version {clip(data.get('version'), 10)}, not {EXPORT_VERSION}"
        )
    game = data.get("game")
    if not isinstance(game, str) or game not in registry:
        raise CardtableError(
            f"the shared record is of a game this cardtable does not have ({clip(game, 30)})"
        )
    theirs = data.get("cards")
    if not isinstance(theirs, dict) or not all(isinstance(v, str) for v in theirs.values()):
        raise CardtableError("the shared record has no card data version")
    mine = card_data(registry, game)
    differ = differences(mine.entries, {str(k): v for k, v in theirs.items()})
    if differ or data.get("data_version") != mine.version:
        if differ:
            named = ", ".join(differ[:MAX_DIFFERENCES_NAMED])
            more = (
                f" and {len(differ) - MAX_DIFFERENCES_NAMED} more"
                if len(differ) > MAX_DIFFERENCES_NAMED
                else ""
            )
            raise CardtableError(
                f"the shared record was made with other card data: {len(differ)} differ ({named}{more})"
            )
        raise CardtableError(
            "the shared record's card data version does not match its cards (a damaged file?)"
        )
    return parse_record(data.get("record"))


def load_record_file(registry: GameRegistry, path: Path) -> GameRecord:
    """A record from a file: a shared record (checked against this card data) or a save.
    Raises CardtableError with one line saying why it cannot be opened."""
    try:
        data = read_json_file(path)
    except FileNotFoundError:
        raise CardtableError(f"no such file: {path}") from None
    except (OSError, ValueError) as error:
        raise CardtableError(f"{path} cannot be read: {error}") from None
    if isinstance(data, dict) and data.get("format") == EXPORT_FORMAT:
        record = _shared_record(registry, data)
    else:
        record = parse_record(data)
    if record.game not in registry:
        raise CardtableError(
            f"the record is of a game this cardtable does not have ({clip(record.game, 30)})"
        )
    return record
