"""Exceptions raised by the engine. Every one carries a one-line message fit for a player."""

from __future__ import annotations

from typing import Any


class CardtableError(Exception):
    """Base class of every error cardtable reports to a person as one line."""

    exit_code = 1
    """The ``cardtable`` command's exit status when this error ends it."""


class IllegalActionError(CardtableError, ValueError):
    """An action that the rules do not allow now. The state is left exactly as it was."""

    def __init__(self, reason: str, action: Any = None) -> None:
        self.reason = reason
        self.action = action
        super().__init__(reason)


class UnknownGameError(CardtableError, LookupError):
    """A game id that is not registered."""

    def __init__(self, game_id: str, known: tuple[str, ...]) -> None:
        self.game_id = game_id
        self.known = known
        super().__init__(f"unknown game '{game_id}'; valid games: {', '.join(known)}")

    def __str__(self) -> str:  # LookupError would quote the message otherwise
        return str(self.args[0])


class SetupError(CardtableError, ValueError):
    """Arguments to ``new_game`` that the game cannot start with (player count, variant, deck)."""


class UsageError(SetupError):
    """Command-line arguments that look like a mistake in using the command (exit status 2)."""

    exit_code = 2


class ScenarioError(CardtableError, ValueError):
    """A scenario file that does not describe a valid position."""


class RecordError(CardtableError, ValueError):
    """A game record or state snapshot that cannot be read or replayed."""
