"""The ``s`` key of the card-battle tables: the seat at the keys chooses how the table asks it
(whenever it can answer, only when it can play a card or block, or only at its stops whatever
its hand) and its stops; the choice is
remembered for that player's name (:mod:`cardtable.ui.seat_stops`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.ui.seat_stops import ANSWER_MODE, CARDS_MODE, STOPS_MODE, SeatStops, stops_of, with_stops
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

KEYS = "123456789"


def remembered(
    settings: Any, game_id: str, names: Sequence[str], windows: Sequence[tuple[str, str]]
) -> dict[int, SeatStops]:
    """Each seat's remembered choice (a seat with none is asked whenever it can answer)."""
    known = [key for key, _ in windows]
    return {seat: stops_of(settings, game_id, name, known, SeatStops()) for seat, name in enumerate(names)}


def choose_stops(
    screen: Any,
    *,
    game_id: str,
    name: str,
    current: SeatStops,
    windows: Sequence[tuple[str, str]],
    stops_help: str,
    stops_when_answering: bool,
    done: Callable[[SeatStops], None],
    suggested: frozenset[str] = frozenset(),
) -> None:
    """Ask ``name`` (the seat at the keys) for its choice through ``screen._push``; save it in the
    settings and call ``done`` with it. ``stops_when_answering``: the game's stops still count in
    the default mode (Lux Aeterna's Prayer windows of your own turn) and are asked for then too;
    ``suggested``: the stops first picked for a seat that had none."""
    now = " (your choice now)"
    ways = (("answer", ANSWER_MODE), ("stops", STOPS_MODE), ("cards", CARDS_MODE))
    modes = [
        Choice(mode, f"{label}{now if mode == current.mode else ''}: {line}", str(n))
        for n, (mode, (label, line)) in enumerate(ways, start=1)
    ]

    def save(choice: SeatStops) -> None:
        warning = screen.app.update_settings(with_stops(screen.app.settings, game_id, name, choice))
        screen.notify(warning or f"{name}: {choice.describe(len(windows), stops_when_answering)}.")
        done(choice)

    def mode_chosen(mode: str | None) -> None:
        if mode is None:
            return
        private = mode == "stops"
        cards = mode == "cards"
        if not private and not stops_when_answering:
            save(SeatStops(at_stops_only=False, stops=current.stops, cards_only=cards))
            return
        choices = [Choice(key, label, KEYS[i]) for i, (key, label) in enumerate(windows)]
        screen._push(
            MultiPickDialog(
                f"{name}: your stops",
                stops_help,
                choices,
                picked=sorted(current.stops or (suggested if private else frozenset())),
                allow_none=True,
                confirm_words=stops_kept,
            ),
            lambda picks: ask_mode() if picks is None else save(SeatStops(private, frozenset(picks), cards)),
        )

    def ask_mode() -> None:
        screen._push(
            PickDialog(
                f"{name}: when should the table ask you?",
                "Your choice, remembered for your name; the other player's is their own. "
                f"Whichever you choose, you are asked whenever you can {screen.BLOCK_WORD}, and in your own "
                "main phases whenever you can play.",
                modes,
            ),
            mode_chosen,
        )

    ask_mode()


def stops_kept(picks: Sequence[str]) -> str:
    """The confirm line of the stops list: "keep no stops", "keep this 1 stop", "keep these 3 stops"."""
    if not picks:
        return "keep no stops"
    return "keep this 1 stop" if len(picks) == 1 else f"keep these {len(picks)} stops"
