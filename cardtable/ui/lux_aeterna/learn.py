"""Learn Lux Aeterna: the shared Learn screen over this game's rules and its terms (from
``data/lux_aeterna/keywords.yaml``), opened from the menu."""

from __future__ import annotations

from cardtable.ui.widgets.learn_screen import KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "lux-aeterna"


def lux_keywords() -> KeywordSource:
    """The Lux Aeterna terms from the game's catalog."""
    from cardtable.games.lux_aeterna.present import GLOSSARY

    return KeywordSource.of(GLOSSARY)


class LearnScreen(SharedLearnScreen):
    """Learn Lux Aeterna (tab "rules" or "keywords")."""

    def __init__(self, tab: str = "rules") -> None:
        super().__init__(GAME_ID, "Lux Aeterna", lux_keywords, tab)
