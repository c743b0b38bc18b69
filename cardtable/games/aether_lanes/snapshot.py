"""The JSON form of an Aether Lanes duel's own part (``GameState`` holds the rest), declared as the
kernel's fields (:class:`~cardtable.engine.kernel.declared.DeclaredState` writes the copy and the
snapshot from them): piles and lanes with instance ids as their texts (``c17``, ``t2``), the card
and token lists, the turn. The same JSON as when instance ids were strings inside the engine, so
saves written before load."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.fields import Field, copy_dict, same, value
from cardtable.engine.kernel.records import records
from cardtable.engine.outcome import Outcome
from cardtable.games.aether_lanes.actions import TOKEN_BASE, id_text, parse_instance
from cardtable.games.aether_lanes.catalog import CardDef, Catalog
from cardtable.games.aether_lanes.units import Side

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState


def read_first(state: AetherState, data: dict[str, Any]) -> None:
    """Read the card and token instances before the rest (the sides' units read their cards)."""
    state.defs, state.tokens = read_instances(state.catalog, data["cards"], data.get("tokens", {}))


def _cards(defs: list[CardDef]) -> dict[str, str]:
    return {id_text(iid): defs[iid].id for iid in range(1, len(defs))}


def _tokens(tokens: dict[int, CardDef]) -> dict[str, str]:
    return {id_text(iid): card.id for iid, card in tokens.items()}


FIELDS: tuple[Field, ...] = (
    records("sides", Side),
    Field("defs", None, _cards, lambda data, state: state.defs, key="cards"),  # (see read_first)
    Field("tokens", copy_dict, _tokens, lambda data, state: state.tokens, None, lambda state: state.tokens),
    value("turn", int),
    value("active", int),
    value("first", int),
    value("stage", str),
    value("mull_seat", int),
    Field(
        "result",
        None,
        lambda result: result.to_json() if result else None,
        lambda data, state: Outcome.from_json(data) if data else None,
        None,
        lambda state: None,
    ),
    Field("next_token", None, same, lambda data, state: int(data), None, lambda state: 1),
)
"""The duel's own fields, in the order of its snapshot (``AetherState`` adds ``phase``, made again
from the stage; ``temp_mods`` is set again by the units as they are read; ``deck_texts``, a cache
of the decks' texts checked against the decks themselves, may be shared by a copy)."""


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
