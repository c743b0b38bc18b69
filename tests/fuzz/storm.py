"""Key storms: random keys, resizes and mouse events sent to the real app with a fixed seed."""

from __future__ import annotations

import random
import time
import unicodedata
from typing import Any

from textual import events
from textual.app import App
from textual.errors import NoWidget
from textual.pilot import OutOfBounds, WaitForScreenTimeout

KEYS = (
    "enter",
    "enter",
    "escape",
    "tab",
    "shift+tab",
    "space",
    "backspace",
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "delete",
    "f1",
    "ctrl+z",
    "ctrl+s",
    *"abcdefghijklmnoprstuvwxyz0123456789",
    "question_mark",
    "plus",
    "minus",
)
SIZES = ((80, 24), (120, 40), (100, 30), (60, 20), (200, 60), (81, 25))


def key_event(key: str) -> events.Key:
    """The Key event a terminal would send for ``key``."""
    character: str | None
    if len(key) == 1:
        character = key
    else:
        try:
            character = unicodedata.lookup(key.upper().replace("_", " "))
        except KeyError:
            character = {"enter": "\r", "tab": "\t", "space": " ", "escape": "\x1b"}.get(key)
    return events.Key(key, character)


async def storm(pilot: Any, seed: int, steps: int, *, quit_keys: bool = False) -> int:
    """Send ``steps`` bursts of input; returns how many were sent before the app ended (if it did).

    Keys of a burst arrive without waiting for the app (as a fast typist or a paste would), so
    they land in the middle of screen transitions."""
    app: App[Any] = pilot.app
    rng = random.Random(seed)
    keys = KEYS + (("ctrl+q", "q") if quit_keys else ())
    for step in range(steps):
        if not app.is_running:
            return step
        roll = rng.random()
        if roll < 0.08:
            width, height = rng.choice(SIZES)
            await pilot.resize_terminal(width, height)
        elif roll < 0.2:
            x, y = rng.randrange(app.size.width), rng.randrange(app.size.height)
            try:
                await pilot.click(offset=(x, y))
            except (OutOfBounds, NoWidget):  # the terminal shrank under the pointer
                pass
        else:
            driver = app._driver
            if driver is None:
                return step
            for _ in range(rng.randint(1, 6)):
                key = rng.choice(keys)
                event = key_event(key)
                event.set_sender(app)
                driver.send_message(event)
            await pilot.pause(0 if rng.random() < 0.7 else 0.05)
    # let the last burst's keys land before the caller sets the next scene: a queued Escape used to
    # reach the match the next storm had just started, and leave it for the menu
    for _ in range(3):
        await pilot.pause()
    return steps


def make_patient(pilot: Any, cpu_seconds: float = 60.0) -> None:
    """Let ``pilot`` wait for the app as long as the app is working, not 30 s by the clock.

    The Pilot gives up after 30 s of wall time; on a machine shared by many (load 15 on two
    cores) a screen that takes one second of CPU to build can take that long. Here it keeps
    waiting while this process used less than ``cpu_seconds`` of CPU time in the wait; a busy
    loop still fails, and a wait that never ends without CPU is caught by the case's wall limit
    (:func:`tests.fuzz.limits.time_limit`)."""
    original = pilot._wait_for_screen

    async def wait_for_screen(timeout: float = 30.0) -> bool:
        started = time.process_time()
        while True:
            try:
                return bool(await original(timeout))
            except WaitForScreenTimeout:
                if time.process_time() - started > cpu_seconds:
                    raise

    pilot._wait_for_screen = wait_for_screen
