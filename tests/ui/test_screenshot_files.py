"""``cardtable screenshots``: SVG files, and PNG copies whose spaces survive the conversion."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.ui.screenshots import _spaces_kept, svg_to_png, write_screenshots


def test_the_png_converter_is_told_to_keep_spaces() -> None:
    svg = '<svg class="rich-terminal" viewBox="0 0 10 10"><text>Ruling</text><text>&#160;are</text></svg>'
    kept = _spaces_kept(svg)
    assert kept.startswith('<svg xml:space="preserve" class="rich-terminal"')
    assert kept.count("xml:space") == 1 and kept.endswith(svg[len("<svg ") :])


def test_the_menu_screenshot_is_written(tmp_path: Path) -> None:
    written = write_screenshots(tmp_path, names=["menu"])
    svg = tmp_path / "menu.svg"
    assert svg in written and "Lux Nova" in svg.read_text(encoding="utf-8").replace("&#160;", " ")


@pytest.mark.skipif(not shutil.which("rsvg-convert"), reason="rsvg-convert is not installed")
def test_a_png_is_made_next_to_the_svg(tmp_path: Path) -> None:
    svg = tmp_path / "tiny.svg"
    svg.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'
    )
    png = svg_to_png(svg)
    assert png == tmp_path / "tiny.png" and png.read_bytes().startswith(b"\x89PNG")


def test_each_scene_starts_from_an_empty_user_folder(tmp_path: Path) -> None:
    write_screenshots(tmp_path, names=["high-scores", "lux-nova-solo-end"])
    scores = (tmp_path / "high-scores.svg").read_text(encoding="utf-8").replace("&#160;", " ")
    solo_end = (tmp_path / "lux-nova-solo-end.svg").read_text(encoding="utf-8").replace("&#160;", " ")
    assert "Solo, Basic: best scores" in scores and "No solo game finished yet." not in scores
    assert "Rank 1 of 1 among solo scores" in solo_end  # the scores scene's matches are not here
