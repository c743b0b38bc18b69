"""Aether Lanes battle screen benchmark (not a test): how long the screen takes to update after
the player selects a hand card (Left/Right) or a lane on the board (1-3 while inspecting).

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
  painted first and the inspector one frame later).

Run: ``.venv/bin/python bench/bench_aether_lanes_ui.py [--presses 200] [--size 120x40]``.
Prints one JSON object (milliseconds: median, 90th percentile, max).
"""

from __future__ import annotations

from typing import Any

from ui_keys import Probe, bench_app, key_timings, main  # type: ignore[import-not-found]

from cardtable.games.aether_lanes import INFO
from cardtable.ui.aether_lanes.scenes import showcase_start

SCREEN = "cardtable.ui.aether_lanes.screen:BattleScreen"


async def _measure(presses: int, size: tuple[int, int]) -> dict[str, Any]:
    app = bench_app(INFO, SCREEN, showcase_start())
    results: dict[str, Any] = {"presses": presses}
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.5)
        probe = Probe(app)
        results["select_card"] = await key_timings(pilot, probe, ["right", "left"] * (presses // 2))
        await pilot.press("i")
        results["select_lane"] = await key_timings(pilot, probe, ["2", "3", "2", "1"] * (presses // 4))
    return results


if __name__ == "__main__":
    main((__doc__ or "").splitlines()[0], _measure)
