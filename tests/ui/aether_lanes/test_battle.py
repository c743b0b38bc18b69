"""Pilot tests of the Aether Lanes battle screen: a whole hot-seat match by keys, refusals, the
curtain, the computer, the mouse, the inspector, forecasts, Tithe, Wager, playback and Rewind."""

from __future__ import annotations

from typing import Any

from cardtable.session import MatchSetup
from cardtable.ui.aether_lanes.dialogs import FoeTurnDialog, MulliganDialog, PickDialog
from cardtable.ui.aether_lanes.learn import LearnScreen
from cardtable.ui.aether_lanes.screen import BattleScreen
from cardtable.ui.aether_lanes.widgets import Bar, HandStrip, Inspector, LaneCell, Plate, TagStrip
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.table.recap import RecapScreen
from cardtable.ui.widgets import EventLog
from tests.support.notes import record_notes
from tests.ui.aether_lanes.helpers import COMPUTER, HUMAN, al_app, last_message, opened, position, text_of
from tests.ui.helpers import result_screen, until


def hotseat_duel() -> tuple[Any, list[Any]]:
    """Ana (first) holds a card for every kind of play; Bo is at 6 Soul, so one turn can win."""
    return position(
        {
            "aether_max": 9,
            "hand": ["ember-imp", "cinder-hound", "pebble-golem", "firebrand"],
            "deck": ["blaze-knight", "kindle", "pebble-golem"],
        },
        {
            "soul": 6,
            "aether_max": 3,
            "hand": ["gale-kestrel", "storm-heron", "cyclone", "tailwind"],
            "deck": ["sparrow-scout", "pebble-golem", "gale-kestrel", "feather-sigil", "squall-lancer"],
            "lanes": {"balanced": {"card": "pebble-golem"}},
        },
        seats=(HUMAN, HUMAN),
        phase="mulligan",
        active=0,
    )


def board_text(game: BattleScreen) -> str:
    """Everything the battle screen shows outside dialogs, as plain text."""
    parts = [text_of(w) for w in game.query("LaneCell, Plate, TagStrip, Bar, HandStrip, Inspector")]
    for log in game.query(EventLog):
        parts.extend(str(line.text) for line in log.lines)
    return "\n".join(parts)


async def test_a_hot_seat_match_played_by_keys_from_mulligan_to_win() -> None:
    app = al_app(start=hotseat_duel())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
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
        ana = state.sides[0]
        assert ana.aether == 10 and [state.card_name(c) for c in ana.hand] == [
            "Ember Imp",
            "Cinder Hound",
            "Pebble Golem",
            "Firebrand",
            "Blaze Knight",
        ]

        await pilot.press("1")  # Ember Imp (Vanguard) into Aggressive
        await pilot.press("2")  # Cinder Hound, now first in hand, into Balanced
        await pilot.press("m", "2", "3")  # Maneuver the hound to Defensive
        await pilot.press("3")  # Pebble Golem onto the hound: an Eclipse
        await pilot.pause()
        lanes = [None if u is None else state.card_name(u.iid) for u in ana.lanes]
        assert lanes == ["Ember Imp", None, "Pebble Golem"]
        assert state.card_name(ana.lanes[2].buried.iid) == "Cinder Hound" and ana.lanes[2].buried.moved
        assert "▾ ▲Fi Hound 3/1/3" in text_of(game.query_one("#my-lane-2", LaneCell))  # a word dropped

        await pilot.press("p")  # Firebrand asks for its target
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PickDialog)
        assert [str(c.label) for c in dialog.choices] == [
            "Bo's Balanced: Pebble Golem (ATK 1 DEF 2 HP 2/2)",
            "Bo (Soul 6)",
        ]
        await pilot.press("2")
        await pilot.pause()
        assert state.sides[1].soul == 2 and ana.aether == 10 - 1 - 2 - 1 - 1 - 4
        assert "End −3 SP LETHAL" in text_of(game.query_one(Bar))  # the imp: 2 Attack +1 lane, lane empty

        await pilot.press("e")  # right after the target dialog closed, e asks first (if within its grace)
        await until(pilot, lambda: isinstance(app.screen, PickDialog) or state.is_over)
        if not state.is_over:
            await pilot.press("e")
        await until(pilot, lambda: state.is_over)
        assert state.is_over and state.outcome.winners == (0,)
        assert "Ember Imp hits Bo directly for 3." in [e.text for e in state.log]
        await result_screen(pilot)


