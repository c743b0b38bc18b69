"""The shared engine layer: pure Python, no Textual.

Modules: ``state`` (the protocol every game implements), ``actions``, ``events``, ``outcome``,
``rng``, ``errors``, ``registry`` (games by id, ``new_game``), ``record`` (records, replay, undo),
``zones``, ``bots``, ``invariants``, ``simulate`` and ``data`` (card-data loading).
"""

from __future__ import annotations

from typing import Any

__all__ = ["new_game"]


def new_game(game_id: str, players: Any, seed: int, options: Any = None) -> Any:
    """Start a built-in game; see :func:`cardtable.engine.registry.new_game`."""
    from cardtable.engine.registry import new_game as _new_game

    return _new_game(game_id, players, seed, options)
