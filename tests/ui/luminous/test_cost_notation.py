"""One cost notation everywhere in Luminous (issue 25, "Readable at 80x24"): the board's "4+C"
(the essence, then the orb check colour's letter), never "4C" or "4 essence + Crimson check", in
the hand, the inspector, the palette, the dialogs (mulligan, targets), the deck builder and the
legend; the engine's sentences and the screen's glyphs write it alike."""

from __future__ import annotations

import copy
import re

from cardtable.games.luminous.describe import cost_text
from cardtable.ui.luminous import glyphs
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app, opened

OTHER_NOTATIONS = re.compile(r"\b\d+[ACZ]\b|essence \+|\bcheck\b|orb check")
"""A cost written any other way: "4C", "4 essence + Crimson check", "crimson orb check"."""


def test_the_engine_and_the_glyphs_write_a_cost_alike() -> None:
    from cardtable.games.luminous.catalog import load_catalog

    catalog = load_catalog()
    assert cost_text(catalog, 4, "crimson") == glyphs.cost(4, "crimson").plain == "4+C"
    assert cost_text(catalog, 2, None) == glyphs.cost(2, None).plain == "2"


async def test_the_palette_the_hand_and_the_inspector_write_costs_alike() -> None:
    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous.scenes import COMPUTER, HUMAN, MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["sides"][0]["hand"].append("silgars-elite")  # 3+C: Ana has the orbs for it
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        titles = [title for title, _help, _action in screen.palette_actions()]
        plays = [t for t in titles if t.startswith("Play ") and " — " in t]
        assert plays and not any(OTHER_NOTATIONS.search(t) for t in titles), titles
        assert "Play Silgar's Elite — 3+C" in plays
        hand = screen.table().hand or ()
        elite = next(card for card in hand if card.name == "Silgar's Elite")
        assert "3+C" in str(screen.query_one("#hand").plain_text)
        inspector = screen.inspector_text(screen.table(), elite.iid).plain
        assert "cost 3+C" in inspector and not re.search(r"\b\d+[ACZ]\b|essence \+", inspector)


async def test_the_mulligan_dialog_writes_the_cost_as_the_board_does() -> None:
    from cardtable.engine.record import SeatInfo
    from cardtable.games.luminous.state import LuminousState

    state = LuminousState(["Ana", "Bo"], 7, {"decks": ["silgar", "jeddos"]})
    app = lum_app(start=(state, [SeatInfo(), SeatInfo(kind="computer", bot="greedy")]))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        for _ in range(4):
            if isinstance(app.screen, MultiPickDialog):
                break
            await pilot.press("enter")  # a curtain, if any
            await pilot.pause(0.1)
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        labels = [str(choice.label) for choice in app.screen.choices]  # type: ignore[attr-defined]
        table = app.screen_stack[1].table()  # type: ignore[attr-defined]
        for card, label in zip(table.hand or (), labels):
            assert f"{card.name}  {glyphs.cost(card.essence, card.check).plain} · " in label
            assert not OTHER_NOTATIONS.search(label.replace(card.text, ""))


def test_the_deck_builder_and_the_legend_write_luminous_costs_alike() -> None:
    from cardtable.games.luminous.deckbuild import LuminousDeckRules
    from cardtable.ui.decks.builder import card_sheet
    from cardtable.ui.table.legend import legend

    pool = {card.id: card for card in LuminousDeckRules().pool()}
    sheet = card_sheet(pool["scar-city-general"], "luminous").plain
    assert "cost 4+C " in sheet and not OTHER_NOTATIONS.search(sheet.split("\n")[1])
    glyph_column = [entry for _heading, entries in legend("luminous") for entry, _meaning in entries]
    assert "2+A" in glyph_column and "2A" not in glyph_column


async def test_the_palette_says_what_each_action_does_not_do_this_now() -> None:
    # seen in play: "Luminous: do this now" beneath every palette line
    from cardtable.ui.luminous.scenes import midgame

    app = lum_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        rows = {title: help_line for title, help_line, _action in screen.palette_actions()}
        assert not [t for t, h in rows.items() if "do this now" in h], rows
        flight = next(h for t, h in rows.items() if t.startswith("Play Take Flight"))
        assert flight == "Fast. A unit gets +1 attack and Flight until end of turn."
        attack = next(h for t, h in rows.items() if t.startswith("Attack Glass Garden"))  # a Barrier
        assert attack == "Not blocked: destroyed: Glass Garden", attack
        assert all(h.startswith("Once a turn") for t, h in rows.items() if t.startswith("Pivot"))


async def test_the_legend_says_what_the_check_mark_on_the_board_means() -> None:
    # seen in play: ✓ marks a unit that may attack (or block, or use an ability) now; the legend
    # said "picked in the open question"
    from cardtable.ui.luminous.scenes import midgame
    from cardtable.ui.table.legend import legend

    meaning = dict(entry for _heading, entries in legend("luminous") for entry in entries)[glyphs.MARKED]
    assert meaning.startswith("may act now")
    app = lum_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        mine = screen.table().sides[1].units
        assert any(unit.marked for unit in mine)
        drawn = str(screen.query_one("#my-units").plain_text)  # type: ignore[attr-defined]
        assert glyphs.MARKED in drawn, drawn
