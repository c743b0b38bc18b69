"""Up and Down walk a row of units wrapped onto a second line at 80x24 (playtest16: Down from
the first line of Bo's units never reached Xanthe Raider, drawn below it; Right did)."""

from __future__ import annotations

import copy

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.hand_strip import HandStrip
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened

UNITS = ["recruit", "freelance-delver", "recruit", "ancients-servant", "field-recruiter"]


async def test_down_and_up_reach_a_unit_wrapped_onto_the_next_line() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    ana, _ = data["sides"]
    ana["units"] = [{"card": card} for card in UNITS * 2]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        for _ in range(6):
            if screen.zone == "my-units":
                break
            await pilot.press("up")
        assert screen.zone == "my-units", screen.zone
        count = len(screen._items("my-units"))
        per_row = screen.query_one("#my-units", HandStrip).per_row(count)
        assert per_row < count  # the row wraps at 80x24
        assert screen.index["my-units"] >= per_row  # entered from below: its last line
        await pilot.press("up")
        assert screen.zone == "my-units" and screen.index["my-units"] < per_row
        await pilot.press("down")  # back to the unit drawn below, on the wrapped line
        assert screen.zone == "my-units" and screen.index["my-units"] >= per_row
        await pilot.press("down")  # below the last line: the next row down
        assert screen.zone != "my-units"


def test_line_moves_keep_the_column_and_stop_at_the_ends() -> None:
    from cardtable.ui.table.rows import entry_index, line_move

    assert line_move(1, 7, 4, -1) == 5  # down from the 2nd of the first line
    assert line_move(3, 7, 4, -1) == 6  # past the end of a shorter last line: its last card
    assert line_move(5, 7, 4, 1) == 1 and line_move(1, 7, 4, 1) is None
    assert line_move(0, 3, 4, -1) is None  # one line only
    assert entry_index(2, 7, 4, 1) == 6 and entry_index(5, 7, 4, -1) == 1
