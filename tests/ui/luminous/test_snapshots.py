"""Snapshot tests of the Luminous screen (scenario positions, the computer's seeded choices,
instant animations): the table mid-game at 120x40 and 80x24, a blocked combat (the damage each
blocker is assigned in the combat area, then the damage split dialog), and the end of a match.

Regenerate after a deliberate change with ``--snapshot-update`` and look at the SVGs under
``__snapshots__/`` before committing them."""

from __future__ import annotations

from typing import Any

from cardtable.ui.luminous import scenes
from tests.ui.luminous.helpers import lum_app


async def _table(pilot: Any) -> None:
    await scenes._table(pilot)
    await pilot.pause(0.2)


def test_table_mid_game(snap_compare: Any) -> None:
    assert snap_compare(lum_app(start=scenes.midgame()), terminal_size=(120, 40), run_before=_table)


def test_table_mid_game_80x24(snap_compare: Any) -> None:
    assert snap_compare(lum_app(start=scenes.midgame()), terminal_size=(80, 24), run_before=_table)


def test_blocked_combat_damage_assigned_in_the_combat_area(snap_compare: Any) -> None:
    assert snap_compare(lum_app(start=scenes.blocked_combat()), terminal_size=(120, 40), run_before=_table)


def test_blocked_combat_with_damage_split(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        await scenes._split(pilot)
        await pilot.pause(0.2)

    assert snap_compare(
        lum_app(start=scenes.blocked_combat()), terminal_size=(120, 40), run_before=run_before
    )


def test_end_screen(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        from cardtable.ui.match_over import MatchOverScreen

        await scenes._end(pilot)
        await pilot.pause(0.3)
        assert isinstance(pilot.app.screen, MatchOverScreen)

    assert snap_compare(lum_app(start=scenes.lethal()), terminal_size=(120, 40), run_before=run_before)
