"""Pilot tests of the Lux Aeterna screen: whole matches by keys (hot-seat and against the
computer), a Prayer answered with a Prayer, auto-pass and "always ask", refusals explained,
payments and forecasts, the mouse, the footer, the palette, the layout sizes."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.session import MatchSetup
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.scenes import MIDGAME, combat, midgame
from cardtable.ui.lux_aeterna.widgets import FieldRow, LuxBar, QueuePanel, SidePanel
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.widgets.inspector import Inspector
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import (
    COMPUTER,
    HUMAN,
    la_app,
    last_message,
    opened,
    play_by_keys,
    position,
    text_of,
)


def setup(seats: tuple[Any, Any], seed: int = 7) -> MatchSetup:
    return MatchSetup("lux-aeterna", ("Ana", "Bo"), seats, seed, {"decks": ["ember-legion", "starwatch"]})


async def test_a_hot_seat_match_is_played_to_the_end_by_keys() -> None:
    app = la_app(start=setup((HUMAN, HUMAN)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        counts = await play_by_keys(pilot)
        assert isinstance(app.screen, MatchOverScreen)
        state = game.match.state
        assert state.is_over and counts["curtains"] >= state.turn - 1
        assert counts["attacks"] > 0 and counts["plays"] > 0


async def test_a_match_against_the_computer_is_played_to_the_end_by_keys() -> None:
    app = la_app(start=setup((HUMAN, COMPUTER), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        counts = await play_by_keys(pilot)
        assert isinstance(app.screen, MatchOverScreen)
        assert counts["curtains"] == 0 and game.match.state.is_over


async def test_a_prayer_answered_with_a_prayer_hands_the_keyboard_over_with_the_queue_shown() -> None:
    data = copy.deepcopy(MIDGAME)
    # Ana's Flame Duelist may still attack, so its "Flare up" can matter when the keyboard comes back
    data["sides"][0]["field"][1]["polarized"] = False
    app = la_app(start=position(data, (HUMAN, HUMAN)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("right", "enter")  # Sudden Flare
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "Sudden Flare" in app.screen._title
        await pilot.press("1")  # on Cinder Hound
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and "Which Lights" in app.screen._title)
        labels = [str(c.label) for c in app.screen.choices]
        assert any("Cinder Hound" in label for label in labels) and "(suggested)" in labels[0]
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        curtain = app.screen
        assert curtain.player_name == "Cpu"
        assert "Cpu may respond to Ana's Sudden Flare on Cinder Hound" in curtain._detail
        # Cpu has not looked yet: the scenario's opening lines come first, then the Prayer.
        assert "Since you last looked:\n" in curtain._detail
        assert "\n• Ana plays Sudden Flare targeting Cinder Hound." in curtain._detail
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        queue = game.query_one("#queue", QueuePanel)
        assert "1▲ Sudden Flare · Ana's Prayer" in text_of(queue)
        assert game.viewer == 1 and game.table().hand is not None
        await pilot.press("right", "enter")  # Frozen Moment
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press(next(c.key for c in app.screen.choices if "on Cinder Hound" in str(c.label)))
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert (
            "Ana may respond to Cpu's Frozen Moment on Cinder Hound, or pass (2 on the queue)"
            in app.screen._detail
        )
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        shown = text_of(game.query_one("#queue", QueuePanel))
        assert shown.index("Frozen Moment") < shown.index("Sudden Flare")
        assert len(game.match.state.queue) == 2


async def test_a_window_nobody_can_answer_closes_by_itself_unless_always_ask() -> None:
    for auto_pass in (True, False):
        app = la_app(start=setup((HUMAN, HUMAN)), auto_pass=auto_pass)
        async with app.run_test(size=(120, 40)) as pilot:
            game = await opened(pilot)
            await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, PickDialog))  # the offering
            await pilot.press("1")
            await until(pilot, lambda: app.screen is game and game.table().decision_kind == "priority")
            table = game.table()
            playable = [i for i, card in enumerate(table.hand or ()) if card.playable and card.type == "unit"]
            assert playable
            for _ in range(playable[0]):
                await pilot.press("right")
            await pilot.press("enter")
            await pilot.pause(0.2)
            while isinstance(app.screen, PickDialog):
                await pilot.press("enter")
                await pilot.pause(0.1)
            await until(pilot, lambda: isinstance(app.screen, CurtainScreen) or app.screen is game)
            asked = isinstance(app.screen, CurtainScreen) and "may respond" in app.screen._detail
            # Bo has no Light on turn 1, so no answer: asked only with "always ask".
            assert asked is (not auto_pass), f"auto-pass {auto_pass}"
            if auto_pass:
                assert any(e.text == "Bo passes." for e in game.match.state.log)


async def test_an_illegal_choice_is_explained_and_changes_nothing() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        before = game.match.state.to_json()
        await pilot.press("right", "right", "enter")  # Searing Bolt: no Unit with Power 2 or less
        await pilot.pause()
        assert "Searing Bolt" in last_message(app) and "target" in last_message(app)
        assert game.match.state.to_json() == before
        assert "✗ Not now" in text_of(game.query_one(Inspector))


async def test_an_accumulated_light_pays_and_the_inspector_says_which_lights_go() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        shown = text_of(game.query_one(Inspector))
        assert "Blazing Vanguard" in shown and "from Cinder Hound" in shown
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("enter")  # the suggested payment
        await until(pilot, lambda: app.screen is game and game.my_turn)
        assert "Blazing Vanguard" in text_of(game.query_one("#queue", QueuePanel))
        await pilot.press("space")  # no answer to Cpu's pass: the Vanguard resolves
        await until(pilot, lambda: app.screen is game and len(game.match.state.queue) == 0)
        hound = next(c for c in game.table().sides[1].field if c.name == "Cinder Hound")
        assert hound.lights == ()


async def test_attack_forecasts_for_each_blocker_and_undefended() -> None:
    app = la_app(start=combat())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        assert game.check_action("attack", ()) is True
        await pilot.press("up", "up")  # past the Emissary to the first Unit, as they are drawn
        assert game.zone == "mine" and game.index["mine"] == 0
        shown = game.query_one(Inspector).content.plain
        assert "Undefended: Cpu takes 1 damage." in shown
        assert (
            "If Star Sentinel (⚔3) defends against ⚔4: Star Sentinel is destroyed." in shown
        )  # Power 3 (issue 26)
        await pilot.press("a")  # the chosen Unit: its forecast is shown once more, Enter attacks
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert len(app.screen.choices) == 1 and "Undefended: Cpu takes 1 damage." in str(
            app.screen.choices[0].label
        )
        await pilot.press("enter")
        for _ in range(100):
            await pilot.pause(0.05)
            if game.match.state.attack is None:
                break
            if app.screen is game and game.my_turn:
                await pilot.press("space")  # Ana lets the attack go on
        assert game.match.state.attack is None
        assert any("Cinder Hound" in e.text and "attacks" in e.text for e in game.match.state.log)


async def test_a_defence_is_asked_with_its_forecast_in_hot_seat() -> None:
    app = la_app(start=combat((HUMAN, HUMAN)))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("1")  # Cinder Hound attacks
        curtains = []
        for _ in range(60):
            await pilot.pause(0.05)
            if isinstance(app.screen, CurtainScreen):
                curtains.append(app.screen._detail)
                await pilot.press("enter")
            elif isinstance(app.screen, PickDialog) and game.table().decision_kind == "defend":
                break
            elif isinstance(app.screen, PickDialog) and app.screen._title.startswith("Pass, and defend"):
                # the defence asked ahead with Cpu's pass (tests/ui/table/test_asking_ahead.py):
                # kept for later here, so it is asked when the attack resolves
                await pilot.press(next(c.key for c in app.screen.choices if c.id == "ask-then"))
            elif app.screen is game and game.my_turn and game.table().decision_kind == "priority":
                await pilot.press("space")  # no answer to the attack: on to the defence
        dialog = app.screen
        assert isinstance(dialog, PickDialog)
        labels = [str(c.label) for c in dialog.choices]
        assert any("Do not defend: take 1 damage" in label for label in labels)
        assert any(
            "Defend with Star Sentinel" in label and "your Unit is destroyed" in label for label in labels
        )
        # the curtain before the defence says so (the attack still waits on the queue meanwhile)
        assert curtains and curtains[-1].startswith("Cinder Hound attacks: Cpu decides how to defend.")
        soul = game.match.state.soul[1]
        await pilot.press(next(c.key for c in dialog.choices if "Do not defend" in str(c.label)))
        await until(pilot, lambda: game.match.state.soul[1] == soul - 1)


async def test_the_mouse_plays_a_card_and_passes() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await pilot.click("#hand", offset=(5, 1))
        await pilot.pause()
        assert game.zone == "hand" and game.index["hand"] == 1
        await pilot.click("#hand", offset=(5, 1))
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("escape")
        await pilot.pause()
        bar = game.query_one(LuxBar)
        assert "End Main Phase 1" in text_of(bar)
        start, end, _ = bar._hits[0]
        await pilot.click("#bar", offset=(start + 1, 0))
        await until(pilot, lambda: game.match.state.step != "main1")
        await pilot.click("#foe-panel", offset=(3, 1))
        await pilot.pause()
        assert game.zone == "foe-emissary" and "Orin" in text_of(game.query_one(Inspector))
        await pilot.click("#my-field", offset=(2, 2))
        await pilot.pause()
        assert game.zone == "mine" and "Cinder Hound" in text_of(game.query_one(Inspector))


async def test_the_footer_follows_the_legal_actions_and_the_palette_speaks_sentences() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        assert game.check_action("attack", ()) is False
        assert game.check_action("accumulate", ()) is True
        assert game.check_action("pass_", ()) is True and game.check_action("decide", ()) is False
        titles = [command.title for command in game.palette_commands()]
        assert "End Main Phase 1" in titles
        assert any(title.startswith("Play Blazing Vanguard") for title in titles)
        assert not any(title.startswith(("play ", "Play(")) for title in titles)
        assert "Concede the match" in titles


def test_the_curtain_news_are_what_both_players_may_read() -> None:
    """Both card-battle screens (Lux Aeterna and Luminous) use this one function."""
    from cardtable.engine.events import Event
    from cardtable.ui.responsive_table import news

    log = [
        Event("draw", "Bo draws Eternal Dawn.", 1, private_to=1, public_text="Bo draws a card."),
        Event("peek", "Bo looks at Ana's top card: Ember Squire.", 1, private_to=1),
        Event("pass", "Ana passes.", 0),
        Event("play", "Ana plays Sudden Flare.", 0),
    ]
    # the curtain is up while the keyboard changes hands: the one handing it over reads it too
    assert news(log, 0) == ["Bo draws a card.", "Ana plays Sudden Flare."]


def test_the_curtain_news_keep_what_happened_and_leave_out_phase_ends() -> None:
    """Played at 80x24 in hot-seat: Ana's Searing Bolt destroyed Bo's Unit in answer to Bo's
    Blessing, yet Bo's curtain showed only "…, Ana ends Combat., Ana ends Main Phase 2., Turn 4…"."""
    from cardtable.engine.events import Event
    from cardtable.ui.responsive_table import news

    log = [
        Event("play", "Ana plays Searing Bolt targeting Dawn Acolyte.", 0),
        Event("destroy", "Dawn Acolyte is destroyed.", 1),
        Event("damage", "Bo takes 1 damage.", 1),
        Event("pass", "Ana ends Combat.", 0),
        Event("pass", "Ana ends Main Phase 2.", 0),
        Event("turn", "Turn 4: Bo's turn begins.", 1),
        Event("draw", "Bo draws Eternal Dawn.", 1, private_to=1, public_text="Bo draws a card."),
    ]
    assert news(log, 0) == [
        "Ana plays Searing Bolt targeting Dawn Acolyte.",
        "Dawn Acolyte is destroyed.",
        "Bo takes 1 damage.",
        "Turn 4: Bo's turn begins.",
        "Bo draws a card.",
    ]
    drawn = [Event("draw", "Bo draws Eternal Dawn.", 1, private_to=1, public_text="Bo draws a card.")] * 3
    assert news(drawn, 0) == ["Bo draws a card. (×3)"]


