"""The balance report's figures per card, shared by the deck games (Aether Lanes, Luminous, Lux
Aeterna): for each card, how often the seat won when the card was in its hand (it left the deck
during the game, opening hand included: "drawn") and when it played the card ("played").

A game's collector reads, per seat and game, the cards the seat drew and played from the final
state and record and hands them to :meth:`CardCounts.add_game`; each card counts once per seat
and game. Cards belong to decks, so a card's raw win rate mostly tells how strong its deck is,
and a seat that draws (or plays) more cards tends to be the one winning, whatever the cards. Each
card's figure is therefore set against the same figure for every card of its deck (``expected``:
the win rate, when drawn or when played, of all the cards of the decks it was in, weighted by its
games in each); a card is flagged when its 95% interval excludes that expectation and it is at
least :data:`FLAG_MARGIN` away from it. Each card's figures per deck (``decks``) tell a deck's
own copies apart from another deck's (a player's deck against the starters).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardtable.engine.stats import Section, rate

FLAG_MARGIN = 0.03
"""A card stands out when its interval excludes its expectation and it is this far from it."""

HOWS = ("drawn", "played")
"""The two ways a seat had a card: it was in its hand, it played it."""

COUNTERS = ("drawn", "drawn_wins", "played", "played_wins")
"""The counters' names (and their keys in the collector's JSON)."""

SeatCards = tuple[str, Iterable[str], Iterable[str]]
"""One seat of a game: (its deck id, the card ids it drew, the card ids it played)."""


class CardCounts:
    """Per deck, card -> seat-games in which the seat with that deck drew / played the card, and
    those of them it won alone (plain counters, so they merge exactly)."""

    __slots__ = COUNTERS

    def __init__(self) -> None:
        self.drawn: dict[str, Counter[str]] = {}
        self.drawn_wins: dict[str, Counter[str]] = {}
        self.played: dict[str, Counter[str]] = {}
        self.played_wins: dict[str, Counter[str]] = {}

    def add_game(self, seats: Sequence[SeatCards], sole: int | None) -> None:
        """Count one game: per seat its deck and the sets of cards it drew and played; ``sole``
        is the seat that won alone, if any. Read once per simulated game, so kept lean."""
        for seat, (deck, drawn, played) in enumerate(seats):
            counts = self.drawn.get(deck)
            if counts is None:
                counts = self._deck(deck)
            counts.update(drawn)
            self.played[deck].update(played)
            if seat == sole:
                self.drawn_wins[deck].update(drawn)
                self.played_wins[deck].update(played)

    def _deck(self, deck: str) -> Counter[str]:
        for name in COUNTERS:
            getattr(self, name)[deck] = Counter()
        return self.drawn[deck]

    def merge(self, other: CardCounts) -> None:
        for deck in other.drawn:
            if deck not in self.drawn:
                self._deck(deck)
            for name in COUNTERS:
                getattr(self, name)[deck].update(getattr(other, name)[deck])

    def pairs(self, name: str) -> Counter[tuple[str, str]]:
        """One counter as (card, deck) -> count (zero counts left out)."""
        return Counter(
            {
                (card, deck): n
                for deck, counts in getattr(self, name).items()
                for card, n in counts.items()
                if n
            }
        )

    def to_json(self) -> dict[str, list[list[Any]]]:
        """``{counter: [[card, deck, count], ...]}`` (sorted, so equal counts give equal JSON)."""
        return {name: [[*key, n] for key, n in sorted(self.pairs(name).items())] for name in COUNTERS}

    def load(self, data: Mapping[str, Any]) -> None:
        """Add the counts of :meth:`to_json`'s form (a counter missing from ``data`` adds none)."""
        for name in COUNTERS:
            for card, deck, count in data.get(name, []):
                if deck not in self.drawn:
                    self._deck(deck)
                getattr(self, name)[deck][card] += int(count)

    def __bool__(self) -> bool:
        return any(self.drawn.values()) or any(self.played.values())

    def figures(self, name_of: Mapping[str, str]) -> list[dict[str, Any]]:
        """Per card (sorted by id): ``card``, ``name``, ``drawn`` and ``played`` (the seat's win
        rate with its interval and ``expected``), ``flagged``, and ``decks`` (deck -> its own
        ``drawn`` and ``played`` rates)."""
        totals: dict[str, dict[str, tuple[int, float]]] = {}
        by_deck: dict[str, dict[str, dict[str, Any]]] = {}
        for how in HOWS:
            games, wins = self.pairs(how), self.pairs(how + "_wins")
            deck_rate = _deck_rates(games, wins)
            totals[how] = _per_card(games, deck_rate)
            totals[how + "_wins"] = _per_card(wins, deck_rate)
            for (card, deck), count in sorted(games.items()):
                by_deck.setdefault(card, {}).setdefault(deck, {})[how] = rate(wins[(card, deck)], count)
        cards = []
        for card in sorted(set(totals["drawn"]) | set(totals["played"])):
            figure: dict[str, Any] = {"card": card, "name": name_of.get(card, card)}
            flagged = False
            for how in HOWS:
                seen, expected = totals[how].get(card, (0, None))
                won = totals[how + "_wins"].get(card, (0, None))[0]
                figure[how] = {
                    **rate(won, seen),
                    "expected": None if expected is None else round(expected, 4),
                }
                flagged = flagged or (expected is not None and stands_out(figure[how], expected))
            figure["flagged"] = flagged
            figure["decks"] = {
                deck: {how: hows.get(how, rate(0, 0)) for how in HOWS}
                for deck, hows in sorted(by_deck.get(card, {}).items())
            }
            cards.append(figure)
        return cards


