"""The last play's breakdown is the same whether the log kept the areas before it (log on) or the
window is rebuilt without its last card (log off: simulations, bot look-ahead)."""

from __future__ import annotations

from cardtable.engine.rng import Rng
from cardtable.games.lux_nova.state import LuxNovaState, new_game


def _pair(seed: int) -> tuple[LuxNovaState, LuxNovaState]:
    logged, quiet = new_game(["A", "B"], seed, {}), new_game(["A", "B"], seed, {})
    quiet.set_logging(False)
    return logged, quiet


def test_the_last_breakdown_matches_with_and_without_the_log() -> None:
    scored = 0
    for seed in range(12):
        logged, quiet = _pair(seed)
        rng = Rng(seed)
        while logged.to_act is not None:
            code = logged.random_code(rng)
            logged.apply_code(code)
            quiet.apply_code(code)
            assert logged.last == quiet.last
            assert logged.last is not None and logged.last.total == quiet.plays[-1][1]
            scored += logged.last.total > 0
    assert scored > 100  # many plays joined areas, so the members were really compared


def test_a_copy_spells_out_the_last_play_like_its_original() -> None:
    logged, _quiet = _pair(3)
    rng = Rng(4)
    for _ in range(10):
        logged.apply_code(logged.random_code(rng))
    copy = logged.copy()
    copy.apply_code(copy.random_code(rng))  # the copy moves on; the original's look back stays
    assert logged.copy().last == logged.last
    assert copy.last != logged.last