async def test_the_curtain_hides_every_hand_until_the_next_player_is_ready() -> None:
    app = al_app(start=hotseat_duel())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen_stack[-2]
        assert isinstance(app.screen, CurtainScreen) and isinstance(game, BattleScreen)
        state = game.match.state
        names = {state.card_name(c) for side in state.sides for c in side.hand}
        shown = board_text(game)
        assert game.viewer is None and "Hand hidden (4 cards)" in shown
        assert not any(name in shown for name in names - {"Pebble Golem"})  # Bo has one on the board
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MulliganDialog))
        await pilot.press("k")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_name == "Bo"
        shown = board_text(game)
        assert "Firebrand" not in shown and "Gale Kestrel" not in shown


async def test_refused_actions_show_the_reason_and_change_nothing() -> None:
    start = position(
        {
            "aether": 3,
            "aether_max": 5,
            "hand": ["firebrand", "dark-pact", "emberheart-sigil", "ember-imp"],
            "lanes": {
                "aggressive": {"card": "blaze-knight", "sigils": ["emberheart-sigil", "emberheart-sigil"]},
                "balanced": {"card": "cinder-hound", "buried": {"card": "ember-imp"}},
                "defensive": {"card": "pyre-warden", "moved": True},
            },
        },
        {},
    )
    app = al_app(start=start)
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        assert isinstance(game, BattleScreen)
        before = game.match.state.to_json()
        cases = [
            (("p",), "Firebrand costs 4 Aether; you have 3"),  # not enough Aether
            (("right", "p"), "Requires a Shadow Summon on your field"),  # gated
            (("right", "1"), "Blaze Knight already carries 2 Sigils"),  # a third Sigil
            (("right", "2"), "the Balanced lane is already stacked 2 deep"),  # a third Eclipse level
            (("m", "3", "1"), "Pyre Warden has already moved this turn"),  # a second Maneuver
        ]
        # Every message is kept: after a few refusals on a loaded machine the earlier toasts had
        # timed out and the new one was not in yet (last_message read "").
        messages = record_notes(app)
        for keys, reason in cases:
            told = len(messages)
            await pilot.press(*keys)
            await until(pilot, lambda: len(messages) > told)  # noqa: B023
            assert messages[-1] == reason
            assert game.match.state.to_json() == before and game.match.state.history == []
        assert isinstance(app.screen, BattleScreen)


async def test_a_match_against_the_computer_advances() -> None:
    setup = MatchSetup(
        "aether-lanes",
        ("Ana", "Cpu"),
        (HUMAN, COMPUTER),
        11,
        {"variant": "standard", "decks": ["ashen-vow", "birdwell"]},
    )
    app = al_app(start=setup)
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen_stack[1]
        assert isinstance(game, BattleScreen)
        for _ in range(60):
            if game.match.state.turn >= 5:
                break
            if isinstance(app.screen, MulliganDialog):
                await pilot.press("k")
            elif isinstance(app.screen, RecapScreen):  # the computer's turn, until dismissed
                await pilot.press("enter")
            elif isinstance(app.screen, PickDialog) and "End the turn" in str(app.screen._title):
                await pilot.press("e")
            elif game.my_turn and app.screen is game:
                await pilot.press("e")
            await pilot.pause(0.05)
        while isinstance(app.screen, RecapScreen):
            await pilot.press("enter")
            await pilot.pause()
        state = game.match.state
        assert state.turn >= 5 and game.viewer == 0
        assert not isinstance(app.screen, CurtainScreen)
        assert any(e.text.startswith("Cpu ") and e.kind in ("end", "play") for e in state.log)
        assert "Foe's turn" in text_of(game.query_one(Bar))
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FoeTurnDialog)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


