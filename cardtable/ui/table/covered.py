"""The table's key footer is hidden while a dialog (or any other screen) lies over the table: its
keys are the table's, and a dialog takes its own, said in its own keys line (issue 25 leftovers:
the footer promised "s Stops" under the mulligan dialog, which took the ``s`` as its own). The
row stays, so the table under the dialog does not move."""

from __future__ import annotations

from typing import Any

COVERED = "-covered"
"""The class a table screen has while another screen lies over it (``app.tcss`` hides its footer)."""


class CoveredFooter:
    """Mixin of a table screen: marks the screen covered while another screen is on top."""

    def on_screen_suspend(self, _event: Any) -> None:
        self.add_class(COVERED)  # type: ignore[attr-defined]

    def on_screen_resume(self, _event: Any) -> None:
        self.remove_class(COVERED)  # type: ignore[attr-defined]
