"""Text whose wrapped lines hang under the text of their line, not under its indent or bullet:

   • Bo plays Searing Bolt on Ana's
     Cinder Hound.

Used wherever a list of sentences is read (the history view, a recap, the curtain's "Since you
last looked"); the log on the table has its own (:func:`ui.widgets.event_log.hanging`)."""

from __future__ import annotations

import re

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

LEAD = re.compile(r"^ *(?:[•▸·\-*] )?")
"""What a line's continuation lines hang under: its leading spaces and a bullet after them."""


class HangingText:
    """A Rich renderable: ``text`` line by line, each wrapped at the width it is drawn at with its
    continuation lines indented by the width of its lead (:data:`LEAD`)."""

    def __init__(self, text: Text | str, lead: re.Pattern[str] = LEAD) -> None:
        self.text = Text(text) if isinstance(text, str) else text
        self.lead = lead
        """What a line's continuation lines hang under (it must match every line, maybe empty)."""

    def __str__(self) -> str:
        return self.text.plain

    def lines(self, console: Console, width: int) -> list[Text]:
        """The lines as drawn at ``width``."""
        out: list[Text] = []
        for line in self.text.split("\n", allow_blank=True):
            lead = len(self.lead.match(line.plain).group(0))  # type: ignore[union-attr]  # always matches
            if lead >= width - 4:
                lead = 0
            head, body = line[:lead], line[lead:]
            wrapped = body.wrap(console, max(1, width - lead)) if body.plain else [Text()]
            for index, part in enumerate(wrapped):
                part.rstrip()
                out.append(Text.assemble(head if index == 0 else " " * lead, part))
        return out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        drawn = Text("\n").join(self.lines(console, options.max_width))
        drawn.no_wrap = True
        drawn.overflow = "crop"
        yield drawn

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.text)
