"""A curtain's "Since you last looked" holds the other seat's turn start and draw that followed
one's own last pass (playtest17 and 19 saw them left out once in Luminous; not reproduced from
these positions: this guards the behaviour in both card-battle games)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.luminous.scenes import midgame as lum_midgame
from cardtable.ui.lux_aeterna.scenes import HUMAN, midgame
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app
from tests.ui.luminous.helpers import opened as lum_opened
from tests.ui.lux_aeterna.helpers import la_app, opened
from tests.ui.table.test_curtain_and_reading import lift


async def pass_until(pilot: Any, screen: Any, done: Callable[[], bool]) -> None:
    """Pass (or take the first answer; an offering by its action) until ``done()``; curtains of
    the other seat are lifted on the way."""
    app = pilot.app
    for _ in range(60):
        await until(pilot, lambda: isinstance(app.screen, (type(screen), CurtainScreen, PickDialog)))
        if done():
            return
        if isinstance(app.screen, PickDialog):
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is screen)
        if isinstance(app.screen, CurtainScreen):
            await lift(pilot)
            continue
        legal = screen.match.state.legal_actions()
        screen.act(next((a for a in legal if a.KIND == "pass"), legal[0]))
        await pilot.pause()
    raise AssertionError("never reached")


@pytest.mark.parametrize("game", ["lux-aeterna", "luminous"])
async def test_since_you_last_looked_keeps_the_other_turns_start_that_ones_own_pass_ran_into(
    game: str,
) -> None:
    """Playtest19 (hot-seat): a curtain's "Since you last looked" left out the other seat's turn
    start and draw when one's own pass had run into it (the pass's events were taken as seen)."""
    app = (
        la_app(start=midgame((HUMAN, HUMAN)))
        if game == "lux-aeterna"
        else lum_app(start=lum_midgame((HUMAN, HUMAN)))
    )
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await (opened(pilot) if game == "lux-aeterna" else lum_opened(pilot))
        await lift(pilot)
        turn = screen.match.state.turn
        await pass_until(pilot, screen, lambda: screen.match.state.turn != turn)  # Ana ends her turn
        ana = screen.match.state.name(0)  # Bo passes until the keyboard comes back to Ana
        await pass_until(pilot, screen, lambda: getattr(app.screen, "player_name", None) == ana)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == screen.match.state.name(0)
        news = app.screen._detail
        bo = screen.match.state.name(1)
        assert f"Turn {turn + 1}: {bo}" in news and f"{bo} draws a card." in news, news
