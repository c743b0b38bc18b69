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
``--person once``: the same person, who blocks once per combat (the whole group picked at once in
the block dialog) instead of adding a blocker at every chance; ``--person greedy``: a person who
answers only when the greedy computer would (for comparison: not the issue's measure).
``--asked cards``: both seats chose to be asked only for cards and blocks (an ability alone does
not bring the curtain; windows so passed are not counted as skipped: the seat chose so).

Asked ahead (``cardtable.ui.table.ahead``, on trees that have it): when the table asks a person's
next decision in the same visit ("if Ana only passes: ..."), the person answers what they would
answer then (their own choice on the foreseen position), or "ask me then" when that is not among
the answers offered; the table carries the answer out only if the game took exactly that line
(checked here: the answer carried out is the person's own choice in that position).

The key ``P`` (``ahead.then_pass``, on trees that have it; ``--no-key`` leaves it unused): "play it,
then pass to the end of the turn if the other only passes". The person presses it instead of Enter
whenever their own choice at each of those passes would be to pass (a person who knows this is
their last play of the turn).

Pass for the turn (``cardtable.ui.table.turn_pass``, on trees that have it; ``--no-key`` leaves it
unused): a person asked in the other player's turn who passes there a second time in the same turn
(they passed once already with nothing they wanted to answer) passes with ``P`` instead of Space,
and the table passes for them at the rest of that turn's answer windows (a block, an attack on
them, a play aimed at their things and every decision that is not priority still ask them).
``forgone`` counts the windows so passed in which the person would have answered if asked (their
own choice in the moment: it is not ``skipped``). An attack with ``P`` plans the passes to the end
of that combat only, on trees where ``then_pass`` takes ``until``.

Also reported: ``floor_handoffs_per_turn``, the hand-offs after which the person asked does
something other than pass (or answers a question that is not priority): a table that asks every
answer the settings ask for cannot show fewer with these people; and ``skipped``, the decisions
the table took for a person although their settings ask them there (a legal action other than
pass, at a window that is not one their stops pass): it must be 0.

    .venv/bin/python bench/bench_handoffs.py [--games 30] [--game luminous] [--person once]

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

Game = tuple[Callable[[int], Any], Callable[[], Any], Callable[[Any], Any], Any, Callable[[Any], bool], Any]
"""A new match from a seed, the bot class, the table's automatic steps, the question asked ahead
(None on trees without it), whether the seat's stops pass the window it is in, and the game's
stops module (its rules for a pass for the turn and an attack's end, on trees that have them)."""


def _cards_only() -> Any:
    """Both seats asked only for cards and blocks (``--asked cards``; trees that have the way)."""
    from cardtable.ui.seat_stops import SeatStops

    return SeatStops(cards_only=True)


def _luminous(asked: str = "answer") -> Game:
    from cardtable.games.luminous.bots import GreedyLuminousBot
    from cardtable.games.luminous.state import LuminousState
    from cardtable.ui.luminous import stops

    # Each tree's default: seats asked whenever they can answer (older trees: the shared default stops).
    chosen: Any = None if hasattr(stops, "DEFAULT") else stops.parse(stops.DEFAULT_STOPS)
    if asked == "cards":
        chosen = dict.fromkeys((0, 1), _cards_only())

    def automatic(state: Any) -> Any:
        return stops.automatic_action(state, True, chosen)

    from cardtable.games.luminous import api

    # trees with the ruling "an answer that can only hurt your own unit": such a window is passed
    mattering = getattr(api, "answers_that_matter", lambda state: state.legal_actions())

    def stop_passes(state: Any) -> bool:  # the default way passes no window a seat can answer in
        if asked == "cards":
            return not _cards_only().asks_for(a.KIND for a in state.legal_actions())
        return chosen is not None or not any(a.KIND != "pass" for a in mattering(state))

    ahead = getattr(stops, "after_block", None)
    return (
        (lambda seed: LuminousState(["Ana", "Bo"], seed, {})),
        GreedyLuminousBot,
        automatic,
        ahead,
        stop_passes,
        stops,
    )


def _lux_aeterna(asked: str = "answer") -> Game:
    from cardtable.games.lux_aeterna.bots import GreedyBot
    from cardtable.games.lux_aeterna.present import present
    from cardtable.games.lux_aeterna.state import LuxState
    from cardtable.ui.lux_aeterna import stops
    from cardtable.ui.lux_aeterna.handoff import automatic_action

    chosen = dict.fromkeys((0, 1), _cards_only()) if asked == "cards" else None

    def automatic(state: Any) -> Any:
        return automatic_action(state, True, chosen) if chosen else automatic_action(state, True)

    from cardtable.games.lux_aeterna import api

    # trees with the ruling "a pump that cannot matter": such a window is passed
    mattering = getattr(api, "answers_that_matter", lambda state: state.legal_actions())

    def stop_passes(state: Any) -> bool:  # Start, Draw, Offering, End: no stop by default
        if stops.window(present(state, None)) is not None:
            return True
        answers = [a for a in mattering(state) if a.KIND != "pass"]
        if not answers:
            return True
        answering = state.decision.seat != state.active or bool(state.queue)
        return asked == "cards" and answering and not _cards_only().asks_for(a.KIND for a in answers)

    ahead = getattr(stops, "defence_ahead", None)
    return (lambda seed: LuxState(["Ana", "Bo"], seed, {})), GreedyBot, automatic, ahead, stop_passes, stops


GAMES = {"luminous": _luminous, "lux-aeterna": _lux_aeterna}
PASSES_BEFORE_P = 2
"""The person's pass, in the other's turn, that is made with ``P`` (pass for the turn): the second
(``--turn-pass-at 1``: the first)."""


def _answering(state: Any) -> bool:
    """A priority decision of the seat whose turn it is not (an answer to the other's action)."""
    decision = state.decision
    return decision is not None and decision.kind == "priority" and decision.seat != state.active


def _combat(state: Any) -> tuple[int, int]:
    """The combat in progress: (turn, attacks the active seat has made); Luminous only."""
    sides = getattr(state, "sides", None)
    attacks = getattr(sides[state.active], "attacks", 0) if sides else 0
    return (state.turn, attacks)


def play(
    game: str,
    seed: int,
    person: str = "eager",
    limit: int = 20_000,
    asked: str = "answer",
    key: bool = True,
    turn_pass_at: int = PASSES_BEFORE_P,
) -> dict[int, list[int]]:
    """One match; per turn number, [hand-offs, pass presses, floor hand-offs, skipped, forgone]."""
    new_state, bot_class, base_automatic, ask_ahead, stop_passes, stops = GAMES[game](asked)
    turn_passes: dict[int, Any] = {}
    covers = getattr(stops, "turn_pass_window", None) if key else None
    turn_pass = _turn_pass_module() if covers is not None else None

    def turn_passed(current: Any) -> Any:
        """The pass the table takes for a person who passed for the turn (trees that have it)."""
        if turn_pass is None or not turn_passes:
            return None
        return turn_pass.step(turn_passes, current, covers)

    def automatic(current: Any) -> Any:
        return turn_passed(current) or base_automatic(current)

    state = new_state(seed)
    state.set_logging(False)
    bots = [bot_class(), bot_class()]
    blocked: set[tuple[int, int]] = set()

    def decide(current: Any) -> Any:
        """The person's choice in ``current`` (the same whenever asked in the same position)."""
        legal = current.legal_actions()
        answers = [a for a in legal if a.KIND != "pass"]
        again = person == "once" and _combat(current) in blocked
        if again:
            answers = [a for a in answers if a.KIND != "block"]
        if person != "greedy" and _answering(current) and answers:
            return answers[Rng(seed * 7919 + len(current.history)).randrange(len(answers))]
        rng = Rng(seed ^ (len(current.history) * 0x9E3779B1))
        choice = bots[current.to_act or 0].choose(current.copy(), rng)
        if again and choice.KIND == "block":
            return next(a for a in legal if a.KIND == "pass")
        return choice

    holder: int | None = None
    doer: int | None = None
    plans: dict[int, Any] = {}
    turns: dict[int, list[int]] = {}
    passed_in: dict[tuple[int, int], int] = {}  # (seat, turn): passes when asked in the other's turn
    for _ in range(limit):
        if state.is_over:
            break
        row = turns.setdefault(state.turn, [0, 0, 0, 0, 0])
        action = _planned(plans, state)
        if action is not None:
            assert action == decide(state), "a plan was carried out in a position it was not made for"
        elif (action := turn_passed(state)) is not None:
            if decide(state).KIND != "pass":
                row[4] += 1  # the person would have answered here: their own "not this turn"
        else:
            action = automatic(state)
            legal = state.legal_actions() if action is not None else []
            if len(legal) > 1 and any(a.KIND != "pass" for a in legal) and not stop_passes(state):
                row[3] += 1
        if action is None:
            seat = state.to_act
            if holder is not None and seat != holder:
                row[0] += 1
            holder = seat
            action = decide(state)
            priority = state.decision is not None and state.decision.kind == "priority"
            if action.KIND == "pass" and priority:
                row[1] += 1
                if covers is not None and seat != state.active and covers(state):
                    count = passed_in[(seat, state.turn)] = passed_in.get((seat, state.turn), 0) + 1
                    if count >= turn_pass_at:  # a second pass with nothing to answer this turn: P
                        turn_passes[seat] = turn_pass.TurnPass(
                            seat, state.turn, len(state.history), stops.guarded(state, seat)
                        )
            else:
                if doer is not None and seat != doer:
                    row[2] += 1
                doer = seat
            if action.KIND == "block":
                blocked.add(_combat(state))
            asked = ask_ahead(state, action, automatic) if ask_ahead is not None else None
            if asked is not None:
                from cardtable.ui.table import ahead

                foreseen, question = asked
                wanted = decide(foreseen.state)
                if any(answer == wanted for _, answer in question.answers):
                    plans[seat] = ahead.plan(foreseen, wanted)
            elif key and action.KIND != "pass":
                _press_then_pass(plans, state, seat, action, automatic, decide, _until(stops, action))
        state.apply(action)
    return turns


def _turn_pass_module() -> Any:
    from cardtable.ui.table import turn_pass

    return turn_pass


def _until(stops: Any, action: Any) -> Any:
    """Where the plan of ``P`` on ``action`` stops short of the turn's end (after an attack: the
    end of that combat), as the screens say, on trees that have it; else None."""
    if action.KIND != "attack" or not hasattr(stops, "turn_pass_window"):
        return None
    if hasattr(stops, "TURN_PASS_WINDOWS"):  # Luminous: back in the attacker's Main phase
        return lambda state: stops.window(state) == "my-main"
    return lambda state: state.moment()[1] != "combat"


def _press_then_pass(
    plans: dict[int, Any],
    state: Any,
    seat: int,
    action: Any,
    automatic: Any,
    decide: Any,
    until: Any = None,
) -> None:
    """The person plays ``action`` with ``P`` when the table foresees the line and their own
    choice at its end is the pass (trees without the key: nothing)."""
    from cardtable.ui.table import ahead

    then_pass = getattr(ahead, "then_pass", None)
    if then_pass is None:
        return
    found = (
        then_pass(state, seat, action, automatic, until)
        if until
        else then_pass(state, seat, action, automatic)
    )
    if found is not None and all(decide(later).KIND == "pass" for later in found.states):
        plans[seat] = found.plan


def _planned(plans: dict[int, Any], state: Any) -> Any:
    """The answer a person gave ahead for this very position, or None (plans left behind go)."""
    if not plans:
        return None
    from cardtable.ui.table import ahead

    for seat, kept in list(plans.items()):
        if not ahead.on_line(kept, state):
            del plans[seat]
    return ahead.carried_out(plans, state)


def percentile(values: list[int], share: float) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(share * len(ordered)))])


