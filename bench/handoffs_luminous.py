"""How often the keyboard changes hands in a hot-seat Luminous match (not a benchmark of speed).

Two people share one keyboard; the curtain comes down each time the person who must decide is not
the one who decided last. The screen passes for a person at a priority window that is not one of
their stops in the privacy mode (whatever their hand holds), and, by default, whenever passing is
all they can do; a forced single choice is taken too (``cardtable.ui.luminous.stops``).

Each seat is played by the greedy computer (standing in for a person); the figures are per match
and per turn, over ``--games`` seeded matches (random decks), for: the default (asked whenever
one can answer), and the privacy mode with the usual stops, every stop, and no stop.

Run: ``.venv/bin/python bench/handoffs_luminous.py [--games 40]``. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
from typing import Any

from cardtable.engine.rng import Rng
from cardtable.games.luminous.bots import GreedyLuminousBot
from cardtable.games.luminous.state import LuminousState
from cardtable.ui.handoff import count_handoffs
from cardtable.ui.luminous import stops
from cardtable.ui.seat_stops import SeatStops

ALL_STOPS = ",".join(key for key, _ in stops.WINDOWS)
SETTINGS = {
    "default (auto-pass, asked whenever one can answer)": (True, None),
    "privacy, the usual stops": (True, stops.DEFAULT_STOPS),
    "privacy, every stop": (True, ALL_STOPS),
    "privacy, no stops": (True, ""),
}
"""How each seat is asked: ``None`` the default way, else the privacy mode at these stops."""


def measure(games: int, auto_pass: bool, chosen: str | None) -> dict[str, Any]:
    per_match, per_turn, asked = [], [], []
    seats = None if chosen is None else dict.fromkeys((0, 1), SeatStops(True, stops.parse(chosen)))
    automatic = functools.partial(_automatic, seats=seats)
    for seed in range(games):
        state = LuminousState(["Ana", "Bo"], seed, {})
        state.set_logging(False)
        bots = [GreedyLuminousBot(), GreedyLuminousBot()]

        def choose(current: Any, seed: int = seed, bots: list[Any] = bots) -> Any:
            rng = Rng(seed ^ (len(current.history) * 0x9E3779B1))
            return bots[current.to_act or 0].choose(current.copy(), rng)

        handoffs, decisions = count_handoffs(state, choose, auto_pass, automatic=automatic)
        per_match.append(handoffs)
        per_turn.append(handoffs / max(1, state.turn))
        asked.append(decisions)
    return {
        "handoffs_per_match_median": statistics.median(per_match),
        "handoffs_per_match_range": [min(per_match), max(per_match)],
        "handoffs_per_turn_mean": round(statistics.mean(per_turn), 2),
        "decisions_asked_per_match_median": statistics.median(asked),
    }


def _automatic(state: Any, auto_pass: bool, seats: dict[int, SeatStops] | None) -> Any:
    return stops.automatic_action(state, auto_pass, seats)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    out: dict[str, Any] = {"games": args.games}
    for name, (auto_pass, chosen) in SETTINGS.items():
        out[name] = measure(args.games, auto_pass, chosen)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
