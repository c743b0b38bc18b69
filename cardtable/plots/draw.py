"""Each chart of :mod:`cardtable.plots.charts` as a matplotlib figure (the ``plots`` extra).

Readable in a dark and in a light viewer: every figure has an opaque light background of its own.
Nothing depends on colour alone: every number is written out (the heat map's cells, each rate with
its interval), flagged rows and cards have their own marker shape and a label, and the marks of a
histogram differ by line style and are named in the legend. The palette (Okabe and Ito's) and the
heat map's colour scale (purple to orange) stay apart for the common colour-vision deficiencies.

Built on ``matplotlib.figure.Figure`` (no pyplot: no global figure state). Artists whose values a
test reads back from the SVG carry an id (``gid``): each heat map cell's text is ``cell-R-C``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import matplotlib
from matplotlib.axes import Axes
from matplotlib.colors import TwoSlopeNorm
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from matplotlib.ticker import PercentFormatter
from matplotlib.typing import RcKeyType

from cardtable.plots.charts import CardChart, CardPoint, Chart, HistogramChart, IntervalChart, MatrixChart

BACKGROUND = "#f4f3ee"
"""The figure's own background: light and opaque, so a dark viewer shows it as a card."""
INK = "#1f1f1f"
BLUE, ORANGE, VERMILLION, GREEN, GREY = "#0072b2", "#e69f00", "#d55e00", "#009e73", "#8a8a8a"
HEAT = "PuOr"
"""A diverging scale around the baseline (purple below, orange above)."""
MARK_STYLES = (":", "-", "--", "-.")
"""Line styles of a histogram's marks, in order (told apart without colour)."""
FLAG = "(flagged)"


@contextlib.contextmanager
def theme(name: str) -> Iterator[None]:
    """The figures' settings, for building and saving one figure (``name`` salts the SVG's ids, so
    figures inlined in one HTML page never share an id)."""
    settings: dict[RcKeyType, Any] = {
        "figure.facecolor": BACKGROUND,
        "savefig.facecolor": BACKGROUND,
        "axes.facecolor": "#ffffff",
        "axes.edgecolor": INK,
        "axes.labelcolor": INK,
        "text.color": INK,
        "xtick.color": INK,
        "ytick.color": INK,
        "font.size": 10,
        "svg.fonttype": "none",
        "svg.hashsalt": f"cardtable-{name}",
        "legend.framealpha": 0.95,
    }
    with matplotlib.rc_context(settings):
        yield


def figure(chart: Chart) -> Figure:
    """The chart drawn (call inside :func:`theme`)."""
    if isinstance(chart, IntervalChart):
        return _intervals(chart)
    if isinstance(chart, MatrixChart):
        return _matrix(chart)
    if isinstance(chart, HistogramChart):
        return _histogram(chart)
    return _cards(chart)


def _new(width: float, height: float) -> tuple[Figure, Axes]:
    fig = Figure(figsize=(width, height), layout="constrained")
    return fig, fig.add_subplot()


def _percent_text(value: float) -> str:
    return f"{100 * value:.1f}%"


