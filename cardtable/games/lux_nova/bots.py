"""Computer players for Lux Nova: greedy (best immediate score) and strong (looks one reply ahead).

Both see only what their seat may know: the window, their own hand, and how many cards the others
hold. The strong bot does not know the other hands or the deck order; it treats every card it has
not seen as equally likely to be in the next player's hand and averages over them.
"""

from __future__ import annotations

import dataclasses

from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.hexgrid import Cell, neighbours
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.games.lux_nova.window import Window


@dataclasses.dataclass(frozen=True, slots=True)
class Move:
    """A candidate placement and what it scores now."""

    card: Card
    cell: Cell
    rotation: int
    points: int

    def action(self) -> Place:
        return Place(self.card.id, self.cell[0], self.cell[1], self.rotation)


def all_moves(window: Window, cards: list[Card]) -> list[Move]:
    """Every placement of ``cards`` on the open cells (cells sorted, so the order is stable)."""
    moves = []
    for cell in sorted(window.frontier):
        contacts = window.contacts(cell)
        for card in cards:
            for rotation in card.rotations:
                points = window.score_contacts(card, rotation, contacts) if contacts else 0
                moves.append(Move(card, cell, rotation, points))
    return moves


def best_points(window: Window, card: Card, cells: list[tuple[Cell, list]]) -> int:
    """The most ``card`` can score on ``cells`` (each given with its contacts)."""
    score = window.score_contacts
    best = 0
    for _cell, contacts in cells:
        for rotation in card.rotations:
            points = score(card, rotation, contacts)
            if points > best:
                best = points
    return best


def exposure(window: Window, move: Move) -> int:
    """After ``move``, the most parts a card could reach from one open cell next to it: an upper
    bound of what the move offers the next player there."""
    trial = window.copy()
    trial.place_fast(move.card, move.cell, move.rotation)
    members, find = trial.areas.members, trial.areas.find
    worst = 0
    for cell in neighbours(move.cell):
        if trial.is_open(cell):
            roots = {find(node) for _pos, _colour, node in trial.contacts(cell)}
            worst = max(worst, sum(len(members[root]) for root in roots))
    return worst


def _hand_cards(state: LuxNovaState, seat: int) -> list[Card]:
    return [state.catalog.cards[c] for c in state.hands[seat]]


class GreedyBot:
    """Takes the play that scores most now; among equal plays, the one that exposes least next to
    the new card (so the next player is offered less), then at random."""

    name = "greedy"

    def choose(self, state: GameState, rng: Rng) -> Place:
        assert isinstance(state, LuxNovaState) and state.to_act is not None
        moves = all_moves(state.window, _hand_cards(state, state.to_act))
        top = max(m.points for m in moves)
        best = [m for m in moves if m.points == top]
        if len(best) > 1:
            exposures = [exposure(state.window, m) for m in best]
            low = min(exposures)
            best = [m for m, e in zip(best, exposures) if e == low]
        return rng.choice(best).action()


class StrongBot:
    """Weighs each promising play by its points minus what the next player can expect to score in
    reply (plus, when the next player is itself, what it can expect to score next).

    The next player's hand is unknown: the bot samples it from the cards it has not seen (not in
    the window, not in its own hand), the same way for every candidate play.
    """

    name = "strong"

    def __init__(self, candidates: int = 12, samples: int = 24, reply_weight: float = 1.0) -> None:
        self.candidates = candidates
        self.samples = samples
        self.reply_weight = reply_weight

    def choose(self, state: GameState, rng: Rng) -> Place:
        assert isinstance(state, LuxNovaState) and state.to_act is not None
        seat = state.to_act
        window = state.window
        own = _hand_cards(state, seat)
        moves = all_moves(window, own)
        moves.sort(key=lambda m: m.points, reverse=True)
        shortlist = moves[: self.candidates]
        replier = self._next_seat(state, seat)
        if replier is None:
            top = shortlist[0].points
            return rng.choice([m for m in shortlist if m.points == top]).action()
        hands = self._sample_hands(state, seat, replier, rng)
        sign = 1.0 if replier == seat else -1.0
        best_value = None
        chosen: list[Move] = []
        for move in shortlist:
            trial = window.copy()
            trial.place_fast(move.card, move.cell, move.rotation)
            cells = [(cell, trial.contacts(cell)) for cell in trial.frontier]
            cells = [(cell, contacts) for cell, contacts in cells if contacts]
            if replier == seat:
                kept = [c for c in own if c is not move.card]
                hands_now = [kept + h[: max(0, state.hand_size - len(kept))] for h in hands]
            else:
                hands_now = hands
            cache: dict[str, int] = {}
            total = 0
            for hand in hands_now:
                reply = 0
                for card in hand:
                    points = cache.get(card.id)
                    if points is None:
                        points = cache[card.id] = best_points(trial, card, cells)
                    reply = max(reply, points)
                total += reply
            value = move.points + sign * self.reply_weight * total / len(hands_now)
            if best_value is None or value > best_value + 1e-9:
                best_value, chosen = value, [move]
            elif abs(value - best_value) <= 1e-9:
                chosen.append(move)
        return rng.choice(chosen).action()

    @staticmethod
    def _next_seat(state: LuxNovaState, seat: int) -> int | None:
        """Who plays after this play: the next seat that will hold a card, or ``None`` if this is
        the last card of the game."""
        count = state.num_players
        refill = bool(state.deck)
        for step in range(1, count + 1):
            other = (seat + step) % count
            holds = len(state.hands[other]) - (1 if other == seat else 0)
            if holds > 0 or (other == seat and refill):
                return other
        return None

    def _sample_hands(self, state: LuxNovaState, seat: int, replier: int,
                      rng: Rng) -> list[list[Card]]:
        """Possible hands of the next player, drawn from the cards ``seat`` has not seen."""
        seen = set(state.hands[seat]) | {p.card for p in state.window.placements}
        unseen = [card for cid, card in state.catalog.cards.items() if cid not in seen]
        if replier == seat:
            size = 1 if state.deck else 0  # the card drawn after this play
        else:
            size = len(state.hands[replier])
        if not unseen or size == 0:
            return [[]]
        if size == 1 and len(unseen) <= self.samples:
            return [[card] for card in unseen]
        hands = []
        for _ in range(self.samples):
            pool = unseen[:]
            hand = []
            for _ in range(min(size, len(pool))):
                hand.append(pool.pop(rng.randrange(len(pool))))
            hands.append(hand)
        return hands
