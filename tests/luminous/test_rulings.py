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
    assert st.combat.attacker != stag  # its id is kept apart, only to name it
    st.apply(Pass())
    st.apply(Play(stag))  # fast: back in play, but not the attacker any more
    assert st.sides[0].in_play(st.combat.attacker) is None
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

    OPS.handler("destroy")(st, Ctx(1, "F1", "F0"), CStep("destroy", 0, "chosen"))
    assert st.sides[0].favored == "jeddos" and st.sides[0].life == 20


def test_nothing_limits_uniques_in_play() -> None:
    """The unique limit is a deck-building rule: both players may have the same unique in play."""
    st = position(
        side("silgar", hand=["quinn-crown-prince"], orbs=["crimson"] * 6),
        side("silgar", units=[{"card": "quinn-crown-prince"}]),
    )
    st.apply(Play(hand_card(st, 0, "quinn-crown-prince")))
    assert [u.card.id for u in st.sides[0].units] == ["quinn-crown-prince"]
    assert [u.card.id for u in st.sides[1].units] == ["quinn-crown-prince"]


def test_life_has_no_maximum() -> None:
    st = position(side("silgar"), side("rya-jin", hand=["wander-the-stacks"], orbs=["azure"]), priority=1)
    start = load_catalog().favored["rya-jin"].life
    st.sides[1].life = start
    st.apply(Play(hand_card(st, 1, "wander-the-stacks")))  # on the opponent's turn: +2 life
    assert st.sides[1].life == start + 2


def test_a_step_whose_target_has_left_play_does_nothing() -> None:
    from cardtable.games.luminous.effects import run_steps

    st = position(side(units=[{"card": "trail-guide"}]), side("silgar", units=[{"card": "hedge-tinker"}]))
    gone = unit(st, 1).iid
    st.leave_play(1, unit(st, 1), "hand", "returns to its owner's hand")
    before = st.to_json()
    run_steps(st, Ctx(0, unit(st, 0).iid, gone), (CStep("damage", 3, "chosen"), CStep("void", 0, "chosen")))
    assert st.to_json() == before and gone in st.sides[1].hand


def test_the_coverage_table_names_only_tests_that_exist() -> None:
    """docs/rules/luminous-coverage.md: every ``file.py::test`` it names is a test of that file,
    every ``cards[id]`` a card, Favored or token with its own card test, every row names a test."""
    import re
    from pathlib import Path

    from tests.luminous.test_cards import TESTED

    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "rules" / "luminous-coverage.md").read_text()
    files = {
        path.name: set(re.findall(r"^def (test_\w+)", path.read_text(), re.M))
        for folder in ("luminous", "engine")
        for path in (root / "tests" / folder).glob("test_*.py")
    }
    named = 0
    for file, name in re.findall(
        r"`(?:tests/)?(?:luminous/|engine/|test_engine/)?(test_\w+\.py)::(\w+)`", doc
    ):
        assert name in files[file], f"{file}::{name} is not a test"
        named += 1
    for card_id in re.findall(r"`cards\[([a-z0-9-]{2,})\]`", doc):
        assert card_id in TESTED, f"cards[{card_id}] has no card test"
    rows = [line for line in doc.splitlines() if line.startswith("| ") and not line.startswith("| #")]
    rows = [row for row in rows if not set(row) <= set("|- ") and "| tests |" not in row]
    for row in rows:
        assert "test" in row.split("|")[-2] or "cards[" in row, f"a row without a test: {row}"
    assert named > 100
