"""The helpers that read and move the user folder's files (issue 32): names of temporary files,
moves aside that never replace, reads that never open a pipe."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.persistence import files
from cardtable.persistence.atomic import atomic_write_text, temp_prefix
from cardtable.persistence.leftovers import NO_WRITER_ID, temp_writer


@pytest.mark.parametrize(
    ("name", "writer"),
    [
        ("this process's", "this process"),
        (".settings.json.4242.q1w2e3r4.tmp", 4242),
        (".settings.json.q1w2e3r4.tmp", NO_WRITER_ID),  # written by an older version
        (".lessons.json.0.q1w2e3r4.tmp", NO_WRITER_ID),
        ("m1.json", None),
        (".x.tmp", None),
        (".m1.json.123.ab.tmp", None),  # too short a random part to be tempfile's
    ],
)
def test_a_temporary_files_writer_is_read_from_its_name(name: str, writer: object) -> None:
    if writer == "this process":  # the name atomic_write_text gives (the id varies: not in the test id)
        name, writer = f"{temp_prefix('m1.json')}abc_12345.tmp", os.getpid()
    assert temp_writer(name) == writer


def test_a_move_aside_without_hard_links_still_replaces_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object, **kwargs: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    targets = []
    for content in ("a", "b"):
        (tmp_path / "s.json").write_text(content)
        targets.append(files.move_aside(tmp_path / "s.json", tmp_path / "aside", "s", ".json"))
    assert targets[0] != targets[1] and [t.read_text() for t in targets] == ["a", "b"]


def test_a_byte_order_mark_is_dropped_and_clip_cuts_long_text() -> None:
    assert files.decode_text(b"\xef\xbb\xbf{}") == "{}"
    assert files.clip("x" * 1000) == "x" * 59 + "…"
    assert files.clip("short") == "short"


def test_an_atomic_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    atomic_write_text(tmp_path / "a.json", "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_reading_a_pipe_is_refused_before_opening(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "p")
    with pytest.raises(files.LeftInPlace, match="a named pipe"):
        files.read_regular(tmp_path / "p", 10)
    with pytest.raises(FileNotFoundError):
        files.read_regular(tmp_path / "missing", 10)
