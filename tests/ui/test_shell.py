"""Pilot tests of the shell: menu, new-match dialog, curtain, rules, settings, size, quit, result."""

from __future__ import annotations

import json

from textual.widgets import Button, Input, MarkdownViewer, OptionList, Select, Switch

from cardtable.engine.record import SeatInfo
from cardtable.persistence.paths import saves_dir, settings_path
from cardtable.persistence.settings import Settings
from cardtable.session import MatchSetup
from cardtable.ui.dialogs import ConfirmDialog, CurtainScreen, TooSmallScreen
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from cardtable.ui.rules_screen import RulesScreen
from cardtable.ui.settings_screen import SettingsScreen
from tests.support.notes import record_notes
from tests.support.toy_screen import ToyScreen
from tests.ui.helpers import rendered, result_screen, toy_app, until

HOTSEAT = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 7)
VS_COMPUTER = MatchSetup("toy", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="greedy")), 7)


async def test_menu_lists_playable_games_and_shows_no_continue_without_saves() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert ids[0] == "game:toy"
        assert "continue" not in ids  # never a Continue entry that does nothing
        assert "scores" in ids and "rules" in ids and "settings" in ids and "quit" in ids
        messages = record_notes(app)
        await pilot.press("c")  # the key still answers
        await until(pilot, lambda: any("no unfinished match" in m for m in messages))


async def test_new_match_dialog_validates_and_starts_a_match() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        assert isinstance(dialog, NewMatchDialog)
        dialog.query_one("#count", Select).value = 3
        # wait for the three rows to be laid out, or the click below may land where Start was
        await until(
            pilot,
            lambda: (
                len(dialog.query("#seats Input")) == 3
                and all(i.region.height > 0 for i in dialog.query("#seats Input"))
            ),
        )
        await pilot.pause()
        names = list(dialog.query("#seats Input").results(Input))
        names[1].value = "Ana"
        await pilot.click("#start")
        await until(pilot, lambda: "different name" in rendered(app, "#setup-error"))
        names[1].value = "Bo"
        dialog.query_one("#seed", Input).value = "seven"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: "whole number" in rendered(app, "#setup-error"))
        dialog.query_one("#seed", Input).value = "12"
        dialog.query_one("#kind-2", Select).value = "computer:random"
        await pilot.press("ctrl+s")
        # Hot-seat between two humans with hidden cards: the curtain comes first.
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert isinstance(app.screen, CurtainScreen)
        assert app.screen.player_name in ("Ana", "Bo")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        screen = app.screen
        assert isinstance(screen, ToyScreen)
        assert screen.match.state.seed == 12
        assert [s.kind for s in screen.match.seats] == ["human", "human", "computer"]


async def test_curtain_hides_the_hand_until_the_next_player_is_ready() -> None:
    app = toy_app(start=HOTSEAT)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player_name == "Ana"
        game = app.screen_stack[-2]
        assert isinstance(game, ToyScreen) and game.viewer is None
        assert "[]" in str(game.query_one("#hand").render())
        await pilot.press("space", "space")  # the pass key, tapped by the player handing over: no effect
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and game.viewer is None
        await pilot.press("enter")
        await until(pilot, lambda: game.viewer == 0)
        await pilot.pause()
        ana_hand = game.match.state.hands[0].cards
        assert str(ana_hand) in rendered(app, "#hand")
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player_name == "Bo"
        assert game.viewer is None
        for card in game.match.state.hands[0].cards + game.match.state.hands[1].cards:
            assert card not in str(game.query_one("#hand").render())
        await pilot.press("enter")
        await until(pilot, lambda: game.viewer == 1)
        await pilot.pause()
        assert str(game.match.state.hands[1].cards) in rendered(app, "#hand")


async def test_log_names_players_never_you() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        await pilot.press("1")
        await until(pilot, lambda: any(e.text.startswith("Cpu plays") for e in app.screen.match.state.log))
        texts = [e.text for e in app.screen.match.state.log]
        assert any(t.startswith("Ana plays") for t in texts)
        assert any(t.startswith("Cpu plays") for t in texts)
        assert not any(" you " in f" {t.lower()} " for t in texts)


