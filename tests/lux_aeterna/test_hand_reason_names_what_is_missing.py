"""A card that cannot be played for want of a target says which target is missing (playtest21-la
N19: Call from Limbo with an empty Limbo said "no legal target or requirement unmet")."""

from __future__ import annotations

from cardtable.games.lux_aeterna.api import hand_status
from tests.lux_aeterna.helpers import table


def test_each_card_names_the_target_it_lacks() -> None:
    state = table(
        {
            "hand": ["call-from-limbo", "searing-bolt", "sudden-flare", "negate"],
            "numen": {"PP": 1, "WW": 3, "RR": 2, "CC": 2},
        },
        {},
        codices=["veiled-court", "ember-legion"],
    )
    reasons = {state.card_def(s.iid).name: s.reason for s in hand_status(state, 0) if not s.playable}
    assert reasons == {
        "Call from Limbo": "there is no Unit in your Limbo to target",
        "Searing Bolt": "there is no Unit on the field with Power 2 or less to target",
        "Sudden Flare": "there is no Unit on the field to target",
        # playtest23-la: Negate with an empty queue said "there is no on the queue to target".
        "Negate": "there is nothing on the queue to target",
    }


def test_a_unit_in_limbo_makes_call_from_limbo_playable() -> None:
    state = table(
        {"hand": ["call-from-limbo"], "numen": {"PP": 1, "WW": 3}, "limbo": ["shade-thrall"]},
        {},
        codices=["veiled-court", "ember-legion"],
    )
    (status,) = hand_status(state, 0)
    assert status.playable, status.reason
