"""Quiet damage splits (issue 25, "Quiet dialogs": a dialog opens only when a choice can change
something): a split whose every choice comes to the same position (one point of damage between
two identical blockers) is settled without a dialog; a split that matters still opens one."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.api import settled_split
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.dialogs import SplitDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


def _blocked_by(attacker: dict[str, Any], blockers: list[dict[str, Any]]) -> dict[str, Any]:
    """Ana's ``attacker`` attacks Cpu's Favored, blocked by ``blockers``; Cpu has passed: one
    more pass from Ana and the damage is split."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = [attacker | {"expended": True}]
    cpu["units"] = [b | {"expended": True} for b in blockers]
    data["attacks"] = 1
    data["combat"] = {
        "attacker": 0,
        "target": "favored",
        "blockers": list(range(len(blockers))),
        "may_block": False,
    }
    data["priority"] = 0
    data["passes"] = 1
    return data


TWINS = _blocked_by({"card": "hedge-tinker"}, [{"card": "trail-guide"}, {"card": "trail-guide"}])
"""Hedge Tinker (1 attack) blocked by two identical Trail Guides."""


def _at_split(data: dict[str, Any]) -> Any:
    from cardtable.engine.kernel.decision import Pass

    st = from_scenario(data)
    st.apply(Pass())
    assert st.asking.kind == "assign"
    return st


def test_one_point_between_identical_blockers_is_settled_but_a_choice_that_matters_is_not() -> None:
    assert settled_split(_at_split(TWINS)) is not None
    damaged = copy.deepcopy(TWINS)
    damaged["sides"][1]["units"][1]["damage"] = 1  # now the point can kill the damaged one
    assert settled_split(_at_split(damaged)) is None
    apart = _blocked_by({"card": "hedge-tinker"}, [{"card": "trail-guide"}, {"card": "hedge-tinker"}])
    assert settled_split(_at_split(apart)) is None
    # Silgar's Elite (4, Overwhelm) on two identical 2-health blockers: 2 each kills both, 4 on
    # one carries 2 on to the Favored: the choice matters
    elite = _blocked_by({"card": "silgars-elite"}, [{"card": "trail-guide"}, {"card": "trail-guide"}])
    assert settled_split(_at_split(elite)) is None


async def test_no_split_dialog_opens_for_one_point_between_identical_blockers() -> None:
    app = lum_app(start=(from_scenario(TWINS), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        state = screen.match.state
        await pilot.press("space")
        await until(pilot, lambda: state.combat is None)
        await pilot.pause(0.2)
        assert not isinstance(app.screen, SplitDialog)
        kinds = [type(a).__name__ for a in state.history]
        assert kinds.count("Assign") == 1
        guides = state.sides[1].units
        assert sorted(g.damage for g in guides) == [0, 1]


async def test_a_split_that_matters_still_opens_the_dialog() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))


async def test_the_split_dialog_tells_identical_blockers_apart() -> None:
    elite = _blocked_by({"card": "silgars-elite"}, [{"card": "trail-guide"}, {"card": "trail-guide"}])
    app = lum_app(start=(from_scenario(elite), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        names = [name for name, _attack, _health in app.screen.blockers]  # type: ignore[attr-defined]
        assert names == ["Trail Guide (left)", "Trail Guide (right)"]


def test_identical_blockers_that_came_on_different_past_turns_are_still_identical() -> None:
    """playtest24-lum: two Freelance Delvers of turns 8 and 16, one point to split, were asked
    about; only whether a unit came this turn is a rule (it may not attack), not which turn."""
    st = _at_split(TWINS)
    older = st.sides[1].units[0]
    older.arrived = st.turn - 7
    assert settled_split(st) is not None
    older.arrived = st.turn  # came this turn: now the two differ (one may not attack)
    assert settled_split(st) is None
