"""How quickly the suite answers in a browser tab (``cardtable serve``, headless Chromium) and in a
terminal (a pseudo-terminal of the same size), measured the same way in both.

- first paint: from the start (the page's navigation; the terminal app's spawn) until the whole
  menu has arrived, and in the page until the frame after it was drawn;
- key to paint: from a key (the page's own ``keydown`` time; the write to the pseudo-terminal)
  to the first output it causes, and in the page to the frame after that output was drawn; the
  median (and p10-p90) of ``--keys`` keys, each after the app has gone quiet. Two scenes: the menu
  (Down and Up in turn: the highlight moves) and a Lux Nova solo board (``r``: the card turns).

Wall-clock figures on whatever else the machine is doing: run it a few times and quote ranges.
Needs the test extra and Debian's ``chromium``.

    python bench/bench_web_latency.py [--keys 50] [--runs 1] [--json]
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

import pyte

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.web.conftest import CHROMIUM_ARGS, chromium_path, missing_for_browser  # noqa: E402
from tests.web.terminal import Terminal, served  # noqa: E402

MENU_DONE = "Enter or click to choose"
VIEWPORT = {"width": 1280, "height": 800}
QUIET = 0.25
"""Seconds without output after which the app is taken to be idle (before the next key)."""

# Recorded in the page: each binary websocket message's arrival and the frame after it was drawn
# (two animation frames later: xterm draws on the next one), and every keydown.
PAGE_PROBE = """
window.__frames = []; window.__keys = [];
document.addEventListener("keydown", () => window.__keys.push(performance.now()), true);
const Native = window.WebSocket;
window.WebSocket = class extends Native {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (event) => {
      if (typeof event.data === "string") return;
      const frame = {received: performance.now(), painted: null};
      window.__frames.push(frame);
      requestAnimationFrame(() => requestAnimationFrame(() => { frame.painted = performance.now(); }));
    });
  }
};
"""


def spread(values: list[float]) -> dict[str, float]:
    """Median, p10 and p90 of ``values`` in milliseconds, rounded."""
    ordered = sorted(values)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {
        "median": round(statistics.median(ordered), 1),
        "p10": round(pick(0.1), 1),
        "p90": round(pick(0.9), 1),
        "n": len(ordered),
    }


# --- the browser ------------------------------------------------------------------------------


def page_settle(terminal: Terminal) -> None:
    terminal.settle(quiet=QUIET)


def page_key_latencies(terminal: Terminal, keys: list[str]) -> tuple[list[float], list[float]]:
    """For each key: ms from its keydown to the first frame received after it, and to that frame
    drawn."""
    page = terminal.page
    received, painted = [], []
    for key in keys:
        page_settle(terminal)
        before = page.evaluate("window.__frames.length")
        terminal.press(key)
        deadline = time.monotonic() + 10
        while (
            page.evaluate(f"window.__frames.length > {before} && window.__frames[{before}].painted !== null")
            is False
        ):
            if time.monotonic() > deadline:
                raise RuntimeError(f"no frame after {key!r}")
            page.wait_for_timeout(5)
        down, frame = page.evaluate(f"[window.__keys[window.__keys.length - 1], window.__frames[{before}]]")
        received.append(frame["received"] - down)
        painted.append(frame["painted"] - down)
    return received, painted


def measure_page(keys: int) -> dict[str, object]:
    from playwright.sync_api import sync_playwright

    from tests.web.test_browser import start_lux_nova_solo

    home = Path(tempfile.mkdtemp(prefix="cardtable-bench-web-"))
    with socket_port() as port, served(home, port) as address, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport=VIEWPORT)  # type: ignore[arg-type]
        page.add_init_script(PAGE_PROBE)
        terminal = Terminal(page)
        menu_frame: list[int] = []
        page.goto(address)
        while MENU_DONE not in terminal.text():
            page.wait_for_timeout(5)
        menu_frame.append(terminal.frames - 1)
        page.wait_for_timeout(200)
        first = page.evaluate(f"window.__frames[{menu_frame[0]}]")
        terminal.focus()
        menu_received, menu_painted = page_key_latencies(terminal, ["ArrowDown", "ArrowUp"] * (keys // 2))
        start_lux_nova_solo(terminal, seed=7)
        board_received, board_painted = page_key_latencies(terminal, ["r"] * keys)
        size = (terminal.screen.columns, terminal.screen.lines)
        browser.close()
    return {
        "size": size,
        "first_paint_ms": {"received": round(first["received"], 1), "painted": round(first["painted"], 1)},
        "menu_key_ms": {"received": spread(menu_received), "painted": spread(menu_painted)},
        "lux_nova_key_ms": {"received": spread(board_received), "painted": spread(board_painted)},
    }


class socket_port:
    """A free loopback port (as a context manager, for symmetry with ``served``)."""

    def __enter__(self) -> int:
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])

    def __exit__(self, *_: object) -> None:
        return None


# --- the terminal -----------------------------------------------------------------------------


class PtyApp:
    """``cardtable`` in a pseudo-terminal of ``size``, its output fed into pyte."""

    def __init__(self, size: tuple[int, int], home: Path) -> None:
        columns, lines = size
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        env = {**os.environ, "CARDTABLE_HOME": str(home), "TERM": "xterm-256color", "COLORTERM": "truecolor"}
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "cardtable"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master

    def read(self, timeout: float) -> float | None:
        """Read what is there within ``timeout`` s; the time the first bytes came, or None."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return None
        when = time.perf_counter()
        self.stream.feed(os.read(self.master, 1 << 16))
        return when

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def settle(self) -> None:
        while self.read(QUIET) is not None:
            pass

    def wait_for(self, text: str, timeout: float = 30) -> float:
        deadline = time.monotonic() + timeout
        while text not in self.text():
            if time.monotonic() > deadline:
                raise RuntimeError(f"the terminal never showed {text!r}")
            self.read(0.05)
        return time.perf_counter()

    def key_latencies(self, keys: list[bytes]) -> list[float]:
        latencies = []
        for key in keys:
            self.settle()
            sent = time.perf_counter()
            os.write(self.master, key)
            came = self.read(10)
            if came is None:
                raise RuntimeError(f"no output after {key!r}")
            latencies.append((came - sent) * 1000)
        return latencies

    def type(self, *keys: bytes) -> None:
        for key in keys:
            self.settle()
            os.write(self.master, key)

    def close(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=15)
        os.close(self.master)


