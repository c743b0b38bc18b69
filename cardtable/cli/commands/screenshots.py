"""``cardtable screenshots``: regenerate the screenshots of every main screen."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``screenshots`` parser."""
    shots = commands.add_parser(
        "screenshots",
        help="regenerate the screenshots of every main screen",
        description="Regenerate the SVG (and PNG when possible) screenshots of every main screen.",
    )
    shots.add_argument(
        "--out",
        type=Path,
        default=Path("screenshots"),
        metavar="DIR",
        help="folder to write them to (default: screenshots)",
    )
    shots.add_argument(
        "names",
        nargs="*",
        metavar="NAME",
        help="only these screenshots, by file name without extension (e.g. luminous-end); default: all",
    )


def run(args: argparse.Namespace) -> int:
    """Write the screenshots and print their paths."""
    from cardtable.ui.screenshots import write_screenshots

    written = write_screenshots(args.out, names=args.names or None)
    if args.names and not written:
        print(f"cardtable screenshots: no screenshot is named {', '.join(args.names)}", file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0