async def test_the_mouse_summons_casts_at_a_target_and_ends_the_turn() -> None:
    start = position(
        {
            "aether": 10,
            "aether_max": 10,
            "hand": ["cinder-hound", "firebrand"],
            "lanes": {"aggressive": {"card": "ember-imp"}},
        },
        {"soul": 20, "lanes": {"balanced": {"card": "storm-heron"}}},
    )
    app = al_app(start=start)
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        state = game.match.state
        hand = game.query_one(HandStrip)
        boxes = hand._boxes(2)
        assert boxes is not None
        slot = boxes[1]
        await pilot.click("#hand", offset=(2, 2))  # choose Cinder Hound
        await pilot.click("#my-lane-2")  # ...and put it in Defensive
        await pilot.pause()
        assert state.card_name(state.sides[0].lanes[2].iid) == "Cinder Hound"
        await pilot.click("#hand", offset=(2, 2))  # Firebrand is now the first card
        await pilot.click("#foe-lane-1")  # at the Storm Heron (4 Health)
        await pilot.pause()
        assert state.sides[1].lanes[1] is None and state.sides[0].hand == []
        assert "Storm Heron is destroyed and goes to the discard pile." in [e.text for e in state.log]
        assert slot >= 8
        bar = game.query_one(Bar)
        move_x = next(x for x, _end, key in bar._hits if key == "move")
        await pilot.click("#bar", offset=(move_x + 1, 0))  # Move, then the imp's lane, then where it goes
        await pilot.click("#my-lane-0")
        await pilot.click("#my-lane-1")
        await pilot.pause()
        assert state.sides[0].lanes[0] is None and state.card_name(state.sides[0].lanes[1].iid) == "Ember Imp"
        start_x = next(x for x, _end, key in bar._hits if key == "end")
        await pilot.click("#bar", offset=(start_x + 1, 0))
        await pilot.pause()
        assert "Ana ends the turn." in [e.text for e in state.log]
        assert state.turn == 3 and state.active == 0  # the computer played its turn at once


async def test_the_inspector_shows_live_stats_with_their_sources() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start

    app = al_app(start=showcase_start())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        inspector = game.query_one(Inspector)
        assert "Cinder Hound" in text_of(inspector) and "Fire Summon, cost 2" in text_of(inspector)
        await pilot.press("i")
        await pilot.pause()
        plain = " ".join(" ".join(str(line) for line in inspector._lines()).split())
        assert "ATK 9, base 5, +1 lane, +2 Emberheart Sigil, +1 Vow of Cinders" in plain
        assert "✦ Sigil Emberheart Sigil: The bound unit has +2 Attack." in plain
        await pilot.press("right")
        await pilot.pause()
        plain = " ".join(" ".join(str(line) for line in inspector._lines()).split())
        assert "▾ Buried beneath:" in plain and "Cinder Hound" in plain
        assert "Crest" in plain and "Glide" in plain


async def test_kill_badges_and_the_end_button_follow_the_forecast() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start

    app = al_app(start=showcase_start())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        assert "KILL" in text_of(game.query_one("#my-lane-0", LaneCell))
        assert "⚔ 9 → Storm Heron ✝" in text_of(game.query_one("#my-lane-0", LaneCell))
        # the name shortened with intent, never cut mid-word ("Biscui…" before)
        assert "⚔ pulled: 2 → Bisc." in text_of(game.query_one("#my-lane-1", LaneCell))
        assert "✝" in text_of(game.query_one("#foe-lane-0", LaneCell))
        assert "KILL" not in text_of(game.query_one("#my-lane-1", LaneCell))
        assert "zzz" in text_of(game.query_one("#my-lane-2", LaneCell))
        assert "End −0 SP" in text_of(game.query_one(Bar))  # the only unblocked attack hits Biscuit
        assert "Decree: Open Skies" in text_of(game.query_one("#foe-plate", Plate))
        assert "Decree: Vow of Cinders" in text_of(game.query_one("#my-plate", Plate))
        hand = text_of(game.query_one(HandStrip))
        assert "🔒 Dark P" in hand and "✗ Canyon" in hand


