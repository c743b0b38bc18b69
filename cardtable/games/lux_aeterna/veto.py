"""The strong seat keeps a counter for a card that would win the match (issue 26, balance26i).

Dawn Choir wins outright with Eternal Dawn (6 Lights of Soul, 3 Units); Starwatch's Negate is the
one answer once it is on the queue. Traced strong Starwatch lost four of six matches against Dawn
Choir to it, each time holding Negate with every Light spent in its own turn (and once discarding
Negate at the end of its turn): its rollouts fired Negate at the first item Dawn Choir queued
(Lamp Bearer's heal, a Unit) and reached for the win card late, so holding the Lights looked no
better than spending them (docs/balance-lux-aeterna.md). The greedy seat is not filtered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.kernel.queue import QueueItem
from cardtable.games.lux_aeterna import lights
from cardtable.games.lux_aeterna.actions import Discard, Play

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.cards import Requirement
    from cardtable.games.lux_aeterna.catalog import CardDef
    from cardtable.games.lux_aeterna.state import LuxState

SOUL_REACH = 1
"""Lights of Soul the opponent may still regain before their Main phase (Solenne Connected, Font
of Dawn, Lamp Bearer): a requirement this many short counts as met."""

HIDDEN = ("hand", "codex")
"""Zones where the seat cannot see the opponent's cards."""


def wins_match(card: CardDef) -> bool:
    """Whether ``card`` wins the match when it resolves (Eternal Dawn, Final Eclipse)."""
    return any(op.op == "win" for op in card.model.effect)


def is_counter(card: CardDef) -> bool:
    """Whether ``card`` is a Prayer that cancels an item on the queue (Negate)."""
    return card.type == "prayer" and any(op.op == "counter" for op in card.model.effect)


def _within_reach(game: LuxState, seat: int, req: Requirement | None) -> bool:
    if req is None:
        return True
    if req.units and len(game.units(seat)) < req.units:
        return False
    if req.soul and game.soul[seat] < req.soul - SOUL_REACH:
        return False
    if req.limbo and len(game.zones.cards(seat, "limbo")) < req.limbo:
        return False
    return not (req.accumulated and game.accumulated_total(seat) < req.accumulated)


def victory_threat(game: LuxState, seat: int) -> bool:
    """Whether ``seat``'s opponent may hold a card that wins the match (a copy of one in their
    Codex not yet seen: in their hand or Codex) and meets, or nearly meets, what it asks."""
    foe = 1 - seat
    for zone in HIDDEN:
        for iid in game.zones.cards(foe, zone):
            card = game.card_def(iid)
            if wins_match(card) and _within_reach(game, foe, card.model.requires):
                return True
    return False


def counter_ready(game: LuxState, seat: int, leaving: str | None = None) -> bool:
    """Whether ``seat`` holds a counter it can pay now (``leaving``: not counting that card)."""
    for iid in game.zones.zones[seat]["hand"]:
        if iid != leaving:
            card = game.card_def(iid)
            if is_counter(card) and lights.can_pay(game, seat, card.cost):
                return True
    return False


def needs_veto(game: LuxState, seat: int) -> bool:
    """Whether ``seat`` holds a counter it can pay and the opponent may win with a card."""
    return counter_ready(game, seat) and victory_threat(game, seat)


def drops_veto(game: LuxState, seat: int, act: Action, after: LuxState) -> bool:
    """Whether ``act`` (leading to ``after``) leaves ``seat`` unable to counter a card that would
    win the match for the opponent, while it could before: it spends the Lights the counter
    needs, or discards the counter. Playing the counter itself is never filtered."""
    if isinstance(act, Play) and is_counter(game.card_def(act.card)):
        return False
    if not needs_veto(game, seat):
        return False
    if isinstance(act, Discard):
        return not counter_ready(game, seat, leaving=act.card)
    return not counter_ready(after, seat)


def winning_item(game: LuxState, item: QueueItem | None) -> bool:
    """Whether queue ``item`` is a card that would win the match when it resolves."""
    return item is not None and item.kind == "card" and wins_match(game.card_def(item.source))
