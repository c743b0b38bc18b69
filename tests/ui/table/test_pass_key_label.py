"""The pass key's footer label says what it will do before it does it (issue 25), in both
card-battle games, from the presentation: "End Main Phase 1", "Pass (to Cpu)", "Pass (resolve
Searing Bolt)"."""

from __future__ import annotations

from typing import Any

from textual.widgets._footer import FooterKey

from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app
from tests.ui.luminous.helpers import opened as lum_opened
from tests.ui.lux_aeterna.helpers import la_app
from tests.ui.lux_aeterna.helpers import opened as la_opened
from tests.ui.lux_aeterna.test_readable_small import queue_of_four


def space_label(screen: Any) -> str:
    keys = [key for key in screen.query(FooterKey) if key.action == "pass_"]
    assert keys, "no pass key in the footer"
    return str(keys[0].description)


async def test_lux_aeterna_footer_says_end_main_1_then_pass_to_the_other_then_resolve() -> None:
    from cardtable.ui.lux_aeterna.scenes import midgame

    app = la_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await la_opened(pilot)
        await until(pilot, lambda: space_label(screen) == "End Main Phase 1")
    app = la_app(start=queue_of_four())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await la_opened(pilot)
        await until(pilot, lambda: space_label(screen) == "Pass (to Cpu)")
        passes = len(screen.match.state.history)
        sentence = screen.describe_action(next(a for a in screen._legal if a.KIND == "pass"))
        assert sentence == "Pass (to Cpu)"  # the palette and the footer say the same
        assert passes == 0


async def test_lux_aeterna_pass_resolves_the_top_item_once_the_other_passed() -> None:
    from cardtable.games.lux_aeterna.describe import describe

    state, _ = queue_of_four()
    state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))
    assert describe(state, next(a for a in state.legal_actions() if a.KIND == "pass")) == (
        "Pass (resolve Searing Bolt)"
    )


async def test_luminous_footer_says_what_passing_does() -> None:
    from cardtable.ui.luminous.scenes import midgame

    app = lum_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await lum_opened(pilot)
        await until(pilot, lambda: space_label(screen) == "Pass (to Cpu)")
