"""Keyboard play on a board that scrolls: the arrow keys reach every open cell, the view follows
the cursor, and placements are described in words (never axial coordinates)."""

from __future__ import annotations

import re
from collections import deque
from typing import Any

from textual.pilot import Pilot

from cardtable.engine.bots import RandomBot
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.hexgrid import Cell
from cardtable.ui.lux_nova.describe import cell_numbers
from cardtable.ui.lux_nova.navigation import step
from cardtable.ui.lux_nova.screen import LuxNovaScreen
from cardtable.ui.widgets.caption import Caption
from cardtable.ui.widgets.hex_board import HexBoard
from tests.support.notes import record_notes
from tests.ui.helpers import until
from tests.ui.lux_nova.helpers import app_for

KEYS = ("up", "down", "left", "right")
COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")


def late_position(plays: int = 22, seed: int = 9) -> tuple[Any, list[SeatInfo]]:
    """A three-player hot-seat window after ``plays`` random plays (a board that must scroll)."""
    state = default_registry().new_game("lux-nova", ["Ana", "Bo", "Cy"], seed, {"variant": "basic"})
    bot, rng = RandomBot(), Rng(seed)
    for _ in range(plays):
        state.apply(bot.choose(state, rng))
    return state, [SeatInfo(), SeatInfo(), SeatInfo()]


def path(start: Cell, goal: Cell, cells: list[Cell]) -> list[str]:
    """The arrow keys that lead from ``start`` to ``goal`` (breadth-first over the moves)."""
    came: dict[Cell, tuple[Cell, str] | None] = {start: None}
    todo = deque([start])
    while todo:
        cell = todo.popleft()
        if cell == goal:
            break
        for key in KEYS:
            nxt = step(cell, cells, key)
            if nxt not in came:
                came[nxt] = (cell, key)
                todo.append(nxt)
    assert goal in came, f"{goal} cannot be reached from {start} by arrows"
    keys: list[str] = []
    cell = goal
    while came[cell] is not None:
        cell, key = came[cell]  # type: ignore[misc]
        keys.append(key)
    return keys[::-1]


