"""A multiple-choice line that wraps goes on under its text, not under its key and box
(playtest23-la: the stops dialog's "My Start of Turn ..." went on under the "1")."""

from __future__ import annotations

from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import Choice
from tests.ui.helpers import toy_app, until

LONG = "My Start of Turn: after my Lights turned White and my cards depolarize, before I draw a card"


async def test_a_wrapped_choice_hangs_under_its_text() -> None:
    app = toy_app()
    async with app.run_test(size=(60, 24)) as pilot:
        app.push_screen(MultiPickDialog("Stops", "", [Choice("start", LONG, "1")], picked=["start"]))
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        await pilot.pause()
        choices = app.screen.query_one("#choices")
        lines = [
            "".join(s.text for s in strip) for strip in choices.render_lines(choices.region.reset_offset)
        ]
        first = next(i for i, line in enumerate(lines) if "1  [x] My Start" in line)
        follow = lines[first + 1]
        assert follow.index("White and") == lines[first].index("My Start"), lines[first : first + 2]
