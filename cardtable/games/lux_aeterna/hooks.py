"""Named Python hooks for the few card effects the op language cannot say (each has a test).

A hook is called as ``hook(game, ctx)`` while an item resolves (``ctx`` is the
:class:`~cardtable.games.lux_aeterna.effects.Context`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HookFn = Callable[[Any, Any], None]


def _mirror_of_ash(game: Any, ctx: Any) -> None:
    """Deal damage equal to the number of Units in your Requiem, at most 3."""
    units = sum(1 for iid in game.zones.cards(ctx.controller, "requiem") if game.card_def(iid).is_unit)
    for _ in range(min(3, units)):
        game.damage(1 - ctx.controller, ctx.controller)


def _swap_powers(game: Any, ctx: Any) -> None:
    """Until the end of the turn, each Unit's Power becomes its base Power (buffs vanish)."""
    for seat in range(2):
        for iid in game.zones.cards(seat, "field"):
            game.turn_power.pop(iid, None)
            game.perm_power.pop(iid, None)


HOOKS: dict[str, HookFn] = {
    "mirror-of-ash": _mirror_of_ash,
    "quiet-the-field": _swap_powers,
}
