"""Setting up a duel: the decks of both seats and the opening roll (shuffling and the opening hands
are the state's own ``draw``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.errors import SetupError

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState


def choose_decks(state: AetherState, wanted: Any) -> list[str]:
    """The two decks: the ones asked for, or (none asked for a seat) one picked from the seed."""
    known = sorted(state.catalog.decks)
    chosen: list[str] = []
    wanted = list(wanted) if isinstance(wanted, (list, tuple)) else []
    for seat in range(2):
        deck = wanted[seat] if seat < len(wanted) else None
        if deck is None or deck == "":
            deck = known[state.rng.randrange(len(known))]
            if state.logging:
                state.say(
                    "deck",
                    f"{state.players[seat]} gets the {state.catalog.decks[deck].name} deck, picked from the seed.",
                    seat,
                    deck=deck,
                )
        elif deck not in state.catalog.decks:
            raise SetupError(f"unknown Aether Lanes deck '{deck}'; decks: {', '.join(known)}")
        else:
            if state.logging:
                state.say(
                    "deck",
                    f"{state.players[seat]} plays the {state.catalog.decks[deck].name} deck.",
                    seat,
                    deck=deck,
                )
        chosen.append(deck)
    return chosen


def opening_roll(state: AetherState) -> None:
    """Both players roll until the rolls differ; the higher goes first (and decides first on the
    mulligan)."""
    sides = state.catalog.rules.die_sides
    while True:
        rolls = (state.rng.roll(sides), state.rng.roll(sides))
        if rolls[0] != rolls[1]:
            break
        if state.logging:
            state.say(
                "roll",
                f"Opening roll: {state.players[0]} {rolls[0]}, {state.players[1]} {rolls[1]}; a tie, roll again.",
                None,
                rolls=list(rolls),
            )
    state.first = 0 if rolls[0] > rolls[1] else 1
    if state.logging:
        state.say(
            "roll",
            f"Opening roll: {state.players[0]} {rolls[0]}, {state.players[1]} {rolls[1]}. {state.players[state.first]} goes first.",
            None,
            rolls=list(rolls),
            first=state.first,
        )
    state.mull_seat = state.first
    state.active = state.first
