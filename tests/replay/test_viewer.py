"""The replay viewer and the archive in the app, with Pilot (issue 31): keys, mouse, whose eyes,
play on, the result screen's Watch key and the menu's archive."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from textual.widgets import DataTable, OptionList

from cardtable.engine.replay import FACE_UP, Eyes
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.dialogs import ChoiceDialog, CurtainScreen
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.replay.archive import ArchiveScreen
from cardtable.ui.replay.board import merged_view
from cardtable.ui.replay.start import ReplayStart
from cardtable.ui.replay.viewer import ReplayScreen
from tests.replay.matches import REGISTRY, played
from tests.ui.helpers import result_screen, until

GAMES = REGISTRY.ids()


def app_for(start: Any = None) -> CardtableApp:
    return CardtableApp(REGISTRY, start=start, settings=SettingsLoad(Settings(animation_speed="instant")))


def screen_text(app: CardtableApp) -> str:
    """Every character on the terminal now."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def viewer(pilot: Any) -> ReplayScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, ReplayScreen))
    screen = pilot.app.screen
    assert isinstance(screen, ReplayScreen)
    await pilot.pause()
    return screen


def now_line(app: CardtableApp) -> str:
    return str(app.screen.query_one("#replay-now").render())


@pytest.mark.parametrize("size", [(80, 24), (200, 60)])
async def test_keys_step_and_jump_through_an_aether_lanes_match(size: tuple[int, int]) -> None:
    match = played("aether-lanes", 7)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=size) as pilot:
        screen = await viewer(pilot)
        replay = screen.replay
        end = replay.length
        assert screen.at == end and f"Action {end}/{end}" in now_line(
            app
        )  # a finished match opens at its end
        await pilot.press("left", "left")
        assert screen.at == end - 2 and f"Action {end - 2}/{end}" in now_line(app)
        step = replay.step(end - 2)
        assert step is not None and step.lines(FACE_UP)[0] in now_line(app).replace("\n", " ")
        await pilot.press("home")
        assert screen.at == 0 and "set up" in now_line(app)
        await pilot.press("right")
        assert screen.at == 1
        await pilot.press("right_square_bracket")
        assert screen.at == replay.turn_end(1)
        turn_end = screen.at
        await pilot.press("right_square_bracket", "left_square_bracket")
        assert screen.at == turn_end
        await pilot.press("home", "c")
        assert screen.at == replay.next_combat(0) and replay.steps[screen.at - 1].is_combat
        await pilot.press("home", "p")
        assert screen.at == replay.next_play(0) and replay.steps[screen.at - 1].is_play
        await pilot.press("end")
        assert screen.at == end
        assert app.crashes == []


async def test_the_log_and_the_board_stay_in_step_and_a_log_line_jumps_there() -> None:
    match = played("lux-aeterna", 5)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await viewer(pilot)
        log = screen.query_one("#replay-log", OptionList)
        assert log.highlighted == screen.at
        await pilot.press("home", "right", "right")
        assert log.highlighted == 2
        log.focus()
        log.highlighted = 9
        await pilot.press("enter")
        assert screen.at == 9 and "Action 9/" in now_line(app)
        await pilot.click("#rb-back")
        assert screen.at == 8 and log.highlighted == 8
        await pilot.click("#rb-start")
        assert screen.at == 0


async def test_autoplay_steps_on_by_itself_and_stops_at_a_key() -> None:
    match = played("luminous", 5)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await viewer(pilot)
        await pilot.press("home", "plus", "plus", "a")
        assert "autoplay" in str(screen.query_one("#replay-head").render())
        await until(pilot, lambda: screen.at >= 3)
        await pilot.press("a")
        stopped = screen.at
        await pilot.pause(0.5)
        assert screen.at == stopped and "autoplay" not in str(screen.query_one("#replay-head").render())


@pytest.mark.parametrize("game", GAMES)
async def test_whose_eyes_a_seat_never_sees_the_others_hidden_cards(game: str) -> None:
    players = ("Ana",) if game == "lux-nova" else ("Ana", "Bo")
    match = played(game, 13, players=players)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(200, 60)) as pilot:
        screen = await viewer(pilot)
        assert screen.choices[0] == FACE_UP
        at = screen.replay.length // 2
        screen.go(at)
        await pilot.press("e")
        assert screen.eyes == Eyes(0) and "as Ana saw it" in str(screen.query_one("#replay-head").render())
        await pilot.pause()
        state = screen.replay.position(at)
        hidden = state.hidden_ids(0)
        assert hidden
        shown = screen_text(app) + repr(board_data(screen))
        leaked = [i for i in hidden if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", shown)]
        assert leaked == []
        if len(players) > 1:  # the control: what the board is drawn from holds Bo's hand face up only

            def named(text: str) -> set[str]:
                return {i for i in hidden if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)}

            assert named(json.dumps(merged_view(state, FACE_UP), default=str))
            assert not named(json.dumps(merged_view(state, Eyes(0)), default=str))


def board_data(screen: ReplayScreen) -> list[Any]:
    """What the board's widgets hold (not only what they draw): faces, hand views."""
    found = []
    for widget in screen.query("#replay-position *"):
        for name in ("face", "view"):
            found.append(getattr(widget, name, None))
    return found


