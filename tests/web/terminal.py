"""The served app as a test sees it: ``cardtable serve`` in a subprocess, and a browser page whose
screen is read by feeding the page's websocket frames (raw terminal output) into ``pyte``.

The page draws the terminal on a canvas, so its text is not in the DOM; the frames the page
receives are exactly what it draws.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pyte
from playwright.sync_api import Page, WebSocket

READY = re.compile(r"served at (http://\S+)")


@contextmanager
def served(home: Path, port: int, *extra: str, timeout: float = 30.0) -> Iterator[str]:
    """Run ``cardtable serve`` on ``port`` with the user folder ``home``; yield the printed address.
    The server is stopped (SIGTERM) and waited for at the end."""
    env = {**os.environ, "CARDTABLE_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    env.pop("CARDTABLE_DATA", None)
    command = [sys.executable, "-m", "cardtable", "serve", "--port", str(port), *extra]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    assert process.stdout is not None
    try:
        address = _read_address(process, timeout)
        yield address
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()


def _read_address(process: subprocess.Popen[str], timeout: float) -> str:
    """The address the server prints once it listens (its other lines are kept for the error)."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    lines: list[str] = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line)
        found = READY.search(line)
        if found:
            return found.group(1)
    raise AssertionError("cardtable serve did not start:\n" + "".join(lines))


class Terminal:
    """The screen of the app in ``page``, rebuilt from the websocket's frames."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.frames = 0
        self.closed = False
        page.on("websocket", self._attach)

    def _attach(self, socket: WebSocket) -> None:
        query = parse_qs(urlsplit(socket.url).query)
        width = int(query.get("width", ["80"])[0])
        height = int(query.get("height", ["24"])[0])
        self.screen.resize(height, width)
        socket.on("framereceived", self._received)
        socket.on("framesent", self._sent)
        socket.on("close", self._close)

    def _received(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):
            self.frames += 1
            self.stream.feed(payload)

    def _sent(self, payload: bytes | str) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(int(size["height"]), int(size["width"]))

    def _close(self, _socket: WebSocket) -> None:
        self.closed = True

    def text(self) -> str:
        """The whole screen, one line a row."""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, pattern: str, timeout: float = 20.0) -> re.Match[str]:
        """Wait until the screen shows ``pattern`` (a regular expression); return the match."""
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, self.text())
            if found:
                return found
            if time.monotonic() > deadline:
                raise AssertionError(f"never showed {pattern!r}; the screen:\n{self.text()}")
            self.page.wait_for_timeout(50)

    def wait_gone(self, pattern: str, timeout: float = 20.0) -> None:
        """Wait until the screen no longer shows ``pattern``."""
        deadline = time.monotonic() + timeout
        while re.search(pattern, self.text()):
            if time.monotonic() > deadline:
                raise AssertionError(f"still shows {pattern!r}; the screen:\n{self.text()}")
            self.page.wait_for_timeout(50)

    def settle(self, quiet: float = 0.3, timeout: float = 10.0) -> None:
        """Wait until no frame has come for ``quiet`` seconds (the app finished drawing)."""
        deadline = time.monotonic() + timeout
        seen = -1
        while seen != self.frames and time.monotonic() < deadline:
            seen = self.frames
            self.page.wait_for_timeout(int(quiet * 1000))

    def focus(self) -> None:
        """Give the terminal the keyboard (as a click would, without clicking the app)."""
        self.page.locator("textarea.xterm-helper-textarea").focus()

    def click(self, text: str, button: str = "left") -> None:
        """Click the middle of ``text`` where the screen shows it (its first appearance), once it
        shows."""
        self.wait_for(re.escape(text))
        row, column = next(
            (row, line.find(text)) for row, line in enumerate(self.screen.display) if text in line
        )
        box = self.page.locator(".xterm-screen").bounding_box()
        assert box is not None
        width = box["width"] / self.screen.columns
        height = box["height"] / self.screen.lines
        x = box["x"] + (column + len(text) / 2) * width
        y = box["y"] + (row + 0.5) * height
        self.page.mouse.click(x, y, button=button)  # type: ignore[arg-type]

    def press(self, *keys: str) -> None:
        """Type ``keys`` into the page (Playwright key names: "Enter", "ArrowDown", "1")."""
        for key in keys:
            self.page.keyboard.press(key)

    def step(self, *keys: str, timeout: float = 30.0) -> None:
        """Type ``keys`` one at a time, each only once the app has drawn the previous one (a new
        frame, then quiet): on a loaded host a key sent while the app is still busy with the one
        before can land in another field than the test meant (a Tab too few, a Space typed into a
        name). For keys that change the screen (focus moves, lists open)."""
        for key in keys:
            before = self.frames
            self.page.keyboard.press(key)
            deadline = time.monotonic() + timeout
            while self.frames == before:
                if time.monotonic() > deadline:
                    raise AssertionError(f"the app drew nothing after {key!r}; the screen:\n{self.text()}")
                self.page.wait_for_timeout(50)
            self.settle()
