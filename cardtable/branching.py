"""Play on from a replay: a new match that continues from any position of a recorded one.

The new match's record is the old one's setup and its first ``at`` actions, under a new id, with
``branched_from`` naming the match and the action it left at; it then plays, saves, undoes and
files its result like any match (marked as branched in the history).
"""

from __future__ import annotations

import datetime as _dt
import uuid
from collections.abc import Sequence

from cardtable.engine.errors import CardtableError
from cardtable.engine.record import BranchOf, GameRecord, SeatInfo
from cardtable.engine.replay import Replay
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match


def branch_record(record: GameRecord, at: int, seats: Sequence[SeatInfo]) -> GameRecord:
    """The record of a match played on from action ``at`` of ``record`` with ``seats``."""
    if len(seats) != len(record.players):
        raise CardtableError("one seat description per player is needed")
    now = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
    return record.model_copy(
        update={
            "match_id": uuid.uuid4().hex[:12],
            "seats": list(seats),
            "actions": [dict(a) for a in record.actions[:at]],
            "automatic": [index for index in record.automatic if index < at],
            "started": now,
            "updated": now,
            "finished": False,
            "unranked": False,
            "branched_from": BranchOf(match_id=record.match_id, at=at),
        }
    )


def branch_match(
    replay: Replay,
    at: int,
    seats: Sequence[SeatInfo],
    *,
    store: SaveStore | None = None,
    history: HistoryDB | None = None,
) -> Match:
    """Start (and save) the match played on from position ``at`` of ``replay``."""
    state = replay.branch_state(at)
    if state.is_over:
        raise CardtableError("the match is over at this point: step back to play on from an earlier one")
    record = branch_record(replay.record, at, seats)
    match = Match(replay.registry, record, state, store=store, history=history)
    match.save_now()
    return match
