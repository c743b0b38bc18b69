"""Luminous' part of the balance report: the shared deck figures per starter deck, Life left, and
per card the seat's win rate when the card was in its hand and when it played it."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.card_balance import plays_by_seat
from cardtable.engine.deck_balance import DeckBalance
from cardtable.engine.state import GameState


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

    @staticmethod
    def seat_cards(state: GameState) -> Sequence[tuple[set[str], set[str]]]:
        # seat s's deck is dealt as c(s*size+1)..: a copy it drew has left its deck by the end
        ids = state.ids  # type: ignore[attr-defined]
        size = state.catalog.rules.deck_size
        decks = [set(side.deck) for side in state.sides]  # type: ignore[attr-defined]
        drawn: list[set[str]] = [set(), set()]
        for iid, card in ids.items():
            if iid[0] == "c":
                seat = (int(iid[1:]) - 1) // size
                if iid not in decks[seat]:
                    drawn[seat].add(card)
        played = plays_by_seat(state.history.codes(), state.history_actors)
        return [(drawn[seat], {ids[iid] for iid in played[seat] if iid[0] == "c"}) for seat in range(2)]

    @staticmethod
    def card_names() -> dict[str, str]:
        from cardtable.games.luminous.catalog import load_catalog

        return {card: definition.name for card, definition in load_catalog().cards.items()}
