"""The Light deck as a match option (the new-match dialog, resume, the history, the supply always on
the table) and the per-seat stops of the Prayer windows, driven by keys."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Select

from cardtable.persistence.history import HistoryDB
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.widgets import LuxBar
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import NewMatchDialog
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import HUMAN, la_app, opened, position, text_of


async def test_six_lights_chosen_in_the_dialog_are_played_resumed_and_in_the_history() -> None:
    app = la_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        dialog.query_one("#kind-1", Select).value = "computer:greedy"
        deck = dialog.query_one("#setting-lights", Select)
        assert deck.value == 4  # the default
        deck.value = 6
        await pilot.pause()
        await pilot.press("ctrl+s")
        game = await opened(pilot)
        state = game.match.state
        assert state.light_deck == 6 and game.match.record.options["lights"] == 6
        assert sum(state.supply.values()) + sum(sum(n.values()) for n in state.numen) >= 28
        assert "Supply" in text_of(game.query_one("#bar", LuxBar))
        for _ in range(8):  # a recap of the computer's first turn, its question, the cursor home,
            if isinstance(app.screen, MenuScreen):  # then back to the menu (saved)
                break
            await pilot.press("escape")
            await pilot.pause(0.1)
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    again = la_app()
    async with again.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(again.screen, MenuScreen))
        assert again.screen.query_one("#menu", OptionList).get_option("continue")
        await pilot.press("c")
        game = await opened(pilot)
        assert game.match.state.light_deck == 6 and max(game.match.state.supply.values()) > 4
        game.act(game.build_concede())  # end it (conceding by keys is tested in test_screen)
        await until(pilot, lambda: isinstance(again.screen, MatchOverScreen))
    (row,) = HistoryDB().recent("lux-aeterna")
    assert row.variant == "standard · Light deck: 6 of each colour (30)"


ANA_MAIN2 = {
    "codices": ["ember-legion", "dawn-choir"],
    "turn": 2,
    "active": 0,
    "first": 1,
    "step": "main1",
    "sides": [
        # Main Phase 1 and Bo's Dawn Acolyte: a Flare before Combat can matter (a pump after it
        # cannot, docs/rules/lux-aeterna.md), so Ana is asked here and in her next Start
        {"hand": ["sudden-flare"], "field": [{"card": "ember-squire", "lights": {"RR": 1}}]},
        {"codex": ["dawn-acolyte", "dawn-acolyte", "dawn-acolyte"], "field": ["dawn-acolyte"]},
    ],
}


async def _to_anas_next_turn(pilot, app, game) -> None:
    """Pass (Space), answer (the first choice) and lift curtains until Ana's next turn (turn 4) begins."""
    state = game.match.state
    for _ in range(300):
        if state.turn == 4 and state.active == 0:
            return
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        elif isinstance(app.screen, PickDialog):
            await pilot.press("1")
        elif app.screen is game and game.table().my_decision:
            await pilot.press("space" if state.decision.kind == "priority" else "d")
        await pilot.pause()
    raise AssertionError(
        f"Ana's turn 3 never began: {state.turn} {state.active} {state.step} {state.decision} {app.screen}"
    )


async def _seen(pilot, app, game) -> None:
    """Lift the curtain (if any) and wait for the table."""
    await until(pilot, lambda: isinstance(app.screen, (CurtainScreen, PickDialog)) or app.screen is game)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
    await until(pilot, lambda: app.screen is not None and not isinstance(app.screen, CurtainScreen))
    await pilot.pause()


