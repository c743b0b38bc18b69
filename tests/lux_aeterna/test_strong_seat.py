"""The strong seat's rollouts and candidates never aim a harmful effect at its own cards, nor a
helpful one at the opponent's (docs/balance-lux-aeterna.md: Starwatch's rollouts spent Frozen
Moment and Negate on themselves)."""

from __future__ import annotations

import pytest

from cardtable.engine.kernel.decision import Pass
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Activate, Attack, Play
from cardtable.games.lux_aeterna.bots import (
    READY_ANSWER,
    StrongBot,
    aims_astray,
    drops_guard,
    evaluate,
    has_aim,
    heuristic_action,
    idle_counter,
    idle_pump,
    strong_evaluate,
)
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import field_ids, pass_to, resolve, table


def _frozen_moment_in_combat() -> tuple[LuxState, str, str, str]:
    """Ana (Starwatch) in her Combat holds Frozen Moment; each side has one unpolarized Unit."""
    state = table(
        {"hand": ["frozen-moment"], "field": ["veiled-seer"], "numen": {"CC": 1}},
        {"field": ["dawn-acolyte"]},
        codices=["starwatch", "dawn-choir"],
        step="combat",
    )
    frozen = state.zones.cards(0, "hand")[0]
    return state, frozen, field_ids(state, 0)[0], field_ids(state, 1)[0]


def test_a_harmful_effect_on_ones_own_unit_is_astray_and_on_the_enemy_is_not() -> None:
    state, frozen, mine, theirs = _frozen_moment_in_combat()
    assert aims_astray(state, 0, Play(frozen, (mine,)))
    assert not aims_astray(state, 0, Play(frozen, (theirs,)))
    assert not aims_astray(state, 0, Play(frozen))  # no target: nothing to misaim


def test_a_helpful_effect_on_an_enemy_unit_is_astray() -> None:
    state = table(
        {"hand": ["sudden-flare"], "field": ["ember-squire"], "numen": {"RR": 1}}, {"field": ["dawn-acolyte"]}
    )
    flare = state.zones.cards(0, "hand")[0]
    assert aims_astray(state, 0, Play(flare, (field_ids(state, 1)[0],)))
    assert not aims_astray(state, 0, Play(flare, (field_ids(state, 0)[0],)))


def test_negating_ones_own_queue_item_is_astray() -> None:
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Play(state.zones.cards(0, "hand")[0]))
    item = f"q{state.queue.top.uid}"
    negate = state.zones.cards(1, "hand")[0]
    assert not aims_astray(state, 1, Play(negate, (item,)))
    assert aims_astray(state, 0, Play(negate, (item,)))  # as if Ana held it: her own card


def test_the_rollout_policy_never_freezes_its_own_unit() -> None:
    state, frozen, mine, _ = _frozen_moment_in_combat()
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert Play(frozen, (mine,)) not in picks
    assert any(isinstance(act, Play) for act in picks)  # it still plays the Prayer on the enemy


def test_the_strong_seat_never_picks_an_action_aimed_astray() -> None:
    state, frozen, mine, _ = _frozen_moment_in_combat()
    bot = StrongBot(budget=0.005)
    for seed in range(4):
        act = bot.choose(state, Rng(seed))
        assert not aims_astray(state, 0, act) and act != Play(frozen, (mine,))


# Dawn Choir's Prayers (docs/balance-lux-aeterna.md, balance26d): the strong seat counted a
# Blessing's "+2 Power this turn" as Power for good, spent its Prayers and its Xanthosis Lights in
# its own turn, and never had a Prayer it could pay in the opponent's.


def _blessing_in_main2() -> tuple[LuxState, str]:
    """Ana (Dawn Choir) after her combat: a Sunlit Warden, Blessing and one Xanthosis Light."""
    state = table(
        {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}},
        {"field": ["thornback-boar"]},
        codices=["dawn-choir", "deep-roots"],
        step="main2",
    )
    return state, state.zones.cards(0, "hand")[0]


def test_power_for_this_turn_only_is_worth_nothing_to_the_strong_seat() -> None:
    state, blessing = _blessing_in_main2()
    warden = field_ids(state, 0)[0]
    before = strong_evaluate(state, 0)
    state.apply(Play(blessing, (warden,)))
    resolve(state)
    assert state.power(warden) == 6
    # Only what the Prayer cost: the card, the Light, the answer it no longer holds; its step
    # towards Solenne's condition is the one gain.
    assert strong_evaluate(state, 0) - before == pytest.approx(-1.0 - 0.5 - READY_ANSWER + 0.8)


