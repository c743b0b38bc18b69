"""Cheap construction of log events, the one object every action makes several of.

The engine's :class:`~cardtable.engine.events.Event` is a frozen, slotted dataclass: its generated
``__init__`` sets each field through ``object.__setattr__``, which costs about four times as much
as writing the slots directly. :func:`new_event` writes the same six slots directly and returns a
genuine ``Event`` (same class, same fields, equal to one built the ordinary way). If the engine
ever changes the fields of ``Event``, it falls back to the ordinary constructor.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from cardtable.engine.events import Event

_FIELDS = ("kind", "text", "seat", "data", "private_to", "public_text")

EventFactory = Callable[..., Event]


def _ordinary(kind: str, text: str, seat: int | None, data: dict[str, Any],
              private_to: int | None = None, public_text: str | None = None) -> Event:
    return Event(kind, text, seat, data, private_to, public_text)


def _factory() -> EventFactory:
    fields = tuple(field.name for field in dataclasses.fields(Event))
    slots = getattr(Event, "__slots__", ())
    if fields != _FIELDS or tuple(slots) != _FIELDS:
        return _ordinary
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

    return new_event


new_event: EventFactory = _factory()
"""``new_event(kind, text, seat, data, private_to=None, public_text=None)`` -> an ``Event``."""