async def test_tithe_and_wager_are_asked_before_the_card_is_played() -> None:
    start = position(
        {
            "soul": 20,
            "aether": 4,
            "aether_max": 4,
            "hand": ["ashen-zealot", "gambit-paladin"],
            "lanes": {"aggressive": {"card": "ember-imp"}},
        },
        {},
    )
    app = al_app(start=start)
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        state = game.match.state
        # Each key waits for the screen it is meant for: a key sent before the dialog is on top
        # goes to the battle screen instead (it happened on a loaded machine).
        await pilot.press("2")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert (
            isinstance(dialog, PickDialog) and dialog.choices[2].label == "1 Aether and 2 Soul (Soul 20 → 18)"
        )
        await pilot.press("2")
        await until(pilot, lambda: app.screen is game)
        assert (state.sides[0].soul, state.sides[0].aether) == (18, 3)
        game.match.state.sides[0].aether = 5  # room for the Paladin too (a test shortcut)
        game._table = None  # (the shortcut changes no log: the faces must be built again)
        await pilot.press("3")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert isinstance(dialog, PickDialog) and "Chances: low 2/6, middle 2/6, high 2/6." in str(
            dialog._text
        )
        await pilot.press("n")  # not now: nothing happens
        await until(pilot, lambda: app.screen is game)
        assert state.sides[0].lanes[2] is None
        await pilot.press("3")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("r")
        await until(pilot, lambda: state.sides[0].lanes[2] is not None)
        assert state.card_name(state.sides[0].lanes[2].iid) == "Gambit Paladin"
        assert "rolls" in last_message(app)


def one_fight() -> tuple[Any, list[Any]]:
    """Ana's Blaze Knight faces Bo's Storm Heron; her Cinder Hound faces an empty lane."""
    return position(
        {"lanes": {"aggressive": {"card": "blaze-knight"}, "balanced": {"card": "cinder-hound"}}},
        {"soul": 20, "lanes": {"aggressive": {"card": "storm-heron"}}},
        seats=(HUMAN, HUMAN),
    )


async def test_combat_plays_back_lane_by_lane_and_rewind_shows_it_again() -> None:
    app = al_app(start=one_fight())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("enter")  # the curtain for Ana
        await pilot.pause()
        game = app.screen
        assert isinstance(game, BattleScreen)
        game.speed = "1x"
        await pilot.press("e")
        assert game.playing
        game.hold_playback(1)
        await pilot.pause()
        banner = text_of(game.query_one(TagStrip))
        assert banner.startswith("⚔ Blaze Knight strikes Storm Heron for 6 (Attack 6, x1.25 = 8")
        assert game.query_one("#my-lane-0", LaneCell).mark == "fight"
        assert game.query_one("#foe-lane-0", LaneCell).mark == "fight"
        assert game.query_one("#foe-lane-0", LaneCell).face is None  # destroyed in this step
        game.hold_playback(2)
        await pilot.pause()
        assert "Cinder Hound hits Bo directly for 3" in text_of(game.query_one(TagStrip))
        assert (
            "Soul 17" in text_of(game.query_one(TagStrip))
            or game.query_one("#foe-plate", Plate).face.soul == 17
        )
        await pilot.press("space")  # skip to the end: then the curtain for Bo
        await pilot.pause()
        assert not game.playing and isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "⟲ R1" in text_of(game.query_one(Bar))
        await pilot.press("r")
        assert game.playing
        game.hold_playback(1)
        await pilot.pause()
        assert text_of(game.query_one(TagStrip)).startswith("⚔ Blaze Knight strikes Storm Heron")
        await pilot.press("space")
        await pilot.pause()
        assert not game.playing and game.viewer == 1


