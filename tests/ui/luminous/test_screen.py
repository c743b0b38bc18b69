"""Pilot tests of the Luminous screen: whole matches by keys (hot-seat and against the computer),
the dialogs (blockers with a forecast, damage split, trigger order, payment, mulligan), refusals
explained, the pass meaning, the palette's sentences, the mouse, stops and Learn."""

from __future__ import annotations

import copy
from typing import Any

from textual.widgets import Static

from cardtable.session import MatchSetup
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.dialogs import SplitDialog
from cardtable.ui.luminous.screen import LuminousScreen
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.luminous.helpers import waits
from tests.ui.helpers import until
from tests.ui.luminous.helpers import (
    COMPUTER,
    HUMAN,
    attack_dialog,
    last_message,
    lum_app,
    opened,
    play_by_keys,
)
from tests.ui.table.test_asking_ahead import curtains, handoffs_by_the_bench_rule

__all__ = ["curtains"]  # the fixture, used by name


def _screen(app: Any) -> LuminousScreen:
    return next(s for s in app.screen_stack if isinstance(s, LuminousScreen))


async def test_a_whole_hot_seat_match_by_keys(curtains: list[str]) -> None:
    setup = MatchSetup("luminous", ("Ana", "Bo"), (HUMAN, HUMAN), 21, {"decks": ["silgar", "rya-jin"]})
    app = lum_app(start=setup)
    async with app.run_test(size=(120, 40)) as pilot:
        counts = await play_by_keys(pilot)
        state = _screen(app).match.state
        assert state.is_over
        assert counts["curtains"] >= 4, counts
        # bench/bench_handoffs.py counts what a person sees: every curtain but the first (the
        # match starts behind one) is a hand-off by its rule, and it finds none without a curtain
        assert len(curtains) - 1 == handoffs_by_the_bench_rule(_screen(app).match) > 10
        assert counts["attacks"] > 0 and counts["orbs"] > 0, counts
        assert isinstance(app.screen, MatchOverScreen)


async def test_a_whole_match_against_the_strong_computer_by_keys() -> None:
    from cardtable.engine.record import SeatInfo

    strong = SeatInfo(kind="computer", bot="strong")
    setup = MatchSetup("luminous", ("Ana", "Cpu"), (HUMAN, strong), 8, {"decks": ["jeddos", "silgar"]})
    app = lum_app(start=setup)
    async with app.run_test(size=(80, 24)) as pilot:
        counts = await play_by_keys(pilot)
        assert counts["curtains"] == 0, counts
        assert _screen(app).match.state.is_over


async def test_the_damage_split_dialog_deals_what_is_chosen() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        assert "Blocked by Trail Guide" in screen._part("combat").plain_text
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        dialog = app.screen
        assert isinstance(dialog, SplitDialog)
        assert dialog.total == 4 and sum(dialog.split) == 4
        await pilot.press("left")
        await pilot.press("enter")  # one point unassigned: refused, the dialog stays
        await pilot.pause()
        assert app.screen is dialog
        while dialog.split[0] > 1:
            await pilot.press("left")
        await pilot.press("down")
        while dialog.left:
            await pilot.press("right")
        assert dialog.split == [1, 3]
        await pilot.press("enter")
        state = screen.match.state
        await until(pilot, lambda: state.combat is None and not isinstance(app.screen, SplitDialog))
        # Hedge Tinker took 3 (lethal 2): Overwhelm sends 1 on to Jeddos (12 -> 11)
        assert state.sides[1].life == 11
        assert any("splits the damage 1 to Trail Guide, 3 to Hedge Tinker" in e.text for e in state.log)


def _attacked() -> Any:
    """Cpu's Silgar's Elite attacks Ana's Favored; Ana may block with two ready units."""
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(scenes.MIDGAME)
    data["active"] = 1
    data["attacks"] = 1
    ana, cpu = data["sides"]
    data["sides"] = [cpu | {"favored": "jeddos"}, ana | {"favored": "silgar"}]
    data["sides"][0]["units"] = [{"card": "trail-guide"}, {"card": "ancients-servant"}]
    data["sides"][0]["hand"] = ["hedge-tinker"]
    data["sides"][1]["units"] = [{"card": "silgars-elite", "expended": True}]
    data["combat"] = {"attacker": 0, "target": "favored"}
    data["players"] = ["Ana", "Cpu"]
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_the_block_dialog_shows_a_forecast_and_blocks() -> None:
    app = lum_app(start=_attacked())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        assert screen.table().my_decision
        assert "Block" in screen._part("combat").plain_text
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        dialog = app.screen
        assert isinstance(dialog, MultiPickDialog)
        await pilot.press("1")
        await pilot.press("2")
        await pilot.pause()
        note = str(dialog.query_one("#multi-note").render())
        assert "Block with Trail Guide, Ancient's Servant" in note and "No block" in note
        await pilot.press("enter")
        state = screen.match.state
        await until(pilot, lambda: state.combat is None or len(state.combat.blockers) == 2)
        assert any("blocks with Trail Guide, Ancient's Servant" in e.text for e in state.log)


