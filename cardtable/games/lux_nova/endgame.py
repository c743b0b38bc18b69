"""The end of a two-player game of Lux Nova, searched to the last card for the chance to win.

Close to the end the strong computer knows almost everything: the cards it has not seen are the
few left in the deck plus the other player's hand. :func:`win_chances` plays every remaining turn
out on copies of the window: the computer's own plays are searched (its most promising ones), the
other player is expected to take the play that scores most (all equal best plays are averaged),
and every draw is averaged over the unseen cards. A finished game is worth 1 if won, 0 if lost and
1/2 if shared (tie-break as in :mod:`cardtable.games.lux_nova.result`): the margin no longer
matters, only winning does, so a computer ahead plays safe and one behind takes its chance.

Only for two players holding one card each (the basic variant); the state is the computer's own
view: its hand, the window and the counts.
"""

from __future__ import annotations

from cardtable.games.lux_nova.catalog import Card
from cardtable.games.lux_nova.window import Window, code_cell

Play = tuple[int, int, int]
"""A candidate placement on a window: (points, cell integer, rotation)."""


def scored_plays(window: Window, card: Card) -> list[Play]:
    """Every placement of ``card`` with its points, most points first (then by cell, rotation)."""
    plays = []
    score = window.score_contacts
    for code in window.frontier_codes:
        contacts = window.contacts(code_cell(code))
        for rotation in card.rotations:
            plays.append((score(card, rotation, contacts), code, rotation))
    plays.sort(key=lambda p: (-p[0], p[1], p[2]))
    return plays


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
        return self._their_turn(window, scores, bests, pool, deck, my_draws)

    # ----- the turns ---------------------------------------------------------------------------

    def _their_turn(
        self,
        window: Window,
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
        for index, card_id in enumerate(pool):
            rest = pool[:index] + pool[index + 1 :]
            plays = scored_plays(window, self.cards[card_id])
            top = plays[0][0]
            tied = [p for p in plays if p[0] == top][: self.tied]
            value = 0.0
            theirs = (scores[0], scores[1] + top)
            their_bests = (bests[0], max(bests[1], top))
            draws = deck > 0
            for _points, code, rotation in tied:
                after = window.copy()
                q, r = code_cell(code)
                after.place_code(self.cards[card_id], code, q, r, rotation)
                if i_hold:
                    value += self._my_draw(after, theirs, their_bests, rest, deck - draws, draws)
                elif draws:  # I hold nothing more: the other player plays its drawn card
                    value += self._their_turn(after, theirs, their_bests, rest, deck - 1, False)
                else:
                    value += outcome_value(theirs[0], theirs[1], their_bests[0], their_bests[1])
            total += value / len(tied)
        return total / len(pool)

    def _my_draw(
        self,
        window: Window,
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
            total += self._my_turn(window, scores, bests, self.cards[card_id], rest, deck, they_hold)
        return total / len(pool)

    def _my_turn(
        self,
        window: Window,
        scores: tuple[int, int],
        bests: tuple[int, int],
        card: Card,
        pool: list[str],
        deck: int,
        they_hold: bool,
    ) -> float:
        """I play ``card``: my best over my ``breadth`` highest-scoring plays."""
        plays = scored_plays(window, card)
        if not they_hold:  # my last card and the other player has none: points are all that count
            top = plays[0][0]
            return outcome_value(scores[0] + top, scores[1], max(bests[0], top), bests[1])
        best = 0.0
        draws = deck > 0
        for points, code, rotation in plays[: self.breadth]:
            after = window.copy()
            q, r = code_cell(code)
            after.place_code(card, code, q, r, rotation)
            value = self._their_turn(
                after,
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
