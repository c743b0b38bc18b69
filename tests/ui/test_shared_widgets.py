"""The shared card-battle widgets on their own: the pick dialog, the hand strip over a toy card
painter, the text-lines widget and the Learn screen over a toy keyword list."""

from __future__ import annotations

import dataclasses

from rich.text import Text
from textual.app import App, ComposeResult

from cardtable.ui.widgets.hand_strip import HandStrip, HandView
from cardtable.ui.widgets.learn_screen import Keyword, KeywordSource, LearnScreen
from cardtable.ui.widgets.line_widget import TextLines
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog


@dataclasses.dataclass(frozen=True)
class ToyCard:
    name: str
    cost: int


class ToyPainter:
    def card_lines(self, face: ToyCard, width: int, selected: bool, colour_blind: bool) -> list[Text]:
        return [Text(face.name, style="bold"), Text(f"cost {face.cost}")]

    def grid_line(self, face: ToyCard, selected: bool, colour_blind: bool) -> Text:
        return Text(f"{'▶' if selected else ' '}{face.cost} {face.name}")


class Harness(App[None]):
    CSS = "#hand { height: 8; } #lines { height: 2; }"

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[str | None] = []
        self.clicked: list[int] = []

    def on_hand_strip_clicked(self, message: HandStrip.Clicked) -> None:
        self.clicked.append(message.index)

    def compose(self) -> ComposeResult:
        yield HandStrip(ToyPainter(), id="hand")
        yield TextLines(id="lines")


async def test_a_pick_dialog_takes_keys_refuses_disabled_answers_and_may_forbid_cancel() -> None:
    app = Harness()
    async with app.run_test(size=(80, 24)) as pilot:
        choices = [
            Choice("a", "Alpha", "1"),
            Choice("b", "Beta (not now)", "2", enabled=False),
            Choice("c", "Gamma"),
        ]
        app.push_screen(PickDialog("Pick", "Which?", choices), app.picked.append)
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, PickDialog) and app.picked == []
        await pilot.press("1")
        await pilot.pause()
        assert app.picked == ["a"]
        app.push_screen(PickDialog("Must answer", "", choices, cancel=False), app.picked.append)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PickDialog)
        await pilot.press("down", "enter")  # the disabled answer is skipped by the arrows
        await pilot.pause()
        assert app.picked[-1] == "c"
        app.push_screen(PickDialog("May cancel", "", choices), app.picked.append)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.picked[-1] is None


async def test_the_hand_strip_draws_boxes_or_a_grid_and_reports_clicks() -> None:
    app = Harness()
    async with app.run_test(size=(80, 24)) as pilot:
        strip = app.query_one(HandStrip)
        cards = (ToyCard("Ember", 1), ToyCard("Gale", 2), ToyCard("Stone", 3))
        strip.view = HandView(cards, selected=1)
        await pilot.pause()
        text = strip.plain_text
        assert "Ember" in text and "cost 2" in text and "┏" in text
        await pilot.click("#hand", offset=(30, 2))
        await pilot.pause()
        assert app.clicked == [1]
        strip.styles.height = 2
        await pilot.pause()
        assert strip.plain_text.splitlines()[0].startswith(" 1 Ember")
        strip.view = HandView(None, note="Hidden while the keyboard changes hands.")
        await pilot.pause()
        assert strip.plain_text == "Hidden while the keyboard changes hands."


async def test_text_lines_show_only_what_fits() -> None:
    app = Harness()
    async with app.run_test(size=(20, 24)) as pilot:
        lines = app.query_one(TextLines)
        lines.show([Text("one two three four five six"), Text("b"), Text("c")])
        await pilot.pause()
        assert lines.plain_text == "one two three four …\nb"


