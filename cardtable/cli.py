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

    play = commands.add_parser("play", help="start a match directly", description="Start a match directly.")
    play.add_argument("game", help="game id, e.g. lux-nova")
    play.add_argument("--players", nargs="+", metavar="NAME", help="seat names in turn order")
    play.add_argument(
        "--computer", nargs="+", metavar="SEAT", default=[],
        help="seats played by the computer: seat numbers (1 = first) or player names",
    )
    play.add_argument("--bot", default=None, help="computer strength (e.g. greedy, strong)")
    play.add_argument("--seed", help="seed of the deal (a whole number; default random)")
    play.add_argument("--variant", help="rules variant (see 'cardtable rules GAME')")
    play.add_argument("--deck", nargs="+", metavar="SEAT=DECK", default=[], help="deck per seat, e.g. 1=ashen-vow")
    play.add_argument("--scenario", type=Path, metavar="FILE", help="start from a scenario file (YAML)")

    commands.add_parser("resume", help="continue the last unfinished match", description="Continue the last unfinished match.")

    validate = commands.add_parser(
        "validate", help="check card data files",
        description="Check the built-in card data, or the given files or folders. Exit 0 if valid, 1 if not.",
    )
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH")

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

    scores = commands.add_parser("scores", help="print high scores and recent results", description="Print high scores and recent results.")
    scores.add_argument("game", nargs="?")

    rules = commands.add_parser("rules", help="print the rules of a game", description="Print the rules of a game.")
    rules.add_argument("game")

    doctor = commands.add_parser(
        "doctor", help="check saves, settings, scores and card data; offer to repair",
        description="Check the user data folder (saves, settings, the score table) and any card-data override, "
                    "report what is damaged and offer to repair it (damaged files are moved aside, never deleted). "
                    "Exit 0 if all is well (or repaired), 1 if problems remain.",
    )
    doctor.add_argument("--repair", action="store_true", help="repair without asking")

    shots = commands.add_parser("screenshots", help="regenerate the screenshots of every main screen", description="Regenerate the SVG (and PNG when possible) screenshots of every main screen.")
    shots.add_argument("--out", type=Path, default=Path("screenshots"), metavar="DIR")
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
    from cardtable.ui.app import run_app

    return run_app(start=start)


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


def _cmd_doctor(args: argparse.Namespace) -> int:
    from cardtable.doctor import examine, repair_all

    checkup = examine(_registry())
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
        answer = input(f"Repair {len(fixable)} problem(s) now (damaged files are moved aside, not deleted)? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            return 1
    for line in repair_all(checkup):
        print(f"repaired: {line}")
    return 0 if len(fixable) == len(checkup.findings) else 1


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
    "doctor": _cmd_doctor,
}


if __name__ == "__main__":
    raise SystemExit(main())