async def test_two_units_of_one_name_are_told_apart_in_the_options() -> None:
    """Played: with two Blazing Vanguards on the field, "Attack with Blazing Vanguard" and "Play
    Sudden Flare on Blazing Vanguard" each came twice and nothing said which Vanguard was which."""
    from cardtable.games.lux_aeterna.scenario import from_scenario
    from cardtable.ui.lux_aeterna.scenes import MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["step"] = "combat"
    ana = data["sides"][0]
    ana["field"] = [{"card": "blazing-vanguard"}, {"card": "cinder-hound"}, {"card": "blazing-vanguard"}]
    app = la_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(choice.label) for choice in app.screen.choices]
        vanguards = [label for label in labels if label.startswith("Attack with Blazing Vanguard")]
        assert len(vanguards) == 2
        # placed among the Vanguards as the log places them, the Hound between them not counted
        assert vanguards[0].startswith("Attack with Blazing Vanguard (left, Power")
        assert vanguards[1].startswith("Attack with Blazing Vanguard (right, Power")
        hound = next(label for label in labels if label.startswith("Attack with Cinder Hound"))
        assert hound.startswith("Attack with Cinder Hound (Power")  # a name nobody shares: no place
        await pilot.press("escape")
        assert game.match.state.attack is None


def _footer_keys(app: Any) -> list[tuple[str, bool]]:
    """The keys the footer shows now: (action, enabled), left to right."""
    from textual.widgets._footer import FooterKey

    return [
        (key.action, not key._disabled)
        for key in app.screen.query(FooterKey)
        if key.display and not key.has_class("-command-palette")
    ]


