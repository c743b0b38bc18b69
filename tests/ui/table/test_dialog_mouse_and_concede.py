"""The mouse and the Concede question over the table (playtest21-la N15): ⚑ Concede on the table's
top line did nothing while a dialog was open (the next click took an offering); in the Concede
question ←/→ did not move between its buttons (only Tab did)."""

from __future__ import annotations

from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.lux_aeterna.scenes import combat
from cardtable.ui.lux_aeterna.widgets import SidePanel
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


async def test_concede_on_the_top_line_asks_over_a_dialog() -> None:
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("a")  # the attack dialog
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        panel = game.query_one("#foe-panel", SidePanel)
        (start, _, _) = next(hit for hit in panel._hits if hit[2] == "concede")
        at = (panel.region.x + start + 1, panel.region.y)
        assert app.screen.get_widget_at(*at)[0] is app.screen  # the dialog's backdrop there
        await pilot.click(offset=at)
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert app.screen_stack[-2] is game  # the attack dialog closed first
        await pilot.press("enter")  # Play on
        await until(pilot, lambda: app.screen is game)
        assert not game.state.is_over


async def test_a_click_on_the_backdrop_elsewhere_does_nothing() -> None:
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        panel = game.query_one("#foe-panel", SidePanel)
        await pilot.click(offset=(panel.region.x + 2, panel.region.y))
        await pilot.pause()
        assert app.screen is dialog


async def test_left_and_right_move_between_the_concede_questions_buttons() -> None:
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        question = app.screen
        assert question.focused is not None and question.focused.id == "cancel"  # Play on
        await pilot.press("left")
        assert question.focused is not None and question.focused.id == "confirm"
        await pilot.press("right")
        assert question.focused is not None and question.focused.id == "cancel"
        # the arrows stop at the ends (playtest23-la: → on Play on wrapped round to Concede)
        await pilot.press("right")
        assert question.focused is not None and question.focused.id == "cancel"
        await pilot.press("left", "left")
        assert question.focused is not None and question.focused.id == "confirm"
        await pilot.press("right", "left", "enter")
        await until(pilot, lambda: game.state.is_over)


async def _dialog_top(toast: bool) -> tuple[int, int]:
    """(where the attack dialog stands once its toast ran out, where it stands with no toast)."""
    app = la_app(start=combat())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        game = await opened(pilot)
        if toast:
            game.notify("Bo plays Ashen Owl.\nBo draws a card.", title="Bo answers", timeout=30)
        await pilot.pause()
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        box = app.screen.query_one(".pick-dialog")
        if toast:
            await until(pilot, lambda: box.styles.margin.bottom > 0)  # kept clear of the toast
            app._unnotify(next(iter(app._notifications)), refresh=False)  # as a toast that runs out
            await until(pilot, lambda: box.styles.margin.bottom == 0)
        for _ in range(5):
            await pilot.pause()
        return box.region.y, box.region.height


async def test_a_dialog_is_laid_out_at_its_place_when_the_toast_goes_not_at_the_next_click() -> None:
    """The dialog kept clear of a toast took its own place again only at the next layout, which
    a click could bring: it moved down under the pointer as the click came (N15)."""
    assert await _dialog_top(toast=True) == await _dialog_top(toast=False)
