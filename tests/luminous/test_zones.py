"""Luminous's cards lie in the kernel's zones: each side names its seat's zone lists, in every
copy and every snapshot read back, so a card a rule moves through a side is where the kernel's
hidden ids, conservation and views look."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.rng import Rng
from cardtable.games.luminous.state import LuminousState

PILES = ("deck", "hand", "discard", "void", "units", "relics")


def _played(seed: int, actions: int) -> LuminousState:
    state = LuminousState(["Ana", "Bo"], seed, {})
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.play_random(rng)
    return state


def _names_its_zones(state: LuminousState) -> bool:
    return all(
        getattr(side, pile) is state.zones.zones[seat][pile]
        for seat, side in enumerate(state.sides)
        for pile in PILES
    )


def test_sides_name_the_zones_of_their_own_state_after_a_copy_and_a_load() -> None:
    state = _played(3, 120)
    assert _names_its_zones(state)
    copy = state.copy()
    assert _names_its_zones(copy) and copy.zones is not state.zones
    restored = LuminousState.from_json(json.loads(json.dumps(state.to_json())))
    assert _names_its_zones(restored)
    assert restored.view(0) == state.view(0) and restored.hidden_ids(1) == state.hidden_ids(1)


def test_a_card_moved_through_a_side_is_where_the_kernel_looks() -> None:
    state = _played(4, 60)
    card = state.sides[0].hand[0]
    assert card in state.hidden_ids(1) and card not in state.hidden_ids(0)
    state.sides[0].hand.remove(card)
    state.sides[0].discard.append(card)
    assert card not in state.hidden_ids(1)
    assert [card, state.ids[card]] in state.view(1)["sides"][0]["discard"]


def test_a_copy_moves_its_cards_alone() -> None:
    state = _played(5, 80)
    copy = state.copy()
    copy.draw(0, 1)
    assert len(copy.sides[0].hand) == len(state.sides[0].hand) + 1
    assert len(state.zones.cards(0, "deck")) == len(copy.zones.cards(0, "deck")) + 1


def test_a_pile_viewer_shows_public_piles_only() -> None:
    from cardtable.games.luminous import api

    state = _played(6, 150)
    discard = state.sides[0].discard
    names = [name for name, _type, _text in api.pile(state, 0, "discard")]
    assert names == [state.card_def(iid).name for iid in reversed(discard)]
    with pytest.raises(ValueError, match="not a public pile"):
        api.pile(state, 0, "hand")
