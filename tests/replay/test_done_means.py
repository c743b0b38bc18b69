"""The whole way a player goes (issue 31's "Done means"), for each game, with Pilot: a match
against the computer ends, the result screen's Watch opens it, stepping back, watching as each seat
and face up, playing on against the computer to the end, then both matches in the archive and in
the history."""

from __future__ import annotations

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.replay import FACE_UP, Eyes
from cardtable.persistence.history import HistoryDB
from cardtable.session import MatchSetup
from cardtable.ui.dialogs import ChoiceDialog
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.replay.archive import ArchiveScreen
from cardtable.ui.replay.viewer import ReplayScreen
from tests.replay.matches import REGISTRY
from tests.replay.test_viewer import app_for, now_line, viewer
from tests.ui.helpers import result_screen, until

COMPUTER = SeatInfo(kind="computer", bot="greedy")


@pytest.mark.parametrize("game", REGISTRY.ids())
async def test_watch_step_back_change_eyes_play_on_and_find_both(game: str) -> None:
    players = ("Ana",) if game == "lux-nova" else ("Ana", "Bo")
    seats = tuple(COMPUTER for _ in players)
    app = app_for(MatchSetup(game, players, seats, 21))
    async with app.run_test(size=(80, 24)) as pilot:
        over = await result_screen(pilot, timeout=120)
        first = over.match.record
        await pilot.press("w")
        screen = await viewer(pilot)
        assert screen.at == len(first.actions)
        await pilot.press("left_square_bracket", "left_square_bracket")  # back to the turn that decided it
        at = screen.at
        assert at < len(first.actions) and f"Action {at}/" in now_line(app)
        seen = [screen.eyes]
        for _ in range(len(screen.choices) - 1):
            await pilot.press("e")
            seen.append(screen.eyes)
        assert seen == [FACE_UP, *(Eyes(seat) for seat in range(len(players)))]
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        app.screen.dismiss("solo" if len(players) == 1 else "computer-1")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        branch = game_screen.match
        assert branch.record.branched_from is not None and branch.record.branched_from.at == at
        for _ in range(3000):  # the person plays the first legal action whenever it is theirs
            if branch.state.is_over:
                break
            if isinstance(app.screen, GameScreen) and game_screen.my_turn:
                game_screen.act(branch.state.legal_actions()[0])
            elif not isinstance(app.screen, GameScreen | MatchOverScreen):
                await pilot.press("enter")  # a dialog the screen asked (a mulligan, a choice)
            await pilot.pause(0.01)
        assert branch.state.is_over
        await result_screen(pilot, timeout=30)
        await pilot.press("m")
        await until(pilot, lambda: not isinstance(app.screen, MatchOverScreen | GameScreen))
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, ArchiveScreen))
        archive = app.screen
        assert isinstance(archive, ArchiveScreen)
        listed = {e.match_id: e for e in archive.shown}
        assert (
            listed[first.match_id].finished and listed[branch.record.match_id].branched_from == first.match_id
        )
        stored = {m.match_id: m.branched_from for m in HistoryDB().recent(game)}
        assert stored[first.match_id] is None and stored[branch.record.match_id] == first.match_id
        await pilot.press("escape")
        assert not isinstance(app.screen, ReplayScreen)
        assert app.crashes == []