async def test_an_aether_lanes_hand_is_held_only_face_up_or_by_its_seat() -> None:
    match = played("aether-lanes", 13)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(200, 60)) as pilot:
        screen = await viewer(pilot)
        at = screen.replay.turn_starts[4]
        screen.go(at)
        await pilot.pause()
        state = screen.replay.position(at)
        bo_hand = state.hidden_ids(0) & {c for c in re.findall(r"'iid': '(\w+)'", str(state.view(1)))} | {
            face.iid
            for face in (screen.query_one("#rp-foe-hand").view.cards or ())  # type: ignore[attr-defined]
        }
        assert bo_hand, "face up, Bo's hand is on the board"
        await pilot.press("e")  # as Ana saw it
        held = repr(board_data(screen))
        assert not [iid for iid in bo_hand if f"'{iid}'" in held]


async def test_an_unfinished_hot_seat_match_is_shown_only_behind_a_curtain_as_one_seat() -> None:
    match = played("aether-lanes", 13, kinds=("human", "human"), upto=20)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        screen = app.screen_stack[-2]
        assert isinstance(screen, ReplayScreen)
        assert FACE_UP not in screen.choices and screen.eyes == Eyes(0)
        assert not screen.query_one("#replay-main").display  # nothing drawn under the curtain
        assert not screen.query_one("#replay-now").display
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is screen)
        assert screen.query_one("#replay-main").display and screen.at == 0
        await pilot.press("right", "right", "right", "e")
        assert isinstance(app.screen, CurtainScreen) and screen.eyes == Eyes(1)
        assert not screen.query_one("#replay-main").display  # Ana's lines are not behind Bo's curtain
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not screen.query_one("#replay-main").display  # a redraw keeps them hidden


async def test_play_on_from_here_against_the_computer_starts_a_new_saved_match() -> None:
    match = played("aether-lanes", 7)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await viewer(pilot)
        at = screen.replay.turn_starts[5]
        screen.go(at)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        dialog = app.screen
        dialog.dismiss("computer-1")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game = app.screen
        assert isinstance(game, GameScreen)
        branch = game.match.record
        assert branch.branched_from is not None and branch.branched_from.match_id == match.record.match_id
        assert branch.branched_from.at == at and branch.match_id != match.record.match_id
        assert [s.kind for s in branch.seats] == ["human", "computer"]
        assert game.match.store is not None and game.match.store.path_for(branch.match_id).exists()


async def test_the_result_screen_watch_key_opens_the_match_just_played() -> None:
    from cardtable.engine.record import SeatInfo
    from cardtable.session import MatchSetup

    computer = SeatInfo(kind="computer", bot="greedy")
    app = app_for(MatchSetup("aether-lanes", ("Ana", "Bo"), (computer, computer), 7))
    async with app.run_test(size=(80, 24)) as pilot:
        over = await result_screen(pilot, timeout=60)
        finished = over.match.record
        await pilot.press("w")
        screen = await viewer(pilot)
        assert screen.replay.record.match_id == finished.match_id and screen.at == len(finished.actions)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))


async def test_the_archive_from_the_menu_filters_and_opens_a_match() -> None:
    played("aether-lanes", 7, players=("Ana", "Bo"))
    going = played("lux-aeterna", 7, players=("Cyra", "Dee"), kinds=("human", "computer"), upto=8)
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        archive = app.screen
        assert isinstance(archive, ArchiveScreen)
        table = archive.query_one(DataTable)
        assert table.row_count == 2
        await pilot.press("g", "g", "g")  # every game -> Lux Nova -> Aether Lanes -> Lux Aeterna
        assert archive.game == "lux-aeterna" and table.row_count == 1
        head = str(archive.query_one("#archive-head").render())
        assert "1 match (0 finished, 1 unfinished)" in head  # one match, not "1 matches"
        await pilot.press("g", "g", "slash", *"cyr", "enter")
        assert archive.game is None and table.row_count == 1
        await pilot.press("enter")
        screen = await viewer(pilot)
        assert screen.replay.record.match_id == going.record.match_id
        assert screen.choices == (Eyes(0),)  # unfinished: only as its person saw it


async def test_a_shared_record_opens_in_the_viewer_in_a_fresh_user_folder(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable.cli import main
    from cardtable.replay_share import load_record_file

    match = played("luminous", 5)
    target = tmp_path / "shared.json"
    assert main(["replay", "export", match.record.match_id, str(target)]) == 0
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "friend"))
    record = load_record_file(REGISTRY, target)
    app = app_for(ReplayStart(record))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await viewer(pilot)
        assert screen.replay.record.match_id == match.record.match_id and screen.at == screen.replay.length
        await pilot.press("home", "c")
        assert screen.replay.steps[screen.at - 1].is_combat
        assert not (tmp_path / "friend" / "saves" / "finished").exists()  # watched, not filed


async def test_the_archive_opens_from_the_viewer_with_the_match_chosen() -> None:
    played("lux-aeterna", 5)
    match = played("aether-lanes", 7)
    app = app_for(ReplayStart(match.record))
    async with app.run_test(size=(80, 24)) as pilot:
        await viewer(pilot)
        await pilot.press("A")
        await until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        archive = app.screen
        assert isinstance(archive, ArchiveScreen)
        table = archive.query_one(DataTable)
        assert table.row_count == 2 and archive.shown[table.cursor_row].match_id == match.record.match_id
        await pilot.press("enter")
        screen = await viewer(pilot)
        await pilot.press("A")  # from a viewer the archive opened: back to that archive
        await until(pilot, lambda: app.screen is archive)
        assert screen not in app.screen_stack
