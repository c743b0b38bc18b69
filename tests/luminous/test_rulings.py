"""The rulings this suite decided (docs/rules/luminous.md), one test each."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.actions import Activate, Attack, Block, Concede, Play, PlayBloom, PlayOrb
from cardtable.games.luminous.catalog import load_catalog
from cardtable.games.luminous.compiled import CStep
from cardtable.games.luminous.effects import Ctx, deal_damage, settle
from tests.luminous.helpers import hand_card, position, relic, side, unit


def test_both_favored_at_zero_at_once_is_a_draw() -> None:
    st = position(side(life=1), side("silgar", life=1))
    deal_damage(st, 0, None, 1, "F1")
    deal_damage(st, 1, None, 1, "F0")
    settle(st)
    assert st.outcome is not None and st.outcome.winners == () and st.to_act is None


def test_a_player_may_concede() -> None:
    st = position(side(), side("silgar"))
    st.apply(Concede())
    assert st.outcome.winners == (1,) and st.outcome.termination == "concede"


def test_a_static_ends_when_its_source_leaves_and_the_unit_may_die_of_it() -> None:
    st = position(
        side(
            units=[{"card": "trail-guide", "damage": 2}], relics=[{"card": "high-command", "durability": 1}]
        ),
        side("silgar", units=[{"card": "hedge-tinker"}], relics=[{"card": "vortex-cannister"}]),
        priority=1,
    )
    st.apply(Activate(relic(st, 1).iid, 0, unit(st, 1).iid))  # ping its own Tinker: nothing to do with Jeddos
    assert len(st.sides[0].units) == 1
    deal_damage(st, 0, relic(st, 0), 1, "")
    settle(st)  # High Command breaks: the Guide (2 health, 2 damage) dies at once
    assert st.sides[0].units == [] and st.sides[0].relics == []


def test_a_unit_with_no_legal_arrive_target_may_still_be_played_but_a_spell_may_not() -> None:
    st = position(
        side("rya-jin", hand=["delcan-operative", "sudden-death"], orbs=["azure"] * 6), side("silgar")
    )
    assert not any(isinstance(a, Play) and st.ids[a.card] == "sudden-death" for a in st.legal_actions())
    with pytest.raises(IllegalActionError, match="no legal target"):
        st.apply(Play(hand_card(st, 0, "sudden-death")))
    st.apply(Play(hand_card(st, 0, "delcan-operative")))
    assert unit(st, 0).card.id == "delcan-operative"


def test_a_defender_who_has_not_passed_may_add_blockers_later() -> None:
    st = position(
        side(units=[{"card": "jeddoss-junk-brigade"}], hand=["order-the-mind"], orbs=["amber"] * 2),
        side("silgar", units=[{"card": "hedge-tinker"}, {"card": "toll-collectors"}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Play(hand_card(st, 0, "order-the-mind")))  # the attacker acts: the defender gets priority
    st.apply(Block((unit(st, 1, 1).iid,)))
    assert len(st.combat.blockers) == 2
    st.apply(Pass())
    with pytest.raises(IllegalActionError, match="already blocking|not a unit|expended"):
        st.apply(Block((unit(st, 1).iid,)))


def test_an_attacker_that_left_play_deals_no_damage_and_a_returning_card_is_new() -> None:
    st = position(
        side("rya-jin", units=[{"card": "vinehorn-stag"}], hand=["walk-back"], orbs=["azure"] * 6),
        side("silgar"),
    )
    stag = unit(st, 0).iid
    st.apply(Attack(stag))
    st.apply(Pass())
    st.apply(Play(hand_card(st, 0, "walk-back"), stag))
    assert st.combat.attacker == ""
    st.apply(Pass())
    st.apply(Play(stag))  # fast: back in play, but not the attacker any more
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 and st.combat is None and unit(st, 0).iid == stag


def test_the_engine_never_passes_for_a_player() -> None:
    st = position(side(), side("silgar"), priority=1)
    assert [a.KIND for a in st.legal_actions()] == ["pass"]
    assert st.to_act == 1  # the app's auto-pass setting decides, acting only on kind "pass"


def test_orbs_are_not_played_during_combat() -> None:
    st = position(side(units=[{"card": "trail-guide"}]), side("silgar"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    with pytest.raises(IllegalActionError):
        st.apply(PlayOrb("amber"))


def test_the_box_limits_blooms() -> None:
    st = position(side(orbs=["amber"] * 6, blooms=6), side("silgar"))
    with pytest.raises(IllegalActionError, match="no Luminous Bloom is left"):
        st.apply(PlayBloom())


def test_cost_in_effects_counts_every_symbol() -> None:
    cards = load_catalog().cards
    assert cards["jungle-dragon"].cost == 5 and cards["walk-back"].cost == 2


def test_a_worn_cost_needs_that_much_durability() -> None:
    st = position(side(relics=[{"card": "ancients-eye", "durability": 1}]), side("silgar"))
    from cardtable.games.luminous.legal import activate_problem

    relic(st, 0).durability = 0  # (a relic at 0 is gone at once; this only probes the check)
    assert "durability" in activate_problem(st, 0, Activate(relic(st, 0).iid))


def test_the_favored_never_leaves_play() -> None:
    st = position(side(), side("silgar"))
    from cardtable.games.luminous.effects import OPS

    OPS["destroy"](st, Ctx(1, "F1", "F0"), CStep("destroy", 0, "chosen"))
    assert st.sides[0].favored == "jeddos" and st.sides[0].life == 20
