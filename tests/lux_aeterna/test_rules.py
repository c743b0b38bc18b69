"""One test per rule of the Lux Aeterna rulebook and per ruling (docs/rules/lux-aeterna.md),
each built from a scenario: set the position, act, check the exact outcome."""

from __future__ import annotations

import pytest

from cardtable.engine import new_game
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.games.lux_aeterna.actions import (
    Accumulate,
    Activate,
    Attack,
    Concede,
    Discard,
    Offer,
    Play,
)
from tests.lux_aeterna.helpers import field_ids, pass_to, resolve, snapshot, table

# ----- setup -----------------------------------------------------------------------------------


def test_each_player_starts_with_five_cards_six_lives_and_a_full_supply() -> None:
    state = new_game("lux-aeterna", ["Ana", "Bo"], 4)
    assert [len(state.zones.cards(s, "hand")) for s in (0, 1)] == [5, 5]
    assert [len(state.zones.cards(s, "codex")) for s in (0, 1)] == [25, 25]
    assert state.soul == [6, 6]
    assert state.turn == 1 and state.active == state.first
    # The first player is in the Start window (a Prayer may be played there), then skips the draw.
    assert state.step == "start" and state.decision is not None and state.decision.kind == "priority"
    state.apply(Pass())
    assert state.step == "draw"
    state.apply(Pass())
    assert state.decision is not None and state.decision.kind == "offering"
    assert len(state.zones.cards(state.first, "hand")) == 5


def test_the_starting_hand_is_one_line_its_cards_for_its_owner_its_size_for_the_other() -> None:
    state = new_game("lux-aeterna", ["Ana", "Bo"], 4)
    deals = [e for e in state.log if e.kind == "deal"]
    assert [e.seat for e in deals] == [0, 1] and not [e for e in state.log if e.kind == "draw"]
    for deal in deals:
        name, seat = state.players[deal.seat], deal.seat
        assert deal.text_for(1 - seat) == f"{name} draws a starting hand of 5."
        own = deal.text_for(seat)
        assert own.startswith(f"{name} draws a starting hand of 5: ")
        hand = sorted(state.card_def(i).name for i in state.zones.cards(seat, "hand"))
        assert sorted(own.split(": ", 1)[1].rstrip(".").split(", ")) == hand


def test_codices_are_chosen_by_id_or_by_emissary() -> None:
    state = new_game("lux-aeterna", ["Ana", "Bo"], 4, {"decks": ["starwatch", "morvane"]})
    assert state.codex_id == ["starwatch", "veiled-court"] and state.emissary == ["orin", "morvane"]


def test_the_first_player_does_not_draw_and_cannot_attack_on_turn_one() -> None:
    state = table({"field": ["cinder-hound"]}, turn=1, first=0, step="combat")
    assert not any(isinstance(a, Attack) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="first turn"):
        state.apply(Attack("a01"))
    state2 = table({"field": ["cinder-hound"]}, turn=2, first=1, step="combat")
    assert Attack("a01") in state2.legal_actions()


# ----- the turn --------------------------------------------------------------------------------


def _end_turn(state) -> None:
    """Pass through Ana's remaining steps into Bo's turn."""
    while state.active == 0 and state.result is None:
        decision = state.decision
        if decision.kind == "priority":
            state.apply(Pass())
        else:
            state.apply(state.legal_actions()[0])


def test_start_of_turn_whitens_the_numen_but_not_accumulated_lights_and_depolarizes() -> None:
    state = table(
        {"field": [{"card": "cinder-hound", "polarized": True}]},
        {
            "numen": {"XX": 2, "WW": 1},
            "field": [{"card": "dawn-acolyte", "polarized": True, "lights": {"XX": 1}}],
        },
        step="main2",
    )
    _end_turn(state)
    assert state.active == 1
    assert state.numen[1].get("XW") == 2 and state.numen[1].get("WW") == 1 and "XX" not in state.numen[1]
    assert state.lights_on["b01"] == {"XX": 1}
    assert "b01" not in state.polarized  # Bo's card depolarized at Bo's start
    assert "a01" in state.polarized  # Ana's stays polarized until her own start


def test_draw_phase_draws_the_top_card() -> None:
    state = table(foe={"codex": ["sunlit-warden", "blessing"]}, step="main2")
    pass_to(state, 1, "draw")
    hand = [state.card_of[i] for i in state.zones.cards(1, "hand")]
    assert hand == ["sunlit-warden"]


