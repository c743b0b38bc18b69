"""Card rules text writes its costs in the table's one notation (issue 25, "one notation for costs
everywhere"): "Pay ♦:" on the board, in the inspector and in the deck builder, never the data's
"Pay R:" (the data and the engine's text outputs keep the letters)."""

from __future__ import annotations

from cardtable.ui.lux_aeterna import glyphs
from cardtable.ui.lux_aeterna.scenes import midgame
from tests.ui.lux_aeterna.helpers import la_app, opened


def test_the_formatter_turns_letter_costs_into_glyphs() -> None:
    assert glyphs.card_words("Pay R: it gets +2 Power.") == "Pay ♦: it gets +2 Power."
    assert (
        glyphs.card_words("Polarize, pay PP: the opponent sacrifices.")
        == "Polarize, pay ♠♠: the opponent sacrifices."
    )
    assert (
        glyphs.card_words("Regain 1 Light. Rubedian Units get +1.")
        == "Regain 1 Light. Rubedian Units get +1."
    )


async def test_a_unit_with_an_ability_reads_its_cost_in_glyphs_on_the_table() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        table = screen.table()
        duelist = next(card for card in table.sides[1].field if card.name == "Flame Duelist")
        assert duelist.text.startswith("Pay ♦:"), duelist.text
        inspector = screen.inspector_text(table, duelist.iid).plain
        assert "Pay ♦: it gets +2 Power" in inspector and "Pay R" not in inspector
        emissary = screen.inspector_text(table, table.sides[0].emissary.iid).plain
        # Orin's Still Heaven has no cost since balance27 (docs/balance-lux-aeterna.md)
        assert "Polarize an enemy Unit (once per turn)" in emissary and "Pay C" not in emissary, emissary


def test_the_deck_builder_writes_card_text_costs_in_glyphs() -> None:
    from cardtable.games.lux_aeterna.deckbuild import CodexRules
    from cardtable.ui.decks.builder import card_sheet

    pool = {card.id: card for card in CodexRules().pool()}
    sheet = card_sheet(pool["forge-of-wrath"], "lux-aeterna").plain
    assert "pay ♦: deal 1 damage" in sheet and "pay R" not in sheet
