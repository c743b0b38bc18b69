"""The attack key with no unit under the cursor asks first which unit attacks, listing every unit
of the player's (those that cannot attack greyed with the reason), then what it attacks (issue 25,
"Quiet dialogs": options that cannot be taken are shown greyed, never removed so that numbers
shift; playtest20-lum: the attack dialog with no unit chosen listed every unit and target with
their forecasts, about 80 lines at 80x24, and left out the units that could not attack)."""

from __future__ import annotations

from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.screen import LuminousScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app, opened


def _title(app: object) -> str:
    return str(app.screen._title)  # type: ignore[attr-defined]


async def test_attack_asks_the_unit_first_with_the_idle_ones_greyed() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        assert screen.zone == "hand"
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert _title(app) == "Attack with which unit?"
        labels = [str(choice.label) for choice in dialog.choices]
        assert [choice.enabled for choice in dialog.choices] == [True, True, False, False], labels
        assert labels[0].startswith("Silgar's Elite") and "target" in labels[0], labels
        assert labels[2].startswith("Kynda Infiltrator") and "(expended)" in labels[2], labels
        assert labels[3].startswith("Recruit") and "(arrived this turn" in labels[3], labels
        await pilot.press(dialog.choices[2].key)  # greyed: nothing happens
        await pilot.pause()
        assert app.screen is dialog
        await pilot.press(dialog.choices[1].key)  # Quinn
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not dialog)
        assert _title(app) == "Attack with Quinn, Crown Prince: at what?"
        attacks = app.screen.choices
        assert attacks and all("with Quinn" in str(choice.label).split("\n")[0] for choice in attacks)


async def test_attack_with_the_unit_under_the_cursor_skips_the_question() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        for _ in range(6):
            if screen.zone == "my-units":
                break
            await pilot.press("up")
        assert screen.zone == "my-units", screen.zone
        for _ in range(4):
            if screen.index["my-units"] == 0:
                break
            await pilot.press("left")
        assert screen.index["my-units"] == 0  # Silgar's Elite, ready
        unit = screen.selected()
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert _title(app).startswith("Attack with Silgar's Elite")
        assert isinstance(app.screen_stack[-2], LuminousScreen)
        names = {str(choice.label).split(" on ")[0].split("\n")[0] for choice in app.screen.choices}
        assert len(names) == 1 and unit is not None, names


async def test_with_one_unit_able_to_attack_of_several_the_unit_question_is_still_asked() -> None:
    """playtest23-lum M1 T29: with one unit of several able to attack, `a` skipped the unit question
    and a `3` typed ahead for it took target 3 (a relic) instead of the Favored."""
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.lux_aeterna.scenes import HUMAN

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["units"][1]["expended"] = True  # Quinn: only Silgar's Elite may attack
    app = lum_app(start=(from_scenario(data), [HUMAN, HUMAN]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await pilot.press("enter")  # the curtain
        await until(pilot, lambda: app.screen is screen)
        before = len(screen.match.state.history)
        await pilot.press("a", "3")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.pause()
        assert _title(app) == "Attack with which unit?"
        assert [choice.enabled for choice in app.screen.choices] == [True, False, False, False]
        assert len(screen.match.state.history) == before  # the 3 met a greyed unit: nothing attacked
