"""The report's figures as chart data, read from a simulation summary (the ``--json`` object).

Plain frozen values with no plotting library, so what a figure claims to show can be checked
against the JSON it came from. Every figure here is also in the text report; the histograms use
the raw counts the JSON keeps for ``--merge`` (``tally``), finer than the report's eight bins.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from cardtable.engine.registry import GameRegistry
from cardtable.engine.stats import counter_from_json, histogram

BINS = 30
"""Bars of a histogram (at most: whole numbers are never split)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Interval:
    """A rate with its 95% interval, over ``count`` trials; ``flagged`` as the report flags it."""

    label: str
    rate: float
    low: float
    high: float
    count: int
    flagged: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class IntervalChart:
    """Rates with their intervals, one row each, against a reference rate."""

    name: str
    title: str
    rows: tuple[Interval, ...]
    reference: float | None
    reference_label: str


@dataclasses.dataclass(frozen=True, slots=True)
class MatrixChart:
    """Row deck's win rate against column deck (``None``: the pairing was not played)."""

    name: str
    title: str
    labels: tuple[str, ...]
    cells: tuple[tuple[float | None, ...], ...]
    centre: float


@dataclasses.dataclass(frozen=True, slots=True)
class Mark:
    """A value marked on a histogram's axis (a percentile, the par)."""

    value: float
    label: str


