"""Stops and auto-pass for Luminous (pure functions over positions): which priority window a
seat is in, when the screen passes for a person, and when it must ask."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes, stops
from cardtable.ui.luminous.stops import automatic_action, parse, window


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
    assert automatic_action(_position(), True, frozenset()) is None


def test_a_window_that_is_not_a_stop_is_passed_whatever_the_hand_holds() -> None:
    state = _position(priority=1)  # Cpu holds Walk Back, affordable: it could act
    assert any(a.KIND == "play" for a in state.legal_actions())
    assert automatic_action(state, True, parse(stops.DEFAULT_STOPS)) == Pass()
    assert automatic_action(state, False, parse(stops.DEFAULT_STOPS)) == Pass()
    assert automatic_action(state, True, parse("foe-main")) is None


def test_at_a_stop_only_a_bare_pass_is_automatic_and_only_with_auto_pass() -> None:
    state = _position(priority=1, passes=1)
    assert automatic_action(state, True, parse(stops.DEFAULT_STOPS)) is None  # Walk Back: asked
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["hand"] = ["hedge-tinker"]  # not fast: Pass is all Cpu can do
    data["sides"][1]["relics"] = [{"card": "glass-garden"}]
    bare = from_scenario({**data, "priority": 1, "passes": 1})
    assert [a.KIND for a in bare.legal_actions()] == ["pass"]
    assert automatic_action(bare, True, parse(stops.DEFAULT_STOPS)) == Pass()
    assert automatic_action(bare, False, parse(stops.DEFAULT_STOPS)) is None  # "always ask"


def test_a_defender_who_can_block_is_always_asked() -> None:
    state = _position(combat={"attacker": 0, "target": "relic:0"})
    assert any(a.KIND == "block" for a in state.legal_actions())
    assert automatic_action(state, True, frozenset()) is None


def test_unknown_stop_names_are_ignored() -> None:
    assert parse("attacked, nonsense,,foe-main") == frozenset({"attacked", "foe-main"})


async def test_the_settings_screen_offers_the_stop_presets() -> None:
    from textual.widgets import Select

    from cardtable.ui.settings_screen import SettingsScreen
    from tests.ui.helpers import until
    from tests.ui.luminous.helpers import lum_app

    app = lum_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SettingsScreen())
        await until(pilot, lambda: bool(app.screen.query("#luminous_stops")))
        select = app.screen.query_one("#luminous_stops", Select)
        assert select.value == stops.DEFAULT_STOPS
        select.value = ""
        await until(pilot, lambda: app.settings.luminous_stops == "")


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
    assert automatic_action(state, True, parse(stops.DEFAULT_STOPS)) is None  # Walk Back: asked
    assert automatic_action(state, True, parse("attacked")) == Pass()  # not a stop: passed
    data["sides"][0] = copy.deepcopy(scenes.MIDGAME["sides"][0])
    busy = from_scenario({**data, "priority": 1})  # Ana still has plays: not the last chance
    assert automatic_action(busy, True, parse(stops.DEFAULT_STOPS)) == Pass()


def test_a_pass_made_for_you_lets_the_opponents_pass_end_their_main_phase_and_the_stop_says_so() -> None:
    # Played by hand (Jeddos vs Rya Jin): Bo, with the usual stops and Velna in hand, was passed
    # for after Ana's last play (she could still use her relics), so Ana's pass ended her Main
    # phase at once: the "last chance" Bo expected never came. The rule stands (two passes in a
    # row); the stop's label now says it and how to be sure.
    st = _position(priority=1)  # Cpu holds priority after Ana's action, in Ana's Main phase
    assert window(st) == "foe-main"
    skipped = automatic_action(st, True, parse(stops.DEFAULT_STOPS))
    assert skipped is not None and skipped.KIND == "pass"
    st.apply(skipped)
    st.apply(next(a for a in st.legal_actions() if a.KIND == "pass"))  # Ana passes
    assert st.turn == 10 and st.active == 1  # her Main phase (and turn) ended at once
    label = dict(stops.WINDOWS)["foe-main-end"]
    assert "their pass ends it at once" in label and "after each action" in label