def test_an_impossible_draw_deals_one_damage() -> None:
    state = table(foe={"codex": []}, step="main2")
    pass_to(state, 1, "draw")
    assert state.soul[1] == 5 and state.numen[1].get("WW") == 1


def test_offering_adds_its_lights_from_the_supply() -> None:
    state = table(foe={"codex": ["blessing"]}, step="main2")
    pass_to(state, 1, "offering")
    assert state.decision.kind == "offering" and state.decision.seat == 1
    before = state.supply["X"]
    state.apply(Offer(0))
    assert state.numen[1].get("XX") == 2 and state.supply["X"] == before - 2


def test_flexible_offering_takes_the_colours_picked() -> None:
    state = table(foe={"codex": ["blessing"]}, step="main2")
    pass_to(state, 1, "offering")
    assert Offer(1, ("V",)) in state.legal_actions()
    state.apply(Offer(1, ("V",)))
    assert state.numen[1] == {"VV": 1}
    with pytest.raises(IllegalActionError):
        state.apply(Offer(0))


def test_an_offering_the_supply_cannot_give_in_full_is_not_offered() -> None:
    # Three Xanthosis Lights sit in Ana's Numen: the supply has one, Solenne's XX cannot be given.
    state = table({"numen": {"XX": 3}}, {"codex": ["blessing"]}, step="main2")
    pass_to(state, 1, "offering")
    assert state.decision.options == ("1",)
    with pytest.raises(IllegalActionError, match="cannot give"):
        state.apply(Offer(0))


def test_no_offering_at_all_when_the_supply_is_empty() -> None:
    empty = {"R": 0, "X": 0, "C": 0, "V": 0, "P": 0, "W": 0}
    state = table(
        {"numen": {"RR": 4}},
        {"numen": {"XX": 4, "CC": 4, "VV": 4, "PP": 4}, "codex": ["blessing"]},
        step="main2",
        supply=empty,
    )
    pass_to(state, 1, "offering")
    assert state.step == "offering" and state.decision.kind == "priority"  # no offering: the window
    state.apply(Pass())
    assert state.step == "main1" and state.active == 1


def test_end_of_turn_discards_down_to_seven() -> None:
    hand = ["cinder-hound"] * 3 + ["ember-squire"] * 3 + ["sudden-flare"] * 3
    state = table({"hand": hand}, step="main2")
    state.apply(Pass())
    assert state.step == "end" and state.decision.kind == "priority"  # the End window comes first
    state.apply(Pass())
    assert state.decision.kind == "discard" and state.decision.seat == 0
    state.apply(Discard("a01"))
    assert state.decision.kind == "discard"
    state.apply(Discard("a02"))
    assert state.active == 1 and len(state.zones.cards(0, "hand")) == 7
    assert state.zones.cards(0, "requiem") == ["a01", "a02"]


def test_this_turn_bonuses_end_with_the_turn() -> None:
    state = table({"field": ["cinder-hound"], "hand": ["sudden-flare"], "numen": {"RR": 1}}, step="main2")
    state.apply(Play("a01", ("a02",)))
    resolve(state)
    assert state.power("a02") == 5
    _end_turn(state)
    assert state.power("a02") == 3


# ----- Lights and costs ------------------------------------------------------------------------


def test_paid_lights_return_to_the_supply_as_their_own_colour() -> None:
    state = table({"hand": ["cinder-hound"], "numen": {"RR": 1, "XW": 1}})
    before = dict(state.supply)
    state.apply(Play("a01"))
    assert (
        state.numen[0] == {} and state.supply["R"] == before["R"] + 1 and state.supply["X"] == before["X"] + 1
    )


def test_a_spent_life_light_returns_white() -> None:
    state = table({"hand": ["ember-squire"], "numen": {"RR": 1, "WW": 1}})
    state.apply(Play("a01", (), ("numen:RR*1",)))
    assert state.supply["W"] == 0
    state2 = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 1, "WW": 1}},
        supply={"R": 3, "X": 4, "C": 4, "V": 4, "P": 4, "W": 0},
    )
    state2.apply(Play("a01"))
    assert state2.supply["W"] == 1


def test_coloured_symbols_need_that_colour_and_generic_takes_any() -> None:
    state = table({"hand": ["cinder-hound"], "numen": {"RW": 2}})
    assert not any(isinstance(a, Play) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="cannot pay"):
        state.apply(Play("a01"))
    state = table({"hand": ["cinder-hound"], "numen": {"RR": 1, "WW": 1}})
    assert Play("a01") in state.legal_actions()