async def test_computer_seat_plays_without_a_curtain_and_undo_works() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen) and app.screen.viewer == 0)
        game = app.screen
        assert isinstance(game, ToyScreen) and game.viewer == 0
        await pilot.press("t")
        await until(pilot, lambda: game.match.state.tapped)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: not game.match.state.tapped)
        assert not game.match.state.tapped and game.match.state.history == []
        await pilot.press("1")
        await until(pilot, lambda: len(game.match.state.history) == 2)
        assert not isinstance(app.screen, CurtainScreen)
        assert game.match.state.to_act == 0 and len(game.match.state.history) == 2


async def test_illegal_key_sequences_are_refused_with_a_message() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        game = app.screen
        await pilot.press("t", "t")
        await until(pilot, lambda: bool(app._notifications))
        assert [n.message for n in app._notifications][-1] == "you already tapped this turn"
        assert len(game.match.state.history) == 1


async def test_rules_viewer_opens_with_question_mark_and_has_contents() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        viewer = app.screen.query_one(MarkdownViewer)
        assert viewer.show_table_of_contents
        await pilot.press("t")
        await until(pilot, lambda: not viewer.show_table_of_contents)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))


async def test_settings_are_saved_and_applied_at_once() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.click("#colour_blind")
        await until(pilot, lambda: app.screen.query_one("#colour_blind", Switch).value)
        assert app.settings.colour_blind
        saved = json.loads(settings_path().read_text())
        assert saved["colour_blind"] is True
        app.screen.query_one("#theme", Select).value = "nord"
        await until(pilot, lambda: app.theme == "nord")
        assert app.theme == "nord" and json.loads(settings_path().read_text())["theme"] == "nord"


async def test_too_small_terminal_shows_a_notice_and_recovers() -> None:
    app = toy_app()
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "needs at least 80x24" in rendered(app, "#too-small-text")
        await pilot.resize_terminal(30, 8)  # the notice itself still fits a tiny terminal
        await pilot.pause()
        notice = app.screen.query_one("#too-small-text")
        assert notice.region.right <= 30 and notice.region.bottom <= 8
        assert "The terminal is 30x8." in rendered(app, "#too-small-text")
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_quit_asks_only_when_a_match_would_be_left() -> None:
    app = toy_app(start=VS_COMPUTER)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        await pilot.press("escape")  # back to the menu: the match stays saved
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert list(saves_dir().glob("*.json"))
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0


async def test_continue_resumes_the_last_match() -> None:
    first = toy_app(start=VS_COMPUTER)
    async with first.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(first.screen, ToyScreen))
        await pilot.press("1")
        await until(pilot, lambda: len(first.screen.match.state.history) == 2)
        history = [a.to_json() for a in first.screen.match.state.history]
    second = toy_app()
    async with second.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(second.screen, MenuScreen))
        assert second.screen.query_one("#menu", OptionList).get_option("continue")
        await pilot.press("c")
        await until(pilot, lambda: isinstance(second.screen, ToyScreen))
        assert isinstance(second.screen, ToyScreen), [n.message for n in second._notifications]
        assert [a.to_json() for a in second.screen.match.state.history] == history


async def test_damaged_save_is_reported_and_moved_aside() -> None:
    saves_dir().mkdir(parents=True)
    (saves_dir() / "bad.json").write_text("{nope")
    app = toy_app()
    # The menu reports the save as it opens; its toast may have timed out (10 s of wall time)
    # before a loaded machine gets here, so every message is kept.
    messages = record_notes(app)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("c")
        await until(pilot, lambda: any("bad.json" in m for m in messages))
        assert any("bad.json cannot be read" in m for m in messages)
        assert list((saves_dir() / "damaged").iterdir())


async def test_match_over_screen_shows_result_chart_and_offers_rematch() -> None:
    app = toy_app(
        start=MatchSetup("toy", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="random")), 4)
    )
    async with app.run_test(size=(110, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        game = app.screen
        while not game.match.state.is_over:
            if game.my_turn:
                await pilot.press("1")
            await pilot.pause(0.05)
        await result_screen(pilot)
        outcome = game.match.state.outcome
        headline = rendered(app, "#headline")
        names = game.match.state.players
        if len(outcome.winners) == 1:
            assert headline == f"{names[outcome.winners[0]]} wins"
        assert (
            "Ana 1 - 0 Cpu" in rendered(app, "#head-to-head")
            or "Ana 0 - 1 Cpu" in rendered(app, "#head-to-head")
            or "1 drawn" in rendered(app, "#head-to-head")
        )
        assert len(app.screen.query(".chart")) == 2
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen) and app.screen is not game)
        rematch = app.screen
        assert isinstance(rematch, ToyScreen) and rematch.match is not game.match
        assert rematch.match.state.players == ("Ana", "Cpu")


