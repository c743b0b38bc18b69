"""The shared hexagon board: a repaint shows exactly what a fresh board would, whatever the
board kept from earlier drawings (rows, pixel geometry, placed strips)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from cardtable.ui.widgets.hex_board import HexBoard, HexLabel, HexPaint

RED, BLUE, GREEN = "#cc3333", "#3355cc", "#33aa55"


def card(colour: str) -> HexPaint:
    return HexPaint(halves=(colour,) * 12)


class BoardApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HexBoard(radius=6.0, id="kept")
        yield HexBoard(radius=6.0, id="fresh")


def drawing(board: HexBoard) -> list[list[tuple[str, object]]]:
    return [[(seg.text, seg.style) for seg in board.render_line(y)] for y in range(board.size.height)]


async def test_a_repainted_board_matches_a_board_drawn_from_scratch() -> None:
    app = BoardApp()
    async with app.run_test(size=(60, 40)) as pilot:
        kept, fresh = app.query_one("#kept", HexBoard), app.query_one("#fresh", HexBoard)
        layouts = [
            {(0, 0): card(RED), (1, 0): HexPaint(fill="#222222")},
            {(0, 0): card(RED), (1, 0): card(BLUE)},  # a cell's paint changes
            {(0, 0): card(GREEN), (1, 0): card(BLUE)},  # another one, on the same rows
            {(0, 0): card(GREEN), (1, 0): card(BLUE), (0, 1): card(RED)},  # the window grows
            {
                (0, 0): card(GREEN),
                (1, 0): card(BLUE),
                (0, 1): HexPaint(halves=(RED,) * 12, labels=(HexLabel("+4"),)),
            },
            {
                (0, 0): card(GREEN),
                (1, 0): HexPaint(halves=(BLUE,) * 6 + (GREEN,) * 6, letters=("c",) * 6 + ("j",) * 6),
                (0, 1): card(RED),
            },  # a label goes, letters come
            {(0, 0): card(GREEN), (1, 0): card(BLUE), (0, 1): card(RED)},
        ]
        for paints in layouts:
            kept.set_paints(paints)
            drawn_before = drawing(kept)  # fills every cache of the kept board
            fresh.set_paints({})
            for cache in (fresh._lines, fresh._row_pixels, fresh._placed, fresh._columns, fresh._stale):
                cache.clear()
            fresh.set_paints(paints)
            await pilot.pause()
            assert drawing(kept) == drawing(fresh)
            assert any(any(text.strip() or style for text, style in row) for row in drawn_before)
        kept.set_radius(4.0)
        fresh.set_radius(4.0)
        await pilot.pause()
        assert drawing(kept) == drawing(fresh)
