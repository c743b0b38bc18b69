"""What players read: the article before an orb's colour follows the colour ("an amber
orb", "a crimson orb") in refusals, the log and the action labels; a Favored's life is shown from 0
up, with the overkill apart."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.words import a_or_an
from cardtable.games.luminous.actions import Activate, Attack, Pivot, Play, PlayOrb
from cardtable.games.luminous.impl import IMPL
from cardtable.games.luminous.words import an_orb
from tests.luminous.helpers import hand_card, pass_until, position, relic, side, unit


def test_an_orb_takes_an_before_a_vowel() -> None:
    assert [an_orb(c) for c in ("amber", "azure", "crimson")] == [
        "an amber orb",
        "an azure orb",
        "a crimson orb",
    ]
    assert a_or_an("Amber") == "an Amber" and a_or_an("Crimson") == "a Crimson"


def test_refusals_name_the_orb_check_with_the_right_article() -> None:
    st = position(side(hand=["the-lodestar"], orbs=["crimson"] * 4), side("silgar"))
    with pytest.raises(IllegalActionError, match="the orb check needs an amber orb in play"):
        st.apply(Play(hand_card(st, 0, "the-lodestar")))
    short = position(side(hand=["the-lodestar"], orbs=["amber"]), side("silgar"))
    with pytest.raises(
        IllegalActionError, match=r"3 essence to pay, and besides an amber orb that does not pay"
    ):
        short.apply(Play(hand_card(short, 0, "the-lodestar")))
    paid = position(
        side(hand=["the-lodestar"], orbs=["amber", "crimson", "crimson", "crimson"]), side("silgar")
    )
    amber = next(o[0] for o in paid.sides[0].orbs if o[1] == "amber")
    crimson = [o[0] for o in paid.sides[0].orbs if o[1] == "crimson"]
    with pytest.raises(IllegalActionError, match="needs an amber orb in play that this payment does not use"):
        paid.apply(Play(hand_card(paid, 0, "the-lodestar"), pay=(amber, *crimson[:2])))


def test_the_log_and_the_action_labels_say_an_amber_orb() -> None:
    st = position(side(), side("silgar"))
    st.apply(PlayOrb("amber"))
    assert st.log[-1].text.endswith("plays an amber orb.")
    assert str(PlayOrb("azure")) == "Play an azure orb" and str(PlayOrb("crimson")) == "Play a crimson orb"
    six = position(side(orbs=["amber"] * 6), side("silgar"))
    six.apply(Pivot(six.sides[0].orbs[0][0], "crimson"))
    texts = [event.text for event in six.log[-2:]]
    assert texts[0].endswith("pivots: an amber orb goes back to the pile.")
    assert texts[1].endswith("plays a crimson orb.")


def test_life_is_shown_from_zero_with_the_overkill_apart() -> None:
    st = position(side(units=[{"card": "jeddoss-junk-brigade"}]), side("silgar", life=1))
    st.apply(Attack(unit(st, 0).iid))
    pass_until(st, "none", limit=4)
    assert st.is_over and st.sides[1].life == -2 and st.outcome.winners == (0,)
    for seat in (0, 1, None):
        table = st.view(seat)["sides"]
        assert (table[1]["life"], table[1]["overkill"]) == (0, 2)
        assert (table[0]["life"], table[0]["overkill"]) == (20, 0)
    assert IMPL.progress is not None and IMPL.progress(st) == (20.0, 0.0)
    assert st.outcome.scores == (20.0, 0.0)


def test_the_log_numbers_attacks_and_spells_keywords_and_blooms_as_printed() -> None:
    # Found playing by hand: "(attack 1 this turn)" read as an attack value of 1, "gains lunge"
    # did not match the card's "Lunge", and "1 Luminous Bloom(s)" left the plural to the reader.
    from cardtable.engine.words import ordinal

    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
    ]  # fmt: skip
    st = position(
        side("silgar", units=[{"card": "silgars-elite"}], relics=[{"card": "mobile-armory"}]),
        side("jeddos"),
    )
    armory = st.sides[0].relics[0].iid
    use = next(a for a in st.legal_actions() if a.KIND == "activate" and getattr(a, "source", None) == armory)
    st.apply(use)
    assert any(event.text == "Silgar's Elite gains Lunge." for event in st.log)
    st.apply(next(a for a in st.legal_actions() if a.KIND == "pass"))  # the foe lets it be
    st.apply(Attack(unit(st, 0).iid))
    assert st.log[-1].text == "Silgar's Elite attacks Jeddos, Brother of the Road (1st attack this turn)."
    blooms = position(side(hand=["walk-back"], units=[{"card": "trail-guide"}], blooms=2), side("silgar"))
    blooms.apply(Play(hand_card(blooms, 0, "walk-back"), unit(blooms, 0).iid))
    assert any(event.text == "Ana sacrifices 2 Luminous Blooms for essence." for event in blooms.log)
    from cardtable.games.luminous.actions import Mulligan
    from cardtable.games.luminous.state import LuminousState

    opening = LuminousState(["Ana", "Bo"], 3, {"decks": ["jeddos", "silgar"]})
    first = opening.first
    opening.apply(Mulligan((opening.sides[first].hand[0],)))
    assert any(e.text.endswith("puts a card on the bottom and draws as many.") for e in opening.log)
    opening.apply(Mulligan(tuple(opening.sides[1 - first].hand[:2])))
    assert any(e.text.endswith("puts 2 cards on the bottom and draws as many.") for e in opening.log)


def test_an_activation_names_the_relic_without_its_owner_who_is_the_subject() -> None:
    # playtest21-lum: "Bo activates Bo's Vortex Cannister" when both sides had one
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import scenes

    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["relics"] = [{"card": "high-command"}]
    cpu["relics"] = [{"card": "high-command"}]
    state = from_scenario(data)
    boost = next(a for a in state.legal_actions() if a.KIND == "activate")
    state.apply(boost)
    line = next(e.text for e in reversed(state.log) if e.kind == "activate")
    assert line.startswith("Ana activates High Command targeting "), line


def test_a_target_is_told_apart_from_its_namesake_on_the_other_side() -> None:
    # playtest22-lum: "Ana activates Vortex Cannister targeting Trail Guide." with a Trail Guide on
    # each side, where the next line said "Bo's Trail Guide (right) takes 1 damage."
    st = position(
        side(units=[{"card": "trail-guide"}], relics=[{"card": "vortex-cannister"}]),
        side("silgar", units=[{"card": "trail-guide"}, {"card": "trail-guide"}]),
    )
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 1, 1).iid))
    assert [e.text for e in st.log[-2:]] == [
        "Ana activates Vortex Cannister targeting Bo's Trail Guide (right), wearing 1 durability (2 left).",
        "Bo's Trail Guide (right) takes 1 damage.",
    ]


def test_an_ability_that_wears_its_relic_says_what_is_left() -> None:
    # playtest23-lum: Chains, Eye and Cannister lost durability without a word in the log
    st = position(
        side(units=[{"card": "trail-guide"}], relics=[{"card": "vortex-cannister", "durability": 2}]),
        side("silgar", units=[{"card": "trail-guide"}]),
    )
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 1).iid))
    assert (
        st.log[-2].text
        == "Ana activates Vortex Cannister targeting Bo's Trail Guide, wearing 1 durability (1 left)."
    )
    assert relic(st, 0).durability == 1


def test_a_relic_worn_past_its_last_durability_loses_only_what_it_had() -> None:
    # playtest22-lum: "Vortex Cannister loses 3 durability (0 left)" for a relic with 2 left
    st = position(
        side(units=[{"card": "undercity-expropriator"}]),  # 3 attack
        side("silgar", relics=[{"card": "vortex-cannister", "durability": 1}]),
    )
    st.apply(Attack(unit(st, 0).iid, relic(st, 1).iid))
    st.apply(Pass())
    st.apply(Pass())
    lines = [e.text for e in st.log if "Vortex Cannister" in e.text]
    assert lines[-2:] == [
        "Vortex Cannister takes 3 damage and loses its last 1 durability.",
        "Vortex Cannister is destroyed.",
    ]
