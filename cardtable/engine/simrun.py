"""Playing a range of simulated games in one process, with the checking tier asked for.

Each game's seed derives from the run seed and the game's index alone (:func:`game_seed`), so a
game plays the same whichever process plays it and in whatever order: results are identical
whatever ``--jobs`` is, and one game is reproduced from its seed (``--game-seed``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import resource
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from cardtable.engine.bots import Bot, CodeBot, RandomBot
from cardtable.engine.checks import Check, CheckMode, cheap_check, full_check, record_problems
from cardtable.engine.data import DataError
from cardtable.engine.matchups import Matchup
from cardtable.engine.registry import GameImpl, GameRegistry
from cardtable.engine.rng import _GOLDEN, _MASK, Rng, StreamRng
from cardtable.engine.state import GameState
from cardtable.engine.tally import Tally

BOT_SALT = 0x5EED
"""A game's bots draw from ``Rng(game_seed ^ BOT_SALT)``."""
MAX_ACTIONS = 100_000


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: the ``index``-th output of the run seed's SplitMix64
    stream (computed directly, without drawing the ones before), halved to stay below 2**63."""
    start = Rng(run_seed).state
    return Rng(0, state=(start + index * _GOLDEN) & _MASK).next_u64() >> 1


def max_rss_mb() -> float:
    """Peak resident memory of this process in MiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


class GameFailure(Exception):
    """A game broke an invariant or raised: says where (the action number) and what."""

    def __init__(self, action: int, message: str) -> None:
        super().__init__(f"after action {action}: {message}" if action else f"at setup: {message}")
        self.action = action


class RunStopped(Exception):
    """Raised by what plays a run's chunks when it can play no more (the cluster's scheduler was
    lost): the run reports the chunks that finished, marked partial, as for Ctrl+C. The message
    says what stopped it."""


@dataclasses.dataclass(frozen=True, slots=True)
class Job:
    """A range of games to play in one process (plain data, sent to worker processes)."""

    registry: GameRegistry
    matchup: Matchup
    run_seed: int
    start: int
    stop: int
    checks: CheckMode
    check_every: int
    seeds: tuple[int, ...] | None = None
    """Explicit game seeds (``--game-seed``) instead of the run seed's."""


def code_choosers(state: GameState, bots: Sequence[Bot]) -> list[Callable[[Rng], int] | None]:
    """Per seat, how its bot picks an integer action code in ``state`` (all ``None``: the game has
    no integer hot path, the bots give action values). Only games with one (a ``random_code``
    sampler) are played on codes: a random seat draws codes straight from the game's sampler, a bot
    with ``choose_code`` answers in codes, any other bot's choice is encoded."""
    if not state.samples_codes():
        return [None] * len(bots)
    choosers: list[Callable[[Rng], int] | None] = []
    for bot in bots:
        if type(bot) is RandomBot:
            choosers.append(state.random_code)
        elif isinstance(bot, CodeBot):
            choosers.append(functools.partial(bot.choose_code, state))
        else:
            choosers.append(functools.partial(_encoded_choice, bot, state))
    return choosers


def value_pickers(state: GameState, bots: Sequence[Bot]) -> list[Callable[[Rng], Any]]:
    """Per seat, how its bot picks an action value in ``state``: a random seat straight from the
    game's own sampler (``random_action``, what ``RandomBot.choose`` calls), any other bot through
    ``choose``."""
    sampler = state.random_action
    return [sampler if type(bot) is RandomBot else functools.partial(bot.choose, state) for bot in bots]


def _encoded_choice(bot: Bot, state: GameState, rng: Rng) -> int:
    return state.encode(bot.choose(state, rng))


def play_one(
    state: GameState,
    bots: Sequence[Bot],
    rng: Rng,
    *,
    check: Callable[[GameState], list[str]] | None = None,
    max_actions: int = MAX_ACTIONS,
    trusted: bool = False,
) -> int:
    """Play ``state`` to the end; return the number of actions. Raises :class:`GameFailure`
    (naming the action) on a broken invariant or an error inside the engine.

    ``trusted`` (a game that is not fully checked): random seats of a game whose state has
    ``play_random`` (draw a random action, or its code, and play it without checking it again)
    play through it; the draws are those of ``random_code`` (``random_action``), so the games are
    the same."""
    actions = 0
    action: Any = None
    try:
        pick, apply = _how_to_play(state, bots, trusted)
        while (seat := state.to_act) is not None:
            action = pick[seat](rng)
            if apply is not None:
                apply(action)
            actions += 1
            if check is not None:
                problems = check(state)
                if problems:
                    raise GameFailure(actions, f"({_readable(state, action)}) {'; '.join(problems)}")
            if actions >= max_actions:
                raise GameFailure(actions, f"no end after {max_actions} actions")
    except (GameFailure, DataError):
        raise
    except Exception as error:  # noqa: BLE001 - any engine error is a failure of that game
        if type(action) is int:
            try:
                action = state.decode(action)
            except Exception:  # noqa: BLE001 - the code itself may be what is wrong
                pass
        raise GameFailure(actions + 1, f"({action}) {error!r}") from error
    if not state.is_over:
        raise GameFailure(actions, "no seat is to act but the match is not over")
    return actions


