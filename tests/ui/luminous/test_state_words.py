"""A card's state is called what it is (playtest22-lum): in a list of targets, a unit that attacks
or blocks is "attacking" or "blocking", not "expended"; the attack key, when the player has no
unit at all, says so instead of "no unit of yours can attack now"."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, last_message, lum_app, opened


def _in_combat() -> Any:
    """Ana's Silgar's Elite attacks; Cpu's Trail Guide blocks; Ana holds priority with only
    Walk Back in hand."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = [{"card": "silgars-elite", "expended": True}, {"card": "hedge-tinker", "expended": True}]
    ana["hand"] = ["walk-back"]
    cpu["units"] = [{"card": "trail-guide", "expended": True}]
    combat = {"attacker": 0, "target": "favored", "blockers": [0], "may_block": False}
    return from_scenario({**data, "attacks": 1, "combat": combat, "priority": 0, "passes": 1})


async def test_a_target_list_calls_attacking_and_blocking_units_so() -> None:
    app = lum_app(start=(_in_combat(), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        assert screen.zone == "hand"
        await pilot.press("enter")  # Walk Back: which unit
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(choice.label).split("\n")[0] for choice in app.screen.choices]
        assert any("Trail Guide (Cpu's unit ⚔2 ♥2 · blocking)" in line for line in labels), labels
        assert any("Silgar's Elite (Ana's unit" in line and "· attacking)" in line for line in labels), labels
        assert any("Hedge Tinker (Ana's unit" in line and "· expended)" in line for line in labels), labels


async def test_the_attack_key_with_no_unit_at_all_says_there_is_none() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["units"] = []
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: "attack" in last_message(app).lower())
        assert last_message(app) == "You have no units in play to attack with.", last_message(app)
