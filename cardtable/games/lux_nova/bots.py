"""Computer players for Lux Nova: greedy (best immediate score) and strong (looks one reply ahead).

Both see only what their seat may know: the window, their own hand, how many cards each player
holds and how many are left in the deck. The strong bot does not know the other hands or the deck
order: it treats every card it has not seen as equally likely to be in the next player's hand and
takes the exact average over them.
"""

from __future__ import annotations

import dataclasses
import math
from math import comb

from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.endgame import (
    Endgame,
    best_at,
    cell_groups,
    first_best,
    play_on,
    ranked_cells,
    top_of,
)
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
    sizes = window.areas.sizes
    return [(colour, mask, sizes[root]) for root, (colour, mask) in window.touching(cell).items()]


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
    return max(
        (
            sum(size for _c, _m, size in groups_at(trial, cell))
            for cell in neighbours(move.cell)
            if trial.is_open(cell)
        ),
        default=0,
    )


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


Top = tuple[int, "Cell | None", int]
"""For one card on a window: its best points, the cell where it gets them, its best elsewhere."""


class StrongBot:
    """Looks one reply ahead, and at what that reply leaves for its own next turn.

    Each legal play is valued as its points, minus what the next player can expect to score in
    reply, plus (in a two-player game) what the bot can then expect to score itself, given that
    the reply took the cell it scores most on ("second pick"). When the bot plays next itself, the
    value is its points plus what it can expect next. Equal values are broken like the greedy bot
    does, by exposing least.

    Expectations are exact averages over the cards the bot has not seen (the next player's hand
    and the bot's next draw). Only the cells a play changes are scored again for each card: the
    open cells next to it and those touching an area it grows.

    In a two-player game where the other player holds one card (the basic variant), the
    ``exact_top`` best plays by that quick valuation are then valued exactly: each card the other
    player may hold plays its best reply on a copy of the window, and the bot's next card is
    scored on the window that reply leaves (the quick valuation only guesses that the reply takes
    a cell, not that it grows the areas). With ``win_spread`` (off by default: measured weaker, see
    ``docs/data/lux-nova.md``), those plays are then ranked
    by the chance to win rather than the average: for each card the other player may hold, the
    lead after the play, the reply and the bot's next play; the rest of the game is taken as a
    normal spread whose variance is ``win_spread`` times the cards left in the deck times the
    variance of the replies (:func:`win_chance`): a bot behind takes a gamble, a bot ahead keeps
    its lead. (Early replies vary less than later plays will, so this plays too safe early.)

    In the last ``endgame_deck`` + 2 plays of such a game (from 4 cards left in the deck), the
    best plays by value are searched to the last card for the chance to win rather than the
    margin (:mod:`~cardtable.games.lux_nova.endgame`): the ``endgame_top`` best with 2 cards or
    fewer left in the deck, the ``deep_top`` best with 3 (a deeper, costlier search), and with 4
    the ``early_top`` best with a narrower search (at each later turn of the bot only its
    ``early_breadth`` highest-scoring plays, and ``early_tied`` of the other player's equal best
    replies). It runs when at most ``endgame_unseen`` cards are still unseen (a set position with
    most of the box unseen would make the search explode). CPU time per decision: see ``docs/data/lux-nova.md``
    (``bench/bench_lux_nova_strong.py``); the budget is 2 s.
    """

    name = "strong"

    def __init__(
        self,
        reply_weight: float = 1.25,
        second_pick_weight: float = 1.0,
        exact_top: int = 8,
        endgame_deck: int = 4,
        endgame_top: int = 12,
        endgame_unseen: int = 6,
        win_spread: float = 0.0,
        deep_top: int = 8,
        early_top: int = 6,
        early_breadth: int = 3,
        early_tied: int = 1,
    ) -> None:
        self.reply_weight = reply_weight
        self.second_pick_weight = second_pick_weight
        self.exact_top = exact_top
        self.endgame_deck = endgame_deck
        self.endgame_top = endgame_top
        self.endgame_unseen = endgame_unseen
        self.win_spread = win_spread
        self.deep_top = deep_top
        self.early_top = early_top
        self.early_breadth = early_breadth
        self.early_tied = early_tied

    def _refine(
        self,
        window: Window,
        moves: list[Move],
        values: list[float],
        unseen: list[Card],
        draws: int,
        race: tuple[int, int] | None = None,
    ) -> list[float]:
        """Value the ``exact_top`` best plays exactly, two players with one card each: for every
        card the other player may hold, its best reply is played out on a copy of the window, and
        the bot's next card (drawn from the rest) is scored on the window that reply leaves.
        The others keep a value below every refined one."""
        order = sorted(range(len(moves)), key=lambda i: -values[i])[: self.exact_top]
        floor = min(values) - 1e9
        refined = [floor] * len(values)
        chances: dict[int, float] = {}
        count = len(unseen)
        for index in order:
            move = moves[index]
            after = window.copy()
            after.place_fast(move.card, move.cell, move.rotation)
            groups = cell_groups(after)
            in_order = sorted(groups)  # by cell: the order all_moves tries them in
            reply_total = 0.0
            next_total = 0.0
            swings: list[float] = []
            replies_seen: list[int] = []
            for held in unseen:
                points, code, rotation = first_best(in_order, held)
                reply_total += points
                swings.append(move.points - self.reply_weight * points)
                replies_seen.append(points)
                if not draws or count < 2:
                    continue
                ranked = ranked_cells(play_on(after, groups, held, code, rotation)[1])
                mine = sum(top_of(ranked, card) for card in unseen if card is not held)
                next_total += mine / (count - 1)
                swings[-1] += self.second_pick_weight * mine / (count - 1)
            refined[index] = (
                move.points
                - self.reply_weight * reply_total / count
                + self.second_pick_weight * next_total / count
            )
            if race is not None:
                mean = reply_total / count
                luck = sum((r - mean) ** 2 for r in replies_seen) / count
                chances[index] = win_chance(race[0], swings, math.sqrt(race[1] * self.win_spread * luck))
        if race is None:
            return refined
        # The chance to win comes first; the valuation above breaks ties (and orders the rest).
        spread = max(values) - min(values) + 1.0
        return [
            chances[i] * 1e6 + (refined[i] - floor) / (spread + 2e9) if i in chances else refined[i]
            for i in range(len(values))
        ]

    def choose(self, state: GameState, rng: Rng) -> Place:
        assert isinstance(state, LuxNovaState) and state.to_act is not None
        seat = state.to_act
        window = state.window
        own = _hand_cards(state, seat)
        moves = all_moves(window, own)
        replier = self._next_seat(state, seat)
        if replier is None:  # the last card of the game: only its points matter
            top_points = max(m.points for m in moves)
            return rng.choice([m for m in moves if m.points == top_points]).action()
        seen = set(state.hands[seat]) | {entry[0] for entry in window.board}
        unseen = [card for cid, card in state.catalog.cards.items() if cid not in seen]
        cards = unseen + own
        touching = {cell: window.touching(cell) for cell in window.frontier}
        sizes = window.areas.sizes
        groups = {
            cell: [(c, m, sizes[root]) for root, (c, m) in found.items()] for cell, found in touching.items()
        }
        ranked = [
            sorted(((best_at(card, groups[cell]), cell) for cell in groups), key=_best_first)
            for card in cards
        ]
        draws = 1 if state.deck else 0
        second = self.second_pick_weight if state.num_players == 2 else 0.0
        values: list[float] = []
        for move in moves:
            tops = self._tops_after(window, move, cards, ranked, touching)
            unseen_tops = tops[: len(unseen)]
            kept = [t for card, t in zip(own, tops[len(unseen) :]) if card is not move.card]
            if replier == seat:
                value = move.points + _second_pick(unseen_tops, kept, draws, taken=False)
            else:
                reply = expected_best([t[0] for t in unseen_tops], len(state.hands[replier]))
                value = move.points - self.reply_weight * reply
                if second:
                    value += second * _second_pick(unseen_tops, kept, draws, taken=True)
            values.append(value)
        if self.exact_top and second and len(state.hands[replier]) == 1 and unseen:
            race = None
            if self.win_spread > 0:
                other = 1 - seat
                race = (state.scores[seat] - state.scores[other], len(state.deck))
            values = self._refine(window, moves, values, unseen, draws, race)
        if (
            second
            and len(state.deck) <= self.endgame_deck
            and len(own) == 1
            and len(state.hands[replier]) == 1
            and 0 < len(unseen) <= self.endgame_unseen
        ):
            values = self._endgame(state, seat, moves, values, unseen)
        top = max(values)
        chosen = [move for move, value in zip(moves, values) if value > top - 1e-9]
        if len(chosen) > 1:
            exposures = [exposure(window, move) for move in chosen]
            low = min(exposures)
            chosen = [move for move, e in zip(chosen, exposures) if e == low]
        return rng.choice(chosen).action()

    def _endgame(
        self, state: LuxNovaState, seat: int, moves: list[Move], values: list[float], unseen: list[Card]
    ) -> list[float]:
        """Near the end of a two-player game: the best plays by value (``endgame_top`` of them,
        ``deep_top`` with 3 cards left in the deck, ``early_top`` with more, narrowly) are searched
        to the last card for the chance to win (:mod:`~cardtable.games.lux_nova.endgame`); the chance comes first, the value
        breaks ties. The others rank below every searched one."""
        deck = len(state.deck)
        if deck <= 3:
            search = Endgame(state.catalog.cards, breadth=6)
            top = self.endgame_top if deck <= 2 else self.deep_top
        else:  # earlier: narrower (the bot's few highest-scoring plays, one best reply)
            search = Endgame(state.catalog.cards, breadth=self.early_breadth, tied=self.early_tied)
            top = self.early_top
        order = sorted(range(len(moves)), key=lambda i: -values[i])[:top]
        other = 1 - seat
        pool = [card.id for card in unseen]
        draws = 1 if state.deck else 0
        ranked = [-1e9 + value for value in values]
        spread = max(values) - min(values) + 1.0
        for index in order:
            move = moves[index]
            after = state.window.copy()
            after.place_fast(move.card, move.cell, move.rotation)
            chance = search.value_after(
                after,
                (state.scores[seat] + move.points, state.scores[other]),
                (max(state.best[seat], move.points), state.best[other]),
                pool,
                len(state.deck) - draws,
                bool(draws),
            )
            ranked[index] = chance * 1e6 + (values[index] - min(values)) / spread
        return ranked

    @staticmethod
    def _tops_after(
        window: Window,
        move: Move,
        cards: list[Card],
        ranked: list[list[tuple[int, Cell]]],
        touching: dict[Cell, dict],
    ) -> list[Top]:
        """Each card's :data:`Top` on the window after ``move``."""
        grown = {
            root for roots in window.joined(move.card, move.cell, move.rotation).values() for root in roots
        }
        trial = window.copy()
        trial.place_fast(move.card, move.cell, move.rotation)
        affected = {cell for cell in neighbours(move.cell) if trial.is_open(cell)}
        if grown:
            affected.update(
                cell for cell, found in touching.items() if cell != move.cell and not grown.isdisjoint(found)
            )
        fresh = [(cell, groups_at(trial, cell)) for cell in affected]
        tops = []
        for card, order in zip(cards, ranked):
            found = []
            for points, cell in order:
                if cell != move.cell and cell not in affected:
                    found.append((points, cell))
                    if len(found) == 2:
                        break
            found.extend((best_at(card, cell_groups), cell) for cell, cell_groups in fresh)
            found.sort(key=_best_first)
            first = found[0] if found and found[0][0] > 0 else (0, None)
            tops.append((first[0], first[1], found[1][0] if len(found) > 1 else 0))
        return tops

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


