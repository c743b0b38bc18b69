"""What a screen asks: hand status, attack forecasts, unit numbers and the glossary."""

from __future__ import annotations

import json

from cardtable.games.luminous import api
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
    forecast, complete = api.attack_forecast(st, unit(st, 0).iid)
    assert complete
    assert json.dumps(st.to_json(), sort_keys=True) == before
    by_group = {tuple(f["blockers"]): f for f in forecast}
    tinker, guide = unit(st, 1).iid, unit(st, 1, 1).iid
    assert by_group[()]["life_lost"] == 4
    assert by_group[(tinker,)]["life_lost"] == 2 and by_group[(tinker,)]["destroyed"] == [tinker]
    assert set(by_group[(tinker, guide)]["destroyed"]) == {tinker, guide}
    assert api.attack_forecast(st, "nope") == ([], True)


def test_unit_numbers_and_keywords() -> None:
    st = position(side("silgar", units=[{"card": "quinn-crown-prince"}, {"card": "recruit"}]), side("jeddos"))
    assert api.unit_numbers(st, unit(st, 0, 1).iid)["keywords"] == ["overwhelm"]
    assert [name for name, _ in api.GLOSSARY.search("flight")] == ["Flight", "Watchful"]


def test_the_attackers_curtain_says_what_its_pass_does() -> None:
    """Play-test: after the defender flashed a blocker, the attacker's curtain said "pass to
    deal the damage" though the pass gave the defender the keys to block. Over random positions
    with the attacker to act in a combat: "deal the damage" exactly when the other has passed."""
    from cardtable.engine.bots import RandomBot
    from cardtable.engine.rng import Rng
    from cardtable.games.luminous.api import handoff_lines
    from cardtable.games.luminous.state import LuminousState

    seen = {True: 0, False: 0}
    for seed in range(1, 30):
        state, rng = LuminousState(["Ana", "Bo"], seed, {}), Rng(seed)
        while not state.is_over:
            decision, combat = state.decision, state.combat
            if (
                decision is not None
                and decision.kind == "priority"
                and combat is not None
                and decision.seat == combat.attacker_seat
                and state.sides[combat.attacker_seat].in_play(combat.attacker) is not None
            ):
                line = handoff_lines(state, decision.seat)[0]
                passed = bool(state.priority.passes)
                assert ("deal the damage" in line) == passed, line
                seen[passed] += 1
            state.apply(RandomBot().choose(state, rng))
    assert seen[True] and seen[False], seen
