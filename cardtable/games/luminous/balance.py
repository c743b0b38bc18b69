"""Luminous' part of the balance report: the shared deck figures per starter deck, Life left, and
per card the seat's win rate when the card was in its hand and when it played it."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.card_balance import played_cards
from cardtable.engine.deck_balance import DeckBalance
from cardtable.engine.state import GameState
from cardtable.games.luminous.actions import Play


class LuminousBalance(DeckBalance):
    """Win rate per starter deck and deck against deck; the Life each seat has left; the cards."""

    KEY = "luminous"
    LEFT = "Life"

    @staticmethod
    def seat_decks(state: GameState) -> Sequence[str]:
        return [side.deck_id for side in state.sides]  # type: ignore[attr-defined]

    @staticmethod
    def seat_left(state: GameState) -> Sequence[int]:
        return [max(0, side.life) for side in state.sides]  # type: ignore[attr-defined]

    @staticmethod
    def deck_names() -> dict[str, str]:
        from cardtable.games.luminous.impl import deck_choices

        return {deck: name.split(",")[0] for deck, name in deck_choices()}

    def seat_cards(self, state: GameState) -> Sequence[tuple[set[str], set[str]]]:
        # a seat plays only cards of its own deck (a hand holds only its owner's cards), so the
        # cards played are split by the deck they were dealt from, not by who played them
        get = state.ids.get  # type: ignore[attr-defined]
        dealt = self.dealt(state.catalog.rules.deck_size)
        played = played_cards(state.history.codes(), Play)
        found = []
        for seat, side in enumerate(state.sides):  # type: ignore[attr-defined]
            mine = dealt[seat]
            drawn, plays = set(map(get, mine.difference(side.deck))), set(map(get, played & mine))
            drawn.discard(None)
            plays.discard(None)
            found.append((drawn, plays))
        return found

    @staticmethod
    def dealt_id(seat: int, number: int, size: int) -> str:
        return f"c{seat * size + number}"  # seat s's deck is dealt as c(s*size+1)..

    @staticmethod
    def card_names() -> dict[str, str]:
        from cardtable.games.luminous.catalog import load_catalog

        return {card: definition.name for card, definition in load_catalog().cards.items()}
