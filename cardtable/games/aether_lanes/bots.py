"""The computer seat: a greedy player that tries each legal action on a copy, ends the turn there
too, and scores the result: Soul, Shelter, Toxin, cards in hand, the board, and the forecast of the
foe's reply (their units attacking on their turn).

The computer sees only what its seat may see. Before it looks ahead it *determinises* the copy
(:func:`determinise`): its own deck order, which of the foe's unseen cards are in hand and which in
the deck (and in what order), and every chance outcome still to come (die rolls, random targets)
are drawn afresh from the bot's own random generator. So the look-ahead can draw cards and roll
dice without reading the real deck order, the foe's hand or the match's future rolls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import keywords
from cardtable.games.aether_lanes.actions import Concede, EndTurn, Keep, Mulligan, id_text, parse_instance
from cardtable.games.aether_lanes.forecast import forecast
from cardtable.games.aether_lanes.lasting import lasting_value

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.aether_lanes.state import AetherState
    from cardtable.games.aether_lanes.units import Unit

FOE_CARD = 0.6
"""A card in the foe's hand weighs more than one in ours: it is a threat we cannot see."""


def evaluate(state: AetherState, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better), counting the blows that the side
    to act would deal by ending its turn now."""
    result = state.result
    if result is not None:
        if not result.winners:
            return 0.0
        return 1000.0 if seat in result.winners else -1000.0
    foe = 1 - seat
    mine, theirs = state.sides[seat], state.sides[foe]
    score = 1.2 * (mine.soul - theirs.soul) + 0.6 * (mine.shelter - theirs.shelter)
    score -= 1.5 * (mine.toxin - theirs.toxin)
    score += 0.4 * min(len(mine.hand), 7) - FOE_CARD * len(theirs.hand)
    score += _board(state, seat) - _board(state, foe)
    score += lasting_value(state, seat) - lasting_value(state, foe)
    if state.stage == "main":
        attacker = state.active
        plan = forecast(state)
        weight = 1.0 if attacker == seat else 0.8
        sign = 1.0 if attacker == seat else -1.0
        victim = 1 - attacker
        score += sign * weight * plan.soul_damage[victim]
        if plan.lethal:
            score += sign * 500.0
        for iid in plan.deaths:
            found = state.locate(iid)
            if found is not None:
                value = weight * _unit_value(state, found[0], found[1], found[2])
                score += value if found[0] == foe else -value
    return score


def determinise(state: AetherState, seat: int, rng: Rng) -> AetherState:
    """A copy of ``state`` in which what ``seat`` cannot know is replaced by a random guess
    consistent with what it can: its own deck in a random order, the foe's unseen cards (hand and
    deck together) dealt at random into a hand of the same size and a deck, and a random generator
    of the bot's own for the chance outcomes. The guess depends only on ``seat``'s information and
    on ``rng`` (the unknown cards are sorted before they are shuffled)."""
    trial = state.copy()
    trial.set_logging(False)  # a look-ahead needs no event log (nor do the copies made from it)
    own = trial.sides[seat]
    own.deck.sort(key=id_text)  # sorted by their texts, as when instance ids were strings
    rng.shuffle(own.deck)
    foe = trial.sides[1 - seat]
    unseen = sorted(foe.hand + foe.deck, key=id_text)
    rng.shuffle(unseen)
    foe.hand, foe.deck = unseen[: len(foe.hand)], unseen[len(foe.hand) :]
    trial.rng = Rng(rng.next_u64())
    return trial


def after_turn(state: AetherState, action: Action) -> AetherState:
    """A copy of ``state`` after ``action`` and then ending the turn (if it is still the same turn)."""
    seat = state.active
    trial = state.copy()
    trial.apply(action)
    if (
        trial.result is None
        and trial.active == seat
        and trial.stage == "main"
        and not isinstance(action, EndTurn)
    ):
        trial.apply(EndTurn())
    return trial


def _unit_value(state: AetherState, seat: int, lane: int, unit: Unit) -> float:
    value = state.attack_of(seat, lane, unit) * 1.2 + state.defense_of(seat, lane, unit) * 0.6
    value += state.health_of(unit) * 0.7 + 1.0
    value += keywords.bot_value(unit.kw)
    if unit.buried is not None:
        value += 2.0
    return value


def _board(state: AetherState, seat: int) -> float:
    total = 0.0
    for lane, unit in enumerate(state.sides[seat].lanes):
        if unit is not None:
            total += _unit_value(state, seat, lane, unit)
    return total


class AetherBot:
    """The sensible computer seat ("greedy"): plays the action that most improves its evaluation,
    ends the turn when nothing helps; mulligans a hand without an early Summon."""

    name = "greedy"

    def choose(self, state: GameState, rng: Rng) -> Action:
        assert state.to_act is not None
        st: AetherState = state  # type: ignore[assignment]
        seat = st.to_act
        assert seat is not None
        if st.stage == "mulligan":
            cheap = sum(
                1
                for iid in st.sides[seat].hand
                if st.card(iid).type == "summon" and st.card(iid).cost <= st.catalog.rules.start_aether + 1
            )
            return Keep() if cheap >= 1 or st.sides[seat].mulliganed else Mulligan()
        guess = determinise(st, seat, rng)  # the look-ahead runs on this copy only
        scored = ranked_actions(st, guess)
        top = scored[0][0]
        best = [action for score, action in scored if abs(score - top) <= 1e-9]
        return best[rng.randrange(len(best))]


def ranked_actions(state: AetherState, guess: AetherState) -> list[tuple[float, Action]]:
    """Every distinct legal action of the side to act in ``state`` (copies of a card played the
    same way count once) with the greedy score of its outcome in ``guess`` (``state`` itself or a
    determinised copy), best first; ties keep the legal-action order, EndTurn (with a small bonus
    for doing nothing) first among equals."""
    seat = state.active
    scored: list[tuple[float, Action]] = [(evaluate(after_turn(guess, EndTurn()), seat) + 0.05, EndTurn())]
    seen: set[tuple[str, ...]] = set()
    legal_now = state.legal_actions()
    tithe_cards = _tithe_cards(state, legal_now)
    for action in legal_now:
        if isinstance(action, (EndTurn, Concede)):
            continue
        key = _dedupe_key(state, action)
        if key in seen:
            continue
        seen.add(key)
        score = evaluate(after_turn(guess, action), seat)
        if key[1:] in tithe_cards:
            score = max(score, _best_follow_up(guess, action, seat))
        scored.append((score, action))
    scored.sort(key=lambda item: -item[0])
    return scored


def _dedupe_key(state: AetherState, action: Action) -> tuple[str, ...]:
    """Copies of one card played the same way are the same choice. The first item is the tithe
    paid, so ``key[1:]`` names the play whatever the payment."""
    data = action.to_json()
    card = data.get("card")
    iid = parse_instance(card) if isinstance(card, str) else None
    if iid is not None and state.has_instance(iid):
        data["card"] = state.card(iid).id
    tithe = data.pop("tithe", 0)
    return (f"tithe={tithe}",) + tuple(f"{k}={v}" for k, v in sorted(data.items()))


def _tithe_cards(state: AetherState, actions: list[Action]) -> set[tuple[str, ...]]:
    """The plays (whatever the payment) that some legal action pays for with Tithe: for these the
    bot looks one play further, since Soul paid now may leave the Aether for a second unit."""
    return {_dedupe_key(state, a)[1:] for a in actions if getattr(a, "tithe", 0)}


def _best_follow_up(guess: AetherState, action: Action, seat: int) -> float:
    """The best evaluation reachable by ``action`` and then one more play (then ending the turn)."""
    middle = guess.copy()
    middle.apply(action)
    if middle.result is not None or middle.active != seat or middle.stage != "main":
        return evaluate(after_turn(guess, action), seat)
    best = float("-inf")
    seen: set[tuple[str, ...]] = set()
    for follow in middle.legal_actions():
        if isinstance(follow, (EndTurn, Concede)):
            continue
        key = _dedupe_key(middle, follow)
        if key in seen:
            continue
        seen.add(key)
        best = max(best, evaluate(after_turn(middle, follow), seat))
    return best
