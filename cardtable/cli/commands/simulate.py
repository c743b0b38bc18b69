"""``cardtable simulate GAME``: play many games with bots, check the engine and report balance."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.cli.parsing import check_custom_data, fail, registry
from cardtable.cli.progress import SimulationProgress

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands, Parser
    from cardtable.engine.checks import CheckMode
    from cardtable.engine.matchups import OwnDeck
    from cardtable.engine.registry import GameImpl, GameInfo


def add(commands: Commands) -> None:
    """The ``simulate`` parser."""
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
        default=None,
        metavar="BOT",
        help="how the seats play: random (any legal move), greedy (the best move now) or strong "
        "(looks ahead); one bot for every seat, or per seat: 1=greedy 2=random. Lux Aeterna also "
        "takes strong-fixed, for measurement only: the strong seat thinking a fixed number of rounds "
        "a decision instead of a CPU budget, so a run repeats exactly on any machine. Default: greedy for "
        "the balance report (a report of random play measures random play), random with --json "
        "and --game-seed (the engine checks and tools)",
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
    simulate.add_argument(
        "--lights", type=int, metavar="N", help="Lux Aeterna: N Lights of each colour (4, 6 or 8)"
    )
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
    _add_lab_options(simulate)


def _add_lab_options(simulate: Parser) -> None:
    """Beyond one machine and in pictures (issue 29): --cluster, --plot, --html."""
    simulate.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play the games on a Dask cluster: a scheduler's address (tcp://host:8786), or local:K "
        "for K worker processes here; same results as on one machine (needs cardtable[cluster])",
    )
    simulate.add_argument(
        "--plot",
        type=Path,
        metavar="DIR",
        help="write the report's figures into DIR as SVG and PNG (needs cardtable[plots])",
    )
    simulate.add_argument(
        "--html",
        type=Path,
        metavar="FILE",
        help="write one self-contained HTML page with the report and its figures (needs cardtable[plots])",
    )


def default_bots(args: argparse.Namespace) -> list[str]:
    """The bots when ``--bot`` is not given: greedy seats for a balance report people read,
    random ones for ``--json`` and ``--game-seed`` (engine checks, tools and speed runs, and the
    replay of a failure they found)."""
    return ["random"] if args.json or args.game_seed is not None else ["greedy"]


def own_deck_resolver(impl: GameImpl) -> OwnDeck | None:
    """How ``--deck SEAT=NAME`` finds a deck of the player's own (None: the game has none)."""
    make = impl.deck_rules
    if make is None:
        return None
    from cardtable.persistence.decks import resolve_deck

    rules = make()
    return lambda name: resolve_deck(rules, name)


def simulate_options(info: GameInfo, variant: str | None, lights: int | None) -> dict[str, Any]:
    """The games' options from ``--variant`` and the game's settings (``--lights``), checked."""
    options: dict[str, Any] = dict(info.setting_options({"lights": lights}))
    if variant:
        options["variant"] = variant
    return options


def run(args: argparse.Namespace) -> int:
    """Play (or merge) the run and print its report; exit 1 if any game failed a check, 130 if
    Ctrl+C stopped it, 1 if the cluster was lost (the report is then of the games that finished,
    marked partial)."""
    from cardtable.engine.simulate import default_jobs, merge_summaries, simulate

    if check_custom_data():
        return 1
    games_registry = registry()
    games_registry.get(args.game)
    if args.plot is not None or args.html is not None:
        from cardtable.plots.output import prepare_outputs

        prepare_outputs(args.plot, args.html)
    if args.merge and args.cluster:
        return fail("--merge adds up finished runs; it plays nothing, so it takes no --cluster")
    if args.merge:
        summary = merge_summaries(games_registry, args.merge)
        if summary["game"] != args.game:
            return fail(f"--merge: the runs are of {summary['game']}, not {args.game}")
    else:
        if args.games is None and args.game_seed is None:
            return fail("simulate: --games N is needed (or --game-seed S, or --merge FILE...)", 2)
        problem = number_problem(args)
        if problem:
            return fail(problem)
        checks: CheckMode | None = "none" if args.no_checks else args.checks
        if args.no_checks and args.checks not in (None, "none"):
            return fail("--no-checks and --checks " + args.checks + " contradict each other")
        games = args.games or 1
        jobs = min(args.jobs or default_jobs(), default_jobs())  # the games cap it too (simulate)
        with SimulationProgress(games, enabled=not args.json and args.game_seed is None) as progress:
            summary = simulate(
                games_registry,
                args.game,
                games,
                seed=args.seed,
                bot=args.bot or default_bots(args),
                players=args.players,
                options=simulate_options(games_registry.get(args.game), args.variant, args.lights),
                checks=checks,
                check_every=args.check_every,
                jobs=jobs,
                decks=args.deck,
                matrix=args.matrix,
                game_offset=args.game_offset,
                game_seed=args.game_seed,
                progress=progress,
                own_deck=own_deck_resolver(games_registry.get(args.game).load()),
                cluster=args.cluster,
            )
    if args.json:
        print(json.dumps(summary))
    else:
        from cardtable.engine.balance_report import print_report

        print_report(games_registry, summary)
    if args.plot is not None or args.html is not None:
        from cardtable.plots.output import write_outputs

        for path in write_outputs(games_registry, summary, args.plot, args.html):
            print(f"wrote {path}", file=sys.stderr)
    if summary.get("partial"):
        return 130 if summary.get("stopped_by") == "Ctrl+C" else 1
    return 1 if summary["errors"] else 0


GAME_SEEDS = 2**63
"""A run's game seeds are below this (``simrun.game_seed``): ``--game-seed`` takes 0 .. this - 1."""


def number_problem(args: argparse.Namespace) -> str | None:
    """The one-line refusal of a count or seed that cannot be meant, or None. (A seat count the
    game does not allow is refused by ``build_matchup``, naming the game's range.)"""
    if args.games is not None and args.games < 1:
        return "--games must be at least 1"
    if args.jobs is not None and args.jobs < 1:
        return "--jobs must be at least 1"
    if args.seed < 0:
        return f"--seed must be a whole number of 0 or more, not {args.seed}"
    if args.game_seed is not None and not 0 <= args.game_seed < GAME_SEEDS:
        return f"--game-seed must be a whole number from 0 to {GAME_SEEDS - 1}, not {args.game_seed}"
    if args.check_every < 1:
        return "--check-every must be at least 1"
    if args.game_offset < 0:
        return "--game-offset must be 0 or more"
    return None