def test_the_rollouts_save_blessing_for_an_attack() -> None:
    """In Bo's turn Ana (Dawn Choir) holds Blessing and a Xanthosis Light: the rollout policy
    does not spend it answering his Unit, and does answer his attack with it."""
    state = table(
        {"hand": ["thornback-boar"], "field": ["thornback-boar"], "numen": {"VV": 3}},
        {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}},
        codices=["deep-roots", "dawn-choir"],
    )
    blessing = state.zones.cards(1, "hand")[0]
    state.apply(Play(state.zones.cards(0, "hand")[0]))
    assert state.to_act == 1
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert picks == {Pass()}
    resolve(state)
    pass_to(state, 0, "combat")
    state.apply(Attack(field_ids(state, 0)[0]))
    assert state.to_act == 1
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert all(isinstance(act, Play) and act.card == blessing for act in picks)


def test_the_strong_seat_blesses_its_defender_against_a_giant() -> None:
    """In Bo's turn his Thornback Boar (4) attacks; Ana's Warden (4) would trade with it, blessed
    (6) it survives: she plays Blessing on it in answer to the attack."""
    state = table(
        {"field": ["thornback-boar"]},
        {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}},
        codices=["deep-roots", "dawn-choir"],
        step="combat",
    )
    boar, warden = field_ids(state, 0)[0], field_ids(state, 1)[0]
    state.apply(Attack(boar))
    assert state.to_act == 1
    blessing = state.zones.cards(1, "hand")[0]
    assert StrongBot(budget=0.005).choose(state, Rng(0)) == Play(blessing, (warden,))


def test_the_rollouts_keep_a_light_for_the_prayer_in_hand() -> None:
    """With one Light, playing Dawn Acolyte leaves Blessing unpaid: the rollout policy sometimes
    does something else (passes, or accumulates the Light); with two it always plays the Acolyte (Blessing stays payable). Ana has a Unit
    to bless (with none, Blessing is no answer: :func:`has_aim`)."""
    for lights, may_pass in ((1, True), (2, False)):
        state = table(
            {"hand": ["blessing", "dawn-acolyte"], "field": ["dawn-acolyte"], "numen": {"XX": lights}},
            {},
            codices=["dawn-choir", "deep-roots"],
        )
        acolyte = state.zones.cards(0, "hand")[1]
        picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
        assert any(not (isinstance(act, Play) and act.card == acolyte) for act in picks) is may_pass


# A pump that cannot change anything (playtest15: the strong seat played Wild Growth on its
# attacker in Main 1 when the other side had no Unit, so the attack could only deal its 1 damage).


def _wild_growth_against_an_empty_field(foe_field: list[str]) -> tuple[LuxState, str, str]:
    """Ana (Deep Roots) in her Combat: a Thornback Boar, Wild Growth and a Viridian Light."""
    state = table(
        {"hand": ["wild-growth"], "field": ["thornback-boar"], "numen": {"VV": 1}},
        {"field": foe_field},
        codices=["deep-roots", "ember-legion"],
        step="combat",
    )
    return state, state.zones.cards(0, "hand")[0], field_ids(state, 0)[0]


def test_a_pump_with_no_enemy_unit_is_idle_and_with_one_it_is_not() -> None:
    state, growth, boar = _wild_growth_against_an_empty_field([])
    assert idle_pump(state, 0, Play(growth, (boar,)))
    assert not idle_pump(state, 0, Attack(boar))
    state, growth, boar = _wild_growth_against_an_empty_field(["ember-squire"])
    assert not idle_pump(state, 0, Play(growth, (boar,)))


def test_a_pump_that_counts_towards_solennes_prayers_is_not_idle() -> None:
    state = table(
        {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}},
        {},
        codices=["dawn-choir", "deep-roots"],
        step="combat",
    )
    blessing, warden = state.zones.cards(0, "hand")[0], field_ids(state, 0)[0]
    assert not idle_pump(state, 0, Play(blessing, (warden,)))  # Solenne's condition counts it
    state.connected[0] = True
    assert idle_pump(state, 0, Play(blessing, (warden,)))


def test_no_pump_on_an_attacker_nobody_can_block() -> None:
    """Ana's Boar attacks an empty field: neither the rollouts nor the strong seat play Wild
    Growth on it (the attack deals 1 damage whatever its Power)."""
    state, growth, boar = _wild_growth_against_an_empty_field([])
    state.apply(Attack(boar))
    if state.to_act == 1:
        state.apply(Pass())
    assert state.to_act == 0 and state.queue
    assert Play(growth, (boar,)) in state.legal_actions()
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert Play(growth, (boar,)) not in picks
    for seed in range(3):
        assert StrongBot(budget=0.005).choose(state, Rng(seed)) != Play(growth, (boar,))


# A counter on an item that changes nothing (balance26g: strong Starwatch cancelled Solenne's
# start-of-turn heal at a full Soul, because its rollouts fired Negate at the first item of the
# opponent's they met, so holding it looked no better than spending it).


def _lamp_bearer_tended(soul: int) -> tuple[LuxState, Play]:
    """Ana (Dawn Choir, ``soul`` Lights in her Soul) tends her Lamp Bearer; Bo (Starwatch) holds
    Negate and two Caelestis Lights: the Negate aimed at her ability is returned."""
    state = table(
        {"field": ["lamp-bearer"], "soul": soul},
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["dawn-choir", "starwatch"],
    )
    state.apply(Activate(field_ids(state, 0)[0]))
    assert state.to_act == 1 and state.queue.top is not None
    return state, Play(state.zones.cards(1, "hand")[0], (f"q{state.queue.top.uid}",))


