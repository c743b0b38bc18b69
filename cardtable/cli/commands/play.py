"""``cardtable play GAME``: start a match directly, skipping the menu."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.cli.parsing import ExamplesFormatter, check_custom_data, registry
from cardtable.engine.errors import CardtableError

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands
    from cardtable.engine.registry import GameRegistry


def add(commands: Commands) -> None:
    """The ``play`` parser."""
    play = commands.add_parser(
        "play",
        help="start a match directly",
        description="Start a match directly, skipping the menu. Mistakes in the options are reported\n"
        "on one line and no screen opens.",
        formatter_class=ExamplesFormatter,
        epilog="examples:\n"
        "  cardtable play lux-nova --players Ana Bo\n"
        "  cardtable play lux-nova --players Ana --seed daily\n"
        "  cardtable play lux-nova --players Ana Cpu --computer 2 --bot strong\n"
        "  cardtable play aether-lanes --deck 1=ashen-vow 2=dunemere --computer 2\n"
        "  cardtable play lux-aeterna --deck 1=ember-legion 2=deep-roots --computer 2 --bot strong\n"
        "  cardtable play luminous --deck 1=jeddos 2=rya-jin",
    )
    play.lists_games = True
    play.add_argument("game", help="which game ('cardtable rules GAME' explains it)")
    play.add_argument(
        "--players",
        nargs="+",
        metavar="NAME",
        help="seat names in turn order, as many as the game allows (in Lux Nova one name = solo); "
        "default: Ana Bo",
    )
    play.add_argument(
        "--computer",
        nargs="+",
        metavar="SEAT",
        default=[],
        help="seats played by the computer: seat numbers (1 = first) or player names; default: none",
    )
    play.add_argument(
        "--bot",
        default=None,
        metavar="STRENGTH",
        help="how the computer seats play: random (any legal move, the easiest), greedy (the best "
        "move now) or strong (looks ahead); default: greedy",
    )
    play.add_argument(
        "--seed",
        metavar="SEED",
        help="the deal: a whole number (0 or more), 'daily' for today's daily deal, or a date such "
        "as 2026-11-30 for that day's daily deal; default: a random seed",
    )
    play.add_argument(
        "--variant",
        metavar="VARIANT",
        help="rules variant (Lux Nova: 'basic' = one card in hand, 'advanced' = two; the Aether Lanes "
        "house rule 'second-wind' gives the second player one extra card)",
    )
    play.add_argument(
        "--lights",
        type=int,
        metavar="N",
        help="Lux Aeterna: the Light deck, N Lights of each colour (4, 6 or 8; default 4)",
    )
    play.add_argument(
        "--deck",
        nargs="+",
        metavar="SEAT=DECK",
        default=[],
        help="the deck of a seat, e.g. 1=ashen-vow 2=dunemere; default: one deck per seat in turn",
    )
    play.add_argument(
        "--scenario",
        type=Path,
        metavar="FILE",
        help="start from a position in a scenario file (YAML; see docs/scenarios.md)",
    )


def run(args: argparse.Namespace) -> int:
    """Check the setup, then open the match's screen."""
    from cardtable.play_setup import setup_from_cli

    if check_custom_data():
        return 1
    games = registry()
    start = setup_from_cli(games, args)
    check_setup(games, start)
    from cardtable.ui.app import run_app

    return run_app(start=start)


def check_setup(registry: GameRegistry, start: Any) -> None:
    """Refuse a setup the game would refuse before any screen opens (raises CardtableError with
    one line: a wrong number of players, an unknown variant...)."""
    from cardtable.session import MatchSetup
    from cardtable.ui.game_screens import screen_path

    game_id = start.game if isinstance(start, MatchSetup) else getattr(start[0], "GAME_ID", "")
    if game_id in registry and not screen_path(registry.get(game_id)):
        name = registry.get(game_id).name
        raise CardtableError(
            f"{name} has no screen yet: 'cardtable simulate {game_id}' plays it headless, "
            f"'cardtable rules {game_id}' prints its rules"
        )
    if not isinstance(start, MatchSetup):
        return
    info = registry.get(start.game)
    count = len(start.players)
    if not info.min_players <= count <= info.max_players:
        allowed = (
            f"{info.min_players}"
            if info.min_players == info.max_players
            else f"{info.min_players} to {info.max_players}"
        )
        raise CardtableError(f"{info.name} is for {allowed} players; --players gave {count}")
    registry.new_game(start.game, list(start.players), start.seed or 0, dict(start.options))
