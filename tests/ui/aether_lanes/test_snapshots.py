"""Snapshot tests of the Aether Lanes screens (fixed positions and seeds, instant animations).

Regenerate after a deliberate change with ``--snapshot-update`` and look at the SVGs under
``__snapshots__/`` before committing them."""

from __future__ import annotations

from typing import Any

from cardtable.ui.aether_lanes.dialogs import MulliganDialog
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.scenes import mulligan_start, showcase_start
from cardtable.ui.screenshots import settle
from tests.ui.aether_lanes.helpers import al_app, opened


async def _battle(pilot: Any) -> None:
    await opened(pilot)


def test_battle_120x40(snap_compare: Any) -> None:
    assert snap_compare(al_app(start=showcase_start()), terminal_size=(120, 40), run_before=_battle)


def test_battle_80x24(snap_compare: Any) -> None:
    assert snap_compare(al_app(start=showcase_start()), terminal_size=(80, 24), run_before=_battle)


def test_battle_200x60(snap_compare: Any) -> None:
    assert snap_compare(al_app(start=showcase_start()), terminal_size=(200, 60), run_before=_battle)


def test_battle_mid_combat_with_the_board_inspected(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        game = await opened(pilot)
        await pilot.press("i", "right")
        game.speed = "1x"
        await pilot.press("e")
        for _ in range(200):  # the fight's playback starts once the turn has ended
            if game.playing:
                break
            await pilot.pause(0.02)
        game.hold_playback(3)
        await pilot.pause()

    assert snap_compare(al_app(start=showcase_start()), terminal_size=(120, 40), run_before=run_before)


def test_mulligan_offer(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        await opened(pilot)
        for _ in range(100):
            if isinstance(pilot.app.screen, MulliganDialog):
                break
            await pilot.pause(0.05)
        await pilot.pause()

    assert snap_compare(al_app(start=mulligan_start()), terminal_size=(100, 32), run_before=run_before)


def test_learn_keywords_searched(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        await pilot.app.push_screen(LearnScreen("keywords"))
        await pilot.pause()
        pilot.app.screen.query_one("#keyword-search").cursor_blink = False
        await pilot.press("b", "u", "l")
        await pilot.pause()

    assert snap_compare(al_app(), terminal_size=(100, 32), run_before=run_before)


def test_learn_rules(snap_compare: Any) -> None:
    async def run_before(pilot: Any) -> None:
        await pilot.app.push_screen(LearnScreen("rules"))
        await settle(pilot)

    assert snap_compare(al_app(), terminal_size=(100, 32), run_before=run_before)
