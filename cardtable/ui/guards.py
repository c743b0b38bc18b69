"""Guards against crashes inside Textual itself that a player can trigger with keys.

* Page Up/Down in an option list that has not been laid out yet (a key arriving while the
  command palette or a dialog opens) raised ``KeyError: 0``: such a key is now dropped.
* One byte that is not UTF-8 in the terminal input raised ``UnicodeDecodeError`` in the input
  thread: undecodable bytes now become U+FFFD, which no binding uses.
* The command palette could be dismissed twice (a click and a key in one frame), and a search
  still running when its list of results had gone raised ``NoMatches``.
* A header whose screen was closing raised ``NoMatches`` when a title changed: ignored now.

:func:`install` is idempotent; the app calls it when its module is imported.
"""

from __future__ import annotations

import codecs
from typing import Any

from textual import work
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.widgets import Header, OptionList
from textual.widgets._header import HeaderTitle

from cardtable.ui.dialogs import DismissOnce

_INSTALLED = "_cardtable_guarded"


class SafeCommandPalette(DismissOnce, CommandPalette):
    """The command palette, dismissed once only; a search still running when it closes stops
    quietly (it looked for its list of results, gone by then). The list can also be gone while
    the palette is still attached and not dismissed (its children are removed first as it is
    torn down: seen in a key storm on a loaded machine), so a missing list is itself the sign."""

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        try:
            await CommandPalette._gather_commands.__wrapped__(self, search_value)  # type: ignore[attr-defined]
        except NoMatches:
            if self.is_attached and not self._dismissed and self.query(CommandList):
                raise


def _guard_option_list_paging() -> None:
    original = OptionList._move_page
    if getattr(original, _INSTALLED, False):
        return

    def move_page(self: OptionList, direction: Any) -> None:
        if (self.highlighted or 0) not in self._index_to_line:
            return  # not laid out yet: the key is dropped
        original(self, direction)

    setattr(move_page, _INSTALLED, True)
    OptionList._move_page = move_page  # type: ignore[method-assign]


def _lenient_decoder(encoding: str) -> Any:
    """An incremental decoder class that replaces bytes it cannot decode."""
    base = codecs.getincrementaldecoder(encoding)

    def make(errors: str = "replace") -> codecs.IncrementalDecoder:
        return base(errors="replace")

    return make


def _guard_input_decoding() -> None:
    try:
        from textual.drivers import linux_driver
    except ImportError:  # Windows: the Windows driver reads key events, not bytes
        return
    if getattr(linux_driver.getincrementaldecoder, _INSTALLED, False):
        return
    setattr(_lenient_decoder, _INSTALLED, True)
    linux_driver.getincrementaldecoder = _lenient_decoder


def _guard_header_titles() -> None:
    if getattr(Header._on_mount, _INSTALLED, False):
        return

    def on_mount(self: Header, _: Any) -> None:
        async def set_title() -> None:
            try:
                self.query_one(HeaderTitle).update(self.format_title())
            except (NoScreen, NoMatches):  # the header's screen is closing
                pass

        self.watch(self.app, "title", set_title)
        self.watch(self.app, "sub_title", set_title)
        self.watch(self.screen, "title", set_title)
        self.watch(self.screen, "sub_title", set_title)

    setattr(on_mount, _INSTALLED, True)
    Header._on_mount = on_mount  # type: ignore[method-assign]


def install() -> None:
    """Put every guard in place (safe to call more than once)."""
    _guard_option_list_paging()
    _guard_input_decoding()
    _guard_header_titles()
