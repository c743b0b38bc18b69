"""How often the keyboard changes hands in a hot-seat Lux Aeterna match (both seats played by the
greedy bot), with auto-pass on (a decision whose only legal action is a pass is taken for the
player) and with "always ask".

    python bench/bench_lux_aeterna_handoffs.py [games]
"""

from __future__ import annotations

import statistics
import sys

from cardtable.engine import new_game
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.bots import GreedyBot


def handoffs(seed: int) -> tuple[int, int, int]:
    state = new_game("lux-aeterna", ["Ana", "Bo"], seed)
    bot, rng = GreedyBot(), Rng(seed)
    auto = ask = turns = 0
    last_auto = last_ask = None
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        forced_pass = len(legal) == 1 and legal[0].KIND == "pass"
        if seat != last_ask:
            ask += last_ask is not None
            last_ask = seat
        if not forced_pass:
            if seat != last_auto:
                auto += last_auto is not None
                last_auto = seat
        state.apply(bot.choose(state, rng))
    turns = state.turn
    return auto, ask, turns


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rows = [handoffs(seed) for seed in range(games)]
    autos, asks, turns = zip(*rows)
    print(
        f"{games} greedy-vs-greedy matches, {statistics.mean(turns):.1f} turns on average: "
        f"hand-offs per match with auto-pass {statistics.mean(autos):.1f} "
        f"(median {statistics.median(autos)}, {statistics.mean(autos) / statistics.mean(turns):.2f} per turn); "
        f"with always ask {statistics.mean(asks):.1f} (median {statistics.median(asks)})"
    )
