"""Learn Luminous: the shared Learn screen over this game's rules and glossary keywords."""

from __future__ import annotations

from cardtable.ui.widgets.learn_screen import Keyword, KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "luminous"


def luminous_keywords() -> KeywordSource:
    """Every glossary keyword with its reminder, as the engine lists them."""
    from cardtable.games.luminous.api import glossary

    total = len(glossary())

    def search(text: str) -> list[Keyword]:
        return [Keyword(entry["name"], entry["reminder"]) for entry in glossary(text)]

    return KeywordSource(search, total)


class LearnScreen(SharedLearnScreen):
    """Learn Luminous (tab "rules" or "keywords")."""

    def __init__(self, tab: str = "rules") -> None:
        super().__init__(GAME_ID, "Luminous", luminous_keywords, tab)
