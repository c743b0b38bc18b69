"""Setting up a duel: the decks of both seats and the opening roll (shuffling and the opening hands
are the state's own ``draw``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.decklists import seat_decks

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState


def choose_decks(state: AetherState, wanted: Any) -> list[str]:
    """The two decks: the ones the ``decks`` option asks for, or (none asked for a seat) one
    picked from the seed (the engine's :func:`~cardtable.engine.decklists.seat_decks`)."""
    known = sorted(state.catalog.decks)
    chosen = seat_decks(wanted, known, state.rng, "Aether Lanes deck")
    for seat, (deck, picked) in enumerate(chosen):
        if state.logging:
            how = "%s gets the %s deck, picked from the seed." if picked else "%s plays the %s deck."
            state.say("deck", (how, state.players[seat], state.catalog.decks[deck].name), seat, deck=deck)
    return [deck for deck, _picked in chosen]


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
                (
                    "Opening roll: %s %s, %s %s; a tie, roll again.",
                    state.players[0],
                    rolls[0],
                    state.players[1],
                    rolls[1],
                ),
                None,
                rolls=list(rolls),
            )
    state.first = 0 if rolls[0] > rolls[1] else 1
    if state.logging:
        state.say(
            "roll",
            (
                "Opening roll: %s %s, %s %s. %s goes first.",
                state.players[0],
                rolls[0],
                state.players[1],
                rolls[1],
                state.players[state.first],
            ),
            None,
            rolls=list(rolls),
            first=state.first,
        )
    state.mull_seat = state.first
    state.active = state.first
