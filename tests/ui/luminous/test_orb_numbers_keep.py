"""The orb question when the box has no Luminous Bloom left (playtest23-lum M1 T24): the Bloom's
line vanished and the Pivots' numbers shifted, so a habitual `o 1` (the Bloom a turn before)
swapped an Azure orb for an Amber one without a word. The Bloom keeps its line and key, greyed
with the engine's reason."""

from __future__ import annotations

import copy

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.lux_aeterna.scenes import HUMAN
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import last_message, lum_app, opened


def _no_bloom_left() -> tuple[object, list[object]]:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["blooms"] = 6  # the whole box (rules.yaml: six Blooms a box)
    return from_scenario(data), [HUMAN, HUMAN]


async def test_the_bloom_stays_greyed_and_the_pivots_keep_their_numbers() -> None:
    app = lum_app(start=_no_bloom_left())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # the curtain
        await until(pilot, lambda: app.screen is game)
        assert game.table().bloom_refusal == "no Luminous Bloom is left in the box"
        before = len(game.match.state.history)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        first = dialog.choices[0]
        assert not first.enabled and "Luminous Bloom" in str(first.label) and first.key == "1"
        assert all(choice.enabled for choice in dialog.choices[1:]) and len(dialog.choices) > 1
        await pilot.press("1")
        await pilot.pause()
        assert app.screen is dialog and len(game.match.state.history) == before
        assert "No Luminous Bloom is left in the box" in last_message(app)
        await pilot.press("2")  # the first Pivot
        await until(pilot, lambda: len(game.match.state.history) > before)
        assert game.match.state.history[before].KIND == "pivot"
