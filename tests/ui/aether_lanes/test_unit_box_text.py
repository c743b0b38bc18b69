"""A unit box names each keyword once: the card text's sentences that only name a keyword
already listed ("Loaded. Augury 1.") are left out; the rest of the text stays."""

from __future__ import annotations

from cardtable.ui.aether_lanes.widgets import text_beyond_keywords
from tests.ui.aether_lanes.helpers import al_app, opened, position, text_of


def test_sentences_that_only_name_a_listed_keyword_are_dropped() -> None:
    assert text_beyond_keywords("Loaded. Augury 1.", ("Augury", "Loaded")) == ""
    assert (
        text_beyond_keywords("Loaded. When it enters, draw a card.", ("Loaded",))
        == "When it enters, draw a card."
    )
    assert text_beyond_keywords("Grow 2. Loaded.", ("Loaded",)) == "Grow 2."  # not listed: kept


async def test_a_loaded_unit_box_says_loaded_once() -> None:
    start = position(
        {"lanes": {"aggressive": {"card": "fortune-teller", "sigils": ["gamblers-charm"]}}},
        {},
    )
    for size in ((120, 40), (200, 60)):
        app = al_app(start=start)
        async with app.run_test(size=size) as pilot:
            game = await opened(pilot)
            await pilot.pause()
            box = text_of(game.query_one("#my-lane-0"))
            words = box.replace(":", " ").replace(".", " ").split()
            assert "Loaded" in words
            assert words.count("Loaded") == 1 + box.count("Loaded:"), box  # a reminder may explain it
