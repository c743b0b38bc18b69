"""``cardtable doctor [--repair]``: check the user data folder and offer to repair it."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from cardtable.cli.parsing import registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``doctor`` parser."""
    doctor = commands.add_parser(
        "doctor",
        help="check saves, settings, scores and card data; offer to repair",
        description="Check the user data folder (saves, settings, the score table) and any card-data override, "
        "report what is damaged and offer to repair it (damaged files are moved aside, never deleted). "
        "Exit 0 if all is well (or repaired), 1 if problems remain.",
    )
    doctor.add_argument("--repair", action="store_true", help="repair without asking")


def run(args: argparse.Namespace) -> int:
    """Report the checkup; repair when asked (or when the person says yes)."""
    from cardtable.doctor import examine, repair_all

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
        return 1
    if not args.repair:
        if not sys.stdin.isatty():
            print(f"Run 'cardtable doctor --repair' to repair {len(fixable)} problem(s).")
            return 1
        answer = input(
            f"Repair {len(fixable)} problem(s) now (damaged files are moved aside, not deleted)? [y/N] "
        )
        if answer.strip().lower() not in ("y", "yes"):
            return 1
    for line in repair_all(checkup):
        print(f"repaired: {line}")
    return 0 if len(fixable) == len(checkup.findings) else 1
