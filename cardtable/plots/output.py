"""Writing the report's figures (``--plot DIR``: each as SVG and PNG) and the one self-contained
HTML page (``--html FILE``: the text report and every figure as inline SVG; nothing fetched)."""

from __future__ import annotations

import dataclasses
import html
import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry
from cardtable.plots.charts import charts

INSTALL_HINT = "install it with: pip install 'cardtable[plots]'"
PNG_DPI = 110
REPORT_WIDTH = 120
"""Columns of the text report in the HTML page."""


@dataclasses.dataclass(frozen=True, slots=True)
class Rendered:
    """One figure, drawn: its file stem, title, SVG text and PNG bytes."""

    name: str
    title: str
    svg: str
    png: bytes


def prepare_outputs(plot: Path | None, page: Path | None) -> None:
    """Before any game is played: refuse a missing plotting library or a place that cannot be
    written, so a long run never ends without its pictures."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise CardtableError(
            f"--plot and --html need matplotlib, which is not installed; {INSTALL_HINT}"
        ) from None
    if plot is not None:
        try:
            plot.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CardtableError(
                f"--plot: cannot make the folder {plot}: {error.strerror or error}"
            ) from None
        if not plot.is_dir():
            raise CardtableError(f"--plot: {plot} is not a folder")
    if page is not None:
        if page.is_dir():
            raise CardtableError(f"--html: {page} is a folder; name the page's file (report.html)")
        try:
            page.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CardtableError(
                f"--html: cannot make the folder {page.parent}: {error.strerror or error}"
            ) from None


def render(registry: GameRegistry, summary: Mapping[str, Any]) -> list[Rendered]:
    """Every figure of the summary, drawn as SVG and PNG."""
    from cardtable.plots.draw import figure, theme

    drawn = []
    for chart in charts(registry, summary):
        with theme(chart.name):
            fig = figure(chart)
            svg, png = io.BytesIO(), io.BytesIO()
            fig.savefig(svg, format="svg", metadata={"Date": None})
            fig.savefig(png, format="png", dpi=PNG_DPI, metadata={"Software": None})
        drawn.append(Rendered(chart.name, chart.title, svg.getvalue().decode("utf-8"), png.getvalue()))
    return drawn


def write_outputs(
    registry: GameRegistry, summary: Mapping[str, Any], plot: Path | None, page: Path | None
) -> list[Path]:
    """Write what was asked; return the files written."""
    drawn = render(registry, summary)
    written: list[Path] = []
    if plot is not None:
        for figure in drawn:
            written.append(_write(plot / f"{figure.name}.svg", figure.svg.encode("utf-8"), "--plot"))
            written.append(_write(plot / f"{figure.name}.png", figure.png, "--plot"))
    if page is not None:
        written.append(_write(page, html_page(registry, summary, drawn).encode("utf-8"), "--html"))
    return written


def _write(path: Path, data: bytes, option: str) -> Path:
    try:
        path.write_bytes(data)
    except OSError as error:
        raise CardtableError(f"{option}: cannot write {path}: {error.strerror or error}") from None
    return path


def report_html(registry: GameRegistry, summary: Mapping[str, Any]) -> str:
    """The text report as a ``<pre>`` block with its styles inline."""
    from rich.console import Console

    from cardtable.engine.balance_report import print_report

    console = Console(record=True, file=io.StringIO(), width=REPORT_WIDTH, color_system="truecolor")
    print_report(registry, dict(summary), console)
    return console.export_html(inline_styles=True, code_format='<pre class="report">{code}</pre>')


def inline_svg(svg: str) -> str:
    """An SVG document as an element to put in a page (its XML prologue dropped)."""
    return svg[svg.index("<svg") :]


PAGE_STYLE = """
body { background: #d9d8d2; color: #1f1f1f; font-family: "DejaVu Sans", Verdana, sans-serif;
       margin: 2em auto; max-width: 1150px; padding: 0 1em; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; }
.partial { background: #fff1d6; border-left: 6px solid #b35900; padding: .6em 1em; font-weight: bold; }
pre.report { background: #fbfbf8; color: #1f1f1f; padding: 1em; overflow-x: auto; font-size: 12.5px;
             font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; line-height: 1.3; }
figure { background: #f4f3ee; margin: 1.5em 0; padding: .6em; border: 1px solid #b9b8b2; }
figure svg { width: 100%; height: auto; }
figcaption { font-size: .9em; padding-top: .3em; }
"""


def html_page(registry: GameRegistry, summary: Mapping[str, Any], drawn: list[Rendered]) -> str:
    """The whole page: a heading, the partial-run warning if any, the text report, the figures."""
    name = registry.get(summary["game"]).name
    title = f"{name}: balance report of {summary['games']} games (seed {summary['seed']})"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title><style>{PAGE_STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    if summary.get("partial"):
        parts.append(
            f'<p class="partial">Partial run: stopped by {html.escape(summary.get("stopped_by", "Ctrl+C"))} after {summary["games"]} of '
            f"{summary['games_requested']} games; every figure is over the games that finished.</p>"
        )
    parts += ["<h2>Report</h2>", report_html(registry, summary), "<h2>Figures</h2>"]
    for figure in drawn:
        parts.append(
            f'<figure id="{figure.name}">{inline_svg(figure.svg)}'
            f"<figcaption>{html.escape(figure.title)} ({figure.name}.svg)</figcaption></figure>"
        )
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
