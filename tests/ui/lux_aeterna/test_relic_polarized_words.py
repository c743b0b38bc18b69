"""The inspector says what a polarized card cannot do in its own terms (playtest20-la: a polarized
Relic read "it cannot attack or defend", though a Relic never attacks or defends)."""

from __future__ import annotations

import copy

from cardtable.games.lux_aeterna.scenario import from_scenario
from cardtable.ui.lux_aeterna import build, inspect
from cardtable.ui.lux_aeterna.scenes import MIDGAME


def _inspected(card_id: str) -> str:
    data = copy.deepcopy(MIDGAME)
    data["players"] = ["Ana", "Bo"]
    data["sides"][0]["field"] = [{"card": card_id, "polarized": True}]
    state = from_scenario(data)
    legal = state.legal_actions()
    table = build.table(state, 0, legal)
    mine = next(side for side in table.view.sides if side.seat == 0)
    iid = next(card.face.iid for card in mine.field if card.face.card_id == card_id)
    return inspect.text(state, table, 0, iid, legal).plain


def test_a_polarized_relic_says_its_polarizing_ability_waits() -> None:
    words = _inspected("forge-of-wrath")
    assert "Polarized: an ability that polarizes it cannot be used until Ana's next turn." in words
    assert "attack" not in words.split("Polarized:")[1].split("\n")[0]


def test_a_polarized_unit_still_says_it_cannot_attack_or_defend() -> None:
    assert "Polarized: it cannot attack or defend until Ana's next turn." in _inspected("cinder-hound")
