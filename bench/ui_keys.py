"""The key-timing harness the screen benchmarks share (Aether Lanes, Lux Aeterna, Luminous): the
app under Textual's test driver, a probe that tells when the refresh a key caused is done, and the
three figures per kind of key (see each benchmark's docstring for what they mean).

Imported by the benchmarks run as scripts from ``bench/`` (``from ui_keys import ...``)."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from typing import Any

from textual import events

from cardtable.engine.registry import GameRegistry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 2),
        "p90_ms": round(ordered[max(0, int(len(ordered) * 0.9) - 1)] * 1000, 2),
        "max_ms": round(ordered[-1] * 1000, 2),
    }


class Probe:
    """Wraps the app's key bindings and the screen's repaint to tell when each finishes."""

    def __init__(self, app: CardtableApp) -> None:
        self.app = app
        self.key_done = False
        self.refreshed: asyncio.Event = asyncio.Event()
        self.force = False
        self.last_paint = 0.0
        self.cpu: list[float] = []
        check = app._check_bindings

        def handled() -> None:
            if self.key_done:
                return
            self.key_done = True
            if self.force:
                app.screen._on_timer_update()
                self.refreshed.set()

        async def check_bindings(key: str, priority: bool = False) -> bool:
            result = await check(key, priority)
            if not priority:
                handled()
            return result

        app._check_bindings = check_bindings  # type: ignore[method-assign]
        screen = app.screen
        dispatch = screen._dispatch_message

        async def dispatch_message(message: Any) -> Any:
            # A screen that runs its own bindings in on_key (Aether Lanes, for keys typed ahead)
            # stops the key before the app's binding check: the key is handled once it was dispatched.
            result = await dispatch(message)
            if isinstance(message, events.Key) and message._stop_propagation:
                handled()
            return result

        screen._dispatch_message = dispatch_message  # type: ignore[method-assign]
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


def bench_app(info: Any, screen: str, start: Any) -> CardtableApp:
    """The real app with one game registered, its screen set, the match ``start`` opened."""
    return CardtableApp(
        GameRegistry([dataclasses.replace(info, screen=screen)]),
        start=start,
        settings=SettingsLoad(Settings(animation_speed="instant")),
    )


async def key_timings(pilot: Any, probe: Probe, keys: list[str]) -> dict[str, dict[str, float]]:
    """``to_refresh`` and ``work`` over all of ``keys`` (with CPU medians), ``settled`` over a
    quarter of them (at least 10)."""

    async def run(force: bool) -> dict[str, float]:
        samples = []
        probe.cpu = []
        for key in keys:
            await pilot.pause()
            samples.append(await probe.press(key, force))
        out = summary(samples)
        out["cpu_median_ms"] = round(statistics.median(probe.cpu) * 1000, 2)
        return out

    async def settled() -> dict[str, float]:
        samples = []
        for key in keys[: max(10, len(keys) // 4)]:
            await pilot.pause()
            samples.append(await probe.settle(key))
        return summary(samples)

    return {"to_refresh": await run(False), "work": await run(True), "settled": await settled()}


def main(description: str, measure: Callable[[int, tuple[int, int]], Awaitable[dict[str, Any]]]) -> None:
    """``--presses`` and ``--size``; runs ``measure`` with a private CARDTABLE_HOME; prints JSON."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--size", default="120x40", help="terminal size, e.g. 80x24 or 200x60")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        os.environ["CARDTABLE_HOME"] = home
        results = asyncio.run(measure(args.presses, (width, height)))
    print(json.dumps({"size": args.size, **results}, indent=2))
