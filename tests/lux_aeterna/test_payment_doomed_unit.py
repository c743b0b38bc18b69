"""The suggested payment spends first the Lights on a Unit the card itself will sacrifice: they go
back to the supply with it anyway (playtest20-la F8: Dark Bargain's suggestion spent the Numen's
Purpurea Light and left the one on the Shade Thrall it then sacrificed)."""

from __future__ import annotations

from cardtable.games.lux_aeterna.api import payment_choices
from tests.lux_aeterna.helpers import field_ids, table


def _bargain(field: list[object]):  # type: ignore[no-untyped-def]
    state = table(
        {"hand": ["dark-bargain"], "numen": {"PP": 1}, "field": field},
        {"field": []},
        codices=["veiled-court", "dawn-choir"],
    )
    play = next(a for a in state.legal_actions() if a.KIND == "play")
    return state, payment_choices(state, play)


def test_the_light_on_the_only_unit_to_be_sacrificed_is_spent_first() -> None:
    state, choices = _bargain([{"card": "shade-thrall", "lights": {"PP": 1}}])
    thrall = field_ids(state, 0)[0]
    assert choices[0].pay == (f"{thrall}:PP*1",)
    assert ("numen:PP*1",) in [c.pay for c in choices]


def test_with_two_units_the_numen_is_still_spent_first() -> None:
    state, choices = _bargain([{"card": "shade-thrall", "lights": {"PP": 1}}, "bone-harvester"])
    assert choices[0].pay == ("numen:PP*1",)
