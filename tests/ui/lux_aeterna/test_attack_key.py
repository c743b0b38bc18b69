"""Pilot tests of the attack key (play-test 13): with a single Unit that can attack, `a` still
shows the engine's forecast before attacking, and LETHAL says for whom."""

from __future__ import annotations

from typing import Any

from cardtable.games.lux_aeterna.actions import Attack
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _warden_into_thrall() -> tuple[Any, list[Any]]:
    """Ana (at the keys, Soul 1) in her Combat with one Unit, Sunlit Warden (4); Bo holds Shade
    Thrall (2) and Altar of Whispers: if the Thrall defends it dies, and the Altar takes Ana's
    last Soul."""
    state = table(
        {"field": ["sunlit-warden"], "soul": 1, "numen": {"WW": 5}},
        {"field": ["shade-thrall", "altar-of-whispers"], "hand": ["mind-rot"]},
        step="combat",
        codices=["dawn-choir", "veiled-court"],
    )
    return state, [HUMAN, COMPUTER]


async def test_a_with_one_unit_shows_the_forecast_first_and_esc_does_not_attack() -> None:
    app = la_app(start=_warden_into_thrall())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.match.state.step == "combat")
        before = len(game.match.state.history)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        (choice,) = app.screen.choices
        label = str(choice.label)
        assert label.startswith("Attack with Sunlit Warden")
        assert "Undefended: Bo takes 1 damage." in label
        assert "If Shade Thrall" in label and "Shade Thrall is destroyed; Ana loses 1 Soul" in label
        assert label.rstrip(".").endswith("LETHAL for Ana")
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, PickDialog))
        assert len(game.match.state.history) == before  # nothing attacked
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("enter")
        await until(pilot, lambda: len(game.match.state.history) > before)
        assert list(game.match.state.history)[before] == Attack("a01")
