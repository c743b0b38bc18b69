"""The guard around the whole app run (issue 32): an escape sequence that Textual's input parser
cannot read (``ESC [ 99999999999999999999 ~``) failed in Textual's input thread, outside every
handler of the app; Textual printed its traceback on the player's terminal and ended with status
0, with no log. Now such a failure is logged, the open match saved, and the app ends with status 1
and one line."""

from __future__ import annotations

import asyncio
import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.traceback import Traceback

from cardtable.session import MatchSetup
from cardtable.ui.app import CardtableApp, run_app
from tests.ui.helpers import until

BAD_KEY = b"\x1b[99999999999999999999~"


def test_a_sequence_textual_cannot_parse_is_logged_and_ends_with_status_1(isolated_home: Path) -> None:
    """The real thing: the app in a pseudo-terminal, the sequence typed at the menu."""
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = {**os.environ, "TERM": "xterm-256color", "CARDTABLE_HOME": str(isolated_home)}
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable"],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        start_new_session=True,
    )
    os.close(follower)
    shown = b""
    try:
        shown += read_until(leader, process, lambda got: b"Lux Nova" in got)
        assert process.poll() is None, shown[-2000:]
        os.write(leader, BAD_KEY)
        shown += read_until(leader, process, lambda got: False)
        code = process.wait(timeout=300)
    finally:
        if process.poll() is None:
            process.kill()
        os.close(leader)
    text = shown.decode("utf-8", "replace")
    assert code == 1, text[-2000:]
    assert "Traceback" not in text and "_xterm_parser" not in text
    assert "cardtable: stopped on an unexpected problem" in text
    logs = [path.read_text() for path in (isolated_home / "logs").glob("crash-*.log")]
    assert any("OverflowError" in log and "_xterm_parser" in log for log in logs), logs


def read_until(
    leader: int, process: subprocess.Popen[bytes], done: Callable[[bytes], bool], limit: float = 300
) -> bytes:
    """Read the terminal until ``done(what was read)`` holds or the process has ended and its
    last output is read."""
    got = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the process closed the terminal
                break
            if not chunk:
                break
            got += chunk
            if done(got):
                break
            continue
        if process.poll() is not None:
            break
    return got


async def test_a_panic_saves_the_match_logs_and_prints_nothing(isolated_home: Path) -> None:
    """Textual panics with a rendered traceback; the app writes it to the log instead."""
    from cardtable.engine.record import SeatInfo

    app = CardtableApp(start=MatchSetup("lux-nova", ("Ana",), (SeatInfo(),), 3))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: getattr(app.screen, "match", None) is not None)
        try:
            int("x" * 3)
        except ValueError:
            app.panic(Traceback())
        for _ in range(400):
            if not app.is_running:
                break
            await asyncio.sleep(0.05)
    assert app.return_code == 1
    assert app._exit_renderables == []
    assert len(app.crashes) == 1 and app.crashes[0].log is not None
    log = app.crashes[0].log.read_text()
    assert "ValueError" in log and "invalid literal" in log
    assert list((isolated_home / "saves").glob("*.json"))
    assert "cardtable resume" in app._crash_message


def test_an_error_out_of_the_whole_run_is_one_line_status_1_and_a_log(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], isolated_home: Path
) -> None:
    def broken_run(self: CardtableApp) -> None:
        raise OSError("the terminal went away")

    monkeypatch.setattr(CardtableApp, "run", broken_run)
    assert run_app() == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "stopped on an unexpected problem" in err and "Traceback" not in err
    assert "the terminal went away" in next((isolated_home / "logs").glob("crash-*.log")).read_text()