def _best_first(entry: tuple[int, Cell]) -> tuple[int, Cell]:
    """Sort key: most points first; among equals, the lowest cell (the one a reply is assumed to
    take)."""
    return (-entry[0], entry[1])


def _second_pick(unseen: list[Top], kept: list[Top], draws: int, *, taken: bool) -> float:
    """What the bot can expect to score on its next turn, holding ``kept`` plus ``draws`` card
    drawn from the unseen ones. With ``taken``, the next player first holds one unseen card and
    takes the cell where that card scores most (so the bot's cards score their best elsewhere
    there, and the bot cannot draw that card)."""

    def worth(top: Top, cell: Cell | None) -> int:
        return top[2] if cell is not None and top[1] == cell else top[0]

    count = len(unseen)
    if not taken:
        keep = max((t[0] for t in kept), default=0)
        if not draws or not count:
            return float(keep)
        return sum(max(keep, t[0]) for t in unseen) / count
    if not count:
        return float(max((t[0] for t in kept), default=0))
    takers: dict[Cell | None, list[int]] = {}
    for index, top in enumerate(unseen):
        takers.setdefault(top[1], []).append(index)
    total = 0.0
    for cell, indexes in takers.items():
        keep = max((worth(t, cell) for t in kept), default=0)
        if not draws or count == 1:
            total += keep * len(indexes)
            continue
        worths = [max(keep, worth(t, cell)) for t in unseen]
        whole = sum(worths)
        total += sum((whole - worths[i]) / (count - 1) for i in indexes)
    return total / count