async def test_two_triggers_whose_order_matters_ask_for_it() -> None:
    app = lum_app(start=scenes.trigger_order())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("enter")  # Velna, on the computer's turn
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        if not app.screen._title.startswith("Your triggers"):  # Velna's relic to void first
            await pilot.press(app.screen.choices[0].key)
            await until(pilot, lambda: isinstance(app.screen, PickDialog) and "triggers" in app.screen._title)
        dialog = app.screen
        assert isinstance(dialog, PickDialog)
        assert dialog._title.startswith("Your triggers")
        labels = [str(c.label) for c in dialog.choices]
        assert any("Kamarua's Gospel" in label for label in labels)
        assert any("Rya Jin" in label for label in labels)
        velna = next(c for c in dialog.choices if "Velna" in str(c.label))
        await pilot.press(velna.key)
        state = screen.match.state
        await until(pilot, lambda: sum(e.kind == "trigger" for e in state.log) >= 3)
        await pilot.pause()
        assert not isinstance(app.screen, PickDialog)  # the other two only subtract: no second question
        resolved = [e.text for e in state.log if e.kind == "trigger"]
        assert resolved[0].startswith("Velna")


async def test_two_triggers_whose_order_cannot_matter_resolve_without_a_dialog() -> None:
    app = lum_app(start=scenes.settled_triggers())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        await pilot.press("enter")  # Reliquary Tome: its Arrive and Jeddos's relic trigger
        await until(pilot, lambda: sum(e.kind == "trigger" for e in state.log) == 2)
        await pilot.pause()
        assert not isinstance(app.screen, PickDialog)
        resolved = [e.text for e in state.log if e.kind == "trigger"]
        assert resolved[0].startswith("Reliquary Tome") and resolved[1].startswith("Jeddos")
        assert [r.durability for r in state.sides[0].relics] == [3, 3]  # the Garden and the Tome


async def test_an_unplayable_card_says_why() -> None:
    app = lum_app(start=scenes.settled_triggers())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("up", "up", "up")  # the foe's units
        await pilot.press("enter")
        await pilot.pause()
        assert "belongs to Cpu" in last_message(app)
        assert screen.zone == "foe-units"


async def test_the_bar_says_what_passing_does() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        bar = screen.query_one("#bar").plain_text
        assert "Ana holds priority · pass: priority goes to the other player" in bar
        assert "MAIN" in bar
    from cardtable.games.luminous.scenario import from_scenario

    passed = from_scenario({**scenes.MIDGAME, "passes": 1}), [HUMAN, COMPUTER]
    app = lum_app(start=passed)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        assert "Ana holds priority · pass: Main phase ends" in screen.query_one("#bar").plain_text


async def test_the_attack_dialog_forecasts_each_block() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await attack_dialog(pilot)
        labels = " ".join(str(c.label) for c in app.screen.choices)  # type: ignore[attr-defined]
        assert "Attack Glass Garden with Silgar's Elite" in labels  # Barrier: the relic first
        assert "Not blocked:" in labels and "Blocked by Ancient's Servant" in labels
        assert "Attack Jeddos" not in labels


async def test_the_palette_lists_sentences() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        titles = [title for title, _, _ in screen.palette_actions()]
        assert "Play a Luminous Bloom (one essence of any colour when sacrificed)" in titles
        assert any(t.startswith("Pivot: return a ready Crimson orb") for t in titles)
        assert any(t.startswith("Play Take Flight (fast) on ") for t in titles)
        assert "Concede the match" in titles


async def test_a_double_click_plays_a_card_and_shows_the_payment() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        strip = screen.query_one("#hand")
        assert "Pays:" in screen.query_one("#inspector").plain_text  # Xanthe Raider, chosen at the start
        await pilot.click(strip, offset=(2, 1))  # a first click only chooses it (playtest25-la)
        await pilot.pause(0.2)
        assert not any(t.card.id == "xanthe-raider" for t in screen.match.state.sides[0].units)
        await pilot.click(strip, offset=(2, 1))
        # the second click plays it; Xanthe Raider costs 2 and every way to pay comes to the same,
        # so no payment dialog (tests/ui/luminous/test_payments.py)
        state = screen.match.state
        await until(pilot, lambda: any(t.card.id == "xanthe-raider" for t in state.sides[0].units))


