"""Loaded, counted once for the engine, the Wager effect and the screen's wager preview.

Every Loaded card adds 1 to each die its owner rolls (RULINGS.md): a unit's own Loaded, each Loaded
Sigil bound to it, a Loaded Decree, and the Loaded card being resolved from outside play (a Spell,
a Requiem, an aura). Buried units and their Sigils add nothing; a silenced unit's Loaded (its own
and its Sigils') is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.aether_lanes.catalog import parse_keyword
from cardtable.games.aether_lanes.keywords import ADDS_TO_ROLLS, at, has

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import CardDef
    from cardtable.games.aether_lanes.state import AetherState


def is_loaded(card: CardDef) -> bool:
    """True for a Loaded card: its own keyword, or (a Sigil) the keyword it binds."""
    if has(card.kw, ADDS_TO_ROLLS):
        return True
    return card.sigil is not None and any(
        parse_keyword(k)[0] in at(ADDS_TO_ROLLS) for k in card.sigil.keywords
    )


def loaded_bonus(state: AetherState, seat: int, resolving: CardDef | None = None) -> int:
    """One per Loaded card ``seat`` has in play, plus ``resolving`` (a Loaded card being resolved
    from outside play)."""
    cards = state.catalog.cards
    count = 0
    for unit in state.sides[seat].lanes:
        if unit is None or unit.silenced:
            continue
        if has(cards[unit.card].kw, ADDS_TO_ROLLS):
            count += 1
        for sigil in unit.sigils:
            if is_loaded(state.defs[sigil]):
                count += 1
    decree = state.sides[seat].decree
    if decree is not None and is_loaded(state.defs[decree]):
        count += 1
    if resolving is not None and is_loaded(resolving):
        count += 1
    return count


def loaded_after_play(state: AetherState, seat: int, iid: int | str) -> int:
    """The bonus a Wager on hand card ``iid`` would roll with once played (the wager preview): the
    card itself counts once, and a new Decree spends the old one first."""
    card = state.card(iid)
    count = loaded_bonus(state, seat, card)
    decree = state.sides[seat].decree
    if card.type == "event" and decree is not None and is_loaded(state.defs[decree]):
        count -= 1
    return count
