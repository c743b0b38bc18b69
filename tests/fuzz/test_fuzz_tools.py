"""The fuzzers' own tools: the hang limits and the nightly report."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.fuzz import report
from tests.fuzz.budget import budget_percent
from tests.fuzz.limits import Hang, time_limit


def test_a_busy_loop_is_stopped_by_its_cpu_time() -> None:
    started = time.process_time()
    with pytest.raises(Hang, match="CPU time"), time_limit(0.3, wall_seconds=60):
        while True:
            pass
    assert time.process_time() - started < 5


def test_a_blocked_wait_is_stopped_by_the_clock() -> None:
    started = time.monotonic()
    with pytest.raises(Hang, match="by the clock"), time_limit(60, wall_seconds=0.3):
        time.sleep(30)
    assert time.monotonic() - started < 10


def test_a_quick_case_runs_untouched_and_leaves_no_timer() -> None:
    with time_limit(5):
        total = sum(range(1000))
    assert total == 499500
    time.sleep(0.01)  # a timer left running would fire in here or later


def test_the_report_holds_each_fuzzer_to_its_target(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "data.count").write_text("6000 120.0\n4000 40.0\n")
    (tmp_path / "files.count").write_text("1 0.01\n" * 4999)
    (tmp_path / "scenario.count").write_text("1000 2.0\n")
    (tmp_path / "storm-luminous.count").write_text("1 1.5\n" * 200)
    assert report.cli([str(tmp_path), "--seconds", "125"]) == 1
    out = capsys.readouterr().out
    assert "fuzz data" in out and "10000 cases" in out and "16 ms CPU each: ok" in out
    assert "4999 cases" in out and "MISSED (target 5000)" in out
    assert "storm-luminous" in out and "200 cases" in out
    assert "targets missed: files" in out and "2 min 5 s by the clock" in out
    (tmp_path / "files.count").write_text("5000 50.0\n")
    assert report.main(str(tmp_path)) == 0
    assert "every target met" in capsys.readouterr().out


def test_the_report_sums_the_parts_of_a_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    for folder in (first, second):
        folder.mkdir()
        (folder / "storm-luminous.count").write_text("1 0.5\n" * 100)
    (first / "data.count").write_text("10000 10.0\n")
    (first / "files.count").write_text("5000 5.0\n")
    (second / "scenario.count").write_text("1000 1.0\n")
    assert report.cli([str(first), str(second)]) == 0
    out = capsys.readouterr().out
    assert "storm-luminous" in out and "200 cases" in out and "every target met" in out
    assert report.cli([str(first)]) == 1


def test_a_short_budget_holds_each_fuzzer_to_its_share(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``make fuzz FUZZ_BUDGET=2``: 2% of each nightly target."""
    (tmp_path / "data.count").write_text("200 4.0\n")
    (tmp_path / "files.count").write_text("100 1.0\n")
    (tmp_path / "scenario.count").write_text("24 0.5\n")
    (tmp_path / "storm-luminous.count").write_text("1 1.5\n" * 4)
    assert report.cli([str(tmp_path), "--budget", "2"]) == 0
    assert "at 2% of the nightly budget" in capsys.readouterr().out
    (tmp_path / "storm-luminous.count").write_text("1 1.5\n" * 3)
    assert report.cli([str(tmp_path), "--budget", "2"]) == 1
    assert "MISSED (target 4)" in capsys.readouterr().out


def test_the_budget_is_a_percentage() -> None:
    assert budget_percent(None) == budget_percent("") == 100
    assert budget_percent("5") == 5
    for wrong in ("0", "-3", "half", "2.5"):
        with pytest.raises(SystemExit, match="FUZZ_BUDGET"):
            budget_percent(wrong)
