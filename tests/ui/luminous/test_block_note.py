"""The block dialog's footnote about the attacker splitting its damage shows only where two or
more units block in a line it shows (playtest21-lum: it was there with one blocker too)."""

from __future__ import annotations

from cardtable.ui.luminous import build, inspect
from tests.ui.luminous.test_copies_apart import _block_twins

SPLIT = "The attacker splits its damage"


def test_the_split_footnote_only_with_two_blockers() -> None:
    state, _seats = _block_twins()
    table = build.table(state, 0)
    left, right = (unit.iid for side in table.sides if side.seat == 0 for unit in side.units)
    one = inspect.block_note(state, table, (left,))
    assert SPLIT not in one.plain and "Block with Trail Guide" in one.plain, one.plain
    two = inspect.block_note(state, table, (left, right))
    assert SPLIT in two.plain, two.plain


def test_a_copy_told_apart_by_place_and_owner_reads_in_one_bracket() -> None:
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import scenes

    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = [{"card": "trail-guide"}, {"card": "trail-guide"}]
    cpu["units"] = [{"card": "trail-guide"}]
    state = from_scenario(data)
    table = build.table(state, 0)
    left = next(side for side in table.sides if side.seat == 0).units[0].iid
    assert inspect._whose_name(table, left) == "Trail Guide (left, Ana's)"
