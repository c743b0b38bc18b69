"""``cardtable resume``: continue the most recently saved unfinished match."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from cardtable.cli.parsing import check_custom_data, fail

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``resume`` parser."""
    commands.add_parser(
        "resume",
        help="continue an unfinished match",
        description="Continue the most recently saved unfinished match. A save that cannot be read "
        "is moved aside; one that stops replaying part-way offers to resume from its "
        "last good action. With several unfinished matches, the menu's Continue lists "
        "them all.",
    )


def run(args: argparse.Namespace) -> int:
    """Open the newest unfinished match, reporting unreadable saves on the way."""
    from cardtable.persistence.saves import SaveStore

    if check_custom_data():
        return 1
    scan = SaveStore().scan()
    for problem in scan.problems:
        print(f"cardtable: {problem}", file=sys.stderr)
    if scan.folder_problem is not None:
        return fail(scan.folder_problem)
    if not scan.entries:
        return fail("there is no unfinished match to resume")
    from cardtable.ui.app import run_app

    return run_app(start=scan.entries[0])
