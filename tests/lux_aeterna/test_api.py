"""What the screen asks: describe(), payment previews and choices, attack forecasts, hand status,
the Decision value and the queue as data."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Accumulate, Attack, Defend, Offer, Play
from cardtable.games.lux_aeterna.api import attack_forecast, hand_status, payment_choices, payment_preview
from cardtable.games.lux_aeterna.describe import describe
from cardtable.games.lux_aeterna.present import present
from tests.lux_aeterna.helpers import pass_to, resolve, table


def test_describe_gives_a_sentence_for_every_kind_of_action() -> None:
    state = table(
        {"hand": ["searing-bolt"], "field": ["cinder-hound"], "numen": {"RR": 2}}, {"field": ["dawn-acolyte"]}
    )
    assert describe(state, Play("a01", ("b01",))) == "Play Searing Bolt (R1) on Dawn Acolyte"
    assert describe(state, Accumulate("a02", "RR")) == "Accumulate a Rubedian Light on Cinder Hound"
    assert describe(state, Pass()) == "End Main Phase 1"
    assert describe(state, Attack("a02")) == "Attack with Cinder Hound (Power 3)"
    assert describe(state, Defend(None)) == "Do not defend: take 1 damage"
    assert describe(state, Offer(1, ("V",))) == "Take the flexible offering: Viridian"
    for action in state.legal_actions():
        assert describe(state, action)


def test_payment_preview_says_which_lights_go() -> None:
    state = table(
        {
            "hand": ["cinder-hound"],
            "field": [{"card": "ember-squire", "lights": {"RR": 1}}],
            "numen": {"RR": 1, "WW": 1},
        }
    )
    preview = payment_preview(state, Play("a01"))
    assert [(p.place, p.kind, p.count) for p in preview.lights] == [("numen", "RR", 1), ("numen", "WW", 1)]
    assert preview.text == "1 Rubedian from Numen; 1 White from Numen" and preview.choices > 1
    choices = payment_choices(state, Play("a01"))
    assert choices[0].pay == ("numen:RR*1", "numen:WW*1")
    assert ("a02:RR*1", "numen:WW*1") in [c.pay for c in choices]
    for choice in choices:
        assert payment_preview(state, choice)  # each is a legal, explicit payment
    with pytest.raises(IllegalActionError):
        payment_preview(state, Play("zz"))


def test_attack_forecast_lists_each_possible_defence() -> None:
    state = table(
        {"field": ["cinder-hound"]},
        {
            "field": ["dawn-acolyte", "sunlit-warden", {"card": "cinder-hound", "polarized": True}],
            "soul": 1,
            "numen": {"WW": 5},
        },
        step="combat",
    )
    forecast = attack_forecast(state, "a01")
    assert forecast.attacker_power == 3 and forecast.undefended_damage == 1 and forecast.lethal
    clashes = {c.blocker: (c.attacker_destroyed, c.blocker_destroyed) for c in forecast.clashes}
    assert clashes == {"b01": (False, True), "b02": (True, False)}
    assert forecast.to_json()["clashes"][0]["blocker"] == "b01"


def test_hand_status_explains_what_cannot_be_played() -> None:
    state = table({"hand": ["cinder-hound", "pyre-colossus", "sudden-flare"], "numen": {"RR": 2}})
    status = {s.iid: (s.playable, s.reason) for s in hand_status(state, 0)}
    assert status["a01"] == (True, "")
    assert status["a02"] == (False, "not enough Lights")
    assert status["a03"][0] is False  # no Unit to target


def test_the_decision_and_the_queue_are_data_in_the_view() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
    )
    state.apply(Play("a01"))
    state.apply(Play("b01", ("b02",)))
    view = present(state, 0)
    assert view.decision.seat == 0 and view.decision.kind == "priority" and view.priority == 0
    assert [(q.order, q.source_name, q.controller) for q in view.queue] == [
        (1, "Blessing", 1),
        (2, "Cinder Hound", 0),
    ]
    assert view.queue[0].target_names == ("Dawn Acolyte",) and view.queue[0].text
    resolve(state)
    pass_to(state, 1, "offering")  # Ana's turn ends; Bo's offering
    bo = present(state, 1)
    assert bo.decision.kind == "offering" and bo.decision.options
    assert present(state, 0).decision.options == ()  # only the deciding seat sees the options


def test_actions_are_grouped_by_the_card_they_start_from() -> None:
    from cardtable.games.lux_aeterna.api import actions_by_card

    state = table({"hand": ["sudden-flare", "cinder-hound"], "field": ["ember-squire"], "numen": {"RR": 2}})
    grouped = actions_by_card(state)
    assert [a.KIND for a in grouped[""]] == ["pass"]
    assert {a.targets for a in grouped["a01"]} == {("a03",)}
    assert [a.KIND for a in grouped["a02"]] == ["play"]
    assert {a.KIND for a in grouped["a03"]} == {"accumulate"}


def test_white_lights_that_differ_only_in_what_goes_back_are_one_choice() -> None:
    # issue 25, item 9: R1 paid with the Rubedian and one White Light, as the table shows it: one
    # choice; the table keeps the life Light and sends back the colour the supply lacks (R 2, X 3)
    state = table({"hand": ["cinder-hound"], "numen": {"RR": 1, "RW": 1, "WW": 1, "XW": 1}})
    assert [c.pay for c in payment_choices(state, Play("a01"))] == [("numen:RR*1", "numen:RW*1")]
    assert payment_preview(state, Play("a01")).choices == 1
    # only the life Light and a flipped one: the flipped one goes back, the life Light stays
    state = table({"hand": ["cinder-hound"], "numen": {"RR": 1, "WW": 1, "XW": 1}})
    assert [c.pay for c in payment_choices(state, Play("a01"))] == [("numen:RR*1", "numen:XW*1")]


def test_white_lights_that_return_different_colours_to_the_supply_are_different_exact_choices() -> None:
    # R1: the Rubedian and one White Light; each White goes back to the supply as its own colour
    state = table({"hand": ["cinder-hound"], "numen": {"RR": 1, "RW": 1, "WW": 1, "XW": 1}})
    pays = [c.pay for c in payment_choices(state, Play("a01"), exact=True)]
    assert sorted(pays) == [
        ("numen:RR*1", "numen:RW*1"),
        ("numen:RR*1", "numen:WW*1"),
        ("numen:RR*1", "numen:XW*1"),
    ]
    # a flipped Light, the life Light kept; of those the colour the supply has fewer of (R 2, X 3)
    assert pays[0] == ("numen:RR*1", "numen:RW*1")
    preview = payment_preview(state, Play("a01"), exact=True)
    assert preview.choices == 3 and preview.text == "1 Rubedian from Numen; 1 Rubedian (White) from Numen"


def test_the_suggested_white_light_refills_the_colour_the_supply_lacks() -> None:
    # the play-test: Bo's White Lights of mixed origin and no Xanthosis left in the supply
    bo = {"hand": ["dawn-acolyte"], "numen": {"CW": 2, "XW": 2, "VW": 1, "CC": 1}}
    state = table({"numen": {"XX": 2}}, bo, active=1)  # supply: Xanthosis 0, Caelestis 1, Viridian 3
    shown = [c.pay for c in payment_choices(state, Play("b01"), exact=True)]
    assert ("numen:XW*1",) in shown and ("numen:VW*1",) in shown and ("numen:CW*1",) in shown
    assert shown[0] == ("numen:XW*1",)
    # by default the White Lights are one choice, the one the supply lacks standing for them
    assert [c.pay for c in payment_choices(state, Play("b01"))] == [("numen:XW*1",), ("numen:CC*1",)]
    assert payment_preview(state, Play("b01")).text == "1 Xanthosis (White) from Numen"
    state.apply(Play("b01", pay=("numen:CW*1",)))  # any of them may still be chosen
    assert state.supply["C"] == 2 and state.supply["X"] == 0


def test_the_suggested_payment_keeps_the_lights_the_rest_of_the_hand_needs() -> None:
    state = table({"hand": ["grove-tender", "sudden-flare"], "numen": {"RR": 1, "VV": 2}})
    first, other = payment_choices(state, Play("a01"))  # V1, with Sudden Flare (R) in hand
    assert first.pay == ("numen:VV*2",) and other.pay == ("numen:RR*1", "numen:VV*1")
    assert payment_preview(state, Play("a01")).text == "2 Viridian from Numen"
    state.apply(first)
    assert state.numen[0].get("RR") == 1 and not state.numen[0].get("VV")


def test_every_offering_is_listed_in_a_fixed_order_those_the_supply_lacks_with_the_reason() -> None:
    state = table(
        {"connected": True, "numen": {"RR": 2, "VW": 1}}, {"numen": {"RR": 2, "VV": 2, "CC": 3}}, step="draw"
    )
    state.apply(Pass())  # Ana's Offering: the supply holds no Rubedian, 1 Caelestis, 1 Viridian
    offers = present(state, 0).offers
    assert len(offers) == 16 and present(state, 1).offers == ()  # RRR, then 15 picks of two colours
    assert {o.action for o in offers if o.available} == set(state.legal_actions())
    reasons = {o.action: o.reason for o in offers}
    assert reasons[Offer(0)] == "the supply has no Rubedian Light left"
    assert reasons[Offer(1, ("C", "C"))] == "the supply has only 1 Caelestis Light left"
    assert reasons[Offer(1, ("C", "V"))] == ""
    assert [o.action for o in offers][:3] == [Offer(0), Offer(1, ("R", "R")), Offer(1, ("R", "X"))]
