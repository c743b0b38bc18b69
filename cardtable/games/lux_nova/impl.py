"""The Lux Nova engine as the shared layer sees it: ``IMPL``."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import GameImpl
from cardtable.games.lux_nova.balance import LuxNovaBalance
from cardtable.games.lux_nova.bots import GreedyBot, StrongBot
from cardtable.games.lux_nova.catalog import validate_data
from cardtable.games.lux_nova.invariants import cheap_invariants, invariants
from cardtable.games.lux_nova.scenario import from_scenario
from cardtable.games.lux_nova.state import LuxNovaState, new_game

IMPL = GameImpl(
    state_class=LuxNovaState,
    new_game=new_game,
    from_scenario=from_scenario,
    bots={"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot},
    invariants=invariants,
    cheap_invariants=cheap_invariants,
    cheap_invariants_cover_contract=True,
    validate_data=validate_data,
    progress=lambda state: tuple(state.scores),  # type: ignore[attr-defined]
    progress_label="Points",
    balance=LuxNovaBalance,
)
