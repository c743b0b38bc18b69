"""Lux Nova screen update time after a cursor move or a rotation on a full window (issue 3: < 16 ms
median), measured with Textual's test driver.

A 2-player match is played by bots until 35 of the 36 cards are on the table; then the cursor is
moved and the card turned many times. Each sample is the CPU time the process spends from the key
press to the end of the repaint (``pilot.press`` then ``pilot.pause()``, which waits until the
screen has refreshed): Textual's key handling, our ``render_state``, the compositor and drawing the
changed lines. CPU time, because the test driver's idle detection sleeps for tens of milliseconds
of wall time per press; the CPU cost of pressing an unbound key (the driver's own work) is reported
too, as ``idle_key_cpu_median_ms``, and subtracted in ``update_cpu_median_ms``.

    .venv/bin/python bench/bench_lux_nova_ui.py [--presses 200] [--size 120x40]
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

from cardtable.engine.bots import RandomBot
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.engine.rng import Rng
from cardtable.games.lux_nova import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.session import Match, MatchSetup


async def measure(presses: int, size: tuple[int, int]) -> dict[str, object]:
    from cardtable.ui.app import CardtableApp
    from cardtable.ui.lux_nova.screen import LuxNovaScreen

    info = (
        INFO
        if INFO.screen
        else dataclasses.replace(INFO, screen="cardtable.ui.lux_nova.screen:LuxNovaScreen")
    )
    registry = GameRegistry([info])
    setup = MatchSetup("lux-nova", ("Ana", "Bo"), (SeatInfo(), SeatInfo()), 4, {"variant": "basic"})
    match = Match.start(registry, setup)
    bot, rng = RandomBot(), Rng(9)
    while len(match.state.placements()) < 35:
        match.apply(bot.choose(match.state, rng))
    app = CardtableApp(registry, settings=SettingsLoad(Settings(animation_speed="instant", curtain=False)))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_match(match)
        await pilot.pause(0.5)
        screen = app.screen
        assert isinstance(screen, LuxNovaScreen)
        own: list[float] = []
        original = screen.render_state

        def timed_render() -> None:
            start = time.perf_counter()
            original()
            own.append(time.perf_counter() - start)

        screen.render_state = timed_render  # type: ignore[method-assign]
        keys = ["right", "r", "down", "r", "left", "r", "up", "r"]
        samples: list[float] = []
        for index in range(presses):
            start = time.process_time()
            await pilot.press(keys[index % len(keys)])
            await pilot.pause()
            samples.append(time.process_time() - start)
        idle: list[float] = []
        for _ in range(max(20, presses // 4)):
            start = time.process_time()
            await pilot.press("f12")  # bound to nothing: the driver's own cost
            await pilot.pause()
            idle.append(time.process_time() - start)
        cards = len(screen.state.placements())
    return {
        "presses": presses,
        "size": f"{size[0]}x{size[1]}",
        "cards_on_board": cards,
        "press_cpu_median_ms": round(1000 * statistics.median(samples), 2),
        "press_cpu_p90_ms": round(1000 * statistics.quantiles(samples, n=10)[-1], 2),
        "idle_key_cpu_median_ms": round(1000 * statistics.median(idle), 2),
        "update_cpu_median_ms": round(1000 * (statistics.median(samples) - statistics.median(idle)), 2),
        "render_state_median_ms": round(1000 * statistics.median(own), 2),
        "under_16ms": statistics.median(samples) - statistics.median(idle) < 0.016,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--size", default="120x40")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as home:
        os.environ["CARDTABLE_HOME"] = home
        print(json.dumps(asyncio.run(measure(args.presses, (width, height)))))


if __name__ == "__main__":
    main()
