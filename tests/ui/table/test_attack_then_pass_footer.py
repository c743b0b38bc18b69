"""`A` (attack, then pass) is on the footer where `a` is, as `P` is (playtest16: only `a Attack`
was shown, so `A` was found only in the help)."""

from __future__ import annotations

from typing import Any

from cardtable.ui.game_screen import GameScreen
from cardtable.ui.lux_aeterna.scenes import combat
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import HUMAN, la_app
from tests.ui.table.test_footer_fits import footer_row


async def _table_on_top(pilot: Any) -> Any:
    app = pilot.app
    await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
    table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    for _ in range(40):
        await pilot.pause(0.05)
        if app.screen is table and table.drawn:
            return table
        await pilot.press("enter")
    raise AssertionError("the table never came up")


async def test_lux_aeterna_combat_footer_keeps_menu_and_rules_and_the_palette_names_a() -> None:
    """Lux Aeterna's Combat at 80 columns has no room for `A` beside `P`, `a`, Menu and Rules: it
    goes, as a key left out does, to the palette (wider, it is on the footer). It is the first of
    the moment's keys to go (rank of the spare keys), before any other label is shortened."""
    app = la_app(start=combat((HUMAN, HUMAN)))
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _table_on_top(pilot)
        await until(pilot, lambda: "a Attack" in footer_row(table))
        row = footer_row(table)
        assert "esc Menu" in row and "? Rules" in row and "…" not in row, row
        palette = [command.title for command in table.palette_commands()]
        assert "Attack, then pass until it resolves (A)" in palette, palette
    app = la_app(start=combat((HUMAN, HUMAN)))
    async with app.run_test(size=(120, 24)) as pilot:
        table = await _table_on_top(pilot)
        await until(pilot, lambda: "a Attack" in footer_row(table))
        row = footer_row(table)
        assert "A Attack+resolve" in row or "A Attack, then pass until it resolves" in row, row


async def test_luminous_main_footer_keeps_the_pass_label_whole_and_a_wider_one_names_a() -> None:
    from cardtable.ui.luminous import scenes
    from tests.ui.luminous.helpers import lum_app

    for width in (80, 120):
        app = lum_app(start=scenes.midgame())
        async with app.run_test(size=(width, 24)) as pilot:
            table = await _table_on_top(pilot)
            await until(pilot, lambda: "a Attack" in footer_row(table))
            row = footer_row(table)
            assert "space Pass (to Cpu)" in row and "…" not in row, row
            if width == 80:
                palette = [command.title for command in table.palette_commands()]
                assert "Attack, then pass (A)" in palette, palette
            else:
                assert "A Attack, then pass" in row, row
