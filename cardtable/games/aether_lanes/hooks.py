"""The small named registry of Python hooks, for card effects the data steps cannot express.

A card calls one with ``{op: hook, name: <name>, amount: N}``. A hook receives the state, the
effect context and the step; it may use only the state's public effect helpers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.effects import Ctx
    from cardtable.games.aether_lanes.state import AetherState

HookFn = Callable[["AetherState", "Ctx", Any], None]


def _double_shelter(state: AetherState, ctx: Ctx, step: Any) -> None:
    """Your Shelter doubles."""
    side = state.sides[ctx.seat]
    gained = side.shelter
    side.shelter += gained
    if state.logging:
        state.say(
            "shelter",
            ("%s's Shelter doubles to %s.", state.name(ctx.seat), side.shelter),
            ctx.seat,
            amount=gained,
        )


def _swap_enemy_flanks(state: AetherState, ctx: Ctx, step: Any) -> None:
    """The foe's Aggressive and Defensive lanes trade places (whole stacks, Sigils and all)."""
    foe = 1 - ctx.seat
    lanes = state.sides[foe].lanes
    lanes[0], lanes[2] = lanes[2], lanes[0]
    if state.logging:
        state.say("swap", ("%s's Aggressive and Defensive lanes trade places.", state.name(foe)), foe)


def _foe_discards_random(state: AetherState, ctx: Ctx, step: Any) -> None:
    """The foe discards ``amount`` random cards from hand (chance, from the state's RNG)."""
    foe = 1 - ctx.seat
    hand = state.sides[foe].hand
    for _ in range(max(1, step.amount)):
        if not hand:
            return
        card = hand.pop(state.rng.randrange(len(hand)))
        state.sides[foe].discard.append(card)
        if state.logging:
            state.say(
                "discard",
                ("%s discards %s at random.", state.name(foe), state.card_name(card)),
                foe,
                card=state.defs[card].id,
            )


HOOKS: dict[str, HookFn] = {
    "double_shelter": _double_shelter,
    "swap_enemy_flanks": _swap_enemy_flanks,
    "foe_discards_random": _foe_discards_random,
}
"""Every hook by name (read-only after import)."""
