"""A Pilot that waits for the app as long as it is working, not 30 s by the clock.

Textual's Pilot waits, after each key, click or pause, until every widget of the screen has
handled what was queued, and gives up after 30 s of wall time (``WaitForScreenTimeout``). On a
machine shared by many (the loaded soak: load 30 on two cores, a test process getting a few
percent of a core) one step that costs a second or more of CPU, such as opening the rules
(1.4 s of CPU for the Aether rules), takes longer than that while the app is making progress.
:func:`patient` keeps waiting while this process used less than ``cpu_limit`` of CPU in the wait
and less than ``wall_limit`` went by: a busy loop or a hang still fails, later.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from textual.pilot import Pilot, WaitForScreenTimeout

CPU_LIMIT = 60.0
"""CPU seconds one wait may use before it fails (a busy loop)."""
WALL_LIMIT = 600.0
"""Wall seconds one wait may last before it fails (a hang that uses no CPU)."""

Wait = Callable[..., Awaitable[bool]]

TEXTUAL_WAIT: Wait = Pilot._wait_for_screen
"""Textual's own wait (the tests' conftest replaces it with a :func:`patient` one)."""


def patient(original: Wait, cpu_limit: float = CPU_LIMIT, wall_limit: float = WALL_LIMIT) -> Wait:
    """``Pilot._wait_for_screen`` that retries its 30 s wait within the limits above."""

    async def wait_for_screen(self: Any, timeout: float = 30.0) -> bool:
        cpu, wall = time.process_time(), time.monotonic()
        while True:
            try:
                return await original(self, timeout)
            except WaitForScreenTimeout:
                if time.process_time() - cpu > cpu_limit or time.monotonic() - wall > wall_limit:
                    raise

    wait_for_screen.__doc__ = original.__doc__
    return wait_for_screen