def _intervals(chart: IntervalChart) -> Figure:
    """One row per rate: a marker at the rate, a bar over its interval, the figures written."""
    rows = chart.rows
    fig, ax = _new(9, 1.2 + 0.45 * max(2, len(rows)))
    for position, row in enumerate(rows):
        y = len(rows) - 1 - position
        ax.errorbar(
            row.rate,
            y,
            xerr=[[row.rate - row.low], [row.high - row.rate]],
            fmt="D" if row.flagged else "o",
            markersize=8 if row.flagged else 6,
            color=VERMILLION if row.flagged else BLUE,
            ecolor=INK,
            elinewidth=1.5,
            capsize=4,
        )
        ax.annotate(
            f"{_percent_text(row.rate)} ({100 * row.low:.1f}-{100 * row.high:.1f}), n={row.count}"
            + (f" {FLAG}" if row.flagged else ""),
            (row.high, y),
            xytext=(8, 0),
            textcoords="offset points",
            va="center",
            fontsize=9,
            fontweight="bold" if row.flagged else "normal",
            gid=f"value-{position}",
        )
    ax.set_yticks(range(len(rows)), [row.label for row in reversed(rows)])
    ax.set_ylim(-0.7, len(rows) - 0.3)
    if chart.reference is not None:
        ax.axvline(
            chart.reference,
            color=GREY,
            linestyle="--",
            label=f"{chart.reference_label}: {_percent_text(chart.reference)}",
        )
        ax.legend(loc="lower right", fontsize=9)
    low = min([row.low for row in rows] + [chart.reference or 1.0])
    high = max([row.high for row in rows] + [chart.reference or 0.0])
    span = max(high - low, 0.05)
    ax.set_xlim(max(0.0, low - 0.1 * span), min(1.0, high + 0.9 * span))
    ax.xaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_xlabel("win rate")
    ax.grid(axis="x", color="#dddddd")
    ax.set_title(chart.title, loc="left", fontweight="bold")
    return fig


def _matrix(chart: MatrixChart) -> Figure:
    """A heat map with each cell's rate written in it; an unplayed pairing is hatched and shows a
    dash."""
    size = len(chart.labels)
    fig, ax = _new(max(6.0, 1.0 + 0.95 * size), max(4.5, 1.0 + 0.7 * size))
    known = [cell for row in chart.cells for cell in row if cell is not None]
    reach = max([abs(cell - chart.centre) for cell in known] + [0.05])
    norm = TwoSlopeNorm(chart.centre, max(0.0, chart.centre - reach), min(1.0, chart.centre + reach))
    grid = [[float("nan") if cell is None else cell for cell in row] for row in chart.cells]
    colour_map = matplotlib.colormaps[HEAT].with_extremes(bad="#d9d9d9")
    image = ax.imshow(grid, cmap=colour_map, norm=norm, aspect="auto")
    for r, row in enumerate(chart.cells):
        for c, cell in enumerate(row):
            if cell is None:
                ax.add_patch(Rectangle((c - 0.5, r - 0.5), 1, 1, fill=False, hatch="///", edgecolor=GREY))
            shade = image.cmap(norm(cell)) if cell is not None else (0.85, 0.85, 0.85, 1)
            light = 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2] > 0.5
            ax.text(
                c,
                r,
                "-" if cell is None else f"{100 * cell:.1f}",
                ha="center",
                va="center",
                fontsize=10,
                fontweight="bold",
                color=INK if light else "#ffffff",
                gid=f"cell-{r}-{c}",
            )
    short = [_short(label) for label in chart.labels]
    ax.set_xticks(range(size), short, rotation=30, ha="right")
    ax.set_yticks(range(size), chart.labels)
    ax.set_xlabel("against (column deck)")
    ax.set_ylabel("row deck")
    bar = fig.colorbar(image, ax=ax, shrink=0.8)
    bar.ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    bar.set_label(f"row deck's win rate (centre {_percent_text(chart.centre)})")
    ax.set_title(chart.title, loc="left", fontweight="bold")
    return fig


def _short(label: str) -> str:
    return label if len(label) <= 14 else label[:13] + "…"


def _histogram(chart: HistogramChart) -> Figure:
    """Bars of counts, each mark a vertical line of its own style, named in the legend."""
    fig, ax = _new(9, 4.5)
    ax.bar(
        [low - 0.5 for low, _high, _count in chart.bins],
        [count for _low, _high, count in chart.bins],
        width=[high - low + 1 for low, high, _count in chart.bins],
        align="edge",
        color=BLUE,
        edgecolor=INK,
        linewidth=0.6,
        gid="bars",
    )
    for index, mark in enumerate(chart.marks):
        ax.axvline(
            mark.value,
            color=(ORANGE, VERMILLION, GREEN, INK)[index % 4],
            linestyle=MARK_STYLES[index % len(MARK_STYLES)],
            linewidth=2,
            label=mark.label,
        )
    if chart.marks:
        ax.legend(loc="upper right", fontsize=9)
    ax.set_xlabel(chart.axis_label)
    ax.set_ylabel(chart.count_label)
    ax.grid(axis="y", color="#dddddd")
    ax.set_axisbelow(True)
    ax.set_title(chart.title, loc="left", fontweight="bold")
    return fig


