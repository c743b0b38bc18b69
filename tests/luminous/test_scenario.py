"""The Luminous scenario loader: what it builds and how it refuses a bad position."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.engine.errors import ScenarioError
from cardtable.engine.scenario import read_scenario
from cardtable.games.luminous.scenario import from_scenario
from tests.luminous.helpers import position, side, waits

SCENARIOS = Path(__file__).parent / "scenarios"


def test_a_combat_in_progress_with_blockers_priority_orbs_damage_and_durability() -> None:
    st = position(
        side(
            "silgar",
            units=[{"card": "silgars-elite"}],
            orbs=["crimson", {"colour": "amber", "expended": True}],
        ),
        side(
            "jeddos",
            units=[{"card": "hedge-tinker", "damage": 1}, {"card": "trail-guide"}],
            relics=[{"card": "ancients-eye", "durability": 4}],
        ),
        combat={"attacker": 0, "target": "relic:0", "blockers": [1], "may_block": False},
        passes=1,
    )
    assert st.combat.attacker == st.sides[0].units[0].iid and st.combat.target == st.sides[1].relics[0].iid
    assert st.combat.blockers == [st.sides[1].units[1].iid] and not st.combat.may_block
    assert waits(st) == ("priority", 1) and st.priority.passes == 1
    assert (
        st.sides[0].orbs[1][2] and st.sides[1].units[0].damage == 1 and st.sides[1].relics[0].durability == 4
    )


@pytest.mark.parametrize(
    "change, message",
    [
        ({"sides": [side("nobody"), side("silgar")]}, "unknown Favored 'nobody'"),
        ({"sides": [side(hand=["trail-gide"]), side("silgar")]}, "did you mean 'trail-guide'"),
        ({"sides": [side(hand=["recruit"]), side("silgar")]}, "tokens exist only in play"),
        ({"sides": [side(orbs=["pink"]), side("silgar")]}, "unknown orb colour"),
        ({"sides": [side(orbs=["amber"] * 7), side("silgar")]}, "no amber orb left"),
        ({"sides": [side(units=[{"card": "trail-guide", "damage": 2}]), side("silgar")]}, "lethal damage"),
        ({"sides": [side(units=[{"card": "ancients-eye"}]), side("silgar")]}, "is a relic, not a unit"),
        ({"combat": {"attacker": 3}}, "the active player has 0 units"),
        ({"turn": 0}, "turn"),
        ({"colour": "x"}, "colour"),
    ],
)
def test_bad_positions_are_refused_naming_the_key(change: dict, message: str) -> None:
    data = {"game": "luminous", "sides": [side(), side("silgar")], **change}
    with pytest.raises(ScenarioError, match=message):
        from_scenario(data)


def test_the_example_scenario_files_load() -> None:
    files = sorted(SCENARIOS.glob("*.yaml"))
    assert files
    for path in files:
        st = from_scenario(read_scenario(path))
        assert st.to_act is not None
