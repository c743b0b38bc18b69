"""A Luminous turn the table's passes end is told at the top of the recap of the computer's turn,
as Lux Aeterna's is (playtest18: the table passed Ana's Main after her last play, the computer
passed, and only the log's "Ana passes." said that her turn had ended)."""

from __future__ import annotations

from typing import Any

from cardtable.ui.table.moment import Moment, turn_ended_by_itself
from tests.ui.helpers import keep_toasts, until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened

LAST_PLAY: dict[str, Any] = {
    "game": "luminous",
    "players": ["Ana", "Bo"],
    "turn": 4,
    "active": 0,
    "sides": [
        {
            "favored": "jeddos",
            "life": 20,
            "deck": ["cataclysmic-echo"] * 4,
            "hand": ["order-the-mind"],
            "orbs": ["amber", "amber"],
            "orb_played": True,
        },
        {"favored": "silgar", "life": 20, "deck": ["walk-back"] * 4, "hand": []},
    ],
}
"""Ana's Main of turn 4: Order the Mind is her last play (it draws a card she cannot pay for)."""


async def test_the_recap_says_the_turn_ended_by_itself() -> None:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.table.recap import RecapScreen

    told: list[str] = []
    app = lum_app(start=(from_scenario(LAST_PLAY), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        keep_toasts(app, told)
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "play"))
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        body = str(app.screen.body)
        assert "Ana's turn 4 ended by itself: the table passed Main for Ana." in body, body
        assert any(line.startswith("Ana's turn 4 ended by itself") for line in told)


def test_only_the_turn_players_passes_end_its_turn() -> None:
    # Luminous: one phase passed for the turn player is news (its Main has no later window); a
    # pass of the other seat that ends the turn player's Main is not "the other's turn ended"
    now = Moment(5, "main", 1)
    assert turn_ended_by_itself([(0, Moment(4, "main", 0))], now, least=1) == (
        0,
        Moment(4, "main", 0),
        ["Main"],
    )
    assert turn_ended_by_itself([(0, Moment(4, "main", 0))], now) is None  # Lux Aeterna's rule: two


async def test_a_turn_ended_by_the_pass_the_player_planned_is_not_ended_by_itself() -> None:
    # playtest24-lum: "Ana's turn 4 ended by itself: the table passed Main for Ana" after Ana
    # ended it herself with P (play, then pass): the pass was her own plan, not the table's
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.table.recap import RecapScreen

    told: list[str] = []
    data = {
        **LAST_PLAY,
        "sides": [{**LAST_PLAY["sides"][0], "hand": ["order-the-mind"] * 2}, LAST_PLAY["sides"][1]],
    }
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        keep_toasts(app, told)
        game = await opened(pilot)
        assert sum(a.KIND == "play" for a in game._legal) == 2
        await pilot.press("P")  # the first Order the Mind, then pass (the second one still playable)
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        body = str(app.screen.body)
        assert "ended by itself" not in body, body
        assert not any("ended by itself" in line for line in told), told


async def test_p_on_the_last_play_ends_the_turn_by_choice_not_by_itself() -> None:
    # playtest25-lum: P on the last card Ana could pay for (the table would pass after it anyway,
    # so no pass was planned) was still called "ended by itself"; Enter on it still is (above)
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.table.recap import RecapScreen

    told: list[str] = []
    app = lum_app(start=(from_scenario(LAST_PLAY), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        keep_toasts(app, told)
        await opened(pilot)
        await pilot.press("P")  # Order the Mind, her last play, then pass
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=30)
        body = str(app.screen.body)
        assert "ended by itself" not in body, body
        assert not any("ended by itself" in line for line in told), told
