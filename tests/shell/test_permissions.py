"""Issue 32, as a user who is not root (uid 65534, in a subprocess): an unreadable saves folder
gave ``doctor`` a traceback and ``resume`` "no unfinished match"; ``doctor --repair`` with a
read-only score table gave a traceback; an unreadable but intact save or settings file was
called damaged and moved. Each is now reported, left alone, and ``doctor`` exits 1."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, MatchSetup

NOBODY = 65534
REPO = Path(__file__).resolve().parents[2]


def _python_for_nobody() -> str | None:
    """A Python of this version that uid 65534 may run (this one may sit in root's home)."""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for folder in ("/usr/bin", "/usr/local/bin"):
        candidate = Path(folder) / version
        if candidate.exists():
            return str(candidate)
    return None


PYTHON = _python_for_nobody()
SETPRIV = shutil.which("setpriv")
pytestmark = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0 or PYTHON is None or SETPRIV is None,
    reason="needs root, setpriv and a system Python of this version to run as uid 65534",
)


def as_nobody(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    assert PYTHON is not None and SETPRIV is not None
    path = os.pathsep.join([str(REPO), *site.getsitepackages()])
    env = {"PATH": "/usr/bin:/bin", "CARDTABLE_HOME": str(home), "PYTHONPATH": path, "LANG": "C.UTF-8"}
    command = [SETPRIV, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", PYTHON, "-m", "cardtable"]
    return subprocess.run(
        [*command, *args], env=env, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
    )


@pytest.fixture
def home() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="cardtable-nobody-", dir="/tmp"))
    os.chmod(folder, 0o755)
    os.chown(folder, NOBODY, NOBODY)
    probe = as_nobody(folder, "--version")
    if probe.returncode != 0:
        shutil.rmtree(folder)
        pytest.skip(f"cardtable does not run as uid 65534 here: {probe.stderr.strip()[-200:]}")
    yield folder
    for path in [folder, *folder.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            os.chmod(path, 0o755)
    shutil.rmtree(folder)


def give_to_nobody(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        os.chown(path, NOBODY, NOBODY, follow_symlinks=False)


def no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stdout + result.stderr


def test_an_unreadable_saves_folder_is_reported_by_doctor_and_resume(home: Path) -> None:
    saves = home / "saves"
    saves.mkdir()
    (saves / "m1.json").write_text("{}")
    give_to_nobody(home)
    os.chmod(saves, 0)
    doctor = as_nobody(home, "doctor")
    no_traceback(doctor)
    assert doctor.returncode == 1
    assert f"The saves folder {saves} cannot be read (Permission denied)" in doctor.stdout
    repair = as_nobody(home, "doctor", "--repair")
    no_traceback(repair)
    assert repair.returncode == 1 and "cannot repair" in repair.stdout
    resume = as_nobody(home, "resume")
    no_traceback(resume)
    assert resume.returncode == 1
    assert "cannot be read" in resume.stderr and "no unfinished match" not in resume.stderr


def test_repair_with_a_read_only_score_table_says_what_it_could_not_do(home: Path) -> None:
    store = SaveStore(home / "saves")
    match = Match.start(default_registry(), MatchSetup("lux-nova", ("Ana",), (SeatInfo(),), 3), store=store)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])  # finished, not yet in the score table
    history = HistoryDB(home / "history.sqlite3")
    assert history.recent() == []
    give_to_nobody(home)
    os.chmod(history.path, 0o444)
    result = as_nobody(home, "doctor", "--repair")
    no_traceback(result)
    assert result.returncode == 1
    assert "read-only" in result.stdout
    assert HistoryDB(history.path).recent() == []


def test_an_unreadable_save_and_settings_are_not_called_damaged_and_stay(home: Path) -> None:
    saves = home / "saves"
    saves.mkdir()
    save, settings = saves / "m1.json", home / "settings.json"
    save.write_text('{"format": "cardtable-record"}')
    settings.write_text('{"theme": "textual-light"}')
    give_to_nobody(home)
    os.chmod(save, 0)
    os.chmod(settings, 0)
    result = as_nobody(home, "doctor", "--repair")
    no_traceback(result)
    assert result.returncode == 1
    assert "Save m1.json cannot be read (Permission denied); it is left where it is" in result.stdout
    assert (
        f"Settings file {settings} cannot be read (Permission denied); it was left where it is"
        in result.stdout
    )
    assert "is damaged" not in result.stdout and "moved" not in result.stdout
    assert save.exists() and settings.exists() and not (saves / "damaged").exists()
