"""Lux Aeterna's part of the balance report: the shared deck figures per Codex, Soul left, and how
often each Codex's offerings and effects found the supply short (the supply as a design constraint:
a plan that starves itself shows up here), and on which turn; per card the seat's win rate when the
card was in its hand and when it played it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardtable.engine.card_balance import plays_by_seat
from cardtable.engine.deck_balance import DeckBalance
from cardtable.engine.state import GameState
from cardtable.engine.stats import Section, counter_from_json, counter_to_json, distribution, percent
from cardtable.games.lux_aeterna.actions import Play


class LuxAeternaBalance(DeckBalance):
    """Win rate per Codex and Codex against Codex; the Soul each seat has left; supply shortages."""

    KEY = "lux_aeterna"
    LEFT = "Soul"

    def __init__(self, players: int = 2, options: Any = None) -> None:
        super().__init__(players, options)
        self.short_games: Counter[str] = Counter()
        """Codex -> seat-games in which the supply fell short for it at least once."""
        self.short_turns: Counter[str] = Counter()
        """Codex -> turns (summed over seat-games) in which the supply fell short for it."""
        self.first_short: dict[str, Counter[int]] = {}
        """Codex -> the turn of its first shortage -> seat-games."""
        self.open_games: Counter[str] = Counter()
        """Codex -> seat-games against another Codex (the mirror shares one colour's Lights)."""
        self.open_short: Counter[str] = Counter()
        """Codex -> seat-games against another Codex in which the supply fell short for it."""

    @staticmethod
    def seat_decks(state: GameState) -> Sequence[str]:
        return list(state.codex_id)  # type: ignore[attr-defined]

    @staticmethod
    def seat_left(state: GameState) -> Sequence[int]:
        return [max(0, soul) for soul in state.soul]  # type: ignore[attr-defined]

    @staticmethod
    def deck_names() -> dict[str, str]:
        from cardtable.games.lux_aeterna.catalog import load_catalog

        return {codex.id: codex.name for codex in load_catalog().codices.values()}

    def seat_cards(self, state: GameState) -> Sequence[tuple[set[str], set[str]]]:
        card_of = state.card_of  # type: ignore[attr-defined]
        zones = state.zones  # type: ignore[attr-defined]
        dealt = self.dealt(state.rules.codex_size)  # type: ignore[attr-defined]
        played = plays_by_seat(state.history.codes(), state.history_actors, Play)
        return [
            (
                {
                    card_of[iid]
                    for iid in dealt[seat].difference(zones.cards(seat, "codex"))
                    if iid in card_of
                },
                {card_of[iid] for iid in played[seat] if iid in card_of},
            )
            for seat in (0, 1)
        ]

    @staticmethod
    def dealt_id(seat: int, number: int, size: int) -> str:
        return f"{'ab'[seat]}{number:02d}"  # seat 0's Codex is dealt as a01.., seat 1's as b01..

    @staticmethod
    def card_names() -> dict[str, str]:
        from cardtable.games.lux_aeterna.catalog import load_catalog

        return {card: definition.name for card, definition in load_catalog().cards.items()}

    def add(self, state: GameState) -> None:
        super().add(state)
        decks = self.seat_decks(state)
        mirror = len(set(decks)) == 1
        for deck, turns in zip(decks, state.short_turns):  # type: ignore[attr-defined]
            if not mirror:
                self.open_games[deck] += 1
                self.open_short[deck] += bool(turns)
            if turns:
                self.short_games[deck] += 1
                self.short_turns[deck] += len(turns)
                self.first_short.setdefault(deck, Counter())[turns[0]] += 1

    def merge(self, other: DeckBalance) -> None:
        super().merge(other)
        assert isinstance(other, LuxAeternaBalance)
        self.short_games.update(other.short_games)
        self.short_turns.update(other.short_turns)
        self.open_games.update(other.open_games)
        self.open_short.update(other.open_short)
        for deck, counts in other.first_short.items():
            self.first_short.setdefault(deck, Counter()).update(counts)

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["short_games"] = counter_to_json(self.short_games)
        data["short_turns"] = counter_to_json(self.short_turns)
        data["open_games"] = counter_to_json(self.open_games)
        data["open_short"] = counter_to_json(self.open_short)
        data["first_short"] = {deck: counter_to_json(c) for deck, c in sorted(self.first_short.items())}
        return data

    def load(self, data: dict[str, Any]) -> None:
        super().load(data)
        self.short_games = counter_from_json(data.get("short_games", []))
        self.short_turns = counter_from_json(data.get("short_turns", []))
        self.open_games = counter_from_json(data.get("open_games", []))
        self.open_short = counter_from_json(data.get("open_short", []))
        self.first_short = {deck: counter_from_json(c) for deck, c in data.get("first_short", {}).items()}

    def results(self) -> dict[str, Any]:
        found = super().results()
        found[self.KEY]["supply_short"] = {
            deck: {
                "seat_games": self.deck_games[deck],
                "games_short": self.short_games[deck],
                "share": self.short_games[deck] / self.deck_games[deck] if self.deck_games[deck] else None,
                "share_not_mirror": (
                    self.open_short[deck] / self.open_games[deck] if self.open_games[deck] else None
                ),
                "turns_short_per_game": (
                    self.short_turns[deck] / self.deck_games[deck] if self.deck_games[deck] else None
                ),
                "first_turn": distribution(self.first_short.get(deck, Counter())),
            }
            for deck in sorted(self.deck_games)
        }
        return found

    def sections(self, results: dict[str, Any]) -> list[Section]:
        sections = super().sections(results)
        short = (results.get(self.KEY) or {}).get("supply_short")
        if not sections or not short:
            return sections
        names = self.deck_names()
        rows = []
        for deck, figure in short.items():
            first = figure["first_turn"]
            rows.append(
                (
                    names.get(deck, deck),
                    figure["seat_games"],
                    percent(figure["share"]),
                    percent(figure.get("share_not_mirror")),
                    "-"
                    if figure["turns_short_per_game"] is None
                    else f"{figure['turns_short_per_game']:.2f}",
                    "-"
                    if first["median"] is None
                    else f"{first['median']} ({first['p5']} to {first['p95']})",
                )
            )
        sections.append(
            Section(
                "The supply out, per Codex",
                ("Codex", "games", "short", "not mirror", "turns/game", "first turn"),
                tuple(rows),
                "games = seat-games of the Codex; short = the share of them in which an offering the "
                "supply could not give in full, or an effect that got less than it asked, came up "
                "(counted once per turn); not mirror = the same share in games against another Codex "
                "(two seats of one Codex share one colour's Lights); turns/game = short turns a game; "
                "first turn = the match turn of the first shortage, median (5-95%)",
            )
        )
        return sections
