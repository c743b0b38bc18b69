"""Triggers and batches (Arrive, Depart, Contact, Nth Wave, start/end), tokens, Void, destroy
versus sacrifice, Bolster and the golden rule."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.games.luminous.actions import Activate, Attack, Play
from tests.luminous.helpers import hand_card, position, relic, side, unit, waits


def test_arrive_triggers_when_the_card_enters_play() -> None:
    st = position(
        side(hand=["hedge-tinker"], orbs=["amber"], relics=[{"card": "ancients-eye"}]), side("silgar")
    )
    st.apply(Play(hand_card(st, 0, "hedge-tinker")))
    assert relic(st, 0).durability == 3


def test_depart_triggers_when_destroyed_into_the_discard_pile() -> None:
    st = position(
        side(units=[{"card": "ancients-servant", "damage": 1}]),
        side("silgar", hand=["sudden-death"], orbs=["crimson"] * 3),
        priority=1,
    )
    before = len(st.sides[0].hand)
    st.apply(Play(hand_card(st, 1, "sudden-death"), unit(st, 0).iid))
    assert st.sides[0].units == [] and len(st.sides[0].hand) == before + 1


def test_returning_to_hand_is_not_a_depart() -> None:
    st = position(
        side(units=[{"card": "ancients-servant"}], hand=["walk-back"], orbs=["amber"] * 2), side("silgar")
    )
    servant = unit(st, 0).iid
    st.apply(Play(hand_card(st, 0, "walk-back"), servant))
    assert st.sides[0].hand == [servant]


def test_sacrifice_is_a_cost_the_owner_pays_and_departs_to_the_discard() -> None:
    st = position(
        side(units=[{"card": "jeddoss-junk-brigade", "arrived": True}], relics=[{"card": "ancients-eye"}]),
        side("silgar"),
    )
    brigade = unit(st, 0).iid
    st.apply(Activate(brigade))  # no expend in the cost: allowed the turn it arrived
    assert brigade in st.sides[0].discard and relic(st, 0).durability == 4


def test_tokens_vanish_outside_play_and_go_back_to_the_box() -> None:
    st = position(side(hand=["field-recruiter", "walk-back"], orbs=["amber"] * 4), side("silgar"))
    st.apply(Play(hand_card(st, 0, "field-recruiter")))
    recruit = next(t for t in st.sides[0].units if t.card.token)
    assert st.pools[0].tokens["recruit"] == 7
    st.apply(Pass())
    st.apply(Play(hand_card(st, 0, "walk-back"), recruit.iid))
    assert recruit.iid not in st.sides[0].hand and st.pools[0].tokens["recruit"] == 8


def test_a_destroyed_token_does_not_enter_the_discard_pile() -> None:
    st = position(
        side(units=[{"card": "recruit"}]),
        side("silgar", hand=["sudden-death"], orbs=["crimson"] * 3),
        priority=1,
    )
    st.apply(Play(hand_card(st, 1, "sudden-death"), unit(st, 0).iid))
    assert st.sides[0].discard == [] and st.pools[0].tokens["recruit"] == 8


def test_the_box_limits_tokens() -> None:
    st = position(
        side(hand=["field-recruiter"], orbs=["amber"] * 2, units=[{"card": "recruit"}] * 8), side("silgar")
    )
    st.apply(Play(hand_card(st, 0, "field-recruiter")))
    assert len(st.sides[0].units) == 9 and st.pools[0].tokens["recruit"] == 0


def test_nth_wave_triggers_on_the_nth_attacker_of_the_turn() -> None:
    st = position(
        side("silgar", units=[{"card": "hedge-tinker"}, {"card": "chartered-expeditioner"}]), side("jeddos")
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Attack(unit(st, 0, 1).iid))  # second attacker: Second Wave (+2) and Silgar's +1 and Overwhelm
    assert waits(st) == ("priority", 1)  # two additions to its stats: no order to choose
    expeditioner = unit(st, 0, 1)
    assert expeditioner.tatk == 3 and "overwhelm" in expeditioner.tkw
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 20 - 1 - 5


def test_a_first_attacker_does_not_trigger_second_wave() -> None:
    st = position(side("silgar", units=[{"card": "chartered-expeditioner"}]), side("jeddos"))
    st.apply(Attack(unit(st, 0).iid))
    assert unit(st, 0).tatk == 0


def test_batch_the_player_chooses_the_order_of_triggers_whose_order_matters() -> None:
    st = position(
        side("silgar", relics=[{"card": "high-command"}]),
        side(
            "rya-jin",
            hand=["velna-exiled-magebreaker"],
            orbs=["azure", "amber", "amber", "crimson"],
            relics=[{"card": "kamaruas-gospel"}],
        ),
        priority=1,
    )
    st.apply(Play(hand_card(st, 1, "velna-exiled-magebreaker"), target=relic(st, 0).iid))
    # Velna's Arrive voids a relic, Rya Jin deals 1, the Gospel wears itself and draws: voiding a
    # relic that gives health can kill units (their deaths join the batch), so Rya is asked (a
    # relic with no Depart trigger and no health bonus is settled silently: test_trigger_order)
    assert waits(st) == ("order", 1)
    velna = next(p for p in st.batch.options(1) if p.source not in ("F1", relic(st, 1).iid))
    assert {p.source for p in st.batch.options(1)} == {"F1", relic(st, 1).iid, velna.source}
    st.apply(Choose(str(velna.uid)))
    assert waits(st) == ("priority", 0)  # the other two only subtract: resolved by themselves
    resolved = [e.text for e in st.log if e.kind == "trigger"]
    assert resolved[0].startswith("Velna") and len(resolved) == 3
    with pytest.raises(IllegalActionError):
        st.apply(Choose("999"))


def test_batch_triggers_that_only_add_resolve_oldest_first_without_a_question() -> None:
    st = position(
        side(
            "jeddos",
            units=[{"card": "hedge-tinker"}],
            hand=["reliquary-tome"],
            orbs=["amber"] * 3,
            relics=[{"card": "ancients-eye"}],
        ),
        side("silgar"),
    )
    st.apply(Play(hand_card(st, 0, "reliquary-tome")))
    # the Tome's Arrive (Bolster the others) and Jeddos's (Bolster it): either order ends the same
    assert waits(st) == ("priority", 1)
    assert relic(st, 0).durability == 3 and relic(st, 0, 1).durability == 3
    resolved = [e.text for e in st.log if e.kind == "trigger"]
    assert resolved[0].startswith("Reliquary Tome") and resolved[1].startswith("Jeddos")


def test_batch_alike_triggers_of_two_cards_need_no_order() -> None:
    st = position(
        side(
            "jeddos",
            hand=["cataclysmic-echo"],
            orbs=["amber"] * 4,
            units=[{"card": "ancients-servant", "damage": 2}, {"card": "ancients-servant", "damage": 2}],
        ),
        side("silgar"),
    )
    st.apply(Play(hand_card(st, 0, "cataclysmic-echo")))
    assert waits(st) == ("priority", 1) and len(st.sides[0].hand) == 2  # both Servants drew


def test_batch_a_draw_that_may_end_the_match_makes_the_order_matter() -> None:
    relics = [{"card": "reliquary-tome"}, {"card": "glass-garden"}, {"card": "ancients-eye"}]
    for deck, asked in ((["walk-back"] * 3, "priority"), ([], "order")):
        st = position(side("silgar"), side("jeddos", relics=relics, deck=deck, life=10))
        st.apply(Pass())
        st.apply(Pass())
        # the Tome's draw (3 relics) and the Garden's life: only an empty deck makes them clash
        assert waits(st) == (asked, 1), deck


def test_batch_active_triggers_before_the_non_active_players() -> None:
    st = position(
        side(
            "jeddos",
            hand=["cataclysmic-echo"],
            orbs=["amber"] * 4,
            units=[{"card": "ancients-servant", "damage": 2}],
        ),
        side("silgar", units=[{"card": "ancients-servant", "damage": 2}], deck=["walk-back"] * 3),
    )
    hand1 = len(st.sides[1].hand)
    st.apply(Play(hand_card(st, 0, "cataclysmic-echo")))
    assert st.sides[0].units == [] and st.sides[1].units == []
    assert len(st.sides[0].hand) == 1 and len(st.sides[1].hand) == hand1 + 1
    draws = [e for e in st.log if e.kind == "draw"]
    assert draws[0].seat == 0 and draws[1].seat == 1


def test_start_of_turn_triggers_then_draw() -> None:
    st = position(
        side("silgar"), side("jeddos", relics=[{"card": "the-lodestar"}, {"card": "glass-garden"}], life=10)
    )
    st.apply(Pass())
    st.apply(Pass())
    assert waits(st) == ("priority", 1)  # two start-of-turn triggers that commute: no question
    assert relic(st, 1).durability == 4 and st.sides[1].life == 11
    assert len(st.sides[1].hand) == 1  # the draw step comes after the start effects


def test_a_relic_cannot_expend_the_turn_it_enters_play() -> None:
    st = position(side(relics=[{"card": "ancients-eye", "arrived": True}]), side("silgar"))
    with pytest.raises(IllegalActionError, match="entered play this turn"):
        st.apply(Activate(relic(st, 0).iid))


def test_a_relic_ability_wears_durability_and_breaks_at_zero() -> None:
    st = position(side(relics=[{"card": "ancients-eye", "durability": 1}]), side("silgar"))
    eye = relic(st, 0).iid
    st.apply(Activate(eye))
    assert st.sides[0].relics == [] and eye in st.sides[0].discard and len(st.sides[0].hand) == 1


def test_bolster_adds_durability() -> None:
    st = position(
        side(hand=["order-the-mind"], orbs=["amber"] * 2, relics=[{"card": "ancients-eye"}]), side("silgar")
    )
    st.apply(Play(hand_card(st, 0, "order-the-mind")))
    assert relic(st, 0).durability == 3


def test_golden_rule_card_text_beats_the_six_orb_rule() -> None:
    st = position(side("rya-jin", hand=["expand-the-mind"], orbs=["azure"] * 3), side("silgar"))
    st.apply(Play(hand_card(st, 0, "expand-the-mind")))
    assert st.sides[0].blooms == 1 and len(st.sides[0].orbs) == 3


def test_golden_rule_a_readied_unit_attacks_again() -> None:
    st = position(
        side("silgar", units=[{"card": "hedge-tinker"}], relics=[{"card": "kinetic-harness"}]), side("jeddos")
    )
    tinker = unit(st, 0).iid
    st.apply(Attack(tinker))
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Activate(relic(st, 0).iid, 0, tinker))
    st.apply(Pass())
    st.apply(Attack(tinker))
    assert st.attacks == 2


def test_rya_jin_rewards_a_card_played_on_the_opponents_turn() -> None:
    st = position(
        side("silgar"), side("rya-jin", hand=["wander-the-stacks"], orbs=["azure"], life=10), priority=1
    )
    st.apply(Play(hand_card(st, 1, "wander-the-stacks")))
    assert st.sides[0].life == 19 and st.sides[1].life == 12


def test_void_removes_a_card_for_good() -> None:
    from cardtable.games.luminous.compiled import CStep
    from cardtable.games.luminous.effects import OPS, Ctx

    st = position(side(units=[{"card": "trail-guide"}]), side("silgar"))
    guide = unit(st, 0).iid
    OPS.handler("void")(st, Ctx(1, "F1", guide), CStep("void", 0, "chosen"))
    assert st.sides[0].void == [guide] and st.sides[0].discard == []


def test_a_record_written_with_resolve_actions_still_reads() -> None:
    from cardtable.games.luminous.actions import CODEC

    assert CODEC.from_json({"kind": "resolve", "uid": 7}) == Choose("7")
    assert CODEC.from_json(Choose("7").to_json()) == Choose("7")


def test_damage_to_an_attacker_that_departs_with_a_trigger_asks_for_the_order() -> None:
    # docs/rules/luminous.md "Batches": damage to the attacker settles silently only when its
    # death would add no trigger; Ancient's Servant draws a card when it departs.
    def rya_answers(attacker: str) -> Any:
        st = position(
            side("jeddos", units=[{"card": attacker}]),
            side("rya-jin", hand=["ryas-horizon-guard"], orbs=["azure"] * 4),
            combat={"attacker": 0, "target": "favored"},
            priority=1,
        )
        st.apply(Play(hand_card(st, 1, "ryas-horizon-guard")))
        return st

    assert waits(rya_answers("ancients-servant")) == ("order", 1)  # its Depart would join
    assert waits(rya_answers("trail-guide"))[0] != "order"  # no Depart: settled silently


def test_damage_to_an_attacker_that_already_left_play_settles_silently() -> None:
    # The attacker went back to its owner's hand (no longer in play, its id kept apart): Rya's Horizon
    # Guard's damage hits no one and no Depart can follow, so Rya Jin is not asked for an order.
    # The order check looked the gone attacker up and raised (KeyError: a random game of
    # test_properties, seed 12).
    st = position(
        side("jeddos", units=[{"card": "ancients-servant"}]),
        side("rya-jin", hand=["ryas-horizon-guard"], orbs=["azure"] * 4),
        combat={"attacker": 0, "target": "favored"},
        priority=1,
    )
    st.leave_play(0, unit(st, 0), "hand", "returns to its owner's hand")
    assert st.combat is not None and st.sides[0].in_play(st.combat.attacker) is None
    st.apply(Play(hand_card(st, 1, "ryas-horizon-guard")))
    assert waits(st)[0] != "order"