def cursor_visible(screen: LuxNovaScreen) -> bool:
    board = screen.query_one("#board", HexBoard)
    assert screen.cursor is not None
    region = board.cell_region(screen.cursor)
    view = board.scrollable_content_region.size
    pad_x = max(0, (view.width - board.canvas_size().width) // 2)
    pad_y = max(0, (view.height - board.canvas_size().height) // 2)
    left = region.x + pad_x - int(board.scroll_offset.x)
    top = region.y + pad_y - int(board.scroll_offset.y)
    return (
        left >= 0
        and top >= 0
        and left + region.width <= view.width
        and top + region.height <= view.height + 1
    )


async def playing(pilot: Pilot[Any]) -> LuxNovaScreen:
    for _ in range(200):
        await pilot.pause(0.02)
        if pilot.app.screen.__class__.__name__ == "CurtainScreen":
            await pilot.press("enter")
            continue
        screen = pilot.app.screen
        if isinstance(screen, LuxNovaScreen) and screen.my_turn and screen.cursor is not None:
            return screen
    raise AssertionError("no player got the turn")


async def test_zoomed_in_and_resized_the_arrows_reach_every_open_cell_and_the_view_follows() -> None:
    app = app_for(late_position())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        board = screen.query_one("#board", HexBoard)
        await until(pilot, lambda: cursor_visible(screen))  # in view from the start, too
        await pilot.press("plus", "plus")
        await pilot.resize_terminal(100, 30)

        def scrolls() -> bool:
            canvas, view = board.canvas_size(), board.scrollable_content_region.size
            return canvas.width > view.width or canvas.height > view.height

        await until(pilot, lambda: screen.size.width == 100 and scrolls())  # the board must scroll
        legal = screen.match.state.legal_cells()
        reached = set()
        for goal in legal:
            for key in path(screen.cursor, goal, legal):  # type: ignore[arg-type]
                expected = step(screen.cursor, legal, key)  # type: ignore[arg-type]
                await pilot.press(key)
                # the screen, not the scroll view, takes the key, and the view follows (waited
                # for: a loaded machine may not have handled the key after one pause)
                await until(pilot, lambda: screen.cursor == expected and cursor_visible(screen))  # noqa: B023
                reached.add(screen.cursor)
            assert screen.cursor == goal
        assert reached | {legal[0]} >= set(legal)
        # Zooming out to fit and back keeps the cursor in view too.
        await pilot.press("0")
        await until(pilot, lambda: screen.manual_radius is None)
        await pilot.press("plus", "plus", "plus")
        await until(pilot, lambda: screen.manual_radius is not None and cursor_visible(screen))


async def test_status_line_and_log_describe_placements_by_what_the_board_shows() -> None:
    app = app_for(late_position(plays=6))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        preview = str(screen.query_one("#preview", Caption).content)
        assert screen.cursor is not None
        number = cell_numbers(screen.match.state.legal_cells())[screen.cursor]
        assert f"Cell {number}, " in preview
        assert not COORDINATES.search(preview) and "LN-" not in preview
        labels = {
            cell: paint.labels[0].text
            for cell, paint in screen.query_one("#board", HexBoard).paints.items()
            if paint.labels and paint.halves is None
        }
        numbers = cell_numbers(screen.match.state.legal_cells())
        assert labels and all(labels[cell] == str(numbers[cell]) for cell in labels)  # drawn on the board
        assert screen.cursor not in labels  # the card stands there
        await pilot.press("enter")

        def placed() -> list[str]:
            return [line for line in (str(event.text) for event in screen._log()) if " places " in line]

        await until(pilot, lambda: len(placed()) == 7)
        plays = placed()
        assert not any(COORDINATES.search(line) or re.search(r"\(-?\d+,-?\d+\)", line) for line in plays)
        assert not any("LN-" in line for line in plays)
        assert all(" places a card against " in line and " glass " in line for line in plays)


def test_a_cell_is_named_by_its_number_and_the_glass_it_touches() -> None:
    from cardtable.games.lux_nova.present import present
    from cardtable.ui.lux_nova.describe import colour_words

    state, _ = late_position(plays=6)
    table = present(state, state.to_act)
    cells = list(table.open_cells)
    assert cells == state.legal_cells() and [c.cell for c in table.cells] == cells
    numbers = cell_numbers(cells)
    assert sorted(numbers.values()) == list(range(1, len(cells) + 1))  # one number each
    for cell in table.cells:
        assert cell.touching and colour_words(cell.touching)  # every open cell touches some glass
    assert colour_words(["Amber", "Jade", "Cobalt"]) == "amber, jade and cobalt"


async def test_ctrl_p_opens_the_palette_with_placements_as_sentences_best_first() -> None:
    from textual.command import CommandPalette

    app = app_for(late_position(plays=6))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        rows = screen.palette_actions()
        state = screen.match.state
        totals = [state.preview(a.card, a.q, a.r, a.rotation).total for _, _, a in rows]
        assert totals == sorted(totals, reverse=True)
        for (_, _, a), (_, _, b) in zip(rows, rows[1:]):
            same = (
                state.preview(a.card, a.q, a.r, a.rotation).total
                == state.preview(b.card, b.q, b.r, b.rotation).total
            )
            if same and a.cell == b.cell and a.card == b.card:
                assert a.rotation < b.rotation  # turns in numeric order
        title = rows[0][0]
        assert title.startswith("Cell ") and (title.endswith("points") or title.endswith("point"))
        assert not any(COORDINATES.search(t) or "q=" in t or "LN-" in t for t, _, _ in rows)
        assert len({t for t, _, _ in rows}) == len(rows)  # no two entries read alike
        assert all(h.startswith("Against ") for _, h, _ in rows)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        from textual.command import CommandList

        listed = app.screen.query_one(CommandList)
        await until(pilot, lambda: listed.option_count >= len(rows))
        shown = [str(listed.get_option_at_index(i).prompt) for i in range(len(rows))]
        assert [line.splitlines()[0] for line in shown] == [title for title, _, _ in rows]  # best first


async def test_undo_is_not_offered_after_a_draw_and_ctrl_z_says_why() -> None:
    app = app_for(late_position(plays=6))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        assert not screen.match.can_undo
        shown = {b.binding.action for b in app.active_bindings.values() if b.binding.show and b.enabled}
        assert "undo" not in shown
        before = len(screen.match.state.history)
        messages = record_notes(app)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: any("draws a card" in m for m in messages))
        assert len(screen.match.state.history) == before


async def test_the_curtain_shows_what_the_last_play_scored() -> None:
    from cardtable.ui.dialogs import CurtainScreen

    app = app_for(late_position(plays=6))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        name = screen.match.state.name(screen.match.state.to_act)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        scored = screen.match.state.plays[-1][1]
        text = app.screen._detail  # the curtain's text (drawn with hanging lines)
        assert f"{name}'s play scored {scored} point" in text


async def test_a_daily_solo_deal_is_named_on_the_board_and_in_the_result_with_par_and_percentile() -> None:
    import datetime

    from cardtable.engine.seeds import daily_seed
    from cardtable.games.lux_nova.bots import solo_par
    from cardtable.persistence.history import FinishedMatch, HistoryDB
    from tests.ui.helpers import result_screen
    from tests.ui.lux_nova.helpers import setup

    today = datetime.date.today()
    history = HistoryDB()
    for index, score in enumerate((1, 2, 500)):  # earlier solo games of the basic variant
        history.add(
            FinishedMatch(
                f"old-{index}",
                "lux-nova",
                "basic",
                ("Bo",),
                ("human",),
                5,
                (float(score),),
                (0,),
                "x",
                "2026-01-01T00:00:00",
                35,
            )
        )
    app = app_for(setup(("Ana",), seed=daily_seed(today)))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await playing(pilot)
        assert str(screen.query_one("#deal", Caption).content) == f"Daily deal {today.isoformat()}"
        while not screen.match.state.is_over:
            await pilot.press("enter")
        result = await result_screen(pilot)
        body = str(result.query_one("#solo-ranks").render())
        notes = str(result.query_one("#result-notes").render())
        assert f"Seed to share: daily {today.isoformat()}" in body
        assert "better than 67% of them" in body  # above 1 and 2, below 500
        par = solo_par(screen.match.state.seed, "basic")
        assert (
            f"Par {par}: the greedy computer's median score on this deal over 31 ways" in notes
            and f"Daily deal {today.isoformat()}" in notes
        )


async def test_at_80x24_the_score_table_stays_in_sight_with_a_long_placement_line() -> None:
    from cardtable.engine.registry import default_registry as registry

    state = registry().new_game(
        "lux-nova", ["Anastasia", "Bartholomew", "Cyprian", "Dorothea"], 4, {"variant": "advanced"}
    )
    bot, rng = RandomBot(), Rng(4)
    for _ in range(20):
        state.apply(bot.choose(state, rng))
    app = app_for((state, [SeatInfo() for _ in range(4)]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        for key in ("right", "r", "down", "tab"):
            await pilot.press(key)
            await pilot.pause()
            scores = screen.query_one("#scores")
            assert scores.region.height >= 5 and scores.region.bottom <= 23  # above the footer
            assert scores.region.y > screen.query_one("#preview").region.bottom - 1
            preview = screen.query_one("#preview")
            assert preview.region.height == 2
        assert screen.query_one("#keys").region.bottom <= 23
