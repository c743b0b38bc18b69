"""``IMPL``: the Lux Aeterna engine as the shared layer uses it (imported lazily by the registry)."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.registry import GameImpl
from cardtable.games.lux_aeterna.balance import LuxAeternaBalance
from cardtable.games.lux_aeterna.bots import FixedStrongBot, GreedyBot, StrongBot
from cardtable.games.lux_aeterna.catalog import load_catalog, validate_data
from cardtable.games.lux_aeterna.deckbuild import deck_rules
from cardtable.games.lux_aeterna.invariants import cheap_invariants, invariants
from cardtable.games.lux_aeterna.scenario import from_scenario
from cardtable.games.lux_aeterna.state import LuxState


def deck_choices() -> list[tuple[str, str]]:
    """The starter Codices as ``(codex_id, "<colour glyph> Codex name")``, in data order: short
    enough for the new-match select at 80 columns (its Emissary shows on the table)."""
    catalog = load_catalog()
    glyphs = {c.id: c.glyph for c in catalog.rules.colours}
    return [
        (c.id, f"{glyphs[catalog.emissaries[c.emissary].colour]} {c.name}") for c in catalog.codices.values()
    ]


IMPL = GameImpl(
    deck_rules=deck_rules,
    state_class=LuxState,
    new_game=LuxState,
    from_scenario=from_scenario,
    bots={"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot},
    measure_bots={"strong-fixed": FixedStrongBot},
    invariants=invariants,
    cheap_invariants=cheap_invariants,
    cheap_invariants_cover_contract=True,
    validate_data=validate_data,
    deck_choices=deck_choices,
    balance=LuxAeternaBalance,
    progress=lambda state: tuple(float(s) for s in state.soul),  # type: ignore[attr-defined]
    progress_label="Soul",
    progress_floor=0,
)
