"""``cardtable doctor``: check the user data folder (saves, settings, score table, a card-data
override), report what is damaged, and repair it when asked. The messages are the ones the app
shows when it meets the same damage."""

from __future__ import annotations

import dataclasses
import functools
import os
import sqlite3
from collections.abc import Callable

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.paths import settings_path, user_dir
from cardtable.persistence.saves import SaveStore, read_json_file, record_problem
from cardtable.persistence.settings import set_aside, settings_notice, settings_problem


@dataclasses.dataclass(slots=True)
class Finding:
    """One problem: what to tell the player, and how to repair it (``None``: nothing to do here)."""

    message: str
    repair: Callable[[], str] | None = None


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
    _check_settings(checkup)
    store = SaveStore()
    _check_saves(checkup, registry, store)
    history = HistoryDB()
    _check_history(checkup, history)
    _check_unfiled(checkup, registry, store, history)
    _check_data(checkup, registry)
    return checkup


def _check_settings(checkup: Checkup) -> None:
    path = settings_path()
    _, problem = settings_problem(path)
    if problem is None:
        checkup.checked.append("Settings: fine" if path.exists() else "Settings: defaults (no file yet)")
        return

    def repair() -> str:
        return settings_notice(path, problem, set_aside(path) if path.is_file() else None)

    checkup.findings.append(Finding(settings_notice(path, problem, None), repair))


def _check_saves(checkup: Checkup, registry: GameRegistry, store: SaveStore) -> None:
    from cardtable.session import Match

    if not store.root.is_dir():
        checkup.checked.append("Saves: none")
        return
    paths = sorted(store.root.glob("*.json"))
    good = 0
    for path in paths:
        try:
            data = read_json_file(path)
            reason = record_problem(data)
            if reason is None and data.get("match_id", path.stem) != path.stem:
                reason = "its match id does not match its file name"
            if reason is None:
                Match.resume(registry, data)
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        except CardtableError as error:
            reason = str(error)
        if reason is None:
            good += 1
            continue
        checkup.findings.append(
            Finding(
                f"Save {path.name} cannot be read ({reason}).",
                functools.partial(store.move_aside, path, reason),
            )
        )
    checkup.checked.append(f"Saves: {good} unfinished match{'es' if good != 1 else ''} can be resumed")


def _check_history(checkup: Checkup, history: HistoryDB) -> None:
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
            return f"The score table could not be repaired ({error})."
        lines, history.problems = history.problems, []
        return "\n".join(lines) or "The score table was checked again and is fine."

    checkup.findings.append(Finding(problems[0], repair))
    checkup.findings.extend(Finding(line) for line in problems[1:])


def _check_unfiled(checkup: Checkup, registry: GameRegistry, store: SaveStore, history: HistoryDB) -> None:
    from cardtable.session import file_unrecorded_results, unfiled_results

    finished = store.finished_ids()
    if not finished or history.inspect():
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
        return "\n".join(file_unrecorded_results(registry, store, history))

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

    try:
        report = validate_paths(registry, [])
    except CardtableError as error:
        checkup.findings.append(Finding(f"Card data {override}: {error}"))
        return
    if report.ok:
        checkup.checked.append(f"Card data: {override} is valid")
        return
    for line in report.lines:
        checkup.findings.append(Finding(f"Card data: {line} (fix the file, or drop --data / CARDTABLE_DATA)"))


def repair_all(checkup: Checkup) -> list[str]:
    """Carry out every repair; returns what each one did."""
    done = []
    for finding in checkup.repairable:
        assert finding.repair is not None
        done.append(finding.repair())
    return [line for text in done for line in text.splitlines() if line]
