"""Learn Lux Aeterna: the shared Learn screen over this game's rules and keywords."""

from __future__ import annotations

from cardtable.ui.widgets.learn_screen import Keyword, KeywordSource
from cardtable.ui.widgets.learn_screen import LearnScreen as SharedLearnScreen

GAME_ID = "lux-aeterna"


def has_keywords() -> bool:
    """Whether the engine lists the game's keywords (Learn is offered only then)."""
    from cardtable.games.lux_aeterna import api

    return hasattr(api, "keyword_list")


def lux_keywords() -> KeywordSource:
    """The game's keywords as its engine lists them."""
    from cardtable.games.lux_aeterna import api

    listing = getattr(api, "keyword_list", None)
    entries = list(listing("")) if listing is not None else []

    def search(text: str) -> list[Keyword]:
        wanted = text.strip().casefold()
        found = []
        for entry in entries:
            name, reminder = entry["name"], entry["reminder"]
            if not wanted or wanted in name.casefold() or wanted in reminder.casefold():
                found.append(Keyword(name, reminder))
        return found

    return KeywordSource(search, len(entries))


class LearnScreen(SharedLearnScreen):
    """Learn Lux Aeterna (tab "rules" or "keywords")."""

    def __init__(self, tab: str = "rules") -> None:
        super().__init__(GAME_ID, "Lux Aeterna", lux_keywords, tab)
