"""``IMPL``: the Aether Lanes engine as the shared layer uses it (imported lazily by the registry)."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import GameImpl
from cardtable.games.aether_lanes.balance import AetherBalance
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.catalog import load_catalog, validate_data
from cardtable.games.aether_lanes.invariants import cheap_invariants, invariants
from cardtable.games.aether_lanes.scenario import from_scenario
from cardtable.games.aether_lanes.state import AetherState


def deck_choices() -> list[tuple[str, str]]:
    """The starter decks as ``(deck_id, deck_name)``, in data order."""
    return [(deck.id, deck.name) for deck in load_catalog().decks.values()]


IMPL = GameImpl(
    state_class=AetherState,
    new_game=AetherState,
    from_scenario=from_scenario,
    bots={"random": RandomBot, "greedy": AetherBot},
    invariants=invariants,
    cheap_invariants=cheap_invariants,
    validate_data=validate_data,
    deck_choices=deck_choices,
    progress=lambda state: tuple(side.soul for side in state.sides),  # type: ignore[attr-defined]
    progress_label="Soul Points",
    balance=AetherBalance,
)