@dataclasses.dataclass(frozen=True, slots=True)
class HistogramChart:
    """Counts in bars ``(low, high, count)`` (whole numbers, ``high`` included) with marks."""

    name: str
    title: str
    axis_label: str
    count_label: str
    bins: tuple[tuple[int, int, int], ...]
    marks: tuple[Mark, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardPoint:
    """A card's win rate when played, with its interval, against its deck-mates' (``expected``)."""

    name: str
    expected: float
    rate: float
    low: float
    high: float
    count: int
    flagged: bool


@dataclasses.dataclass(frozen=True, slots=True)
class CardChart:
    name: str
    title: str
    points: tuple[CardPoint, ...]


Chart = IntervalChart | MatrixChart | HistogramChart | CardChart


def charts(registry: GameRegistry, summary: Mapping[str, Any]) -> list[Chart]:
    """Every figure the summary has data for, in the report's order."""
    results = summary["results"]
    found: list[Chart] = []
    seats = seat_chart(summary)
    if seats is not None:
        found.append(seats)
    section = results.get(summary["game"].replace("-", "_")) or {}
    if section.get("decks"):
        names = deck_names(registry, summary["game"])
        found.append(deck_chart(section, names))
        matrix = matrix_chart(section, names)
        if matrix is not None:
            found.append(matrix)
    if section.get("cards"):
        found.append(card_chart(section["cards"]))
    lengths = length_chart(summary)
    if lengths is not None:
        found.append(lengths)
    if summary["game"] == "lux-nova":
        found.extend(score_charts(summary))
    return found


def deck_names(registry: GameRegistry, game: str) -> dict[str, str]:
    """Deck id -> its name, for a game with starter decks (else empty)."""
    impl = registry.get(game).load()
    return dict(impl.deck_choices()) if impl.deck_choices is not None else {}


def _interval(label: str, figure: Mapping[str, Any]) -> Interval | None:
    if figure.get("rate") is None:
        return None
    return Interval(
        label,
        figure["rate"],
        figure["low"],
        figure["high"],
        int(figure["of"]),
        bool(figure.get("flagged", False)),
    )


def seat_chart(summary: Mapping[str, Any]) -> IntervalChart | None:
    """Each seat's sole-win rate and the first player's, against an average seat's."""
    results = summary["results"]
    first = results.get("first_player")
    if summary["players"] < 2 or not first:
        return None
    rows = [
        _interval(f"Seat {seat + 1} ({bot})", figure)
        for seat, (bot, figure) in enumerate(zip(summary["bots"], results["win_rate_per_seat"]))
    ]
    rows.append(_interval("first to act", first))
    return IntervalChart(
        "win-rate-seat",
        "Win rate per seat (sole wins, 95% interval)",
        tuple(row for row in rows if row is not None),
        first["expected"],
        "an average seat",
    )


def deck_chart(section: Mapping[str, Any], names: Mapping[str, str]) -> IntervalChart:
    """Each deck's win rate over its seat-games, best first, against the baseline (50%, or the
    average seat's for a game that reports one)."""
    ranked = sorted(section["decks"].items(), key=lambda item: -(item[1]["rate"] or 0))
    rows = [_interval(names.get(deck, deck), figure) for deck, figure in ranked]
    baseline = section.get("baseline_win_rate")
    return IntervalChart(
        "win-rate-deck",
        "Win rate per deck (seat-games, 95% interval)",
        tuple(row for row in rows if row is not None),
        0.5 if baseline is None else baseline,
        "50%" if baseline is None else "an average seat",
    )


def matrix_chart(section: Mapping[str, Any], names: Mapping[str, str]) -> MatrixChart | None:
    """The deck-against-deck table, when more than one pairing was played."""
    decks = list(section["decks"])
    matrix = section.get("matrix") or {}
    if len(decks) < 2 or sum(len(row) for row in matrix.values()) <= len(decks):
        return None
    cells = tuple(tuple(matrix.get(row, {}).get(column, {}).get("rate") for column in decks) for row in decks)
    baseline = section.get("baseline_win_rate")
    return MatrixChart(
        "deck-matrix",
        "Deck against deck: the row deck's win rate (%), both seatings",
        tuple(names.get(deck, deck) for deck in decks),
        cells,
        0.5 if baseline is None else baseline,
    )


def card_chart(cards: list[Mapping[str, Any]]) -> CardChart:
    """Per card its win rate when played against its deck-mates' (cards never played left out)."""
    points = []
    for card in cards:
        played = card["played"]
        if played["rate"] is None or played["expected"] is None:
            continue
        points.append(
            CardPoint(
                card["name"],
                played["expected"],
                played["rate"],
                played["low"],
                played["high"],
                int(played["of"]),
                bool(card["flagged"]),
            )
        )
    return CardChart(
        "cards-played",
        "Win rate when a card was played, against its deck-mates (95% interval)",
        tuple(points),
    )


def length_chart(summary: Mapping[str, Any]) -> HistogramChart | None:
    """Actions per game, with the median and the 5th and 95th percentiles marked."""
    counts = counter_from_json(summary["tally"]["lengths"])
    if not counts:
        return None
    length = summary["results"]["length"]
    return HistogramChart(
        "game-length",
        f"Game length ({sum(counts.values())} games)",
        "actions per game",
        "games",
        _bins(counts),
        (
            Mark(length["p5"], f"5th percentile {length['p5']}"),
            Mark(length["median"], f"median {length['median']}"),
            Mark(length["p95"], f"95th percentile {length['p95']}"),
        ),
    )


def score_charts(summary: Mapping[str, Any]) -> list[HistogramChart]:
    """Lux Nova: every seat's final score per seat count and variant; solo with its par (the 99th
    percentile), otherwise with the median winning score."""
    collector = summary["tally"].get("collector") or {}
    figures = summary["results"].get("lux_nova") or {}
    found = []
    for key, pairs in sorted((collector.get("scores") or {}).items()):
        figure = figures.get(key)
        counts = counter_from_json(pairs)
        if figure is None or not counts:
            continue
        scores = figure["scores"]
        marks = [Mark(scores["median"], f"median {scores['median']}")]
        if "solo_par" in figure:
            marks.append(
                Mark(figure["solo_par"]["par"], f"par {figure['solo_par']['par']} (99th percentile)")
            )
        else:
            winning = figure["winning_score"]["median"]
            marks.append(Mark(winning, f"median winning score {winning}"))
        found.append(
            HistogramChart(
                "scores-" + key.replace(" ", "-"),
                f"Final scores, {key} (every seat)",
                "points",
                "seat-games",
                _bins(counts),
                tuple(marks),
            )
        )
    return found


def _bins(counts: Mapping[Any, int]) -> tuple[tuple[int, int, int], ...]:
    return tuple((int(low), int(high), int(count)) for low, high, count in histogram(counts, BINS))
