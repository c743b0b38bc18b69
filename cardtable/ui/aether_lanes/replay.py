"""Combat played back lane by lane: the events the engine logged, turned into frames over a copy
of the board as it was shown before the fight. Pure: it only follows what the events report."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.state import GameState

HEADLINES = frozenset({"combat", "strike", "counter", "direct", "pull"})
FOLLOW_UPS = frozenset({"damage", "death", "rise", "soul", "toll", "heal"})
END_KINDS = frozenset({"trigger", "aura", "augury", "bounce", "solitary", "fatigue", "burn", "toxin"})

Lanes = tuple[tuple[dict[str, Any] | None, ...], tuple[dict[str, Any] | None, ...]]


@dataclasses.dataclass(frozen=True, slots=True)
class Frame:
    """One step of the playback. ``lanes``/``souls``/``shelters`` are None when the board before
    the fight is unknown (a resumed match): the screen then keeps the current board."""

    phase: str
    text: str
    details: tuple[str, ...]
    marks: frozenset[tuple[int, int]]
    """(seat, lane) cells taking part in this step."""
    hit_players: frozenset[int]
    lanes: Lanes | None
    souls: tuple[int, int] | None
    shelters: tuple[int, int] | None
    log_upto: int
    """How many events of the match log this frame has revealed."""
    next_turn: tuple[int, int] | None = None
    """(turn number, seat) on the frame that starts the next turn: the phase tracker follows it."""


@dataclasses.dataclass(frozen=True, slots=True)
class Recording:
    """A fight to play (or play again): the board before it and the events from its start."""

    round: int
    before: Mapping[str, Any] | None
    events: tuple[Event, ...]
    log_start: int


def _phase_of(event: Event, current: str) -> str:
    """The phase an event belongs to: the engine tags every event with it. (Logs saved before
    events carried their phase fall back on their kinds; a Burn tick then shows under Combat.)"""
    if event.kind == "turn":
        return "Draw"
    phase = event.data.get("phase")
    if isinstance(phase, str):
        return phase if phase in ("Combat", "End") else current
    if event.kind in END_KINDS or (event.kind == "soul" and event.data.get("source") == "Toxin"):
        return "End" if current in ("Combat", "End") else current
    return current


def _marks(event: Event) -> frozenset[tuple[int, int]]:
    seat, data = event.seat, event.data
    if seat is None or "lane" not in data:
        return frozenset()
    if event.kind in ("strike", "counter"):
        return frozenset({(seat, data["lane"]), (1 - seat, data["target_lane"])})
    if event.kind == "pull":
        return frozenset({(1 - seat, data["lane"]), (seat, data["from_lane"])})
    return frozenset({(seat, data["lane"])})


class _Board:
    """A mutable copy of the lanes, Soul and Shelter of both sides."""

    def __init__(self, before: Mapping[str, Any]) -> None:
        sides = before["sides"]
        self.lanes = [copy.deepcopy(list(side["lanes"])) for side in sides]
        self.souls = [side["soul"] for side in sides]
        self.shelters = [side["shelter"] for side in sides]

    def top(self, seat: int, lane: int | None, iid: str | None) -> dict[str, Any] | None:
        if lane is None or not 0 <= lane < 3:
            return None
        unit = self.lanes[seat][lane]
        return unit if unit is not None and unit["id"] == iid else None

    def follow(self, event: Event) -> None:
        seat, data = event.seat, event.data
        if seat is None:
            return
        unit = self.top(seat, data.get("lane"), data.get("unit"))
        if event.kind == "damage" and unit is not None:
            unit["health"] = data.get("health", unit["health"])
        elif event.kind == "death" and unit is not None:
            self.lanes[seat][data["lane"]] = unit.get("buried")
        elif event.kind == "rise" and unit is not None:
            unit["exhausted"] = True
        elif event.kind == "heal" and unit is not None:
            unit["health"] = min(unit["max_health"], unit["health"] + data.get("amount", 0))
        elif event.kind == "soul":
            self.souls[seat] -= data.get("amount", 0)
            self.shelters[seat] -= data.get("absorbed", 0)
        elif event.kind == "heal" and "unit" not in data:
            self.souls[seat] += data.get("amount", 0)

    def snapshot(self) -> tuple[Lanes, tuple[int, int], tuple[int, int]]:
        lanes = tuple(tuple(copy.deepcopy(u) for u in row) for row in self.lanes)
        return lanes, (self.souls[0], self.souls[1]), (self.shelters[0], self.shelters[1])  # type: ignore[return-value]


def frames(recording: Recording) -> list[Frame]:
    """The frames of a fight: one per attack, counter-blow or End-phase step, ending with the
    next turn's start (or the end of the match)."""
    events = recording.events
    start = next((i for i, e in enumerate(events) if e.kind == "combat"), None)
    if start is None:
        return []
    board = _Board(recording.before) if recording.before is not None else None
    out: list[Frame] = []
    phase = "Combat"
    current: dict[str, Any] | None = None

    def flush() -> None:
        nonlocal current
        if current is None:
            return
        lanes = souls = shelters = None
        if board is not None:
            lanes, souls, shelters = board.snapshot()
        out.append(
            Frame(
                current["phase"],
                current["text"],
                tuple(current["details"]),
                frozenset(current["marks"]),
                frozenset(current["hit"]),
                lanes,
                souls,
                shelters,
                current["upto"],
                current.get("next_turn"),
            )
        )
        current = None

    for index in range(start, len(events)):
        event = events[index]
        log_index = recording.log_start + index + 1
        phase = _phase_of(event, phase)
        if event.kind == "turn" or event.kind == "over":
            flush()
            current = {
                "phase": phase if event.kind == "turn" else "End",
                "text": event.text,
                "details": [],
                "marks": set(),
                "hit": set(),
                "upto": log_index,
            }
            if event.kind == "turn" and event.seat is not None:
                current["next_turn"] = (int(event.data.get("turn", 0)), event.seat)
            flush()
            break
        headline = (
            event.kind in HEADLINES
            or current is None
            or phase != current["phase"]  # the End phase starts a step of its own (a Burn tick...)
            or (phase == "End" and event.kind not in FOLLOW_UPS)
        )
        if headline:
            flush()
            current = {
                "phase": phase,
                "text": event.text,
                "details": [],
                "marks": set(_marks(event)),
                "hit": set(),
                "upto": log_index,
            }
            if event.kind == "direct" and event.seat is not None:
                current["hit"].add(1 - event.seat)
        else:
            assert current is not None
            if event.kind in ("death", "rise", "soul", "toll") or phase == "End":
                current["details"].append(event.text)
            current["marks"].update(_marks(event) if event.kind in ("damage", "death", "rise") else ())
            if event.kind == "soul" and event.seat is not None:
                current["hit"].add(event.seat)
            current["upto"] = log_index
        if board is not None:
            board.follow(event)
    flush()
    return out


def recordings_from_log(log: Sequence[Event], round_number: int, count: int = 2) -> list[Recording]:
    """Board-less recordings of the last ``count`` fights in the log (the fallback when the
    match cannot be replayed: the steps are shown over the current board)."""
    starts = [i for i, e in enumerate(log) if e.kind == "combat"][-count:]
    return [Recording(round_number, None, tuple(log[i:]), i) for i in starts]


def recordings_by_replay(
    first: GameState, actions: Iterable[Action], round_number: int, count: int = 2
) -> list[Recording]:
    """The last ``count`` fights of round ``round_number``, each with the public board as it was
    just before it, rebuilt by applying ``actions`` to ``first`` (the match before its first
    action; it is changed). For a match resumed from a save, whose earlier fights this screen
    never showed."""
    found: list[Recording] = []
    for action in actions:
        before = first.view(None)
        log_start = len(first.log)
        events = first.apply(action)
        combat = next((e for e in events if e.kind == "combat"), None)
        if combat is not None and (int(combat.data.get("turn", 0)) + 1) // 2 == round_number:
            found.append(Recording(round_number, before, tuple(events), log_start))
    return found[-count:]
