"""The checking tiers of ``cardtable simulate`` (see docs/architecture.md, "Checking tiers").

* **cheap** (after every action of every game in the default ``sampled`` mode): the actor is a seat,
  a legal action exists unless the match is over, and the game's own cheap invariants;
* **full position** check: the contract checks, every seat's view against its hidden ids and the
  game's full invariants;
* **record** check (at the end of every fully checked game): the record replays to the identical
  state (event log included) and the JSON snapshot round-trips.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from cardtable.engine.invariants import generic_problems, leak_problems
from cardtable.engine.registry import GameImpl, GameRegistry
from cardtable.engine.state import GameState

CheckMode = Literal["sampled", "full", "none"]
CHECK_MODES: tuple[CheckMode, ...] = ("sampled", "full", "none")
DEFAULT_CHECK_EVERY = 20
"""In ``sampled`` mode, games 0, N, 2N... get the full check after every action."""

Check = Callable[[GameState], list[str]]


def cheap_check(impl: GameImpl, seats: int) -> Check:
    """The per-action check of the sampled tier: contract checks and the game's cheap invariants
    (alone when they cover the contract's checks too: ``GameImpl.cheap_invariants_cover_contract``)."""
    game_invariants = impl.cheap_invariants or impl.invariants
    if impl.cheap_invariants is not None and impl.cheap_invariants_cover_contract:
        return impl.cheap_invariants

    def check(state: GameState) -> list[str]:
        problems = game_invariants(state)
        actor = state.to_act
        if actor is None:
            if not state.is_over:
                return problems + generic_problems(state, check_views=False)
        elif not 0 <= actor < seats or not state.has_legal_action():
            return problems + generic_problems(state, check_views=False)
        return problems

    return check


def full_check(impl: GameImpl, seats: int) -> Check:
    """The full check of one position: contract checks, every seat's view, the full invariants."""
    game_invariants = impl.invariants

    def check(state: GameState) -> list[str]:
        problems = game_invariants(state)
        actor = state.to_act
        if (actor is None and not state.is_over) or (
            actor is not None and (not 0 <= actor < seats or not state.has_legal_action())
        ):
            problems = problems + generic_problems(state, check_views=False)
        leaks = leak_problems(state, seats)
        return problems + leaks if leaks else problems

    return check


def record_problems(state: GameState, registry: GameRegistry) -> list[str]:
    """The record replays to the identical state (event log included) and the JSON snapshot
    round-trips. The replay applies the record as it is stored to a fresh setup: integer codes
    through ``apply_code`` (the path simulations, bots and replays take), action values through
    ``apply``; the JSON forms of the actions are what the snapshot's round trip reads back (its
    ``history`` is the record's action list), so every form of the record is proven.

    The live snapshot is taken once. The other two states are compared with it without their
    logs. The replayed log is compared as values (events are tuples, their sentences templates
    rendered on demand, so two logs built alike render nothing); only a log that differs as values
    is compared in its JSON form, which decides (the snapshot is the contract). The restored log
    was read from that JSON form, so it is compared in it directly."""
    problems = []
    live = state.to_json()
    live_log = live["log"]
    live["log"] = None
    impl = registry.get(state.GAME_ID).load()
    if state.scenario is not None:
        replayed = impl.from_scenario(state.scenario)
    else:
        replayed = registry.new_game(state.GAME_ID, state.players, state.seed, state.options)
    apply, apply_code = replayed.apply, replayed.apply_code
    for action in state.history.codes():
        if type(action) is int:
            apply_code(action)
        else:
            apply(action)
    if not _same(replayed, live, live_log, state):
        problems.append("the record does not replay to the same state")
    restored = type(state).from_json({**live, "log": live_log})
    if not _same(restored, live, live_log, None):
        problems.append("the JSON snapshot does not round-trip")
    return problems


def _same(other: GameState, live: dict[str, Any], live_log: list[Any], state: GameState | None) -> bool:
    """``other`` has the snapshot ``live`` (taken without its log) and the log ``live_log``
    (compared first as values with the log of ``state``, if given)."""
    if other.to_json(log=False) != live:
        return False
    if state is not None and other.log == state.log:
        return True
    return [event.to_json() for event in other.log] == live_log
