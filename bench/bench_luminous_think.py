"""How often Luminous's strong computer beats the greedy one with the same deck, and how long it
thinks (issue 25 item 17).

Both seats play one deck (a mirror: strong Rya Jin against greedy Rya Jin); the strong seat takes
seat 0 in even games and seat 1 in odd ones, and who starts comes from the match seed. Every strong
decision is timed in CPU seconds (``time.process_time``); a *turn* is the strong seat's CPU summed
over one match turn in which it is the active player (what a person waits for while the computer
plays its turn), "answers" the same sum over the opponent's turns. Targets: strong Rya Jin wins at
least 60% (Wilson 95% interval reported), at most 2 s a decision, the median turn under 2 s. The
measured seat's misplays a player notices (fast cards cast idle in its own Main, pings that kill
nothing, cards spent with lethal on the table) are counted a match by ``luminous_misplays.py``.

    python bench/bench_luminous_think.py [--games 200] [--deck rya-jin,jeddos,silgar|all] [--seed 5]
        [--me strong] [--foe greedy|strong-nohold] [--first-game K] [--json | --report FILE...]

A bench, not a test: figures depend on the machine. ``--first-game`` lets several processes split
one run; ``--json`` prints each match's raw result and timings as a JSON line as soon as it ends,
``--report FILE...`` adds such files up. A draw counts as half a win.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from bench_lux_aeterna_think import summary  # the same timing summary (this folder is on the path)
from luminous_misplays import KINDS, Misplays

from cardtable.engine.rng import Rng
from cardtable.engine.stats import wilson
from cardtable.games.luminous.bots import GreedyLuminousBot, StrongLuminousBot
from cardtable.games.luminous.state import LuminousState

DECKS = ("rya-jin", "jeddos", "silgar")


BOTS: dict[str, Callable[[], Any]] = {
    "strong": StrongLuminousBot,
    "strong-nohold": lambda: StrongLuminousBot(hold=False),
    "greedy": GreedyLuminousBot,
}
"""The seats a run may put up: ``strong-nohold`` is the strong seat without its plan for the
other turn (the strong seat before issue 25)."""


def play(
    deck: str, game: int, seed: int, me: str = "strong", foe: str = "greedy", limit: int = 6000
) -> dict[str, Any]:
    """One mirror match of ``deck``: the ``me`` seat (seat ``game % 2``, the one timed) against
    a ``foe`` seat."""
    strong_seat = game % 2
    names = ["Strong", "Greedy"] if strong_seat == 0 else ["Greedy", "Strong"]
    state = LuminousState(names, seed * 1_000_003 + game, {"decks": [deck, deck]})
    rng = Rng(seed * 7_919 + game)
    bots = [BOTS[foe](), BOTS[foe]()]
    bots[strong_seat] = BOTS[me]()
    decisions: list[float] = []
    own_turns: dict[int, float] = {}
    answers: dict[int, float] = {}
    off_turn_plays = 0
    fast_discards = 0
    misplays = Misplays(strong_seat)
    for _ in range(limit):
        if state.is_over:
            break
        seat = state.to_act
        assert seat is not None
        if seat == strong_seat:
            start = time.process_time()
            action = bots[seat].choose(state, rng)
            spent = time.process_time() - start
            decisions.append(spent)
            bucket = own_turns if state.active == strong_seat else answers
            bucket[state.turn] = bucket.get(state.turn, 0.0) + spent
            if action.KIND == "play" and state.active != strong_seat:
                off_turn_plays += 1
            if action.KIND == "discard" and state.card_def(action.card).fast:  # type: ignore[attr-defined]
                fast_discards += 1  # a fast card thrown away at the hand limit
            misplays.chosen(state, action)
        else:
            action = bots[seat].choose(state, rng)
        state.apply(action)
        misplays.applied(state)
    winners = state.outcome.winners if state.outcome else ()
    return {
        "me": me,
        "foe": foe,
        "deck": deck,
        "game": game,
        "won": winners == (strong_seat,),
        "drawn": not winners,
        "turns_played": state.turn,
        "off_turn_plays": off_turn_plays,
        "fast_discards": fast_discards,
        "misplays": misplays.counts,
        "decisions": decisions,
        "turns": list(own_turns.values()),
        "answers": list(answers.values()),
    }


def report(games: list[dict[str, Any]]) -> None:
    """Win rate per deck with its interval, off-turn plays, and the thinking time."""
    for pairing in dict.fromkeys((g.get("me", "strong"), g.get("foe", "greedy"), g["deck"]) for g in games):
        me, foe, deck = pairing
        mine = [g for g in games if (g.get("me", "strong"), g.get("foe", "greedy"), g["deck"]) == pairing]
        score = sum(g["won"] + 0.5 * g["drawn"] for g in mine)
        low, high = wilson(score, len(mine))
        plays = sum(g["off_turn_plays"] for g in mine) / len(mine)
        thrown = sum(g.get("fast_discards", 0) for g in mine) / len(mine)
        print(
            f"{deck} mirror, {me} vs {foe}: {me} won {score:g} of {len(mine)} = {score / len(mine):.1%} "
            f"(95% Wilson {low:.1%}-{high:.1%}); {me}'s plays on the other's turn: {plays:.1f} a match; "
            f"fast cards it discarded at the hand limit: {thrown:.2f} a match"
        )
        counted = [g["misplays"] for g in mine if "misplays" in g]
        if counted:
            rates = ", ".join(f"{k} {sum(c[k] for c in counted) / len(counted):.2f}" for k in KINDS)
            print(f"  {me}'s misplays a match (bench/luminous_misplays.py): {rates}")
    print("decision CPU s:", summary([t for g in games for t in g["decisions"]]))
    print("own turn CPU s:", summary([t for g in games for t in g["turns"]]))
    print("answers in the opponent's turn, CPU s a turn:", summary([t for g in games for t in g["answers"]]))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="matches per deck")
    parser.add_argument("--deck", default="rya-jin", help="comma-separated deck ids, or 'all'")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--me", default="strong", choices=sorted(BOTS), help="the seat measured")
    parser.add_argument("--foe", default="greedy", choices=sorted(BOTS), help="the seat it plays against")
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print each match's raw figures as a JSON line")
    parser.add_argument(
        "--report", nargs="+", metavar="FILE", help="report on the JSON lines of earlier runs"
    )
    args = parser.parse_args()
    if args.report:
        report([json.loads(line) for name in args.report for line in open(name) if line.strip()])
        return
    decks = list(DECKS) if args.deck == "all" else args.deck.split(",")
    games = []
    for g in range(args.first_game, args.first_game + args.games):
        for deck in decks:
            games.append(play(deck, g, args.seed, args.me, args.foe))
            if args.json:
                print(json.dumps(games[-1]), flush=True)
    if not args.json:
        report(games)


if __name__ == "__main__":
    main()
