"""Lux Aeterna's own invariants: cards and Lights conserved, the queue and its zone agree, every
flag points at a card where it can be. ``cheap_invariants`` skips the per-card walks."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from cardtable.engine.kernel.decision import PRIORITY
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.lux_aeterna.state import LuxState


def light_counts(game: LuxState) -> dict[str, int]:
    """How many Lights of each colour letter exist anywhere (supply, Numen, Units, Soul)."""
    totals = dict(game.supply)
    totals["W"] += game.soul[0] + game.soul[1]
    for bucket in (*game.numen, *game.lights_on.values()):
        for kind, n in bucket.items():
            totals[kind[0]] += n
    return totals


def expected_lights(game: LuxState) -> dict[str, int]:
    """What :func:`light_counts` must give: each colour's whole supply, and every life Light."""
    return _expected(game.light_deck, game.rules.lives)


@functools.cache
def _expected(per_colour: int, lives: int) -> dict[str, int]:
    return {**dict.fromkeys(COLOUR_LETTERS, per_colour), "W": 2 * lives}


def cheap_invariants(state: GameState) -> list[str]:
    """Lights conserved per colour, no negative supply, every card placed; and the contract's
    cheap checks (``IMPL.cheap_invariants_cover_contract``): while the match runs, a seat is to act
    and has an answer (a pending decision always lists its options), none once it is over."""
    game: LuxState = state  # type: ignore[assignment]
    problems = []
    totals = light_counts(game)
    expected = expected_lights(game)
    if totals != expected:
        for letter, n in expected.items():
            if totals.get(letter) != n:
                problems.append(f"{totals.get(letter)} {letter} Lights instead of {n}")
    if min(game.supply.values()) < 0:
        problems.append("negative supply")
    if len(game.zones.where) != len(game.card_of):
        problems.append(f"{len(game.zones.where)} cards placed, {len(game.card_of)} exist")
    found = game.decision_problems()  # the kernel's: the seat asked is a seat, priority its holder's
    asking = game.asking
    if found:
        problems += found
    elif game.result is None and asking.kind != PRIORITY and not asking.options:
        problems.append(f"seat {asking.seat} must decide {asking.kind} but has no option")
    return problems


def invariants(state: GameState) -> list[str]:
    game: LuxState = state  # type: ignore[assignment]
    problems = cheap_invariants(game)
    problems.extend(game.zones.problems(game.card_of))
    # A card waits in the queue zone until it resolves; a Unit or Relic resolving half-way (a
    # choice pending) is already on the field.
    waiting = {item.source for item in game.queue if item.kind == "card" and not item.data.get("started")}
    started = {item.source for item in game.queue if item.kind == "card" and item.data.get("started")}
    in_zone = {iid for seat in range(2) for iid in game.zones.cards(seat, "queue")}
    if not waiting <= in_zone or not in_zone <= waiting | started:
        problems.append(f"queue items {sorted(waiting)} but queue zone {sorted(in_zone)}")
    for iid in game.polarized:
        if not game.on_field(iid):
            problems.append(f"{iid} is polarized but not on the field")
    for iid, bucket in game.lights_on.items():
        if not game.on_field(iid):
            problems.append(f"{iid} holds Lights but is not on the field")
        if any(n <= 0 for n in bucket.values()):
            problems.append(f"{iid} holds an empty Light stack")
    for seat in range(2):
        if any(n <= 0 for n in game.numen[seat].values()):
            problems.append(f"seat {seat} has an empty Numen stack")
        if not 0 <= game.soul[seat] <= game.rules.lives:
            problems.append(f"seat {seat} Soul {game.soul[seat]} out of range")
    if game.result is None:
        decision = game.decision
        if decision is None or decision.seat not in (0, 1):
            problems.append("no decision while the match runs")
        if game.asking.kind == PRIORITY and not game.queue and game.priority.holder != game.active:
            problems.append("the non-active player holds priority with an empty queue")
    return problems
