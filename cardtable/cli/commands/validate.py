"""``cardtable validate [PATH...]``: check card data files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.cli.parsing import registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``validate`` parser."""
    validate = commands.add_parser(
        "validate",
        help="check card data files",
        description="Check the built-in card data, or the given files or folders. Exit 0 if valid, 1 if not.",
    )
    validate.add_argument(
        "paths",
        nargs="*",
        type=Path,
        metavar="PATH",
        help="card data files or folders to check (default: the built-in data)",
    )


def run(args: argparse.Namespace) -> int:
    """Print every problem found (or what was checked); exit 1 if any."""
    from cardtable.validate import validate_paths

    report = validate_paths(registry(), args.paths)
    for line in report.lines:
        print(line, file=sys.stderr if not report.ok else sys.stdout)
    return 0 if report.ok else 1
