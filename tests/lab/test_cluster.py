"""simulate on a Dask cluster (``--cluster``): the same results as on one machine, no game lost
or counted twice when a worker dies, the workers' versions checked, Ctrl+C keeps what finished.

One local cluster of two worker processes serves the whole module (reached by its scheduler's
address, as a cluster of several machines is); one test starts its own ``local:1``."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardtable.cli import main
from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameRegistry
from cardtable.engine.simulate import merge_summaries, simulate
from tests.support import dying_game, toy_game

distributed = pytest.importorskip("distributed")

TOY = GameRegistry([toy_game.INFO])
DYING = GameRegistry([toy_game.INFO, dying_game.INFO])
TIMING = ("seconds", "cpu_seconds", "max_rss_mb")


@pytest.fixture(scope="module")
def kill_flag(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cluster") / "kill-once"


@pytest.fixture(scope="module")
def cluster(kill_flag: Path) -> Iterator[Any]:
    """Two single-threaded worker processes; they see the kill flag's path (set before they
    start, so they inherit it)."""
    os.environ[dying_game.KILL_FLAG] = str(kill_flag)
    try:
        with distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address="127.0.0.1:0",
            silence_logs=40,
        ) as local:
            yield local
    finally:
        del os.environ[dying_game.KILL_FLAG]


def _counts(summary: dict[str, Any]) -> dict[str, Any]:
    """What must not depend on where the games ran: the results, actions, checks and raw counts."""
    tally = {key: value for key, value in summary["tally"].items() if key not in TIMING}
    return {
        "games": summary["games"],
        "actions": summary["actions"],
        "errors": summary["errors"],
        "fully_checked_games": summary["fully_checked_games"],
        "checked_positions": summary["checked_positions"],
        "results": summary["results"],
        "tally": tally,
    }


def _cli_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code = main(list(argv))
    out, _err = capsys.readouterr()
    assert code == 0
    return json.loads(out)


@pytest.mark.parametrize(
    "game, extra", [("aether-lanes", ["--matrix"]), ("lux-nova", []), ("lux-aeterna", ["--matrix"])]
)
def test_jobs_1_jobs_2_and_the_cluster_give_identical_json(
    capsys: pytest.CaptureFixture[str], cluster: Any, game: str, extra: list[str]
) -> None:
    base = ["simulate", game, "--games", "56", "--seed", "4", "--json", *extra]
    one = _cli_json(capsys, *base, "--jobs", "1")
    two = _cli_json(capsys, *base, "--jobs", "2")
    remote = _cli_json(capsys, *base, "--cluster", cluster.scheduler_address)
    assert one["errors"] == 0 and one["games"] == 56
    assert _counts(one) == _counts(two) == _counts(remote)
    assert remote["cluster"]["address"] == cluster.scheduler_address
    assert remote["cluster"]["workers"] == 2 and remote["jobs"] == 2
    assert remote["partial"] is False and one["cluster"] is None


def test_a_worker_killed_mid_run_loses_no_game_and_counts_none_twice(cluster: Any, kill_flag: Path) -> None:
    games, seed = 200, dying_game.RUN_SEED
    expected = simulate(DYING, "dying", games, seed=seed, jobs=1)
    kill_flag.write_text("the worker that plays game 37 dies")
    progress: list[int] = []
    summary = simulate(
        DYING,
        "dying",
        games,
        seed=seed,
        cluster=cluster.scheduler_address,
        progress=lambda done, errors: progress.append(done),
    )
    assert not kill_flag.exists(), "no worker died: the doomed game was never played"
    assert summary["games"] == summary["tally"]["games"] == games and summary["errors"] == 0
    assert _counts(summary) == _counts(expected)
    # the progress counts the games of every chunk back, from both workers, each chunk once
    assert progress == sorted(progress) and progress[-1] == games and len(progress) == len(set(progress))


def test_a_worker_of_another_version_is_named(cluster: Any) -> None:
    with distributed.Client(cluster.scheduler_address) as client:
        worker = sorted(client.nthreads())[0]
        before = client.run(dying_game.set_version, "0.0.1-old", workers=[worker])[worker]
        try:
            with pytest.raises(CardtableError) as error:
                simulate(TOY, "toy", 10, cluster=cluster.scheduler_address)
        finally:
            client.run(dying_game.set_version, before, workers=[worker])
    message = str(error.value)
    assert f"{worker} has cardtable 0.0.1-old" in message and f"needs cardtable {before}" in message
    assert message.count("has cardtable") == 1


def test_ctrl_c_cancels_the_cluster_work_and_keeps_what_finished(cluster: Any) -> None:
    """Ctrl+C (a KeyboardInterrupt in the main thread, here raised by the progress callback after
    the first chunk came back): the summary is of the finished chunks, marked partial, and no
    chunk of the run is left on the cluster."""

    def interrupt(done: int, errors: int) -> None:
        raise KeyboardInterrupt

    summary = simulate(TOY, "toy", 4000, seed=2, cluster=cluster.scheduler_address, progress=interrupt)
    assert summary["partial"] is True and summary["games_requested"] == 4000
    assert 0 < summary["games"] < 4000 and summary["tally"]["games"] == summary["games"]
    (start, stop), *more = summary["finished_ranges"]
    assert not more and stop - start == summary["games"]
    again = simulate(TOY, "toy", stop - start, seed=2, game_offset=start, jobs=1)
    assert _counts(summary)["results"] == _counts(again)["results"]
    with distributed.Client(cluster.scheduler_address) as client:
        deadline = time.monotonic() + 10
        while client.run_on_scheduler(_run_tasks) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert client.run_on_scheduler(_run_tasks) == 0


def _run_tasks(dask_scheduler: Any) -> int:
    return sum(1 for key in dask_scheduler.tasks if str(key).startswith("cardtable-"))


def test_local_k_starts_its_own_cluster_and_a_bad_address_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    summary = _cli_json(capsys, "simulate", "lux-nova", "--games", "12", "--json", "--cluster", "local:1")
    assert summary["cluster"]["address"] == "local:1" and summary["cluster"]["workers"] == 1
    assert summary["games"] == 12 and summary["errors"] == 0
    for address, words in (("local:0", "local:K with K from 1"), ("local:two", "local:K with K from 1")):
        code = main(["simulate", "lux-nova", "--games", "3", "--cluster", address])
        err = capsys.readouterr().err
        assert code == 1 and words in err and "Traceback" not in err


def test_merge_takes_no_cluster_and_refuses_a_partial_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    part = tmp_path / "part.json"
    summary = simulate(TOY, "toy", 5, jobs=1)
    part.write_text(json.dumps({**summary, "partial": True}))
    code = main(["simulate", "lux-nova", "--merge", str(part), "--cluster", "local:1"])
    assert code == 1 and "takes no --cluster" in capsys.readouterr().err
    with pytest.raises(CardtableError, match="partial run"):
        merge_summaries(TOY, [part])
