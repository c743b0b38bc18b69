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

import argparse
import asyncio
import dataclasses
import json
import os
import statistics
import tempfile
import time
from typing import Any

from textual import events

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.lux_aeterna import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.lux_aeterna.scenes import midgame

SCREEN = "cardtable.ui.lux_aeterna.screen:LuxAeternaScreen"


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 2),
        "p90_ms": round(ordered[max(0, int(len(ordered) * 0.9) - 1)] * 1000, 2),
        "max_ms": round(ordered[-1] * 1000, 2),
    }


class _Probe:
    """Wraps the app's key bindings and the screen's repaint to tell when each finishes."""

    def __init__(self, app: CardtableApp) -> None:
        self.app = app
        self.key_done = False
        self.refreshed: asyncio.Event = asyncio.Event()
        self.force = False
        self.last_paint = 0.0
        self.cpu: list[float] = []
        check = app._check_bindings

        async def check_bindings(key: str, priority: bool = False) -> bool:
            handled = await check(key, priority)
            if not priority:
                self.key_done = True
                if self.force:
                    app.screen._on_timer_update()
                    self.refreshed.set()
            return handled

        app._check_bindings = check_bindings  # type: ignore[method-assign]
        screen = app.screen
        paint = screen._compositor_refresh

        def compositor_refresh() -> None:
            paint()
            self.last_paint = time.perf_counter()
            if self.key_done:
                self.refreshed.set()

        screen._compositor_refresh = compositor_refresh  # type: ignore[method-assign]

    async def settle(self, key: str) -> float:
        """Key sent -> the last repaint it caused (waiting until nothing repaints for 0.1 s)."""
        started = time.perf_counter()
        await self.press(key, False)
        while True:
            seen = self.last_paint
            await asyncio.sleep(0.1)
            if self.last_paint == seen:
                return seen - started

    async def press(self, key: str, force: bool) -> float:
        app = self.app
        self.key_done = False
        self.force = force
        self.refreshed.clear()
        character = key if len(key) == 1 else None
        event = events.Key(key, character)
        event.set_sender(app)
        started, cpu = time.perf_counter(), time.process_time()
        app._driver.send_message(event)  # type: ignore[union-attr]
        await asyncio.wait_for(self.refreshed.wait(), 2)
        self.cpu.append(time.process_time() - cpu)
        return time.perf_counter() - started


async def _measure(presses: int, size: tuple[int, int]) -> dict[str, Any]:
    info = dataclasses.replace(INFO, screen=SCREEN)
    app = CardtableApp(
        GameRegistry([info]),
        start=midgame((SeatInfo(), SeatInfo())),
        settings=SettingsLoad(Settings(animation_speed="instant")),
    )
    results: dict[str, Any] = {"presses": presses}
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.5)
        for _ in range(100):  # the curtain before Ana's first look
            if type(app.screen).__name__ == "CurtainScreen":
                break
            await pilot.pause(0.1)
        await pilot.press("enter")
        await pilot.pause(0.5)
        probe = _Probe(app)

        async def run(keys: list[str], force: bool) -> dict[str, float]:
            samples = []
            probe.cpu = []
            for key in keys:
                await pilot.pause()
                samples.append(await probe.press(key, force))
            summary = _summary(samples)
            summary["cpu_median_ms"] = round(statistics.median(probe.cpu) * 1000, 2)
            return summary

        async def settled(keys: list[str]) -> dict[str, float]:
            samples = []
            for key in keys[: max(10, len(keys) // 4)]:
                await pilot.pause()
                samples.append(await probe.settle(key))
            return _summary(samples)

        card_keys = ["right", "left"] * (presses // 2)
        results["select_card"] = {
            "to_refresh": await run(card_keys, False),
            "work": await run(card_keys, True),
            "settled": await settled(card_keys),
        }
        await pilot.press("up")
        field_keys = ["right", "right", "left", "left"] * (presses // 4)
        results["select_field"] = {
            "to_refresh": await run(field_keys, False),
            "work": await run(field_keys, True),
            "settled": await settled(field_keys),
        }
        await pilot.press("escape")
        action_keys = ["space", "ctrl+z"] * (presses // 8)
        results["pass_and_undo"] = {
            "to_refresh": await run(action_keys, False),
            "work": await run(action_keys, True),
            "settled": await settled(action_keys),
        }
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--size", default="120x40", help="terminal size, e.g. 80x24 or 200x60")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        os.environ["CARDTABLE_HOME"] = home
        results = asyncio.run(_measure(args.presses, (width, height)))
    print(json.dumps({"size": args.size, **results}, indent=2))


if __name__ == "__main__":
    main()
