"""Playing a simulation's chunks on a Dask distributed cluster (``cardtable simulate --cluster``).

The chunks are the same :class:`~simrun.Job` values the process pool plays and come back as the
same partial tallies, merged by ``simulate`` as they finish; only where they run differs. A worker
that dies mid-chunk loses that chunk's tally with it (nothing is sent back before the chunk ends),
and the scheduler gives the chunk to another worker, so every game is counted exactly once.

``local:K`` starts a cluster of K single-threaded worker processes on this machine; any other
address names a running scheduler (``tcp://host:8786``). Before any game is sent, every worker is
asked for its cardtable version, and a worker that differs (or has none) is named.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import signal
import time
import uuid
from collections.abc import Generator, Iterator
from typing import Any

import dask.config
from distributed import Client, KilledWorker, LocalCluster, WorkerPlugin, as_completed
from distributed.client import FutureCancelledError

import cardtable
from cardtable.engine.errors import CardtableError
from cardtable.engine.simrun import Job, RunStopped, run_job
from cardtable.engine.tally import Tally

LOCAL = "local:"
"""The prefix of a local cluster's address: ``local:K`` for K worker processes."""
LOCAL_CONFIG = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.tick.interval": "200ms",
}
"""Dask settings of a local cluster, which spend less CPU time beside the games: no statistical
profiler in the workers (it samples the playing thread's stack every 10 ms: about a tenth of the
CPU time of an Aether Lanes run), and the event loop's monitors (system, memory, loop health)
woken 10 times less often (a chunk's CPU time on the event loop fell from 8-10% to 2-3%, measured
as process time against the playing thread's). A chunk's memory is flat, so a slower memory watch
loses nothing."""
CONNECT_SECONDS = 10
"""How long to wait for the scheduler to answer."""
WORKER_WAIT_SECONDS = 30
"""How long to wait for the scheduler's first worker."""


def worker_version() -> str:
    """The cardtable version of the process this runs in (asked of every worker)."""
    return cardtable.__version__


@dataclasses.dataclass(slots=True)
class ClusterSession:
    """A connected cluster: plays a run's chunks there (:meth:`play`)."""

    client: Client
    address: str
    workers: int
    threads: int
    connect_seconds: float

    def play(self, work: list[Job]) -> Generator[tuple[Job, Tally], None, None]:
        """Send every chunk, then yield each with its tally as it finishes. On the way out (Ctrl+C,
        an error) the chunks not yet back are cancelled on the cluster."""
        run = uuid.uuid4().hex[:8]
        futures = {
            self.client.submit(
                run_job, job, key=f"cardtable-{run}-games-{job.start}-{job.stop}", pure=False
            ): job
            for job in work
        }
        try:
            for future in as_completed(futures):
                job = futures[future]
                try:
                    tally = future.result()
                except KilledWorker as error:
                    raise CardtableError(
                        f"--cluster: games {job.start}..{job.stop - 1} were lost with every worker that "
                        f"tried them ({error}); the cluster's logs say why the workers died"
                    ) from None
                except (FutureCancelledError, OSError) as error:
                    raise RunStopped(
                        f"the loss of the cluster's scheduler at {self.address} "
                        f"({getattr(error, 'reason', None) or error})"
                    ) from None
                future.release()
                yield job, tally
        finally:
            self.client.cancel([future for future in futures if not future.done()])

    def describe(self) -> dict[str, Any]:
        """The ``cluster`` entry of the JSON."""
        return {
            "address": self.address,
            "workers": self.workers,
            "threads": self.threads,
            "connect_seconds": round(self.connect_seconds, 3),
        }


@contextlib.contextmanager
def connect(address: str) -> Iterator[ClusterSession]:
    """Start (``local:K``) or reach the cluster at ``address``, check its workers' versions and
    yield a session; close what was started on the way out."""
    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        if address.startswith(LOCAL):
            workers = _local_workers(address)
            try:
                stack.enter_context(dask.config.set(LOCAL_CONFIG))
                cluster = stack.enter_context(
                    LocalCluster(
                        n_workers=workers,
                        threads_per_worker=1,
                        processes=True,
                        dashboard_address="127.0.0.1:0",  # an unused port on loopback (its health page)
                        silence_logs=logging.ERROR,
                    )
                )
            except (OSError, RuntimeError) as error:
                raise CardtableError(
                    f"--cluster {address}: the local cluster did not start: {error}"
                ) from None
            client = stack.enter_context(Client(cluster))
            client.register_plugin(IgnoreCtrlC(), name="cardtable-ignore-ctrl-c")
        else:
            if os.environ.get("CARDTABLE_DATA"):
                raise CardtableError(
                    "--cluster: --data works only with a local cluster (local:K); the workers of "
                    f"{address} read the card data installed with their cardtable"
                )
            client = stack.enter_context(_reach(Client, address))
        try:
            client.wait_for_workers(1, timeout=WORKER_WAIT_SECONDS)
        except TimeoutError:
            raise CardtableError(
                f"--cluster: the scheduler at {address} has no worker after {WORKER_WAIT_SECONDS} s; start "
                "some with: dask worker <scheduler address> --nthreads 1"
            ) from None
        check_versions(client)
        threads = client.nthreads()
        yield ClusterSession(
            client,
            address,
            len(threads),
            sum(threads.values()),
            time.perf_counter() - started,
        )


class IgnoreCtrlC(WorkerPlugin):
    """Makes a local worker process (also one restarted after a crash) ignore Ctrl+C: the
    terminal sends it to every process of the run, and the run itself decides what to stop."""

    def setup(self, worker: Any) -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _local_workers(address: str) -> int:
    count = address[len(LOCAL) :]
    if not count.isdigit() or not 1 <= int(count) <= 256:
        raise CardtableError(f"--cluster {address}: write local:K with K from 1 to 256 worker processes")
    return int(count)


def _reach(client_class: type[Client], address: str) -> Client:
    try:
        return client_class(address, timeout=f"{CONNECT_SECONDS}s")
    except (OSError, TimeoutError, ValueError) as error:
        raise CardtableError(f"--cluster: cannot reach a Dask scheduler at {address}: {error}") from None


def check_versions(client: Client) -> None:
    """Raise a :class:`CardtableError` naming every worker whose cardtable differs from ours (or
    that cannot run cardtable at all)."""
    mine = cardtable.__version__
    answers = client.run(worker_version, on_error="return")
    wrong = []
    for worker, answer in sorted(answers.items()):
        if isinstance(answer, BaseException):
            wrong.append(f"{worker} cannot run cardtable ({type(answer).__name__}: {answer})")
        elif answer != mine:
            wrong.append(f"{worker} has cardtable {answer}")
    if wrong:
        raise CardtableError(f"--cluster: every worker needs cardtable {mine}, as here: " + "; ".join(wrong))
