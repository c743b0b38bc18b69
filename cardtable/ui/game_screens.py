"""Which screen (and optional Learn screen) shows each game: the UI side of the game registry.

Game packages name no UI module; this table maps a game id to ``"package.module:Class"``. A game
without an entry here is not offered in the menu. A ``GameInfo`` may still carry ``screen`` /
``learn`` itself (test-only games do): the table wins, the field is the fallback.
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo

SCREENS: dict[str, str] = {
    "lux-nova": "cardtable.ui.lux_nova.screen:LuxNovaScreen",
    "aether-lanes": "cardtable.ui.aether_lanes.screen:BattleScreen",
    "lux-aeterna": "cardtable.ui.lux_aeterna.screen:LuxAeternaScreen",
    "luminous": "cardtable.ui.luminous.screen:LuminousScreen",
}
"""Game id -> its match screen class."""

LEARN_SCREENS: dict[str, str] = {
    "aether-lanes": "cardtable.ui.aether_lanes.learn:LearnScreen",
    "luminous": "cardtable.ui.luminous.learn:LearnScreen",
    "lux-aeterna": "cardtable.ui.lux_aeterna.learn:LearnScreen",
}
"""Game id -> its Learn screen class (lessons, keywords), offered in the menu."""

LEARN_CONTENTS: dict[str, str] = {
    "aether-lanes": "lessons on a real board, rules, keywords",
}
"""Game id -> what its Learn screen holds, as the menu says it (default: rules and keywords)."""


def screen_path(info: GameInfo) -> str:
    """``"module:Class"`` of the game's screen, or ``""`` when it has none."""
    return SCREENS.get(info.id, info.screen)


def learn_path(info: GameInfo) -> str:
    """``"module:Class"`` of the game's Learn screen, or ``""``."""
    return LEARN_SCREENS.get(info.id, info.learn)


def learn_label(info: GameInfo) -> str:
    """The menu's words for the game's Learn entry, e.g. ``Learn Aether Lanes: lessons on a real ...``."""
    return f"Learn {info.name}: {LEARN_CONTENTS.get(info.id, 'rules and keywords')}"
