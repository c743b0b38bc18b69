"""Each player's stops in the settings file: kept per game and name, read back, damaged entries
dropped with a note, and the retired shared Luminous setting ignored without a word."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.persistence.settings import (
    MAX_SEAT_STOPS,
    Settings,
    load_settings,
    read_settings,
    save_settings,
)
from cardtable.ui.luminous.stops import WINDOWS
from cardtable.ui.seat_stops import SeatStops, settings_key, stops_of, with_stops

KNOWN = [key for key, _ in WINDOWS]


def test_a_choice_is_kept_per_game_and_name_and_round_trips(tmp_path: Path) -> None:
    private = SeatStops(True, frozenset({"attacked", "foe-main"}))
    settings = with_stops(Settings(), "luminous", "Ana", private)
    settings = with_stops(settings, "lux-aeterna", "Ana", SeatStops(stops=frozenset({"start"})))
    path = tmp_path / "settings.json"
    assert save_settings(settings, path) is None
    loaded = load_settings(path).settings
    assert stops_of(loaded, "luminous", " ana ", KNOWN, SeatStops()) == private  # name without case
    assert stops_of(loaded, "luminous", "Bo", KNOWN, SeatStops()) == SeatStops()  # Bo chose nothing
    assert stops_of(loaded, "lux-aeterna", "Ana", ["start"], SeatStops()).stops == {"start"}


def test_damaged_entries_are_dropped_and_the_retired_setting_is_silent() -> None:
    data = {"seat_stops": {"luminous:ana": "stops:attacked", "luminous:bo": 3}, "luminous_stops": ""}
    settings, notes = read_settings(json.loads(json.dumps(data)))
    assert settings.seat_stops == {"luminous:ana": "stops:attacked"}
    assert notes == ["1 seat_stops entries not understood (dropped)"]
    assert read_settings({"seat_stops": "all"})[0].seat_stops == {}


def test_only_the_newest_choices_are_remembered() -> None:
    settings = Settings()
    for n in range(MAX_SEAT_STOPS + 5):
        settings = with_stops(settings, "luminous", f"p{n}", SeatStops())
    assert len(settings.seat_stops) == MAX_SEAT_STOPS
    assert settings_key("luminous", "p0") not in settings.seat_stops
    assert settings_key("luminous", f"p{MAX_SEAT_STOPS + 4}") in settings.seat_stops


@settings(deadline=None)
@given(st.booleans(), st.frozensets(st.sampled_from(KNOWN)))
def test_every_choice_encodes_and_decodes_to_itself(private: bool, stops: frozenset[str]) -> None:
    choice = SeatStops(private, stops)
    assert SeatStops.decode(choice.encode(), KNOWN) == choice


def test_the_cards_mode_round_trips_and_is_told_in_words() -> None:
    choice = SeatStops(stops=frozenset({"attacked"}), cards_only=True)
    assert choice.mode == "cards" and choice.encode() == "cards:attacked"
    assert SeatStops.decode("cards:attacked", KNOWN) == choice
    assert SeatStops.decode("cards", KNOWN) == SeatStops(cards_only=True)
    assert choice.describe(4) == "asked when a card can be played, and at 1 of 4 stops"
    assert choice.describe(4, stops_count=False) == "asked when a card can be played"  # Luminous
    assert choice.asks_for(["pass", "activate"]) is False
    assert choice.asks_for(["pass", "play"]) and choice.asks_for(["block"])
    assert SeatStops().asks_for(["pass", "activate"]) and not SeatStops().asks_for(["pass"])
