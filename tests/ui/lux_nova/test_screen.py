"""Pilot tests of the Lux Nova screen: whole games by keys, the mouse, refusals, settings."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from cardtable.games.lux_nova.state import LuxNovaState
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_nova.paint import JOINED
from cardtable.ui.lux_nova.screen import LuxNovaScreen
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.hex_board import HexBoard
from tests.support.notes import record_notes
from tests.ui.helpers import result_screen, until
from tests.ui.lux_nova.helpers import app_for, setup


async def my_turn(pilot: Pilot[Any]) -> LuxNovaScreen:
    """Wait (a loaded machine may be slow) until the human seat is to play and the board drawn
    (the recap of the computer's turn dismissed)."""
    for _ in range(200):
        await pilot.pause(0.02)
        screen = pilot.app.screen
        if isinstance(screen, RecapScreen):
            await pilot.press("enter")
            continue
        if (
            isinstance(screen, LuxNovaScreen)
            and screen.my_turn
            and screen.query_one("#board", HexBoard).paints
        ):
            return screen
    raise AssertionError("the human seat never got the turn")


def text_of(screen: LuxNovaScreen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def test_a_whole_solo_game_by_keys_ends_with_the_score_and_the_seed() -> None:
    app = app_for(setup(("Ana",), seed=11))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LuxNovaScreen)
        state: LuxNovaState = screen.match.state
        plays = 0
        while not state.is_over:
            before = len(state.history)
            await pilot.press("r", "right", "enter")
            await until(pilot, lambda: len(state.history) != before)  # a loaded machine may lag
            assert len(state.history) == before + 1
            plays += 1
        assert plays == len(state.catalog.cards) - 1  # every card but the centre one
        await result_screen(pilot)
        body = str(app.screen.query_one("#solo-ranks", Static).render())
        assert f"Seed to share: {state.seed}" in body and "Rank 1 of 1" in body
        headline = str(app.screen.query_one("#headline").render())
        assert headline == f"Final score: {state.scores[0]}"
        await pilot.press("escape")  # back to the finished window: the side panel says how to return
        await until(pilot, lambda: app.screen is screen)
        turn = screen.query_one("#turn")
        assert str(turn.content) == "Window finished · o: result"
        assert turn.content.cell_len <= turn.content_size.width
        await pilot.press("o")
        await result_screen(pilot)


async def test_a_whole_game_against_the_strong_computer_by_keys() -> None:
    """The strong computer plays every card of its seat in the app, its endgame search included
    (the last five plays of a basic two-player game), and the game ends on the result screen."""
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5, bot="strong"))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await my_turn(pilot)
        state: LuxNovaState = screen.match.state
        while not state.is_over:
            before = len(state.history)
            await pilot.press("right", "enter")
            await until(pilot, lambda: len(state.history) != before)
            # the computer thinks up to a second of CPU time, far longer on a loaded machine
            await until(pilot, lambda: state.is_over or screen.my_turn, timeout=120.0)
            if not state.is_over:
                await my_turn(pilot)  # the recap of the computer's play, dismissed
        await result_screen(pilot)
        assert state.history_actors.count(1) == len(state.catalog.cards) // 2 - (state.history_actors[0] == 0)
        assert str(max(state.scores)) in str(app.screen.query_one("#final-scores").render())


async def test_a_two_player_hot_seat_game_by_keys_with_the_curtain_each_turn() -> None:
    app = app_for(setup(("Ana", "Bo"), seed=3, variant="advanced"))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))  # before the first play
        curtains = 0
        game = None
        while True:
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                curtain = app.screen
                game = app.screen_stack[-2]
                assert isinstance(game, LuxNovaScreen) and game.viewer is None
                for widget in game.query("HandCard"):
                    assert not widget.display  # no hand is drawn behind the curtain
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is not curtain)
            elif isinstance(app.screen, LuxNovaScreen):
                game = app.screen
                if game.match.state.is_over:
                    break
                if not game.my_turn:  # the curtain is on its way
                    await pilot.pause(0.05)
                    continue
                before = len(game.match.state.history)
                await pilot.press("tab", "left", "enter")
                # no second round of keys before this one's play is in (on a loaded machine the
                # keys may still be queued, and a stray Enter would lift the next curtain)
                await until(pilot, lambda: len(game.match.state.history) != before)
            else:
                break
        await result_screen(pilot)
        assert game is not None and game.match.state.is_over
        actors = game.match.state.history_actors
        changes = 1 + sum(1 for a, b in zip(actors, actors[1:]) if a != b)
        assert curtains == changes  # a curtain each time the keyboard passes to the other player
        scores = game.match.state.scores
        assert str(max(scores)) in str(app.screen.query_one("#final-scores").render())


