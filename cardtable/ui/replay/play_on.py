"""Play on from a replay: who sits where in the new match (people, or the computer in a seat)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cardtable.engine.record import SeatInfo

if TYPE_CHECKING:
    from cardtable.ui.app import CardtableApp


def seat_choices(players: Sequence[str]) -> list[tuple[str, str, tuple[SeatInfo, ...]]]:
    """(id, label, seats) for each way to sit: hot-seat, or the computer in one seat."""
    person, computer = SeatInfo(kind="human"), SeatInfo(kind="computer", bot="greedy")
    if len(players) == 1:
        return [("solo", f"{players[0]} plays on", (person,))]
    choices = [("hotseat", "Hot-seat: people in every seat", tuple(person for _ in players))]
    for seat, name in enumerate(players):
        seats = tuple(computer if i == seat else person for i in range(len(players)))
        choices.append((f"computer-{seat}", f"The computer plays {name}", seats))
    return choices


def ask_seats(
    app: CardtableApp, players: Sequence[str], then: Callable[[tuple[SeatInfo, ...] | None], None]
) -> None:
    """Ask how to sit in the new match; ``then`` gets the seats (None if the player cancels)."""
    from cardtable.ui.dialogs import ChoiceDialog

    choices = seat_choices(players)
    by_id = {choice_id: seats for choice_id, _label, seats in choices}

    def chosen(choice_id: str | None) -> None:
        then(by_id.get(choice_id or ""))

    app.push_screen(
        ChoiceDialog(
            "Play on from here: a new match, saved apart, naming this one",
            [(choice_id, text) for choice_id, text, _seats in choices],
        ),
        chosen,
    )
