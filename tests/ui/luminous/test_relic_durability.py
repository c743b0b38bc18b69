"""Every relic's durability always on the board (issue 25, item 15), six relics at 80x24 too,
the name abbreviated (never cut mid-word) rather than the durability dropped; ⛨ means durability
only (blocking has its own mark)."""

from __future__ import annotations

import copy
import re

import pytest

from cardtable.ui.luminous import glyphs
from cardtable.ui.luminous.scenes import COMPUTER, HUMAN, MIDGAME
from tests.ui.luminous.helpers import lum_app, opened

RELICS = [
    {"card": "kinetic-harness", "durability": 1},
    {"card": "glass-garden"},
    {"card": "the-lodestar", "durability": 4},
    {"card": "breakers-chains"},
    {"card": "reliquary-tome"},
    {"card": "high-command"},
]


MORE = [
    {"card": "ancients-eye"},
    {"card": "junk-pile"},
    {"card": "unstable-salvage"},
    {"card": "vortex-cannister"},
    {"card": "ancients-eye"},
    {"card": "junk-pile"},
    {"card": "unstable-salvage"},
]
"""More (nine in all: the play-test's relic wall lost every ⛨ at 80x24; eleven: playtest17's
Jeddos by turn 19, every name down to an initial and no ⛨ left; thirteen)."""


def relics(count: int = 6) -> tuple[object, list[object]]:
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    wall = (RELICS + MORE)[:count]
    data["sides"][0]["relics"] = copy.deepcopy(wall)
    data["sides"][1]["relics"] = copy.deepcopy(wall[::-1])
    return from_scenario(data), [HUMAN, COMPUTER]


@pytest.mark.parametrize(
    ("size", "count"),
    [((80, 24), 6), ((200, 60), 6), ((80, 24), 9), ((200, 60), 9), ((80, 24), 11), ((80, 24), 13)],
)
async def test_every_relic_shows_its_durability(size: tuple[int, int], count: int) -> None:
    app = lum_app(start=relics(count))
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        for side in ("#my-relics", "#foe-relics"):
            strip = screen.query_one(side)
            shown = strip.plain_text  # type: ignore[attr-defined]
            numbers = re.findall(re.escape(glyphs.DURABILITY) + r"(\d+)", shown)
            played = screen.match.state.sides[0 if side == "#my-relics" else 1].relics
            assert sorted(int(n) for n in numbers) == sorted(r.durability for r in played), shown
            lines = shown.splitlines()
            named = lines[1:3] if lines[0].startswith("╭") else lines  # boxes: the name and numbers
            assert not any("…" in line for line in named), shown  # (a box's text may end in "…")


def test_durability_glyph_means_durability_only() -> None:
    assert glyphs.DURABILITY not in glyphs.ROLE_GLYPHS.values()


async def test_a_hand_of_ten_at_80x24_keeps_every_fast_mark_and_cuts_no_word() -> None:
    """Play-test: with ten cards the hand went to four columns, cut names mid-word ("Min…") and
    lost the ⚡ of fast cards ("2 Back …")."""
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    hand = ["walk-back", "order-the-mind", "cataclysmic-echo", "diving-dragonspawn", "walk-back"]
    data["sides"][0]["hand"] = hand + [
        "ancients-eye",
        "hedge-tinker",
        "hedge-tinker",
        "breakers-chains",
        "glass-garden",
    ]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        shown = screen.query_one("#hand").plain_text  # type: ignore[attr-defined]
        fast = sum(screen.match.state.card_def(i).fast for i in screen.match.state.sides[0].hand)
        assert shown.count(glyphs.FAST) == fast and fast >= 3, shown
        assert "…" not in shown, shown


async def test_eleven_relics_at_80x24_take_a_second_line_and_keep_their_names() -> None:
    """playtest18: eleven relics on one line kept every durability but no name at all."""
    app = lum_app(start=relics(11))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        shown = screen.query_one("#my-relics").plain_text  # type: ignore[attr-defined]
    lines = [line for line in shown.splitlines() if line.strip()]
    assert len(lines) == 2, shown
    for name in ("Harness", "Garden", "Chains", "Tome", "Command", "Salvage"):
        assert name in shown, shown


async def test_relic_boxes_at_200x60_show_their_whole_text() -> None:
    # playtest18: "Reliquary Tome / ⛨2 ● ready / Start of turn: if you / control 3 or more …"
    # while the unit row above had ~11 empty lines
    app = lum_app(start=relics(3))
    async with app.run_test(size=(200, 60)) as pilot:
        screen = await opened(pilot)
        for side in ("#my-relics", "#foe-relics"):
            shown = screen.query_one(side).plain_text  # type: ignore[attr-defined]
            assert shown.splitlines()[0].startswith("╭"), shown  # boxes
            assert "…" not in shown, shown


async def test_six_relics_at_80x24_keep_their_names_whole_words() -> None:
    """Issue 25 leftovers (play-test): with six relics at 80x24 "The Lodestar" read "Lodest."
    (equal cells) beside "Eye ⛨2" with cells to spare; each cell now takes the room its name's
    key word needs, and a click still finds the card under it."""
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import COMPUTER, HUMAN, MIDGAME
    from tests.ui.luminous.helpers import lum_app, opened

    data = copy.deepcopy(MIDGAME)
    relics = [
        "the-lodestar",
        "glass-garden",
        "ancients-eye",
        "high-command",
        "reliquary-tome",
        "kinetic-harness",
    ]
    data["sides"][1]["relics"] = [{"card": card} for card in relics]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        strip = screen.query_one("#foe-relics")
        line = "".join(segment.text for segment in strip.rows(strip.content_size.width, 1)[0])
        assert "Lodestar" in line and "Lodest." not in line, line
        for word in ("Garden", "Eye", "Command", "Tome", "Harness"):
            assert word in line, line
        await pilot.click("#foe-relics", offset=(line.index("Command") + 2, 0))
        await pilot.pause()
        assert screen.zone == "foe-relics" and screen.index["foe-relics"] == 3
