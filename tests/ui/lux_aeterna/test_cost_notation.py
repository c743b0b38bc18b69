"""One cost notation everywhere (issue 25, item 7): the board's colour glyphs ("♦♦1"), never the
letters the engine's text outputs use ("RR1"), in the palette, the dialogs, the hand, the
inspector and the deck builder, through one formatter (``glyphs.cost``) of a typed cost."""

from __future__ import annotations

import re

from cardtable.engine.kernel.resources import Cost
from cardtable.ui.lux_aeterna import glyphs
from cardtable.ui.lux_aeterna.scenes import midgame
from tests.ui.lux_aeterna.helpers import la_app, opened

LETTER_COST = re.compile(r"\([RXCVPW]+\d*\)")
"""A cost in letters, as "(R1)" or "(RR)" (a cost of Lights of any colour only, "(2)", is written
alike in both notations: Ember Squire's "(1)" since issue 26)."""


def test_the_one_formatter_writes_glyphs_then_the_any_colour_number() -> None:
    assert glyphs.cost(Cost.of({"R": 2}, 1)).plain == "♦♦1"
    assert glyphs.cost(Cost.of({"C": 1, "R": 1})).plain == "♦☾"  # the legend's colour order
    assert glyphs.cost(Cost()).plain == "0"


async def test_the_palette_the_hand_and_the_inspector_write_costs_alike() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        titles = [title for title, _help, _action in screen.palette_actions()]
        plays = [t for t in titles if t.startswith("Play ")]
        assert plays and not any(LETTER_COST.search(t) for t in titles), titles
        hand = screen.table().hand or ()
        bolt = next(card for card in hand if card.name == "Searing Bolt")
        written = glyphs.cost(bolt.cost).plain
        assert written == "♦1"
        glyph_cost = re.compile(r"^Play [^(]+ \((?:[♦☀☾♣♠✦]+\d*|\d+)\)")
        assert all(glyph_cost.match(t) for t in plays), plays
        assert written in str(screen.query_one("#hand").plain_text)
        inspector = screen.inspector_text(screen.table(), bolt.iid).plain
        assert f"cost {written}" in inspector and not LETTER_COST.search(inspector)


def test_the_deck_builder_writes_lux_aeterna_costs_with_the_glyphs() -> None:
    from cardtable.games.lux_aeterna.deckbuild import CodexRules
    from cardtable.ui.decks.builder import card_sheet

    pool = {card.id: card for card in CodexRules().pool()}
    sheet = card_sheet(pool["searing-bolt"], "lux-aeterna").plain
    assert "cost ♦1 " in sheet and "R1" not in sheet


async def test_the_palette_says_what_each_action_does_beneath_it() -> None:
    # playtest22-la: every action's second line read "Lux Aeterna: do this now"
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        rows = screen.palette_actions()
        helps = {title: help_line for title, help_line, _action in rows}
        assert not any("do this now" in help_line for help_line in helps.values()), helps
        flare = next(title for title in helps if title.startswith("Play Sudden Flare"))
        assert helps[flare] == "A Unit gets +2 Power this turn. · pays 1 Rubedian from Numen"
        duelist = next(title for title in helps if title.startswith("Flame Duelist:"))
        assert helps[duelist].startswith("Pay ♦: it gets +2 Power") and not LETTER_COST.search(helps[duelist])
