"""The Accumulation dialog keeps a Unit that already took its Light, greyed with the reason
(issue 25: "options that cannot be taken are shown greyed with the reason, never removed"), so
the other Units' options keep their numbers."""

from __future__ import annotations

from typing import Any

from cardtable.ui.lux_aeterna.scenes import midgame
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import la_app, opened


def label(choice: Any) -> str:
    text = choice.label
    return str(getattr(text, "plain", text))


async def test_a_unit_that_took_its_light_stays_greyed_with_the_reason() -> None:
    app = la_app(start=midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await pilot.press("u")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        before = [(c.key, label(c).split("\n")[0]) for c in app.screen.choices]
        assert all(c.enabled for c in app.screen.choices)
        hound = next(c for c in app.screen.choices if "Cinder Hound" in label(c))
        await pilot.press(hound.key)
        await until(pilot, lambda: app.screen is screen)
        await until(pilot, lambda: "Cinder Hound" in str(screen.state.log[-1].text))
        await pilot.press("u")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        after = app.screen.choices
        greyed = [c for c in after if not c.enabled]
        assert len(greyed) == 1 and "Cinder Hound" in label(greyed[0]), [label(c) for c in after]
        assert "took its Light this turn" in label(greyed[0])
        duelist_before = [(key, words) for key, words in before if "Flame Duelist" in words]
        duelist_after = [(c.key, label(c).split("\n")[0]) for c in after if "Flame Duelist" in label(c)]
        assert duelist_after and duelist_after[0][0] == after[1].key  # right under the Hound's line
        assert duelist_before and before[0][1].endswith("Cinder Hound")  # the Hound first, as drawn
