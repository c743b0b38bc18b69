"""``cardtable rules GAME``: print the rules of a game."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from cardtable.cli.parsing import registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``rules`` parser."""
    rules = commands.add_parser(
        "rules", help="print the rules of a game", description="Print the rules of a game."
    )
    rules.lists_games = True
    rules.add_argument("game", help="which game")


def run(args: argparse.Namespace) -> int:
    """Print the rules: rendered on a terminal, as Markdown text otherwise."""
    from cardtable.resources import read_rules

    registry().get(args.game)
    text = read_rules(args.game)
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        print(text)
    return 0
