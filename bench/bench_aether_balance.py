"""Aether Lanes starter-deck balance (not a test): the deck-vs-deck matrix with computer seats in
both chairs, each deck's win rate against the field with its Wilson 95% interval, and per-card
outliers (how often a side that played the card won, against its deck's usual rate).

Run: ``.venv/bin/python bench/bench_aether_balance.py [--games 400] [--jobs 2] [--bot greedy]
[--seed 0] [--json FILE]``. ``--games`` is the number of games per pair of different decks (seats
alternate); mirror matches are not played (they say nothing about the field). Prints a readable
report, and with ``--json`` writes the figures too. Games are spread over ``--jobs`` processes.

Draws count half a win. Only the engine's public API is used (``legal_actions``/``apply``/``view``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import defaultdict
from multiprocessing import Pool
from typing import Any

from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson

GAME = "aether-lanes"


def play_game(task: tuple[str, str, int, str]) -> dict[str, Any]:
    """One game: ``(deck of seat 0, deck of seat 1, seed, bot)`` -> winners and the cards each seat played."""
    deck0, deck1, seed, bot_name = task
    impl = default_registry().get(GAME).load()
    state = impl.new_game(["A", "B"], seed, {"variant": "standard", "decks": [deck0, deck1]})
    bots = [impl.bots[bot_name](), impl.bots[bot_name]()]
    rng = Rng(seed ^ 0xBA1A)
    played: list[set[str]] = [set(), set()]
    while not state.is_over:
        seat = state.to_act
        action = bots[seat].choose(state, rng)
        card = action.to_json().get("card")
        if card is not None:
            for iid, card_id in state.view(seat)["sides"][seat].get("hand", []):
                if iid == card:
                    played[seat].add(card_id)
                    break
        state.apply(action)
    outcome = state.outcome
    assert outcome is not None
    return {
        "decks": [deck0, deck1],
        "winners": list(outcome.winners),
        "played": [sorted(p) for p in played],
        "turns": state.view(None)["turn"],
    }


def tasks(decks: list[str], games: int, seed: int, bot: str) -> list[tuple[str, str, int, str]]:
    out = []
    for index, (a, b) in enumerate(itertools.combinations(decks, 2)):
        for game in range(games):
            first, second = (a, b) if game % 2 == 0 else (b, a)
            out.append((first, second, seed + index * 100_003 + game, bot))
    return out


def summarise(results: list[dict[str, Any]], decks: list[str]) -> dict[str, Any]:
    pair_wins: dict[tuple[str, str], float] = defaultdict(float)
    pair_games: dict[tuple[str, str], int] = defaultdict(int)
    deck_wins: dict[str, float] = defaultdict(float)
    deck_games: dict[str, int] = defaultdict(int)
    card_wins: dict[tuple[str, str], float] = defaultdict(float)
    card_games: dict[tuple[str, str], int] = defaultdict(int)
    turns = 0
    for result in results:
        turns += result["turns"]
        for seat in (0, 1):
            deck, foe = result["decks"][seat], result["decks"][1 - seat]
            score = 0.5 if not result["winners"] else float(seat in result["winners"])
            pair_wins[(deck, foe)] += score
            pair_games[(deck, foe)] += 1
            deck_wins[deck] += score
            deck_games[deck] += 1
            for card in result["played"][seat]:
                card_wins[(deck, card)] += score
                card_games[(deck, card)] += 1
    matrix = {
        a: {
            b: (round(pair_wins[(a, b)] / pair_games[(a, b)], 3) if pair_games[(a, b)] else None)
            for b in decks
        }
        for a in decks
    }
    field = {}
    for deck in decks:
        low, high = wilson(deck_wins[deck], deck_games[deck])
        field[deck] = {
            "games": deck_games[deck],
            "win_rate": round(deck_wins[deck] / deck_games[deck], 3),
            "wilson95": [round(low, 3), round(high, 3)],
        }
    outliers = []
    for (deck, card), games in card_games.items():
        if games < 40:
            continue
        rate = card_wins[(deck, card)] / games
        base = deck_wins[deck] / deck_games[deck]
        outliers.append(
            {
                "deck": deck,
                "card": card,
                "games_played": games,
                "win_rate_when_played": round(rate, 3),
                "deck_rate": round(base, 3),
                "delta": round(rate - base, 3),
            }
        )
    outliers.sort(key=lambda row: -abs(row["delta"]))
    worst = min(((a, b, matrix[a][b]) for a in decks for b in decks if a != b), key=lambda item: item[2])
    return {
        "games": len(results),
        "mean_turns": round(turns / max(1, len(results)), 1),
        "matrix": matrix,
        "field": field,
        "worst_matchup": {"deck": worst[0], "against": worst[1], "win_rate": worst[2]},
        "card_outliers": outliers[:15],
    }


def report(summary: dict[str, Any], decks: list[str]) -> str:
    short = {deck: deck[:8] for deck in decks}
    lines = [
        f"{summary['games']} games, mean {summary['mean_turns']} turns; row deck's win rate against column deck",
        "",
    ]
    lines.append(" " * 14 + "".join(f"{short[d]:>9}" for d in decks) + "    field  (Wilson 95%)  games")
    for a in decks:
        cells = "".join(f"{'-':>9}" if a == b else f"{summary['matrix'][a][b]:>9.2f}" for b in decks)
        f = summary["field"][a]
        lines.append(
            f"{a:<14}{cells}    {f['win_rate']:.3f}  ({f['wilson95'][0]:.3f}-{f['wilson95'][1]:.3f})  {f['games']}"
        )
    worst = summary["worst_matchup"]
    lines += [
        "",
        f"worst matchup: {worst['deck']} vs {worst['against']}: {worst['win_rate']:.2f}",
        "",
        "card outliers (win rate of a side that played the card, against its deck's rate):",
    ]
    for row in summary["card_outliers"]:
        lines.append(
            f"  {row['deck']:<13} {row['card']:<28} {row['win_rate_when_played']:.2f} vs {row['deck_rate']:.2f}"
            f"  ({row['delta']:+.2f}, {row['games_played']} games)"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per pair of different decks")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", default="", help="comma-separated deck ids (default: every starter deck)")
    parser.add_argument("--json", default="", help="also write the figures to this file")
    args = parser.parse_args(argv)
    impl = default_registry().get(GAME).load()
    decks = [d for d in args.decks.split(",") if d] or [deck_id for deck_id, _ in impl.deck_choices()]
    work = tasks(decks, args.games, args.seed, args.bot)
    started = time.perf_counter()
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(play_game, work, chunksize=16)
    else:
        results = [play_game(task) for task in work]
    summary = summarise(results, decks)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    summary["bot"] = args.bot
    print(report(summary, decks))
    print(f"\n{summary['seconds']} s wall on {args.jobs} processes")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(summary, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