async def test_the_mulligan_puts_cards_back() -> None:
    setup = MatchSetup("luminous", ("Ana", "Cpu"), (HUMAN, COMPUTER), 3, {"decks": ["silgar", "jeddos"]})
    app = lum_app(start=setup)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        if waits(state) != ("mulligan", 0):
            await until(pilot, lambda: waits(state) == ("mulligan", 0))
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        dialog = app.screen
        assert isinstance(dialog, MultiPickDialog)
        limit = dialog.limit
        for choice in dialog.choices[:limit]:
            await pilot.press(choice.key)
        await pilot.press(dialog.choices[-1].key)  # one more than allowed: refused
        assert len(dialog.picked) == limit
        await pilot.press("enter")
        await until(pilot, lambda: any(e.kind == "mulligan" and "Ana" in e.text for e in state.log))
        cards = "a card" if limit == 1 else f"{limit} cards"
        assert any(f"puts {cards} on the bottom" in e.text for e in state.log)


async def test_stops_are_each_seats_own_and_are_kept_for_its_name() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        name = game.state.players[game.viewer]
        other = game.state.players[1 - game.viewer]
        assert game.seat_stops()[game.viewer] == SeatStops()  # by default: asked when it can answer
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        assert "remembered for your name" in str(app.screen.query_one(".dialog-text", Static).render())
        await pilot.press("2")  # only at my stops, whatever my hand
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        dialog = app.screen
        assert isinstance(dialog, MultiPickDialog)
        assert set(dialog.picked) == {"my-combat", "attacked", "foe-main-end"}  # the usual set offered
        await pilot.press("3")  # foe-main on
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is game)
        chosen = SeatStops(True, frozenset({"my-combat", "attacked", "foe-main", "foe-main-end"}))
        assert game.seat_stops()[game.viewer] == chosen
        assert game.seat_stops()[1 - game.viewer] == SeatStops()  # the other seat's stays its own
        assert app.settings.seat_stops == {f"luminous:{name.casefold()}": chosen.encode()}
        assert other.casefold() not in "".join(app.settings.seat_stops)


async def test_a_seat_chooses_to_be_asked_for_cards_and_blocks_only() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert isinstance(dialog, PickDialog)
        assert [c.key for c in dialog.choices] == ["1", "2", "3"]
        assert "not for abilities alone" in dialog.choices[2].label
        await pilot.press("3")
        await until(pilot, lambda: app.screen is game)
        assert game.seat_stops()[game.viewer] == SeatStops(cards_only=True)
        assert "asked when a card can be played" in " ".join(str(n.message) for n in app._notifications)


async def test_learn_lists_every_glossary_keyword() -> None:
    from cardtable.games.luminous.catalog import load_catalog

    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("l")
        await until(pilot, lambda: app.screen.__class__.__name__ == "LearnScreen")
        await pilot.press("k")
        await pilot.pause()
        shown = str(app.screen.query_one("#keyword-list").render())
        for keyword in load_catalog().keywords.values():
            assert keyword.name in shown


async def test_the_piles_are_viewable() -> None:
    from cardtable.ui.widgets.pile_dialog import PileDialog

    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        void = next(c for c in app.screen.choices if "Cpu's Void" in str(c.label))  # type: ignore[attr-defined]
        await pilot.press(void.key)
        await until(pilot, lambda: isinstance(app.screen, PileDialog))
        assert "Cataclysmic Echo" in str(app.screen.query_one("#pile-lines Static").render())


async def test_f_shows_both_favored_and_their_abilities() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("f")
        await pilot.pause()
        shown = screen.query_one("#inspector").plain_text
        assert "Silgar, Apex Predator" in shown and "Jeddos, Brother of the Road" in shown
        assert "second attacker" in shown  # Silgar's ability text


