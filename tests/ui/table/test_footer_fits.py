"""The key footer fits the terminal (issue 25 leftovers): at 80 columns the pass key's longer
label pushed the last entries off ("v Pi…"); now what does not fit takes a shorter label or is
left out by rank (the keys still work, and the palette lists them), no entry is cut, and nothing
stray is drawn at the right edge. Shared by every game screen."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.game_screen import GameScreen
from cardtable.ui.lux_aeterna.scenes import midgame
from cardtable.ui.table.footer_fit import Entry, fit, short_label, width_of
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


def footer_row(screen: Any) -> str:
    """The bottom row of the screen as drawn (the footer, its keys and the palette's entry)."""
    return str(screen._compositor.render_strips()[-1].text)


def test_short_labels_keep_whole_words() -> None:
    assert short_label("End Main Phase 1") == "End Main 1"
    assert short_label("Pass (resolve Searing Bolt)") == "Pass"
    assert short_label("Play/Use") == "Play"


def test_fit_leaves_out_the_spare_keys_before_the_moments_own() -> None:
    entries = [
        Entry("rules", "?", "Rules", 4),
        Entry("undo", "^z", "Undo", 2),
        Entry("leave", "esc", "Menu", 3),
        Entry("use", "⏎", "Play/Use", 1),
        Entry("accumulate", "u", "Accumulate", 1),
        Entry("pass_", "space", "End Main Phase 1", 0),
        Entry("piles", "v", "Piles"),
        Entry("stops", "s", "Stops"),
        Entry("learn", "l", "Learn"),
    ]
    labels = fit(entries, 68, compact=True)
    assert labels["pass_"] == "End Main Phase 1" and labels["accumulate"] == "Accumulate"
    assert labels["use"] == "Play" and labels["learn"] is None and labels["stops"] is None
    assert sum(width_of(e.key, str(labels[e.action]), True) for e in entries if labels[e.action]) <= 68
    tight = fit(entries, 40, compact=True)
    assert tight["pass_"] == "End Main 1" and tight["rules"] is None


async def test_lux_aeterna_footer_at_80_columns_keeps_every_entry_whole() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await until(pilot, lambda: "End Main Phase 1" in footer_row(screen))
        row = footer_row(screen)
        assert "…" not in row and row.rstrip().endswith("▏^p Commands"), row
        for words in ("? Rules", "esc Menu", "u Accumulate", "space End Main Phase 1"):
            assert words in row, row
        palette = [command.title for command in screen.palette_commands()]
        assert "Learn (l)" in palette and "Stops (s)" in palette, palette


GAMES = {
    "lux-nova": MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
    "aether-lanes": MatchSetup("aether-lanes", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
    "lux-aeterna": MatchSetup("lux-aeterna", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 4, {}),
    "luminous": MatchSetup("luminous", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 3, {}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_every_games_footer_fits_80_columns(game: str) -> None:
    app = CardtableApp(
        default_registry(), start=GAMES[game], settings=SettingsLoad(Settings(animation_speed="instant"))
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        calm = 0
        for _ in range(80):  # curtains, recaps and opening questions first
            await pilot.pause(0.1)
            calm = calm + 1 if app.screen is table else 0
            if calm == 5:  # the table on top, and staying there
                break
            if app.screen is not table:
                await pilot.press("enter")
        assert app.screen is table
        row = footer_row(table)
        assert "…" not in row and row.rstrip().endswith("^p Commands"), row
        assert "esc Menu" in row and "? Rules" in row, row
