"""``cardtable`` with no command: the main menu."""

from __future__ import annotations

import argparse

from cardtable.cli.parsing import check_custom_data


def run(args: argparse.Namespace) -> int:
    """Open the menu (after checking any ``--data`` folder)."""
    if check_custom_data():
        return 1
    from cardtable.ui.app import run_app

    return run_app()
