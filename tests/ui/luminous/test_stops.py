"""Stops and auto-pass for Luminous (pure functions over positions): which priority window a
seat is in, when the screen passes for a person, and when it must ask (RULINGS: stops belong to
each seat; by default a seat is asked whenever it holds a legal answer)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes, stops
from cardtable.ui.luminous.stops import automatic_action, parse, window
from cardtable.ui.seat_stops import SeatStops

USUAL = parse(stops.DEFAULT_STOPS)


def private(chosen: frozenset[str] = USUAL) -> dict[int, SeatStops]:
    """Both seats asked only at ``chosen``, whatever their hands (the privacy mode)."""
    return {0: SeatStops(True, chosen), 1: SeatStops(True, chosen)}


def _position(**changes: Any) -> Any:
    data = copy.deepcopy(scenes.MIDGAME)
    data.update(changes)
    return from_scenario(data)


def test_windows_are_named_from_the_position() -> None:
    assert window(_position()) == "my-main"
    assert window(_position(priority=1)) == "foe-main"
    assert window(_position(priority=1, passes=1)) == "foe-main-end"
    attacked = _position(combat={"attacker": 0, "target": "relic:0"})
    assert window(attacked) == "attacked"
    assert window(_position(combat={"attacker": 0, "target": "relic:0"}, priority=0)) == "my-combat"


def test_the_own_main_phase_is_always_asked() -> None:
    assert automatic_action(_position(), True, {}) is None


def test_by_default_a_seat_that_can_answer_is_asked_in_every_window() -> None:
    # Issue 25 item 10: Bo held a fast card he could pay for and was passed for after Ana's play.
    state = _position(priority=1)  # Cpu holds Walk Back, affordable: it could act
    assert window(state) == "foe-main" and any(a.KIND == "play" for a in state.legal_actions())
    assert automatic_action(state, True) is None
    assert automatic_action(state, True, {1: SeatStops()}) is None


def test_by_default_a_seat_that_can_only_pass_is_passed_for() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["hand"] = ["hedge-tinker"]  # not fast: Pass is all Cpu can do
    data["sides"][1]["relics"] = [{"card": "glass-garden"}]
    for passes in (0, 1):
        bare = from_scenario({**data, "priority": 1, "passes": passes})
        assert [a.KIND for a in bare.legal_actions()] == ["pass"]
        assert automatic_action(bare, True) == Pass()
        assert automatic_action(bare, False) is None  # "always ask" (the auto-pass setting off)


def test_privacy_passes_a_window_that_is_not_a_stop_whatever_the_hand_holds() -> None:
    state = _position(priority=1)
    assert automatic_action(state, True, private()) == Pass()
    assert automatic_action(state, False, private()) == Pass()
    assert automatic_action(state, True, private(parse("foe-main"))) is None


def test_privacy_asks_at_a_stop_even_when_pass_is_all_there_is() -> None:
    state = _position(priority=1, passes=1)
    assert automatic_action(state, True, private()) is None  # Walk Back: asked
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["hand"] = ["hedge-tinker"]
    data["sides"][1]["relics"] = [{"card": "glass-garden"}]
    bare = from_scenario({**data, "priority": 1, "passes": 1})
    assert [a.KIND for a in bare.legal_actions()] == ["pass"]
    assert automatic_action(bare, True, private()) is None  # the curtain tells nothing


def test_one_seats_choice_never_changes_the_others() -> None:
    state = _position(priority=1)  # Cpu (seat 1) to answer
    assert automatic_action(state, True, {0: SeatStops(True, frozenset())}) is None  # Ana's choice
    assert automatic_action(state, True, {1: SeatStops(True, frozenset())}) == Pass()  # Cpu's


def test_a_defender_who_can_block_is_always_asked() -> None:
    state = _position(combat={"attacker": 0, "target": "relic:0"})
    assert any(a.KIND == "block" for a in state.legal_actions())
    assert automatic_action(state, True, private(frozenset())) is None


def test_unknown_stop_names_are_ignored() -> None:
    assert parse("attacked, nonsense,,foe-main") == frozenset({"attacked", "foe-main"})


async def test_the_settings_screen_says_where_stops_are_set() -> None:
    from textual.widgets import Static

    from cardtable.ui.settings_screen import SettingsScreen
    from tests.ui.helpers import until
    from tests.ui.luminous.helpers import lum_app

    app = lum_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SettingsScreen())
        await until(pilot, lambda: bool(app.screen.query("#stops-note")))
        note = str(app.screen.query_one("#stops-note", Static).render())
        assert "Each player sets their own with s at the table" in note
        assert not app.screen.query("#luminous_stops")


def test_the_end_of_the_foes_main_is_asked_even_when_the_foe_acted_last() -> None:
    # Played by hand: Bo played a card, Ana (not stopping after each action) was passed for,
    # then Bo could only pass and the Main phase ended: Ana never had the "last chance" her
    # default stops promise. When passing now ends the foe's Main, this is that last chance.
    data = copy.deepcopy(scenes.MIDGAME)
    ana = data["sides"][0]
    ana.update(hand=[], relics=[], orb_played=True, blooms=0)
    ana["units"] = [{"card": "recruit", "expended": True}]
    ana["orbs"] = [{"colour": "crimson", "expended": True}]
    state = from_scenario({**data, "priority": 1})  # Cpu to answer Ana's last action
    assert window(state) == "foe-main"
    after = state.copy()
    after.apply(Pass())
    assert [a.KIND for a in after.legal_actions()] == ["pass"]  # Ana can then only pass
    assert automatic_action(state, True, private()) is None  # Walk Back: asked
    assert automatic_action(state, True, private(parse("attacked"))) == Pass()  # not a stop: passed
    data["sides"][0] = copy.deepcopy(scenes.MIDGAME["sides"][0])
    busy = from_scenario({**data, "priority": 1})  # Ana still has plays: not the last chance
    assert automatic_action(busy, True, private()) == Pass()


def test_a_pass_made_for_you_lets_the_opponents_pass_end_their_main_phase_and_the_stop_says_so() -> None:
    # Played by hand (Jeddos vs Rya Jin): Bo, with the usual stops and Velna in hand, was passed
    # for after Ana's last play (she could still use her relics), so Ana's pass ended her Main
    # phase at once: the "last chance" Bo expected never came. The rule stands (two passes in a
    # row); the stop's label now says it and how to be sure.
    st = _position(priority=1)  # Cpu holds priority after Ana's action, in Ana's Main phase
    assert window(st) == "foe-main"
    skipped = automatic_action(st, True, private())
    assert skipped is not None and skipped.KIND == "pass"
    st.apply(skipped)
    st.apply(next(a for a in st.legal_actions() if a.KIND == "pass"))  # Ana passes
    assert st.turn == 10 and st.active == 1  # her Main phase (and turn) ended at once
    label = dict(stops.WINDOWS)["foe-main-end"]
    assert "their pass ends it at once" in label and "after each action" in label


def _ability_only(passes: int = 0) -> Any:
    """Cpu (seat 1) to answer holding nothing but Ancient's Eye's "expend: draw a card"."""
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["hand"] = ["hedge-tinker"]  # not fast
    data["sides"][1]["relics"] = [{"card": "ancients-eye"}]
    return from_scenario({**data, "priority": 1, "passes": passes})


def test_a_seat_asked_for_cards_only_is_passed_for_with_only_an_ability() -> None:
    # docs/handoffs.md "Asked for cards and blocks": the third way of being asked.
    for passes in (0, 1):
        state = _ability_only(passes)
        assert [a.KIND for a in state.legal_actions()] == ["pass", "activate"]
        assert automatic_action(state, True) is None  # the default asks: the ability is an answer
        assert automatic_action(state, True, {1: SeatStops(cards_only=True)}) == Pass()
        assert automatic_action(state, False, {1: SeatStops(cards_only=True)}) is None  # always ask


def test_a_seat_asked_for_cards_only_is_asked_for_a_fast_card_and_a_block() -> None:
    state = _position(priority=1)  # Cpu holds Walk Back
    assert automatic_action(state, True, {1: SeatStops(cards_only=True)}) is None
    attacked = _position(combat={"attacker": 0, "target": "relic:0"})
    assert automatic_action(attacked, True, {1: SeatStops(cards_only=True)}) is None