def _cards(chart: CardChart) -> Figure:
    """Each card's rate against its deck-mates' (the diagonal: no better, no worse); flagged
    cards are triangles (up: better, down: worse) with their names."""
    fig, ax = _new(9, 6.5)
    points = chart.points
    plain = [p for p in points if not p.flagged]
    if plain:
        ax.errorbar(
            [p.expected for p in plain],
            [p.rate for p in plain],
            yerr=[[p.rate - p.low for p in plain], [p.high - p.rate for p in plain]],
            fmt="o",
            markersize=4,
            color=GREY,
            ecolor="#c4c4c4",
            elinewidth=0.8,
            label="card (95% interval)",
        )
    for direction, marker in (("better", "^"), ("worse", "v")):
        chosen = [p for p in points if p.flagged and (p.rate > p.expected) == (direction == "better")]
        if not chosen:
            continue
        ax.errorbar(
            [p.expected for p in chosen],
            [p.rate for p in chosen],
            yerr=[[p.rate - p.low for p in chosen], [p.high - p.rate for p in chosen]],
            fmt=marker,
            markersize=8,
            color=VERMILLION if direction == "worse" else GREEN,
            ecolor=INK,
            elinewidth=1.2,
            capsize=3,
            label=f"flagged: {direction} than its deck-mates",
        )
    values = [v for p in points for v in (p.low, p.high, p.expected)] or [0.0, 1.0]
    low, high = max(0.0, min(values) - 0.03), min(1.0, max(values) + 0.03)
    ax.plot([low, high], [low, high], color=INK, linestyle="--", linewidth=1, label="as its deck-mates")
    top = _name_flagged(ax, [p for p in points if p.flagged], high - low)
    ax.set_xlim(low, high)
    ax.set_ylim(low, max(high, top + 0.01))
    ax.xaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_xlabel("deck-mates' win rate when played")
    ax.set_ylabel("the card's win rate when played")
    ax.grid(color="#e6e6e6")
    ax.legend(loc="upper left", fontsize=9)
    flagged = sum(1 for p in points if p.flagged)
    ax.set_title(
        f"{chart.title}\n{len(points)} cards, {flagged} flagged as in the report (the interval excludes the mates' rate)",
        loc="left",
        fontweight="bold",
    )
    return fig


def _name_flagged(ax: Axes, flagged: list[CardPoint], span: float) -> float:
    """Name each flagged card beside its point. Cards of one deck share their mates' rate, so
    their points stand in a column: the names of points close together are set one under another
    at least a line apart, each tied to its point by a thin line. Returns the highest name's y."""
    gap, reach = span * 0.022, span * 0.08
    groups: list[list[CardPoint]] = []
    for point in sorted(flagged, key=lambda p: p.expected):
        if groups and point.expected - groups[-1][0].expected <= reach:
            groups[-1].append(point)
        else:
            groups.append([point])
    top, number = 0.0, 0
    for group in groups:
        x = max(p.expected for p in group) + span * 0.02
        placed = float("-inf")
        for point in sorted(group, key=lambda p: p.rate):
            placed = max(point.rate, placed + gap)
            number += 1
            ax.annotate(
                point.name,
                (point.expected, point.rate),
                xytext=(x, placed),
                textcoords="data",
                va="center",
                fontsize=8,
                fontweight="bold",
                arrowprops={"arrowstyle": "-", "color": GREY, "linewidth": 0.6},
                bbox={"boxstyle": "round,pad=0.1", "facecolor": "#ffffff", "edgecolor": "none", "alpha": 0.8},
                gid=f"card-{number}",
            )
        top = max(top, placed)
    return top
