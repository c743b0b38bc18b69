"""Issue 32: ``kill -9`` left temporary files and lock files that were never removed (12 after 30
kills). The next start removes what no live process owns, and nothing a live one does."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardtable.persistence.leftovers import clean_leftovers, find_leftovers
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from tests.ui.helpers import until

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")

WRITER = textwrap.dedent(
    """
    import os, sys, tempfile, time
    from pathlib import Path
    from cardtable.persistence.atomic import atomic_write_text, temp_prefix
    from cardtable.persistence.saves import SaveStore
    store = SaveStore(Path(sys.argv[1]) / "saves")
    lock = store.claim("m1")
    if sys.argv[2] == "stuck":  # killed in the middle of a write: its temporary file stays
        tempfile.mkstemp(prefix=temp_prefix("m1.json"), suffix=".tmp", dir=store.root)
        print("ready", flush=True)
        time.sleep(60)
    print("ready", flush=True)
    number = 0
    while True:
        number += 1
        store.write("m1", {"n": number, "pad": "x" * 20000})
        atomic_write_text(Path(sys.argv[1]) / "settings.json", '{"theme": "textual-dark"}')
    """
)


def writer(home: Path, how: str) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(home), how],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process


def killed(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait()


def test_what_a_killed_writer_left_is_removed_and_the_save_is_whole(isolated_home: Path) -> None:
    process = writer(isolated_home, "stuck")
    live = find_leftovers(isolated_home)
    assert not live  # a live process's lock and temporary file are its own
    assert clean_leftovers(isolated_home) == 0
    killed(process)
    found = find_leftovers(isolated_home)
    assert (len(found.temporary), len(found.locks)) == (1, 1), found
    assert clean_leftovers(isolated_home) == 2
    assert not find_leftovers(isolated_home)
    assert not list((isolated_home / "saves" / ".locks").iterdir())


def test_repeated_kill_9_loses_no_save_and_leaves_nothing_after_the_next_start(isolated_home: Path) -> None:
    left = 0
    for round_ in range(6):
        process = writer(isolated_home, "loop")
        time.sleep(0.05 + 0.03 * round_)
        killed(process)
        found = find_leftovers(isolated_home)
        left += len(found.temporary) + len(found.locks)
        saved = json.loads((isolated_home / "saves" / "m1.json").read_text())
        assert saved["n"] >= 1
    assert left >= 6  # every kill leaves at least its lock file
    clean_leftovers(isolated_home)
    assert not find_leftovers(isolated_home)
    names = sorted(p.name for p in (isolated_home / "saves").iterdir() if p.is_file())
    assert names == ["m1.json"]


def test_a_lock_left_by_a_dead_process_does_not_block_the_match(isolated_home: Path) -> None:
    from cardtable.persistence.saves import SaveStore

    killed(writer(isolated_home, "stuck"))
    lock = SaveStore(isolated_home / "saves").claim("m1")
    assert lock.held
    assert clean_leftovers(isolated_home) == 1  # the temporary file; the lock is held now
    assert lock.path.exists()
    lock.release()


async def test_the_app_start_cleans_what_ended_processes_left(isolated_home: Path) -> None:
    killed(writer(isolated_home, "stuck"))
    assert find_leftovers(isolated_home)
    app = CardtableApp(settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(100, 36)) as pilot:
        await until(pilot, lambda: not find_leftovers(isolated_home))
    assert app.crashes == []
    assert os.path.exists(isolated_home / "saves")
