"""The rules' contents tree at 80 columns cuts a long heading after a whole word, with "…"
(issue 25 leftovers: "Prayers in every phas", "Lights (each colour h")."""

from __future__ import annotations

import re
from typing import Any

import pytest
from textual.widgets import Tree

from cardtable.engine.registry import default_registry
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from cardtable.ui.rules_screen import open_rules
from cardtable.ui.table.names import cut_at_word
from tests.ui.helpers import until


def test_cut_at_word_keeps_whole_words() -> None:
    assert cut_at_word("Prayers in every phase", 30) == "Prayers in every phase"
    assert cut_at_word("Lights (each colour has its own glyph)", 20) == "Lights (each colour…"
    assert cut_at_word("Supercalifragilistic", 8) == "Superca…"


def labels(node: Any) -> list[str]:
    out = []
    for child in node.children:
        out.append(child.label.plain)
        out.extend(labels(child))
    return out


@pytest.mark.parametrize("game", ["lux-aeterna", "aether-lanes", "luminous", "lux-nova"])
async def test_the_contents_show_whole_words_at_80_columns(game: str) -> None:
    """Also where the tree needs a scroll bar (Aether Lanes at 80x24): the bar kept its own
    column and covered the widest heading's last letters (session 19's table25m)."""
    app = CardtableApp(default_registry())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        open_rules(app, game)
        await until(
            pilot, lambda: bool(app.screen.query(Tree)) and len(labels(app.screen.query_one(Tree).root)) > 5
        )
        await pilot.pause(0.2)
        tree = app.screen.query_one(Tree)
        headings = [name for _, name, _ in app.screen.query_one("MarkdownTableOfContents").table_of_contents]
        region = tree.region
        rows = app.screen._compositor.render_strips()[region.y : region.bottom]
        shown = [re.split(r"[ⅠⅡⅢⅣⅤⅥ] ", row.text[region.x : region.right], maxsplit=1) for row in rows]
        names = [parts[1].rstrip(" ▇▆▅▄▃▂▁█") for parts in shown if len(parts) == 2]
        assert len(names) > 5
        for name in names:
            if name.endswith("…"):
                whole = next(h for h in headings if h.startswith(name[:-1]))
                assert whole[len(name) - 1] == " ", (name, whole)
            else:
                assert name in headings, name


async def test_a_scroll_bar_never_covers_a_headings_end() -> None:
    """A contents tree taller than the screen gets a scroll bar: it has a column of its own, so the
    widest heading still shows whole (it covered the last two letters, "Prayers in every phas▇▇")."""
    from textual.app import App, ComposeResult

    from cardtable.ui.widgets.rules_viewer import RulesViewer

    long = "Prayers in every phase"
    text = "# Rules\n\n" + "".join(f"## Part {i}\n\nText.\n\n" for i in range(30)) + f"### {long}\n\nText.\n"

    class Viewer(App[None]):
        def compose(self) -> ComposeResult:
            yield RulesViewer(text)

    app = Viewer()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: len(labels(app.screen.query_one(Tree).root)) > 30)
        await pilot.pause(0.2)
        tree = app.screen.query_one(Tree)
        assert tree.show_vertical_scrollbar
        tree.scroll_end(animate=False)
        await pilot.pause(0.2)
        region = tree.region
        rows = [row.text[region.x : region.right] for row in app.screen._compositor.render_strips()]
        assert any(f"Ⅲ {long}" in row for row in rows[region.y : region.bottom]), rows
