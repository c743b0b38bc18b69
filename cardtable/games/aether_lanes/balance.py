"""Aether Lanes' part of the balance report: win rate per deck, the deck-vs-deck matrix, and per
card the win rate of the seat that drew it and of the seat that played it.

Counted from the final state and the record alone (no event log), so unsampled games count too.
A seat "drew" a card when the card left its deck during the game (opening hand included); it
"played" it when it summoned, cast, decreed or bound it. The per-card figures (set against the
card's deck-mates, flagged when they stand out) are the engine's, shared with Luminous and Lux
Aeterna: see :mod:`cardtable.engine.card_balance`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.engine.card_balance import CardCounts, cards_section, deck_cards_section, own_decks
from cardtable.engine.state import GameState
from cardtable.engine.stats import Section, interval, percent, rate
from cardtable.games.aether_lanes.actions import plays_by_seat
from cardtable.games.aether_lanes.catalog import load_catalog


class AetherBalance:
    """Counts per deck, deck pairing and card (all plain counters, so they merge exactly)."""

    def __init__(self, players: int = 2, options: Any = None) -> None:
        self.deck_games: Counter[str] = Counter()
        self.deck_wins: Counter[str] = Counter()
        self.pair_games: Counter[tuple[str, str]] = Counter()
        self.pair_wins: Counter[tuple[str, str]] = Counter()
        self.seat_games = 0
        self.seat_wins = 0
        self.cards = CardCounts()
        """(card, deck) -> seat-games in which the seat playing that deck drew / played that card."""
        self.own_decks = own_decks(options)
        """The players' own decks of the run (id -> name): the report lists each one's cards."""
        self._own: tuple[frozenset[int], frozenset[int]] | None = None

    def add(self, state: GameState) -> None:
        sides = state.sides  # type: ignore[attr-defined]
        defs = state.defs  # type: ignore[attr-defined]
        winners = state.outcome.winners if state.outcome else ()
        sole = winners[0] if len(winners) == 1 else None
        played = plays_by_seat(state.history.codes(), state.history_actors)
        own = self._own_ids(state.catalog.rules.deck_size)
        seats = []
        for seat, side in enumerate(sides):
            won = seat == sole
            deck, other = side.deck_id, sides[1 - seat].deck_id
            self.deck_games[deck] += 1
            self.pair_games[(deck, other)] += 1
            self.seat_games += 1
            if won:
                self.deck_wins[deck] += 1
                self.pair_wins[(deck, other)] += 1
                self.seat_wins += 1
            drawn = {defs[iid].id for iid in own[seat].difference(side.deck)}
            seats.append((deck, drawn, {defs[iid].id for iid in played[seat]}))
        self.cards.add_game(seats, sole)

    def _own_ids(self, size: int) -> tuple[frozenset[int], frozenset[int]]:
        """The instance ids each seat's deck is dealt as (``c1``..``cN``, then the next N)."""
        if self._own is None or len(self._own[0]) != size:
            self._own = (frozenset(range(1, size + 1)), frozenset(range(size + 1, 2 * size + 1)))
        return self._own

    def merge(self, other: AetherBalance) -> None:
        for name in _COUNTERS:
            getattr(self, name).update(getattr(other, name))
        self.seat_games += other.seat_games
        self.seat_wins += other.seat_wins
        self.cards.merge(other.cards)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat_games": self.seat_games, "seat_wins": self.seat_wins}
        for name in _COUNTERS:
            data[name] = [[*_key(k), n] for k, n in sorted(getattr(self, name).items())]
        data.update(self.cards.to_json())
        return data

    def load(self, data: dict[str, Any]) -> None:
        self.seat_games = int(data["seat_games"])
        self.seat_wins = int(data["seat_wins"])
        for name in _COUNTERS:
            counter = getattr(self, name)
            for *key, count in data[name]:
                counter[key[0] if len(key) == 1 else tuple(key)] += int(count)
        self.cards.load(data)

    # ----- figures ----------------------------------------------------------------------------

    def results(self) -> dict[str, Any]:
        baseline = self.seat_wins / self.seat_games if self.seat_games else None
        decks = sorted(self.deck_games)
        catalog = load_catalog()
        names = {card: definition.name for card, definition in catalog.cards.items()}
        cards = self.cards.figures(names)
        return {
            "aether_lanes": {
                "baseline_win_rate": None if baseline is None else round(baseline, 4),
                "decks": {deck: rate(self.deck_wins[deck], self.deck_games[deck]) for deck in decks},
                "matrix": {
                    a: {
                        b: rate(self.pair_wins[(a, b)], self.pair_games[(a, b)])
                        for b in decks
                        if self.pair_games[(a, b)]
                    }
                    for a in decks
                },
                "cards": cards,
                **({"own_decks": dict(self.own_decks)} if self.own_decks else {}),
            }
        }

    def sections(self, results: dict[str, Any]) -> list[Section]:
        figures = results.get("aether_lanes")
        if not figures or not figures["decks"]:
            return []
        catalog = load_catalog()
        own = figures.get("own_decks", {})
        names = {
            deck: (catalog.decks[deck].name if deck in catalog.decks else own.get(deck, deck))
            for deck in figures["decks"]
        }
        sections = [
            Section(
                "Decks",
                ("deck", "seat-games", "win rate (95%)"),
                tuple(
                    (names[d], f["of"], interval(f))
                    for d, f in sorted(figures["decks"].items(), key=lambda item: -(item[1]["rate"] or 0))
                ),
                "a game counts once for each seat's deck; win = a sole win",
            )
        ]
        matrix = figures["matrix"]
        decks = list(figures["decks"])
        if len(decks) > 1 and sum(len(row) for row in matrix.values()) > len(decks):
            short = {d: _initials(names[d]) for d in decks}
            rows = []
            for a in decks:
                cells = [percent(matrix[a][b]["rate"]) if b in matrix.get(a, {}) else "-" for b in decks]
                rows.append((f"{names[a]} ({short[a]})", *cells))
            sections.append(
                Section(
                    "Deck against deck (row deck's win rate)",
                    ("deck", *(short[d] for d in decks)),
                    tuple(rows),
                    "each cell: how often the row's deck won against the column's deck, both seatings",
                )
            )
        sections.append(cards_section(figures["cards"]))
        for deck, name in own.items():
            section = deck_cards_section(figures["cards"], deck, name)
            if section is not None:
                sections.append(section)
        return sections


_COUNTERS = (
    "deck_games",
    "deck_wins",
    "pair_games",
    "pair_wins",
)


def _key(key: Any) -> list[Any]:
    return list(key) if isinstance(key, tuple) else [key]


def _initials(name: str) -> str:
    words = [w for w in name.replace("'", "").split() if w]
    return "".join(w[0] for w in words).upper() if len(words) > 1 else name[:2].upper()
