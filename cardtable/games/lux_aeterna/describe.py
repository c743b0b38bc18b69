"""``describe(state, action)``: the sentence a player reads for an action (palette, log, bots)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.games.lux_aeterna.actions import (
    Accumulate,
    Activate,
    Attack,
    Concede,
    Defend,
    Discard,
    Offer,
    Play,
)
from cardtable.games.lux_aeterna.combat import with_power

if TYPE_CHECKING:
    from cardtable.engine.kernel.resources import Cost
    from cardtable.games.lux_aeterna.state import LuxState

IDENTITY: dict[str, str] = {}
"""Colours are kept as their letters in a cost (``Cost.symbols`` maps none)."""


def _name(game: LuxState, iid: str) -> str:
    """A card, an Emissary or a queued item as every line names it (copies on the field told
    apart: :func:`~cardtable.games.lux_aeterna.names.called`); the id itself if unknown."""
    from cardtable.games.lux_aeterna.play import _target_name

    try:
        return _target_name(game, iid)
    except (KeyError, ValueError):
        return iid


def _clash_power(game: LuxState, action: Attack | Defend) -> int:
    """The Power the Unit has when the two meet, its own triggers included (Ember Squire's +1
    when it attacks; playtest18 read "Power 1" above "against ⚔2"), played out on a copy; its
    Power now where the copy cannot play it through (an illegal action, no attack under way)."""
    from cardtable.games.lux_aeterna.present_attack import defence_outcome, play_out

    unit = str(action.unit)
    if isinstance(action, Attack):
        line = play_out(game, action, unit, None)
        return line.attacker_power if line is not None else game.power(unit, "attacking")
    line = defence_outcome(game, action)
    power = line.blocker_power if line is not None else None
    return power if power is not None else game.power(unit, "defending")


def _light(game: LuxState, kind: str) -> str:
    colour = game.catalog.colour_name(kind[0])
    if kind[0] == "W":
        return "White life Light"
    return f"{colour} Light" if kind[1] != "W" else f"{colour} Light (flipped White)"


def _pass_words(game: LuxState) -> str:
    """What passing does now, said before it is done: "End Main Phase 1", "Pass (to Bo)" (the
    other seat may answer), "Pass (resolve Searing Bolt)" (the other seat has passed)."""
    top = game.queue.top
    if top is None:
        return f"End {game.step_label()}"
    if not game.priority.passes:
        other = game.players[(game.priority.holder + 1) % len(game.players)]
        return f"Pass (to {other})"
    what = f"the attack of {_name(game, top.source)}" if top.kind == "attack" else _name(game, top.source)
    # a copy's place ends the name: "Pass: resolve ... (middle)", never "(... (middle))"
    return f"Pass: resolve {what}" if what.endswith(")") else f"Pass (resolve {what})"


def costed(game: LuxState, action: Action) -> tuple[str, Cost | None, str]:
    """A play's or an ability's sentence in three parts, its cost typed between them: ("Play
    Searing Bolt", RR1, " on Star Sentinel"), so that a screen writes the cost in its own
    notation; ``(sentence, None, "")`` for an action with no cost."""
    targets: tuple[str, ...] = getattr(action, "targets", ())
    on = f" on {', '.join(_name(game, t) for t in targets)}" if targets else ""
    if isinstance(action, Play):
        card = game.card_def(action.card) if action.card in game.card_of else None
        if card is None:
            return f"Play {action.card}", None, ""
        return f"Play {card.name}", card.cost, on
    if isinstance(action, Activate):
        from cardtable.games.lux_aeterna.catalog import parse_cost
        from cardtable.games.lux_aeterna.effects import source_abilities

        try:
            ability = source_abilities(game, action.source)[action.ability]
        except (KeyError, IndexError):
            return f"Use {action.source}{on}", None, ""
        label = f"{_name(game, action.source)}: {ability.label}"
        return label, (parse_cost(ability.cost) if ability.cost != "0" else None), on
    return describe(game, action), None, ""


def describe(game: LuxState, action: Action) -> str:
    """A sentence for ``action`` in the current position (works for illegal actions too); a cost
    in letters ("Play Searing Bolt (R1)"; a screen writes it its own way: :func:`costed`)."""
    if isinstance(action, Pass):
        return _pass_words(game)
    if isinstance(action, (Play, Activate)):
        head, cost, tail = costed(game, action)
        if cost is None:
            return head + tail
        return f"{head} ({cost.symbols(IDENTITY)}){tail}"
    if isinstance(action, Accumulate):
        return f"Accumulate a {_light(game, action.light)} on {_name(game, action.unit)}"
    if isinstance(action, Attack):
        if action.unit in game.card_of:
            return f"Attack with {with_power(_name(game, action.unit), _clash_power(game, action))}"
        return f"Attack with {action.unit}"
    if isinstance(action, Defend):
        if action.unit is None:
            return "Do not defend: take 1 damage"
        return f"Defend with {with_power(_name(game, action.unit), _clash_power(game, action))}"
    if isinstance(action, Offer):
        from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER

        seat = game.to_act if game.to_act is not None else game.active
        offering = game.form(seat).offerings[action.index] if action.index < 2 else None
        letters = [COLOUR_LETTER[c] for c in offering.lights] if offering else []
        letters += list(action.colours)
        names = ", ".join(game.catalog.colour_name(x) for x in letters)
        kind = "stable" if action.index == 0 else "flexible"
        return f"Take the {kind} offering: {names}"
    if isinstance(action, Choose):  # two copies on the field told apart (playtest21-la N5)
        return f"Choose {_name(game, action.option)}"
    if isinstance(action, Discard):
        return f"Discard {_name(game, action.card)}"
    if isinstance(action, Concede):
        return "Concede the match"
    return action.notation()
