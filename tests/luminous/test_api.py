"""What a screen asks: hand status, attack forecasts, unit numbers and the glossary."""

from __future__ import annotations

import json

from cardtable.games.luminous import api
from cardtable.games.luminous.catalog import load_catalog
from tests.luminous.helpers import position, side, unit


def test_hand_status_says_what_can_be_played_and_why_not() -> None:
    st = position(
        side(hand=["trail-guide", "cataclysmic-echo", "walk-back"], orbs=["amber", "amber"]), side("silgar")
    )
    status = {s["card"]: s for s in api.hand_status(st, 0)}
    assert status["trail-guide"]["playable"] and status["trail-guide"]["reason"] is None
    assert not status["cataclysmic-echo"]["affordable"] and "essence" in status["cataclysmic-echo"]["reason"]
    assert not status["walk-back"]["playable"] and "no legal target" in status["walk-back"]["reason"]


def test_attack_forecast_lists_each_block_and_leaves_the_state_alone() -> None:
    st = position(
        side("silgar", units=[{"card": "silgars-elite"}]),
        side("jeddos", units=[{"card": "hedge-tinker"}, {"card": "trail-guide"}]),
    )
    before = json.dumps(st.to_json(), sort_keys=True)
    forecast = api.attack_forecast(st, unit(st, 0).iid)
    assert json.dumps(st.to_json(), sort_keys=True) == before
    by_group = {tuple(f["blockers"]): f for f in forecast}
    tinker, guide = unit(st, 1).iid, unit(st, 1, 1).iid
    assert by_group[()]["life_lost"] == 4
    assert by_group[(tinker,)]["life_lost"] == 2 and by_group[(tinker,)]["destroyed"] == [tinker]
    assert set(by_group[(tinker, guide)]["destroyed"]) == {tinker, guide}
    assert api.attack_forecast(st, "nope") == []


def test_unit_numbers_and_keywords() -> None:
    st = position(side("silgar", units=[{"card": "quinn-crown-prince"}, {"card": "recruit"}]), side("jeddos"))
    assert api.unit_numbers(st, unit(st, 0, 1).iid)["keywords"] == ["overwhelm"]
    catalog = load_catalog()
    assert [k["id"] for k in api.keyword_list(catalog, "flight")] == ["flight", "watchful"]
