"""What ``simulate --merge`` checks in each run it adds up: a run's ``--json`` output, read from a
file a person may have edited, whose counts must all be whole, finite and never below zero.

The counts are found by the shape of the raw tally (``Tally.to_json`` and the games' balance
collectors): a number in a mapping or in a list of numbers is a count; in a list of rows
(``[value, count]``, ``[deck, deck, count]``), only the last item of a row is, the items before it
being what is counted (a score may be below zero). A text stands only there, as a mapping's key
or as a failure's message (``MESSAGE_ROWS``); ``None`` is a part a game does not count."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardtableError

MESSAGE_ROWS = {"tally.error_list"}
"""Rows that end with a message (a failed game's index and what went wrong), not a count."""
RUN_COUNTS = {"games": 1, "game_offset": 0, "jobs": 1, "seconds": 0}
"""The run's own figures that ``--merge`` adds up or orders by, with the least each may be."""


def check_run(path: Path, part: Any) -> None:
    """Refuse the ``--json`` output of one run (read from ``path``) whose counts cannot be right,
    naming the file and the first such count (a CardtableError)."""
    if not isinstance(part, dict) or not isinstance(part.get("tally"), dict):
        raise CardtableError(f"--merge: {path} is not the --json output of cardtable simulate")
    for key, least in RUN_COUNTS.items():
        value = part.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if value >= least and math.isfinite(value):
                continue
        raise CardtableError(
            f"--merge: {path}: '{key}' must be a number of {least} or more, not {json.dumps(value)[:40]}"
        )
    problem = count_problem(part["tally"], "tally")
    if problem:
        raise CardtableError(f"--merge: {path}: {problem}")


def count_problem(node: Any, where: str) -> str | None:
    """The first count under ``node`` that is negative, not finite or a truth value, or None."""
    if isinstance(node, (bool, str)):
        return f"'{where}' is {json.dumps(node)[:40]}, not a count"
    if _is_number(node):
        return None if node >= 0 and math.isfinite(node) else f"'{where}' is {node!r}, not a count"
    if isinstance(node, dict):
        for key, value in node.items():
            problem = count_problem(value, f"{where}.{key}")
            if problem:
                return problem
    elif isinstance(node, list):
        rows = bool(node) and all(_is_row(item) for item in node)
        if rows and where in MESSAGE_ROWS:
            return None
        for index, item in enumerate(node):
            problem = count_problem(item[-1] if rows else item, f"{where}[{index}]")
            if problem:
                return problem
    return None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_row(item: Any) -> bool:
    return (
        isinstance(item, list) and len(item) >= 2 and not any(isinstance(part, (list, dict)) for part in item)
    )
