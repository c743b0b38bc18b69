"""Time limits for one fuzz case: a hang fails the case instead of stalling the suite.

A hang spins (CPU time grows) or blocks (a pipe opened for reading, a lock that never frees). The
first is caught by a limit on the process's own CPU time, which does not depend on how busy the
machine is; the second by a far larger wall-clock limit. A slow case on a loaded machine (eight
engineers on two cores) is not a hang: only these two limits decide."""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
import time
from collections.abc import Iterator


class Hang(AssertionError):
    """The case ran past its time limit."""


def _limits_available() -> bool:
    return sys.platform != "win32" and threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def time_limit(cpu_seconds: float, wall_seconds: float | None = None) -> Iterator[None]:
    """Raise Hang if the block uses more than ``cpu_seconds`` of CPU time, or runs longer than
    ``wall_seconds`` (default: 30 times the CPU limit, at least 5 minutes) by the clock. Main
    thread on POSIX only; elsewhere there is no limit."""
    if not _limits_available():
        yield
        return
    wall = wall_seconds if wall_seconds is not None else max(300.0, 30 * cpu_seconds)
    started = time.process_time()

    def cpu_expired(signum: int, frame: object) -> None:
        raise Hang(f"used more than {cpu_seconds:g} s of CPU time (a busy loop?)")

    def wall_expired(signum: int, frame: object) -> None:
        used = time.process_time() - started
        raise Hang(f"still running after {wall:g} s by the clock ({used:.1f} s of CPU: blocked?)")

    previous_cpu = signal.signal(signal.SIGPROF, cpu_expired)
    previous_wall = signal.signal(signal.SIGALRM, wall_expired)
    signal.setitimer(signal.ITIMER_PROF, cpu_seconds)
    signal.setitimer(signal.ITIMER_REAL, wall)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, previous_cpu)
        signal.signal(signal.SIGALRM, previous_wall)
