"""The Markdown viewer of the rules screens (the shell's Rules and Aether Lanes' Learn)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Mount
from textual.widgets import Input, Markdown, MarkdownViewer
from textual.widgets.markdown import MarkdownTableOfContents, TableOfContentsType

from cardtable.ui.table.names import cut_at_word

GUIDE = 4
"""Cells the contents tree indents each level by ("├── " or "│   ")."""
NUMERAL = 2
"""Cells of a heading's level numeral and its space ("Ⅱ ")."""
FOLD = 2
"""Cells of the fold arrow ("▼ ") a heading with headings under it shows."""
FRAME = 3
"""Cells around the contents tree's rows: its padding (1 each side) and room for its vertical
scroll bar (1), kept whether or not the bar shows, so a bar never covers a heading's end."""
MAX_SHARE = 0.45
"""The widest the contents column gets, as a share of the terminal's width."""


def _before_names(table: TableOfContentsType) -> list[int]:
    """Cells each row of the contents tree draws before its heading's name: the guides of its
    level, the fold arrow if headings sit under it, the level numeral."""
    cells = []
    for index, (level, _, _) in enumerate(table):
        folds = index + 1 < len(table) and table[index + 1][0] > level
        cells.append(GUIDE * (level - 1) + (FOLD if folds else 0) + NUMERAL)
    return cells


def contents_width(table: TableOfContentsType) -> int:
    """Cells the contents column needs to show every heading of ``table`` in full."""
    before = _before_names(table)
    return (
        max((cells + len(name) for cells, (_, name, _) in zip(before, table, strict=True)), default=0) + FRAME
    )


class FittedContents(MarkdownTableOfContents):
    """The contents tree with each heading cut at a word to the column's widest width (45% of
    the terminal): at 80 columns the tree cut long headings mid-word."""

    DEFAULT_CSS = """
    FittedContents > Tree {
        scrollbar-size-vertical: 1;
    }
    """

    def rebuild_table_of_contents(self, table_of_contents: TableOfContentsType) -> None:
        widest = int(self.app.size.width * MAX_SHARE) - FRAME
        before = _before_names(table_of_contents)
        fitted = [
            (level, cut_at_word(name, widest - cells), block)
            for cells, (level, name, block) in zip(before, table_of_contents, strict=True)
        ]
        super().rebuild_table_of_contents(fitted)


class RulesDocument(Markdown):
    """The rules text. Gaining or losing the focus restyles this widget only: Textual would
    restyle every heading, paragraph and table under it (no rule depends on the document's
    focus), about a second of CPU per Tab on the long rulebooks, which a key storm on Learn
    turned into a minute."""

    def watch_has_focus(self, _has_focus: bool) -> None:
        self.app.stylesheet.update_nodes([self], animate=True)


class RulesViewer(MarkdownViewer):
    """A Markdown viewer with its table of contents. It takes the keyboard focus (arrows and
    Page Up/Down scroll the text) and sizes the contents column from the headings.

    Textual would size the column to its tree by itself ("auto"), but on a loaded machine the
    column could stay at its empty width after the tree was filled: an explicit width is laid
    out every time.
    """

    DEFAULT_CSS = """
    RulesViewer MarkdownTableOfContents {
        max-width: 45%;
    }
    RulesViewer MarkdownTableOfContents > Tree {
        width: 1fr;
    }
    """

    def compose(self) -> ComposeResult:
        document = RulesDocument(parser_factory=self._parser_factory, open_links=self._open_links)
        document.can_focus = True
        yield document
        yield FittedContents(document)

    def on_mount(self, _: Mount) -> None:
        if not isinstance(self.screen.focused, Input):  # never take the keys from a search being typed
            self.document.focus()

    def on_markdown_table_of_contents_updated(self, message: Markdown.TableOfContentsUpdated) -> None:
        contents = self.query_one(MarkdownTableOfContents)
        widest = int(self.app.size.width * MAX_SHARE)
        contents.styles.width = min(widest, contents_width(message.table_of_contents))
