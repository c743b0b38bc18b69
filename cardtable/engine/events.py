"""Events: the readable log of what happened in a match, in order."""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One line of the match log.

    ``kind`` is a short machine tag (``"play"``, ``"score"``, ``"draw"``, ``"chance"``...),
    ``text`` the sentence shown to players (it names players, never "you"), ``seat`` the seat it
    concerns if any, and ``data`` small JSON values a screen may use (for example the cells a play
    touched). ``private_to`` marks an event whose text reveals hidden information to one seat only;
    other seats see ``public_text`` instead.
    """

    kind: str
    text: str
    seat: int | None = None
    data: dict[str, Any] = dataclasses.field(default_factory=dict)
    private_to: int | None = None
    public_text: str | None = None

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
            data["data"] = self.data
        if self.private_to is not None:
            data["private_to"] = self.private_to
            data["public_text"] = self.public_text
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Event":
        return cls(
            kind=data["kind"],
            text=data["text"],
            seat=data.get("seat"),
            data=data.get("data", {}),
            private_to=data.get("private_to"),
            public_text=data.get("public_text"),
        )
