"""Snapshots written before Lux Aeterna ran on the kernel's table state (issue 24) still load: the
same position, the same views, and the next action does what it did then (recorded from main
before the move: a Main Phase, an offering asked, a queue to answer, a discard asked). The views
were taken again after issue 26's card changes, which moved only the printed costs of five cards
(checked: no other field of any view changed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.games.lux_aeterna.state import LuxState

RECORDED = json.loads((Path(__file__).parent / "snapshots" / "before_kernel.json").read_text())


def _waiting(recorded) -> str:
    pending = recorded["snap"]["payload"]["pending"]
    return (
        f"{pending['kind'] if pending else 'priority'}-{len(recorded['snap']['payload']['queue']['items'])}"
    )


@pytest.mark.parametrize("recorded", RECORDED, ids=_waiting)
def test_a_snapshot_of_the_old_layout_loads_and_plays_on(recorded) -> None:
    state = LuxState.from_json(recorded["snap"])
    assert [state.view(seat) for seat in (None, 0, 1)] == recorded["view"]
    again = LuxState.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    state.apply(LuxState.CODEC.from_json(recorded["action"]))
    assert [state.view(seat) for seat in (None, 0, 1)] == recorded["after"]


def test_the_old_snapshots_cover_every_kind_of_wait() -> None:
    payloads = [r["snap"]["payload"] for r in RECORDED]
    kinds = {(p["pending"] or {}).get("kind") for p in payloads}
    assert kinds == {None, "offering", "discard"}
    assert any(p["queue"]["items"] for p in payloads) and all("asking" not in p for p in payloads)