def _how_to_play(
    state: GameState, bots: Sequence[Bot], trusted: bool
) -> tuple[Sequence[Callable[[Rng], Any]], Callable[[Any], Any] | None]:
    """Per seat, what picks the next action, and what applies it (``None``: the pick plays it).

    A trusted game (not fully checked) of random seats only, whose state has ``play_random``,
    plays through it (it draws and plays at once); a game with integer codes plays on codes
    (:func:`code_choosers`, applied by ``apply_code``: no action value built); any other plays
    action values (:func:`value_pickers`, applied by ``apply``). The draws are the same on every
    path, so the games are."""
    if trusted and all(type(bot) is RandomBot for bot in bots):
        return [state.play_random] * len(bots), None
    choosers = code_choosers(state, bots)
    if choosers and choosers[0] is not None:
        return choosers, state.apply_code  # type: ignore[return-value]
    return value_pickers(state, bots), state.apply


def _readable(state: GameState, action: Any) -> Any:
    """The action value of what was played (an integer code or the value)."""
    return state.decode(action) if type(action) is int else action


@contextlib.contextmanager
def frozen_heap() -> Iterator[None]:
    """Set the objects alive now (catalogs, bots, the registry) aside from the garbage collector
    while a job plays (``gc.freeze``), so its full passes walk only what the games create: they
    were ~7% of an Aether Lanes sampled run. What the games leave is still collected; the objects
    are handed back to the collector afterwards."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _seat_bot(impl: GameImpl, name: str) -> Bot:
    """A new bot of ``name`` (checked by ``build_matchup``: a player's or a measurement bot)."""
    factory = impl.bot_factory(name)
    assert factory is not None, name
    return factory()


def run_job(job: Job) -> Tally:
    """Play the job's games and return their tally (the worker of ``simulate``)."""
    started = time.process_time()
    matchup = job.matchup
    impl = job.registry.get(matchup.game_id).load()
    seats = matchup.players
    bots = [_seat_bot(impl, name) for name in matchup.bots]
    collector = impl.balance(seats, matchup.options(0)) if impl.balance is not None else None
    tally = Tally(seats, collector)
    mode = job.checks
    cheap: Check | None = cheap_check(impl, seats) if mode == "sampled" else None
    full = full_check(impl, seats) if mode != "none" else None
    fixed_options = matchup.options(0) if matchup.games_per_round() == 1 else None
    with frozen_heap():
        _play_games(job, tally, bots, cheap, full, fixed_options)
    tally.cpu_seconds = time.process_time() - started
    tally.max_rss_mb = max_rss_mb()
    return tally


def _play_games(
    job: Job, tally: Tally, bots: Sequence[Bot], cheap: Check | None, full: Check | None, options: Any
) -> None:
    """Play the job's games one by one into ``tally`` (``options``: the same for every game, or
    ``None``: each game's own, from the matchup)."""
    registry, matchup, mode, every = job.registry, job.matchup, job.checks, job.check_every
    new_game, game_id, names = registry.new_game, matchup.game_id, matchup.names
    for position, index in enumerate(range(job.start, job.stop)):
        seed = job.seeds[position] if job.seeds is not None else game_seed(job.run_seed, index)
        fully = mode == "full" or (mode == "sampled" and index % every == 0)
        try:
            try:
                state = new_game(
                    game_id, names, seed, matchup.options(index) if options is None else options, log=fully
                )
            except DataError:
                raise
            except Exception as error:  # noqa: BLE001
                raise GameFailure(0, repr(error)) from error
            if fully:
                tally.fully_checked_games += 1
            actions = play_one(
                state, bots, StreamRng(seed ^ BOT_SALT), check=full if fully else cheap, trusted=not fully
            )
            try:
                if fully:
                    tally.checked_positions += actions
                    problems = record_problems(state, registry)
                elif full is not None:
                    tally.checked_positions += 1
                    problems = full(state)
                else:
                    problems = []
            except DataError:
                raise
            except Exception as error:  # noqa: BLE001 - a check that cannot run is a failure too
                raise GameFailure(actions, f"the end-of-game check raised {error!r}") from error
            if problems:
                raise GameFailure(actions, "; ".join(problems))
            tally.add(state, actions)
        except GameFailure as failure:
            tally.error(
                index, f"game {index} (seed {seed}) {failure}; reproduce with: {matchup.command(seed, index)}"
            )
