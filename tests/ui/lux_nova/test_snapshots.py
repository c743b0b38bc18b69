"""Snapshot tests of the Lux Nova screen: the board mid-game and the end screen.

Regenerate after an intended change: ``.venv/bin/pytest tests/ui/lux_nova/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.lux_nova.scenes import _scene_state, _to_result
from cardtable.ui.screenshots import settle
from tests.ui.lux_nova.helpers import REGISTRY


def app_at(seed: int, plays: int, names: tuple[str, ...], **settings: Any) -> CardtableApp:
    values = {"animation_speed": "instant", **settings}
    return CardtableApp(
        REGISTRY, start=_scene_state(seed, plays, names), settings=SettingsLoad(Settings(**values))
    )


def test_board_mid_game(snap_compare: Any) -> None:
    assert snap_compare(app_at(2026, 22, ("Ana", "Cpu")), terminal_size=(120, 40), run_before=settle)


def test_board_mid_game_80x24_colour_blind(snap_compare: Any) -> None:
    assert snap_compare(
        app_at(2026, 22, ("Ana", "Cpu"), colour_blind=True), terminal_size=(80, 24), run_before=settle
    )


def test_end_screen(snap_compare: Any) -> None:
    assert snap_compare(app_at(5, 33, ("Ana", "Cpu")), run_before=_to_result, terminal_size=(120, 40))


def test_solo_end_screen(snap_compare: Any) -> None:
    assert snap_compare(app_at(11, 33, ("Ana",)), run_before=_to_result, terminal_size=(120, 40))
