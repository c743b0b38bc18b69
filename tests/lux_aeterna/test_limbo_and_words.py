"""Play-test 13: a Unit sacrificed into Limbo is not destroyed (so "whenever destroyed" effects stay
quiet), and possessives of names ending in s read "Altar of Whispers'"."""

from __future__ import annotations

from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna.actions import Attack, Defend, Play
from tests.lux_aeterna.helpers import field_ids, resolve, table


def test_a_unit_sacrificed_into_limbo_is_not_destroyed_so_the_altar_and_the_thrall_stay_quiet() -> None:
    state = table(
        {"hand": ["dark-bargain"], "field": ["shade-thrall", "altar-of-whispers"], "numen": {"PP": 1}},
        {"hand": ["blessing", "blessing"], "soul": 3},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.zones.cards(0, "limbo") == ["a02"] and field_ids(state, 0) == ["a03"]
    assert state.soul[1] == 3 and len(state.zones.cards(1, "hand")) == 2  # no Altar, no Thrall
    texts = [e.text for e in state.log]
    # playtest20-la F7: the line says why the Altar and the Thrall stay silent
    assert "Ana sacrifices Shade Thrall (not a destruction: no destroy trigger)." in texts
    assert "Shade Thrall goes into Ana's Limbo." in texts
    assert not [e for e in state.log if e.kind == "destroyed"]


def test_a_destroyed_unit_does_trigger_the_altar_and_its_log_line_has_a_plain_apostrophe() -> None:
    state = table(
        {"field": ["shade-thrall", "altar-of-whispers"]},
        {"field": ["star-sentinel"], "hand": ["blessing", "blessing"], "soul": 3},
        step="combat",
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Attack("a01"))
    resolve(state)
    state.apply(Defend("b03"))
    resolve(state)
    texts = [e.text for e in state.log]
    assert "Shade Thrall is destroyed." in texts and state.soul[1] == 2
    assert "Altar of Whispers' effect resolves." in texts
    assert not [t for t in texts if "s's" in t]


def test_possessive_takes_an_apostrophe_alone_after_s() -> None:
    assert possessive("Bo") == "Bo's"
    assert possessive("Altar of Whispers") == "Altar of Whispers'"
    assert possessive("Marcus") == "Marcus'"


def test_the_sacrifice_choice_tells_two_copies_apart() -> None:
    """playtest21-la N5: Dark Bargain offered "Choose Whispering Cultist" twice, one of them
    attacking, with nothing to tell which was which."""
    from cardtable.games.lux_aeterna.describe import describe

    state = table(
        {"hand": ["dark-bargain"], "field": ["whispering-cultist", "whispering-cultist"], "numen": {"PP": 1}},
        {"hand": ["blessing"]},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.decision is not None and state.decision.kind == "choose"
    words = sorted(describe(state, action) for action in state.legal_actions())
    assert words == ["Choose Whispering Cultist (left)", "Choose Whispering Cultist (right)"], words
