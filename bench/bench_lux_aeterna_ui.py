"""Lux Aeterna screen benchmark (not a test): how long the screen takes to update after a key:
moving through the hand (Left/Right), moving along the Combat Zones (Up, then Left/Right), and a
whole action (Space: the step ends, the computer is not involved) followed by Undo.

The app runs under Textual's test driver (``run_test``, headless: no terminal writing). For each
key, the key event is handed to the driver exactly as a keyboard would, and the clock stops when
the screen has finished the refresh that shows its effect. Two figures per kind of key:

* ``to_refresh``: key sent -> refresh done, with Textual's own refresh timer (it repaints at most
  60 times a second, so up to ~16.7 ms of this is waiting for the next frame);
* ``work``: the same with the refresh forced at once (what the screen itself costs: the action,
  styles, layout and render);
* ``cpu_median_ms``: the process CPU time of the same span (less disturbed by other programs
  running on the machine than the wall clock);
* ``settled``: key sent -> the last repaint it caused (while the board is inspected the cursor is
  painted first and the inspector one frame later; after an action the key footer follows).

Both seats are people (hot-seat), so nothing moves by itself between the keys.

Run: ``.venv/bin/python bench/bench_lux_aeterna_ui.py [--presses 200] [--size 120x40]``.
Prints one JSON object (milliseconds: median, 90th percentile, max).
"""

from __future__ import annotations

from typing import Any

from ui_keys import Probe, bench_app, key_timings, main, summary  # type: ignore[import-not-found]

from cardtable.engine.record import SeatInfo
from cardtable.games.lux_aeterna import INFO
from cardtable.ui.lux_aeterna.scenes import midgame

SCREEN = "cardtable.ui.lux_aeterna.screen:LuxAeternaScreen"
_Probe, _summary = Probe, summary  # the names bench_luminous_ui imports from here


async def _measure(presses: int, size: tuple[int, int]) -> dict[str, Any]:
    app = bench_app(INFO, SCREEN, midgame((SeatInfo(), SeatInfo())))
    results: dict[str, Any] = {"presses": presses}
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.5)
        for _ in range(100):  # the curtain before Ana's first look
            if type(app.screen).__name__ == "CurtainScreen":
                break
            await pilot.pause(0.1)
        await pilot.press("enter")
        await pilot.pause(0.5)
        probe = Probe(app)
        results["select_card"] = await key_timings(pilot, probe, ["right", "left"] * (presses // 2))
        await pilot.press("up")
        results["select_field"] = await key_timings(
            pilot, probe, ["right", "right", "left", "left"] * (presses // 4)
        )
        await pilot.press("down")  # back to the hand (Escape would leave the match)
        results["pass_and_undo"] = await key_timings(pilot, probe, ["space", "ctrl+z"] * (presses // 8))
    return results


if __name__ == "__main__":
    main((__doc__ or "").splitlines()[0], _measure)
