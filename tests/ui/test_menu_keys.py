"""The menu and the new-match dialog by keys: help, Learn, keys typed fast, where focus starts,
Enter through the fields, and the whole form on a 24-line terminal."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input, Select

from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.dialogs import ChoiceDialog
from cardtable.ui.menu import MenuScreen
from cardtable.ui.menu_help import MenuHelpScreen
from cardtable.ui.new_match import NewMatchDialog
from tests.ui.helpers import until


def real_app() -> CardtableApp:
    return CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))


def game_number(app: CardtableApp, game_id: str) -> str:
    return str([info.id for info in app.playable_games()].index(game_id) + 1)


async def typed_at_once(app: CardtableApp, keys: str) -> None:
    """Keys as a fast typist's terminal sends them: all queued before the app handles the first."""
    for key in keys:
        app.post_message(events.Key(key, key))


async def test_question_mark_opens_the_menu_help_and_closes_it_again() -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, MenuHelpScreen))
        text = app.screen.query_one("#menu-help").source  # type: ignore[attr-defined]
        assert "learn a game" in text and "Ctrl+P" in text
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))


async def test_l_asks_which_game_to_learn_and_opens_its_lessons() -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        await pilot.press("enter")  # the first game with lessons
        await until(pilot, lambda: type(app.screen).__name__ == "LearnScreen")


@pytest.mark.parametrize(("game", "typed", "expect"), [("aether-lanes", "Z", "Z"), ("lux-nova", "3", 3)])
async def test_a_key_typed_right_after_the_game_number_reaches_the_dialog(
    game: str, typed: str, expect: object
) -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await typed_at_once(app, game_number(app, game) + typed)
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        await until(pilot, lambda: getattr(dialog.focused, "value", None) == expect)


async def test_focus_starts_at_the_first_choice_and_tab_walks_every_field_to_the_seed() -> None:
    # (Enter on a Select opens its list since playtest17: tests/ui/test_new_match_keys.py)
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(game_number(app, "lux-nova"))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        await until(pilot, lambda: dialog.focused is not None)
        assert isinstance(dialog.focused, Select) and dialog.focused.id == "count"
        await pilot.press("4")  # typed, it picks four players
        await until(pilot, lambda: len(dialog.query("#seats Input")) == 4)
        seen = []
        for _ in range(20):
            await pilot.press("tab")
            await pilot.pause()
            assert app.screen is dialog, "Tab never starts the match from a field"
            seen.append(dialog.focused.id if dialog.focused else None)
            if seen[-1] == "seed":
                break
        assert seen[:3] == ["name-0", "kind-0", "name-1"] and seen[-1] == "seed"
        assert "variant" in seen


@pytest.mark.parametrize("game", ["lux-nova", "aether-lanes", "lux-aeterna", "luminous"])
async def test_the_seed_shows_without_tabbing_on_a_24_line_terminal(game: str) -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(game_number(app, game))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        if game == "lux-nova":
            dialog.query_one("#count", Select).value = 4
            await until(pilot, lambda: len(dialog.query("#seats Input")) == 4)
        await pilot.pause(0.2)
        body = dialog.query_one("#new-match-body")
        seed = dialog.query_one("#seed", Input)
        assert body.scroll_y == 0  # nothing scrolled to find it
        assert seed.region.height > 0
        assert body.region.y <= seed.region.y and seed.region.bottom <= body.region.bottom


@pytest.mark.parametrize("size", [(120, 40), (80, 24), (80, 30)])
async def test_the_menu_shows_every_entry_unscrolled_with_a_match_to_continue(size: tuple[int, int]) -> None:
    """With Continue's two lines and the archive's entry, no terminal size from 80x24 up makes the
    menu scroll (a scroll bar hid Settings and Quit and wrapped the games' lines at 120x40)."""
    from textual.widgets import OptionList

    from cardtable.persistence.saves import SaveStore
    from cardtable.session import Match, MatchSetup

    match = Match.start(default_registry(), MatchSetup("lux-nova", ("Cy",), (), 9, {}), store=SaveStore())
    match.apply(match.state.legal_actions()[0])
    app = real_app()
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        assert menu.get_option("continue") and menu.max_scroll_y == 0
        assert menu.option_count >= 10


async def test_a_match_against_the_computer_to_continue_keeps_the_menu_unscrolled_at_80x24() -> None:
    """The Continue line names a computer seat (playtest23-la F13) and still fits 80 columns:
    the menu neither scrolls nor wraps a game's line."""
    from textual.widgets import OptionList

    from cardtable.persistence.saves import SaveStore
    from cardtable.session import Match, MatchSetup, SeatInfo

    seats = (SeatInfo(), SeatInfo(kind="computer", bot="strong"))
    match = Match.start(
        default_registry(), MatchSetup("lux-aeterna", ("Ana", "Bo"), seats, 9, {}), store=SaveStore()
    )
    match.apply(match.state.legal_actions()[0])
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        assert "Ana vs Bo (computer), saved" in str(menu.get_option("continue").prompt)
        assert menu.max_scroll_y == 0
