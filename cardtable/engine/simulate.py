"""Headless play of many games with bots: the proof that the rules hold (checks in tiers) and the
balance lab (the report's figures), on every core.

This is what ``cardtable simulate`` runs; the JSON keys it returns are a public contract
(docs/architecture.md). The games are split into chunks played by :func:`~simrun.run_job`, in
this process (``jobs=1``), in worker processes or on a Dask cluster (``cluster``,
:mod:`~cardtable.engine.simcluster`); their tallies merge exactly, so the results do not depend on
where the chunks ran. Ctrl+C stops the run and keeps the chunks that finished (``partial``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib.util
import json
import math
import os
import signal
import time
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.engine.checks import CHECK_MODES, DEFAULT_CHECK_EVERY, CheckMode
from cardtable.engine.errors import CardtableError
from cardtable.engine.matchups import Matchup, OwnDeck, build_matchup
from cardtable.engine.registry import GameRegistry
from cardtable.engine.simrun import Job, RunStopped, max_rss_mb, play_one, run_job
from cardtable.engine.tally import Tally

if TYPE_CHECKING:
    from cardtable.engine.simcluster import ClusterSession

__all__ = ["simulate", "merge_summaries", "play_one", "max_rss_mb", "default_jobs"]

Progress = Callable[[int, int], None]
"""Called with (games done, errors so far) as chunks finish."""
Played = Generator[tuple[Job, Tally], None, None]
"""Each chunk with its tally, in the order they finish."""
MAX_CHUNK = 2000


def default_jobs() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _chunks(start: int, games: int, jobs: int) -> list[tuple[int, int]]:
    """Split games ``start .. start+games`` into ranges small enough for a smooth progress bar and
    an even spread over the workers."""
    size = max(1, min(MAX_CHUNK, math.ceil(games / (jobs * 16))))
    return [(first, min(first + size, start + games)) for first in range(start, start + games, size)]


def simulate(
    registry: GameRegistry,
    game_id: str,
    games: int,
    seed: int = 0,
    bot: str | Sequence[str] = "random",
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    check_invariants: bool = True,
    *,
    checks: CheckMode | None = None,
    check_every: int = DEFAULT_CHECK_EVERY,
    jobs: int = 1,
    decks: Sequence[str] = (),
    matrix: bool = False,
    game_offset: int = 0,
    game_seed: int | None = None,
    progress: Progress | None = None,
    own_deck: OwnDeck | None = None,
    cluster: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` complete games and return the summary (the ``--json`` object).

    ``checks`` is ``"sampled"`` (default), ``"full"`` or ``"none"`` (``check_invariants=False``
    is the old spelling of ``"none"``). ``game_seed`` plays that one game with full checks.
    ``bot`` is one bot for every seat or ``["1=greedy", "2=random"]``; ``decks`` likewise
    (``"2=all"``: every starter deck in turn); ``matrix`` plays every pairing of starter decks.
    ``own_deck`` turns a deck name that is no starter into a player's deck written out in full
    (the command line reads the user's decks; the engine never does).
    ``cluster`` (a Dask scheduler's address, or ``local:K``) plays the chunks there, ``jobs`` then
    being the cluster's worker threads. Ctrl+C returns what finished, with ``partial`` true.
    """
    info = registry.get(game_id)
    impl = info.load()
    variant = (options or {}).get("variant")
    keys = {setting.key for setting in info.settings}
    settings = {key: value for key, value in (options or {}).items() if key in keys}
    matchup = build_matchup(
        info,
        impl,
        players=players,
        bots=bot,
        decks=decks,
        matrix=matrix,
        variant=variant,
        own_deck=own_deck,
        settings=settings,
    )
    mode: CheckMode = checks or ("sampled" if check_invariants else "none")
    if mode not in CHECK_MODES:
        raise CardtableError(f"--checks must be one of {', '.join(CHECK_MODES)}, not '{mode}'")
    if check_every < 1:
        raise CardtableError("--check-every must be at least 1")
    if games < 1:
        raise CardtableError("--games must be at least 1")
    if game_offset < 0:
        raise CardtableError("--game-offset must be 0 or more")
    seeds: tuple[int, ...] | None = None
    if game_seed is not None:
        games, jobs, mode, seeds = 1, 1, "full", (game_seed,)
    jobs = max(1, min(jobs, games))
    with contextlib.ExitStack() as stack:
        runner: Callable[[list[Job]], Played]
        if cluster is not None:
            session = stack.enter_context(_cluster_connect()(cluster))
            jobs, runner = session.threads, session.play
        elif jobs == 1:
            runner = _here
        else:
            runner = functools.partial(_in_pool, jobs)
        wall = time.perf_counter()
        played = _run(
            registry, matchup, seed, game_offset, games, mode, check_every, jobs, seeds, runner, progress
        )
        seconds = time.perf_counter() - wall
    summary = _summary(
        matchup,
        played.tally,
        seed=seed,
        games=played.tally.games + played.tally.errors if played.interrupted else games,
        game_offset=game_offset,
        checks=mode,
        check_every=check_every,
        jobs=jobs,
        seconds=seconds,
        game_seed=game_seed,
    )
    summary["cluster"] = None if cluster is None else session.describe()
    summary["partial"] = played.interrupted
    if played.interrupted:
        summary["stopped_by"] = played.stopped_by
        summary["games_requested"] = games
        summary["finished_ranges"] = played.ranges()
    return summary


