"""Snapshot tests of the shell's main screens (SVGs under tests/ui/__snapshots__/).

Regenerate after an intended change: ``.venv/bin/pytest tests/ui/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp


def app() -> CardtableApp:
    return CardtableApp(settings=SettingsLoad(Settings(animation_speed="instant")))


def test_menu(snap_compare: Any) -> None:
    assert snap_compare(app(), terminal_size=(100, 32))


def test_menu_at_80x24(snap_compare: Any) -> None:
    assert snap_compare(app(), terminal_size=(80, 24))


def test_too_small_notice(snap_compare: Any) -> None:
    assert snap_compare(app(), terminal_size=(60, 20))


def test_settings(snap_compare: Any) -> None:
    assert snap_compare(app(), press=["s"], terminal_size=(100, 32))
