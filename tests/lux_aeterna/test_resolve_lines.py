"""The log line of an item whose target is no longer legal when it resolves (ruling: it does
nothing for that target; the rest still happens): it says what happened and why."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Play
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import field_ids, resolve, table


def _lines(state: LuxState, since: int) -> list[str]:
    return [event.line for event in state.log[since:]]


def _bolt_on_acolyte() -> LuxState:
    """Ana's Searing Bolt (Power 2 or less) on Bo's Dawn Acolyte (Power 1); Bo holds Blessing."""
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
    )
    state.set_logging(True)
    acolyte = field_ids(state, 1)[0]
    state.apply(Play(state.zones.cards(0, "hand")[0], (acolyte,)))
    return state


def test_a_bolt_whose_target_grew_out_of_reach_says_it_does_nothing() -> None:
    """playtest16: "Searing Bolt resolves." when Bo's Blessing had made the Acolyte Power 3."""
    state = _bolt_on_acolyte()
    acolyte = field_ids(state, 1)[0]
    assert state.decision is not None and state.decision.seat == 1
    state.apply(Play(state.zones.cards(1, "hand")[0], (acolyte,)))
    seen = len(state.log)
    resolve(state)
    lines = _lines(state, seen)
    assert "Blessing resolves." in lines
    assert "Searing Bolt does nothing: Dawn Acolyte has Power 3." in lines
    assert "Searing Bolt resolves." not in lines
    assert state.on_field(acolyte)


def test_a_bolt_on_a_legal_target_still_resolves_as_before() -> None:
    state = _bolt_on_acolyte()
    seen = len(state.log)
    state.apply(Pass())
    resolve(state)
    lines = _lines(state, seen)
    assert lines[lines.index("Searing Bolt resolves.") + 1] == "Dawn Acolyte is destroyed."
