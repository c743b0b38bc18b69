"""What every subcommand of ``cardtable`` shares: the parser classes, one-line failures, the game
registry and the check of a ``--data`` folder."""

from __future__ import annotations

import argparse
import os
import sys
import textwrap
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from cardtable.engine.registry import GameRegistry


class Formatter(argparse.HelpFormatter):
    """Help text wrapped between words only, so "lux-aeterna" never splits at its hyphen."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class ExamplesFormatter(Formatter, argparse.RawDescriptionHelpFormatter):
    """As ``Formatter``, with the description and examples kept as written."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")

    lists_games = False
    """When set, the help of the ``game``, ``--players``, ``--variant`` and ``--deck`` arguments names
    the installed games, their seat counts, variants and decks (looked up only when the help is
    shown, so starting the app does not pay)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
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


def fail(message: str, code: int = 1) -> int:
    """Print ``cardtable: message`` on stderr and return the exit code."""
    print(f"cardtable: {message}", file=sys.stderr)
    return code


def registry() -> GameRegistry:
    """The installed games (imported only when a command needs them)."""
    from cardtable.engine.registry import default_registry

    return default_registry()


def check_custom_data() -> int:
    """With ``--data``/``CARDTABLE_DATA``, check the folder before any screen opens: print every
    problem and return 1 if it is broken (the built-in data is checked by the test suite)."""
    if not os.environ.get("CARDTABLE_DATA"):
        return 0
    from cardtable.validate import validate_paths

    report = validate_paths(registry(), [])
    if report.ok:
        return 0
    for line in report.lines:
        print(line, file=sys.stderr)
    return fail("the card data has problems (listed above); fix them or drop --data")


if TYPE_CHECKING:
    Commands = argparse._SubParsersAction[Parser]
    """The subcommand table each command module adds its parser to."""