@dataclasses.dataclass(slots=True)
class _Played:
    """What a run played: the merged tally, the chunks that finished, what stopped it early."""

    tally: Tally
    finished: list[tuple[int, int]]
    stopped_by: str | None = None
    """What stopped the run before its end (``"Ctrl+C"``, the loss of the cluster), or ``None``."""

    @property
    def interrupted(self) -> bool:
        return self.stopped_by is not None

    def ranges(self) -> list[list[int]]:
        """The finished game ranges, joined where they touch."""
        joined: list[list[int]] = []
        for start, stop in sorted(self.finished):
            if joined and joined[-1][1] == start:
                joined[-1][1] = stop
            else:
                joined.append([start, stop])
        return joined


def _run(
    registry: GameRegistry,
    matchup: Matchup,
    seed: int,
    offset: int,
    games: int,
    mode: CheckMode,
    every: int,
    jobs: int,
    seeds: tuple[int, ...] | None,
    runner: Callable[[list[Job]], Played],
    progress: Progress | None,
) -> _Played:
    """Hand the chunks to ``runner`` and merge their tallies as they come back."""
    impl = registry.get(matchup.game_id).load()
    collector = impl.balance(matchup.players, matchup.options(0)) if impl.balance else None
    played = _Played(Tally(matchup.players, collector), [])
    total = played.tally
    work = [
        Job(registry, matchup, seed, start, stop, mode, every, seeds)
        for start, stop in _chunks(offset, games, jobs)
    ]
    main_cpu = time.process_time()
    chunks = runner(work)
    try:
        for job, tally in chunks:
            total.merge(tally)
            played.finished.append((job.start, job.stop))
            if progress is not None:
                progress(total.games + total.errors, total.errors)
    except KeyboardInterrupt:
        played.stopped_by = "Ctrl+C"
    except RunStopped as stop:
        played.stopped_by = str(stop)
    finally:
        chunks.close()
    if runner is not _here:
        total.cpu_seconds += time.process_time() - main_cpu  # the parent's own share
    total.max_rss_mb = max(total.max_rss_mb, max_rss_mb())
    return played


def _here(work: list[Job]) -> Played:
    """Play the chunks one after another in this process."""
    for job in work:
        yield job, run_job(job)


def _in_pool(jobs: int, work: list[Job]) -> Played:
    """Play the chunks in ``jobs`` worker processes; on the way out (Ctrl+C) cancel those not
    started (the workers ignore Ctrl+C: the parent decides, and a running chunk ends soon)."""
    with ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts) as pool:
        futures = {pool.submit(run_job, job): job for job in work}
        try:
            for future in as_completed(futures):
                yield futures[future], future.result()
        finally:
            for future in futures:
                future.cancel()


def _cluster_connect() -> Callable[[str], contextlib.AbstractContextManager[ClusterSession]]:
    """``simcluster.connect``, or a one-line error when Dask distributed is not installed."""
    if importlib.util.find_spec("distributed") is None:
        raise CardtableError(
            "--cluster needs Dask distributed, which is not installed; "
            "install it with: pip install 'cardtable[cluster]'"
        )
    from cardtable.engine.simcluster import connect

    return connect


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _summary(
    matchup: Matchup,
    tally: Tally,
    *,
    seed: int,
    games: int,
    game_offset: int,
    checks: CheckMode,
    check_every: int,
    jobs: int,
    seconds: float,
    game_seed: int | None = None,
) -> dict[str, Any]:
    cpu = tally.cpu_seconds
    summary: dict[str, Any] = {
        "game": matchup.game_id,
        "games": games,
        "seed": seed,
        "game_offset": game_offset,
        "players": matchup.players,
        "variant": matchup.variant,
        "settings": dict(matchup.settings),
        "bot": matchup.bots[0] if len(set(matchup.bots)) == 1 else list(matchup.bots),
        "bots": list(matchup.bots),
        "decks": matchup.describe_decks() if matchup.deck_ids else None,
        "matrix": matchup.matrix,
        "actions": tally.actions,
        "seconds": round(seconds, 4),
        "cpu_seconds": round(cpu, 4),
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "actions_per_second": round(tally.actions / seconds, 1) if seconds else None,
        "games_per_cpu_second": round(games / cpu, 1) if cpu else None,
        "actions_per_cpu_second": round(tally.actions / cpu, 1) if cpu else None,
        "errors": tally.errors,
        "checks": checks,
        "check_every": check_every,
        "fully_checked_games": tally.fully_checked_games,
        "checked_positions": tally.checked_positions,
        "checked": checks != "none",
        "replayed_games": tally.fully_checked_games,
        "jobs": jobs,
        "results": tally.results(),
        "max_rss_mb": tally.max_rss_mb,
        "matchup": _matchup_json(matchup),
        "tally": tally.to_json(),
    }
    if game_seed is not None:
        summary["game_seed"] = game_seed
    if tally.error_list:
        summary["first_error"] = tally.error_list[0][1]
        summary["error_list"] = [message for _index, message in tally.error_list]
    return summary


