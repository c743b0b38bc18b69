"""The toy game, except that one of its games kills the process playing it, once: a stand-in for a
cluster worker that dies mid-run (``kill -9``, a machine lost).

The doomed game is game ``DOOMED_INDEX`` of a run of seed ``RUN_SEED``. It kills its process only
while the file named by the environment variable ``CARDTABLE_TEST_KILL_FLAG`` exists, and removes
the file first, so the game played again elsewhere (or later) plays normally.
"""

from __future__ import annotations

import dataclasses
import os
import signal
from collections.abc import Mapping, Sequence
from typing import Any

import cardtable
from cardtable.engine.simrun import game_seed
from tests.support import toy_game

KILL_FLAG = "CARDTABLE_TEST_KILL_FLAG"
RUN_SEED = 11
DOOMED_INDEX = 37
DOOMED_SEED = game_seed(RUN_SEED, DOOMED_INDEX)


class DyingState(toy_game.ToyState):
    GAME_ID = "dying"

    def __init__(self, players: Sequence[str], seed: int, options: Mapping[str, Any]) -> None:
        if seed == DOOMED_SEED:
            _die_once()
        super().__init__(players, seed, options)


def _die_once() -> None:
    flag = os.environ.get(KILL_FLAG)
    if not flag:
        return
    try:
        os.unlink(flag)
    except FileNotFoundError:
        return
    os.kill(os.getpid(), signal.SIGKILL)


def set_version(version: str) -> str:
    """Make this process claim another cardtable version (run on one worker by the version test);
    returns the one it had."""
    before = cardtable.__version__
    cardtable.__version__ = version
    return before


IMPL = dataclasses.replace(toy_game.IMPL, state_class=DyingState, new_game=DyingState)
INFO = dataclasses.replace(
    toy_game.INFO, id="dying", name="High Card (a worker dies)", impl="tests.support.dying_game", screen=""
)
