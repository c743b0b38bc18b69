"""``cardtable doctor``: check the user data folder (saves, settings, score table, what killed
processes left, a card-data override), report what is wrong, and repair it when asked. The
messages are the ones the app shows when it meets the same damage. A problem that cannot be
repaired here says why and what to do; a repair that fails says so."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.files import clip
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.leftovers import clean_leftovers, find_leftovers
from cardtable.persistence.paths import settings_path, user_dir
from cardtable.persistence.saves import (
    SaveStore,
    folder_message,
    left_reason,
    newer_version,
    read_json_file,
    record_problem,
)
from cardtable.persistence.settings import (
    read_settings_file,
    save_settings,
    set_aside,
    settings_message,
)


class RepairFailed(Exception):
    """A repair that could not be carried out; ``str(error)`` says why."""


@dataclasses.dataclass(slots=True)
class Finding:
    """One problem: what to tell the player, and how to repair it (``repair``: returns what it
    did, raises RepairFailed), or why ``doctor`` cannot (``cannot``: what the person can do)."""

    message: str
    repair: Callable[[], str] | None = None
    cannot: str = ""


@dataclasses.dataclass(frozen=True, slots=True)
class RepairLine:
    """One line of a repair's report: done or not."""

    done: bool
    text: str


@dataclasses.dataclass(slots=True)
class Checkup:
    """Everything ``doctor`` looked at: the lines for "all fine" and the problems."""

    checked: list[str] = dataclasses.field(default_factory=list)
    findings: list[Finding] = dataclasses.field(default_factory=list)

    @property
    def repairable(self) -> list[Finding]:
        return [f for f in self.findings if f.repair is not None]


def examine(registry: GameRegistry) -> Checkup:
    """Look at everything without changing anything."""
    checkup = Checkup()
    checkup.checked.append(f"User data folder: {user_dir()}")
    _check_leftovers(checkup)
    _check_settings(checkup)
    store = SaveStore()
    _check_saves(checkup, registry, store)
    history = HistoryDB()
    _check_history(checkup, registry, store, history)
    _check_unfiled(checkup, registry, store, history)
    _check_data(checkup, registry)
    return checkup


def _check_leftovers(checkup: Checkup) -> None:
    found = find_leftovers(user_dir())
    if not found:
        return

    def repair() -> str:
        return f"{clean_leftovers(user_dir())} file(s) that ended processes left were removed."

    checkup.findings.append(
        Finding(f"{found.describe().capitalize()} left by cardtable processes that ended.", repair)
    )


def _check_settings(checkup: Checkup) -> None:
    path = settings_path()
    found = read_settings_file(path)
    message = settings_message(path, found, repair=False)
    if message is None:
        checkup.checked.append("Settings: fine" if path.exists() else "Settings: defaults (no file yet)")
        return
    if found.unusable is not None:
        checkup.findings.append(Finding(message, cannot="make it a readable file, or remove it"))
        return

    def repair() -> str:
        moved = set_aside(path)
        if moved is None:
            raise RepairFailed(f"the settings file {path} could not be moved aside")
        if found.damage is not None:
            return f"Settings file {path} {found.damage}; it was moved to {moved.name}."
        warning = save_settings(found.settings, path)
        if warning is not None:
            raise RepairFailed(warning)
        return f"Settings file {path} rewritten with what was understood (the original is {moved.name})."

    checkup.findings.append(Finding(message, repair))


def _check_saves(checkup: Checkup, registry: GameRegistry, store: SaveStore) -> None:
    try:
        paths = store.listing()
    except OSError as error:
        checkup.findings.append(
            Finding(folder_message(store.root, error), cannot="give your user read access to the folder")
        )
        return
    if not paths:
        checkup.checked.append("Saves: none")
        return
    good = 0
    for path in paths:
        finding = _save_finding(registry, store, path)
        if finding is None:
            good += 1
        else:
            checkup.findings.append(finding)
    checkup.checked.append(f"Saves: {good} unfinished match{'es' if good != 1 else ''} can be resumed")