def test_costs_can_be_paid_with_accumulated_lights() -> None:
    state = table(
        {
            "hand": ["cinder-hound"],
            "field": [{"card": "ember-squire", "lights": {"RR": 1}}],
            "numen": {"WW": 1},
        }
    )
    state.apply(Play("a01"))
    assert "a02" not in state.lights_on and state.numen[0] == {}


def test_an_explicit_payment_is_used_and_a_wrong_one_refused() -> None:
    state = table(
        {
            "hand": ["cinder-hound"],
            "field": [{"card": "ember-squire", "lights": {"RR": 1}}],
            "numen": {"RR": 1, "WW": 1},
        }
    )
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="do not match"):
        state.apply(Play("a01", (), ("numen:WW*1", "numen:RR*1", "a02:RR*1")))
    assert snapshot(state) == before
    state.apply(Play("a01", (), ("a02:RR*1", "numen:RR*1")))
    assert state.numen[0] == {"WW": 1} and "a02" not in state.lights_on


def test_damage_moves_a_life_light_from_the_soul_to_the_numen() -> None:
    state = table({"hand": ["burning-oath"], "numen": {"RR": 3}})
    state.apply(Play("a01"))
    resolve(state)
    assert state.soul[1] == 4 and state.numen[1] == {"WW": 2}


# ----- winning ---------------------------------------------------------------------------------


def test_an_empty_soul_zone_loses_at_once() -> None:
    state = table({"hand": ["burning-oath"], "numen": {"RR": 3}}, {"soul": 2})
    state.apply(Play("a01"))
    resolve(state)
    assert state.is_over and state.outcome.winners == (0,) and state.outcome.termination == "soul-empty"
    assert state.to_act is None and state.legal_actions() == []