async def test_an_enter_right_after_the_end_does_not_start_a_rematch() -> None:
    app = toy_app(
        start=MatchSetup("toy", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="random")), 4)
    )
    async with app.run_test(size=(110, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        game = app.screen
        while not isinstance(app.screen, MatchOverScreen):
            if game.my_turn:
                await pilot.press("1")
            await pilot.pause(0.05)
        over = app.screen
        assert MatchOverScreen.ENTER_GRACE >= 0.5
        over.ENTER_GRACE = 60.0  # however slow this machine is, the press falls in the grace time
        await pilot.press("enter")  # the key that ended the match, pressed once more
        await pilot.pause()
        assert app.screen is over
        over.ENTER_GRACE = 0.0  # the player has read the result
        await pilot.press("enter")  # Rematch has the focus
        await until(pilot, lambda: isinstance(app.screen, ToyScreen) and app.screen is not game)
        assert app.screen.match is not game.match


async def test_the_result_buttons_look_alike_and_stay_on_a_small_terminal() -> None:
    computer = SeatInfo(kind="computer", bot="random")
    app = toy_app(start=MatchSetup("toy", ("Ana", "Cy", "Di"), (SeatInfo(), computer, computer), 4))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        game = app.screen
        while not game.match.state.is_over:
            if game.my_turn:
                await pilot.press("1")
            await pilot.pause(0.05)
        over = await result_screen(pilot)
        await pilot.pause()
        buttons = [over.query_one(f"#{name}", Button) for name in ("rematch", "same-seed", "board", "menu")]
        # the menu screen's "#menu" rules must not reach the result's Menu button
        assert {button.region.height for button in buttons} == {3}
        assert len({button.region.y for button in buttons}) == 1
        assert all(button.region.bottom <= 23 and button.region.right <= 80 for button in buttons)


async def test_enter_in_a_name_moves_on_and_every_field_is_reachable_at_80x24() -> None:
    import dataclasses

    from cardtable.engine.registry import GameRegistry
    from cardtable.games.lux_nova import INFO as LUX_NOVA
    from cardtable.persistence.settings import SettingsLoad
    from cardtable.ui.app import CardtableApp

    info = (
        LUX_NOVA
        if LUX_NOVA.screen
        else dataclasses.replace(LUX_NOVA, screen="cardtable.ui.lux_nova.screen:LuxNovaScreen")
    )
    app = CardtableApp(GameRegistry([info]), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        dialog.query_one("#count", Select).value = 4
        await pilot.pause(0.2)
        first = dialog.query("#seats Input").first()
        first.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog  # Enter in a name does not start the match
        assert dialog.focused is not first
        seed = dialog.query_one("#seed", Input)
        for _ in range(30):
            if dialog.focused is seed:
                break
            await pilot.press("tab")
        assert dialog.focused is seed
        await pilot.pause(0.2)
        region = seed.region
        assert region.height > 0 and region.y + region.height <= 23  # on screen, above the footer
        start = dialog.query_one("#start", Button)
        assert start.region.y + start.region.height <= 23
        await pilot.press("enter")  # Enter in the seed field does not start either
        await pilot.pause()
        assert app.screen is dialog
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.screen is not dialog)


def _saved_match(players: tuple[str, str] = ("Ana", "Cpu"), seed: int = 7) -> dict:
    from cardtable.engine.record import GameRecord
    from cardtable.engine.rng import Rng
    from tests.support import toy_game

    state = toy_game.IMPL.new_game(list(players), seed, {})
    rng = Rng(seed)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    data = GameRecord.from_state(state, [SeatInfo(), SeatInfo(kind="computer", bot="greedy")]).model_dump(
        mode="json"
    )
    return data


async def test_a_save_that_stops_replaying_offers_to_resume_from_the_last_good_action() -> None:
    from cardtable.ui.dialogs import ChoiceDialog
    from tests.support.toy_screen import ToyScreen

    data = _saved_match()
    data["actions"][2] = {"kind": "play", "card": "no-such-card"}  # valid JSON, cannot be replayed
    saves_dir().mkdir(parents=True)
    (saves_dir() / f"{data['match_id']}.json").write_text(json.dumps(data))
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog) and app.screen.query(".dialog-title"))
        assert "stops replaying at action 3 of 4" in str(app.screen.query_one(".dialog-title").render())
        await pilot.press("enter")  # the first choice: resume from the last good action
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        assert len(app.screen.match.record.actions) == 2
        assert list((saves_dir() / "damaged").iterdir())  # the original is kept
        kept = json.loads((saves_dir() / f"{data['match_id']}.json").read_text())
        assert len(kept["actions"]) == 2


