"""A deck game's part of the balance report, shared by the games whose seats lead a starter deck
(Lux Aeterna's Codices, Luminous' decks): each deck's sole-win rate with its 95% interval, flagged
when the interval leaves 50% behind by a margin, the deck-against-deck matrix, and what a deck has
left at the end (Soul, Life: the median and the 5th-95th percentile, and the winner's margin),
and per card the seat's win rate when the card was in its hand and when it played it
(:mod:`cardtable.engine.card_balance`, shared with Aether Lanes).

A game subclasses :class:`DeckBalance` in its own package, naming its key in the JSON, the word for
what a seat has left, and small readers of a final state (static, so the collector pickles
between worker processes). Counted from the final state and the record alone (no event log).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from cardtable.engine.card_balance import (
    CardCounts,
    cards_section,
    deck_cards_section,
    own_decks,
)
from cardtable.engine.state import GameState
from cardtable.engine.stats import (
    Section,
    counter_from_json,
    counter_to_json,
    distribution,
    interval,
    rate,
)

FLAG_MARGIN = 0.05
"""A deck is flagged when its 95% interval lies wholly on one side of 50% and its rate is this far
from 50% (a fair deck in a two-player game wins half its games, draws aside)."""


class DeckBalance:
    """Counters per deck and per ordered deck pairing (they merge exactly)."""

    KEY: ClassVar[str] = "decks"
    """The key of this game's figures in the JSON ``results``."""
    LEFT: ClassVar[str] = "left"
    """What a seat has left at the end (``Soul``, ``Life``)."""

    def __init__(self, players: int = 2, options: Any = None) -> None:
        self.deck_games: Counter[str] = Counter()
        self.deck_wins: Counter[str] = Counter()
        self.pair_games: Counter[tuple[str, str]] = Counter()
        self.pair_wins: Counter[tuple[str, str]] = Counter()
        self.left: dict[str, Counter[int]] = {}
        """deck -> final amount left -> seat-games."""
        self.margins: Counter[int] = Counter()
        """The winner's amount left minus the loser's, per sole win."""
        self.cards = CardCounts()
        """(card, deck) -> seat-games in which the seat leading that deck drew / played the card."""
        self.own_decks = own_decks(options)
        """The players' own decks of the run (id -> name): the report lists each one's cards."""
        self._dealt_ids: tuple[int, tuple[frozenset[str], ...]] | None = None

    # ----- what a game supplies ---------------------------------------------------------------

    @staticmethod
    def seat_decks(state: GameState) -> Sequence[str]:
        """The deck id each seat led."""
        raise NotImplementedError

    @staticmethod
    def seat_left(state: GameState) -> Sequence[int]:
        """What each seat has left at the end."""
        raise NotImplementedError

    @staticmethod
    def deck_names() -> dict[str, str]:
        """Deck id -> its name, in data order."""
        raise NotImplementedError

    def seat_cards(self, state: GameState) -> Sequence[tuple[set[str], set[str]]]:
        """Per seat, the card ids it drew (they left its deck: opening hand included) and those
        it played; none by default (a game without per-card figures). Read once per simulated
        game: a game may keep small caches on the collector (it must still pickle)."""
        return ()

    @staticmethod
    def card_names() -> dict[str, str]:
        """Card id -> its name (for the per-card figures)."""
        return {}

    @staticmethod
    def dealt_id(seat: int, number: int, size: int) -> str:
        """The instance id the ``number``-th card (from 1) of ``seat``'s deck of ``size`` cards is
        dealt as (for :meth:`dealt`; a game with per-card figures gives it)."""
        raise NotImplementedError

    def dealt(self, size: int) -> tuple[frozenset[str], ...]:
        """Per seat, the instance ids its deck of ``size`` cards is dealt as (:meth:`dealt_id`):
        a copy it drew has left its deck by the end. Kept on the collector (read once a game)."""
        cached = self._dealt_ids
        if cached is None or cached[0] != size:
            ids = tuple(
                frozenset(self.dealt_id(seat, n, size) for n in range(1, size + 1)) for seat in (0, 1)
            )
            cached = self._dealt_ids = (size, ids)
        return cached[1]

    # ----- counting ---------------------------------------------------------------------------

    def add(self, state: GameState) -> None:
        decks = list(self.seat_decks(state))
        left = list(self.seat_left(state))
        winners = state.outcome.winners if state.outcome else ()
        sole = winners[0] if len(winners) == 1 else None
        for seat, deck in enumerate(decks):
            self.deck_games[deck] += 1
            self.left.setdefault(deck, Counter())[left[seat]] += 1
            if seat == sole:
                self.deck_wins[deck] += 1
            for other_seat, other in enumerate(decks):
                if other_seat != seat:
                    self.pair_games[(deck, other)] += 1
                    if seat == sole:
                        self.pair_wins[(deck, other)] += 1
        if sole is not None and len(left) == 2:
            self.margins[left[sole] - left[1 - sole]] += 1
        cards = self.seat_cards(state)
        if cards:
            self.cards.add_game([(deck, *seat) for deck, seat in zip(decks, cards)], sole)

    def merge(self, other: DeckBalance) -> None:
        for name in ("deck_games", "deck_wins", "pair_games", "pair_wins", "margins"):
            getattr(self, name).update(getattr(other, name))
        for deck, counts in other.left.items():
            self.left.setdefault(deck, Counter()).update(counts)
        self.cards.merge(other.cards)

    def to_json(self) -> dict[str, Any]:
        return {
            "deck_games": counter_to_json(self.deck_games),
            "deck_wins": counter_to_json(self.deck_wins),
            "pair_games": [[a, b, n] for (a, b), n in sorted(self.pair_games.items())],
            "pair_wins": [[a, b, n] for (a, b), n in sorted(self.pair_wins.items())],
            "left": {deck: counter_to_json(counts) for deck, counts in sorted(self.left.items())},
            "margins": counter_to_json(self.margins),
            **self.cards.to_json(),
        }

    def load(self, data: dict[str, Any]) -> None:
        self.deck_games = counter_from_json(data["deck_games"])
        self.deck_wins = counter_from_json(data["deck_wins"])
        self.pair_games = Counter({(a, b): int(n) for a, b, n in data["pair_games"]})
        self.pair_wins = Counter({(a, b): int(n) for a, b, n in data["pair_wins"]})
        self.left = {deck: counter_from_json(pairs) for deck, pairs in data["left"].items()}
        self.margins = counter_from_json(data["margins"])
        self.cards = CardCounts()
        self.cards.load(data)

    # ----- figures ----------------------------------------------------------------------------

    def results(self) -> dict[str, Any]:
        decks = sorted(self.deck_games)
        figures: dict[str, Any] = {}
        for deck in decks:
            figure = rate(self.deck_wins[deck], self.deck_games[deck])
            figure["flagged"] = stands_out(figure)
            figure["left"] = distribution(self.left.get(deck, Counter()))
            figures[deck] = figure
        return {
            self.KEY: {
                "decks": figures,
                "matrix": {
                    a: {
                        b: rate(self.pair_wins[(a, b)], self.pair_games[(a, b)])
                        for b in decks
                        if self.pair_games[(a, b)]
                    }
                    for a in decks
                },
                "winning_margin": distribution(self.margins),
                **({"cards": self.cards.figures(self.card_names())} if self.cards else {}),
                **({"own_decks": dict(self.own_decks)} if self.own_decks else {}),
            }
        }

    def sections(self, results: dict[str, Any]) -> list[Section]:
        figures = results.get(self.KEY)
        if not figures or not figures["decks"]:
            return []
        own = figures.get("own_decks", {})
        known = {**own, **self.deck_names()}
        names = {deck: known.get(deck, deck) for deck in figures["decks"]}
        ranked = sorted(figures["decks"].items(), key=lambda item: -(item[1]["rate"] or 0))
        rows = []
        for deck, figure in ranked:
            left = figure["left"]
            rows.append(
                (
                    ("!" if figure["flagged"] else "") + names[deck],
                    figure["of"],
                    interval(figure),
                    "-" if left["median"] is None else f"{left['median']} ({left['p5']} to {left['p95']})",
                )
            )
        flagged = sum(1 for figure in figures["decks"].values() if figure["flagged"])
        margin = figures["winning_margin"]
        sections = [
            Section(
                "Decks",
                ("deck", "seat-games", "win rate (95%)", f"{self.LEFT} left (5-95%)"),
                tuple(rows),
                f"a game counts once for each seat's deck; win = a sole win; ⚑ = the 95% interval is "
                f"off 50% and the rate {100 * FLAG_MARGIN:.0f}+ points away ({flagged} of {len(rows)} "
                f"decks); winner's {self.LEFT} lead: median {margin['median']} "
                f"(5-95%: {margin['p5']} to {margin['p95']})",
            )
        ]
        matrix = figures["matrix"]
        decks = list(figures["decks"])
        if len(decks) > 1 and sum(len(row) for row in matrix.values()) > len(decks):
            short = {deck: initials(names[deck]) for deck in decks}
            matrix_rows = []
            for a in decks:
                cells = [
                    _whole_percent(matrix[a][b]["rate"]) if b in matrix.get(a, {}) else "-" for b in decks
                ]
                matrix_rows.append((f"{names[a]} ({short[a]})", *cells))
            sections.append(
                Section(
                    "Deck against deck (row deck's win rate)",
                    ("deck", *(short[deck] for deck in decks)),
                    tuple(matrix_rows),
                    "each cell: how often (%) the row's deck won alone against the column's deck, both seatings",
                )
            )
        cards = figures.get("cards")
        if cards:
            sections.append(cards_section(cards))
            for deck, name in own.items():
                section = deck_cards_section(cards, deck, name)
                if section is not None:
                    sections.append(section)
        return sections


def stands_out(figure: dict[str, Any], baseline: float = 0.5) -> bool:
    """The rate's 95% interval excludes ``baseline`` and the rate is ``FLAG_MARGIN`` away from it."""
    if not figure["of"] or figure["rate"] is None:
        return False
    return bool(figure["low"] > baseline and figure["rate"] - baseline >= FLAG_MARGIN) or bool(
        figure["high"] < baseline and baseline - figure["rate"] >= FLAG_MARGIN
    )


def _whole_percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}"


def initials(name: str) -> str:
    """A short column label for a deck name (its initials, or its first two letters)."""
    words = [word for word in name.replace("'", "").replace("(", " ").replace(")", " ").split() if word]
    return "".join(word[0] for word in words).upper() if len(words) > 1 else name[:2].upper()
