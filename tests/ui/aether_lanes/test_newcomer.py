"""Pilot tests of the battle screen as a newcomer meets it (issue 12): no accidental end of turn or
concession, marks and reasons in sight at 80x24, typed-ahead keys, the log and the legend, Soul
below 0, buttons only for the player to act."""

from __future__ import annotations

from typing import Any

from textual import events

from cardtable.ui.aether_lanes.dialogs import InfoDialog, PickDialog
from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.aether_lanes.widgets import Bar, HandStrip, Inspector, Plate
from cardtable.ui.widgets import EventLog
from tests.ui.aether_lanes.helpers import HUMAN, al_app, opened, position, text_of
from tests.ui.helpers import until

SMALL = (80, 24)


def summons_in_hand() -> tuple[Any, list[Any]]:
    return position({"aether": 5, "hand": ["ember-imp", "cinder-hound"]}, {})


async def test_enter_plays_the_highlighted_hand_card_and_never_ends_the_turn() -> None:
    app = al_app(start=summons_in_hand())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        state = game.match.state
        await pilot.press("right")  # Cinder Hound highlighted
        await pilot.press("enter")  # as in the other games: play it (a Summon asks for its lane)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert app.screen._title == "Cinder Hound: which lane?"
        await pilot.press("2")
        await until(pilot, lambda: app.screen is game)
        assert state.card_name(state.sides[0].lanes[1].iid) == "Cinder Hound"
        assert state.turn == 1 and state.to_act == 0
        await pilot.press("enter")  # Ember Imp, now the only card
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        assert state.turn == 1 and state.to_act == 0 and len(state.sides[0].hand) == 1
        await pilot.press("e")  # ending keeps its own key (and asks while a play is left)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert str(app.screen._title) == "End the turn?"


async def test_e_asks_while_aether_and_playable_cards_are_left_and_ends_once_confirmed() -> None:
    app = al_app(start=summons_in_hand())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "5 Aether and 2 playable" in str(app.screen._text)
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.turn >= 2)


