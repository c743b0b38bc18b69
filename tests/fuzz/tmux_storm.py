"""A hostile user at a real terminal: random keys, double Enters and resizes typed into a cardtable
running in tmux (by hand, not in the suite: the Pilot storms are the tests).

    tmux new -d -s rel-1 -x 80 -y 24 '.venv/bin/cardtable; echo EXIT=$?; sleep 600'
    python tests/fuzz/tmux_storm.py rel-1 SEED BURSTS [stay]

(``TMUX_SERVER=name`` sends to ``tmux -L name``: start the session on that server too.)

``stay`` leaves out the keys that leave a match or open the palette (Escape, q, F1, Ctrl+P), so
the storm stays on the match screen. It stops early if the app ended (``EXIT=`` shown) or a
traceback appeared, and prints what the terminal shows at the end."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time

KEYS = [
    *("Enter", "Enter", "Escape", "Tab", "BTab", "Space", "BSpace", "Up", "Down", "Left", "Right"),
    *("Home", "End", "PPage", "NPage", "DC", "F1", "C-z", "C-s", "C-p", "?", "+", "-", "é", "\u00ff"),
    *"abcdefghijklmnoprstuvwxyz0123456789",
]
LEAVING = ("Escape", "q", "F1", "C-p")
SIZES = ((80, 24), (60, 20), (120, 40), (80, 24), (100, 30))


def tmux(*args: str) -> str:
    server = os.environ.get("TMUX_SERVER")  # tmux -L SERVER: a private server, as helpers must use
    command = ["tmux", *(("-L", server) if server else ()), *args]
    return subprocess.run(command, capture_output=True, text=True, check=False).stdout


def main(session: str, seed: int, bursts: int, stay: bool) -> int:
    keys = [key for key in KEYS if not (stay and key in LEAVING)]
    rng = random.Random(seed)
    sent = 0
    for step in range(bursts):
        if rng.random() < 0.03:
            width, height = rng.choice(SIZES)
            tmux("resize-window", "-t", session, "-x", str(width), "-y", str(height))
        else:
            double = rng.random() < 0.1
            burst = ["Enter", "Enter"] if double else [rng.choice(keys) for _ in range(rng.randint(1, 6))]
            tmux("send-keys", "-t", session, *burst)
            sent += len(burst)
        time.sleep(rng.choice((0, 0, 0, 0.05, 0.2)))
        if step % 50 == 0:
            pane = tmux("capture-pane", "-pt", session)
            if "Traceback" in pane or "EXIT=" in pane:
                break
    tmux("resize-window", "-t", session, "-x", "80", "-y", "24")
    time.sleep(3)
    pane = tmux("capture-pane", "-pt", session)
    print(f"sent {sent} keys; traceback shown: {'Traceback' in pane}; app ended: {'EXIT=' in pane}")
    print(pane)
    return 1 if "Traceback" in pane else 0


if __name__ == "__main__":
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    raise SystemExit(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:5] == ["stay"]))