def _save_finding(registry: GameRegistry, store: SaveStore, path: Path) -> Finding | None:
    """What is wrong with one save (``None`` if it resumes)."""
    from cardtable.session import Match

    name = clip(path.name)
    try:
        data = read_json_file(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return Finding(
            f"Save {name} {left_reason(error)}; it is left where it is.",
            cannot="it is not damaged: remove it, or make it a file your user can read",
        )
    except ValueError as error:
        return _damaged_save(store, path, str(error))
    other = newer_version(data)
    if other is not None:
        return Finding(f"Save {name} cannot be opened: {other}.", cannot="open it with that cardtable")
    reason = record_problem(data)
    if reason is None and data.get("match_id", path.stem) != path.stem:
        reason = "its match id does not match its file name"
    if reason is None:
        try:
            Match.resume(registry, data)
        except CardtableError as error:
            reason = str(error)
    return None if reason is None else _damaged_save(store, path, reason)


def _damaged_save(store: SaveStore, path: Path, reason: str) -> Finding:
    def repair() -> str:
        try:
            target = store.set_aside(path)
        except OSError as error:
            raise RepairFailed(
                f"save {path.name} could not be moved aside ({error.strerror or error})"
            ) from None
        return f"Save {clip(path.name)} cannot be read ({reason}); it was moved to {target}."

    return Finding(f"Save {clip(path.name)} cannot be read ({reason}).", repair)


def _check_history(checkup: Checkup, registry: GameRegistry, store: SaveStore, history: HistoryDB) -> None:
    from cardtable.history_repair import rebuild_history

    odd = history.odd_file()
    if odd is not None:
        checkup.findings.append(
            Finding(
                f"The score table {history.path} {odd}.",
                cannot="remove it; a fresh score table is then started",
            )
        )
        return
    try:
        damage = history.damage()
    except (sqlite3.Error, OSError) as error:
        checkup.findings.append(
            Finding(
                f"The score table {history.path.name} cannot be read ({clip(error, 200)}).",
                cannot="check its permissions, or close the program that holds it",
            )
        )
        return
    if damage is not None:

        def rebuild() -> str:
            try:
                rebuilt = rebuild_history(registry, store, history)
            except (sqlite3.Error, OSError) as error:
                raise RepairFailed(f"the score table could not be rebuilt ({clip(error, 200)})") from None
            return "\n".join([rebuilt.message(damage), *rebuilt.notes])

        checkup.findings.append(
            Finding(f"The score table {history.path.name} is damaged ({damage}).", rebuild)
        )
        return
    if history.path.exists() and not os.access(history.path, os.W_OK):
        checkup.findings.append(
            Finding(
                f"The score table {history.path} is read-only: results of finished matches cannot be stored.",
                cannot="make the file writable for your user",
            )
        )
        return
    problems = history.inspect()
    if not problems:
        checkup.checked.append(
            "Score table: fine" if history.path.exists() else "Score table: empty (no file yet)"
        )
        return

    def repair() -> str:
        try:
            history.check()
        except (sqlite3.Error, OSError) as error:
            raise RepairFailed(f"the score table could not be repaired ({clip(error, 200)})") from None
        lines, history.problems = history.problems, []
        return "\n".join(lines) or "The score table was checked again and is fine."

    checkup.findings.append(Finding(problems[0], repair))
    checkup.findings.extend(Finding(line, cannot="repaired with the line above") for line in problems[1:])


def _check_unfiled(checkup: Checkup, registry: GameRegistry, store: SaveStore, history: HistoryDB) -> None:
    from cardtable.session import file_unrecorded_results, unfiled_results

    finished = store.finished_ids()
    if not finished or history.odd_file() is not None or history.inspect():
        return
    try:
        missing = unfiled_results(store, history)
        unranked = len(set(finished) - history.match_ids()) - len(missing)
    except (sqlite3.Error, OSError):
        return
    if not missing:
        filed = len(finished) - unranked
        line = f"Finished matches: all {filed} ranked ones are in the score table"
        if unranked:
            line += f"; {unranked} unranked (kept out of it on purpose)"
        checkup.checked.append(line)
        return

    def repair() -> str:
        try:
            return "\n".join(file_unrecorded_results(registry, store, history))
        except (sqlite3.Error, OSError) as error:
            raise RepairFailed(
                f"the finished matches could not be stored in the score table ({clip(error, 200)})"
            ) from None

    checkup.findings.append(
        Finding(
            f"{len(missing)} finished match{'es are' if len(missing) > 1 else ' is'} missing from the score table.",
            repair,
        )
    )


def _check_data(checkup: Checkup, registry: GameRegistry) -> None:
    override = os.environ.get("CARDTABLE_DATA")
    if not override:
        checkup.checked.append("Card data: built in")
        return
    from cardtable.validate import validate_paths

    fix = "fix the file, or drop --data / CARDTABLE_DATA"
    try:
        report = validate_paths(registry, [])
    except CardtableError as error:
        checkup.findings.append(Finding(f"Card data {override}: {error}", cannot=fix))
        return
    if report.ok:
        checkup.checked.append(f"Card data: {override} is valid")
        return
    for line in report.lines:
        checkup.findings.append(Finding(f"Card data: {line}", cannot=fix))


def repair_all(checkup: Checkup) -> list[RepairLine]:
    """Carry out every repair; returns what each one did, or why it could not."""
    done: list[RepairLine] = []
    for finding in checkup.repairable:
        assert finding.repair is not None
        try:
            text = finding.repair()
        except RepairFailed as error:
            done.append(RepairLine(False, str(error)))
            continue
        done.extend(RepairLine(True, line) for line in text.splitlines() if line)
    return done
