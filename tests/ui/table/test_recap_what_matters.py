"""The recap of the computer's turn tells what was done (issue 25 leftovers): no filler such as
"Cpu ends Start of Turn." (the history view keeps those lines, dimmed); and after Continue a recap
never reaches back before the match was opened again."""

from __future__ import annotations

from typing import Any

from cardtable.engine.record import SeatInfo
from cardtable.session import MatchSetup
from cardtable.ui.menu import MenuScreen
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened

SETUP = MatchSetup(
    "lux-aeterna", ("Ana", "Cpu"), (SeatInfo(), SeatInfo(kind="computer", bot="greedy")), 7, {}
)


async def next_recap(pilot: Any, game: Any, steps: int = 300) -> RecapScreen:
    """Pass (and take the first offering) until the computer's turn is recapped."""
    app = pilot.app
    for _ in range(steps):
        await pilot.pause(0.02)
        if isinstance(app.screen, RecapScreen):
            return app.screen
        if isinstance(app.screen, PickDialog):
            await pilot.press("1")
        elif app.screen is game and game.my_turn:
            await pilot.press("space")
    raise AssertionError("no recap")


async def test_the_recap_leaves_out_passes_and_phase_ends() -> None:
    app = la_app(start=SETUP)
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        recap = await next_recap(pilot, game)
        words = recap.body.plain
        # (the first recap is of Cpu's turn 1, which it begins: playtest21-la N18; no draw then)
        assert "Cpu takes the offering" in words and "does not draw on turn 1" in words, words
        assert " ends " not in words and "passes." not in words, words
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(app.screen, RecapScreen))
        if isinstance(app.screen, PickDialog):  # Ana's first offering, asked at once
            await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("h")  # the history keeps every line
        await until(pilot, lambda: app.screen is not game)
        assert "Cpu ends Start of Turn." in app.screen.body.plain


async def test_after_continue_a_recap_starts_no_earlier_than_the_reopened_table() -> None:
    first = la_app(start=SETUP)
    async with first.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        await next_recap(pilot, game)
        await pilot.press("enter")
        await next_recap(pilot, game)
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(first.screen, RecapScreen))
        saved_log = len(game.match.state.log)
        for _ in range(6):  # close the offering's question, then leave to the menu
            if isinstance(first.screen, MenuScreen):
                break
            await pilot.press("escape")
            await pilot.pause(0.1)
        await until(pilot, lambda: isinstance(first.screen, MenuScreen))
    second = la_app()
    async with second.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: isinstance(second.screen, MenuScreen))
        await pilot.press("c")
        game = await opened(pilot)
        recap = await next_recap(pilot, game)
        assert recap.start >= saved_log, (recap.start, saved_log)
        assert len(recap.turns) <= 2, [turn.heading for turn in recap.turns]


def test_a_person_who_has_not_looked_yet_reads_the_last_two_turns() -> None:
    """Play-test: after Continue from the menu, each seat's first curtain listed the whole match
    from turn 1 (about 100 lines); it now starts at the turn before the current one."""
    from types import SimpleNamespace

    from cardtable.ui.table.recap import recent_start

    kinds = ["scenario", "turn", "play", "turn", "play", "play", "turn", "draw"]
    log = [SimpleNamespace(kind=kind) for kind in kinds]
    assert recent_start(log) == 3
    assert recent_start(log[:3]) == 0


def test_the_lines_of_a_step_under_way_are_not_shown_under_the_last_step_that_ended() -> None:
    """Playtest19: the strong computer's Blessing in its Offering step (a Prayer window) read as
    part of its Draw in the recap, the Offering not having ended yet."""
    from cardtable.engine.events import Event
    from cardtable.engine.history import group_log
    from cardtable.ui.table.logview import OPEN_STEP, history_text

    log = [
        Event("turn", "Turn 4: Bo's turn begins.", 1, {"turn": 4}),
        Event("draw", "Bo draws a card.", 1),
        Event("pass", "Bo ends Draw.", 1),
        Event("offering", "Bo takes the offering: Xanthosis, Xanthosis.", 1),
        Event("play", "Bo plays Blessing targeting Radiant Lancer.", 1),
    ]
    lines = history_text(group_log(log, 0)).plain.splitlines()
    assert lines.index(f" {OPEN_STEP}") < lines.index("   Bo takes the offering: Xanthosis, Xanthosis.")
    assert lines.index(" Draw") < lines.index("   Bo draws a card.") < lines.index(f" {OPEN_STEP}")


def test_the_step_under_way_is_named_when_the_table_knows_it() -> None:
    """playtest20 (both games): "The step under way" named no step while every other heading did;
    the history and the recap name it from the match's moment ("Offering (under way)")."""
    from cardtable.engine.events import Event
    from cardtable.engine.history import group_log
    from cardtable.ui.lux_aeterna.scenes import midgame
    from cardtable.ui.table.logview import history_text
    from cardtable.ui.table.moment import open_step_words

    log = [
        Event("turn", "Turn 4: Bo's turn begins.", 1, {"turn": 4}),
        Event("draw", "Bo draws a card.", 1),
        Event("pass", "Bo ends Draw.", 1),
        Event("offering", "Bo takes the offering: Xanthosis, Xanthosis.", 1),
    ]
    lines = history_text(group_log(log, 0), open_step="Offering").plain.splitlines()
    assert " Offering (under way)" in lines
    state, _ = midgame()
    assert open_step_words(state) == "Main Phase 1"
