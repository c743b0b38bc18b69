"""The ``cardtable`` command (its subcommands and options are a public contract: DESIGN.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from cardtable import __version__
from cardtable.engine.errors import CardtableError

if TYPE_CHECKING:
    from rich.progress import Progress

    from cardtable.engine.checks import CheckMode
    from cardtable.engine.registry import GameRegistry


class _Formatter(argparse.HelpFormatter):
    """Help text wrapped between words only, so "lux-aeterna" never splits at its hyphen."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class _ExamplesFormatter(_Formatter, argparse.RawDescriptionHelpFormatter):
    """As ``_Formatter``, with the description and examples kept as written."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")

    lists_games = False
    """When set, the help of the ``game``, ``--players``, ``--variant`` and ``--deck`` arguments names
    the installed games, their seat counts, variants and decks (looked up only when the help is
    shown, so starting the app does not pay)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)
        self._base_help: dict[str, str] = {}

    def format_help(self) -> str:
        if self.lists_games:
            for action in self._actions:
                extra = _game_listing(action.dest)
                if extra:
                    base = self._base_help.setdefault(action.dest, action.help or "")
                    action.help = f"{base} [{extra}]" if base else extra
        return super().format_help()


def _game_listing(dest: str) -> str:
    """What the help of the argument ``dest`` adds about the installed games ("" for none)."""
    from cardtable.engine.registry import registered_games

    games = registered_games()
    if dest == "game":
        return "games: " + ", ".join(info.id for info in games)
    if dest == "players":
        return "seats: " + ", ".join(
            f"{info.id} {info.min_players}"
            + (f"-{info.max_players}" if info.max_players > info.min_players else "")
            for info in games
        )
    if dest == "variant":
        return "variants, the first is the default: " + "; ".join(
            f"{info.id} {' or '.join(v.id for v in info.variants)}" for info in games
        )
    if dest == "deck":
        listed = []
        for info in games:
            deck_choices = info.load().deck_choices if info.uses_decks else None
            if deck_choices is not None:
                listed.append(f"{info.id}: {', '.join(deck for deck, _name in deck_choices())}")
        return "decks: " + "; ".join(listed)
    return ""


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardtable",
        description="A terminal card-game suite. With no command, opens the main menu.",
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument(
        "--data",
        metavar="DIR",
        help="load card data from DIR instead of the built-in data "
        "(also: environment variable CARDTABLE_DATA)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    play = commands.add_parser(
        "play",
        help="start a match directly",
        description="Start a match directly, skipping the menu. Mistakes in the options are reported\n"
        "on one line and no screen opens.",
        formatter_class=_ExamplesFormatter,
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
        help="rules variant (Lux Nova: 'basic' = one card in hand, 'advanced' = two)",
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

    commands.add_parser(
        "resume",
        help="continue an unfinished match",
        description="Continue the most recently saved unfinished match. A save that cannot be read "
        "is moved aside; one that stops replaying part-way offers to resume from its "
        "last good action. With several unfinished matches, the menu's Continue lists "
        "them all.",
    )

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

    simulate = commands.add_parser(
        "simulate",
        help="play many games with bots: rule checks and a balance report",
        description="Play N complete games with bots in every seat on every core, check the engine in "
        "tiers and print a balance report (or one JSON object with --json).",
    )
    simulate.lists_games = True
    simulate.add_argument("game", help="which game")
    simulate.add_argument(
        "--games", type=int, metavar="N", help="how many games (needed unless --game-seed or --merge)"
    )
    simulate.add_argument(
        "--seed", type=int, default=0, metavar="S", help="run seed; game i's seed derives from S and i"
    )
    simulate.add_argument(
        "--bot",
        nargs="+",
        default=["random"],
        metavar="BOT",
        help="how the seats play: random (any legal move, the easiest; the default), greedy (the best "
        "move now) or strong (looks ahead); one bot for every seat, or per seat: 1=greedy 2=random",
    )
    simulate.add_argument(
        "--deck",
        nargs="+",
        default=[],
        metavar="SEAT=DECK",
        help="deck per seat; DECK 'all' plays every starter deck in turn (e.g. 1=ashen-vow 2=all)",
    )
    simulate.add_argument(
        "--matrix", action="store_true", help="play every pairing of starter decks: a deck-vs-deck table"
    )
    simulate.add_argument(
        "--players", type=int, metavar="N", help="number of seats (default: the game's default)"
    )
    simulate.add_argument("--variant", metavar="VARIANT", help="rules variant")
    simulate.add_argument("--jobs", type=int, metavar="N", help="worker processes (default: every core)")
    simulate.add_argument(
        "--checks",
        choices=("sampled", "full", "none"),
        default=None,
        help="sampled (default): cheap checks on every action, full checks on every "
        "N-th game and every final position; full: everything after every "
        "action (slow); none: the engine alone",
    )
    simulate.add_argument("--no-checks", action="store_true", help="same as --checks none")
    simulate.add_argument(
        "--check-every",
        type=int,
        default=20,
        metavar="N",
        help="with --checks sampled, fully check games 0, N, 2N... (default 20)",
    )
    simulate.add_argument(
        "--game-seed",
        type=int,
        metavar="S",
        help="replay the one game of seed S with full checks (as a failure names it)",
    )
    simulate.add_argument(
        "--game-offset",
        type=int,
        default=0,
        metavar="K",
        help="play games K .. K+N-1 of the run (to split a run over machines)",
    )
    simulate.add_argument(
        "--merge",
        nargs="+",
        type=Path,
        metavar="FILE",
        help="merge the --json outputs of runs over different --game-offset ranges",
    )
    simulate.add_argument("--json", action="store_true", help="print exactly one JSON object")

    scores = commands.add_parser(
        "scores",
        help="print high scores and recent results",
        description="Print the solo high scores (with today's best daily deal) and the recent "
        "results of every game, or of one.",
    )
    scores.lists_games = True
    scores.add_argument("game", nargs="?", help="only this game; default: every game")

    rules = commands.add_parser(
        "rules", help="print the rules of a game", description="Print the rules of a game."
    )
    rules.lists_games = True
    rules.add_argument("game", help="which game")

    doctor = commands.add_parser(
        "doctor",
        help="check saves, settings, scores and card data; offer to repair",
        description="Check the user data folder (saves, settings, the score table) and any card-data override, "
        "report what is damaged and offer to repair it (damaged files are moved aside, never deleted). "
        "Exit 0 if all is well (or repaired), 1 if problems remain.",
    )
    doctor.add_argument("--repair", action="store_true", help="repair without asking")

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


def _check_setup(registry: GameRegistry, start: Any) -> None:
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
    from cardtable.engine.simulate import default_jobs, merge_summaries, simulate

    if _check_custom_data():
        return 1
    registry = _registry()
    registry.get(args.game)
    if args.merge:
        summary = merge_summaries(registry, args.merge)
        if summary["game"] != args.game:
            return _fail(f"--merge: the runs are of {summary['game']}, not {args.game}")
    else:
        if args.games is None and args.game_seed is None:
            return _fail("simulate: --games N is needed (or --game-seed S, or --merge FILE...)", 2)
        if args.games is not None and args.games < 1:
            return _fail("--games must be at least 1")
        if args.jobs is not None and args.jobs < 1:
            return _fail("--jobs must be at least 1")
        checks: CheckMode | None = "none" if args.no_checks else args.checks
        if args.no_checks and args.checks not in (None, "none"):
            return _fail("--no-checks and --checks " + args.checks + " contradict each other")
        games = args.games or 1
        jobs = args.jobs or default_jobs()
        with _progress(games, enabled=not args.json and args.game_seed is None) as progress:
            summary = simulate(
                registry,
                args.game,
                games,
                seed=args.seed,
                bot=args.bot,
                players=args.players,
                options={"variant": args.variant} if args.variant else None,
                checks=checks,
                check_every=args.check_every,
                jobs=jobs,
                decks=args.deck,
                matrix=args.matrix,
                game_offset=args.game_offset,
                game_seed=args.game_seed,
                progress=progress,
            )
    if args.json:
        print(json.dumps(summary))
    else:
        from cardtable.engine.balance_report import print_report

        print_report(registry, summary)
    return 1 if summary["errors"] else 0


class _progress:
    """A live progress bar on stderr (only when stderr is a terminal): games done, games/s,
    errors so far, time left. Used as ``with _progress(n, enabled=...) as callback``."""

    def __init__(self, total: int, *, enabled: bool) -> None:
        self.total = total
        self.enabled = enabled and sys.stderr.isatty()
        self.bar: Progress | None = None

    def __enter__(self):
        if not self.enabled:
            return None
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        bar = self.bar = Progress(
            TextColumn("simulating"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[speed]} games/s"),
            TextColumn("{task.fields[errors]} errors"),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        bar.start()
        task = bar.add_task("games", total=self.total, speed="-", errors=0)
        import time

        started = time.perf_counter()

        def update(done: int, errors: int) -> None:
            elapsed = time.perf_counter() - started
            speed = f"{done / elapsed:,.0f}" if elapsed > 0 else "-"
            bar.update(task, completed=done, speed=speed, errors=errors)

        return update

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


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
        answer = input(
            f"Repair {len(fixable)} problem(s) now (damaged files are moved aside, not deleted)? [y/N] "
        )
        if answer.strip().lower() not in ("y", "yes"):
            return 1
    for line in repair_all(checkup):
        print(f"repaired: {line}")
    return 0 if len(fixable) == len(checkup.findings) else 1


def _cmd_screenshots(args: argparse.Namespace) -> int:
    from cardtable.ui.screenshots import write_screenshots

    written = write_screenshots(args.out, names=args.names or None)
    if args.names and not written:
        print(f"cardtable screenshots: no screenshot is named {', '.join(args.names)}", file=sys.stderr)
        return 1
    for path in written:
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