async def test_the_learn_screen_searches_any_games_keywords() -> None:
    words = [Keyword("Accumulate", "Put a Light on a Unit."), Keyword("Polarize", "Turn a card sideways.")]

    def source() -> KeywordSource:
        return KeywordSource(
            lambda text: [w for w in words if text.lower() in (w.name + w.reminder).lower()], 2
        )

    app = Harness()
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(LearnScreen("aether-lanes", "Toy", source, "keywords"))
        await pilot.pause()
        screen = app.screen
        assert screen.title == "Learn Toy"
        assert str(screen.query_one("#keyword-count").render()) == "2 of 2 keywords"
        await pilot.press("s", "i", "d")
        await pilot.pause()
        assert str(screen.query_one("#keyword-count").render()) == "1 of 2 keywords match 'sid'"
        assert "Polarize" in str(screen.query_one("#keyword-list").render())


async def test_the_pick_dialog_uses_a_tall_terminal_for_its_answers() -> None:
    from textual.app import App
    from textual.widgets import OptionList

    from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

    choices = [Choice(str(n), f"answer {n}\nits forecast\nanother line", str(n)) for n in range(1, 6)]
    for size, rows in (((80, 24), 12), ((200, 60), 30)):
        app: App[None] = App()
        async with app.run_test(size=size) as pilot:
            app.push_screen(PickDialog("Attack", "", choices))
            await pilot.pause()
            options = app.screen.query_one(OptionList)
            assert options.styles.max_height is not None and options.styles.max_height.value == rows
            assert options.size.height == min(rows, 15)  # five three-line answers


async def test_an_answers_wrapped_lines_hang_under_its_text_not_its_key() -> None:
    """playtest22-la: "Undefended: ... Bo has no Unit that" went on with "can defend." under the
    answer's key; a wrapped first line went under the key too."""
    label = Text(
        "Attack with Ember Squire (Power 3)\n"
        "   Undefended: Bo takes 1 damage — LETHAL for Bo. Bo has no Unit that can defend."
    )
    long = Text("Do not attack: a long second answer that surely wraps around the end of its line")
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(PickDialog("Attack?", "", [Choice("0", label, "1"), Choice("1", long, "2")]))
        await pilot.pause()
        lines = [strip.text for strip in app.screen._compositor.render_strips()]
        first = next(line for line in lines if "Undefended" in line)
        assert next(line for line in lines if "can defend." in line).index("can") == first.index("Undefended")
        second = next(line for line in lines if "2  Do not attack" in line)
        after = lines[lines.index(second) + 1]
        assert after.index(after.strip("█ ")[0]) == second.index("Do not"), (second, after)


async def test_the_key_of_a_greyed_answer_says_why_it_does_nothing() -> None:
    """playtest22-la: the number of a greyed answer (an offering the supply cannot give, a card
    already discarded) did nothing and said nothing."""
    greyed = Text(
        "Take the stable offering: Caelestis, Caelestis\n   not now: the supply has only 1 Caelestis Light left"
    )
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = PickDialog(
            "Offering", "", [Choice("0", greyed, "1", enabled=False), Choice("1", "One Light", "2")]
        )
        app.push_screen(dialog)
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        said = [(n.title, n.message) for n in app._notifications]
        assert app.screen is dialog and said[-1] == (
            "1: not now",
            "The supply has only 1 Caelestis Light left",
        ), said


async def test_a_hand_grid_shortens_each_name_to_the_word_that_tells_it_apart() -> None:
    """playtest22-lum at 80x24: "Order the Mind", "Expand the Mind" and "Strengthen the Mind" all
    read "Mind" in the one-line grid; each keeps the word the others do not share."""
    from cardtable.games.luminous.presentation import ThingFace
    from cardtable.ui.luminous.widgets import HandPainter

    class Hand(App[None]):
        def compose(self) -> ComposeResult:
            yield HandStrip(HandPainter(), id="hand")

    names = ("Order the Mind", "Expand the Mind", "Strengthen the Mind", "Trail Guide")
    faces = tuple(
        ThingFace(f"c{i}", name, "spell", "2", "", essence=2, fast=True) for i, name in enumerate(names)
    )
    app = Hand()
    async with app.run_test(size=(36, 24)) as pilot:
        strip = app.query_one(HandStrip)
        strip.styles.height = 2
        strip.view = HandView(faces, selected=None)
        await pilot.pause()
        shown = strip.plain_text
        assert "Mind" not in shown.replace("the Mind", ""), shown
        assert all(word in shown for word in ("Order", "Expand", "Strengthen")), shown
