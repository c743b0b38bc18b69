"""simulate's pictures (``--plot DIR``) and page (``--html FILE``): each figure written as SVG and
PNG and holding the figures of the JSON it came from; the page self-contained; a partial run
marked; a missing extra or an unwritable place refused before any game is played."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from cardtable.cli import main
from cardtable.engine.registry import default_registry
from cardtable.engine.simrun import run_job

pytest.importorskip("matplotlib")

from matplotlib.image import imread  # noqa: E402

from cardtable.plots import charts as chart_data  # noqa: E402
from cardtable.plots.draw import BACKGROUND, theme
from cardtable.plots.draw import figure as draw_figure  # noqa: E402

REGISTRY = default_registry()
SVG = "{http://www.w3.org/2000/svg}"
AETHER_FIGURES = {"win-rate-seat", "win-rate-deck", "deck-matrix", "cards-played", "game-length"}


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def aether(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Path]:
    """A small Aether Lanes run over every pairing of decks, with its figures and page."""
    out = tmp_path_factory.mktemp("aether")
    argv = ["simulate", "aether-lanes", "--games", "280", "--matrix", "--seed", "3", "--jobs", "1", "--json"]
    argv += ["--plot", str(out / "figures"), "--html", str(out / "report.html")]
    return _run_json(argv), out


def _run_json(argv: list[str]) -> dict[str, Any]:
    """Run the command in-process (also from a module fixture, which has no capsys); its JSON."""
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        code = main(argv)
    assert code == 0, stderr.getvalue()
    return json.loads(stdout.getvalue())


def _texts(svg: Path, prefix: str) -> dict[str, str]:
    """The text of every group whose id starts with ``prefix`` (the artists given a gid)."""
    found = {}
    for group in ET.parse(svg).getroot().iter(f"{SVG}g"):
        ident = group.get("id", "")
        if ident.startswith(prefix):
            found[ident] = "".join(group.itertext()).strip()
    return found


def test_each_figure_is_written_as_svg_and_an_opaque_png(aether: tuple[dict[str, Any], Path]) -> None:
    _summary, out = aether
    folder = out / "figures"
    assert {path.stem for path in folder.glob("*.svg")} == AETHER_FIGURES
    assert {path.stem for path in folder.glob("*.png")} == AETHER_FIGURES
    for name in AETHER_FIGURES:
        png = (folder / f"{name}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert width >= 600 and height >= 250
        pixels = imread(folder / f"{name}.png")
        # opaque everywhere, on a light background of its own: the same in a dark and a light viewer
        assert pixels.shape[2] == 3 or pixels[..., 3].min() == 1.0
        corner = tuple(round(255 * channel) for channel in pixels[0, 0, :3])
        assert corner == tuple(int(BACKGROUND[i : i + 2], 16) for i in (1, 3, 5))
        ET.parse(folder / f"{name}.svg")  # well-formed


def test_the_heat_map_cells_are_the_json_matrix(aether: tuple[dict[str, Any], Path]) -> None:
    summary, out = aether
    section = summary["results"]["aether_lanes"]
    decks = list(section["decks"])
    cells = _texts(out / "figures" / "deck-matrix.svg", "cell-")
    assert len(cells) == len(decks) ** 2 and len(decks) == 7
    for r, row in enumerate(decks):
        for c, column in enumerate(decks):
            figure = section["matrix"].get(row, {}).get(column)
            expected = "-" if figure is None else f"{100 * figure['rate']:.1f}"
            assert cells[f"cell-{r}-{c}"] == expected, (row, column)


def test_the_deck_chart_writes_each_rate_with_its_interval_best_first(
    aether: tuple[dict[str, Any], Path],
) -> None:
    summary, out = aether
    decks = summary["results"]["aether_lanes"]["decks"]
    ranked = sorted(decks.values(), key=lambda figure: -figure["rate"])
    values = _texts(out / "figures" / "win-rate-deck.svg", "value-")
    assert len(values) == len(ranked)
    for position, figure in enumerate(ranked):
        text = values[f"value-{position}"]
        assert text.startswith(
            f"{100 * figure['rate']:.1f}% ({100 * figure['low']:.1f}-{100 * figure['high']:.1f}), n={figure['of']}"
        )
    seats = _texts(out / "figures" / "win-rate-seat.svg", "value-")
    first = summary["results"]["first_player"]
    assert seats["value-2"].startswith(f"{100 * first['rate']:.1f}% ")


def test_the_flagged_cards_and_only_they_are_named(aether: tuple[dict[str, Any], Path]) -> None:
    summary, out = aether
    flagged = {
        card["name"]
        for card in summary["results"]["aether_lanes"]["cards"]
        if card["flagged"] and card["played"]["rate"] is not None and card["played"]["expected"] is not None
    }
    names = set(_texts(out / "figures" / "cards-played.svg", "card-").values())
    assert names == flagged
    chart = next(c for c in chart_data.charts(REGISTRY, summary) if isinstance(c, chart_data.CardChart))
    played = [c for c in summary["results"]["aether_lanes"]["cards"] if c["played"]["rate"] is not None]
    assert len(chart.points) == len(played)


def test_the_length_histogram_holds_every_game_and_marks_the_percentiles(
    aether: tuple[dict[str, Any], Path],
) -> None:
    summary, _out = aether
    chart = chart_data.length_chart(summary)
    assert chart is not None
    assert sum(count for _low, _high, count in chart.bins) == summary["games"]
    length = summary["results"]["length"]
    assert [mark.value for mark in chart.marks] == [length["p5"], length["median"], length["p95"]]
    with theme(chart.name):
        drawn = draw_figure(chart)
    axes = drawn.axes[0]
    heights = [patch.get_height() for patch in axes.patches]
    assert heights == [count for _low, _high, count in chart.bins]
    assert [line.get_xdata()[0] for line in axes.lines] == [mark.value for mark in chart.marks]
    styles = {line.get_linestyle() for line in axes.lines}
    assert len(styles) == 3, "the marks differ by line style, not by colour alone"


def test_lux_nova_solo_scores_are_drawn_with_the_par_marked() -> None:
    summary = _run_json(["simulate", "lux-nova", "--games", "40", "--players", "1", "--jobs", "1", "--json"])
    (key, figures), *_ = summary["results"]["lux_nova"].items()
    scores = chart_data.score_charts(summary)
    assert [chart.name for chart in scores] == ["scores-" + key.replace(" ", "-")]
    chart = scores[0]
    assert sum(count for _low, _high, count in chart.bins) == 40
    par = figures["solo_par"]["par"]
    with theme(chart.name):
        drawn = draw_figure(chart)
    marked = {line.get_label(): line.get_xdata()[0] for line in drawn.axes[0].lines}
    assert marked[f"par {par} (99th percentile)"] == par
    names = {c.name for c in chart_data.charts(REGISTRY, summary)}
    assert "win-rate-seat" not in names, "one seat has no rate against another"


def test_a_deck_game_draws_its_decks_and_their_matrix_and_flags_as_the_report() -> None:
    summary = _run_json(["simulate", "lux-aeterna", "--games", "40", "--matrix", "--jobs", "1", "--json"])
    found = {c.name: c for c in chart_data.charts(REGISTRY, summary)}
    assert {"win-rate-seat", "win-rate-deck", "deck-matrix", "game-length"} <= set(found)
    decks = summary["results"]["lux_aeterna"]["decks"]
    rows = found["win-rate-deck"]
    assert isinstance(rows, chart_data.IntervalChart)
    assert [row.flagged for row in rows.rows] == [
        figure["flagged"] for figure in sorted(decks.values(), key=lambda f: -f["rate"])
    ]
    assert rows.reference == 0.5


def test_the_page_is_self_contained_with_the_report_and_every_figure(
    aether: tuple[dict[str, Any], Path],
) -> None:
    _summary, out = aether
    page = (out / "report.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == len(AETHER_FIGURES)
    for name in AETHER_FIGURES:
        assert f'<figure id="{name}">' in page
    assert "Deck against deck" in page and "Wins per seat" in page
    lowered = page.lower()
    for fetch in ("<script", "<link", "<img", "src=", "@import", "url(http", 'href="http', "<iframe"):
        assert fetch not in lowered, fetch
    assert 'class="partial"' not in page


def test_a_partial_run_is_marked_in_the_report_the_json_and_the_page(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Ctrl+C while the second chunk plays: the first chunk's games are reported, marked."""
    played = []

    def interrupted(job: Any) -> Any:
        if played:
            raise KeyboardInterrupt
        played.append(job)
        return run_job(job)

    monkeypatch.setattr("cardtable.engine.simulate.run_job", interrupted)
    argv = ["simulate", "lux-nova", "--games", "64", "--jobs", "1", "--html", str(tmp_path / "r.html")]
    code, out, _err = _cli(capsys, *argv)
    assert code == 130
    done = played[0].stop - played[0].start
    assert out.startswith(f"PARTIAL: stopped by Ctrl+C after {done} of 64 games")
    assert 'class="partial"' in (tmp_path / "r.html").read_text(encoding="utf-8")
    played.clear()
    code, out, _err = _cli(capsys, *argv[:-2], "--json")
    summary = json.loads(out)
    assert code == 130 and summary["partial"] is True and summary["games"] == done
    assert summary["games_requested"] == 64 and summary["finished_ranges"] == [[0, done]]


def test_a_missing_extra_or_an_unwritable_place_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    huge = ["simulate", "lux-nova", "--games", "100000000"]
    code, _out, err = _cli(capsys, *huge, "--plot", str(blocker / "figures"))
    assert code == 1 and err.startswith("cardtable: --plot: cannot make the folder")
    code, _out, err = _cli(capsys, *huge, "--html", str(tmp_path))
    assert code == 1 and "is a folder" in err
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    code, _out, err = _cli(capsys, *huge, "--plot", str(tmp_path / "figures"))
    assert code == 1 and "pip install 'cardtable[plots]'" in err
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name: None if name == "distributed" else real(name)
    )
    code, _out, err = _cli(capsys, *huge, "--cluster", "local:2")
    assert code == 1 and "pip install 'cardtable[cluster]'" in err and "Traceback" not in err
