"""Effect ops sit in the kernel's op registry: each op name is written once (its step model's
``op`` literal), and the registry has exactly one handler per name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.engine.kernel.effects import OpRegistry
from cardtable.games.aether_lanes import cards, effects
from tests.aether_lanes.helpers import duel, lane


def test_the_registry_has_one_handler_per_declared_op() -> None:
    assert isinstance(effects.OPS, OpRegistry)
    assert effects.OPS.check_names(cards.OP_NAMES) == []
    assert set(cards.OP_NAMES) == set(cards.OP_MODELS) and len(cards.OP_NAMES) == 16
    assert cards.OPS == cards.OP_NAMES  # the old name still works


def test_the_op_names_are_not_listed_again_in_the_rules_code() -> None:
    source = Path(cards.__file__).read_text()
    for name in cards.OP_NAMES:
        assert len(re.findall(rf'Literal\["{name}"\]', source)) == 1
    for path in Path(effects.__file__).parent.glob("*.py"):
        text = path.read_text()
        # a tuple, set or dict that lists three op names in a row is a second list of ops
        listed = re.findall(r'"(\w+)",\s*"(\w+)",\s*"(\w+)"', text)
        assert not [row for row in listed if set(row) <= set(cards.OP_NAMES)], path.name


def test_unit_only_ops_come_from_the_models() -> None:
    assert cards.UNIT_OPS == {"buff", "destroy", "bounce", "burn", "silence", "ready", "grant"}


def test_a_step_runs_through_the_registry() -> None:
    state = duel({}, {"lanes": {"balanced": {"card": "pebble-golem"}}})
    target = lane(state, 1, 1)
    step = cards.Damage(op="damage", amount=1, target=cards.Fixed(fixed="all_enemy_units"))
    effects.run_steps(state, effects.Ctx(0, None, None, state.catalog.cards["kindle"], None), [step])
    assert target.damage == 1


def test_the_kernel_registry_hands_out_handlers() -> None:
    ops = OpRegistry()

    @ops.register("twice")
    def twice(a: int, b: int, c: int) -> int:
        return 2 * (a + b + c)

    assert ops.handler("twice")(1, 2, 3) == 12 and ops.table()["twice"] is twice
    with pytest.raises(KeyError):
        ops.handler("missing")
    with pytest.raises(TypeError):
        ops.table()["other"] = twice  # type: ignore[index]


def test_the_bots_worth_of_an_op_is_registered_under_a_declared_op() -> None:
    from cardtable.games.aether_lanes import lasting

    assert lasting.WORTH.names() <= set(cards.OP_NAMES)
    assert "damage" in lasting.WORTH.names() and "destroy" not in lasting.WORTH.names()
    destroy = cards.Destroy(op="destroy", target=cards.Fixed(fixed="all_enemy_units"))
    assert lasting.step_value(destroy, 1, 1) == lasting.OTHER_STEP
