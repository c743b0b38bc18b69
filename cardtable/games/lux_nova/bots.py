"""Computer players for Lux Nova: greedy (best immediate score) and strong (looks one reply ahead).

Both see only what their seat may know: the window, their own hand, how many cards each player
holds and how many are left in the deck. The strong bot does not know the other hands or the deck
order: it treats every card it has not seen as equally likely to be in the next player's hand and
takes the exact average over them.
"""

from __future__ import annotations

import dataclasses
from math import comb

from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.hexgrid import Cell, neighbours
from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.games.lux_nova.window import Window

Group = tuple[int, int, int]
"""An area next to an empty cell: (colour index, mask of the cell's positions facing it, size)."""


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
                points = window.score_contacts(card, rotation, contacts)
                moves.append(Move(card, cell, rotation, points))
    return moves


def groups_at(window: Window, cell: Cell) -> list[Group]:
    members = window.areas.members
    return [(colour, mask, len(members[root]))
            for root, (colour, mask) in window.touching(cell).items()]


def best_at(card: Card, groups: list[Group]) -> int:
    """The most ``card`` can score on a cell, over its rotations."""
    best = 0
    for masks in card.colour_masks:
        points = 0
        for colour, mask, size in groups:
            if masks[colour] & mask:
                points += size
        if points > best:
            best = points
    return best


def expected_best(values: list[int], held: int) -> float:
    """The average, over every ``held``-card hand drawn from cards worth ``values``, of the best
    card in the hand."""
    count = len(values)
    if held <= 0 or count == 0:
        return 0.0
    held = min(held, count)
    ordered = sorted(values)
    hands = comb(count, held)
    return sum(v * comb(i, held - 1) for i, v in enumerate(ordered)) / hands


def exposure(window: Window, move: Move) -> int:
    """After ``move``, the most parts one open cell next to it touches: an upper bound of what the
    move offers the next player there."""
    trial = window.copy()
    trial.place_fast(move.card, move.cell, move.rotation)
    return max((sum(size for _c, _m, size in groups_at(trial, cell))
                for cell in neighbours(move.cell) if trial.is_open(cell)), default=0)


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
    """Values every legal play as its points minus what the next player can expect to score in
    reply (or, when it plays next itself, plus what it can expect to score then); equal values
    are broken like the greedy bot does, by exposing least.

    The expectation is exact over the cards the bot has not seen, dealt as the next hand. Only
    the cells a play changes are scored again for each unseen card: the open cells next to it and
    those touching an area it grows.
    """

    name = "strong"

    def __init__(self, reply_weight: float = 1.0) -> None:
        self.reply_weight = reply_weight

    def choose(self, state: GameState, rng: Rng) -> Place:
        assert isinstance(state, LuxNovaState) and state.to_act is not None
        seat = state.to_act
        window = state.window
        own = _hand_cards(state, seat)
        moves = all_moves(window, own)
        replier = self._next_seat(state, seat)
        if replier is None:  # the last card of the game: only its points matter
            top = max(m.points for m in moves)
            return rng.choice([m for m in moves if m.points == top]).action()
        seen = set(state.hands[seat]) | {entry[0] for entry in window.board}
        unseen = [card for cid, card in state.catalog.cards.items() if cid not in seen]
        if replier == seat:
            held = 1 if state.deck else 0
        else:
            held = len(state.hands[replier])
        touching = {cell: window.touching(cell) for cell in window.frontier}
        members = window.areas.members
        groups = {cell: [(c, m, len(members[root])) for root, (c, m) in found.items()]
                  for cell, found in touching.items()}
        ranked = [sorted(((best_at(card, groups[cell]), cell) for cell in groups), reverse=True)
                  for card in unseen]
        sign = 1.0 if replier == seat else -self.reply_weight
        values = [move.points + sign * self._follow_up(window, move, own, unseen, ranked, touching,
                                                       held, replier == seat)
                  for move in moves]
        top = max(values)
        chosen = [move for move, value in zip(moves, values) if value > top - 1e-9]
        if len(chosen) > 1:
            exposures = [exposure(window, move) for move in chosen]
            low = min(exposures)
            chosen = [move for move, e in zip(chosen, exposures) if e == low]
        return rng.choice(chosen).action()

    @staticmethod
    def _follow_up(window: Window, move: Move, own: list[Card], unseen: list[Card],
                   ranked: list[list[tuple[int, Cell]]], touching: dict[Cell, dict],
                   held: int, mine: bool) -> float:
        """What the next hand can expect to score after ``move``."""
        grown = {root for roots in window.joined(move.card, move.cell, move.rotation).values()
                 for root in roots}
        trial = window.copy()
        trial.place_fast(move.card, move.cell, move.rotation)
        affected = {cell for cell in neighbours(move.cell) if trial.is_open(cell)}
        if grown:
            affected.update(cell for cell, found in touching.items()
                            if cell != move.cell and not grown.isdisjoint(found))
        fresh = {cell: groups_at(trial, cell) for cell in affected}
        values = []
        for card, order in zip(unseen, ranked):
            best = 0
            for points, cell in order:
                if cell != move.cell and cell not in affected:
                    best = points
                    break
            for cell_groups in fresh.values():
                points = best_at(card, cell_groups)
                if points > best:
                    best = points
            values.append(best)
        if not mine:
            return expected_best(values, held)
        kept = [card for card in own if card is not move.card]
        keep = max((best_at(card, groups_at(trial, cell)) for card in kept for cell in trial.frontier),
                   default=0)
        if held == 0 or not values:
            return float(keep)
        return sum(max(keep, v) for v in values) / len(values)

    @staticmethod
    def _next_seat(state: LuxNovaState, seat: int) -> int | None:
        """Who plays after this play: the next seat that will hold a card, or ``None`` if this is
        the last card of the game."""
        count = state.num_players
        for step in range(1, count + 1):
            other = (seat + step) % count
            holds = len(state.hands[other]) - (1 if other == seat else 0)
            if holds > 0 or (other == seat and state.deck):
                return other
        return None