def _bindings_shown(app: Any) -> list[tuple[str, bool]]:
    """What Textual's own footer would show: the active bindings marked to show, once per action."""
    shown: dict[str, bool] = {}
    for _node, binding, enabled, _tip in app.screen.active_bindings.values():
        if binding.show and binding.action not in shown:
            shown[binding.action] = enabled
    return list(shown.items())


async def test_the_footer_updates_in_place_and_shows_what_textual_would() -> None:
    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(200, 60)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and _footer_keys(app) == _bindings_shown(app))
        mounted = list(game.query("FooterKey"))
        seen = {tuple(_footer_keys(app))}
        for key in ("space", "ctrl+z", "space", "space"):  # Main 1 ends, back, then Combat ends too
            await pilot.press(key)
            await until(pilot, lambda: _footer_keys(app) == _bindings_shown(app))
            seen.add(tuple(_footer_keys(app)))
        assert len(seen) > 1  # the keys did change (Undo, Attack, Accumulate come and go)
        assert list(game.query("FooterKey")) == mounted  # ...without a single key rebuilt


async def test_concede_asks_first_then_ends_the_match() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        panel = game.query_one("#foe-panel", SidePanel)
        start, _end, key = panel._hits[-1]
        assert key == "concede"
        await pilot.click("#foe-panel", offset=(start + 1, 0))
        await pilot.pause()
        await pilot.press("escape")  # Play on
        await pilot.pause()
        assert not game.match.state.is_over
        await pilot.press("c")
        await until(pilot, lambda: type(app.screen).__name__ == "ConfirmDialog")
        await pilot.click("#confirm")  # "Concede" (Enter plays on: test_concede_under_a_dialog)
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))
        assert game.match.state.is_over


