"""When the keyboard comes to a person whose only answer is an ability (playtest24-la: Orin
Connected, "Polarize an enemy Unit", a Numen too empty for any card), the cursor starts on the
card or Emissary that can act and the bar names it; a hand with a playable card keeps the cursor
on the hand."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.scenes import MIDGAME
from cardtable.ui.lux_aeterna.widgets import LuxBar
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import HUMAN, la_app, opened, position, text_of


def _orin_only(cpu_numen: dict[str, int]) -> tuple[Any, list[Any]]:
    """Mid-game, hot-seat: Cpu's Orin is Connected; Cpu's Numen as given."""
    data = copy.deepcopy(MIDGAME)
    data["sides"][1]["numen"] = cpu_numen
    data["sides"][1]["field"] = [{"card": "star-sentinel"}]
    return position(data, (HUMAN, HUMAN))


async def _cpu_asked_after_anas_play(pilot: Any, app: Any) -> Any:
    game = await opened(pilot)
    await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")  # Ana's curtain
    await until(pilot, lambda: app.screen is game)
    await pilot.press("enter")  # Ana plays her first card, Blazing Vanguard
    await until(pilot, lambda: isinstance(app.screen, (PickDialog, CurtainScreen)))
    if isinstance(app.screen, PickDialog):
        await pilot.press("enter")  # its payment
    await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")  # Cpu's curtain
    await until(pilot, lambda: app.screen is game and game.viewer == 1)
    await pilot.pause()
    return game


async def test_the_cursor_starts_on_the_emissary_whose_ability_is_the_only_answer() -> None:
    app = la_app(start=_orin_only({}))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _cpu_asked_after_anas_play(pilot, app)
        assert [a.KIND for a in game.match.state.legal_actions()] == ["pass", "activate"]
        assert game.zone == "my-emissary"
        assert "Can be used now: Orin, Keeper of Stars" in text_of(game.query_one("#bar", LuxBar))


async def test_a_playable_card_keeps_the_cursor_on_the_hand() -> None:
    app = la_app(start=_orin_only({"CC": 3, "WW": 2}))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _cpu_asked_after_anas_play(pilot, app)
        assert "play" in {a.KIND for a in game.match.state.legal_actions()}
        assert game.zone == "hand"
        assert "Enter: play/use the chosen card" in text_of(game.query_one("#bar", LuxBar))
