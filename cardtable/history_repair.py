"""A damaged score table is not kept in use: it is rebuilt from what can still be read in it and
from the finished saves (which hold every ranked result), and the old file is kept aside.

The finished saves are the truth where both know a match: a row whose game name or id a damaged
byte changed is replaced by the save's result, not kept beside it. No Textual here: the app runs
this at start-up and ``cardtable doctor --repair`` on request.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Hashable

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.persistence.saves import SaveStore


@dataclasses.dataclass(frozen=True, slots=True)
class Rebuilt:
    """What a rebuild did: results kept from the old file, taken from the finished saves, and
    left out (damaged, or the same match under a garbled id)."""

    kept: int
    from_saves: int
    left_out: int
    aside: str
    notes: tuple[str, ...] = ()

    def message(self, damage: str) -> str:
        return (
            f"The score table was damaged ({damage}); it was rebuilt from {self.kept} result"
            f"{'s' if self.kept != 1 else ''} it still held and {self.from_saves} finished save"
            f"{'s' if self.from_saves != 1 else ''}"
            + (
                f", {self.left_out} damaged or doubled result{'s' if self.left_out != 1 else ''} left out"
                if self.left_out
                else ""
            )
            + f". The old file is kept as {self.aside}."
        )


def _same_match(result: FinishedMatch) -> Hashable:
    """What a garbled id or game name does not change: who played, the deal and how it ended."""
    return (result.players, result.seed, result.scores, result.winners, result.actions, result.reason)


def saved_results(registry: GameRegistry, store: SaveStore) -> tuple[list[FinishedMatch], list[str]]:
    """The ranked result of every finished save that replays, and a line per save that does not
    (left where it is: the rebuild moves nothing but the score table)."""
    from cardtable.session import finished_save_result

    results, notes = [], []
    for match_id, path in sorted(store.finished_ids().items()):
        try:
            result = finished_save_result(registry, path, match_id)
        except FileNotFoundError:
            continue
        except (OSError, ValueError, CardtableError) as error:
            notes.append(f"The finished save {path.name} could not be read back ({error}).")
            continue
        if result is not None:
            results.append(result)
    return results, notes


def rebuild_history(registry: GameRegistry, store: SaveStore, history: HistoryDB) -> Rebuilt:
    """Move the score table aside and write a fresh one: every finished save's result, then each
    readable old row that is not the same match as one of them. Raises OSError/sqlite3.Error
    when the old file cannot be moved aside or the new one written (the old file is then put
    back if it was moved)."""
    try:
        old = history.salvage() if history.path.is_file() else []
    except (sqlite3.Error, UnicodeDecodeError):
        old = []
    from_saves, notes = saved_results(registry, store)
    aside = history.move_aside() if history.path.exists() else None
    known_ids = {result.match_id for result in from_saves}
    known_matches = {_same_match(result) for result in from_saves}
    kept = [row for row in old if row.match_id not in known_ids and _same_match(row) not in known_matches]
    try:
        fresh = HistoryDB(history.path, lock_wait=history.lock_wait)
        for result in [*from_saves, *kept]:
            fresh.add(result)
    except (OSError, sqlite3.Error):
        if aside is not None:
            aside.replace(history.path)  # no half-built table in its place
        raise
    return Rebuilt(
        kept=len(kept),
        from_saves=len(from_saves),
        left_out=len(old) - len(kept),
        aside=aside.name if aside is not None else "(none)",
        notes=tuple(notes),
    )


def check_history(registry: GameRegistry, store: SaveStore, history: HistoryDB) -> list[str]:
    """At start-up: rebuild the score table if SQLite's integrity check fails; returns what
    happened (nothing when it is sound). Raises sqlite3.Error/OSError when the file cannot be
    examined or rebuilt."""
    damage = history.damage()
    if damage is None:
        return []
    rebuilt = rebuild_history(registry, store, history)
    return [rebuilt.message(damage), *rebuilt.notes]
