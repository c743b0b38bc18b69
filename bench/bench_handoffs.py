"""Hand-offs and pass presses per turn in hot-seat Luminous and Lux Aeterna, with seats that play
like people who answer whenever they can (issue 25). Not a benchmark of speed.

Two people share one keyboard. The table takes some steps for them (a window that is not one of
their stops, a pass that is all they can do, a forced single choice: each tree's own rule, found in
``cardtable.ui``); every other decision is asked. A *hand-off* is counted each time the person asked
is not the one asked last (the curtain comes down); a *pass press* each time a person asked at a
priority window chooses to pass.

The person: in a priority window of the other player's turn (an answer to something) they play a
legal response whenever they hold one (a random legal non-pass action: the eager player who makes
the table ask most); everywhere else they play as the greedy computer does. Figures per turn (a
turn of one player), median and 90th percentile over every turn of ``--games`` seeded matches.

    .venv/bin/python bench/bench_handoffs.py [--games 30] [--game luminous]

Works on older trees too (``PYTHONPATH=<tree> python bench/bench_handoffs.py``) so the same run
gives "before" and "after".
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections.abc import Callable
from typing import Any

from cardtable.engine.rng import Rng


def _luminous() -> tuple[Callable[[int], Any], Callable[[], Any], Callable[[Any], Any]]:
    from cardtable.games.luminous.bots import GreedyLuminousBot
    from cardtable.games.luminous.state import LuminousState
    from cardtable.ui.luminous import stops

    # Each tree's default: seats asked whenever they can answer (older trees: the shared default stops).
    chosen = None if hasattr(stops, "DEFAULT") else stops.parse(stops.DEFAULT_STOPS)

    def automatic(state: Any) -> Any:
        return stops.automatic_action(state, True, chosen)

    return (lambda seed: LuminousState(["Ana", "Bo"], seed, {})), GreedyLuminousBot, automatic


def _lux_aeterna() -> tuple[Callable[[int], Any], Callable[[], Any], Callable[[Any], Any]]:
    from cardtable.games.lux_aeterna.bots import GreedyBot
    from cardtable.games.lux_aeterna.state import LuxState
    from cardtable.ui.lux_aeterna.handoff import automatic_action

    def automatic(state: Any) -> Any:
        return automatic_action(state, True)

    return (lambda seed: LuxState(["Ana", "Bo"], seed, {})), GreedyBot, automatic


GAMES = {"luminous": _luminous, "lux-aeterna": _lux_aeterna}


def _answering(state: Any) -> bool:
    """A priority decision of the seat whose turn it is not (an answer to the other's action)."""
    decision = state.decision
    return decision is not None and decision.kind == "priority" and decision.seat != state.active


def play(game: str, seed: int, limit: int = 20_000) -> dict[int, list[int]]:
    """One match; per turn number, [hand-offs, pass presses]."""
    new_state, bot_class, automatic = GAMES[game]()
    state = new_state(seed)
    state.set_logging(False)
    bots = [bot_class(), bot_class()]
    rng = Rng(seed * 7919 + 1)
    holder: int | None = None
    turns: dict[int, list[int]] = {}
    for _ in range(limit):
        if state.is_over:
            break
        action = automatic(state)
        if action is None:
            row = turns.setdefault(state.turn, [0, 0])
            seat = state.to_act
            if holder is not None and seat != holder:
                row[0] += 1
            holder = seat
            legal = state.legal_actions()
            answers = [a for a in legal if a.KIND != "pass"]
            if _answering(state) and answers:
                action = answers[rng.randrange(len(answers))]
            else:
                action = bots[seat or 0].choose(state.copy(), Rng(seed ^ (len(state.history) * 0x9E3779B1)))
            if action.KIND == "pass" and state.decision is not None and state.decision.kind == "priority":
                row[1] += 1
        state.apply(action)
    return turns


def percentile(values: list[int], share: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(share * len(ordered)))])


def measure(game: str, games: int) -> dict[str, Any]:
    handoffs: list[int] = []
    passes: list[int] = []
    for seed in range(games):
        for row in play(game, seed).values():
            handoffs.append(row[0])
            passes.append(row[1])
    return {
        "turns": len(handoffs),
        "handoffs_per_turn": {
            "median": statistics.median(handoffs),
            "p90": percentile(handoffs, 0.9),
            "mean": round(statistics.mean(handoffs), 2),
        },
        "pass_presses_per_turn": {
            "median": statistics.median(passes),
            "p90": percentile(passes, 0.9),
            "mean": round(statistics.mean(passes), 2),
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    args = parser.parse_args()
    out: dict[str, Any] = {"games": args.games}
    for game in args.game or sorted(GAMES):
        out[game] = measure(game, args.games)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