def test_a_victory_effect_wins_when_its_requirement_holds() -> None:
    units = ["sunlit-warden"] * 3
    state = table(
        {"hand": ["eternal-dawn"], "field": units, "numen": {"XX": 4, "RR": 1}},
        codices=["dawn-choir", "ember-legion"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.outcome.winners == (0,) and state.outcome.termination == "victory"


def test_a_victory_effect_cannot_be_played_without_its_requirement() -> None:
    state = table(
        {"hand": ["eternal-dawn"], "field": ["sunlit-warden"] * 3, "numen": {"XX": 4, "RR": 1}, "soul": 5},
        codices=["dawn-choir", "ember-legion"],
    )
    with pytest.raises(IllegalActionError, match="needs 6 Lights in your Soul"):
        state.apply(Play("a01"))


def test_limbo_victory_of_final_eclipse() -> None:
    state = table(
        {"hand": ["final-eclipse"], "limbo": ["shade-thrall"] * 4, "numen": {"PP": 2, "WW": 3}},
        codices=["veiled-court", "ember-legion"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.outcome.winners == (0,)


def test_conceding_ends_the_match() -> None:
    state = table()
    state.apply(Concede())
    assert state.outcome.winners == (1,) and state.outcome.termination == "concede"


def test_the_turn_limit_ends_in_a_draw() -> None:
    state = table(turn=80, step="main2")
    _end_turn(state)
    assert state.is_over and state.outcome.winners == () and state.outcome.termination == "turn-limit"


# ----- timing ----------------------------------------------------------------------------------


def test_units_relics_and_prophecies_need_your_main_phase_and_an_empty_queue() -> None:
    state = table(
        {"hand": ["cinder-hound", "war-brazier", "burning-oath"], "numen": {"RR": 4}}, step="combat"
    )
    with pytest.raises(IllegalActionError, match="main phases"):
        state.apply(Play("a01"))
    state = table({"hand": ["cinder-hound", "war-brazier"], "numen": {"RR": 4}})
    state.apply(Play("a01"))
    state.apply(Pass())  # Bo passes; Ana holds priority with Cinder Hound on the queue
    with pytest.raises(IllegalActionError, match="queue is empty"):
        state.apply(Play("a02"))


def test_only_prayers_in_combat() -> None:
    state = table(
        {"hand": ["cinder-hound", "sudden-flare"], "field": ["ember-squire"], "numen": {"RR": 3}},
        step="combat",
    )
    plays = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    assert plays == {"a02"}


def test_prayers_in_the_opponents_turn_only_in_response() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
    )
    # With an empty queue Bo never holds priority in Ana's turn.
    assert state.to_act == 0
    state.apply(Play("a01"))
    assert state.to_act == 1 and Play("b01", ("b02",)) in state.legal_actions()
    state.apply(Play("b01", ("b02",)))
    assert [i.source for i in state.queue] == ["a01", "b01"]


def test_prayers_any_time_in_your_own_turn() -> None:
    state = table({"hand": ["sudden-flare"], "field": ["ember-squire"], "numen": {"RR": 1}}, step="combat")
    assert Play("a01", ("a02",)) in state.legal_actions()


# ----- the queue -------------------------------------------------------------------------------


def test_the_queue_resolves_last_in_first_out_after_both_pass() -> None:
    state = table(
        {"hand": ["sudden-flare", "cinder-hound"], "numen": {"RR": 3}, "field": ["ember-squire"]},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
    )
    state.apply(Play("a02"))  # Cinder Hound
    state.apply(Play("b01", ("b02",)))  # Bo answers with Blessing
    state.apply(Play("a01", ("a03",)))  # Ana answers with Sudden Flare on Ember Squire
    assert [e.source for e in state.queue.resolution_order()] == ["a01", "b01", "a02"]
    state.apply(Pass())
    assert len(state.queue) == 3  # one pass is not enough
    state.apply(Pass())
    assert not state.queue
    resolved = [e.text for e in state.log if e.kind == "resolve"]
    assert resolved[-3:] == ["Sudden Flare resolves.", "Blessing resolves.", "Cinder Hound resolves."]
    assert state.to_act == 0 and state.priority.holder == 0


def test_a_pass_with_an_empty_queue_ends_the_phase() -> None:
    state = table()
    state.apply(Pass())
    assert state.step == "combat" and state.to_act == 0


def test_negate_cancels_an_item_and_its_card_goes_to_the_requiem() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Play("a01"))
    uid = state.queue.top.uid
    state.apply(Play("b01", (f"q{uid}",)))
    resolve(state)
    assert state.zones.cards(0, "requiem") == ["a01"] and field_ids(state, 0) == []
    assert state.zones.cards(1, "requiem") == ["b01"]


def test_a_target_gone_before_resolution_makes_that_part_do_nothing() -> None:
    state = table({"hand": ["searing-bolt", "sudden-flare"], "numen": {"RR": 3}}, {"field": ["dawn-acolyte"]})
    state.apply(Play("a01", ("b01",)))  # Searing Bolt on Dawn Acolyte (Power 1)
    state.apply(Pass())
    state.apply(Play("a02", ("b01",)))  # then +2: Power 3, too big for the Bolt
    resolve(state)
    assert field_ids(state, 1) == ["b01"] and state.zones.cards(0, "requiem") == ["a02", "a01"]


def test_triggers_go_on_the_queue_and_can_be_answered() -> None:
    state = table(
        {"field": ["pyre-colossus"]},
        {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}},
        step="combat",
    )
    state.apply(Attack("a01"))
    kinds = [i.kind for i in state.queue.resolution_order()]
    assert kinds == ["trigger", "attack"] and state.to_act == 1


def test_a_choice_while_resolving_is_its_own_decision() -> None:
    state = table(
        {"hand": ["soul-rend"], "numen": {"PP": 2, "WW": 2}},
        {"field": ["dawn-acolyte", "sunlit-warden"]},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.decision.kind == "choose" and state.decision.seat == 1
    assert set(state.decision.options) == {"b01", "b02"}
    state.apply(Choose("b01"))
    assert state.zones.cards(1, "limbo") == ["b01"] and not state.queue


def test_a_single_possible_choice_is_made_for_the_player() -> None:
    state = table(
        {"hand": ["soul-rend"], "numen": {"PP": 2, "WW": 2}},
        {"field": ["dawn-acolyte"]},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.zones.cards(1, "limbo") == ["b01"] and state.decision.kind == "priority"


# ----- accumulation ----------------------------------------------------------------------------


def test_accumulate_one_light_per_unit_per_turn() -> None:
    state = table({"field": ["ember-squire", "cinder-hound"], "numen": {"RR": 3}})
    state.apply(Accumulate("a01", "RR"))
    assert state.lights_on["a01"] == {"RR": 1} and state.numen[0] == {"RR": 2}
    with pytest.raises(IllegalActionError, match="already received"):
        state.apply(Accumulate("a01", "RR"))
    state.apply(Accumulate("a02", "RR"))
    assert state.accumulated_total(0) == 2


def test_accumulate_only_in_your_main_phase() -> None:
    state = table({"field": ["ember-squire"], "numen": {"RR": 1}}, step="combat")
    with pytest.raises(IllegalActionError, match="main phases"):
        state.apply(Accumulate("a01", "RR"))


def test_a_unit_holds_any_number_of_lights_over_several_turns() -> None:
    state = table({"field": [{"card": "ember-squire", "lights": {"RR": 3}}], "numen": {"RR": 1}})
    state.apply(Accumulate("a01", "RR"))
    assert state.lights_on["a01"] == {"RR": 4}


def test_a_destroyed_cards_lights_return_to_the_supply() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        {"field": [{"card": "dawn-acolyte", "lights": {"XX": 2}}]},
    )
    before = state.supply["X"]
    state.apply(Play("a01", ("b01",)))
    resolve(state)
    assert "b01" not in state.lights_on and state.supply["X"] == before + 2


# ----- emissaries ------------------------------------------------------------------------------


def _attack(state, unit: str) -> None:
    state.apply(Attack(unit))
    resolve(state)


def test_the_emissary_turns_connected_when_its_condition_is_met_and_stays() -> None:
    state = table({"field": ["cinder-hound"]}, step="combat", **{})
    state.progress[0] = 3  # Ignara: the opponent's Soul damaged 4 times
    _attack(state, "a01")
    assert state.connected[0]
    assert "Ignara, Ember Regent turns Connected: Crown of Cinders." in [e.text for e in state.log]
    assert [o.lights for o in state.form(0).offerings][0] == ["rubedian"] * 3
    state.soul[1] = 6
    _end_turn(state)
    assert state.connected[0]


def test_a_connected_emissary_ability() -> None:
    state = table({"numen": {"CC": 1}}, {"field": ["dawn-acolyte"]}, codices=["starwatch", "dawn-choir"])
    assert not any(isinstance(a, Activate) for a in state.legal_actions())
    state.connected[0] = True
    act = Activate("e0", 0, ("b01",))
    assert act in state.legal_actions()
    state.apply(act)
    resolve(state)
    assert "b01" in state.polarized
    with pytest.raises(IllegalActionError, match="already used"):
        state.apply(act)


def test_a_connected_start_of_turn_trigger() -> None:
    state = table(foe={"soul": 4, "numen": {"WW": 2}, "connected": True, "codex": ["blessing"]}, step="main2")
    _end_turn(state)
    resolve(state)
    assert state.soul[1] == 5


# ----- limbo, sacrifice, requiem ---------------------------------------------------------------


def test_sacrifice_puts_your_unit_into_your_limbo_and_counts_for_morvane() -> None:
    state = table(
        {"hand": ["dark-bargain"], "field": ["shade-thrall"], "numen": {"PP": 1}},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.zones.cards(0, "limbo") == ["a02"] and state.progress[0] == 1
    assert len(state.zones.cards(0, "hand")) == 2


def test_an_effect_does_what_it_can_dark_bargain_with_no_unit_still_draws_two() -> None:
    """Ruling (playtest19 asked): the sacrifice is part of Dark Bargain's effect, not a cost, so it
    can be played with no Unit; it sacrifices nothing, counts nothing for Morvane, and draws 2."""
    state = table({"hand": ["dark-bargain"], "numen": {"PP": 1}}, codices=["veiled-court", "dawn-choir"])
    assert any(getattr(action, "card", None) == "a01" for action in state.legal_actions())
    state.apply(Play("a01"))
    resolve(state)
    assert state.zones.cards(0, "limbo") == [] and state.progress[0] == 0
    assert len(state.zones.cards(0, "hand")) == 2
    assert [event.kind for event in state.log[-3:]].count("draw") == 2


def test_call_from_limbo_returns_a_unit_to_the_field() -> None:
    state = table(
        {"hand": ["call-from-limbo"], "limbo": ["abyssal-fiend"], "numen": {"PP": 1, "WW": 2}},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01", ("a02",)))
    resolve(state)
    assert field_ids(state, 0) == ["a02"]


def test_connected_orins_still_heaven_needs_no_light() -> None:
    # balance27: Still Heaven lost its cost of one Caelestis Light (docs/balance-lux-aeterna.md)
    state = table({}, {"field": ["dawn-acolyte"]}, codices=["starwatch", "dawn-choir"])
    state.connected[0] = True
    act = Activate("e0", 0, ("b01",))
    assert act in state.legal_actions()
    state.apply(act)
    resolve(state)
    assert "b01" in state.polarized and not state.numen[0]
