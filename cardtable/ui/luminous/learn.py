"""Learn Luminous: the shared Learn screen over this game's rules and glossary keywords."""

from __future__ import annotations

from cardtable.ui.widgets.learn_screen import KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "luminous"


def luminous_keywords() -> KeywordSource:
    """Every glossary keyword with its reminder, as the engine lists them."""
    from cardtable.games.luminous.api import GLOSSARY

    return KeywordSource.of(GLOSSARY)


class LearnScreen(SharedLearnScreen):
    """Learn Luminous (tab "rules" or "keywords")."""

    def __init__(self, tab: str = "rules") -> None:
        super().__init__(GAME_ID, "Luminous", luminous_keywords, tab)
