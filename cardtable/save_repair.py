"""A save that is valid JSON but does not replay to its end: how much of it still replays.

No Textual here; the app offers the choice (resume from the last good action, or move the save
aside) the same way whether the save came from the menu's Continue or ``cardtable resume``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import GameRecord, initial_state
from cardtable.engine.registry import GameRegistry


@dataclasses.dataclass(frozen=True, slots=True)
class Replayable:
    """The first ``good`` of ``total`` recorded actions replay; action ``good + 1`` does not."""

    good: int
    total: int
    reason: str

    def truncated(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The save's data with only the actions that replay (and no longer marked finished)."""
        fixed = dict(data)
        fixed["actions"] = list(data.get("actions", []))[: self.good]
        fixed["finished"] = False
        return fixed


def replayable_prefix(registry: GameRegistry, data: Mapping[str, Any]) -> Replayable | None:
    """How far a save replays, or ``None`` when nothing can be rebuilt from it (not a valid
    record, an unknown game, a deal that cannot be set up, or a shortened record that would not
    resume either): a player is offered to resume from the last good action only when that
    works."""
    plan = _prefix(registry, data)
    if plan is None or plan.good == plan.total:
        return plan
    from cardtable.session import Match

    try:
        Match.resume(registry, plan.truncated(data))
    except CardtableError:
        return None
    return plan


def _prefix(registry: GameRegistry, data: Mapping[str, Any]) -> Replayable | None:
    from pydantic import ValidationError

    try:
        record = GameRecord.model_validate(data)
        state = initial_state(record, registry)
    except (ValidationError, CardtableError, KeyError, TypeError, ValueError, RecursionError):
        return None
    codec = state.CODEC
    for index, action in enumerate(record.actions):
        try:
            state.apply(codec.from_json(action))
        except Exception as error:  # noqa: BLE001 - any refusal ends the good part of the record
            reason = getattr(error, "reason", None) or str(error) or type(error).__name__
            return Replayable(index, len(record.actions), reason)
        if state.is_over and index + 1 < len(record.actions):
            return Replayable(index + 1, len(record.actions), "the match was already over")
    return Replayable(len(record.actions), len(record.actions), "")
