"""A lone legal target that is one's own is never taken silently (playtest16: Enter on Searing
Bolt, whose only target was Ana's own Ember Squire, went straight to paying for it)."""

from __future__ import annotations

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_a_bolt_whose_only_target_is_ones_own_unit_asks_first_and_names_it() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 1, "WW": 1}, "field": ["ember-squire"]},
        {"field": ["sunlit-warden"]},
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        assert game.zone == "hand"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert dialog._title == "Searing Bolt: its only target is your Ember Squire"
        assert [str(choice.label).splitlines()[0] for choice in dialog.choices] == [
            "Play Searing Bolt (♦1) on Ember Squire (yours)"
        ]
        await pilot.press("escape")
        assert game.match.state.zones.cards(0, "hand")  # nothing played
        assert len(game.match.state.zones.cards(0, "field")) == 1


async def test_a_lone_target_on_the_other_side_is_still_taken_at_once() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 1, "WW": 1}},
        {"field": ["dawn-acolyte"]},
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        bolt = game.match.state.zones.cards(0, "hand")[0]
        await pilot.press("enter")
        await until(pilot, lambda: bolt not in game.match.state.zones.cards(0, "hand"))  # at once
