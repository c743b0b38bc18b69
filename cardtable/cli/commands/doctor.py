"""``cardtable doctor [--repair]``: check the user data folder and offer to repair it."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from cardtable.cli.parsing import registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands
    from cardtable.doctor import Checkup


def add(commands: Commands) -> None:
    """The ``doctor`` parser."""
    doctor = commands.add_parser(
        "doctor",
        help="check saves, settings, scores and card data; offer to repair",
        description="Check the user data folder (saves, settings, the score table) and any card-data override, "
        "report what is damaged and offer to repair it (damaged files are moved aside, never deleted). "
        "Exit 0 if all is well (or repaired), 1 if problems remain: what cannot be repaired is named, with what to do.",
    )
    doctor.add_argument("--repair", action="store_true", help="repair without asking")


def run(args: argparse.Namespace) -> int:
    """Report the checkup; repair when asked (or when the person says yes), then look again:
    exit 0 only when nothing is left to report."""
    from cardtable.doctor import examine

    checkup = examine(registry())
    for line in checkup.checked:
        print(f"ok: {line}")
    for finding in checkup.findings:
        print(f"problem: {finding.message}")
    if not checkup.findings:
        print("Everything is in order.")
        return 0
    fixable = checkup.repairable
    if not fixable:
        _print_unrepairable(checkup)
        return 1
    if not args.repair:
        if not sys.stdin.isatty():
            print(f"Run 'cardtable doctor --repair' to repair {len(fixable)} problem(s).")
            _print_unrepairable(checkup)
            return 1
        answer = input(
            f"Repair {len(fixable)} problem(s) now (damaged files are moved aside, not deleted)? [y/N] "
        )
        if answer.strip().lower() not in ("y", "yes"):
            return 1
    return _repair(checkup)


def _repair(checkup: Checkup) -> int:
    from cardtable.doctor import examine, repair_all

    for line in repair_all(checkup):
        print(f"{'repaired' if line.done else 'not repaired'}: {line.text}")
    after = examine(registry())
    for finding in after.findings:
        why = f" ({finding.cannot})" if finding.cannot else ""
        print(f"still wrong: {finding.message}{why}")
    return 1 if after.findings else 0


def _print_unrepairable(checkup: Checkup) -> None:
    for finding in checkup.findings:
        if finding.repair is None and finding.cannot:
            print(f"cannot repair: {finding.message} ({finding.cannot})")
