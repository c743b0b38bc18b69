"""``cardtable scores [GAME]``: print high scores and recent results."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from cardtable.cli.parsing import registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands


def add(commands: Commands) -> None:
    """The ``scores`` parser."""
    scores = commands.add_parser(
        "scores",
        help="print high scores and recent results",
        description="Print the solo high scores (with today's best daily deal) and the recent "
        "results of every game, or of one.",
    )
    scores.lists_games = True
    scores.add_argument("game", nargs="?", help="only this game; default: every game")


def run(args: argparse.Namespace) -> int:
    """Print the score tables."""
    from cardtable.scores_text import print_scores

    games = registry()
    if args.game:
        games.get(args.game)
    print_scores(games, args.game)
    return 0
