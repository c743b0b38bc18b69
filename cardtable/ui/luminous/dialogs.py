"""The Luminous screen's own dialog: splitting an attacker's damage among its blockers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from cardtable.ui.dialogs import DismissOnce


class SplitDialog(DismissOnce, ModalScreen[tuple[int, ...] | None]):
    """Split ``total`` damage among blockers: Up/Down choose a blocker, Right/+ gives it one
    more point from the unassigned pool, Left/- takes one back; a click on ``[-]``/``[+]`` does
    the same. Enter confirms once every point is assigned; Escape looks at the table first.

    ``blockers``: (name, attack, health left) per blocker, in blocking order; ``start``: the
    suggested split; ``preview``: a line saying what the split being set leads to (the damage
    back to the attacker).

    The answer is given once the keys already typed have been read: the second Enter of a
    double Enter (or any key in the same burst) reaches this dialog, which ignores it, instead
    of the table or the next curtain."""

    DEFAULT_CSS = """
    SplitDialog .split-dialog {
        width: 76;
        max-width: 95%;
        height: auto;
        max-height: 95%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    SplitDialog #split-rows {
        height: auto;
        margin: 1 0;
    }
    SplitDialog .dialog-buttons Button, SplitDialog .dialog-buttons Button.-primary {
        height: 1;
        min-width: 24;
        border-top: none;
        border-bottom: none;
    }
    """
    BINDINGS = [
        Binding("up", "row(-1)", "Blocker", show=False),
        Binding("down", "row(1)", "Blocker", show=False),
        Binding("right", "give(1)", "+1"),
        Binding("plus", "give(1)", "+1", show=False),
        Binding("left", "give(-1)", "-1"),
        Binding("minus", "give(-1)", "-1", show=False),
        Binding("enter", "confirm", "Confirm", priority=True),
        Binding("escape", "cancel", "Look first"),
    ]

    def __init__(
        self,
        title: str,
        text: str | Text,
        total: int,
        blockers: Sequence[tuple[str, int, int]],
        start: Sequence[int],
        overwhelm: bool = False,
        preview: Callable[[tuple[int, ...]], str] | None = None,
    ) -> None:
        super().__init__(classes="dialog-screen")
        self._title = title
        self._text = text
        self.total = total
        self.blockers = list(blockers)
        self.split = list(start) if len(start) == len(blockers) else [0] * len(blockers)
        self.row = 0
        self.overwhelm = overwhelm
        self.preview = preview
        self.answered = False
        """True once Enter or Escape has given the answer (later keys are ignored)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="split-dialog"):
            yield Label(self._title, classes="dialog-title")
            if self._text:
                yield Static(self._text, classes="dialog-text")
            yield Static(id="split-rows")
            yield Static(id="split-help", classes="muted")
            with Horizontal(classes="dialog-buttons"):  # the mouse's way (playtest21-lum)
                yield Button("Deal this damage (Enter)", id="split-deal", variant="primary")
                yield Button("Look at the table (Esc)", id="split-look")

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False  # the arrows and Enter stay the dialog's own keys
        self._refresh()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "split-deal":
            self.action_confirm()
        else:
            self.action_cancel()

    @property
    def left(self) -> int:
        return self.total - sum(self.split)

    def lines(self) -> Text:
        out = Text()
        for index, ((name, attack, health), dealt) in enumerate(zip(self.blockers, self.split)):
            chosen = index == self.row
            out.append("▶ " if chosen else "  ", style="bold")
            out.append("[-] ", style="bold")
            out.append(f"{dealt:>2}", style="bold reverse" if chosen else "bold")
            out.append(" [+] ", style="bold")
            out.append(f"{name} (⚔{attack} ♥{health})", style="bold" if chosen else "")
            if dealt >= health:
                extra = dealt - health
                out.append("  lethal", style="bold red")
                if extra and self.overwhelm:
                    out.append(f", {extra} goes on (Overwhelm)", style="bold")
            out.append("\n")
        out.append(f"\nUnassigned: {self.left} of {self.total}", style="bold" if self.left else "dim")
        if self.preview is not None:
            out.append(f"\n{self.preview(tuple(self.split))}")
        return out

    def _refresh(self) -> None:
        if not self.query("#split-rows"):
            return  # a key came before the rows were composed (or after they were taken away): on_mount draws
        self.query_one("#split-rows", Static).update(self.lines())
        ready = "" if self.left == 0 else f" · assign {self.left} more first"
        self.query_one("#split-help", Static).update(
            f"Up/Down: blocker · Right/+ and Left/-: move a point{ready}"
        )

    def action_row(self, delta: int) -> None:
        if self.answered:
            return
        self.row = (self.row + delta) % max(1, len(self.blockers))
        self._refresh()

    def action_give(self, delta: int) -> None:
        if self.answered:
            return
        if delta > 0 and self.left <= 0:
            # no point left: take one from the blocker that has the most, other than this one
            others = [i for i in range(len(self.split)) if i != self.row and self.split[i] > 0]
            if not others:
                return
            donor = max(others, key=lambda i: self.split[i])
            self.split[donor] -= 1
        elif delta < 0 and self.split[self.row] <= 0:
            return
        self.split[self.row] += delta
        self._refresh()

    def on_click(self, event: events.Click) -> None:
        if self.answered:
            return
        rows = self.query_one("#split-rows", Static)
        offset = event.get_content_offset(rows)
        if offset is None:
            return
        if 0 <= offset.y < len(self.blockers):
            self.row = offset.y
            if 2 <= offset.x <= 4:
                self.action_give(-1)
            elif 8 <= offset.x <= 12:
                self.action_give(1)
            else:
                self._refresh()

    def action_confirm(self) -> None:
        if self.answered:
            return
        if self.left:
            self.notify(f"Assign all the damage first ({self.left} left).", severity="warning")
            return
        self._answer(tuple(self.split))

    def action_cancel(self) -> None:
        if not self.answered:
            self._answer(None)

    def _answer(self, result: tuple[int, ...] | None) -> None:
        """Dismiss after the keys already queued (a double Enter's second one) are read here."""
        self.answered = True

        def dismiss() -> None:  # not awaited here: the dialog's own loop must stay free to close it
            self.dismiss(result)
            if not self._dismissed:  # another screen came on top meanwhile: ask again later
                self.answered = False

        self.call_after_refresh(dismiss)
