"""Events: the readable log of what happened in a match, in order."""

from __future__ import annotations

import types
from collections.abc import Mapping
from typing import Any, NamedTuple

NO_DATA: Mapping[str, Any] = types.MappingProxyType({})
"""The (read-only, shared) data of an event that carries none."""


class Event(NamedTuple):
    """One line of the match log (an immutable value; a named tuple because games log several
    events per action and this is the cheapest immutable record Python builds).

    ``kind`` is a short machine tag (``"play"``, ``"score"``, ``"draw"``, ``"chance"``...),
    ``text`` the sentence shown to players (it names players, never "you"), ``seat`` the seat it
    concerns if any, and ``data`` small JSON values a screen may use (for example the cells a play
    touched). ``private_to`` marks an event whose text reveals hidden information to one seat only;
    other seats see ``public_text`` instead.
    """

    kind: str
    text: str
    seat: int | None = None
    data: Mapping[str, Any] = NO_DATA
    private_to: int | None = None
    public_text: str | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # immutable: a copied state shares its events

    def __reduce__(self) -> tuple[Any, ...]:
        data = dict(self.data) if self.data else None
        return (_rebuild, (self.kind, self.text, self.seat, data, self.private_to, self.public_text))

    def text_for(self, seat: int | None) -> str:
        """The text a given seat may read (``None`` = a spectator)."""
        if self.private_to is None or self.private_to == seat:
            return self.text
        return self.public_text or ""

    def visible_to(self, seat: int | None) -> bool:
        return self.private_to is None or self.private_to == seat or bool(self.public_text)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.data:
            data["data"] = dict(self.data)
        if self.private_to is not None:
            data["private_to"] = self.private_to
            data["public_text"] = self.public_text
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        return cls(
            data["kind"],
            data["text"],
            data.get("seat"),
            data.get("data") or NO_DATA,
            data.get("private_to"),
            data.get("public_text"),
        )


def _rebuild(
    kind: str,
    text: str,
    seat: int | None,
    data: dict[str, Any] | None,
    private_to: int | None,
    public_text: str | None,
) -> Event:
    """Unpickle an event (its shared empty data is not picklable as such)."""
    return Event(kind, text, seat, data or NO_DATA, private_to, public_text)
