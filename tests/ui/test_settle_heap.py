"""Once a match screen is up, the objects alive then are set aside from the garbage collector's
full passes (``gc.freeze``), so a full pass over the whole heap does not stall a key; the
previous match's set is released first, so what a closed match leaves is still collected."""

from __future__ import annotations

import gc
import weakref

from cardtable.ui.app import settle_heap
from tests.support.toy_screen import ToyScreen
from tests.ui.helpers import toy_app, until
from tests.ui.test_shell import VS_COMPUTER


class _Node:
    """An object in a reference cycle: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


async def test_opening_a_match_freezes_what_is_alive() -> None:
    gc.unfreeze()
    try:
        app = toy_app(start=VS_COMPUTER)
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, ToyScreen))
            await until(pilot, lambda: gc.get_freeze_count() > 0)
    finally:
        gc.unfreeze()


def test_a_cycle_frozen_by_one_match_is_collected_at_the_next() -> None:
    gc.unfreeze()
    try:
        node = _Node()
        gone = weakref.ref(node)
        settle_heap()  # the cycle is alive: frozen with the rest
        del node
        gc.collect()
        assert gone() is not None  # frozen: a full pass skips it
        settle_heap()  # the next match: released, then collected
        assert gone() is None
    finally:
        gc.unfreeze()
