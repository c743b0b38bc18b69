"""The view of the window by keys: 0 fits the whole window on screen (however small the cards
get), and a finished window can be looked over at 80x24 with the arrows (scroll) and +/- (zoom),
not only the mouse."""

from __future__ import annotations

from cardtable.ui.lux_nova.screen import RADII, LuxNovaScreen
from cardtable.ui.widgets.hex_board import HexBoard
from tests.ui.helpers import result_screen, until
from tests.ui.lux_nova.helpers import app_for, setup
from tests.ui.lux_nova.test_keyboard import late_position, playing


def _fits(board: HexBoard) -> bool:
    canvas, view = board.canvas_size(), board.scrollable_content_region.size
    return canvas.width <= view.width and canvas.height <= view.height


async def test_0_fits_the_whole_window_on_screen_again() -> None:
    app = app_for(late_position(plays=22))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        board = screen.query_one("#board", HexBoard)
        await pilot.press("plus", "plus")
        await until(pilot, lambda: not _fits(board))
        await pilot.press("0")
        await until(pilot, lambda: screen.fit_all and (_fits(board) or board.radius == min(RADII)))
        assert board.radius < 4.0  # smaller than the readable size the board picks by itself


async def test_a_finished_window_is_scrolled_and_zoomed_by_keys_at_80x24() -> None:
    app = app_for(setup(("Ana",), seed=6))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        while not screen.match.state.is_over:
            await pilot.press("enter")
            await pilot.pause(0.01)
        await result_screen(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LuxNovaScreen))
        board = screen.query_one("#board", HexBoard)
        await pilot.press("0")
        await until(pilot, lambda: screen.fit_all)
        small = board.radius
        await pilot.press("plus", "plus", "plus")
        await until(pilot, lambda: board.radius > small and not _fits(board))
        board.scroll_to(0, 0, animate=False, immediate=True)
        await pilot.pause()
        await pilot.press("right")
        await until(pilot, lambda: board.scroll_offset.x > 0)
        await pilot.press("down")
        await until(pilot, lambda: board.scroll_offset.y > 0)
        x = board.scroll_offset.x
        await pilot.press("left")
        await until(pilot, lambda: board.scroll_offset.x < x)
        await pilot.press("0")
        await until(pilot, lambda: board.radius == small)
