"""Pilot tests of the shared table layer on the Lux Aeterna screen (issue 25): undo keeps its
word, dialogs take no key of the table, a key belongs to the moment it was pressed for, history
you can read (the log view, the curtain, the recap of the computer's turn)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.scenes import MIDGAME
from cardtable.ui.table.logview import LogViewScreen
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, last_message, opened


def squire_position(
    seats: tuple[Any, Any] = (HUMAN, HUMAN), field: tuple[str, ...] = ()
) -> tuple[Any, list[Any]]:
    """Ana in Main Phase 1 with one play (Ember Squire) and one Light to pay it; Bo has nothing
    to answer with: once the Squire is played, Main Phase 1 ends by itself (auto-pass)."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data["players"] = ["Ana", "Bo"]
    ana, bo = data["sides"]
    ana["hand"] = ["ember-squire", "pyre-colossus"]
    ana["numen"] = {"RR": 1}
    ana["field"] = list(field)
    bo["hand"] = ["orbit-keeper"]
    bo["field"] = [{"card": "star-sentinel"}]
    return from_scenario(data), list(seats)


def connected_offering(seats: tuple[Any, Any] = (HUMAN, HUMAN)) -> tuple[Any, list[Any]]:
    """Bo's Draw step with a Connected Emissary and a full supply: the offering asks 16 ways."""
    from cardtable.games.lux_aeterna.scenario import from_scenario

    data = copy.deepcopy(MIDGAME)
    data.update(players=["Ana", "Bo"], active=1, step="draw", turn=10, lights=8)
    return from_scenario(data), list(seats)


async def lift_curtain(pilot: Any, game: Any) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen))
    await pilot.press("enter")
    await until(pilot, lambda: pilot.app.screen is game or isinstance(pilot.app.screen, PickDialog))


async def play_the_squire(pilot: Any, game: Any) -> None:
    """Ana plays Ember Squire (the first card of her hand); Main Phase 1 then ends by itself."""
    await pilot.press("enter")
    await until(pilot, lambda: game.match.state.step == "combat" and game.my_turn)


async def test_d_pressed_as_the_connected_offering_opens_picks_nothing() -> None:
    """Item 2: `d` (Decide), pressed out of habit as the 16-way offering opened after the curtain,
    took option d ("Caelestis, Purpurea"). No option has a key of the table now."""
    app = la_app(start=connected_offering())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert len(dialog.choices) == 16
        keys = [choice.key for choice in dialog.choices]
        assert not {"a", "c", "d", "p", "u", "v", "s", "l", "h", "g"} & set(keys)
        assert keys[:9] == list("123456789")
        before = len(game.match.state.history)
        for key in ("d", "a", "c", "space"):
            await pilot.press(key)
            await pilot.pause()
        assert app.screen is dialog and len(game.match.state.history) == before
        await pilot.press(keys[12])  # the 13th answer, by its own key
        await until(pilot, lambda: len(game.match.state.history) > before)
        assert "Caelestis, Purpurea" in game.match.state.log[-1].text or any(
            "Caelestis" in e.text for e in game.match.state.log[-3:]
        )


