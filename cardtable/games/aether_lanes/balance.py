"""Aether Lanes' part of the balance report: win rate per deck, the deck-vs-deck matrix, and per
card the win rate of the seat that drew it and of the seat that played it.

Counted from the final state and the record alone (no event log), so unsampled games count too.
A seat "drew" a card when the card left its deck during the game (opening hand included); it
"played" it when it summoned, cast, decreed or bound it. Each card counts once per seat and game.
Cards belong to decks, so a card's raw win rate mostly tells how strong its deck is; and a seat
that plays (or draws) more cards tends to be the one winning, whatever the cards. Each card's
figure is therefore set against the same figure for every card of its deck (``expected``: the
win rate, when drawn or when played, of all the cards of the decks it was in, weighted by its
games in each); a card is flagged when its 95% interval excludes that expectation and it is at
least 3 points away from it: it does better (or worse) than its deck-mates.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.engine.state import GameState
from cardtable.engine.stats import Section, interval, percent, rate
from cardtable.games.aether_lanes.actions import plays_by_seat
from cardtable.games.aether_lanes.catalog import load_catalog

FLAG_MARGIN = 0.03
"""A card stands out when its interval excludes the baseline and it is this far from it."""


class AetherBalance:
    """Counts per deck, deck pairing and card (all plain counters, so they merge exactly)."""

    def __init__(self, players: int = 2, options: Any = None) -> None:
        self.deck_games: Counter[str] = Counter()
        self.deck_wins: Counter[str] = Counter()
        self.pair_games: Counter[tuple[str, str]] = Counter()
        self.pair_wins: Counter[tuple[str, str]] = Counter()
        self.seat_games = 0
        self.seat_wins = 0
        self.drawn: Counter[tuple[str, str]] = Counter()
        """(card, deck) -> seat-games in which the seat playing that deck drew that card."""
        self.drawn_wins: Counter[tuple[str, str]] = Counter()
        self.played: Counter[tuple[str, str]] = Counter()
        self.played_wins: Counter[tuple[str, str]] = Counter()
        self._own: tuple[frozenset[int], frozenset[int]] | None = None

    def add(self, state: GameState) -> None:
        sides = state.sides  # type: ignore[attr-defined]
        defs = state.defs  # type: ignore[attr-defined]
        winners = state.outcome.winners if state.outcome else ()
        sole = winners[0] if len(winners) == 1 else None
        played = plays_by_seat(state.history.codes(), state.history_actors)
        own = self._own_ids(state.catalog.rules.deck_size)
        # each counter is updated once a game (Counter.update is dear: it asks an ABC first)
        drawn_keys: list[tuple[str, str]] = []
        used_keys: list[tuple[str, str]] = []
        won_drawn: list[tuple[str, str]] = []
        won_used: list[tuple[str, str]] = []
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
            drawn = {(defs[iid].id, deck) for iid in own[seat].difference(side.deck)}
            used = {(defs[iid].id, deck) for iid in played[seat]}
            drawn_keys += drawn
            used_keys += used
            if won:
                won_drawn += drawn
                won_used += used
        self.drawn.update(drawn_keys)
        self.played.update(used_keys)
        if won_drawn or won_used:
            self.drawn_wins.update(won_drawn)
            self.played_wins.update(won_used)

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

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat_games": self.seat_games, "seat_wins": self.seat_wins}
        for name in _COUNTERS:
            data[name] = [[*_key(k), n] for k, n in sorted(getattr(self, name).items())]
        return data

    def load(self, data: dict[str, Any]) -> None:
        self.seat_games = int(data["seat_games"])
        self.seat_wins = int(data["seat_wins"])
        for name in _COUNTERS:
            counter = getattr(self, name)
            for *key, count in data[name]:
                counter[key[0] if len(key) == 1 else tuple(key)] += int(count)

    # ----- figures ----------------------------------------------------------------------------

    def results(self) -> dict[str, Any]:
        baseline = self.seat_wins / self.seat_games if self.seat_games else None
        decks = sorted(self.deck_games)
        totals = {}
        for how in ("drawn", "played"):
            games, wins = getattr(self, how), getattr(self, how + "_wins")
            deck_rate = _deck_rates(games, wins)
            totals[how] = _per_card(games, deck_rate)
            totals[how + "_wins"] = _per_card(wins, deck_rate)
        cards = []
        catalog = load_catalog()
        for card in sorted(set(totals["drawn"]) | set(totals["played"])):
            figure: dict[str, Any] = {
                "card": card,
                "name": catalog.cards[card].name if card in catalog.cards else card,
            }
            flagged = False
            for how in ("drawn", "played"):
                games, expected = totals[how].get(card, (0, None))
                wins = totals[how + "_wins"].get(card, (0, None))[0]
                figure[how] = {
                    **rate(wins, games),
                    "expected": None if expected is None else round(expected, 4),
                }
                flagged = flagged or (expected is not None and _stands_out(figure[how], expected))
            figure["flagged"] = flagged
            cards.append(figure)
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
            }
        }

    def sections(self, results: dict[str, Any]) -> list[Section]:
        figures = results.get("aether_lanes")
        if not figures or not figures["decks"]:
            return []
        catalog = load_catalog()
        names = {
            deck: (catalog.decks[deck].name if deck in catalog.decks else deck) for deck in figures["decks"]
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
        cards = figures["cards"]
        flagged = [c for c in cards if c["flagged"]]
        ranked = sorted((c for c in cards if c["played"]["of"]), key=lambda c: c["played"]["rate"])
        shown = {c["card"]: c for c in flagged + ranked[:5] + ranked[-5:]}
        rows = []
        for card in sorted(shown.values(), key=lambda c: -(c["played"]["rate"] or 0)):
            label = ("!" if card["flagged"] else "") + card["name"]
            rows.append(
                (
                    label,
                    card["drawn"]["of"],
                    _short(card["drawn"]),
                    card["played"]["of"],
                    _short(card["played"]),
                    f"{_pct(card['drawn']['expected'])} / {_pct(card['played']['expected'])}",
                )
            )
        sections.append(
            Section(
                "Cards: win rate when drawn and when played",
                ("card", "drawn", "won (95%)", "played", "won (95%)", "mates"),
                tuple(rows),
                f"won = win % of the seat when the card was drawn / played; mates = the same for every card of "
                f"its deck(s) (drawn / played); "
                f"⚑ = the 95% interval excludes it by {100 * FLAG_MARGIN:.0f}+ points ({len(flagged)} of "
                f"{len(cards)} cards); also the 5 best and worst when played; every card is in the JSON",
            )
        )
        return sections


_COUNTERS = (
    "deck_games",
    "deck_wins",
    "pair_games",
    "pair_wins",
    "drawn",
    "drawn_wins",
    "played",
    "played_wins",
)


def _per_card(counts: Counter[tuple[str, str]], deck_rate: dict[str, float]) -> dict[str, tuple[int, float]]:
    """card -> (seat-games over all its decks, the deck win rate those games would predict)."""
    games: Counter[str] = Counter()
    expected: dict[str, float] = {}
    for (card, deck), count in counts.items():
        games[card] += count
        expected[card] = expected.get(card, 0.0) + count * deck_rate.get(deck, 0.0)
    return {card: (n, expected[card] / n) for card, n in games.items() if n}


def _key(key: Any) -> list[Any]:
    return list(key) if isinstance(key, tuple) else [key]


def _stands_out(figure: dict[str, Any], baseline: float) -> bool:
    if not figure["of"]:
        return False
    return (figure["low"] > baseline + 0 and figure["rate"] - baseline >= FLAG_MARGIN) or (
        figure["high"] < baseline and baseline - figure["rate"] >= FLAG_MARGIN
    )


def _deck_rates(games: Counter[tuple[str, str]], wins: Counter[tuple[str, str]]) -> dict[str, float]:
    """deck -> the win rate over every (card, seat-game) of that deck."""
    total: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for (_card, deck), count in games.items():
        total[deck] += count
    for (_card, deck), count in wins.items():
        won[deck] += count
    return {deck: won[deck] / count for deck, count in total.items() if count}


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}"


def _short(figure: dict[str, Any]) -> str:
    """``"67.8 (59-75)"``: a rate and its interval in percent, compact."""
    if figure["rate"] is None:
        return "-"
    return f"{100 * figure['rate']:.1f} ({100 * figure['low']:.0f}-{100 * figure['high']:.0f})"


def _initials(name: str) -> str:
    words = [w for w in name.replace("'", "").split() if w]
    return "".join(w[0] for w in words).upper() if len(words) > 1 else name[:2].upper()
