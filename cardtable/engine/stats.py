"""Small statistics for the balance report: Wilson intervals, percentiles and histograms of counts,
and :class:`Section`, a table of figures a game adds to the report (data, rendered elsewhere)."""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

Counts = Mapping[int, int] | Mapping[float, int]
"""Values given as value -> count (a ``Counter`` of whole or fractional numbers)."""

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion; (0, 1) without trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(successes: int, trials: int) -> dict[str, Any]:
    """``{"count", "of", "rate", "low", "high"}``: a proportion with its 95% Wilson interval."""
    low, high = wilson(successes, trials)
    return {
        "count": successes,
        "of": trials,
        "rate": round(successes / trials, 4) if trials else None,
        "low": round(low, 4),
        "high": round(high, 4),
    }


def percentile(counts: Counts, fraction: float) -> float | None:
    """The nearest-rank percentile (``fraction`` in 0..1) of values given as value -> count."""
    total = sum(counts.values())
    if not total:
        return None
    rank = max(1, math.ceil(fraction * total))
    seen = 0
    for value, count in sorted(counts.items()):
        seen += count
        if seen >= rank:
            return value
    return max(counts)


def mean(counts: Counts) -> float | None:
    total = sum(counts.values())
    if not total:
        return None
    return math.fsum(value * count for value, count in counts.items()) / total


def histogram(counts: Counts, bins: int = 8) -> list[list[float]]:
    """``[[low, high, count], ...]``: equal-width bins over whole numbers (``high`` inclusive)."""
    if not counts:
        return []
    low, high = math.floor(min(counts)), math.floor(max(counts))
    width = max(1, math.ceil((high - low + 1) / bins))
    result: list[list[float]] = []
    start = low
    while start <= high:
        end = start + width - 1
        result.append([start, end, sum(c for v, c in counts.items() if start <= v <= end)])
        start = end + 1
    return result


def distribution(counts: Counts, bins: int = 8, extra: Sequence[float] = ()) -> dict[str, Any]:
    """Median, 5th and 95th percentile, mean, a small histogram (and ``extra`` percentiles as
    ``p90``, ``p99``...) of values given as value -> count."""
    summary: dict[str, Any] = {
        "count": sum(counts.values()),
        "median": _plain(percentile(counts, 0.5)),
        "p5": _plain(percentile(counts, 0.05)),
        "p95": _plain(percentile(counts, 0.95)),
        "mean": None if (m := mean(counts)) is None else round(m, 3),
        "histogram": [[_plain(a), _plain(b), int(c)] for a, b, c in histogram(counts, bins)],
    }
    for fraction in extra:
        summary[f"p{round(fraction * 100)}"] = _plain(percentile(counts, fraction))
    return summary


def _plain(value: float | None) -> float | int | None:
    """A whole float as an int (for readable JSON)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def counter_to_json(counts: Mapping[Any, int]) -> list[list[Any]]:
    """A counter as sorted ``[[value, count], ...]`` (JSON keys must be strings; values need not)."""
    return [[_plain(value), count] for value, count in sorted(counts.items())]


def counter_from_json(pairs: Sequence[Sequence[Any]]) -> Counter[Any]:
    counts: Counter[Any] = Counter()
    for value, count in pairs:
        counts[value] += int(count)
    return counts


@dataclasses.dataclass(frozen=True, slots=True)
class Section:
    """One table of the balance report: a title, column names, rows of cells (strings or
    numbers) and a note under it. Rows whose first cell starts with ``"!"`` are flagged."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    note: str = ""


def percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def interval(figure: Mapping[str, Any]) -> str:
    """``"51.2% (49.8-52.6)"`` from a :func:`rate` figure."""
    if figure.get("rate") is None:
        return "-"
    return f"{percent(figure['rate'])} ({100 * figure['low']:.1f}-{100 * figure['high']:.1f})"
