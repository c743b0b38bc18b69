"""Readable at 80x24 (issue 25, item 6): names abbreviated with intent, never cut mid-word; the
queue keeps the next item to resolve and the attack at its bottom in view; the supply of Lights
always on the table."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from cardtable.ui.lux_aeterna.scenes import COMPUTER, HUMAN, MIDGAME
from tests.ui.lux_aeterna.helpers import la_app, opened


def queue_of_four() -> tuple[Any, list[Any]]:
    """Ana's Cinder Hound attacks; Cpu's Frozen Moment, Ana's Sudden Flare and Ana's Searing Bolt
    answer it: four items, the attack at the bottom, the Bolt next to resolve."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    ana, cpu = data["sides"]
    data["step"] = "combat"
    ana["field"][0]["id"] = "a40"
    ana["field"][1]["polarized"] = False
    cpu["field"][0]["id"] = "b50"
    ana["hand"] = [
        "ember-squire",
        "searing-bolt",
        {"card": "sudden-flare", "id": "a42"},
        {"card": "searing-bolt", "id": "a43"},
        "pyre-colossus",
    ]
    cpu["hand"] = [{"card": "frozen-moment", "id": "b40"}, "negate", "orbit-keeper"]
    data["queue"] = [
        {"kind": "attack", "source": "a40"},
        {"kind": "card", "source": "b40", "targets": ["a40"]},
        {"kind": "card", "source": "a42", "targets": ["a40"]},
        {"kind": "card", "source": "a43", "targets": ["b50"]},
    ]
    data["priority"] = 0
    return from_scenario(data), [HUMAN, COMPUTER]


def shown(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector).plain_text)


def no_word_cut(text: str, words: str) -> None:
    """Every "…" in ``text`` follows a whole word of ``words`` (or a space): nothing cut mid-word."""
    vocabulary = set(re.findall(r"[\w'’]+", words))
    for match in re.finditer(r"([\w'’]+)…", text):
        assert match.group(1) in vocabulary, f"cut mid-word: {match.group(0)!r} in {text!r}"


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
async def test_a_queue_of_four_shows_the_next_to_resolve_and_the_attack(size: tuple[int, int]) -> None:
    app = la_app(start=queue_of_four())
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        panel = screen._part("queue")
        text = panel.plain_text
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        assert lines[0].startswith("1▲ Searing Bolt"), text  # the next to resolve, first
        assert any(line.startswith("4▸ Cinder Hound") and "attack" in line for line in lines), text
        assert "more lines" not in text
        faces = screen.table().queue
        no_word_cut(text, " ".join(f"{q.name} {q.controller} {q.kind} {q.does} {q.targets}" for q in faces))


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
async def test_the_supply_and_the_emissary_lines_are_readable(size: tuple[int, int]) -> None:
    app = la_app(start=queue_of_four())
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        table = screen.table()
        bar = shown(screen, "#bar")
        assert "♦0 ☀4 ☾1 ♣4 ♠4 ✦1" in bar  # every colour of the supply with its count
        for selector, side in (("#my-panel", table.sides[1]), ("#foe-panel", table.sides[0])):
            em = side.emissary
            line = shown(screen, selector).splitlines()[1]
            if not em.connected:
                assert f"Connect {em.progress}/{em.needed}" in line
            assert "Offers" in line  # the offerings are never the part cut off
            no_word_cut(line, f"{em.name} {em.form} {em.condition}")


async def test_hand_entries_keep_whole_words_at_80x24() -> None:
    app = la_app(start=queue_of_four())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        text = shown(screen, "#hand")
        cards = screen.table().hand or ()
        for card in cards:
            assert card.name.split()[-1] in text or card.name[:3] in text
        no_word_cut(text, " ".join(f"{c.name} {c.type} {c.reason} Unit Prayer Relic" for c in cards))


def test_what_a_queue_item_does_is_said_shorter_between_words_never_cut_to_an_initial() -> None:
    # playtest22-la at 80x24: "Draw a card and gain a C. …" under Foresight
    from cardtable.ui.lux_aeterna.widgets import does_lines

    (brief,) = does_lines("Draw a card and gain a Caelestis Light.", 32, brief=True)
    assert brief == "Draw a card and gain a…"
    long = "→ Star Sentinel: The opponent sacrifices a Unit, then draws a card and gains two Lights."
    first, second = does_lines(long, 32, brief=False)
    assert (first, second) == ("→ Star Sentinel: The opponent", "sacrifices a Unit, then…")
    assert does_lines("", 32, brief=True) == []
