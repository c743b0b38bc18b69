"""The Luminous game definition: made once per data folder, held by every state (new, from a
scenario, from a snapshot, copied), and the only way a state reaches card data."""

from __future__ import annotations

import ast
import dataclasses
import json
from pathlib import Path
from typing import get_args

import pytest

from cardtable.games.luminous import cards, effects, flow
from cardtable.games.luminous.catalog import CATALOGS
from cardtable.games.luminous.definition import definition
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import position, side

PACKAGE = Path(__file__).parents[2] / "cardtable" / "games" / "luminous"


def test_every_state_of_one_folder_holds_the_same_definition() -> None:
    made = definition(CATALOGS.load())
    assert definition(CATALOGS.load()) is made
    fresh = LuminousState(["A", "B"], 3, {})
    assert fresh.definition is made and fresh.catalog is made.catalog
    assert position(side(), side("silgar")).definition is made
    restored = LuminousState.from_json(json.loads(json.dumps(fresh.to_json())))
    assert restored.definition is made and fresh.copy().definition is made


def test_the_definition_gathers_the_turn_zones_registries_and_decisions() -> None:
    made = definition(CATALOGS.load())
    assert made.turn.excursions["combat"].entered_from == {"main"}
    assert [z.name for z in made.zones] == ["deck", "hand", "discard", "void", "units", "relics"]
    assert made.ops is effects.OPS and made.selectors is effects.SELECTORS
    assert {"arrive", "depart", "start", "end"} <= made.triggers
    assert set(made.decisions) == {"mulligan", "priority", "order", "assign", "discard"}
    assert made.ops.names() == set(cards.OPS) and made.selectors.names() == set(get_args(cards.Selector))


def test_no_state_module_loads_card_data_itself() -> None:
    for name in ("state.py", "scenario.py", "flow.py", "play.py"):
        tree = ast.parse((PACKAGE / name).read_text())
        called = {
            node.func.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert "load_catalog" not in called, name


def test_each_step_without_priority_needs_its_work_and_no_work_is_left_over() -> None:
    made = definition(CATALOGS.load())
    assert made.work["main"] is None and made.work["draw"] is flow.STEP_WORK["draw"]
    missing = {name: work for name, work in flow.STEP_WORK.items() if name != "draw"}
    with pytest.raises(ValueError, match=r"steps without work \['draw'\]"):
        dataclasses.replace(made, step_work=missing)
    with pytest.raises(ValueError, match=r"work for no such step \['main'\]"):
        dataclasses.replace(made, step_work={**flow.STEP_WORK, "main": flow.unasked})


def test_only_the_block_step_opens_through_a_hook_and_a_combat_phase_clears_its_combat() -> None:
    made = definition(CATALOGS.load())
    assert made.opens["main"] is None and made.opens["block"] is flow.block_opens
    assert made.clears["damage"] == ("combat",) and made.clears["main"] == ()
    assert made.entries["combat"] == (frozenset({"main"}), "attack")
    with pytest.raises(ValueError, match=r"opening hooks for no step with priority \['draw'\]"):
        dataclasses.replace(made, step_opens={"draw": flow.block_opens})
