"""Actions the strong seat never considers and its rollouts never play, read from the cards alone:
an effect aimed at the wrong side (:func:`aims_astray`), a pump that cannot matter
(:func:`idle_pump`) and a freeze that cannot (:func:`idle_freeze`). Split from :mod:`~cardtable.games.lux_aeterna.bots`, which uses them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.effects import source_abilities

if TYPE_CHECKING:
    from cardtable.engine.actions import Action
    from cardtable.games.lux_aeterna.state import LuxState

HOSTILE_OPS = frozenset({"counter", "polarize", "banish", "destroy", "bounce"})
"""Ops that harm what they target: aimed at one's own card or queue item they are a misplay."""
FRIENDLY_OPS = frozenset({"depolarize", "accumulate"})
"""Ops that help what they target (``power`` is friendly or hostile by its sign)."""


def aims_astray(game: LuxState, seat: int, act: Action) -> bool:
    """Whether ``act`` aims a harmful effect at ``seat``'s own Unit or queue item, or a helpful
    one at the opponent's (Frozen Moment on one's own Unit, Negate on one's own card, Sudden Flare
    on an enemy). The strong seat never considers such actions and its rollouts never play them:
    a Codex of targeted Prayers (Starwatch) otherwise spent its rollouts wasting them on itself,
    which misjudged every position it held (docs/balance-lux-aeterna.md)."""
    if not isinstance(act, Play) or not act.targets:
        return False
    for op in game.card_def(act.card).model.effect:
        ref = getattr(op, "target", None)
        if ref not in ("t0", "t1"):
            continue
        index = 0 if ref == "t0" else 1
        if index >= len(act.targets):
            continue
        target = act.targets[index]
        if target.startswith("q"):
            item = game.queue.find(int(target[1:]))
            if item is None:
                continue
            mine = item.controller == seat
        elif game.zones.where.get(target, (None, ""))[1] == "field":
            mine = game.owner(target) == seat
        else:
            continue
        hostile = op.op in HOSTILE_OPS or (op.op == "power" and getattr(op, "amount", 0) < 0)
        friendly = op.op in FRIENDLY_OPS or (op.op == "power" and getattr(op, "amount", 0) > 0)
        if (hostile and mine) or (friendly and not mine):
            return True
    return False


def idle_pump(game: LuxState, seat: int, act: Action) -> bool:
    """Whether ``act`` plays a pump (a card that only gives Power for this turn: Wild Growth,
    Blessing, Sudden Flare) that cannot change anything: the opponent has no Unit to fight and no
    card of theirs waits on the queue (a Crushing Roots a pump could dodge), and the Power does not
    count towards the seat's Emissary condition (Solenne counts Prayers played). The strong seat
    played Wild Growth on its attacker in Main 1 against an empty field, where the attack could
    only deal its 1 damage (playtest15). The greedy seat is not filtered."""
    if not isinstance(act, Play):
        return False
    card = game.card_def(act.card)
    effect = card.model.effect
    if (
        card.type != "prayer"
        or not effect
        or not all(
            op.op == "power" and getattr(op, "until", "") == "turn" and getattr(op, "amount", 0) > 0
            for op in effect
        )
    ):
        return False
    if game.units(1 - seat) or any(item.controller != seat for item in game.queue.items):
        return False
    condition = game.emissary_def(seat).condition
    return game.connected[seat] or condition.when != "prayer"


FREEZE_STEPS = frozenset({"start", "draw", "offering", "main1", "combat"})
"""The steps of the seat's own turn before its attacks are over."""


def idle_freeze(game: LuxState, seat: int, act: Action) -> bool:
    """Whether ``act`` only polarizes enemy Units in ``seat``'s own turn when no attack of the
    seat's can follow (Frozen Moment, Time Warden's or Orin's ability). A polarized Unit stands up
    at the start of its owner's turn, so in one's own turn a freeze matters only by keeping a
    defender out of the seat's attacks: after Combat, with no unpolarized Unit of its own, or on
    the first player's first turn, it is a card or a Light thrown away. In the opponent's turn a
    freeze keeps an attacker home, or a defender down through the seat's next turn, so it is
    never idle there. Strong Starwatch froze Ember Legion's only Unit in its own Main 1 with no
    Unit to attack with (balance27). The greedy seat is not filtered."""
    if game.active != seat or not isinstance(act, (Play, Activate)) or not act.targets:
        return False
    if isinstance(act, Play):
        effect = game.card_def(act.card).model.effect
    else:
        effect = source_abilities(game, act.source)[act.ability].effect
    if not effect or any(op.op != "polarize" for op in effect):
        return False
    if any(game.zones.where.get(target) != (1 - seat, "field") for target in act.targets):
        return False
    if game.step not in FREEZE_STEPS or (game.turn == 1 and seat == game.first):
        return True
    if game.attack is not None:
        return False
    return all(unit in game.polarized for unit in game.units(seat))
