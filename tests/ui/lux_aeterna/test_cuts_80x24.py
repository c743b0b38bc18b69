"""Lux Aeterna at 80x24: names abbreviated with intent, never cut mid-word (issue 25 item 6; the
cuts playtest13b still met): Ignara's Emissary line, a relic box "Altar of Whispers", the bar's
key hints, "Choir of Light" in the hand."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.lux_aeterna.scenes import MIDGAME
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened, position


def _start() -> Any:
    data = copy.deepcopy(MIDGAME)
    data.pop("players")
    ana = data["sides"][0]
    ana["progress"] = 1
    ana["hand"] = ["choir-of-light", "searing-bolt", "sudden-flare", "ember-squire", "pyre-colossus"]
    ana["field"] = [
        {"card": "altar-of-whispers"},
        {"card": "war-brazier"},
        {"card": "cinder-hound"},
        {"card": "flame-duelist"},
    ]
    return position(data, (HUMAN, COMPUTER))


def _screen_lines(app: Any) -> list[str]:
    return [str(strip.text) for strip in app.screen._compositor.render_strips()]


async def _lines() -> list[str]:
    app = la_app(start=_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.pause()
        return _screen_lines(app)


async def test_no_name_or_key_hint_is_cut_mid_word_at_80x24() -> None:
    lines = await _lines()
    text = "\n".join(lines)
    emissary = next(line for line in lines if "Ignara" in line and "Connect" in line)
    assert "Ember Regent" not in emissary  # the short form, so the condition keeps more
    assert "Damage the opponent's" in emissary
    assert "Whispe…" not in text and "Whispers" in text  # "A. of Whispers", not a stub
    assert "Space: End…" not in text and "Space: En" not in text  # a hint is left out whole
    assert "Choir Light" not in text  # "of" stays inside the name
