"""The end of a two-player game of Lux Nova, searched to the last card for the chance to win.

Close to the end the strong computer knows almost everything: the cards it has not seen are the
few left in the deck plus the other player's hand. :meth:`Endgame.value_after` plays every
remaining turn out on copies of the window: the computer's own plays are searched (its most
promising ones), the other player is expected to take the play that scores most (all equal best
plays are averaged), and every draw is averaged over the unseen cards. Every card tried on a
window is scored from what each open cell touches (:func:`cell_groups`), worked out once per
window and, after a play, again only where the play changed it (:func:`play_on`). A finished
game is worth 1 if won, 0 if lost and 1/2 if shared (tie-break as in
:mod:`cardtable.games.lux_nova.result`): the margin no longer matters, only winning does, so a
computer ahead plays safe and one behind takes its chance.

Only for two players holding one card each (the basic variant); the state is the computer's own
view: its hand, the window and the counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.hexgrid import DIRECTIONS
from cardtable.games.lux_nova.window import Window, cell_code, code_cell

Play = tuple[int, int, int]
"""A candidate placement on a window: (points, cell integer, rotation)."""


CellGroups = list[tuple[int, list[tuple[int, int, int]], tuple[int, ...]]]
"""For each open cell of a window: its cell integer, the areas it touches as (colour index, mask of
the cell's half-edge positions facing the area, the area's size), and those areas' roots."""

_STEPS = tuple(cell_code(dq, dr) - cell_code(0, 0) for dq, dr in DIRECTIONS)


def _cell_entry(window: Window, code: int) -> tuple[int, list[tuple[int, int, int]], tuple[int, ...]]:
    sizes = window.areas.sizes
    found = window.touching(code_cell(code))
    return (code, [(colour, mask, sizes[root]) for root, (colour, mask) in found.items()], tuple(found))


def cell_groups(window: Window) -> CellGroups:
    """What each open cell of ``window`` touches (worked out once per window, shared by every card
    tried there)."""
    return [_cell_entry(window, code) for code in window.frontier_codes]


def play_on(
    window: Window, groups: CellGroups, card: Card, code: int, rotation: int
) -> tuple[Window, CellGroups]:
    """A copy of ``window`` with ``card`` played on cell ``code``, and its :data:`CellGroups`
    worked out from ``groups`` (only the cells next to the card and those touching an area it
    grew are looked at again)."""
    q, r = code_cell(code)
    grown: set[int] = set()
    for roots in window.joined(card, (q, r), rotation).values():
        grown |= roots
    after = window.copy()
    after.place_code(card, code, q, r, rotation)
    near = {code + step for step in _STEPS}
    fresh: CellGroups = []
    for entry in groups:
        cell = entry[0]
        if cell == code:
            continue
        if cell in near or (grown and not grown.isdisjoint(entry[2])):
            fresh.append(_cell_entry(after, cell))
            near.discard(cell)
        else:
            fresh.append(entry)
    index = after.frontier_index
    fresh.extend(
        _cell_entry(after, cell) for cell in near if cell in index and cell not in window.frontier_index
    )
    return after, fresh


def scored_plays(window: Window, card: Card, groups: CellGroups | None = None) -> list[Play]:
    """Every placement of ``card`` with its points, most points first (then by cell, rotation)."""
    plays = []
    rotations = card.rotations
    for code, found, _roots in cell_groups(window) if groups is None else groups:
        for turn, masks in enumerate(card.colour_masks):
            points = 0
            for colour, mask, size in found:
                if masks[colour] & mask:
                    points += size
            plays.append((-points, code, rotations[turn]))
    plays.sort()
    return [(-points, code, rotation) for points, code, rotation in plays]


def best_at(card: Card, found: Sequence[tuple[int, int, int]]) -> int:
    """The most ``card`` can score on one cell, over its rotations, given the (colour, side mask,
    area size) of each area touching the cell."""
    best = 0
    for masks in card.colour_masks:
        points = 0
        for colour, mask, size in found:
            if masks[colour] & mask:
                points += size
        if points > best:
            best = points
    return best


def top_points(groups: CellGroups, card: Card) -> int:
    """The most ``card`` can score on the window ``groups`` describes."""
    best = 0
    for _code, found, _roots in groups:
        points = best_at(card, found)
        if points > best:
            best = points
    return best


def first_best(groups: CellGroups, card: Card) -> Play:
    """The first play of ``card`` scoring most, trying the cells in the order of ``groups`` and
    each cell's rotations in order."""
    best: Play = (-1, 0, 0)
    rotations = card.rotations
    for code, found, _roots in groups:
        for turn, masks in enumerate(card.colour_masks):
            points = 0
            for colour, mask, size in found:
                if masks[colour] & mask:
                    points += size
            if points > best[0]:
                best = (points, code, rotations[turn])
    return best


Ranked = list[tuple[int, list[tuple[int, int, int]]]]
"""The open cells that touch an area, richest first: (the most any card can score there, its areas)."""


