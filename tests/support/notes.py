"""Every message an app notifies during a test, kept after its toast has gone.

A toast lives a few seconds of wall time (``app._notifications`` drops it once its timeout has
passed), and a loaded machine can spend that long before a test gets to read it: a test that
asks "was the player told ...?" about a message raised at start-up reads :func:`record_notes`
instead.
"""

from __future__ import annotations

from typing import Any


def record_notes(app: Any) -> list[str]:
    """Start keeping every message ``app`` notifies (call before ``run_test``); returns the list,
    which fills as the app runs."""
    seen: list[str] = []
    original = app.notify

    def notify(message: str, **kwargs: Any) -> Any:
        seen.append(str(message))
        return original(message, **kwargs)

    app.notify = notify
    return seen
