"""Every mark the Lux Aeterna table draws is in its legend (issue 25: "every glyph the table draws,
no glyph with two meanings"; playtest21-la N14: "Rq"/"Lb" of the opponent's line at 80x24, the
supply's "✦1", the Emissary line's "Connect 2/4" and "Offers ♦♦ | 1 any" were not, and `›` had two
meanings). The table is walked as drawn, at 80x24 and 200x60, mid-game and with a queue of three:
each symbol on it, and each abbreviation, must be in the legend's marks column."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from cardtable.ui.lux_aeterna.scenes import midgame, queue_of_three
from cardtable.ui.table.legend import clashes, legend
from tests.ui.lux_aeterna.helpers import la_app, opened

PROSE = frozenset(".,:;()'!?-")
"""Punctuation of sentences on the table (not marks)."""
ABBREVIATIONS = (
    (re.compile(r"\b(Rq|Lb)\d+\b"), 1),  # Requiem and Limbo on a narrow player line
    (re.compile(r"\b(Connect) \d+/\d+"), 1),  # the Emissary's progress
    (re.compile(r"\b(Offers) "), 1),  # the Emissary's offerings
    (re.compile(r"(\| \d+ any)\b"), 1),  # ... and the flexible one
    (re.compile(r"\b(Supply) "), 1),  # the shared supply on the bar
    (re.compile(r"⚔\d+ (\(\d+\+\d+\))"), 1),  # a Power with its base and bonus
    (re.compile(r"\b(T)\d+ "), 1),  # the turn on a narrow bar
    (re.compile(r"\b(St Dr Of)\b"), 1),  # the steps on a narrow bar (playtest22-la)
)
IN_WORDS = (re.compile(r"(⚔\d+  )[♦☀☾♣♠✦]"), 1)
"""Lights accumulated on a small card, after its Power (playtest22-la): explained with the Power."""


def _marks_column() -> str:
    return " ".join(glyphs for _, entries in legend("lux-aeterna") for glyphs, _ in entries)


def _is_mark(ch: str) -> bool:
    if ch.isascii() and (ch.isalnum() or ch.isspace() or ch in PROSE):
        return False
    return not 0x2500 <= ord(ch) <= 0x259F  # box drawing, block elements (frames, scrollbars)


async def _table_lines(factory: Callable[[], Any], size: tuple[int, int]) -> list[str]:
    app = la_app(start=factory())
    async with app.run_test(size=size) as pilot:
        await opened(pilot)
        await pilot.pause()
        lines = [str(strip.text) for strip in app.screen._compositor.render_strips()]
    return lines[:-1]  # the key footer names keys (⏎, ^p), not marks


@pytest.mark.parametrize("size", [(80, 24), (90, 30), (110, 30), (200, 60)])
@pytest.mark.parametrize("factory", [midgame, queue_of_three])
async def test_every_mark_drawn_on_the_table_is_in_the_legend(
    factory: Callable[[], Any], size: tuple[int, int]
) -> None:
    lines = await _table_lines(factory, size)
    listed = _marks_column()
    text = "\n".join(lines)
    missing = sorted({ch for ch in text if _is_mark(ch) and ch not in listed})
    assert not missing, f"drawn at {size} but not in the legend: {missing}"
    for pattern, group in ABBREVIATIONS:
        for found in pattern.finditer(text):
            mark = re.sub(r"\d+", "N", found.group(group))  # any number stands for the legend's
            assert mark in re.sub(r"\d+", "N", listed), (
                f"{found.group(0)!r} drawn at {size}: not in the legend"
            )
    meanings = " ".join(meaning for _, entries in legend("lux-aeterna") for _, meaning in entries)
    pattern, group = IN_WORDS
    for found in pattern.finditer(text):
        mark = re.sub(r"\d+", "N", found.group(group))
        assert mark in re.sub(r"\d+", "N", meanings), f"{found.group(0)!r} drawn at {size}: not explained"


def test_the_row_and_the_bar_do_not_share_a_mark() -> None:
    """`›` said both "more cards that way in the row" and "the next step" on the bar."""
    assert clashes(legend("lux-aeterna")) == {}
    meanings = [meaning for _, entries in legend("lux-aeterna") for _, meaning in entries]
    assert not any("separates steps" in meaning for meaning in meanings), meanings
