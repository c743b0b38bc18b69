"""The forecast of ending the turn agrees with what ending the turn does."""

from __future__ import annotations

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.actions import EndTurn, id_text
from cardtable.games.aether_lanes.combat import fight, takes_counter
from cardtable.games.aether_lanes.forecast import forecast
from cardtable.games.aether_lanes.impl import IMPL
from tests.aether_lanes.helpers import duel, scenario


def test_the_worked_example_forecast() -> None:
    state = scenario("worked-example")
    plan = forecast(state)
    first = plan.lanes[0]
    assert (first.kind, first.strike, first.counter, first.multiplier) == ("clash", 6, 0, 125)
    assert plan.deaths == (state.sides[1].lanes[0].iid,)
    assert plan.soul_damage == (0, 0) and not plan.lethal


def test_the_forecast_shows_pulls_tolls_and_shelter() -> None:
    state = scenario("bulwark-pull")
    plan = forecast(state)
    assert plan.pulls == ((0, 1),) and plan.tolls == 1
    assert [lf.kind for lf in plan.lanes] == ["pulled", "idle", "direct"]
    assert plan.soul_damage == (0, 1) and plan.absorbed == (0, 3)


def test_biscuit_lets_the_forecast_soak_the_toll() -> None:
    plan = forecast(scenario("biscuit"))
    assert plan.soul_damage == (0, 0) and plan.absorbed == (0, 1)


def test_the_forecast_sees_the_buried_unit_rise_and_lethal_hits() -> None:
    state = duel(
        {"lanes": {"aggressive": {"card": "canyon-titan"}, "balanced": {"card": "blaze-knight"}}},
        {"soul": 5, "lanes": {"aggressive": {"card": "ember-imp", "buried": {"card": "pebble-golem"}}}},
    )
    plan = forecast(state)
    assert plan.rises == (state.sides[1].lanes[0].buried.iid,)
    assert plan.lethal and plan.soul_damage == (0, 5)


def test_the_forecast_does_not_change_the_state() -> None:
    state = scenario("bulwark-pull")
    before = state.to_json()
    forecast(state)
    assert state.to_json() == before


def test_the_forecast_matches_the_fight_in_random_positions() -> None:
    checked = 0
    for seed in range(12):
        state = IMPL.new_game(["Ana", "Bo"], seed, {"variant": "standard"})
        rng = Rng(seed)
        while not state.is_over and checked < 400:
            action = RandomBot().choose(state, rng)
            if isinstance(action, EndTurn):
                if _requiem_free(state):
                    plan = forecast(state)
                    trial = state.copy()
                    souls = [s.soul for s in trial.sides]
                    start = len(trial.log)
                    fight(trial)
                    events = trial.log[start:]
                    died = tuple(e.data["unit"] for e in events if e.kind == "death")
                    assert died == tuple(map(id_text, plan.deaths))
                    assert tuple(e.data["unit"] for e in events if e.kind == "rise") == tuple(
                        map(id_text, plan.rises)
                    )
                    pulls = tuple((e.data["lane"], e.data["from_lane"]) for e in events if e.kind == "pull")
                    assert pulls == plan.pulls
                    blows = [(e.kind, e.data["lane"], e.data["damage"]) for e in events if e.kind == "strike"]
                    blows += [
                        ("counter", e.data["target_lane"], e.data["damage"])
                        for e in events
                        if e.kind == "counter"
                    ]
                    assert sorted(blows) == sorted(
                        [("strike", lf.lane, lf.strike) for lf in plan.lanes if lf.defender is not None]
                        + [
                            ("counter", lf.lane, lf.counter)
                            for lf in plan.lanes
                            if lf.defender is not None
                            and lf.defender not in lf.kills
                            and takes_counter(state.locate(lf.attacker)[2])  # type: ignore[index]
                        ]
                    )
                    assert tuple(souls[i] - trial.sides[i].soul for i in (0, 1)) == plan.soul_damage
                    checked += 1
            state.apply(action)
    assert checked > 50


def _requiem_free(state) -> bool:  # type: ignore[no-untyped-def]
    """Positions without on-destroy effects or Mirage (the forecast does not play those out)."""
    for side in state.sides:
        for unit in side.lanes:
            while unit is not None:
                if "requiem" in unit.kw or "mirage" in unit.kw:
                    return False
                unit = unit.buried
    return True
