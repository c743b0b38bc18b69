"""A time limit for one fuzz case: a hang fails the case instead of stalling the suite."""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator


class Hang(AssertionError):
    """The case ran past its time limit."""


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Raise Hang if the block runs longer than ``seconds`` (main thread on POSIX; elsewhere no
    limit)."""
    if sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
