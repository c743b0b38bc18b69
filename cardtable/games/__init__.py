"""The games of the suite. Each subpackage registers one game under its stable id."""

from __future__ import annotations

from cardtable.engine.registry import GameInfo

BUILTIN_GAMES: tuple[GameInfo, ...] = ()
"""Every real, playable game, in menu order (each game's package adds its ``INFO`` here)."""
