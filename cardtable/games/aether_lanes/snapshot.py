"""The JSON form of an Aether Lanes duel's own part (``GameState`` holds the rest): piles and lanes
with instance ids as their texts (``c17``, ``t2``), the card and token lists, the turn. The same
JSON as when instance ids were strings inside the engine, so saves written before load."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.engine.outcome import Outcome
from cardtable.games.aether_lanes.actions import TOKEN_BASE, id_text, parse_instance
from cardtable.games.aether_lanes.catalog import CardDef, Catalog
from cardtable.games.aether_lanes.units import Side

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState


def payload_to_json(state: AetherState) -> dict[str, Any]:
    """The duel's own part of a snapshot."""
    defs = state.defs
    return {
        "sides": [side.to_json() for side in state.sides],
        "cards": {id_text(iid): defs[iid].id for iid in range(1, len(defs))},
        "tokens": {id_text(iid): card.id for iid, card in state.tokens.items()},
        "turn": state.turn,
        "active": state.active,
        "first": state.first,
        "stage": state.stage,
        "mull_seat": state.mull_seat,
        "result": state.result.to_json() if state.result else None,
        "next_token": state.next_token,
    }


def payload_from_json(state: AetherState, data: dict[str, Any], mulligan: str) -> None:
    """Restore the duel's own part from :func:`payload_to_json` (``mulligan``: the stage's name)."""
    state.defs, state.tokens = read_instances(state.catalog, data["cards"], data.get("tokens", {}))
    state.sides = [Side.from_json(s, state) for s in data["sides"]]  # (units: see Unit.restore)
    state.turn = int(data["turn"])
    state.active = int(data["active"])
    state.first = int(data["first"])
    state.stage = str(data["stage"])
    state.mull_seat = int(data["mull_seat"])
    state.result = Outcome.from_json(data["result"]) if data.get("result") else None
    state.next_token = int(data.get("next_token", 1))
    state.phase = "Setup" if state.stage == mulligan else "Main"


def read_instances(
    catalog: Catalog, cards: Mapping[str, Any], tokens: Mapping[str, Any]
) -> tuple[list[CardDef], dict[int, CardDef]]:
    """``defs`` and ``tokens`` of a snapshot's ``cards`` (``{"c1": card id, ...}``, numbered from
    1 without gaps) and ``tokens`` (``{"t1": card id, ...}``); ValueError names what is wrong."""
    names = {str(k): str(v) for k, v in cards.items()} | {str(k): str(v) for k, v in tokens.items()}
    unknown = sorted(set(names.values()) - set(catalog.cards))
    if unknown:
        raise ValueError(f"unknown cards in snapshot: {', '.join(unknown)}")
    numbers = {text: parse_instance(text) for text in names}
    card_numbers = sorted(
        n for text, n in numbers.items() if n is not None and n < TOKEN_BASE and text in cards
    )
    if card_numbers != list(range(1, len(card_numbers) + 1)) or len(card_numbers) != len(cards):
        raise ValueError("the snapshot's card instance ids must run c1, c2, ... without gaps")
    token_numbers = [numbers[str(k)] for k in tokens]
    if any(n is None or n < TOKEN_BASE for n in token_numbers):
        raise ValueError("the snapshot's token instance ids must be t1, t2, ...")
    by_number = {numbers[str(k)]: catalog.cards[str(v)] for k, v in cards.items()}
    defs = [next(iter(catalog.cards.values()))]  # index 0 names no card
    defs.extend(by_number[n] for n in card_numbers)
    found = {n: catalog.cards[str(v)] for n, v in zip(token_numbers, tokens.values()) if n is not None}
    return defs, found