def test_cancelling_a_heal_at_a_full_soul_is_idle_and_below_it_is_not() -> None:
    state, negate = _lamp_bearer_tended(6)
    assert negate in state.legal_actions()
    assert idle_counter(state, 1, negate)
    state, negate = _lamp_bearer_tended(4)
    assert not idle_counter(state, 1, negate)  # the heal would give Ana a Light of her Soul back
    assert not idle_counter(state, 0, negate)  # one's own item: aims_astray's business


def test_the_strong_seat_keeps_negate_for_something_that_matters() -> None:
    state, negate = _lamp_bearer_tended(6)
    assert StrongBot(budget=0.005).choose(state, Rng(0)) != negate


def test_the_rollouts_never_counter_a_trigger() -> None:
    """Ana's Cinder Hound comes down; Bo may Negate it (a card: the rollouts consider it) but not
    a trigger of hers."""
    state = table(
        {"hand": ["cinder-hound"], "numen": {"RR": 2}},
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["ember-legion", "starwatch"],
    )
    state.apply(Play(state.zones.cards(0, "hand")[0]))
    negate = Play(state.zones.cards(1, "hand")[0], (f"q{state.queue.top.uid}",))
    assert negate in {heuristic_action(state, Rng(seed)) for seed in range(40)}
    state.queue.top.kind = "trigger"  # the same item as if a trigger had put it there
    assert negate not in {heuristic_action(state, Rng(seed)) for seed in range(40)}


def _veiled_court_at(soul: int, foe_soul: int = 5) -> LuxState:
    """Ana (Veiled Court, ``soul`` Lights in her Soul) in her Combat with Bone Harvester and Shade
    Thrall unpolarized; Bo (Ember Legion, ``foe_soul`` Lights) has an empty field."""
    return table(
        {"field": ["bone-harvester", "shade-thrall"], "numen": {"WW": 6 - soul}, "hand": ["shade-thrall"]},
        {"numen": {"WW": 6 - foe_soul}},
        codices=["veiled-court", "ember-legion"],
        step="combat",
    )


def test_at_one_light_of_soul_the_strong_seat_keeps_its_defenders_home() -> None:
    state = _veiled_court_at(1)
    attacks = [Attack(unit) for unit in field_ids(state, 0)]
    assert all(drops_guard(state, 0, act) for act in attacks)
    bot = StrongBot(budget=0.01)
    assert not any(isinstance(bot.choose(state, Rng(seed)), Attack) for seed in range(4))
    assert not any(isinstance(heuristic_action(state, Rng(seed)), Attack) for seed in range(8))


def test_with_a_soul_to_spare_or_a_win_in_reach_the_strong_seat_attacks() -> None:
    full = _veiled_court_at(6)
    assert not any(drops_guard(full, 0, Attack(unit)) for unit in field_ids(full, 0))
    assert any(isinstance(heuristic_action(full, Rng(seed)), Attack) for seed in range(8))
    lethal = _veiled_court_at(1, foe_soul=2)  # two attackers against an empty field and 2 Lights
    assert not any(drops_guard(lethal, 0, Attack(unit)) for unit in field_ids(lethal, 0))


def test_a_blessing_with_no_unit_to_bless_is_no_answer_worth_keeping() -> None:
    """Ana (Dawn Choir) holds Blessing and a Xanthosis Light with no Unit of hers on the field: the
    strong seat counts no ready answer (it held Lights for it and passed a turn it could have
    played Dawn Acolytes in); with a Unit to bless it does."""
    bare = table(
        {"hand": ["blessing"], "numen": {"XX": 1}},
        {"field": ["thornback-boar"]},
        codices=["dawn-choir", "deep-roots"],
    )
    blessing = bare.card_def(bare.zones.cards(0, "hand")[0])
    assert not has_aim(bare, 0, blessing)
    assert strong_evaluate(bare, 0) == pytest.approx(evaluate(bare, 0))
    held = table(
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
        {"field": ["thornback-boar"]},
        codices=["dawn-choir", "deep-roots"],
    )
    assert has_aim(held, 0, blessing)
    assert strong_evaluate(held, 0) == pytest.approx(evaluate(held, 0) + READY_ANSWER)


def test_with_no_unit_to_bless_the_rollouts_play_the_acolyte() -> None:
    """One Xanthosis Light, Blessing and Dawn Acolyte in hand, no Unit: the rollout policy does not
    keep the Light for a Blessing with nothing to aim at."""
    state = table(
        {"hand": ["blessing", "dawn-acolyte"], "numen": {"XX": 1}},
        {},
        codices=["dawn-choir", "deep-roots"],
    )
    picks = {heuristic_action(state, Rng(seed)) for seed in range(40)}
    assert Pass() not in picks
