"""Events: the readable log of what happened in a match, in order.

An event's sentence may be stored as it is to be read (a string) or, on the hot paths of games
that log every step, as a small tuple ``(template, *args)`` (a ``%s`` template and its values),
rendered to text only when someone reads ``event.text`` (a screen, a save, a JSON snapshot). A
logged simulation or replay then builds no sentence at all.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from typing import Any, NamedTuple

NO_DATA: Mapping[str, Any] = types.MappingProxyType({})
"""The (read-only, shared) data of an event that carries none."""

Line = str | tuple[Any, ...]
"""An event's sentence: the text, or ``(template, *args)`` rendered as ``template % args``."""


class _EventFields(NamedTuple):
    kind: str
    line: Line
    seat: int | None = None
    data: Mapping[str, Any] = NO_DATA
    private_to: int | None = None
    public_text: str | None = None


class Event(_EventFields):
    """One line of the match log (an immutable value; a named tuple because games log several
    events per action and this is the cheapest immutable record Python builds).

    ``kind`` is a short machine tag (``"play"``, ``"score"``, ``"draw"``, ``"chance"``...),
    ``text`` the sentence shown to players (it names players, never "you"; stored as ``line``:
    the text itself or a template with its values, see the module), ``seat`` the seat it concerns
    if any, and ``data`` small JSON values a screen may use (for example the cells a play
    touched). ``private_to`` marks an event whose text reveals hidden information to one seat
    only; other seats see ``public_text`` instead.

    Two events are equal when their fields are, the sentence compared as text (a template with
    its values equals the text it renders, so an event equals its JSON round trip).
    """

    __slots__ = ()

    @property
    def text(self) -> str:
        """The sentence, rendered from its template on demand."""
        line = self.line
        if type(line) is str:
            return line
        return line[0] % line[1:]

    def __eq__(self, other: object) -> bool:
        """Equal fields, the sentence compared as text: a template and its values equal the text
        they render (tuples are compared first, so two logs built alike never render a line)."""
        if tuple.__eq__(self, other) is True:
            return True
        if not isinstance(other, Event):
            return False
        return self[0] == other[0] and self[2:] == other[2:] and self.text == other.text

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = None  # type: ignore[assignment]  # (as before: an event's data is a mapping)

    def _replace(self, **changes: Any) -> Event:
        """``namedtuple._replace``, where ``text`` names the sentence (stored as ``line``)."""
        if "text" in changes:
            changes["line"] = changes.pop("text")
        return super()._replace(**changes)

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # immutable: a copied state shares its events

    def __reduce__(self) -> tuple[Any, ...]:
        data = dict(self.data) if self.data else None
        return (_rebuild, (self.kind, self.line, self.seat, data, self.private_to, self.public_text))

    def text_for(self, seat: int | None) -> str:
        """The text a given seat may read (``None`` = a spectator)."""
        if self.private_to is None or self.private_to == seat:
            return self.text
        return self.public_text or ""

    def visible_to(self, seat: int | None) -> bool:
        return self.private_to is None or self.private_to == seat or bool(self.public_text)

    def to_json(self) -> dict[str, Any]:
        kind, line, seat, extra, private_to, public_text = self
        # the sentence as :attr:`text` renders it (inlined: a snapshot writes every event)
        data: dict[str, Any] = {"kind": kind, "text": line if type(line) is str else line[0] % line[1:]}
        if seat is not None:
            data["seat"] = seat
        if extra:
            data["data"] = dict(extra)
        if private_to is not None:
            data["private_to"] = private_to
            data["public_text"] = public_text
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        # tuple.__new__: the fields in order, without the named tuple's keyword constructor
        return tuple.__new__(
            cls,
            (
                data["kind"],
                data["text"],
                data.get("seat"),
                data.get("data") or NO_DATA,
                data.get("private_to"),
                data.get("public_text"),
            ),
        )


def _rebuild(
    kind: str,
    line: Line,
    seat: int | None,
    data: dict[str, Any] | None,
    private_to: int | None,
    public_text: str | None,
) -> Event:
    """Unpickle an event (its shared empty data is not picklable as such)."""
    return Event(kind, line, seat, data or NO_DATA, private_to, public_text)