async def test_undo_takes_back_an_orb_and_the_match_resumes_from_its_save() -> None:
    from cardtable.ui.menu import MenuScreen

    setup = MatchSetup("luminous", ("Ana", "Cpu"), (HUMAN, COMPUTER), 5, {"decks": ["rya-jin", "jeddos"]})
    app = lum_app(start=setup)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog) or state.step == "main")
        if isinstance(app.screen, MultiPickDialog):
            await pilot.press("enter")
        await until(
            pilot, lambda: waits(screen.match.state) == ("priority", 0) and screen.table().my_decision
        )
        if app.screen is not screen:  # the recap of the computer's first turn, until dismissed
            await pilot.press("enter")
            await until(pilot, lambda: app.screen is screen)
        orbs = len(screen.match.state.sides[0].orbs)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("1")
        await until(pilot, lambda: len(screen.match.state.sides[0].orbs) == orbs + 1)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: len(screen.match.state.sides[0].orbs) == orbs)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        await pilot.press("2")
        await until(pilot, lambda: len(screen.match.state.sides[0].orbs) == orbs + 1)
        history = len(screen.match.state.history)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.continue_last()
        await until(pilot, lambda: isinstance(app.screen, LuminousScreen))
        again = app.screen
        assert isinstance(again, LuminousScreen)
        assert len(again.match.state.history) == history
        assert len(again.match.state.sides[0].orbs) == orbs + 1


async def test_a_pivot_swaps_a_ready_orb_for_another_colour() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        choices = app.screen.choices  # type: ignore[attr-defined]
        labels = [str(c.label) for c in choices]
        assert len(labels) == len(set(labels)), "one Pivot per colour pair"
        pivot = next(
            c for c in choices if "return a ready Azure orb to the pile, play an Amber" in str(c.label)
        )
        await pilot.press(pivot.key)
        state = screen.match.state
        await until(pilot, lambda: state.sides[0].orb_played)
        colours = sorted(o[1] for o in state.sides[0].orbs)
        assert colours == ["amber", "amber", "crimson", "crimson", "crimson", "crimson"]


async def test_the_damage_split_works_with_the_mouse() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        dialog = app.screen
        assert isinstance(dialog, SplitDialog)
        before = list(dialog.split)
        await pilot.click("#split-rows", offset=(3, 0))  # [-] on the first blocker
        assert dialog.split[0] == before[0] - 1 and dialog.left == 1
        await pilot.click("#split-rows", offset=(10, 1))  # [+] on the second
        assert dialog.split == [before[0] - 1, before[1] + 1] and dialog.left == 0


async def test_the_palette_lists_actions_worded_alike_once() -> None:
    """Issue 25 item 16: two copies of a card gave two identical lines (the same Discard, the same
    Pivot): the palette shows each sentence once."""
    from cardtable.engine import new_game
    from cardtable.engine.rng import Rng
    from cardtable.games.luminous.api import describe_action

    state = new_game("luminous", ["Ana", "Bo"], 0)
    rng = Rng(0)
    for _ in range(18):  # a random game reaches a discard with two copies of a card in hand
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    words = [describe_action(state, a) for a in state.legal_actions()]
    assert len(set(words)) < len(words)
    app = lum_app(start=(state, [HUMAN, HUMAN]))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        titles = [title for title, _, _ in screen.palette_actions()]
        assert sorted(titles) == sorted(set(words))


async def test_a_double_space_that_ends_the_others_turn_does_not_pass_the_next_one() -> None:
    """Play-test: Bo passed in his Main, Ana held priority and double-tapped Space; the first ended
    turn 9 and turn 10 was hers at once (no curtain between); the second passed her whole turn."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.dialogs import CurtainScreen

    data = copy.deepcopy(scenes.MIDGAME)
    data.update(active=1, priority=0, passes=1)
    state = from_scenario(data)
    app = lum_app(start=(state, [HUMAN, HUMAN]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.state.to_act == 0)
        assert game.state.turn == 9 and game.state.active == 1
        await pilot.press("space", "space")
        await until(pilot, lambda: game.state.turn == 10)
        await pilot.pause()
        assert game.state.active == 0 and game.state.to_act == 0  # still Ana's Main of turn 10
        assert "Not passed" in [n.title for n in app._notifications]


async def test_undo_does_not_take_back_a_pass_that_drew_her_next_cards() -> None:
    """Play-test: Ana's pass in Bo's Main ended his turn and began hers with a draw; Ctrl+Z took
    the pass back, and Ana knew her next card while deciding in Bo's turn (never past a reveal)."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.dialogs import CurtainScreen

    data = copy.deepcopy(scenes.MIDGAME)
    data.update(active=1, priority=0, passes=1)
    app = lum_app(start=(from_scenario(data), [HUMAN, HUMAN]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.state.to_act == 0)
        hand = len(game.state.sides[0].hand)
        await pilot.press("space")
        await until(pilot, lambda: game.state.turn == 10 and game.state.to_act == 0)
        assert len(game.state.sides[0].hand) == hand + 1  # she drew for her turn
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert game.state.turn == 10 and len(game.state.sides[0].hand) == hand + 1  # nothing undone
        assert "revealed a card" in last_message(app)


async def test_conceding_from_the_palette_asks_first() -> None:
    """Play-test: Ctrl+P, "Concede the match" gave up at once, though the legend says it asks."""
    from textual.command import CommandPalette

    from cardtable.ui.dialogs import ConfirmDialog

    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press(*"concede")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert not game.state.is_over
        await pilot.press("escape")  # Play on
        await until(pilot, lambda: app.screen is game)
        assert not game.state.is_over


async def test_the_result_at_80x24_shows_both_life_charts_without_scrolling() -> None:
    """Play-test: the second player's life chart was under the buttons (the body scrolled)."""
    from cardtable.ui.match_over import MatchOverScreen

    app = lum_app(start=scenes.lethal())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        game.act(next(a for a in game._legal if a.KIND == "attack"))
        for _ in range(20):
            if isinstance(app.screen, MatchOverScreen):
                break
            await pilot.pause(0.1)
            passes = [a for a in game._legal if a.KIND == "pass"]
            if passes and game.my_turn and app.screen is game:
                game.act(passes[0])
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))
        await pilot.pause(0.3)
        body = app.screen.query_one("#match-over-body")
        assert body.max_scroll_y == 0
        assert len(app.screen.query(".chart-row")) == 2


