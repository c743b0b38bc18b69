"""Luminous screen benchmark (not a test): how long the screen takes to update after a key:
moving through the hand (Left/Right), moving along your units (Up, then Left/Right), and a whole
action (Enter plays a Hedge Tinker: the card enters play, its Arrive trigger resolves, the other
seat, which has no stop there, is passed for, and the table is redrawn; six plays from a second
position, three timed each way, on ``--rounds`` fresh tables; ``cpu_ms`` lists every sample).

Measured exactly as ``bench_lux_aeterna_ui.py`` measures (its probe is reused): ``to_refresh``
(key sent -> refresh done, with Textual's 60-per-second refresh timer), ``work`` (the same with
the refresh forced at once: what the screen itself costs), ``cpu_median_ms`` (process CPU time of
the same span) and ``settled`` (key sent -> the last repaint it caused). Both seats are people
(hot-seat) and the position is the mid-game scene, so nothing moves by itself between the keys.

Run: ``.venv/bin/python bench/bench_luminous_ui.py [--presses 200] [--size 120x40]``.
Prints one JSON object (milliseconds: median, 90th percentile, max).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
from typing import Any

from ui_keys import Probe as _Probe  # type: ignore[import-not-found]
from ui_keys import key_timings  # type: ignore[import-not-found]
from ui_keys import summary as _summary

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.games.luminous import INFO
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.luminous.scenes import midgame


async def _measure(presses: int, size: tuple[int, int]) -> dict[str, Any]:
    app = CardtableApp(
        GameRegistry([INFO]),
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

        results["select_card"] = await key_timings(pilot, probe, ["right", "left"] * (presses // 2))
        await pilot.press("up", "up")
        results["select_unit"] = await key_timings(
            pilot, probe, ["right", "right", "left", "left"] * (presses // 4)
        )
    return results


PLAYS: dict[str, Any] = {
    "game": "luminous",
    "players": ["Ana", "Bo"],
    "turn": 5,
    "active": 0,
    "sides": [
        {"favored": "silgar", "hand": ["hedge-tinker"] * 6, "orbs": ["crimson"] * 6, "deck": ["walk-back"]},
        {"favored": "jeddos", "hand": ["walk-back"], "deck": ["hedge-tinker"]},
    ],
}


async def _measure_plays(size: tuple[int, int], rounds: int = 1) -> dict[str, Any]:
    """``rounds`` fresh tables, each: three plays timed with Textual's refresh timer, then three
    with the refresh forced."""
    samples: dict[str, list[float]] = {"to_refresh": [], "work": []}
    cpu: dict[str, list[float]] = {"to_refresh": [], "work": []}
    made = 0
    for _ in range(rounds):
        made += await _one_table(size, samples, cpu)
    return {
        name: _summary(samples[name]) | {"cpu_median_ms": round(statistics.median(cpu[name]) * 1000, 2)}
        for name in samples
    } | {"plays_made": made, "cpu_ms": {name: sorted(round(c * 1000, 2) for c in cpu[name]) for name in cpu}}


async def _one_table(
    size: tuple[int, int], samples: dict[str, list[float]], cpu: dict[str, list[float]]
) -> int:
    from cardtable.games.luminous.scenario import from_scenario

    app = CardtableApp(
        GameRegistry([INFO]),
        start=(from_scenario(PLAYS), [SeatInfo(), SeatInfo()]),
        settings=SettingsLoad(Settings(animation_speed="instant")),
    )
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.5)
        for _ in range(100):
            if type(app.screen).__name__ == "CurtainScreen":
                break
            await pilot.pause(0.1)
        await pilot.press("enter")
        await pilot.pause(0.5)
        probe = _Probe(app)
        for name, force in (("to_refresh", False), ("work", True)):
            probe.cpu = []
            for _ in range(3):
                await pilot.pause()
                samples[name].append(await probe.press("enter", force))
            cpu[name].extend(probe.cpu)
        return sum(1 for t in app.screen.match.state.sides[0].units)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--size", default="120x40", help="terminal size, e.g. 80x24 or 200x60")
    parser.add_argument("--rounds", type=int, default=4, help="fresh tables for the plays (3+3 each)")
    parser.add_argument("--plays-only", action="store_true", help="time only the whole plays")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        os.environ["CARDTABLE_HOME"] = home
        results = {} if args.plays_only else asyncio.run(_measure(args.presses, (width, height)))
        results["play_a_card"] = asyncio.run(_measure_plays((width, height), args.rounds))
    print(json.dumps({"size": args.size, **results}, indent=2))


if __name__ == "__main__":
    main()