@pytest.mark.parametrize("stop", [True, False])
async def test_a_prayer_window_in_your_own_start_asks_only_with_the_stop_set(stop: bool) -> None:
    app = la_app(start=position(ANA_MAIN2, (HUMAN, HUMAN)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        state = game.match.state
        await _seen(pilot, app, game)
        if stop:
            await pilot.press("s")
            await until(pilot, lambda: isinstance(app.screen, PickDialog))
            await pilot.press("1")  # asked whenever she can answer (the default way)
            await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
            await pilot.press("1", "enter")  # Ana picks her Start of Turn
            await until(pilot, lambda: app.screen is game)
            assert game.seat_stops() == {0: SeatStops(stops=frozenset({"start"})), 1: SeatStops()}
            assert app.settings.seat_stops == {"lux-aeterna:ana": "answer:start"}
        await _to_anas_next_turn(pilot, app, game)
        await _seen(pilot, app, game)
        # Bo's own Start went by without asking him: he set no stop.
        assert any(e.text == "Bo ends Start of Turn." for e in state.log)
        if not stop:
            # Start and Draw passed for Ana: the first thing she is asked is her offering.
            assert state.step == "offering" and state.decision.kind == "offering"
            assert isinstance(app.screen, PickDialog)
            passes = [e.text for e in state.log if e.kind == "pass"][-2:]
            assert passes == ["Ana ends Start of Turn.", "Ana ends Draw."]
            return
        assert state.step == "start" and state.to_act == 0 and game.table().my_decision
        assert "START" in text_of(game.query_one("#bar", LuxBar)).upper()
        hound = state.zones.cards(0, "field")[0]
        await pilot.press("enter")  # play Sudden Flare (the only card in hand) on Ember Squire
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press(next(c.key for c in app.screen.choices if "Ember Squire" in str(c.label)))
        await until(pilot, lambda: state.step != "start")
        texts = [e.text for e in state.log]
        played = texts.index("Ana plays Sudden Flare targeting Ember Squire.")
        assert texts.index("Ember Squire gets +2 Power this turn.") < texts.index("Ana ends Start of Turn.")
        assert played > texts.index("Turn 4: Ana's turn begins.")
        assert state.power(hound) == state.card_def(hound).power + 2


async def test_the_light_deck_field_is_labelled_apart_from_its_list_at_80x24() -> None:
    """The longest field label ("Light deck") keeps a gap before its list, and the list is the
    form's own select (Space opens it, Enter moves on), like every other field of the dialog."""
    app = la_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        deck = dialog.query_one("#setting-lights", Select)
        label = deck.parent.query_one(".field-label")
        assert str(label.render()) == "Light deck"
        assert deck.region.x - (label.region.x + len("Light deck")) >= 1
        assert type(deck).__name__ == "FormSelect"


ANA_MAIN1_NOTHING_TO_PLAY = {
    "codices": ["ember-legion", "dawn-choir"],
    "turn": 2,
    "active": 0,
    "first": 1,
    "step": "main1",
    "sides": [{"hand": []}, {"codex": ["dawn-acolyte", "dawn-acolyte", "dawn-acolyte"]}],
}


@pytest.mark.parametrize("private", [True, False])
async def test_whatever_my_hand_asks_even_when_passing_is_all_there_is(private: bool) -> None:
    """A seat that chose "only at my stops, whatever my hand" is asked at Main 1 with nothing to
    play, though Auto-pass is on (the screen's own pass-only rule once passed for it anyway); the
    default way passes for it there."""
    mode = "stops:" if private else "answer"
    app = la_app(
        start=position(ANA_MAIN1_NOTHING_TO_PLAY, (HUMAN, HUMAN)), seat_stops={"lux-aeterna:ana": mode}
    )
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        state = game.match.state
        await _seen(pilot, app, game)
        assert app.settings.auto_pass
        assert [a.KIND for a in state.legal_actions()] == ["pass"] or state.step != "main1"
        if private:
            assert state.step == "main1" and state.to_act == 0 and game.table().my_decision
            assert "MAIN PHASE 1" in text_of(game.query_one("#bar", LuxBar)).upper()
            await pilot.press("space")
            await until(pilot, lambda: state.step != "main1")
            assert state.step == "combat" and state.to_act == 0  # asked at Combat too
        else:
            assert "Ana ends Main Phase 1." in [e.text for e in state.log]


async def test_the_stops_dialog_shows_the_current_way_and_escape_goes_back_a_step() -> None:
    app = la_app(start=position(ANA_MAIN2, (HUMAN, HUMAN)), seat_stops={"lux-aeterna:ana": "stops:end"})
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await _seen(pilot, app, game)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [choice.label for choice in app.screen.choices]
        assert "(your choice now)" not in labels[0] and "whatever my hand (your choice now)" in labels[1]
        await pilot.press("2")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        await pilot.press("escape")  # back to the first question, not out of the dialog
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        assert app.settings.seat_stops == {"lux-aeterna:ana": "stops:end"}  # nothing changed