def _matchup_json(matchup: Matchup) -> dict[str, Any]:
    return {
        "players": matchup.players,
        "bots": list(matchup.bots),
        "variant": matchup.variant,
        "decks": None if matchup.decks is None else list(matchup.decks),
        "matrix": matchup.matrix,
        "deck_ids": list(matchup.deck_ids),
        "settings": [list(pair) for pair in matchup.settings],
    }


def merge_summaries(registry: GameRegistry, paths: Iterable[Path]) -> dict[str, Any]:
    """One summary from the ``--json`` outputs of several runs of the same setup over different
    game ranges (``--game-offset``): the counts add up, the figures are worked out again."""
    from cardtable.engine.merge_check import check_run

    paths = list(paths)
    parts = []
    for path in paths:
        try:
            parts.append(json.loads(Path(path).read_text(encoding="utf-8")))
        except (OSError, ValueError) as error:
            raise CardtableError(f"--merge: cannot read {path}: {error}") from None
        check_run(path, parts[-1])  # merge_check: every count whole, finite, never below zero
    try:
        return _merge(registry, paths, parts)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise CardtableError(f"--merge: the runs cannot be added up ({error!r:.100})") from None


def _merge(registry: GameRegistry, paths: list[Path], parts: list[dict[str, Any]]) -> dict[str, Any]:
    if not parts:
        raise CardtableError("--merge needs at least one JSON file")
    first = parts[0]
    for key in ("game", "seed", "checks", "check_every", "matchup"):
        for path, part in zip(paths, parts):
            if key not in part or "tally" not in part:
                raise CardtableError(f"--merge: {path} is not the --json output of cardtable simulate")
            if part.get("partial"):
                raise CardtableError(
                    f"--merge: {path} is a partial run (stopped by Ctrl+C): its games are not one range"
                )
            if part[key] != first[key]:
                raise CardtableError(
                    f"--merge: the runs differ in '{key}' ({first[key]!r} and {part[key]!r})"
                )
    ranges = sorted((int(p["game_offset"]), int(p["game_offset"]) + int(p["games"])) for p in parts)
    for (_a, end), (start, _b) in zip(ranges, ranges[1:]):
        if start < end:
            raise CardtableError(
                f"--merge: the game ranges overlap (a run ends at game {end}, another starts at {start})"
            )
    info = registry.get(first["game"])
    impl = info.load()
    m = first["matchup"]
    matchup = Matchup(
        info.id,
        int(m["players"]),
        tuple(m["bots"]),
        m["variant"],
        None if m["decks"] is None else tuple(m["decks"]),
        bool(m["matrix"]),
        tuple(m["deck_ids"]),
        tuple((str(key), int(value)) for key, value in m.get("settings", [])),
    )
    total = Tally(
        matchup.players, impl.balance(matchup.players, matchup.options(0)) if impl.balance else None
    )
    for part in parts:
        piece = Tally(
            matchup.players, impl.balance(matchup.players, matchup.options(0)) if impl.balance else None
        )
        piece.load(part["tally"])
        total.merge(piece)
    summary = _summary(
        matchup,
        total,
        seed=int(first["seed"]),
        games=sum(int(p["games"]) for p in parts),
        game_offset=ranges[0][0],
        checks=first["checks"],
        check_every=int(first["check_every"]),
        jobs=max(int(p["jobs"]) for p in parts),
        seconds=sum(float(p["seconds"]) for p in parts),
    )
    summary["cluster"] = None
    summary["partial"] = False
    summary["merged_runs"] = len(parts)
    summary["game_ranges"] = [list(r) for r in ranges]
    return summary
