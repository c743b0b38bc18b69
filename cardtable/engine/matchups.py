"""Who plays whom in a simulation: the bot of each seat and, for games with decks, each seat's deck
per game (a fixed deck, every starter deck in turn, or every pairing for the deck matrix)."""

from __future__ import annotations

import dataclasses
import shlex
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameImpl, GameInfo

OwnDeck = Callable[[str], "str | dict[str, Any]"]
"""Turns a deck name that is no starter into a player's deck written out in full (a dict in the
game's data format) or raises CardtableError; see ``cardtable.persistence.decks.resolve_deck``."""

ALL_DECKS = "all"
"""``--deck 2=all``: that seat plays every starter deck in turn."""


@dataclasses.dataclass(frozen=True, slots=True)
class Matchup:
    """The setup of every game of a run, as plain picklable data.

    ``decks`` is ``None`` (the game picks, e.g. from the seed) or one entry per seat: a deck id,
    ``None`` (the game picks) or ``"all"``; with ``matrix`` every ordered pair of starter decks
    is played in turn (two seats).
    """

    game_id: str
    players: int
    bots: tuple[str, ...]
    variant: str | None = None
    decks: tuple[str | dict[str, Any] | None, ...] | None = None
    matrix: bool = False
    deck_ids: tuple[str, ...] = ()
    """Every starter deck, in data order (for ``all`` and the matrix)."""
    settings: tuple[tuple[str, int], ...] = ()
    """The game's match settings for every game (Lux Aeterna's ``lights``), as (key, value)."""

    @property
    def names(self) -> list[str]:
        return [f"Seat {i + 1}" for i in range(self.players)]

    def options(self, index: int) -> dict[str, Any]:
        """The options of game ``index`` (its decks depend on the index for ``all``/matrix)."""
        options: dict[str, Any] = dict(self.settings)
        if self.variant:
            options["variant"] = self.variant
        decks = self.decks_of(index)
        if decks is not None:
            options["decks"] = list(decks)
        return options

    def decks_of(self, index: int) -> list[str | dict[str, Any] | None] | None:
        if self.matrix:
            count = len(self.deck_ids)
            pair = index % (count * count)
            return [self.deck_ids[pair // count], self.deck_ids[pair % count]]
        if self.decks is None:
            return None
        count = len(self.deck_ids)
        return [self.deck_ids[index % count] if deck == ALL_DECKS else deck for deck in self.decks]

    def games_per_round(self) -> int:
        """How many games cover every deck assignment once (1 when decks do not rotate)."""
        count = len(self.deck_ids)
        if self.matrix:
            return count * count
        if self.decks is not None and ALL_DECKS in self.decks:
            return count
        return 1

    def command(self, game_seed: int, index: int) -> str:
        """The command that replays game ``index`` (seed ``game_seed``) alone, fully checked."""
        words = ["cardtable", "simulate", self.game_id, "--game-seed", str(game_seed)]
        words += ["--players", str(self.players)]
        if self.variant:
            words += ["--variant", self.variant]
        for key, value in self.settings:
            words += [f"--{key}", str(value)]
        words += ["--bot", *(f"{seat + 1}={bot}" for seat, bot in enumerate(self.bots))]
        decks = self.decks_of(index)
        if decks is not None and any(decks):
            words += ["--deck", *(f"{seat + 1}={deck_id(deck)}" for seat, deck in enumerate(decks) if deck)]
        return shlex.join(words)

    def describe_bots(self) -> str:
        return ", ".join(f"seat {seat + 1} {bot}" for seat, bot in enumerate(self.bots))

    def describe_decks(self) -> str:
        if self.matrix:
            return f"every pairing of the {len(self.deck_ids)} starter decks, in turn"
        if self.decks is None:
            return "picked from each game's seed"
        parts = []
        for seat, deck in enumerate(self.decks):
            text = (
                "every starter deck in turn" if deck == ALL_DECKS else deck_id(deck) or "picked from the seed"
            )
            parts.append(f"seat {seat + 1} {text}")
        return ", ".join(parts)


def deck_id(deck: str | dict[str, Any] | None) -> str | None:
    """A seat's deck id (a player's own deck is written out in full: its ``id``)."""
    return str(deck.get("id")) if isinstance(deck, dict) else deck


def _seat_pairs(specs: Sequence[str], players: int, what: str) -> tuple[dict[int, str], str | None]:
    """``["1=greedy", "2=random"]`` -> {0: "greedy", 1: "random"}; a bare value applies to all."""
    per_seat: dict[int, str] = {}
    every: str | None = None
    for item in specs:
        seat_text, sep, value = item.partition("=")
        if not sep:
            every = item
            continue
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= players:
            raise CardtableError(f"--{what}: there is no seat '{seat_text}' (seats 1 to {players})")
        if not value:
            raise CardtableError(f"--{what} expects SEAT={what.upper()}, got '{item}'")
        per_seat[int(seat_text) - 1] = value
    return per_seat, every


def build_matchup(
    info: GameInfo,
    impl: GameImpl,
    *,
    players: int | None = None,
    bots: Sequence[str] | str = "random",
    decks: Sequence[str] = (),
    matrix: bool = False,
    variant: str | None = None,
    own_deck: OwnDeck | None = None,
    settings: Mapping[str, int] | None = None,
) -> Matchup:
    """Check the bot, deck and seat choices and return the run's :class:`Matchup`."""
    count = info.default_players if players is None else players
    if not info.min_players <= count <= info.max_players:
        raise CardtableError(
            f"{info.name} is played by {info.min_players} to {info.max_players} players, not {count}"
        )
    if variant is not None:
        info.variant(variant)
    specs = [bots] if isinstance(bots, str) else list(bots)
    per_seat, every = _seat_pairs(specs, count, "bot")
    chosen = tuple(per_seat.get(seat, every or "random") for seat in range(count))
    for bot in chosen:
        if impl.bot_factory(bot) is None:
            raise CardtableError(
                f"unknown bot '{bot}' for {info.name}; bots: {', '.join(impl.simulation_bots())}"
            )
    deck_ids: tuple[str, ...] = ()
    seat_decks: tuple[str | dict[str, Any] | None, ...] | None = None
    if decks or matrix:
        if impl.deck_choices is None:
            raise CardtableError(f"{info.name} has no decks to choose")
        deck_ids = tuple(deck for deck, _name in impl.deck_choices())
        if matrix and decks:
            raise CardtableError("--matrix plays every pairing of decks: leave out --deck")
        if matrix and count != 2:
            raise CardtableError("--matrix needs exactly 2 players")
        per_deck, every_deck = _seat_pairs(decks, count, "deck")
        if every_deck is not None:
            raise CardtableError(f"--deck expects SEAT=DECK, e.g. 1={deck_ids[0]} 2=all; got '{every_deck}'")
        chosen_decks: dict[int, str | dict[str, Any]] = {}
        for seat, deck in per_deck.items():
            if deck == ALL_DECKS or deck in deck_ids:
                chosen_decks[seat] = deck
            elif own_deck is not None:
                chosen_decks[seat] = own_deck(deck)
            else:
                raise CardtableError(f"unknown deck '{deck}'; decks: {', '.join(deck_ids)} (or 'all')")
        if decks:
            seat_decks = tuple(chosen_decks.get(seat) for seat in range(count))
    chosen_settings = tuple(sorted(info.setting_options(dict(settings or {})).items()))
    return Matchup(info.id, count, chosen, variant, seat_decks, matrix, deck_ids, chosen_settings)
