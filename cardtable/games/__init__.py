"""The games of the suite. Each subpackage registers one game under its stable id."""

from __future__ import annotations

from cardtable.engine.registry import GameInfo
from cardtable.games.aether_lanes import INFO as AETHER_LANES
from cardtable.games.lux_nova import INFO as LUX_NOVA

BUILTIN_GAMES: tuple[GameInfo, ...] = (LUX_NOVA, AETHER_LANES)
"""Every real, playable game, in menu order (each game's package adds its ``INFO`` here)."""
