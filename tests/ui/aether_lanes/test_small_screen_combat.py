"""Aether Lanes at 80x24: the combat banner is never cut (it drops the working in brackets, kept
in the log, and takes a second row when it must), and no Wager toast is left over the result."""

from __future__ import annotations

from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.aether_lanes.widgets import TagStrip
from cardtable.ui.dialogs import CurtainScreen
from tests.ui.aether_lanes.helpers import al_app, opened, position, text_of
from tests.ui.aether_lanes.test_battle import one_fight
from tests.ui.helpers import result_screen, until

SMALL = (80, 24)


async def test_the_combat_banner_is_not_cut_at_80x24() -> None:
    app = al_app(start=one_fight())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # the curtain for Ana
        await until(pilot, lambda: app.screen is game)
        game.speed = "1x"
        await pilot.press("e")
        assert game.playing
        game.hold_playback(1)
        await pilot.pause()
        tags = game.query_one(TagStrip)
        shown = text_of(tags)
        assert "…" not in shown
        assert "Blaze Knight strikes Storm Heron for 6 (Attack 6, x1.25 = 8" in shown  # the working too
        assert "Storm Heron is destroyed and goes to the discard pile." in " ".join(shown.split())
        assert tags.size.height == 2  # a second row while the banner needs it
        game.hold_playback(2)
        await pilot.pause()
        shown = text_of(tags)
        assert "…" not in shown and "Soul 17." in " ".join(shown.split())
        await pilot.press("space")
        await until(pilot, lambda: not game.playing)
        assert tags.size.height == 1


async def test_no_wager_toast_is_left_over_the_result() -> None:
    app = al_app(start=position({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"soul": 2}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        assert isinstance(game, BattleScreen)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        game.notify("Wager: you rolled 6 (high).", title="Wager")  # as a Wager card just played
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.is_over)
        await result_screen(pilot)
        await pilot.pause()
        assert not [n for n in app._notifications if n.title == "Wager"]
