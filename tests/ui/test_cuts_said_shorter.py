"""80x24 cuts said shorter instead of hidden behind "…" (playtest15): the Luminous mulligan's keys
line kept "Key, Space or click picks (at …" and lost its limit; the Lux Aeterna Emissary lines
ended "Gather 4 Lights on your …" and "Damage the opponent's Soul 4 …"."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.session import MatchSetup
from cardtable.ui.lux_aeterna.scenes import MIDGAME
from cardtable.ui.table.names import say_shorter
from cardtable.ui.widgets.keys_line import KeysLine
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import lum_app
from tests.ui.luminous.helpers import opened as lum_opened
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, position
from tests.ui.lux_aeterna.helpers import opened as la_opened


def _lines(app: Any) -> list[str]:
    return [str(strip.text) for strip in app.screen._compositor.render_strips()]


async def test_the_mulligan_keys_line_keeps_its_limit_at_80x24() -> None:
    setup = MatchSetup("luminous", ("Ana", "Cpu"), (HUMAN, COMPUTER), 3, {"decks": ["silgar", "jeddos"]})
    app = lum_app(start=setup)
    async with app.run_test(size=(80, 24)) as pilot:
        await lum_opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        await pilot.pause()
        limit = app.screen.limit
        keys = next(line for line in _lines(app) if "Keep this hand" in line or "Back" in line)
        assert f"(at most {limit})" in keys and "…" not in keys, keys
        assert app.screen.query_one(KeysLine).text.startswith("Key, Space or click picks")


async def test_the_emissary_conditions_are_said_shorter_not_cut_at_80x24() -> None:
    data = copy.deepcopy(MIDGAME)
    data.pop("players")
    data["codices"] = ["ember-legion", "deep-roots"]
    for side in data["sides"]:
        side.update(connected=False, field=[], hand=[], progress=2)
        side.pop("requiem", None)
        side.pop("limbo", None)
    data["sides"][0]["hand"] = ["ember-squire"]  # Ana has a play: the table waits on her Main 1
    app = la_app(start=position(data, (HUMAN, COMPUTER)))
    async with app.run_test(size=(80, 24)) as pilot:
        await la_opened(pilot)
        await pilot.pause()
        lines = [line for line in _lines(app) if "Connect 2/" in line]
    ignara = next(line for line in lines if "Ignara" in line)
    thessa = next(line for line in lines if "Thessa" in line)
    assert "Damage the opponent's Soul" in ignara and "…" not in ignara
    assert "Connect 2/8: Gather Lights on your Units" in thessa  # 8 since balance26f and "…" not in thessa


def test_a_sentence_is_said_shorter_in_steps() -> None:
    gather = "Gather 4 Lights on your Units (by Accumulation or card effects)."
    assert say_shorter(gather, 80) == gather
    assert say_shorter(gather, 30) == "Gather 4 Lights on your Units."
    assert say_shorter(gather, 29) == "Gather 4 Lights on your Units"
    assert say_shorter(gather, 27, ("4",)) == "Gather Lights on your Units"
    assert say_shorter("Damage the opponent's Soul 4 times.", 30, ("4",)) == "Damage the opponent's Soul"
    limbo = "Send 2 cards to any Limbo, or see them go."
    assert say_shorter(limbo, 30, ("2",)) == "Send cards to any Limbo"
    assert say_shorter(limbo, 12, ("2",)) == "Send cards…"
