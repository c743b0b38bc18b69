"""The command palette's source: the app's and the current screen's commands in the order they are
given (the current game's actions first, best first), not alphabetically as Textual's own system
commands provider lists them."""

from __future__ import annotations

from textual.command import DiscoveryHit, Hit, Hits, Provider


class CardtableCommands(Provider):
    """Every command of ``App.get_system_commands`` (Ctrl+P or F1)."""

    async def discover(self) -> Hits:
        for name, help_text, callback, discover in self.app.get_system_commands(self.screen):
            if discover:
                yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback, *_ in self.app.get_system_commands(self.screen):
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
