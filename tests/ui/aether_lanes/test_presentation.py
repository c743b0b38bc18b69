"""The Aether screen reads a typed, viewer-filtered presentation, never the state's internals."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import presentation
from cardtable.games.aether_lanes.actions import id_text
from cardtable.games.aether_lanes.state import AetherState
from tests.aether_lanes.helpers import duel, hand

UI = Path(__file__).resolve().parents[3] / "cardtable" / "ui" / "aether_lanes"
INTERNALS = {"catalog", "ids", "defs", "tokens", "sides", "locate", "loaded_after_play", "card_name", "stage"}
"""State attributes the screen must not read (the presentation has them)."""


def internal_reads(source: str) -> list[str]:
    """``x.catalog`` / ``x.sides`` / ... reads and ``x.card(...)`` calls on a ``state`` in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            base = node.value
            name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
            if name == "state" and node.attr in INTERNALS | {"card"}:
                found.append(f"line {node.lineno}: state.{node.attr}")
            elif node.attr in ("catalog", "ids", "defs", "sides"):
                found.append(f"line {node.lineno}: .{node.attr}")
    return found


def test_the_checker_sees_internal_reads() -> None:
    assert internal_reads("self.state.catalog.cards") == ["line 1: state.catalog"]
    assert internal_reads("x = state.sides[0].soul") == ["line 1: state.sides"]
    assert internal_reads("state.card(iid).name") == ["line 1: state.card"]
    assert internal_reads("table.stage; face.card; state.name(0)") == []


def test_the_aether_ui_never_reads_the_state_internals() -> None:
    files = sorted(UI.glob("*.py"))
    assert len(files) > 10
    reads = {f.name: internal_reads(f.read_text(encoding="utf-8")) for f in files}
    assert {name: found for name, found in reads.items() if found} == {}


def strings(value: Any) -> set[str]:
    """Every string anywhere inside a presentation value."""
    out: set[str] = set()
    if isinstance(value, str):
        out.add(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            out |= strings(getattr(value, field.name))
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            out |= strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            out |= strings(key) | strings(item)
    return out


def played_match(turns: int = 6) -> AetherState:
    state = AetherState(["Ana", "Bo"], seed=11, options={})
    rng = Rng(5)
    while not state.is_over and state.turn < turns:
        state.apply(state.random_action(rng))
    return state


def test_the_presentation_for_a_seat_never_holds_the_other_seats_hidden_cards() -> None:
    state = played_match()
    assert not state.is_over
    for viewer in (0, 1, None):
        table = presentation.build_table(state, viewer)
        shown = strings(table)
        hidden = state.hidden_ids(viewer)
        assert hidden and not hidden & shown
        foe_hand = {id_text(c) for c in state.sides[1 - (viewer or 0)].hand}
        if viewer is None:
            assert table.hand is None
            continue
        assert {h.iid for h in table.hand or ()} == {id_text(c) for c in state.sides[viewer].hand}
        assert not foe_hand & shown
        # The names of cards only the foe holds (not on a lane, in a pile or in my hand) stay out too.
        ids = {id_text(i): state.card(i).id for i in [*range(1, len(state.defs)), *state.tokens]}
        visible = {ids[i] for i in ids if i not in hidden}
        secret = {ids[i] for i in foe_hand} - visible
        secret_names = {state.catalog.cards[c].name for c in secret}
        secret_names -= {state.catalog.cards[ids[i]].name for i in ids if i not in hidden}
        assert not secret_names & shown


def test_the_tithe_figures_come_from_the_cost_model() -> None:
    # Ashen Zealot costs 3 with Tithe 2
    state = duel({"hand": ["ashen-zealot"], "aether": 2, "soul": 10})
    iid = hand(state, 0, "ashen-zealot")
    options = presentation.tithe_options(state, 0, iid, [1, 2])
    assert [(o.tithe, o.aether, o.soul, o.soul_before, o.soul_after) for o in options] == [
        (1, 2, 1, 10, 9),
        (2, 1, 2, 10, 8),
    ]
