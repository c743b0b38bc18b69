"""``state.view(seat)``: what one seat may see, as JSON, built straight from the state.

It equals ``present(state, seat).to_json()`` (the typed view the screen reads; a test compares
the two on many positions) but skips building the typed values, because the simulator's full
checks ask for both seats' views after every action. What may be shown is decided in one place
only: the typed view's rules are followed field by field here, hidden things never enter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.lux_aeterna.names import called
from cardtable.games.lux_aeterna.present import _colours, _emissary, _steps, item_text

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.catalog import CardDef
    from cardtable.games.lux_aeterna.state import LuxState


def _face(card: CardDef, iid: str) -> dict[str, Any]:
    return {
        "iid": iid,
        "card_id": card.id,
        "name": card.name,
        "type": card.type,
        "colour": card.colour,
        "cost": card.cost_text,
        "power": card.power if card.type == "unit" else None,
        "text": card.text,
        "flavour": card.flavour,
    }


def _stacks(bucket: dict[str, int]) -> list[dict[str, Any]]:
    return [
        {"kind": kind, "colour": kind[0], "shows": kind[1], "count": n}
        for kind, n in sorted(bucket.items())
        if n
    ]


def _field(game: LuxState, iid: str, card: CardDef, bonus: tuple[int, int, int]) -> dict[str, Any]:
    if card.type == "unit":
        always, attacking, defending = bonus
        base = card.power + game.turn_power.get(iid, 0) + game.perm_power.get(iid, 0) + always
        power, attack, defence = max(0, base), max(0, base + attacking), max(0, base + defending)
    else:
        power = attack = defence = 0
    return {
        "face": _face(card, iid),
        "power": power,
        "attack_power": attack,
        "defence_power": defence,
        "polarized": iid in game.polarized,
        "lights": _stacks(game.lights_on.get(iid, {})),
        "accumulated_this_turn": iid in game.accumulated_now,
        "abilities": [a.label for a in card.model.abilities],
    }


def _queue(game: LuxState) -> list[dict[str, Any]]:
    from cardtable.games.lux_aeterna.effects import source_name
    from cardtable.games.lux_aeterna.play import _target_name

    return [
        {
            "uid": item.uid,
            "order": order,
            "kind": item.kind,
            "controller": item.controller,
            "source": item.source,
            "source_name": source_name(game, item.source),
            "targets": list(item.targets),
            "target_names": [_target_name(game, t) for t in item.targets],
            "text": item_text(game, item.kind, item.source, item.effect),
        }
        for order, item in enumerate(reversed(game.queue.items), start=1)
    ]


def view_parts(game: LuxState) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """The spectator's view, and per seat what only that seat sees on top of it (its hand, and
    the options of a decision it must make): ``view(seat)`` holds exactly the strings of the two
    (the simulator's leak check reads these instead of every seat's whole view)."""
    public = view_json(game, None)
    cards, defs = game.card_of, game.catalog.cards
    decision = game.decision
    own: dict[int, dict[str, Any]] = {}
    for seat in range(2):
        own[seat] = {
            "hand": [_face(defs[cards[iid]], iid) for iid in game.zones.own(seat)["hand"]],
            "options": list(decision.options) if decision is not None and decision.seat == seat else [],
        }
    return public, own


def view_json(game: LuxState, viewer: int | None) -> dict[str, Any]:
    """The table as ``viewer`` may see it (``None``: a spectator), as JSON."""
    from cardtable.games.lux_aeterna.flow import STRUCTURE

    cards, defs = game.card_of, game.catalog.cards
    sides = []
    for seat in range(2):
        zones = game.zones.public(seat)  # the hand and the Codex as counts: the kernel's zones hide them
        hand = game.zones.own(seat)["hand"] if viewer == seat else None
        bonus = game.aura_bonus(seat)
        sides.append(
            {
                "seat": seat,
                "name": game.players[seat],
                "soul": game.soul[seat],
                "numen": _stacks(game.numen[seat]),
                "field": [_field(game, iid, defs[cards[iid]], bonus) for iid in zones["field"]],
                "hand": None if hand is None else [_face(defs[cards[iid]], iid) for iid in hand],
                "hand_count": zones["hand"],
                "codex_count": zones["codex"],
                "requiem": [_face(defs[cards[iid]], iid) for iid in zones["requiem"]],
                "limbo": [_face(defs[cards[iid]], iid) for iid in zones["limbo"]],
                "emissary": _emissary(game, seat).to_json(),
                "codex_name": game.catalog.codices[game.codex_id[seat]].name,
            }
        )
    decision = game.decision
    attack = game.attack
    return {
        "viewer": viewer,
        "turn": game.turn,
        "active": game.active,
        "first": game.first,
        "step": game.step,
        "step_label": game.step_label(),
        "steps": [[name, label] for name, label in _steps(STRUCTURE)],
        "decision": None
        if decision is None
        else {
            "seat": decision.seat,
            "kind": decision.kind,
            "prompt": decision.prompt,
            "options": list(decision.options) if decision.seat == viewer else [],
        },
        "priority": game.priority.holder,
        "queue": _queue(game) if game.queue.items else [],
        "sides": sides,
        "supply": [{"kind": c + c, "colour": c, "shows": c, "count": n} for c, n in game.supply.items()],
        "attack": None
        if attack is None
        else {
            "attacker": attack["attacker"],
            "attacker_name": called(game, attack["attacker"]),
            "blocker": attack.get("blocker"),
        },
        "outcome": game.result.to_json() if game.result else None,
        "colours": [
            {"id": c.id, "name": c.name, "letter": c.letter, "glyph": c.glyph} for c in _colours(game)
        ],
    }