async def test_a_broken_save_can_be_moved_aside_instead() -> None:
    from cardtable.ui.dialogs import ChoiceDialog

    data = _saved_match()
    data["actions"][0] = {"kind": "play", "card": "no-such-card"}
    saves_dir().mkdir(parents=True)
    (saves_dir() / f"{data['match_id']}.json").write_text(json.dumps(data))
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog) and app.screen.query(".dialog-title"))
        await pilot.press("down", "enter")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert not list(saves_dir().glob("*.json"))
        assert list((saves_dir() / "damaged").iterdir())
        ids = [o.id for o in app.screen.query_one("#menu", OptionList)._options]
        assert "continue" not in ids


async def test_several_unfinished_matches_are_continued_from_a_list() -> None:
    from cardtable.ui.dialogs import ChoiceDialog
    from tests.support.toy_screen import ToyScreen

    saves_dir().mkdir(parents=True)
    first, second = _saved_match(("Ana", "Cpu"), 7), _saved_match(("Bo", "Cpu"), 8)
    first["updated"], second["updated"] = "2026-11-30T10:00:00+00:00", "2026-11-30T11:00:00+00:00"
    for data in (first, second):
        (saves_dir() / f"{data['match_id']}.json").write_text(json.dumps(data))
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert "2 unfinished" in str(app.screen.query_one("#menu", OptionList).get_option("continue").prompt)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog) and app.screen.query(".dialog-title"))
        await pilot.press("down", "enter")  # the older one: Ana's
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        assert app.screen.match.record.players[0] == "Ana"


async def test_cardtable_resume_offers_the_same_repair_as_the_menu() -> None:
    from cardtable.persistence.saves import SaveStore
    from cardtable.ui.dialogs import ChoiceDialog

    data = _saved_match()
    data["actions"][3] = {"kind": "play", "card": "no-such-card"}
    saves_dir().mkdir(parents=True)
    (saves_dir() / f"{data['match_id']}.json").write_text(json.dumps(data))
    entry = SaveStore().scan().entries[0]  # what `cardtable resume` opens the app with
    app = toy_app(start=entry)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog) and app.screen.query(".dialog-title"))
        assert "stops replaying at action 4 of 4" in str(app.screen.query_one(".dialog-title").render())


async def test_auto_pass_is_offered_only_for_games_with_a_pass_action() -> None:
    import dataclasses as dc
    from types import SimpleNamespace

    from cardtable.engine.actions import Action, ActionCodec
    from cardtable.ui.settings_screen import games_with_pass

    @dc.dataclass(frozen=True, slots=True)
    class Pass(Action):
        KIND = "pass"

    def game(name: str, codec: ActionCodec) -> SimpleNamespace:
        impl = SimpleNamespace(state_class=SimpleNamespace(CODEC=codec))
        return SimpleNamespace(name=name, load=lambda: impl)

    with_pass = game("Passing Game", ActionCodec([Pass]))
    without = game("Toy", ActionCodec([]))
    fake = SimpleNamespace(playable_games=lambda: (without, with_pass))
    assert games_with_pass(fake) == ["Passing Game"]  # type: ignore[arg-type]
    app = toy_app()  # the toy game has no pass action: no Auto-pass switch
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        assert not app.screen.query("#auto_pass")
        assert app.screen.query("#curtain")


async def test_the_result_charts_take_one_row_on_a_short_terminal_also_after_a_resize() -> None:
    app = toy_app(
        start=MatchSetup("toy", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="random")), 4)
    )
    async with app.run_test(size=(110, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        game = app.screen
        while not game.match.state.is_over:
            if game.my_turn:
                await pilot.press("1")
            await pilot.pause(0.05)
        over = await result_screen(pilot)
        await until(pilot, lambda: over.query(".chart") and over.query(".chart").first().region.height == 2)
        await pilot.resize_terminal(80, 24)  # the terminal shrinks while the result is shown
        await until(pilot, lambda: over.query(".chart").first().region.height == 1)
        buttons = over.query_one("#rematch", Button)
        assert buttons.region.bottom <= 23
        await pilot.resize_terminal(110, 40)
        await until(pilot, lambda: over.query(".chart").first().region.height == 2)
