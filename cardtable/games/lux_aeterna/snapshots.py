"""Snapshots written before Lux Aeterna ran on the kernel's table state, read again.

That layout kept the decision waiting as ``pending`` (``None`` while the priority holder acts),
whether the queue was resolving as ``resolving`` and the triggers waiting to go on the queue as
``batch``; the kernel keeps the decision as ``asking`` and both others in the queue. A discard
asked after the End window closed marked the step done; the kernel's step is done once the
discards are made.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.kernel.decision import PRIORITY


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a snapshot's payload) in the kernel's layout: the same mapping if it already is."""
    if "pending" not in data:
        return data
    old = dict(data)
    pending = old.pop("pending")
    resolving = bool(old.pop("resolving", False))
    fired = old.pop("batch", [])
    priority = old["priority"]
    old["queue"] = {**old["queue"], "fired": fired, "resolving": resolving}
    old["returns"] = []
    old["asking"] = pending if pending else [PRIORITY, int(priority["holder"])]
    if pending and pending.get("kind") == "discard":
        old["step_done"] = False
    old.setdefault("attack", None)
    old.setdefault("reveals", 0)
    old.setdefault("short_turns", [[], []])
    return old
