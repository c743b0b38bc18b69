"""Cheap construction of log events, the objects every action makes several of.

The engine's :class:`~cardtable.engine.events.Event` is a frozen, slotted dataclass: its generated
``__init__`` sets each field through ``object.__setattr__``, which costs about four times as much
as writing the slots directly. :func:`new_event` and :func:`say` write the same six slots directly
and give a genuine ``Event`` (same class, same fields, equal to one built the ordinary way). If
the engine ever changes the fields of ``Event``, both fall back to the ordinary constructor.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.engine.events import Event

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState

_FIELDS = ("kind", "text", "seat", "data", "private_to", "public_text")

EventFactory = Callable[..., Event]
SayMethod = Callable[..., Event]
LogMethod = Callable[["AetherState", str, str, "int | None", "dict[str, Any]"], Event]


def _slots_match() -> bool:
    if not dataclasses.is_dataclass(Event):
        return False  # the engine's Event is a named tuple now: its constructor is already cheap
    fields = tuple(field.name for field in dataclasses.fields(Event))
    return fields == _FIELDS and tuple(getattr(Event, "__slots__", ())) == _FIELDS


def _ordinary_event(kind: str, text: str, seat: int | None, data: dict[str, Any],
                    private_to: int | None = None, public_text: str | None = None) -> Event:
    return Event(kind, text, seat, data, private_to, public_text)


def _ordinary_log_event(self: "AetherState", kind: str, text: str, seat: int | None, data: dict[str, Any]) -> Event:
    data["turn"] = self.turn
    event = Event(kind, text, seat, data)
    self.log.append(event)
    return event


def _say_with(log_event: LogMethod) -> SayMethod:
    """``say`` (keyword data) on top of a ``log_event`` (one dict of data)."""

    def say(self: "AetherState", kind: str, text: str, seat: int | None = None, **data: Any) -> Event:
        return log_event(self, kind, text, seat, data)

    return say


def _factories() -> tuple[EventFactory, SayMethod, LogMethod]:
    if not _slots_match():
        return _ordinary_event, _say_with(_ordinary_log_event), _ordinary_log_event
    make = Event.__new__
    set_kind, set_text, set_seat, set_data, set_private, set_public = (
        Event.__dict__[name].__set__ for name in _FIELDS
    )

    def new_event(kind: str, text: str, seat: int | None, data: dict[str, Any],
                  private_to: int | None = None, public_text: str | None = None) -> Event:
        event = make(Event)
        set_kind(event, kind)
        set_text(event, text)
        set_seat(event, seat)
        set_data(event, data)
        set_private(event, private_to)
        set_public(event, public_text)
        return event

    def log_event(self: "AetherState", kind: str, text: str, seat: int | None, data: dict[str, Any]) -> Event:
        data["turn"] = self.turn
        event = make(Event)
        set_kind(event, kind)
        set_text(event, text)
        set_seat(event, seat)
        set_data(event, data)
        set_private(event, None)
        set_public(event, None)
        self.log.append(event)
        return event

    return new_event, _say_with(log_event), log_event


new_event, say, log_event = _factories()
"""``new_event(kind, text, seat, data, private_to=None, public_text=None)`` -> an ``Event``;
``say(state, kind, text, seat=None, **data)`` logs a public event tagged with the turn number
(``AetherState.say``); ``log_event(state, kind, text, seat, data)`` is the same with the data as
one dict (``AetherState.log_event``: no keyword packing, for the events of every turn)."""
