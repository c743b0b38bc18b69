"""Pilot tests of the battle screen's keys and room: Up/Down through a hand laid out in rows, and a
lesson footer that keeps every key of the learner's move in view."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.ui.aether_lanes.scenes import _lesson_silence_goal
from cardtable.ui.aether_lanes.widgets import HandStrip
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.aether_lanes.helpers import al_app, opened, position
from tests.ui.helpers import until

FIVE = ["ember-imp", "cinder-hound", "pebble-golem", "ember-imp", "cinder-hound"]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_down_and_up_move_between_the_rows_of_the_hand(size: tuple[int, int]) -> None:
    app = al_app(start=position({"aether": 10, "hand": FIVE + ["pebble-golem", "ember-imp"]}, {}))
    async with app.run_test(size=size) as pilot:
        game = await opened(pilot)
        per_row = game.query_one("#hand", HandStrip).per_row(7)
        assert 1 < per_row < 7  # the hand takes more than one row at this size
        await pilot.press("right")
        await pilot.pause()
        assert game.hand_index == 1
        await pilot.press("down")
        await pilot.pause()
        assert game.hand_index == 1 + per_row and game.board_cursor is None
        await pilot.press("up")
        await pilot.pause()
        assert game.hand_index == 1 and game.board_cursor is None
        await pilot.press("up")  # from the top row of the hand up to the board
        await pilot.pause()
        assert game.board_cursor == (1, 1)
        await pilot.press("down")
        await pilot.pause()
        assert game.board_cursor is None and game.hand_index == 1


def footer_keys(screen: Any) -> dict[str, Any]:
    """The footer's keys as drawn: description -> screen region."""
    from textual.widgets import Footer

    return {key.description: key.region for key in screen.query_one(Footer).children if key.display}


@pytest.mark.parametrize("size", [(120, 40), (200, 60)])
async def test_the_lesson_footer_keeps_retry_in_view_during_the_learners_move(size: tuple[int, int]) -> None:
    from cardtable.ui.aether_lanes.lesson import GOAL, LessonScreen

    app = al_app()
    async with app.run_test(size=size) as pilot:
        await _lesson_silence_goal(pilot)
        await until(pilot, lambda: isinstance(app.screen, LessonScreen) and app.screen.drawn)
        screen = app.screen
        assert screen.phase == GOAL
        await pilot.pause(0.2)
        keys = footer_keys(screen)
        commands = keys.pop("Commands")
        assert "Retry" in keys and "Hint" in keys
        assert all(region.right <= commands.x for region in keys.values()), keys


async def test_at_80x24_the_footer_keeps_every_key_in_view_after_a_play_and_the_log_shows_four_lines() -> (
    None
):
    from cardtable.ui.widgets import EventLog

    app = al_app(start=position({"aether": 10, "hand": FIVE}, {}))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("1")  # a play: Undo joins the footer
        await until(pilot, lambda: game.match.state.view(0)["sides"][0]["lanes"][0] is not None)
        await pilot.pause(0.2)
        keys = footer_keys(game)
        commands = keys.pop("Commands")
        assert {"Undo", "Lane", "Play", "Inspect", "End", "Legend", "Menu"} <= set(keys)
        assert all(region.right <= commands.x for region in keys.values()), keys
        log = game.query_one("#log-compact", EventLog)
        assert log.scrollable_content_region.height >= 4
        assert "v" in str(log.border_title)
        await pilot.press("v")  # the key still opens the whole log
        from cardtable.ui.aether_lanes.dialogs import InfoDialog

        await until(pilot, lambda: isinstance(app.screen, InfoDialog))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_bar_names_the_key_of_the_foes_turn_log(size: tuple[int, int]) -> None:
    from cardtable.ui.aether_lanes.widgets import Bar
    from tests.ui.aether_lanes.helpers import text_of

    app = al_app(start=position({"aether": 0, "hand": ["pyre-warden"]}, {"hand": ["ember-imp"], "aether": 3}))
    async with app.run_test(size=size) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.turn >= 2 and game.my_turn and app.screen is not game, 30)
        assert isinstance(app.screen, RecapScreen)  # the computer's turn, recapped until dismissed
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        await pilot.pause(0.2)
        bar = text_of(game.query_one(Bar))
        assert "Foe's turn" in bar and "(f)" in bar, bar


async def test_the_inspector_says_what_a_unit_does_in_this_turns_combat() -> None:
    from cardtable.ui.aether_lanes.widgets import Inspector
    from tests.ui.aether_lanes.helpers import text_of

    start = position({"hand": ["ember-imp"], "lanes": {"aggressive": {"card": "pebble-golem"}}}, {})
    app = al_app(start=start)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("i")  # the board cursor starts on my Aggressive lane
        await pilot.pause(0.2)
        shown = " ".join(text_of(game.query_one(Inspector)).split())
        assert "This combat: ⚔" in shown and "Bo's Soul" in shown, shown


async def test_at_a_hot_seat_hand_over_the_next_player_starts_at_their_first_card() -> None:
    from cardtable.ui.aether_lanes.screen import BattleScreen
    from cardtable.ui.dialogs import CurtainScreen
    from tests.ui.aether_lanes.test_battle import hotseat_duel

    app = al_app(start=hotseat_duel())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        for key in ("enter", "k", "enter", "k", "enter"):  # both keep; Ana's turn
            await pilot.press(key)
            await pilot.pause()
        game = app.screen
        assert isinstance(game, BattleScreen) and game.viewer == 0
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert game.hand_index == 3
        await pilot.press("e")
        await until(pilot, lambda: isinstance(app.screen, (CurtainScreen, PickDialog)))
        if not isinstance(app.screen, CurtainScreen):
            await pilot.press("e")  # confirm the end of the turn
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen), 20)
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.viewer == 1)
        assert game.hand_index == 0 and game.board_cursor is None


async def test_move_is_offered_only_when_a_unit_can_move() -> None:
    from cardtable.ui.aether_lanes.widgets import Bar
    from tests.ui.aether_lanes.helpers import text_of

    app = al_app(start=position({"aether": 10, "hand": ["ember-imp"]}, {}))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        assert "Move" not in text_of(game.query_one(Bar)) and not game.table().can_move
        await pilot.press("m")
        await pilot.pause()
        assert not game.moving
        await pilot.press("1")  # a unit on the board: now it may move
        await until(pilot, lambda: game.table().can_move)
        await pilot.pause(0.2)
        assert "Move" in text_of(game.query_one(Bar))