def stands_out(figure: Mapping[str, Any], baseline: float) -> bool:
    """The figure's interval excludes ``baseline`` and its rate is ``FLAG_MARGIN`` away from it."""
    if not figure["of"]:
        return False
    return bool(figure["low"] > baseline and figure["rate"] - baseline >= FLAG_MARGIN) or bool(
        figure["high"] < baseline and baseline - figure["rate"] >= FLAG_MARGIN
    )


def plays_by_seat(items: Sequence[Any], actors: Iterable[int], play: type) -> list[set[str]]:
    """Per seat (two), the ``card`` of every action of class ``play`` it took in a record of action
    values (the instance ids of the cards it played from hand). Read once per simulated game (a
    plain loop: faster here than filtering in C with ``compress``, measured)."""
    played: list[set[str]] = [set(), set()]
    for item, actor in zip(items, actors):
        if type(item) is play:
            played[actor].add(item.card)  # type: ignore[attr-defined]
    return played


def played_cards(items: Iterable[Any], play: type) -> set[str]:
    """The ``card`` of every action of class ``play`` in a record of action values, whoever took
    it (for a game where a seat plays only its own deck's cards, which the deck then tells apart:
    cheaper than :func:`plays_by_seat`, which a game reads once per simulated game)."""
    return {item.card for item in items if type(item) is play}  # type: ignore[attr-defined]


def own_decks(options: Any) -> dict[str, str]:
    """The players' own decks a match's options write out in full: id -> name."""
    entries = options.get("decks") if isinstance(options, Mapping) else None
    if not isinstance(entries, (list, tuple)):
        return {}
    return {
        str(entry["id"]): str(entry.get("name") or entry["id"])
        for entry in entries
        if isinstance(entry, Mapping) and entry.get("id")
    }


# ----- the report's tables ------------------------------------------------------------------------