def measure_terminal(size: tuple[int, int], keys: int) -> dict[str, object]:
    app = PtyApp(size, Path(tempfile.mkdtemp(prefix="cardtable-bench-tty-")))
    try:
        first = (app.wait_for(MENU_DONE) - app.started) * 1000
        menu = app.key_latencies([b"\x1b[B", b"\x1b[A"] * (keys // 2))
        # Lux Nova, one player, seed 7, by the same keys as the page: 1, Shift+Tab, Enter, Up, Enter,
        # four Tabs, the seed, Ctrl+S.
        app.type(b"1", b"\x1b[Z", b"\r", b"\x1b[A", b"\r", b"\t", b"\t", b"\t", b"\t", b"7", b"\x13")
        app.wait_for("Ana to play")
        board = app.key_latencies([b"r"] * keys)
    finally:
        app.close()
    return {
        "size": size,
        "first_paint_ms": round(first, 1),
        "menu_key_ms": spread(menu),
        "lux_nova_key_ms": spread(board),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=50, help="keys per scene (default 50)")
    parser.add_argument("--runs", type=int, default=1, help="runs of each side, interleaved")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    missing = missing_for_browser()
    if missing:
        print(f"bench_web_latency: skipped: {missing}")
        return 0
    runs = []
    for _ in range(args.runs):
        page = measure_page(args.keys)
        terminal = measure_terminal(page["size"], args.keys)  # type: ignore[arg-type]
        runs.append({"page": page, "terminal": terminal})
    if args.json:
        print(json.dumps(runs, indent=1))
        return 0
    for number, run in enumerate(runs, 1):
        page, terminal = run["page"], run["terminal"]
        print(f"run {number}: {page['size'][0]}x{page['size'][1]} cells")  # type: ignore[index]
        print(
            f"  first paint: page {page['first_paint_ms']} ms; terminal (output) {terminal['first_paint_ms']} ms"
        )
        for scene in ("menu_key_ms", "lux_nova_key_ms"):
            print(f"  {scene}: page {page[scene]}; terminal (output) {terminal[scene]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