async def test_concede_asks_first_then_ends_the_match() -> None:
    app = al_app(start=position({"hand": ["ember-imp"]}, {}))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "How to play" in " ".join(str(c.label) for c in app.screen.choices)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game and not game.match.state.is_over
        # the answer key is sent once the dialog is on top (sent at once, a loaded machine may
        # still route it to the battle screen)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("enter")  # Enter picks the focused answer: Play on
        await until(pilot, lambda: app.screen is game)
        assert not game.match.state.is_over
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("?")  # How to play opens the rules
        await until(pilot, lambda: type(app.screen).__name__ != "PickDialog" and app.screen is not game)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("y")
        await until(pilot, lambda: game.match.state.is_over)
        state = game.match.state
        assert state.is_over and state.outcome.winners == (1,)
        await result_screen(pilot)


async def test_learn_opens_from_the_battle_and_escape_returns() -> None:
    app = al_app(start=position({"hand": ["ember-imp"]}, {}))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        game = app.screen
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LearnScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


async def test_the_layout_adapts_from_80x24_to_200x60() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start

    app = al_app(start=showcase_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        game = app.screen
        assert game.has_class("-compact") and not game.has_class("-roomy")
        for selector in (
            "#foe-plate",
            "#foe-lane-2",
            "#tags",
            "#my-lane-0",
            "#bar",
            "#hand",
            "#my-plate",
            "#inspector",
            "#log-compact",
        ):
            region = game.query_one(selector).region
            assert region.width > 0 and region.height > 0 and region.bottom <= 23, selector
        assert "▶" in text_of(game.query_one(HandStrip))  # one line per card in a grid
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert game.has_class("-roomy") and not game.has_class("-compact")
        assert game.query_one("#log").region.height > 20
        assert "A lance of living flame." in text_of(game.query_one("#my-lane-0", LaneCell))


async def test_colour_blind_mode_keeps_every_signal_in_letters_and_shapes() -> None:
    from cardtable.ui.aether_lanes.scenes import showcase_start

    for colour_blind in (False, True):
        app = al_app(start=showcase_start(), colour_blind=colour_blind)
        async with app.run_test(size=(120, 40)) as pilot:
            game = await opened(pilot)
            cell = game.query_one("#my-lane-0", LaneCell)
            row = cell.rows(cell.content_size.width, cell.content_size.height)[0]
            badge = next(seg for seg in row if "Fi" in seg.text)
            assert badge.text == "▲Fi"
            assert (badge.style.color is None) == colour_blind
            assert "KILL" in text_of(cell)


async def test_rewind_after_a_resume_shows_the_board_as_it_was_before_the_fight(monkeypatch) -> None:
    from cardtable.ui.aether_lanes import glyphs
    from cardtable.ui.menu import MenuScreen
    from tests.ui.helpers import until

    # however slow this machine is, the rewound playback must not run off before it is held
    monkeypatch.setitem(glyphs.STEP_SECONDS, "1x", 60.0)
    first = al_app(start=one_fight())
    async with first.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.press("enter")  # the curtain for Ana
        await until(pilot, lambda: first.screen is game and game.viewer == 0)
        await pilot.press("e")  # the fight, at instant speed
        await until(pilot, lambda: game.match.state.sides[1].soul == 17)
    second = al_app()
    async with second.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(second.screen, MenuScreen))
        await pilot.press("c")  # Continue the last match: a curtain for Bo first
        game = await opened(pilot)
        await pilot.press("enter")
        await until(pilot, lambda: second.screen is game and game.viewer == 1)
        assert game.viewer == 1  # Bo's turn: his plate is the bottom one
        assert "⟲ R1" in text_of(game.query_one(Bar))
        game.speed = "1x"
        await pilot.press("r")
        await until(pilot, lambda: game.playing)
        game.hold_playback(1)
        await until(pilot, lambda: text_of(game.query_one(TagStrip)).startswith("⚔ Blaze Knight"))
        assert text_of(game.query_one(TagStrip)).startswith("⚔ Blaze Knight strikes Storm Heron")
        # The board of the fight, not today's: Bo still at 20 Soul before the Hound's hit.
        assert game.query_one("#my-plate", Plate).face.soul == 20
        game.hold_playback(2)
        await until(pilot, lambda: game.query_one("#my-plate", Plate).face.soul == 17)
        await pilot.press("space")
        await until(pilot, lambda: not game.playing)
        assert not game.playing and game.query_one("#my-plate", Plate).face.soul == 17
