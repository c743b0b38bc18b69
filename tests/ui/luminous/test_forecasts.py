"""The presentation forecasts over any number of blockers (``games/luminous/forecast_blocks``):
which ways of blocking are forecast, how they are ranked for the defender, and the damage plan
the combat area shows (a lone blocker, a suggested split, Lunge, Overwhelm)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous import forecast_blocks, preview
from cardtable.games.luminous.forecast_blocks import GROUP_CAP, block_groups, damage_plan
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes


def test_every_group_while_it_fits_then_by_size_and_all_together() -> None:
    groups, complete = block_groups(["a", "b", "c"])
    assert complete and len(groups) == 8 and groups[0] == () and ("a", "b", "c") in groups
    six = [str(i) for i in range(6)]
    groups, complete = block_groups(six)
    assert complete and len(groups) == 64 == GROUP_CAP
    eight = [str(i) for i in range(8)]
    groups, complete = block_groups(eight)
    assert not complete
    sizes = [len(g) for g in groups]
    assert sizes.count(0) == 1 and sizes.count(1) == 8 and sizes.count(2) == 28 and sizes.count(3) == 0
    assert groups[-1] == tuple(eight)  # all of them together is always there
    assert len(groups) <= GROUP_CAP


def _facing(count: int, attacker: str = "silgars-elite") -> Any:
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"][0] = {"card": attacker}
    cpu["units"] = [{"card": "trail-guide"} for _ in range(count)]
    cpu["relics"] = []
    return from_scenario(data)


def test_the_attack_forecast_covers_groups_of_any_size_ranked_for_the_defender() -> None:
    state = _facing(4)
    unit = state.sides[0].units[0].iid
    results, complete = preview.attack_forecast(state, unit)
    assert complete and len(results) == 16
    assert max(len(r["blockers"]) for r in results) == 4
    ranked = forecast_blocks.ranked(state, results)
    assert ranked[0]["blockers"] == []  # not blocking first
    costs = [forecast_blocks.defender_cost(state, r) for r in ranked[1:]]
    assert costs == sorted(costs)


def _blocked(attacker: str, blockers: list[str]) -> Any:
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"][0] = {"card": attacker, "expended": True}
    cpu["units"] = [{"card": card, "expended": True} for card in blockers]
    cpu["relics"] = []  # no relic lends the blockers attack
    data["attacks"] = 1
    data["combat"] = {
        "attacker": 0,
        "target": "favored",
        "blockers": list(range(len(blockers))),
        "may_block": False,
    }
    data["priority"] = 0
    return from_scenario(data)


def test_a_lone_blocker_takes_it_all_with_overwhelm_carried_on() -> None:
    plan = damage_plan(_blocked("silgars-elite", ["trail-guide"]))  # 4 Overwhelm on 2 health
    assert plan is not None and not plan.suggested
    ((_, dealt, lethal, struck),) = plan.blockers
    assert (dealt, lethal, struck) == (4, True, True)
    assert plan.carried == 2 and plan.to_attacker == 1 and not plan.attacker_dies


def test_several_blockers_get_the_suggested_split_or_the_one_given() -> None:
    state = _blocked("silgars-elite", ["trail-guide", "trail-guide", "trail-guide"])
    plan = damage_plan(state)
    assert plan is not None and plan.suggested
    assert sum(dealt for _, dealt, _, _ in plan.blockers) == 4
    chosen = damage_plan(state, (0, 1, 3))
    assert chosen is not None and not chosen.suggested
    assert [dealt for _, dealt, _, _ in chosen.blockers] == [0, 1, 3]
    assert [lethal for _, _, lethal, _ in chosen.blockers] == [False, False, True]
    assert chosen.carried == 1 and chosen.to_attacker == 3  # three Trail Guides strike 1 each


def test_lunge_kills_before_the_blocker_strikes_back() -> None:
    plan = damage_plan(_blocked("quinn-crown-prince", ["trail-guide"]))  # Lunge 3 on 2 health
    assert plan is not None
    ((_, dealt, lethal, struck),) = plan.blockers
    assert lethal and not struck and plan.to_attacker == 0


def test_no_plan_without_a_blocked_combat() -> None:
    assert damage_plan(from_scenario(scenes.MIDGAME)) is None


def test_a_destroyed_card_whose_name_both_sides_have_in_play_says_whose() -> None:
    # Played by hand: "Blocked by Diving Dragonspawn: destroyed: Diving Dragonspawn", both decks
    # hold the card: which one dies? (The attacker's Lunge kills the blocker first.)
    from cardtable.games.luminous.presentation import present
    from cardtable.ui.luminous.inspect import attack_forecast_lines

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["units"][0] = {"card": "diving-dragonspawn"}
    data["sides"][1]["units"] = [{"card": "diving-dragonspawn"}]
    data["sides"][1]["relics"] = []
    state = from_scenario(data)
    attacker = state.sides[0].units[0].iid
    lines = [line.plain for line in attack_forecast_lines(state, present(state, 0), attacker, "favored")]
    blocked = next(line for line in lines if line.startswith("Blocked by"))
    assert blocked == "Blocked by Diving Dragonspawn: destroyed: Diving Dragonspawn (Cpu's)"
    alone = _facing(1)  # nothing of the same name across the table: the plain name
    elite = alone.sides[0].units[0].iid
    lines = [line.plain for line in attack_forecast_lines(alone, present(alone, 0), elite, "favored")]
    assert any(line.endswith("destroyed: Trail Guide") for line in lines)