def measure(
    game: str,
    games: int,
    person: str = "eager",
    asked: str = "answer",
    key: bool = True,
    turn_pass_at: int = PASSES_BEFORE_P,
) -> dict[str, Any]:
    rows: list[list[int]] = []
    for seed in range(games):
        rows.extend(play(game, seed, person, asked=asked, key=key, turn_pass_at=turn_pass_at).values())

    def figures(column: int) -> dict[str, float]:
        values = [row[column] for row in rows]
        return {
            "median": statistics.median(values),
            "p90": percentile(values, 0.9),
            "mean": round(statistics.mean(values), 2),
        }

    return {
        "turns": len(rows),
        "handoffs_per_turn": figures(0),
        "pass_presses_per_turn": figures(1),
        "floor_handoffs_per_turn": figures(2),
        "skipped": sum(row[3] for row in rows),
        "forgone": sum(row[4] for row in rows if len(row) > 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--person", choices=("eager", "once", "greedy"), default="eager")
    parser.add_argument(
        "--asked", choices=("answer", "cards"), default="answer", help="how both seats chose to be asked"
    )
    parser.add_argument(
        "--no-key", action="store_true", help="people never use P (play, then pass; pass for the turn)"
    )
    parser.add_argument(
        "--turn-pass-at",
        type=int,
        default=PASSES_BEFORE_P,
        help="which pass in the other's turn is made with P",
    )
    args = parser.parse_args()
    out: dict[str, Any] = {"games": args.games, "person": args.person, "asked": args.asked}
    out["key"] = not args.no_key
    out["turn_pass_at"] = args.turn_pass_at
    for game in args.game or sorted(GAMES):
        out[game] = measure(game, args.games, args.person, args.asked, not args.no_key, args.turn_pass_at)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