def win_chance(margin: int, swings: list[float], spread: float) -> float:
    """The chance that a lead of ``margin`` points, changed by one of ``swings`` (equally likely),
    ends above zero when the rest of the game adds a normal spread of ``spread`` points (none: the
    swings are the last change, and a tie counts half)."""
    if not swings:
        return 0.5
    total = 0.0
    for swing in swings:
        lead = margin + swing
        if spread <= 0:
            total += 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
        else:
            total += 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0))))
    return total / len(swings)


PAR_ORDERS = 31
"""How many tie-break orders the par of a solo deal is the median of."""


def solo_par(seed: int, variant: str, orders: int = PAR_ORDERS) -> int:
    """The par of a solo deal: the median score of the greedy player on the same seed and variant
    (the same deck order) over ``orders`` ways of breaking its ties. One greedy game is no par:
    on one deal it scores anywhere from about 100 to 180 depending on how it breaks ties alone.
    The tie-break generators are drawn from the deal's seed, so a deal's par is always the same."""
    from cardtable.games.lux_nova.state import new_game

    seeds = Rng(seed)
    scores = []
    for _ in range(orders):
        state = new_game(["Par"], seed, {"variant": variant})
        bot, rng = GreedyBot(), Rng(seeds.randrange(1 << 53))
        while not state.is_over:
            state.apply(bot.choose(state, rng))
        scores.append(state.scores[0])
    scores.sort()
    return scores[len(scores) // 2]
