"""Learn Aether Lanes: the shared Learn screen over this game's rules and keywords. Opened from
the menu or from the battle screen (l)."""

from __future__ import annotations

from cardtable.ui.widgets.learn_screen import Keyword, KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "aether-lanes"


def aether_keywords() -> KeywordSource:
    """The Aether Lanes keywords from the game's catalog."""
    from cardtable.games.aether_lanes.api import keyword_list
    from cardtable.games.aether_lanes.catalog import load_catalog

    catalog = load_catalog()

    def search(text: str) -> list[Keyword]:
        return [Keyword(entry["name"], entry["reminder"]) for entry in keyword_list(catalog, text)]

    return KeywordSource(search, len(catalog.keywords))


class LearnScreen(SharedLearnScreen):
    """Learn Aether Lanes (tab "rules" or "keywords")."""

    def __init__(self, tab: str = "rules") -> None:
        super().__init__(GAME_ID, "Aether Lanes", aether_keywords, tab)
