"""``IMPL``: the Luminous engine as the shared layer uses it (imported lazily by the registry)."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import GameImpl
from cardtable.engine.state import GameState
from cardtable.games.luminous.balance import LuminousBalance
from cardtable.games.luminous.bots import GreedyLuminousBot, StrongLuminousBot
from cardtable.games.luminous.catalog import load_catalog, validate_data
from cardtable.games.luminous.deckbuild import deck_rules
from cardtable.games.luminous.invariants import cheap_invariants, invariants
from cardtable.games.luminous.scenario import from_scenario
from cardtable.games.luminous.state import LuminousState


def deck_choices() -> list[tuple[str, str]]:
    """The starter decks as ``(deck_id, deck_name)``, in data order."""
    return [(deck.id, deck.name) for deck in load_catalog().decks.values()]


def life_chart(state: GameState) -> tuple[float, ...]:
    """Each Favored's life for the match chart, from 0 up (as the table shows it)."""
    return tuple(float(max(0, side.life)) for side in state.sides)  # type: ignore[attr-defined]


IMPL = GameImpl(
    deck_rules=deck_rules,
    state_class=LuminousState,
    new_game=LuminousState,
    from_scenario=from_scenario,
    bots={"random": RandomBot, "greedy": GreedyLuminousBot, "strong": StrongLuminousBot},
    invariants=invariants,
    cheap_invariants=cheap_invariants,
    cheap_invariants_cover_contract=True,
    validate_data=validate_data,
    deck_choices=deck_choices,
    balance=LuminousBalance,
    progress=life_chart,
    progress_label="Life",
    progress_floor=0,
)