async def test_e_ends_at_once_when_nothing_can_be_played() -> None:
    app = al_app(start=position({"aether": 0, "hand": ["cinder-hound"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.turn >= 2)
        assert not isinstance(app.screen, PickDialog)


async def test_e_right_after_a_dialog_closed_asks_even_with_nothing_left_to_play() -> None:
    app = al_app(start=position({"aether": 0, "hand": ["cinder-hound"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        game.DIALOG_GRACE = 1e9  # however slow this machine is, the e comes "right after"
        await pilot.press("g")  # the legend, closed at once: the e that follows may be meant for it
        await until(pilot, lambda: isinstance(app.screen, InfoDialog))
        await pilot.press("escape", "e")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "just closed" in str(app.screen._text) and game.match.state.turn == 1
        await pilot.press("n")
        await until(pilot, lambda: app.screen is game)
        game.DIALOG_GRACE = 0.0  # later, e ends at once as before
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.turn >= 2)


async def test_typed_ahead_p3_summons_into_lane_3() -> None:
    app = al_app(start=position({"aether": 5, "hand": ["cinder-hound"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        # both keys queued at once, as a fast typist's terminal sends them (pilot.press waits between keys)
        app.post_message(events.Key("p", "p"))
        app.post_message(events.Key("3", "3"))
        await until(pilot, lambda: game.match.state.sides[0].lanes[2] is not None)
        assert app.screen is game


async def test_the_chosen_card_keeps_its_lock_and_the_reason_shows_first_at_80x24() -> None:
    app = al_app(start=position({"aether": 1, "hand": ["ember-imp", "soul-siphon", "pyre-warden"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("right")
        await pilot.pause()
        hand = text_of(game.query_one(HandStrip))
        assert "▶🔒" in hand
        inspector = text_of(game.query_one(Inspector)).splitlines()
        assert any("Locked: Requires a Shadow" in line for line in inspector[:5]), inspector
        await pilot.press("right")
        await pilot.pause()
        assert "▶✗" in text_of(game.query_one(HandStrip))
        assert any("Cannot afford" in line for line in text_of(game.query_one(Inspector)).splitlines()[:5])


async def test_the_hand_keeps_its_form_as_it_shrinks() -> None:
    app = al_app(start=position({"aether": 10, "hand": ["ember-imp", "cinder-hound", "pebble-golem"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        strip = game.query_one(HandStrip)
        before = strip._grid(3) is None
        await pilot.press("1", "2")
        await until(pilot, lambda: len(game.match.state.sides[0].hand) == 1)
        assert (strip._grid(1) is None) == before


async def test_the_log_view_and_the_legend_open_by_one_key() -> None:
    app = al_app(start=summons_in_hand())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, InfoDialog))
        shown = str(app.screen._body)
        assert "The duel starts" in shown
        await pilot.press("v")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, InfoDialog))
        legend = str(app.screen._body)
        assert all(glyph in legend for glyph in ("✝", "KILL", "zzz", "🔒", "✗"))


async def test_the_footer_fits_80_columns() -> None:
    app = al_app(start=summons_in_hand())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("right", "left")  # every key of a turn in play, the card cursor included
        await pilot.pause()
        game._refresh_footer()
        await pilot.pause()
        shown = [b for b in game.active_bindings.values() if b.binding.show and b.enabled]
        width = sum(len(app.get_key_display(b.binding)) + len(b.binding.description) + 2 for b in shown)
        assert width <= 80 - len("▏^p Commands"), [b.binding.description for b in shown]


async def test_soul_below_zero_shows_as_0_with_the_overkill() -> None:
    app = al_app(start=position({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"soul": 2}))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.is_over)
        foe = game.query_one("#foe-plate", Plate)
        await until(pilot, lambda: "overkill" in text_of(foe))
        assert "♥ 0/30" in text_of(foe) and "-" not in text_of(foe).split("♥")[1].split("/")[0]


async def test_move_end_and_concede_are_not_offered_on_the_computers_turn_or_after_the_match() -> None:
    app = al_app(
        start=position({"lanes": {"aggressive": {"card": "blaze-knight"}}}, {"soul": 2}, seats=(HUMAN, HUMAN))
    )
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        if not isinstance(app.screen, BattleScreen):
            await pilot.press("enter")
            await until(pilot, lambda: app.screen is game)
        assert {"move", "end"} <= {b.id for b in game.query_one(Bar).buttons}
        assert "Concede" in text_of(game.query_one("#foe-plate"))
        game.match.state.sides[0].soul = 30
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.is_over)
        await pilot.pause()
        assert {b.id for b in game.query_one(Bar).buttons} & {"move", "end"} == set()
        assert "Concede" not in text_of(game.query_one("#foe-plate"))
        for action in ("end", "maneuver", "concede"):
            assert not game.check_action(action, ())


async def test_the_computers_turn_shows_no_move_or_end() -> None:
    # at "slow" speed the computer waits before each play: its turn can be looked at
    app = al_app(
        start=position({"aether": 0, "hand": ["cinder-hound"]}, {"hand": ["ember-imp"]}), speed="slow"
    )
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: game.match.state.to_act == 1 and not game.playing)
        await pilot.pause()
        assert {b.id for b in game.query_one(Bar).buttons} & {"move", "end"} == set()
        assert "Concede" not in text_of(game.query_one("#foe-plate"))
        assert not game.check_action("end", ()) and not game.check_action("maneuver", ())


async def test_resizing_reflows_the_log() -> None:
    app = al_app(start=summons_in_hand())
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.resize_terminal(200, 60)
        await until(pilot, lambda: not game.compact)
        log = game.query_one("#log", EventLog)
        await until(pilot, lambda: len(log.lines) > 0)
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: game.compact)
        small = game.query_one("#log-compact", EventLog)
        await until(pilot, lambda: len(small.lines) > 0)
        assert all(line.cell_length <= small.scrollable_content_region.width for line in small.lines)


async def test_the_phase_tracker_follows_the_banner_at_the_hand_over() -> None:
    app = al_app(
        start=position({"aether": 0, "lanes": {"aggressive": {"card": "cinder-hound"}}}, {}), speed="normal"
    )
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("e")
        await until(pilot, lambda: game.playing)
        last = len(game._playback) - 1
        game.hold_playback(last)
        await pilot.pause()
        banner = text_of(game.query_one("#tags"))
        bar = text_of(game.query_one(Bar))
        assert "Turn 2" in banner and "Bo" in banner, banner
        assert "Turn 2" in bar and "Bo" in bar and "[DRAW]" in bar, bar


async def test_tithe_asks_even_when_it_is_the_only_way_to_pay() -> None:
    # Ashen Zealot costs 3 with Tithe 2: with 1 Aether only "1 Aether and 2 Soul" pays for it
    app = al_app(start=position({"aether": 1, "hand": ["ashen-zealot"]}, {}))
    async with app.run_test(size=SMALL) as pilot:
        game = await opened(pilot)
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "Tithe" in str(app.screen._title) and game.match.state.sides[0].soul == 30
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        assert game.match.state.sides[0].soul == 30 and game.match.state.sides[0].lanes[0] is None
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))  # the answer goes to the dialog
        await pilot.press("2")
        await until(pilot, lambda: game.match.state.sides[0].lanes[0] is not None)
        assert game.match.state.sides[0].soul == 28


async def test_a_large_terminal_uses_the_lanes_room_for_keyword_reminders() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start
    from cardtable.ui.aether_lanes.widgets import LaneCell

    for size, shown in (((200, 60), True), ((120, 40), False)):
        app = al_app(start=showcase_start())
        async with app.run_test(size=size) as pilot:
            game = await opened(pilot)
            heron = " ".join(text_of(game.query_one("#foe-lane-0", LaneCell)).split())
            assert ("Pierce: When it attacks" in heron) is shown, (size, heron)
            dancer = " ".join(text_of(game.query_one("#my-lane-1", LaneCell)).split())
            assert ("Who Holds the Floor" in dancer) is shown, (size, dancer)  # the plan in full
