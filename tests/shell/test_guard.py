"""The app-level guard: an unexpected exception becomes a notice, an autosave, a way back to the
menu and a log file; never a traceback on the screen. Dialogs dismiss once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual import events
from textual.geometry import Size

from cardtable.persistence.saves import SaveStore
from cardtable.session import Match
from cardtable.ui.app import CardtableApp, run_app
from cardtable.ui.dialogs import ChoiceDialog, ConfirmDialog, CurtainScreen
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from tests.fuzz.storm import key_event
from tests.support.notes import record_notes
from tests.support.toy_screen import ToyScreen
from tests.ui.helpers import toy_app, until
from tests.ui.test_shell import HOTSEAT


class Boom(RuntimeError):
    pass


def _explode(self: ToyScreen) -> None:
    raise Boom("injected fault")


async def test_an_exception_in_a_screens_message_handler_returns_to_a_working_menu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def explode(self: ToyScreen, event: object) -> None:
        raise Boom("in a handler")

    app = toy_app(start=HOTSEAT)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))  # hot-seat: the curtain first
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        monkeypatch.setattr(ToyScreen, "on_key", explode, raising=False)
        event = key_event("x")
        event.set_sender(app)
        app._driver.send_message(event)
        for _ in range(100):
            if isinstance(app.screen, MenuScreen) and app.crashes:
                break
            await asyncio.sleep(0.05)
        assert isinstance(app.screen, MenuScreen) and app.is_running
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
    assert len(app.crashes) == 1


async def test_an_exception_in_a_match_screen_saves_logs_and_returns_to_the_menu(
    monkeypatch: pytest.MonkeyPatch, isolated_home: Path
) -> None:
    monkeypatch.setattr(ToyScreen, "action_tap", _explode)
    app = toy_app(start=HOTSEAT)
    notices = record_notes(app)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))  # hot-seat: the curtain first
        game = app.screen_stack[-2]
        assert isinstance(game, ToyScreen)
        match_id = game.match.record.match_id
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ToyScreen))
        event = key_event("t")  # not pilot.press: it would wait for the failed screen forever
        event.set_sender(app)
        app._driver.send_message(event)
        await until(pilot, lambda: isinstance(app.screen, MenuScreen) and app.crashes)
        report = app.crashes[0]
        assert report.log is not None and report.log.parent == isolated_home / "logs"
        assert "Boom: injected fault" in report.log.read_text()
        await until(pilot, lambda: any(str(report.log) in m and "Continue" in m for m in notices))
        # The match is resumable: the save is there and replays.
        store = SaveStore()
        entry = next(e for e in store.scan().entries if e.match_id == match_id)
        resumed = Match.resume(app.registry, entry.data, store=store)
        assert len(resumed.record.actions) == 1
        # ... and the app still works: a new match can be started from the fresh menu.
        app.start_match(HOTSEAT)
        await until(pilot, lambda: any(isinstance(s, ToyScreen) for s in app.screen_stack))
    assert app.return_code in (0, None)


async def test_an_exception_in_the_apps_own_loop_ends_with_status_1_and_a_log(
    monkeypatch: pytest.MonkeyPatch, isolated_home: Path
) -> None:
    def explode(self: CardtableApp, size: object = None) -> None:
        raise Boom("in the app")

    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        monkeypatch.setattr(CardtableApp, "_check_size", explode)
        app.post_message(events.Resize(Size(90, 30), Size(90, 30)))
        for _ in range(100):
            if not app.is_running:
                break
            await asyncio.sleep(0.05)
    assert app.return_code == 1
    assert app.crashes and "in the app" in app.crashes[0].log.read_text()
    assert "cardtable resume" in app._crash_message


def test_run_app_returns_1_and_prints_where_the_log_is(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fake_run(self: CardtableApp) -> None:
        self._crash_message = "cardtable: stopped on an unexpected problem. Details: /x.log"
        self._return_code = 1

    monkeypatch.setattr(CardtableApp, "run", fake_run)
    assert run_app() == 1
    assert "/x.log" in capsys.readouterr().err


async def test_double_enter_in_the_new_match_dialog_starts_one_match() -> None:
    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        app.screen.query_one("#start").focus()  # Enter in a field moves on; Start starts
        driver = app._driver
        for _ in range(2):  # two Enters in one burst, as a quick double press arrives
            event = key_event("enter")
            event.set_sender(app)
            driver.send_message(event)
        await until(pilot, lambda: any(isinstance(s, ToyScreen) for s in app.screen_stack))
        await pilot.pause(0.2)
        assert [type(s).__name__ for s in app.screen_stack][:2] == ["MenuScreen", "ToyScreen"]
        assert app.is_running
    assert not app.crashes


def _pick_dialog():  # type: ignore[no-untyped-def]
    from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

    return PickDialog("Pick a lane", "Where?", [Choice("a", "Aggressive", "1"), Choice("b", "Balanced", "2")])


@pytest.mark.parametrize(
    "make",
    [
        lambda: ConfirmDialog("Sure?", "Really?"),
        lambda: ChoiceDialog("Pick", [("a", "A"), ("b", "B")]),
        _pick_dialog,  # the Aether pick dialog dismissed twice raised ScreenStackError: Can't pop screen
    ],
)
async def test_a_dialog_dismissed_twice_pops_only_itself(make) -> None:  # type: ignore[no-untyped-def]
    app = toy_app()
    results: list[object] = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        dialog = make()
        app.push_screen(dialog, results.append)
        await pilot.pause()
        dialog.dismiss(None)
        dialog.dismiss(None)
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert results == [None]
    assert not app.crashes


def test_a_non_utf8_input_byte_is_replaced_not_raised() -> None:
    from textual.drivers import linux_driver

    decode = linux_driver.getincrementaldecoder("utf-8")().decode
    assert decode(b"a\xff\xfeb") == "a\ufffd\ufffdb"


@pytest.mark.parametrize("enters", [2, 3])
async def test_enters_during_the_new_match_transition_never_crash(enters: int) -> None:
    """Found in tmux: the second Enter reached the menu while the match was opening, opened a
    second new-match dialog, and that one was closed before it mounted."""
    from cardtable.engine.registry import default_registry
    from cardtable.persistence.settings import Settings, SettingsLoad
    from cardtable.ui.app import CardtableApp

    app = CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        app.screen.query_one("#start").focus()
        await pilot.pause()
        for _ in range(enters):
            event = key_event("enter")
            event.set_sender(app)
            app._driver.send_message(event)
        await until(pilot, lambda: len(app.screen_stack) >= 2 and not isinstance(app.screen, NewMatchDialog))
        await pilot.pause(0.3)
        assert app.is_running
    assert app.crashes == [], [c.summary for c in app.crashes]


async def test_a_new_match_dialog_closed_before_it_mounts_does_not_crash() -> None:
    from tests.support import toy_game

    app = toy_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(NewMatchDialog(toy_game.INFO))
        app.pop_screen()  # what opening a match does to a dialog a stray Enter just opened
        await pilot.pause(0.3)
        assert isinstance(app.screen, MenuScreen)
    assert app.crashes == [], [c.summary for c in app.crashes]


async def test_paging_in_the_palette_before_it_is_laid_out_is_dropped_in_lux_nova() -> None:
    """The Lux Nova ``KeyError: 0``: F1 then Page Up in one burst paged an option list that had
    no lines yet (inside Textual)."""
    from cardtable.engine.record import SeatInfo
    from cardtable.engine.registry import default_registry
    from cardtable.persistence.settings import Settings, SettingsLoad
    from cardtable.session import MatchSetup

    setup = MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 0)
    app = CardtableApp(
        default_registry(), start=setup, settings=SettingsLoad(Settings(animation_speed="instant"))
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: len(app.screen_stack) > 1)
        for key in ("enter", "f1", "pageup", "pagedown", "pageup", "escape", "f1", "pageup"):
            event = key_event(key)
            event.set_sender(app)
            app._driver.send_message(event)
        await pilot.pause(0.3)
        assert app.is_running
    assert app.crashes == [], [c.summary for c in app.crashes]


async def test_starting_twice_from_the_new_match_dialog_starts_one_match() -> None:
    """The original crash: Enter submitted the form twice (two dismisses)."""
    from tests.support import toy_game

    app = toy_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        dialog = NewMatchDialog(toy_game.INFO)
        app.push_screen(dialog, lambda setup: app.start_match(setup) if setup else None)
        await until(pilot, lambda: dialog.is_mounted)
        dialog.action_start()
        dialog.action_start()
        await until(pilot, lambda: any(isinstance(s, ToyScreen) for s in app.screen_stack))
        await pilot.pause(0.2)
        assert [type(s).__name__ for s in app.screen_stack][:2] == ["MenuScreen", "ToyScreen"]
    assert app.crashes == []