async def test_mouse_click_aims_second_click_places_wheel_turns() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await my_turn(pilot)  # the computer may have been drawn to start
        played = len(screen.match.state.history)
        board = screen.query_one("#board", HexBoard)
        legal = screen.match.state.legal_cells()
        target = legal[-1] if legal[-1] != screen.cursor else legal[0]
        region = board.cell_region(target)
        pad_x = max(0, (board.scrollable_content_region.width - board.canvas_size().width) // 2)
        pad_y = max(0, (board.scrollable_content_region.height - board.canvas_size().height) // 2)
        offset = (
            region.x + region.width // 2 + pad_x - int(board.scroll_offset.x),
            region.y + region.height // 2 + pad_y - int(board.scroll_offset.y),
        )
        assert board.cell_at(*offset) == target
        await pilot.click("#board", offset=offset)
        await until(pilot, lambda: screen.cursor == target)  # the click's message may still be queued
        assert len(screen.match.state.history) == played
        rotation = screen.rotation
        await pilot.mouse_scroll_down("#board", offset=offset) if hasattr(
            pilot, "mouse_scroll_down"
        ) else board.post_message(HexBoard.Wheel(board, 1))
        await until(pilot, lambda: screen.rotation != rotation)
        turned = screen.rotation
        await pilot.click("#board", offset=offset)
        await until(pilot, lambda: len(screen.match.state.placements()) > played + 1)
        mine = screen.match.state.placements()[played + 1]
        assert (mine.q, mine.r, mine.rotation) == (target[0], target[1], turned)


async def test_refusals_are_explained_and_change_nothing() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await my_turn(pilot)
        board = screen.query_one("#board", HexBoard)
        played = len(screen.match.state.history)
        messages = record_notes(app)
        board.post_message(HexBoard.CellClicked(board, (0, 0), 1))
        board.post_message(HexBoard.CellClicked(board, (5, 5), 1))
        await until(pilot, lambda: len(messages) >= 2)  # each click's message reaches the screen later
        assert "That cell is taken." in messages
        assert "A card must share an edge with the window." in messages
        assert len(screen.match.state.history) == played


async def test_preview_shows_points_and_aids_off_hides_them() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await my_turn(pilot)
        card = screen.match.state.hand(0)[0]
        preview = screen.match.state.preview(card, *screen.cursor, screen.rotation)
        shown = text_of(screen, "#preview")
        assert "Cell " in shown and (f"Scores {preview.total}" in shown or "Scores 0 here" in shown)
        app.update_settings(app.settings.replace(aids=False))
        await pilot.pause()
        assert "Scores" not in text_of(screen, "#preview")
        paints = screen.query_one("#board", HexBoard).paints
        open_cells = [p for c, p in paints.items() if p.halves is None]
        assert open_cells and all(p.fill is None and p.outline is None for p in open_cells)


async def test_colour_blind_setting_puts_letters_in_the_parts() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5), colour_blind=True)
    async with app.run_test(size=(200, 60)) as pilot:
        screen = await my_turn(pilot)
        paints = screen.query_one("#board", HexBoard).paints
        centre = paints[(0, 0)]
        letters = {c.letter for c in screen.match.state.catalog.colours}
        texts = [label.text for label in centre.labels]
        # Each part shows its colour's letter, unless the card being placed would join its area.
        assert any(t in letters for t in texts) and all(t in letters or t == JOINED for t in texts)


async def test_zoom_keys_and_small_terminal_use_compact_drawing() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await my_turn(pilot)
        board = screen.query_one("#board", HexBoard)
        small = board.radius
        await pilot.press("plus")
        await pilot.pause()
        assert board.radius > small
        await pilot.press("0")
        await pilot.pause()
        assert board.radius == small


async def test_at_80x24_the_log_shows_several_lines_under_a_two_player_score_table() -> None:
    app = app_for(setup(("Ana", "Cpu"), computers=(1,), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await my_turn(pilot)
        await until(pilot, lambda: screen.query_one("#log").content_region.height > 0)
        assert screen.query_one("#scores").region.height == 3  # a header and one line per player
        assert screen.query_one("#log").content_region.height >= 4
        assert screen.query_one("#keys").region.bottom <= 23


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (200, 60)])
async def test_the_score_table_shows_every_player_at_every_size(size: tuple[int, int]) -> None:
    app = app_for(setup(("Ana", "Bo", "Cy"), computers=(1, 2), seed=5))
    async with app.run_test(size=size) as pilot:
        screen = await my_turn(pilot)
        scores = screen.query_one("#scores")
        await until(pilot, lambda: scores.region.height == 4)  # a header and a line per player
        assert scores.region.height == 4 and scores.region.bottom <= screen.query_one("#deck").region.y
