"""Issue 25 leftovers (play-test): an ability's dialog said "Pays: free" and never what the ability
does; it says it now, in its card's own words from the data."""

from __future__ import annotations

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_an_ability_dialog_says_what_the_ability_does() -> None:
    state = table({"field": ["grove-tender", "cinder-hound"]})
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        tender = state.zones.cards(0, "field")[0]
        game.use_card(game.table(), tender)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        detail = str(app.screen._text)
        assert "Ability: Polarize: put a Viridian Light from the supply on one of your Units" in detail
        assert "Pays: free" in detail
