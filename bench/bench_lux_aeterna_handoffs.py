"""How often the keyboard changes hands in a hot-seat Lux Aeterna match (not a benchmark of speed).

Two people share one keyboard; the curtain comes down each time the person who must decide is not
the one who decided last. The screen passes by itself for a person whose only legal action is
``Pass`` (auto-pass, the default) and takes a forced single choice, so a response window the other
player cannot answer costs no hand-off. With "always ask" every decision is asked.

Each seat is played by the greedy computer (standing in for a person); the figures are per match
and per turn, over ``--games`` seeded matches, with auto-pass on and off.

Run: ``.venv/bin/python bench/bench_lux_aeterna_handoffs.py [--games 40]``. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics

from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.bots import GreedyBot
from cardtable.games.lux_aeterna.state import LuxState
from cardtable.ui.lux_aeterna.handoff import count_handoffs


def measure(games: int, auto_pass: bool) -> dict[str, float]:
    per_match, per_turn, asked = [], [], []
    for seed in range(games):
        state = LuxState(["Ana", "Bo"], seed, {})
        bots = [GreedyBot(), GreedyBot()]

        def choose(current: LuxState, seed: int = seed, bots: list[GreedyBot] = bots) -> object:
            rng = Rng(seed ^ (len(current.history) * 0x9E3779B1))
            return bots[current.to_act or 0].choose(current.copy(), rng)

        handoffs, decisions = count_handoffs(state, choose, auto_pass)
        per_match.append(handoffs)
        per_turn.append(handoffs / max(1, state.turn))
        asked.append(decisions)
    return {
        "handoffs_per_match_median": statistics.median(per_match),
        "handoffs_per_match_range": [min(per_match), max(per_match)],
        "handoffs_per_turn_mean": round(statistics.mean(per_turn), 2),
        "decisions_asked_per_match_median": statistics.median(asked),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    print(
        json.dumps(
            {
                "games": args.games,
                "auto_pass": measure(args.games, True),
                "always_ask": measure(args.games, False),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
