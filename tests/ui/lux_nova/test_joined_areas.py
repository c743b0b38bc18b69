"""The areas a placement would join are highlighted: every card with a part in them is outlined
(and the part marked ◉), the other cards are not."""

from __future__ import annotations

from cardtable.ui.lux_nova.paint import JOINED, JOINED_OUTLINE
from cardtable.ui.widgets.hex_board import HexBoard
from tests.ui.helpers import until
from tests.ui.lux_nova.helpers import app_for
from tests.ui.lux_nova.test_keyboard import late_position, playing


async def test_the_cards_of_the_areas_a_placement_would_join_are_outlined() -> None:
    app = app_for(late_position(plays=10))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        state = screen.match.state
        card = screen._placing_card()
        assert card is not None
        scoring = next(
            (cell, rotation)
            for cell in state.legal_cells()
            for rotation in state.rotations(card)
            if state.preview(card, cell[0], cell[1], rotation).total > 0
        )
        screen.cursor, screen.rotation = scoring
        screen.render_state()
        await pilot.pause()
        preview = state.preview(card, scoring[0][0], scoring[0][1], scoring[1])
        joined = {(q, r) for part in preview.parts for q, r, _ in part.counted}
        board = screen.query_one("#board", HexBoard)
        await until(pilot, lambda: all(board.paints[c].outline == JOINED_OUTLINE for c in joined))
        paints = screen.query_one("#board", HexBoard).paints
        for cell in joined:
            assert paints[cell].outline == JOINED_OUTLINE
            assert any(label.text == JOINED for label in paints[cell].labels)
        others = [
            c for c, p in paints.items() if p.halves is not None and c not in joined and c != scoring[0]
        ]
        assert others and all(paints[c].outline != JOINED_OUTLINE for c in others)
