"""Recorded matches for the replay tests: played by computer seats into the test's user folder."""

from __future__ import annotations

from cardtable.engine.record import GameRecord, SeatInfo
from cardtable.engine.registry import GameRegistry, default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, MatchSetup

REGISTRY = default_registry()
PLAYERS = {
    "lux-nova": ("Ana", "Bo"),
    "aether-lanes": ("Ana", "Bo"),
    "lux-aeterna": ("Ana", "Bo"),
    "luminous": ("Ana", "Bo"),
}


def played(
    game: str,
    seed: int = 7,
    *,
    players: tuple[str, ...] | None = None,
    kinds: tuple[str, ...] | None = None,
    upto: int | None = None,
    options: dict[str, object] | None = None,
    registry: GameRegistry = REGISTRY,
) -> Match:
    """A match of ``game`` played by the computer (saved and filed in the current user folder);
    seats of kind ``human`` are still played by a bot here, only their record says "human"."""
    names = players or PLAYERS[game]
    kinds = kinds or tuple("computer" for _ in names)
    seats = tuple(SeatInfo(kind=k, bot="greedy" if k == "computer" else None) for k in kinds)  # type: ignore[arg-type]
    match = Match.start(
        registry, MatchSetup(game, names, seats, seed, options or {}), store=SaveStore(), history=HistoryDB()
    )
    bots = Match.start(
        registry,
        MatchSetup(
            game, names, tuple(SeatInfo(kind="computer", bot="greedy") for _ in names), seed, options or {}
        ),
    )
    while not match.state.is_over and (upto is None or len(match.record.actions) < upto):
        bots.state = match.state
        match.apply(bots.choose_computer_action())
    return match


def record_of(match: Match) -> GameRecord:
    return match.record.model_copy(deep=True)