async def test_screen_bindings_never_act_while_a_dialog_is_open() -> None:
    app = la_app(start=squire_position())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await pilot.press("v")  # the piles dialog
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        before = len(game.match.state.history)
        await pilot.press("space", "a", "u", "ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, PickDialog) and len(game.match.state.history) == before


async def test_undo_after_an_action_that_ended_the_phase_by_itself_takes_that_action_back() -> None:
    """Item 1: Ctrl+Z said "Took back 1 action." and changed nothing: it took back the automatic
    pass that ended Main Phase 1, which was at once taken again."""
    app = la_app(start=squire_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        assert len(game.match.state.history) == 4  # the play, Bo's and Ana's automatic passes
        await pilot.press("ctrl+z")
        await until(pilot, lambda: game.match.state.step == "main1")
        state = game.match.state
        assert state.history == [] and state.to_act == 0
        assert "Ember Squire" in last_message(app) and "3 automatic steps" in last_message(app)
        assert [card.name for card in game.table().hand or ()][0] == "Ember Squire"


async def test_undo_takes_back_a_play_the_computer_only_passed_on() -> None:
    """playtest23-la F5: against the computer, Ctrl+Z after a play said "Bo has decided since your
    last decision" when Bo had only passed; a pass plays no card and uses no chance, so it goes
    back with the play."""
    app = la_app(start=squire_position((HUMAN, COMPUTER)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        start = len(game.match.state.history)
        await play_the_squire(pilot, game)
        actors = game.match.state.history_actors
        assert 1 in actors[start:]  # the computer passed on the Squire
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(game.match.state.history) == start)
        assert "Took back" in last_message(app) and "Ember Squire" in last_message(app)


async def test_undo_past_the_computers_own_decision_says_why_and_changes_nothing() -> None:
    """The computer's turn (its offering, its plays) is never taken back with one's own decision."""
    app = la_app(start=squire_position((HUMAN, COMPUTER)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await play_the_squire(pilot, game)
        turn = game.match.state.turn
        while game.match.state.turn == turn:  # Ana ends her turn; Bo's whole turn follows
            await pilot.press("space")
            await until(pilot, lambda: game.my_turn or game.match.state.turn != turn)
        await until(pilot, lambda: game.my_turn and game.match.state.turn == turn + 2)
        await pilot.pause()
        while not isinstance(app.screen, type(game)):
            await pilot.press("escape")  # a recap or an offering over the table
            await pilot.pause()
        before = game.match.state.to_json()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Bo has decided since" in last_message(app), last_message(app)
        assert game.match.state.to_json() == before


async def test_space_after_main_1_ended_by_itself_does_not_end_combat() -> None:
    """Item 5: the Space meant for "end Main 1" ended Combat (the attack lost). It is dropped now,
    the bar says what happened, and the next Space acts on the moment shown."""
    app = la_app(start=squire_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        bar = str(game.query_one("#bar").prompt)
        await pilot.press("space")
        await pilot.pause()
        assert game.match.state.step == "combat" and any(a.KIND == "attack" for a in game._legal)
        assert "Main Phase 1 ended by itself" in bar
        assert "Not passed" in [n.title for n in app._notifications][-1]
        await pilot.press("space")
        await until(pilot, lambda: game.match.state.step != "combat")


async def test_a_late_space_that_would_hand_the_keyboard_over_is_dropped_too() -> None:
    """playtest23-la: a Space 1.6-2 s after Main 1 ended by itself (past the typed-ahead window)
    ended Combat and the turn, and Undo could not bring the attack back past the curtain. Such a
    pass is dropped however late it comes; the next Space acts."""
    app = la_app(start=squire_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        assert game.moment_guard.note
        game.moment_guard._armed_at -= 10  # ten seconds later
        await pilot.press("space")
        await pilot.pause()
        assert game.match.state.step == "combat" and any(a.KIND == "attack" for a in game._legal)
        assert "hands the keyboard over" in last_message(app)
        await pilot.press("space")
        await until(pilot, lambda: game.match.state.step != "combat")


async def test_a_pass_chosen_by_the_player_is_not_dropped() -> None:
    app = la_app(start=squire_position(field=("cinder-hound",)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await pilot.press("space")  # Ana ends Main Phase 1 herself
        await until(pilot, lambda: game.match.state.step == "combat")
        await pilot.press("space")  # and Combat, at once
        await until(pilot, lambda: game.match.state.step != "combat")


async def test_the_history_view_shows_every_line_by_turn_and_phase_at_80x24() -> None:
    app = la_app(start=squire_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        await play_the_squire(pilot, game)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        view = app.screen
        text = view.body.plain
        assert "Ana plays Ember Squire." in text and "Ana ends Main Phase 1." in text
        assert "Main Phase 1" in [phase.name for turn in view.turns for phase in turn.phases]
        assert view.size.width == 80 and view.size.height == 24  # the whole terminal
        await pilot.press("h")
        await until(pilot, lambda: app.screen is game)


async def test_the_curtain_tells_everything_since_you_last_looked() -> None:
    """Item 3: the curtain kept about 6 events behind a "…"; now every one, scrolling."""
    from cardtable.ui.responsive_table import news

    app = la_app(start=squire_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        log = game.match.state.log
        lines = news(list(log) * 5, 0)
        assert "…" not in lines and len(lines) >= 10


async def test_the_computers_turn_is_recapped_until_dismissed() -> None:
    app = la_app(start=squire_position((HUMAN, COMPUTER)))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await play_the_squire(pilot, game)
        for _ in range(6):  # Ana passes the rest of her turn
            if isinstance(app.screen, RecapScreen) or game.match.state.turn != 9:
                break
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("space")
            await pilot.pause()
        await until(pilot, lambda: isinstance(app.screen, RecapScreen), timeout=20)
        recap = app.screen
        assert "Cpu" in recap.title_text or "Bo" in recap.title_text
        assert any(turn.heading.startswith("Turn 10") for turn in recap.turns), [
            t.heading for t in recap.turns
        ]
        await pilot.press("space")
        await pilot.pause()
        assert app.screen is recap  # a Space typed meanwhile does not dismiss it
        await pilot.press("enter")  # the table again (or the question waiting: a defence)
        await until(pilot, lambda: app.screen is game or isinstance(app.screen, PickDialog))


async def test_a_late_pass_that_gives_up_nothing_acts_at_once() -> None:
    """playtest24-la: Ana on "only at my stops" passed her Main 2; the table passed her End and
    asked her at Bo's Start (his Font of Dawn's trigger) with nothing she could play; her first
    Space was refused however late ("Passing here hands the keyboard over..."). A pass that
    gives up no other choice acts."""
    from tests.ui.lux_aeterna.helpers import position

    data = {
        "codices": ["ember-legion", "dawn-choir"],
        "turn": 2,
        "active": 0,
        "first": 1,
        "step": "main2",
        "sides": [{"hand": []}, {"field": ["font-of-dawn"], "soul": 5}],
    }
    app = la_app(start=position(data, (HUMAN, HUMAN)), seat_stops={"lux-aeterna:ana": "stops:"})
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await lift_curtain(pilot, game)
        state = game.match.state
        await pilot.press("space")  # Ana ends her Main Phase 2
        await until(pilot, lambda: state.turn == 3 and state.to_act == 0)
        assert game.moment_guard.note  # her End was passed for her: the moment moved
        assert {a.KIND for a in game._legal} <= {"pass", "concede"}
        game.moment_guard._armed_at -= 10  # ten seconds later
        await pilot.press("space")
        await until(pilot, lambda: state.to_act != 0 or state.turn != 3)
        assert not any(n.title == "Not passed" for n in app._notifications)


async def test_a_late_space_dropped_against_the_computer_speaks_of_no_keyboard(monkeypatch: Any) -> None:
    """playtest25-lum: against the computer the late Space's note said "Passing here hands the
    keyboard over"; no keyboard changes hands there."""
    from cardtable.ui.table import moment

    monkeypatch.setattr(moment, "TYPED_AHEAD_SECONDS", -1.0)  # every key comes late
    app = la_app(start=squire_position((HUMAN, COMPUTER)))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)  # no curtain against the computer
        await play_the_squire(pilot, game)
        await pilot.press("space")
        await pilot.pause()
        assert "Not passed" in [n.title for n in app._notifications][-1]
        assert "keyboard" not in last_message(app) and "lets the computer act" in last_message(app)
