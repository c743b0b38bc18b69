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


async def test_the_emissary_line_takes_the_short_name_so_its_condition_keeps_more() -> None:
    lines = await _lines()
    emissary = next(line for line in lines if "Ignara" in line and "Connect" in line)
    assert "Ember Regent" not in emissary  # "Ignara, Ember Regent" cost "Damage the …"
    assert "Damage the opponent's Soul" in emissary


async def test_a_relic_box_shortens_its_name_with_intent() -> None:
    text = "\n".join(await _lines())
    assert "Whispe…" not in text and "Alt. of Whispers" in text


async def test_the_bar_leaves_a_key_hint_out_whole() -> None:
    bar = next(line for line in await _lines() if "act in Main Phase 1" in line)
    assert "Space: End" not in bar and "…" not in bar  # was "Space: End…"
    assert "Enter: play/use the chosen card" in bar


async def test_small_words_inside_a_hand_name_stay() -> None:
    text = "\n".join(await _lines())
    # never "Choir Light" (another name); playtest16: a word is dropped before it is cut to "Ch."
    assert "Choir Light" not in text and "Ch. of Light" not in text and "☀☀2 Light ⚔3" in text