def cards_section(cards: Sequence[Mapping[str, Any]]) -> Section:
    """Every flagged card and the 5 best and worst when played, best first."""
    flagged = [c for c in cards if c["flagged"]]
    ranked = sorted((c for c in cards if c["played"]["of"]), key=lambda c: c["played"]["rate"])
    shown = {c["card"]: c for c in flagged + ranked[:5] + ranked[-5:]}
    rows = []
    for card in sorted(shown.values(), key=lambda c: -(c["played"]["rate"] or 0)):
        rows.append(
            (
                ("!" if card["flagged"] else "") + clip(card["name"]),
                card["drawn"]["of"],
                short(card["drawn"]),
                card["played"]["of"],
                short(card["played"]),
                f"{_pct(card['drawn']['expected'])}/{_pct(card['played']['expected'])}",
            )
        )
    return Section(
        "Cards: win rate when drawn and when played",
        ("card", "drawn", "won (95%)", "played", "won (95%)", "mates"),
        tuple(rows),
        f"won = win % of the seat when the card was drawn / played (95% interval); mates = the same for every card of "
        f"its deck(s) (drawn / played); "
        f"⚑ = the 95% interval excludes it by {100 * FLAG_MARGIN:.0f}+ points ({len(flagged)} of "
        f"{len(cards)} cards); also the 5 best and worst when played; every card is in the JSON",
    )


def deck_cards(
    cards: Iterable[Mapping[str, Any]], deck: str
) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """One deck's cards as (name, drawn, played) from its own copies' figures, the seat's win rate
    when the card was in its hand first (then when played, then by name)."""
    rows = []
    for card in cards:
        own = card.get("decks", {}).get(deck)
        if own and (own["drawn"]["of"] or own["played"]["of"]):
            rows.append((str(card["name"]), own["drawn"], own["played"]))
    return sorted(rows, key=lambda row: (-(row[1]["rate"] or 0), -(row[2]["rate"] or 0), row[0]))


def deck_cards_section(cards: Sequence[Mapping[str, Any]], deck: str, name: str) -> Section | None:
    """Every card of one deck (a player's own, say) by the seat's win rate when it was in hand."""
    rows = tuple(
        (clip(card), drawn["of"], short(drawn), played["of"], short(played))
        for card, drawn, played in deck_cards(cards, deck)
    )
    if not rows:
        return None
    return Section(
        f"{name}'s cards in the winner's hand",
        ("card", "in hand", "won (95%)", "played", "won (95%)"),
        rows,
        f"in hand = games in which {name}'s seat drew the card (opening hand included); won = how often "
        "that seat then won alone (95% interval); the same when it played the card; its own copies only",
    )


def clip(name: str, most: int = 20) -> str:
    """A card name cut to ``most`` characters (the tables fit 80 columns)."""
    return name if len(name) <= most else name[: most - 1] + "…"


def short(figure: Mapping[str, Any]) -> str:
    """``"68 (59-75)"``: a rate and its interval in whole percent (a table that fits 80 columns)."""
    if figure["rate"] is None:
        return "-"
    return f"{100 * figure['rate']:.0f} ({100 * figure['low']:.0f}-{100 * figure['high']:.0f})"


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}"


def _per_card(counts: Counter[tuple[str, str]], deck_rate: dict[str, float]) -> dict[str, tuple[int, float]]:
    """card -> (seat-games over all its decks, the deck win rate those games would predict)."""
    games: Counter[str] = Counter()
    expected: dict[str, float] = {}
    for (card, deck), count in sorted(counts.items()):  # one order: equal counts, equal sums
        games[card] += count
        expected[card] = expected.get(card, 0.0) + count * deck_rate.get(deck, 0.0)
    return {card: (n, expected[card] / n) for card, n in games.items() if n}


def _deck_rates(games: Counter[tuple[str, str]], wins: Counter[tuple[str, str]]) -> dict[str, float]:
    """deck -> the win rate over every (card, seat-game) of that deck."""
    total: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for (_card, deck), count in games.items():
        total[deck] += count
    for (_card, deck), count in wins.items():
        won[deck] += count
    return {deck: won[deck] / count for deck, count in total.items() if count}
