"""``make`` installs when pyproject.toml's contents change, never because of its time (issue 32): a
clone or a checkout gives files the time they were written, and the stamps compared times, so
``make fuzz`` reinstalled everything for nothing. Run on a copy of the Makefile with a stand-in
``.venv/bin/python`` that only notes each pip run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(f'#!/bin/sh\necho "$*" >> "{tmp_path}/pip-runs"\n')
    python.chmod(0o755)
    return tmp_path


def installs(project: Path, target: str = "setup") -> int:
    """Run ``make target`` and return how many pip runs it made."""
    log = project / "pip-runs"
    before = len(log.read_text().splitlines()) if log.exists() else 0
    subprocess.run(
        ["make", "-s", target, f"PYTHON={sys.executable}"],
        cwd=project,
        check=True,
        capture_output=True,
        env={**os.environ, "MAKEFLAGS": ""},
    )
    return len(log.read_text().splitlines()) - before if log.exists() else 0


def test_a_first_setup_installs_once(project: Path) -> None:
    assert installs(project) == 1
    assert "-e .[test]" in (project / "pip-runs").read_text()


def test_a_newer_pyproject_with_the_same_contents_installs_nothing(project: Path) -> None:
    assert installs(project) == 1
    future = time.time() + 3600 * 24 * 365
    os.utime(project / "pyproject.toml", (future, future))  # a checkout's (or a skewed clock's) time
    assert installs(project) == 0
    assert installs(project, ".venv/.installed") == 0  # what `make play` needs


def test_changed_contents_install_again_whatever_the_time(project: Path) -> None:
    assert installs(project) == 1
    pyproject = project / "pyproject.toml"
    stat = pyproject.stat()
    pyproject.write_text(pyproject.read_text() + "\n# a new dependency would go here\n")
    os.utime(pyproject, (stat.st_atime - 3600, stat.st_mtime - 3600))  # a copy keeping an older time
    assert installs(project) == 1
    assert installs(project) == 0
