"""Issue 25 leftovers (play-test): under the Luminous mulligan dialog the table's footer still
promised "s Stops", and the dialog took the ``s`` (its keys are its own). While a dialog lies over
a table, the table's footer is hidden; it comes back when the dialog closes."""

from __future__ import annotations

from textual.widgets import Footer

from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


async def test_the_tables_footer_is_hidden_under_the_mulligan_dialog() -> None:
    from cardtable.engine import new_game

    state = new_game("luminous", ["Ana", "Bo"], 3)
    app = lum_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        footer = game.query_one(Footer)
        assert not footer.visible  # "s Stops" is not promised where the dialog takes the s
        await pilot.press("escape")  # look around first: the dialog closes
        await until(pilot, lambda: app.screen is game)
        await pilot.pause()
        assert footer.visible
