"""A trigger whose target, chosen as its card was played, has left play when it resolves says so
in the log (the Lux Aeterna gap of playtest16, "Searing Bolt resolves." when it did nothing, met
here by Arrive triggers: rules, "a step whose target has left play does nothing")."""

from __future__ import annotations

import copy

from cardtable.engine.kernel.batches import Pending
from cardtable.games.luminous import flow
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes


def _velna_aimed_at_the_garden(gone: bool) -> list[str]:
    """Ana's Velna (Arrive: void an enemy relic; on the other's turn, 2 damage too) aimed at Bo's
    Glass Garden; the Garden leaves play first when ``gone``."""
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["units"] = [{"card": "velna-exiled-magebreaker"}]
    st = from_scenario(data)
    st.set_logging(True)
    velna = st.sides[0].units[0].iid
    garden = st.sides[1].relics[0]
    st.choices[velna] = garden.iid
    if gone:
        st.leave_play(1, garden, "discard", "is destroyed")
    seen = len(st.log)
    flow.resolve_trigger(st, Pending(99, 0, velna, "0", velna))
    return [event.line for event in st.log[seen:]]


def test_an_arrive_whose_target_left_play_says_so() -> None:
    lines = _velna_aimed_at_the_garden(gone=True)
    assert lines[0] == (
        "Velna, Exiled Magebreaker: arrive trigger resolves; Glass Garden has left play, so nothing"
        " happens to it."
    ), lines


def test_an_arrive_on_a_target_in_play_resolves_as_before() -> None:
    lines = _velna_aimed_at_the_garden(gone=False)
    assert lines[0] == "Velna, Exiled Magebreaker: arrive trigger resolves.", lines
    assert any("Glass Garden" in line for line in lines[1:]), lines
