"""The ``cardtable`` parser and entry point: the global options, then each subcommand's module."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from cardtable import __version__
from cardtable.cli.commands import (
    deck,
    doctor,
    menu,
    play,
    replay,
    resume,
    rules,
    scores,
    screenshots,
    serve,
    simulate,
    validate,
)
from cardtable.cli.parsing import Parser, fail
from cardtable.engine.errors import CardtableError

COMMANDS: dict[str, ModuleType] = {
    "play": play,
    "resume": resume,
    "replay": replay,
    "validate": validate,
    "simulate": simulate,
    "scores": scores,
    "rules": rules,
    "doctor": doctor,
    "deck": deck,
    "screenshots": screenshots,
    "serve": serve,
}
"""The subcommands in the order ``--help`` lists them, each a module with ``add`` and ``run``."""


def build_parser() -> argparse.ArgumentParser:
    """The whole ``cardtable`` parser."""
    parser = Parser(
        prog="cardtable",
        description="A terminal card-game suite. With no command, opens the main menu.",
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    add_data_option(parser, None)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for module in COMMANDS.values():
        module.add(commands)
    for subcommand in commands.choices.values():
        add_data_option(subcommand, argparse.SUPPRESS)  # after the subcommand too; it wins there
    return parser


def add_data_option(parser: argparse.ArgumentParser, default: object) -> None:
    """``--data DIR``, before a subcommand (``default`` None) or after one (``SUPPRESS``: absent
    there, it leaves the value given before the subcommand alone)."""
    parser.add_argument(
        "--data",
        metavar="DIR",
        default=default,
        help="load card data from DIR instead of the built-in data "
        "(also: environment variable CARDTABLE_DATA)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``cardtable`` with ``argv`` (default: the command line); return the exit code."""
    args = build_parser().parse_args(argv)
    if args.data:
        data = Path(args.data).expanduser()
        if not data.is_dir():
            return fail(f"--data: {data} is not a folder")
        os.environ["CARDTABLE_DATA"] = str(data.resolve())
    handler: Callable[[argparse.Namespace], int] = (
        COMMANDS[args.command].run if args.command in COMMANDS else menu.run
    )
    try:
        return handler(args)
    except CardtableError as error:
        return fail(str(error).splitlines()[0] if "\n" not in str(error) else str(error), error.exit_code)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``cardtable rules x | head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
