"""Lux Aeterna at 80x24: names abbreviated with intent, never cut mid-word (issue 25 item 6; the
cuts playtest13b still met): Ignara's Emissary line, a relic box "Altar of Whispers", the bar's
key hints, "Choir of Light" in the hand."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.ui.lux_aeterna.scenes import MIDGAME
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened, position


def _start() -> Any:
    data = copy.deepcopy(MIDGAME)
    data.pop("players")
    ana = data["sides"][0]
    ana["progress"] = 1
    ana["hand"] = ["choir-of-light", "searing-bolt", "sudden-flare", "ember-squire", "pyre-colossus"]
    ana["field"] = [
        {"card": "altar-of-whispers"},
        {"card": "war-brazier"},
        {"card": "cinder-hound"},
        {"card": "flame-duelist"},
    ]
    return position(data, (HUMAN, COMPUTER))


def _screen_lines(app: Any) -> list[str]:
    return [str(strip.text) for strip in app.screen._compositor.render_strips()]


async def _lines() -> list[str]:
    app = la_app(start=_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.pause()
        return _screen_lines(app)


async def test_the_emissary_line_takes_the_short_name_so_its_condition_keeps_more() -> None:
    lines = await _lines()
    emissary = next(line for line in lines if "Ignara" in line and "Connect" in line)
    assert "Ember Regent" not in emissary  # "Ignara, Ember Regent" cost "Damage the …"
    assert "Damage the opponent's Soul" in emissary


async def test_a_relic_box_shortens_its_name_with_intent() -> None:
    text = "\n".join(await _lines())
    assert "Whispe…" not in text and "Alt. of" not in text and "Whispers" in text  # whole words


async def test_the_bar_leaves_a_key_hint_out_whole() -> None:
    bar = next(line for line in await _lines() if "act in Main Phase 1" in line)
    assert "Space: End" not in bar and "…" not in bar  # was "Space: End…"
    assert "Enter: play/use the chosen card" in bar


async def test_small_words_inside_a_hand_name_stay() -> None:
    text = "\n".join(await _lines())
    # never "Choir Light" (another name); playtest16: a word is dropped before it is cut to "Ch."
    assert "Choir Light" not in text and "Ch. of Light" not in text and "☀☀2 Light ⚔3" in text


async def test_a_hand_reason_is_cut_between_words_never_inside_lights() -> None:
    """playtest17: "✗☀☀3 Solar Archon Unit ⚔6 · not enough Ligh." (the cut fell in "Lights")."""
    data = copy.deepcopy(MIDGAME)
    data.pop("players")
    data["sides"][0]["hand"] = ["solar-archon", "eternal-dawn", "hymn-of-renewal"]  # a line each
    app = la_app(start=position(data, (HUMAN, COMPUTER)))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.pause()
        hand = [line for line in _screen_lines(app) if "Solar Archon" in line or "Eternal Dawn" in line]
    assert hand, _screen_lines(app)
    for line in hand:
        assert "Lig." not in line and "Ligh." not in line and "L." not in line, line
        assert "· not enough Lights" in line or "· not enough…" in line, line


def test_the_step_says_its_two_letters_before_it_would_be_cut() -> None:
    """playtest17: "T9 Ana [COMBA…" beside a long pass button; the last form is "[CO]"."""
    from cardtable.ui.lux_aeterna.widgets import step_text

    steps = (("main1", "Main Phase 1"), ("combat", "Combat"), ("main2", "Main Phase 2"))
    assert step_text(9, "Ana", "combat", steps, "minimal").plain == "T9 Ana [COMBAT]"
    assert step_text(9, "Ana", "combat", steps, "tiny").plain == "T9 Ana [CO]"
    assert step_text(9, "Ana", "main1", steps, "tiny").plain == "T9 Ana [M1]"


async def test_a_key_hint_too_long_for_the_bar_is_left_out_never_said_shorter() -> None:
    # playtest25-la: "Space: Pass (resolve the attack of Ashen)", "... of Hound)": the whole line
    # was said shorter, the name in the hint cut to one word
    from cardtable.games.lux_aeterna.scenario import from_scenario
    from tests.ui.helpers import until

    data = copy.deepcopy(MIDGAME)
    data["step"] = "combat"
    ana, cpu = data["sides"]
    ana["hand"], ana["numen"], ana["field"] = [], {}, [{"card": "cinder-hound"}]  # nothing to play
    cpu["connected"], cpu["hand"], cpu["field"] = False, [], [{"card": "star-sentinel"}]  # only passes
    state = from_scenario(data)
    state.apply(next(a for a in state.legal_actions() if a.KIND == "attack"))  # Cinder Hound attacks
    app = la_app(start=(state, [HUMAN, COMPUTER]), auto_pass=False)  # asked with only a pass
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        # Cpu passed: Ana's pass now resolves her attack
        await until(pilot, lambda: game.table().pass_text.startswith("Pass (resolve") and app.screen is game)
        await pilot.pause()
        bar = next(line for line in _screen_lines(app) if "respond to the queue or pass" in line)
        assert "of Hound)" not in bar and "Space: Pass (resolve the attack of" not in bar, bar
