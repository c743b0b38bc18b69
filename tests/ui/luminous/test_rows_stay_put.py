"""The rows of the Luminous table stay where they are under the pointer (playtest24-lum: a click
aimed at "2 Trail Guide" in the hand, then Enter, played High Command: the table had moved by a
row between the look and the click). The combat area and the triggers waiting no longer push the
board (it sits beside the board, under the hand at 80x24), a side's row keeps one form while the
computer thinks, and a card's label does not change with the cursor."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pytest

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.screen import LuminousScreen
from cardtable.ui.luminous.widgets import CombatPanel, SidePanel
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened

ROWS = ("foe-panel", "foe-relics", "foe-units", "bar", "my-units", "my-relics", "my-panel", "hand")


def _rows(screen: LuminousScreen) -> dict[str, tuple[int, int]]:
    """Where each row of the table is drawn: (top, height)."""
    return {
        name: (screen.query_one(f"#{name}").region.y, screen.query_one(f"#{name}").region.height)
        for name in ROWS
    }


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_no_row_moves_when_a_combat_starts(size: tuple[int, int]) -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        before = _rows(screen)
        await pilot.press("a")  # Silgar's Elite, at Cpu's Favored
        for _ in range(2):
            await pilot.pause(0.2)
            await pilot.press("1")
        await until(pilot, lambda: screen.table().combat is not None and screen.table().my_decision)
        await pilot.pause()
        shown = [panel.plain_text for panel in screen.query(CombatPanel) if panel.region.height]
        assert len(shown) == 1 and "attack" in shown[0]  # the combat area is shown...
        assert _rows(screen) == before  # ...and nothing of the board moved for it


async def test_no_row_moves_when_a_unit_with_a_trigger_arrives() -> None:
    # Hedge Tinker (Arrive: Bolster each relic) as a 5th unit: its row wraps, its trigger waits
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = ["hedge-tinker", "walk-back"]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        before = _rows(screen)
        await pilot.press("enter")
        await until(pilot, lambda: any(u.name == "Hedge Tinker" for u in screen.table().sides[1].units))
        await pilot.pause()
        assert _rows(screen) == before


def _head(panel: SidePanel) -> str:
    """A side's first row, without its buttons."""
    return panel.plain_text.splitlines()[0][:50]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_sides_row_keeps_its_form_while_the_computer_thinks(size: tuple[int, int]) -> None:
    data = copy.deepcopy(scenes.MIDGAME)  # the computer's Favored is Silgar, Apex Predator:
    ana, cpu = data["sides"]  # its long name fits at 80 columns only without the Concede button
    ana["favored"], cpu["favored"] = "jeddos", "silgar"
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot)
        panels = [screen.query_one(f"#{side}-panel", SidePanel) for side in ("foe", "my")]
        deciding = [_head(panel) for panel in panels]
        table = screen.table()
        # as drawn while the computer thinks: not Ana's decision, so no Concede button
        screen.draw_table(dataclasses.replace(table, my_decision=False))
        await pilot.pause()
        assert "Concede" not in panels[0].plain_text and "⚑" not in panels[0].plain_text
        assert [_head(panel) for panel in panels] == deciding


async def test_a_cards_label_does_not_change_with_the_cursor() -> None:
    data: dict[str, Any] = copy.deepcopy(scenes.MIDGAME)
    relics = ["high-command", "reliquary-tome", "unstable-salvage", "vortex-cannister", "glass-garden"]
    data["sides"][0]["relics"] = [{"card": card} for card in relics]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        before = _rows(screen)
        strip = screen.query_one("#my-relics")

        def row() -> str:
            return strip.plain_text.replace("▶", " ").replace("✓", " ")

        unmarked = row()
        await pilot.press("up")
        assert screen.zone == "my-relics"
        for index in range(len(relics)):
            screen.index["my-relics"] = index
            screen._redraw_selection()
            await pilot.pause()
            assert row() == unmarked, index
        assert _rows(screen) == before
