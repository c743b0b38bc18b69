"""The ``cardtable`` command (its subcommands and options are a public contract: DESIGN.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from cardtable import __version__
from cardtable.engine.errors import CardtableError


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardtable",
        description="A terminal card-game suite. With no command, opens the main menu.",
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument(
        "--data", metavar="DIR", help="load card data from DIR instead of the built-in data "
        "(also: environment variable CARDTABLE_DATA)"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    play = commands.add_parser(
        "play", help="start a match directly",
        description="Start a match directly, skipping the menu. Mistakes in the options are reported "
                    "on one line and no screen opens.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  cardtable play lux-nova --players Ana Bo\n"
               "  cardtable play lux-nova --players Ana --seed daily\n"
               "  cardtable play lux-nova --players Ana Cpu --computer 2 --bot strong\n"
               "  cardtable play aether-lanes --deck 1=ashen-vow 2=dunemere --computer 2",
    )
    play.add_argument("game", help="game id: lux-nova, aether-lanes ('cardtable rules GAME' explains it)")
    play.add_argument(
        "--players", nargs="+", metavar="NAME",
        help="seat names in turn order, as many as the game allows (Lux Nova 1-4, one name = solo; "
             "Aether Lanes 2); default: Ana Bo",
    )
    play.add_argument(
        "--computer", nargs="+", metavar="SEAT", default=[],
        help="seats played by the computer: seat numbers (1 = first) or player names; default: none",
    )
    play.add_argument(
        "--bot", default=None, metavar="STRENGTH",
        help="how the computer seats play: random (any legal move, the easiest), greedy (the best "
             "move now) or strong (looks ahead); default: greedy",
    )
    play.add_argument(
        "--seed", metavar="SEED",
        help="the deal: a whole number (0 or more), 'daily' for today's daily deal, or a date such "
             "as 2026-11-30 for that day's daily deal; default: a random seed",
    )
    play.add_argument(
        "--variant", metavar="VARIANT",
        help="rules variant: Lux Nova 'basic' (one card in hand, the default) or 'advanced' (two)",
    )
    play.add_argument(
        "--deck", nargs="+", metavar="SEAT=DECK", default=[],
        help="Aether Lanes: the deck of a seat, e.g. 1=ashen-vow 2=dunemere (the new-match dialog "
             "lists the decks); default: one deck per seat in turn",
    )
    play.add_argument("--scenario", type=Path, metavar="FILE",
                      help="start from a position in a scenario file (YAML; see docs/scenarios.md)")

    commands.add_parser(
        "resume", help="continue an unfinished match",
        description="Continue the most recently saved unfinished match. A save that cannot be read "
                    "is moved aside; one that stops replaying part-way offers to resume from its "
                    "last good action. With several unfinished matches, the menu's Continue lists "
                    "them all.",
    )

    validate = commands.add_parser(
        "validate", help="check card data files",
        description="Check the built-in card data, or the given files or folders. Exit 0 if valid, 1 if not.",
    )
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                          help="card data files or folders to check (default: the built-in data)")

    simulate = commands.add_parser(
        "simulate", help="play many games headless with bots and check invariants",
        description="Play N complete games with bots in every seat, checking the engine's invariants after every action.",
    )
    simulate.add_argument("game")
    simulate.add_argument("--games", type=int, required=True, metavar="N")
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
    simulate.add_argument("--bot", default="random")
    simulate.add_argument("--players", type=int, metavar="N", help="number of seats (default: the game's default)")
    simulate.add_argument("--variant")
    simulate.add_argument("--json", action="store_true", help="print exactly one JSON object")
    simulate.add_argument(
        "--no-checks", action="store_true",
        help="skip the invariant checks and the replay sample, to time the engine alone "
             "(errors then count only games that raised)",
    )

    scores = commands.add_parser(
        "scores", help="print high scores and recent results",
        description="Print the solo high scores (with today's best daily deal) and the recent "
                    "results of every game, or of one.")
    scores.add_argument("game", nargs="?", help="only this game (e.g. lux-nova); default: every game")

    rules = commands.add_parser("rules", help="print the rules of a game", description="Print the rules of a game.")
    rules.add_argument("game", help="game id: lux-nova or aether-lanes")

    shots = commands.add_parser("screenshots", help="regenerate the screenshots of every main screen", description="Regenerate the SVG (and PNG when possible) screenshots of every main screen.")
    shots.add_argument("--out", type=Path, default=Path("screenshots"), metavar="DIR",
                       help="folder to write them to (default: screenshots)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.data:
        data = Path(args.data).expanduser()
        if not data.is_dir():
            return _fail(f"--data: {data} is not a folder")
        os.environ["CARDTABLE_DATA"] = str(data.resolve())
    try:
        handler = _HANDLERS.get(args.command, _cmd_menu)
        return handler(args)
    except CardtableError as error:
        return _fail(str(error).splitlines()[0] if "\n" not in str(error) else str(error))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``cardtable rules x | head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _fail(message: str, code: int = 1) -> int:
    print(f"cardtable: {message}", file=sys.stderr)
    return code


def _registry():
    from cardtable.engine.registry import default_registry

    return default_registry()


def _check_custom_data() -> int:
    """With ``--data``/``CARDTABLE_DATA``, check the folder before any screen opens: print every
    problem and return 1 if it is broken (the built-in data is checked by the test suite)."""
    if not os.environ.get("CARDTABLE_DATA"):
        return 0
    from cardtable.validate import validate_paths

    report = validate_paths(_registry(), [])
    if report.ok:
        return 0
    for line in report.lines:
        print(line, file=sys.stderr)
    return _fail("the card data has problems (listed above); fix them or drop --data")


def _cmd_menu(args: argparse.Namespace) -> int:
    if _check_custom_data():
        return 1
    from cardtable.ui.app import run_app

    return run_app()


def _cmd_play(args: argparse.Namespace) -> int:
    from cardtable.play_setup import setup_from_cli

    if _check_custom_data():
        return 1
    registry = _registry()
    start = setup_from_cli(registry, args)
    _check_setup(registry, start)
    from cardtable.ui.app import run_app

    return run_app(start=start)


def _check_setup(registry, start) -> None:  # type: ignore[no-untyped-def]
    """Refuse a setup the game would refuse before any screen opens (raises CardtableError with
    one line: a wrong number of players, an unknown variant...)."""
    from cardtable.session import MatchSetup

    if not isinstance(start, MatchSetup):
        return
    info = registry.get(start.game)
    count = len(start.players)
    if not info.min_players <= count <= info.max_players:
        allowed = (f"{info.min_players}" if info.min_players == info.max_players
                   else f"{info.min_players} to {info.max_players}")
        raise CardtableError(f"{info.name} is for {allowed} players; --players gave {count}")
    registry.new_game(start.game, list(start.players), start.seed or 0, dict(start.options))


def _cmd_resume(args: argparse.Namespace) -> int:
    from cardtable.persistence.saves import SaveStore

    if _check_custom_data():
        return 1
    scan = SaveStore().scan()
    for problem in scan.problems:
        print(f"cardtable: {problem}", file=sys.stderr)
    if not scan.entries:
        return _fail("there is no unfinished match to resume")
    from cardtable.ui.app import run_app

    return run_app(start=scan.entries[0])


def _cmd_validate(args: argparse.Namespace) -> int:
    from cardtable.validate import validate_paths

    report = validate_paths(_registry(), args.paths)
    for line in report.lines:
        print(line, file=sys.stderr if not report.ok else sys.stdout)
    return 0 if report.ok else 1


def _cmd_simulate(args: argparse.Namespace) -> int:
    from cardtable.engine.simulate import simulate

    if args.games < 1:
        return _fail("--games must be at least 1")
    if _check_custom_data():
        return 1
    registry = _registry()
    options = {"variant": args.variant} if args.variant else None
    summary = simulate(
        registry, args.game, args.games, seed=args.seed, bot=args.bot,
        players=args.players, options=options, check_invariants=not args.no_checks,
    )
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['games']} games of {summary['game']} in {summary['seconds']} s "
              f"({summary['games_per_second']} games/s, {summary['actions_per_second']} actions/s)")
        print(f"results: {json.dumps(summary['results'])}")
        print(f"errors: {summary['errors']}; peak memory {summary['max_rss_mb']} MiB")
        if summary.get("first_error"):
            print(f"first error: {summary['first_error']}")
    return 1 if summary["errors"] else 0


def _cmd_scores(args: argparse.Namespace) -> int:
    from cardtable.scores_text import print_scores

    registry = _registry()
    if args.game:
        registry.get(args.game)
    print_scores(registry, args.game)
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    from cardtable.resources import read_rules

    _registry().get(args.game)
    text = read_rules(args.game)
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        print(text)
    return 0


def _cmd_screenshots(args: argparse.Namespace) -> int:
    from cardtable.ui.screenshots import write_screenshots

    for path in write_screenshots(args.out):
        print(path)
    return 0


_HANDLERS = {
    "play": _cmd_play,
    "resume": _cmd_resume,
    "validate": _cmd_validate,
    "simulate": _cmd_simulate,
    "scores": _cmd_scores,
    "rules": _cmd_rules,
    "screenshots": _cmd_screenshots,
}


if __name__ == "__main__":
    raise SystemExit(main())