async def test_piles_are_viewed_and_the_sides_show_soul_numen_and_emissary() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        foe = text_of(game.query_one("#foe-panel", SidePanel))
        assert "✦✦✦···" in foe and "Orin" in foe and "CONNECTED" in foe
        mine = text_of(game.query_one("#my-panel", SidePanel))
        assert "Connect 2/4" in mine and "Requiem 3" in mine
        field = text_of(game.query_one("#foe-field", FieldRow))
        assert "POLARIZED" in field and "⚔5" in field  # Astral Bulwark, Power 5 (issue 26)
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("4")  # Cpu's Limbo
        await pilot.pause()
        assert "Time Warden" in str(app.screen.query_one("#pile-lines Static").render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


async def test_the_layout_fits_80x24_and_uses_200x60() -> None:
    for size, compact in (((80, 24), True), ((200, 60), False)):
        app = la_app(start=midgame())
        async with app.run_test(size=size) as pilot:
            game = await opened(pilot)
            assert game.compact is compact
            for widget_id in ("#foe-panel", "#foe-field", "#bar", "#my-field", "#my-panel", "#hand"):
                region = game.query_one(widget_id).region
                assert region.height > 0 and region.bottom <= size[1] - 1, widget_id
            assert game.has_class("-roomy") is (size == (200, 60))


async def test_a_match_started_from_a_scenario_shows_its_position_in_the_log() -> None:
    from cardtable.ui.widgets import EventLog

    start = position({"turn": 3, "sides": [{"hand": ["cinder-hound"]}, {}]})
    app = la_app(start)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        log = screen.query_one("#log", EventLog)
        await until(pilot, lambda: any("set position" in str(line.text) for line in log.lines))
        shown = " ".join(str(line.text) for line in log.lines)
        assert "turn 3, Ana's Main Phase 1" in shown and "Ana is to act." in shown


async def test_the_log_rewraps_its_lines_when_the_terminal_grows() -> None:
    """Played: 200x60, then 80x24 for a few actions, then 200x60 again: the lines logged while
    the wide log was hidden were written at its minimum width and stayed broken ("Bo does not" /
    "defend."), two or three words a line, in a 56-cell wide log."""
    from cardtable.ui.widgets import EventLog

    app = la_app(start=midgame())
    async with app.run_test(size=(200, 60)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: app.screen is game and game.my_turn)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        before = len(game.state.log)
        await pilot.press("space")  # Ana ends Main Phase 1: new lines while the wide log is hidden
        await until(pilot, lambda: len(game.state.log) > before)
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        await pilot.pause()
        log = game.query_one("#log", EventLog)
        assert log.display and log.size.width > 50
        shown = [strip.text.strip() for strip in log.lines]
        texts = [e.text_for(game.viewer) for e in game.state.log if e.visible_to(game.viewer)]
        fitting = [t for t in texts[-6:] if len(t) < log.size.width - 6]
        assert fitting and all(any(t in line for line in shown) for t in fitting), shown[-8:]


def test_a_unit_on_the_queue_says_it_enters_not_its_printed_ability() -> None:
    """Played: Bo's Lamp Bearer on the queue read "Polarize: regain 1 Light (once per turn)", as
    if resolving it would regain a Light; it only enters the Combat Zone."""
    from types import SimpleNamespace

    from cardtable.games.lux_aeterna.scenario import from_scenario
    from cardtable.ui.lux_aeterna.queue_words import queue_does
    from cardtable.ui.lux_aeterna.scenes import MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["sides"][0]["hand"] = ["lamp-bearer", "blazing-vanguard", "sudden-flare"]
    state = from_scenario(data)
    hand = state.zones.zones[0]["hand"]
    lamp, vanguard, flare = (
        next(i for i in hand if state.card_def(i).id == c) for c in data["sides"][0]["hand"]
    )

    def entry(iid: str) -> Any:
        card = state.card_def(iid)
        power = card.power if card.is_unit else None
        return SimpleNamespace(kind="card", text=card.text, source_type=card.type, source_power=power)

    assert queue_does(entry(lamp)) == "enters the Combat Zone (⚔2)"
    assert queue_does(entry(vanguard)).startswith("When it enters, deal 1 damage")
    assert queue_does(entry(flare)) == state.card_def(flare).text  # a Ritual: its text


async def test_up_and_down_move_between_the_rows_of_the_hand_at_80x24() -> None:
    from cardtable.ui.widgets.hand_strip import HandStrip

    app = la_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        count = len(game._items("hand"))
        per_row = game.query_one("#hand", HandStrip).per_row(count)
        assert per_row < count  # the hand takes more than one row at 80x24
        assert game.zone == "hand" and game.index["hand"] == 0
        await pilot.press("down")
        assert game.zone == "hand" and game.index["hand"] == per_row
        await pilot.press("down")  # no row below the last one: the cursor stays
        assert game.zone == "hand" and game.index["hand"] in (per_row, 2 * per_row)
        while game.index["hand"] >= per_row:
            await pilot.press("up")
        assert game.zone == "hand" and game.index["hand"] == 0
        await pilot.press("up")  # from the top row, Up goes on to the next zone
        assert game.zone != "hand"


async def test_up_walks_the_rows_in_the_order_they_are_drawn() -> None:
    """Issue 25 item 8: from the hand, Up reaches your Emissary (drawn just above the hand), then
    your first Unit, then the opponent's Units and Emissary; an empty row is passed over."""
    app = la_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        seen = []
        for _ in range(8):  # the hand's rows first (80x24 lays it out in several), then the table
            await pilot.press("up")
            if game.zone != "hand" and (not seen or seen[-1] != game.zone):
                seen.append(game.zone)
        rows = [zone for zone in game.ZONES[1:] if game._items(zone)]
        assert seen == rows and rows[0] == "my-emissary" and rows[1] == "mine"
        for _ in range(len(rows)):
            await pilot.press("down")
        assert game.zone == "hand"
