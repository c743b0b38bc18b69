"""Luminous' part of the balance report: the shared deck figures per starter deck, Life left."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.deck_balance import DeckBalance
from cardtable.engine.state import GameState


class LuminousBalance(DeckBalance):
    """Win rate per starter deck and deck against deck; the Life each seat has left."""

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
