"""Issue 25 leftovers (play-test, Luminous at 80x24): a toast ("Bo answers") lay over the damage
split dialog's last lines. A toast never covers a dialog: the dialog keeps clear of the toasts
while they show, and takes its place again when they go."""

from __future__ import annotations

from typing import Any

from textual.widgets._toast import Toast

from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.dialogs import SplitDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app


def _clear(app: Any) -> bool:
    box = app.screen.query_one(".split-dialog")
    toasts = [toast.region for toast in app.screen.query(Toast) if toast.region.height]
    return bool(toasts) and not any(box.region.overlaps(toast) for toast in toasts)


async def test_a_toast_over_the_split_dialog_covers_none_of_it() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await scenes._split(pilot)
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        box = app.screen.query_one(".split-dialog")
        height = box.region.height
        app.notify("Bo plays Ashen Owl.\nBo draws a card.", title="Bo answers", timeout=30)
        await until(pilot, lambda: _clear(app))
        assert box.region.height == height  # the whole dialog, moved up, nothing cut
        app._unnotify(next(iter(app._notifications)), refresh=False)  # as a toast that runs out
        await until(pilot, lambda: box.styles.margin.bottom == 0)  # the dialog's own place again
