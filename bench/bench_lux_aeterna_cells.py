"""Some cells of Lux Aeterna's Codex matrix, game by game: the very games ``cardtable simulate
lux-aeterna --matrix --seed S`` plays (game *i* pairs the Codices of pair ``i mod 25``, with the
seed and bot dice the simulator gives game *i*), but only those of one Codex against the others,
so a strong measurement of one Codex costs a fifth of the matrix (balance27).

    python bench/bench_lux_aeterna_cells.py --codex starwatch [--against all|dawn-choir,...]
        [--seed 11] [--bot strong-fixed] [--own-bot BOT] [--first-round R] [--rounds N]
        [--json | --report FILE...]

A matrix round is 25 games (every ordered pair once); rounds R .. R+N-1 are games 25R .. 25(R+N)-1
of the matrix, both seat orders of every cell. ``--json`` prints one line per game as it ends;
``--report FILE...`` adds such files up: the Codex's wins per opponent and against the field with
95% Wilson intervals, and the first player's edge. With ``--bot strong-fixed`` (or greedy) the
games repeat exactly on any machine; with ``strong`` they depend on the CPU time. The data folder
is ``$CARDTABLE_DATA`` if set (``cardtable --data DIR`` sets it).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from cardtable.engine.registry import default_registry
from cardtable.engine.rng import StreamRng
from cardtable.engine.simrun import BOT_SALT, game_seed, play_one
from cardtable.engine.stats import wilson
from cardtable.games.lux_aeterna.impl import IMPL, deck_choices


def cells(codex: str, against: list[str], first_round: int, rounds: int) -> list[tuple[int, str, str]]:
    """(matrix game index, seat 1's Codex, seat 2's Codex) of ``codex`` against ``against``."""
    ids = [deck for deck, _name in deck_choices()]
    count = len(ids)
    games = []
    for index in range(first_round * count * count, (first_round + rounds) * count * count):
        pair = index % (count * count)
        one, two = ids[pair // count], ids[pair % count]
        if (one == codex and two in against) or (two == codex and one in against):
            games.append((index, one, two))
    return games


def play(
    index: int, decks: tuple[str, str], seed: int, bot: str, own: tuple[str, str] | None = None
) -> dict[str, Any]:
    """Matrix game ``index`` of run seed ``seed`` with ``bot`` in both seats, as the simulator plays
    it (``own``: (Codex, bot), that Codex's seat played by that bot instead)."""
    own_seed = game_seed(seed, index)
    state: Any = default_registry().new_game(
        "lux-aeterna", ["Seat 1", "Seat 2"], own_seed, {"decks": list(decks)}, log=False
    )
    names = [own[1] if own is not None and deck == own[0] else bot for deck in decks]
    bots = []
    for name in names:
        factory = IMPL.bot_factory(name)
        assert factory is not None, name
        bots.append(factory())
    started = time.process_time()
    first = _Watcher(bots[0])
    watch = (first, _Watcher(bots[1], first.connected))
    actions = play_one(state, watch, StreamRng(own_seed ^ BOT_SALT), trusted=True)
    outcome = state.outcome
    return {
        "index": index,
        "seed": own_seed,
        "decks": list(decks),
        "bot": names,
        "winners": list(outcome.winners),
        "first": state.first,
        "reason": outcome.reason,
        "turns": state.turn,
        "actions": actions,
        "soul": list(state.soul),
        "cpu": round(time.process_time() - started, 2),
        "connected": first.connected,
    }


class _Watcher:
    """A seat's bot, noting the turn by which each Emissary had turned Connected (seen at the next
    decision of this seat); the choices are the bot's own, so the game is the simulator's."""

    def __init__(self, bot: Any, connected: list[int | None] | None = None) -> None:
        self.bot = bot
        self.name = bot.name
        self.connected: list[int | None] = [None, None] if connected is None else connected

    def choose(self, state: Any, rng: Any) -> Any:
        for seat in (0, 1):
            if self.connected[seat] is None and state.connected[seat]:
                self.connected[seat] = state.turn
        return self.bot.choose(state, rng)


def report(games: list[dict[str, Any]], codex: str) -> None:
    """Print ``codex``'s wins per opponent and in all, and the first player's edge."""

    def line(label: str, mine: list[dict[str, Any]]) -> None:
        wins = sum(g["winners"] == [g["decks"].index(codex)] for g in mine)
        low, high = wilson(wins, len(mine))
        print(f"{label}: {wins} of {len(mine)}, {wins / max(1, len(mine)):.1%} ({low:.1%}-{high:.1%})")

    for foe in dict.fromkeys(next(d for d in g["decks"] if d != codex) for g in games):
        mine = [g for g in games if foe in g["decks"]]
        line(f"{codex} against {foe}", mine)
        line(f"  {codex} first", [g for g in mine if g["first"] == g["decks"].index(codex)])
    line(f"{codex} against the field (no mirror)", games)
    firsts = sum(g["winners"] == [g["first"]] for g in games)
    low, high = wilson(firsts, len(games))
    print(
        f"first player won alone {firsts} of {len(games)}, {firsts / len(games):.1%} ({low:.1%}-{high:.1%})"
    )
    print(
        f"CPU {sum(g['cpu'] for g in games):.0f} s, {sum(g['cpu'] for g in games) / len(games):.1f} s a game"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--codex", default="starwatch")
    parser.add_argument("--against", default="all", help="'all' or comma-separated Codex ids")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--bot", default="strong-fixed")
    parser.add_argument(
        "--own-bot", default=None, help="the bot of the measured Codex's seat (default: --bot)"
    )
    parser.add_argument("--first-round", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=1, help="matrix rounds of 25 games")
    parser.add_argument("--json", action="store_true", help="print each game as a JSON line")
    parser.add_argument("--report", nargs="+", metavar="FILE", help="report on earlier JSON lines")
    args = parser.parse_args()
    if args.report:
        report([json.loads(line) for name in args.report for line in open(name) if line.strip()], args.codex)
        return
    ids = [deck for deck, _name in deck_choices()]
    against = [d for d in ids if d != args.codex] if args.against == "all" else args.against.split(",")
    games = []
    for index, one, two in cells(args.codex, against, args.first_round, args.rounds):
        own = (args.codex, args.own_bot) if args.own_bot else None
        games.append(play(index, (one, two), args.seed, args.bot, own))
        if args.json:
            print(json.dumps(games[-1]), flush=True)
    if not args.json:
        report(games, args.codex)


if __name__ == "__main__":
    main()
