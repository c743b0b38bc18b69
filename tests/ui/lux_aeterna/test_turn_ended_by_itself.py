"""A turn the table's own passes end is told (issue 25 leftovers: "a turn can end by itself right
after the offering without the person seeing the board"): with nothing to play after the offering
the table passes Main Phase 1, Combat, Main Phase 2 and End of Turn; the curtain that hands the
keyboard over says so (for the person leaving and the one arriving), or a toast when the computer
plays next. Ending Main Phase 2 yourself, with the End window passed after it, is not news."""

from __future__ import annotations

from typing import Any

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.table.moment import Moment, turn_ended_by_itself
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import keep_toasts, until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened, position

NOTHING_TO_PLAY: dict[str, Any] = {
    "codices": ["ember-legion", "starwatch"],
    "turn": 4,
    "active": 0,
    "first": 0,
    "step": "draw",
    "sides": [
        {"hand": ["pyre-colossus"], "codex": ["pyre-colossus"] * 5},
        {"hand": ["negate"], "codex": ["negate"] * 5},
    ],
}
"""Ana in her Draw step, about to choose an offering, with only a card she cannot pay for."""


async def take_the_offering(pilot: Any) -> None:
    app = pilot.app
    for _ in range(100):
        await pilot.pause(0.05)
        if isinstance(app.screen, PickDialog):
            await pilot.press("1")
            return
        if isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Ana":
            await pilot.press("enter")
    raise AssertionError("no offering was asked")


async def test_the_curtain_says_the_turn_ended_by_itself() -> None:
    app = la_app(start=position(NOTHING_TO_PLAY, (HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await take_the_offering(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo")
        words = app.screen._detail
        assert words.startswith("Ana's turn 4 ended by itself: the table passed"), words
        assert "Main Phase 1" in words and "Combat" in words


async def test_against_the_computer_a_toast_says_it_and_the_recap_repeats_it() -> None:
    """The toast, then the recap of the computer's turn over it with the same note at its top
    (playtest17: the toast lay over half the recap's lines for seconds); no toast is left over it."""
    from cardtable.ui.table.recap import RecapScreen

    told: list[str] = []
    app = la_app(start=position(NOTHING_TO_PLAY, (HUMAN, COMPUTER)))
    async with app.run_test(size=(80, 24)) as pilot:
        keep_toasts(app, told)
        await opened(pilot)
        await take_the_offering(pilot)
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        assert any(line.startswith("Ana's turn 4 ended by itself") for line in told)
        assert not list(app._notifications)
        assert "Ana's turn 4 ended by itself" in str(app.screen.body)


def test_one_window_passed_after_the_persons_own_end_is_not_news() -> None:
    now = Moment(5, "start", 1)
    assert turn_ended_by_itself([(0, Moment(4, "end", 0))], now) is None
    both = [(0, Moment(4, "combat", 0)), (0, Moment(4, "main2", 0)), (0, Moment(4, "end", 0))]
    found = turn_ended_by_itself(both, now)
    assert found is not None and found[0] == 0 and found[2] == ["Combat", "Main Phase 2", "End of Turn"]
    assert turn_ended_by_itself(both, Moment(4, "end", 1)) is None  # the turn goes on


LAST_CARD_IN_MAIN_2: dict[str, Any] = {
    "codices": ["ember-legion", "starwatch"],
    "turn": 5,
    "active": 0,
    "first": 0,
    "step": "main2",
    "sides": [
        {"hand": ["ember-squire"], "soul": 4, "numen": {"WW": 2}, "codex": ["pyre-colossus"] * 5},
        {"hand": ["pyre-colossus"], "codex": ["negate"] * 5},
    ],
}
"""Ana in her Main Phase 2 with one card she can play, and nothing after it."""


async def test_p_on_the_last_card_ends_the_turn_by_choice_not_by_itself() -> None:
    # playtest25-la: P (play, then pass) on Ana's last playable card in Main Phase 2: Bo's
    # curtain said "Ana's turn 5 ended by itself: the table passed Main Phase 2 and End of Turn"
    app = la_app(start=position(LAST_CARD_IN_MAIN_2, (HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")  # Ana's curtain
        await until(pilot, lambda: app.screen is game and game.viewer == 0)
        await pilot.press("P")  # Ember Squire, then pass
        for _ in range(3):  # its payment, if asked
            await until(pilot, lambda: isinstance(app.screen, (PickDialog, CurtainScreen)))
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo")
        await until(pilot, lambda: game.match.state.turn == 6 or "ended" in app.screen._detail)
        assert "ended by itself" not in app.screen._detail, app.screen._detail