def ranked_cells(groups: CellGroups) -> Ranked:
    """The cells of ``groups`` that touch an area, by the most a card could score there."""
    ranked = [(sum(size for _c, _m, size in found), found) for _code, found, _roots in groups if found]
    ranked.sort(key=lambda entry: -entry[0])
    return ranked


def top_of(ranked: Ranked, card: Card) -> int:
    """:func:`top_points` from :func:`ranked_cells`: stops at the first cell that cannot beat the
    best found."""
    best = 0
    for bound, found in ranked:
        if bound <= best:
            break
        points = best_at(card, found)
        if points > best:
            best = points
    return best


def outcome_value(mine: int, theirs: int, my_best: int, their_best: int) -> float:
    """1 for a win, 0 for a loss, 1/2 for a shared win (most points, then best single play)."""
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    if my_best != their_best:
        return 1.0 if my_best > their_best else 0.0
    return 0.5


class Endgame:
    """A search of the last turns of a two-player, one-card-hand game.

    ``breadth`` is how many of its own plays the computer tries at each of its later turns (the
    highest-scoring ones); ``tied`` caps how many equal best replies of the other player are
    averaged.
    """

    def __init__(self, catalog_cards: dict[str, Card], breadth: int = 6, tied: int = 3) -> None:
        self.cards = catalog_cards
        self.breadth = breadth
        self.tied = tied

    def value_after(
        self,
        window: Window,
        scores: tuple[int, int],
        bests: tuple[int, int],
        pool: list[str],
        deck: int,
        my_draws: bool,
    ) -> float:
        """The chance to win right after the computer's play (already on ``window``, in
        ``scores``/``bests`` as (mine, theirs)): the other player holds one of ``pool`` (the unseen
        cards), ``deck`` cards are left to draw, and ``my_draws`` says whether the computer drew
        after its play (then it holds one of the pool too, drawn after the other player's card)."""
        return self._their_turn(window, cell_groups(window), scores, bests, pool, deck, my_draws)

    # ----- the turns ---------------------------------------------------------------------------

    def _their_turn(
        self,
        window: Window,
        groups: CellGroups,
        scores: tuple[int, int],
        bests: tuple[int, int],
        pool: list[str],
        deck: int,
        i_hold: bool,
    ) -> float:
        """The other player (holding an unknown card of ``pool``) plays its best-scoring play."""
        if not pool:
            return outcome_value(scores[0], scores[1], bests[0], bests[1])
        total = 0.0
        draws = deck > 0
        for index, card_id in enumerate(pool):
            if not i_hold and not draws:  # their last card ends the game: only its points matter
                top = top_points(groups, self.cards[card_id])
                total += outcome_value(scores[0], scores[1] + top, bests[0], max(bests[1], top))
                continue
            rest = pool[:index] + pool[index + 1 :]
            plays = scored_plays(window, self.cards[card_id], groups)
            top = plays[0][0]
            tied = [p for p in plays if p[0] == top][: self.tied]
            value = 0.0
            theirs = (scores[0], scores[1] + top)
            their_bests = (bests[0], max(bests[1], top))
            for _points, code, rotation in tied:
                after, after_groups = play_on(window, groups, self.cards[card_id], code, rotation)
                if i_hold:
                    value += self._my_draw(
                        after, after_groups, theirs, their_bests, rest, deck - draws, draws
                    )
                else:  # I hold nothing more: the other player plays its drawn card
                    value += self._their_turn(after, after_groups, theirs, their_bests, rest, deck - 1, False)
            total += value / len(tied)
        return total / len(pool)

    def _my_draw(
        self,
        window: Window,
        groups: CellGroups,
        scores: tuple[int, int],
        bests: tuple[int, int],
        pool: list[str],
        deck: int,
        they_hold: bool,
    ) -> float:
        """My turn with a card of ``pool`` (drawn earlier, unseen till now): the average over it."""
        total = 0.0
        for index, card_id in enumerate(pool):
            rest = pool[:index] + pool[index + 1 :]
            total += self._my_turn(window, groups, scores, bests, self.cards[card_id], rest, deck, they_hold)
        return total / len(pool)

    def _my_turn(
        self,
        window: Window,
        groups: CellGroups,
        scores: tuple[int, int],
        bests: tuple[int, int],
        card: Card,
        pool: list[str],
        deck: int,
        they_hold: bool,
    ) -> float:
        """I play ``card``: my best over my ``breadth`` highest-scoring plays."""
        if not they_hold:  # my last card and the other player has none: points are all that count
            top = top_points(groups, card)
            return outcome_value(scores[0] + top, scores[1], max(bests[0], top), bests[1])
        plays = scored_plays(window, card, groups)
        best = 0.0
        draws = deck > 0
        for points, code, rotation in plays[: self.breadth]:
            after, after_groups = play_on(window, groups, card, code, rotation)
            value = self._their_turn(
                after,
                after_groups,
                (scores[0] + points, scores[1]),
                (max(bests[0], points), bests[1]),
                pool,
                deck - draws,
                draws,
            )
            if value > best:
                best = value
                if best >= 1.0:
                    break
        return best
