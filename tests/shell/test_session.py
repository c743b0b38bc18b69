"""The Match controller: seats, computer moves, undo, rematch, seeds."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtable.engine.errors import IllegalActionError, SetupError
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameRegistry
from cardtable.engine.seeds import daily_seed, parse_seed
from cardtable.session import Match, MatchSetup
from tests.support import toy_game

REGISTRY = GameRegistry([toy_game.INFO])


def test_seed_parsing_accepts_numbers_daily_and_dates_and_explains_refusals() -> None:
    assert parse_seed("") is None
    assert parse_seed(" 42 ") == 42
    today = dt.date(2026, 11, 29)
    assert parse_seed("daily", today) == daily_seed(today) == parse_seed("2026-11-29")
    assert parse_seed("daily:2026-11-28") == daily_seed(dt.date(2026, 11, 28)) != daily_seed(today)
    with pytest.raises(SetupError, match="whole number"):
        parse_seed("abc")
    with pytest.raises(SetupError, match="'2026-13-40' is not a date"):
        parse_seed("2026-13-40")
    with pytest.raises(SetupError, match="whole number"):
        parse_seed("-5")


def test_computer_seat_moves_and_undo_reaches_back_only_to_revealed_information() -> None:
    setup = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo(kind="computer", bot="greedy")), 3)
    match = Match.start(REGISTRY, setup)
    assert not match.computer_to_act
    match.apply(toy_game.Tap())
    assert match.can_undo
    assert match.undo() == 1 and match.state.history == [] and match.record.actions == []
    card = match.state.hands[0].cards[0]
    match.apply(toy_game.PlayCard(card))
    assert match.computer_to_act and not match.can_undo
    action = match.choose_computer_action()
    match.apply(action)
    with pytest.raises(IllegalActionError):
        match.undo()


def test_rematch_keeps_seats_and_takes_a_new_seed_unless_asked() -> None:
    setup = MatchSetup("toy", ("Ana", "Bo"), (SeatInfo(), SeatInfo(kind="computer", bot="random")), 5)
    match = Match.start(REGISTRY, setup)
    again = match.rematch_setup()
    assert again.seed is None and again.seats == setup.seats and again.players == setup.players
    assert match.rematch_setup(same_seed=True).seed == 5


def test_setup_errors_are_clear() -> None:
    with pytest.raises(SetupError, match="needs 2 to 3 players, not 1"):
        Match.start(REGISTRY, MatchSetup("toy", ("Ana",), (SeatInfo(),), 1))
    with pytest.raises(SetupError, match="no variant 'turbo'"):
        Match.start(
            REGISTRY, MatchSetup("toy", ("A", "B"), (SeatInfo(), SeatInfo()), 1, {"variant": "turbo"})
        )
