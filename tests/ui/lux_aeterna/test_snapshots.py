"""Snapshot tests of the Lux Aeterna screen (scenario positions, the computer's seeded choices,
instant animations): the table mid-game at 120x40 and 80x24, the queue with three items, and the
end of a match.

Regenerate after a deliberate change with ``--snapshot-update`` and look at the SVGs under
``__snapshots__/`` before committing them."""

from __future__ import annotations

from typing import Any

from cardtable.ui.lux_aeterna import scenes
from tests.ui.lux_aeterna.helpers import la_app, opened


async def _table(pilot: Any) -> None:
    await opened(pilot)
    await pilot.pause(0.2)


def test_table_mid_game(snap_compare: Any) -> None:
    assert snap_compare(la_app(start=scenes.midgame()), terminal_size=(120, 40), run_before=_table)


def test_table_mid_game_80x24(snap_compare: Any) -> None:
    assert snap_compare(la_app(start=scenes.midgame()), terminal_size=(80, 24), run_before=_table)


def test_queue_with_three_items(snap_compare: Any) -> None:
    assert snap_compare(la_app(start=scenes.queue_of_three()), terminal_size=(120, 40), run_before=_table)


def test_end_screen(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        await scenes._end(pilot)
        await pilot.pause(0.3)

    start = scenes.combat(foe_soul=1, foe_field=[])
    assert snap_compare(la_app(start=start), terminal_size=(120, 40), run_before=run_before)
