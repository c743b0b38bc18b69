"""Lux Aeterna's part of the balance report: the shared deck figures per Codex, Soul left."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.deck_balance import DeckBalance
from cardtable.engine.state import GameState


class LuxAeternaBalance(DeckBalance):
    """Win rate per Codex and Codex against Codex; the Soul each seat has left."""

    KEY = "lux_aeterna"
    LEFT = "Soul"

    @staticmethod
    def seat_decks(state: GameState) -> Sequence[str]:
        return list(state.codex_id)  # type: ignore[attr-defined]

    @staticmethod
    def seat_left(state: GameState) -> Sequence[int]:
        return [max(0, soul) for soul in state.soul]  # type: ignore[attr-defined]

    @staticmethod
    def deck_names() -> dict[str, str]:
        from cardtable.games.lux_aeterna.catalog import load_catalog

        return {codex.id: codex.name for codex in load_catalog().codices.values()}
