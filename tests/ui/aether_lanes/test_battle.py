"""Pilot tests of the Aether Lanes battle screen: a whole hot-seat match by keys, refusals, the
curtain, the computer, the mouse, the inspector, forecasts, playback and Rewind."""

from __future__ import annotations

import pytest

from cardtable.games.aether_lanes.actions import EndTurn, Maneuver
from cardtable.ui.aether_lanes.dialogs import FoeTurnDialog, MulliganDialog, PickDialog
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.aether_lanes.widgets import Bar, HandStrip, Inspector, LaneCell, Plate
from cardtable.ui.dialogs import ConfirmDialog, CurtainScreen
from cardtable.ui.match_over import MatchOverScreen
from cardtable.session import MatchSetup
from tests.ui.aether_lanes.helpers import COMPUTER, HUMAN, al_app, last_message, position, text_of

def hotseat_duel() -> tuple[object, list[object]]:
    """Ana (first) with a hand for every kind of play; Bo at 6 Soul, so one turn can win."""
    return position(
        {"aether_max": 9, "hand": ["ember-imp", "cinder-hound", "pebble-golem", "firebrand"],
         "deck": ["blaze-knight", "kindle", "pebble-golem"]},
        {"soul": 6, "aether_max": 3, "hand": ["gale-kestrel", "storm-heron", "cyclone", "tailwind"],
         "deck": ["sparrow-scout", "pebble-golem", "gale-kestrel", "feather-sigil", "squall-lancer"],
         "lanes": {"balanced": {"card": "pebble-golem"}}},
        seats=(HUMAN, HUMAN), phase="mulligan", active=0,
    )


async def test_a_hot_seat_match_played_by_keys_from_mulligan_to_win() -> None:
    app = al_app(start=hotseat_duel())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Ana"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MulliganDialog)
        await pilot.press("k")  # Ana keeps
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MulliganDialog)
        await pilot.press("m")  # Bo takes a mulligan
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Ana"
        await pilot.press("enter")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, BattleScreen) and game.viewer == 0
        state = game.match.state
        assert state.sides[1].mulliganed and not state.sides[0].mulliganed
        assert state.sides[0].aether == 10 and len(state.sides[0].hand) == 5  # drew Blaze Knight... from the top
        names = [state.card_name(c) for c in state.sides[0].hand]
        assert names[:4] == ["Ember Imp", "Cinder Hound", "Pebble Golem", "Firebrand"]

        await pilot.press("1")  # Ember Imp (Vanguard) into Aggressive
        await pilot.press("1")  # the cursor stays at 0: now Cinder Hound... into Aggressive? no: move first
        await pilot.pause()
        lanes = state.sides[0].lanes
        # The second "1" Eclipsed the imp with the hound: a Summon onto your own unit.
        assert lanes[0] is not None and state.card_name(lanes[0].iid) == "Cinder Hound"
        assert lanes[0].buried is not None and state.card_name(lanes[0].buried.iid) == "Ember Imp"
        await pilot.press("ctrl+z")  # take the Eclipse back
        await pilot.pause()
        state = game.match.state
        assert state.card_name(state.sides[0].lanes[0].iid) == "Ember Imp" and state.sides[0].lanes[0].buried is None

        await pilot.press("2")  # Cinder Hound into Balanced
        await pilot.press("m", "2", "3")  # Maneuver it to Defensive
        await pilot.pause()
        state = game.match.state
        assert state.sides[0].lanes[1] is None and state.card_name(state.sides[0].lanes[2].iid) == "Cinder Hound"
        assert state.sides[0].lanes[2].moved
        await pilot.press("3")  # Pebble Golem Eclipses the hound in Defensive
        await pilot.pause()
        defensive = state.sides[0].lanes[2]
        assert state.card_name(defensive.iid) == "Pebble Golem" and state.card_name(defensive.buried.iid) == "Cinder Hound"
        assert "▾" in text_of(game.query_one("#my-lane-2", LaneCell))

        await pilot.press("p")  # Firebrand: choose a target
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PickDialog)
        labels = [str(c.label) for c in dialog.choices]
        assert labels == ["Bo's Balanced: Pebble Golem (ATK 1 DEF 2 HP 2/2)", "Bo (Soul 6)"]
        await pilot.press("2")
        await pilot.pause()
        assert state.sides[1].soul == 2 and state.sides[0].aether == 10 - 1 - 2 - 1 - 1 - 4

        assert "End −3 SP LETHAL" in text_of(game.query_one(Bar))  # the imp hits the empty lane for 2 +1 lane
        await pilot.press("e")
        await pilot.pause()
        assert state.is_over and state.outcome.winners == (0,)
        assert isinstance(app.screen, MatchOverScreen)