async def test_a_curtain_takes_away_the_last_players_toasts() -> None:
    """Play-test: the previous player's toast stayed over the next player's curtain."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.dialogs import CurtainScreen

    app = lum_app(start=(from_scenario(copy.deepcopy(scenes.MIDGAME)), [HUMAN, HUMAN]))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        await until(pilot, lambda: app.screen is game and game.state.to_act == 0)
        app.notify("Ana: a note for Ana only", timeout=5)
        app.notify("A lasting notice (a save problem)", timeout=30)
        await pilot.press("space")  # Ana passes: Bo holds Walk Back and is asked
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        shown = [n.message for n in app._notifications]
        assert "Ana: a note for Ana only" not in shown
        assert "A lasting notice (a save problem)" in shown


async def test_a_recap_follows_a_discard_that_ran_into_the_computers_turn() -> None:
    """Play-test: Ana discarded down to six at the end of her turn; the computer's turn began
    inside that decision, so its recap was never shown (its attack came with no word of it)."""
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.table.recap import RecapScreen

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = ["walk-back", "walk-back", "take-flight", "sudden-death"] * 2
    data["sides"][1]["hand"] = ["cataclysmic-echo"]
    data["sides"][1]["orbs"] = ["crimson", "crimson", "amber", "amber", "azure"]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await pilot.press("space")  # Ana ends her Main: 8 cards, discard down to six
        for _ in range(2):
            await until(pilot, lambda: isinstance(app.screen, PickDialog) and "Discard" in app.screen._title)
            await pilot.press(app.screen.choices[0].key)
            await pilot.pause(0.2)
        await until(
            pilot, lambda: isinstance(app.screen, RecapScreen) or (game.my_turn and game.state.turn == 10)
        )
        assert isinstance(app.screen, RecapScreen) and game.state.turn == 10


async def test_a_click_on_a_side_shows_that_sides_favored_first() -> None:
    """Play-test at 80x24: a click on one's own name and Favored showed the other's Favored (the
    inspector showed both, the other's first, and had room for little more than one)."""
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        table = screen.table()
        mine = next(side for side in table.sides if side.seat == screen.viewer)
        theirs = next(side for side in table.sides if side.seat != screen.viewer)
        await pilot.click("#my-panel", offset=(8, 0))
        await pilot.pause(0.2)
        shown = screen.inspector().content.plain.lstrip()
        assert shown.startswith(mine.favored), shown[:80]
        await pilot.click("#foe-panel", offset=(8, 0))
        await pilot.pause(0.2)
        assert screen.inspector().content.plain.lstrip().startswith(theirs.favored)


async def test_a_continued_match_curtain_tells_the_last_two_turns_not_the_whole_match() -> None:
    """Play-test: after Continue, the first curtain listed the match from turn 1 (about 100
    lines to scroll before the last attack)."""
    from cardtable.engine.bots import RandomBot
    from cardtable.engine.rng import Rng
    from cardtable.games.luminous.state import LuminousState
    from cardtable.ui.dialogs import CurtainScreen

    state, rng = LuminousState(["Ana", "Bo"], 3, {"decks": ["silgar", "jeddos"]}), Rng(3)
    while sum(event.kind == "turn" for event in state.log) < 6:
        state.apply(RandomBot().choose(state, rng))
    app = lum_app(start=(state, [HUMAN, HUMAN]))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        detail = app.screen._detail
        assert "Turn 1" not in detail and "Turn 2:" not in detail, detail[:200]
