"""The curtain and the texts read over the table (issue 25 leftovers): Esc lifts the curtain as
it closes every other window; "Since you last looked" leaves out what the reader did themselves;
wrapped lines of the curtain and of the history view hang under their text."""

from __future__ import annotations

from typing import Any

from textual.geometry import Region

from cardtable.engine.history import group_log
from cardtable.ui.dialogs import CurtainScreen
from cardtable.ui.lux_aeterna.scenes import HUMAN, midgame
from cardtable.ui.table.logview import LogViewScreen, history_text
from cardtable.ui.widgets.hang import HangingText
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


def drawn_lines(widget: Any) -> list[str]:
    """The rows a widget draws now, as plain text."""
    return [strip.text for strip in widget.render_lines(Region(0, 0, *widget.outer_size))]


async def lift(pilot: Any, key: str = "enter") -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen))
    curtain = pilot.app.screen
    await pilot.press(key)
    await until(pilot, lambda: pilot.app.screen is not curtain)


def play_and_pass(screen: Any) -> None:
    plays = [a for a in screen.match.state.legal_actions() if a.KIND == "play"]
    screen.act(plays[0])  # Ana's Blazing Vanguard: Cpu may answer, so the curtain comes down


async def test_escape_lifts_the_curtain() -> None:
    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await lift(pilot, "escape")
        assert app.screen is screen and screen.viewer == 0 and screen.my_turn


async def test_since_you_last_looked_leaves_out_the_readers_own_moves() -> None:
    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await opened(pilot)
        await lift(pilot)
        play_and_pass(screen)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "Ana plays Blazing Vanguard." in app.screen._detail  # Cpu was not at the keys
        await lift(pilot)
        screen.act(next(a for a in screen.match.state.legal_actions() if a.KIND == "pass"))
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        back = app.screen._detail
        assert back.startswith("Cpu passed"), back
        assert "Ana plays" not in back, back  # Ana knows what she did


async def test_the_curtains_wrapped_lines_hang_under_their_bullet() -> None:
    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        rows = drawn_lines(app.screen.query_one(".curtain-text"))
        first = next(i for i, row in enumerate(rows) if "• The match starts from a set position" in row)
        bullet = rows[first].index("•")
        assert rows[first + 1][: bullet + 2].strip() == "", rows[first : first + 2]
        assert rows[first + 1][bullet + 2] != " ", rows[first : first + 2]


async def test_the_history_views_wrapped_lines_hang_under_their_text() -> None:
    from cardtable.engine.events import Event

    long = "Bo plays Searing Bolt on Ana's Cinder Hound, and the Hound is destroyed before it can attack."
    log = [Event("turn", "Turn 3: Bo's turn begins.", data={"turn": 3}), Event("play", long)]
    app = la_app(start=midgame((HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        app.push_screen(LogViewScreen(log, None, "Lux Aeterna"))
        await until(pilot, lambda: isinstance(app.screen, LogViewScreen))
        await pilot.pause()
        rows = drawn_lines(app.screen.query_one("#reader-text"))
        first = next(i for i, row in enumerate(rows) if "Bo plays Searing Bolt" in row)
        indent = len(rows[first]) - len(rows[first].lstrip())
        assert indent >= 3
        follow = rows[first + 1]
        assert follow[:indent].strip() == "" and follow[indent] != " ", rows[first : first + 2]


def test_hanging_text_keeps_each_lines_lead() -> None:
    from rich.console import Console

    text = history_text(group_log(midgame()[0].log, None))
    lines = HangingText(text).lines(Console(width=30), 30)
    assert all(line.cell_len <= 30 for line in lines)
    assert any(line.plain.startswith("   ") and not line.plain.startswith("    ") for line in lines)
