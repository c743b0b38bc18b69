"""The strong seat keeps Negate, and the Lights to pay it, while the opponent may win with a card
(docs/balance-lux-aeterna.md, balance26i: traced strong Starwatch lost four of six matches against
Dawn Choir to Eternal Dawn, holding Negate with every Light spent)."""

from __future__ import annotations

import pytest

from cardtable.engine.kernel.decision import Pass
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Activate, Attack, Discard, Play
from cardtable.games.lux_aeterna.bots import StrongBot, drops_guard, heuristic_action, strong_evaluate
from cardtable.games.lux_aeterna.state import LuxState
from cardtable.games.lux_aeterna.veto import drops_veto, needs_veto, victory_threat
from tests.lux_aeterna.helpers import field_ids, table

THREE_UNITS = ["dawn-acolyte", "dawn-acolyte", "sunlit-warden"]


def _starwatch_holding_negate(foe_soul: int, hand: tuple[str, ...] = ("negate", "star-sentinel")) -> LuxState:
    """Ana (Starwatch) in her Main 1 with two Caelestis Lights; Bo (Dawn Choir) has three Units,
    ``foe_soul`` Lights of Soul and Eternal Dawn in hand."""
    return table(
        {"hand": list(hand), "numen": {"CC": 2}},
        {"hand": ["eternal-dawn"], "field": THREE_UNITS, "numen": {"WW": 6 - foe_soul}},
        codices=["starwatch", "dawn-choir"],
    )


def test_a_win_card_in_reach_is_a_threat_and_out_of_reach_it_is_not() -> None:
    assert victory_threat(_starwatch_holding_negate(6), 0)
    assert victory_threat(_starwatch_holding_negate(5), 0)  # one Light short: a heal brings it
    assert not victory_threat(_starwatch_holding_negate(4), 0)
    assert needs_veto(_starwatch_holding_negate(6), 0)


def test_the_strong_seat_keeps_the_lights_for_negate_against_eternal_dawn() -> None:
    state = _starwatch_holding_negate(6)
    sentinel = Play(state.zones.cards(0, "hand")[1])
    assert sentinel in state.legal_actions()
    assert drops_veto(state, 0, sentinel, _after(state, sentinel))
    bot = StrongBot(budget=0.01)
    assert all(bot.choose(state, Rng(seed)) != sentinel for seed in range(6))
    assert all(heuristic_action(state, Rng(seed)) != sentinel for seed in range(40))


def test_with_dawn_choir_out_of_reach_the_sentinel_is_no_threat_to_the_veto() -> None:
    state = _starwatch_holding_negate(4)
    sentinel = Play(state.zones.cards(0, "hand")[1])
    assert not drops_veto(state, 0, sentinel, _after(state, sentinel))
    assert sentinel in {heuristic_action(state, Rng(seed)) for seed in range(40)}


def _after(state: LuxState, act: Play) -> LuxState:
    trial = state.copy()
    trial.apply(act)
    return trial


def test_the_strong_seat_never_discards_its_last_negate_against_a_win_card() -> None:
    state = table(
        {
            "hand": [
                "negate",
                "void-monk",
                "void-monk",
                "banishment",
                "banishment",
                "observatory",
                "orbit-keeper",
                "stasis-field",
            ],
            "numen": {"CC": 2},
        },
        {"hand": ["eternal-dawn"], "field": THREE_UNITS},
        codices=["starwatch", "dawn-choir"],
        step="main2",
    )
    state.apply(Pass())  # Main 2 ends; the End step's Prayer window, then the discard to 7
    state.apply(Pass())
    assert state.decision is not None and state.decision.kind == "discard"
    negate = Discard(state.zones.cards(0, "hand")[0])
    assert negate in state.legal_actions()
    bot = StrongBot(budget=0.01)
    assert all(bot.choose(state, Rng(seed)) != negate for seed in range(12))


def _lamp_bearer_tended(ana_soul: int) -> tuple[LuxState, Play]:
    """Ana (Dawn Choir, ``ana_soul`` Lights of Soul, Eternal Dawn in hand) tends her Lamp Bearer
    beside two Acolytes; Bo (Starwatch) may answer with Negate."""
    state = table(
        {
            "hand": ["eternal-dawn"],
            "field": ["lamp-bearer", "dawn-acolyte", "dawn-acolyte"],
            "numen": {"WW": 6 - ana_soul},
        },
        {"hand": ["negate"], "numen": {"CC": 2}},
        codices=["dawn-choir", "starwatch"],
    )
    state.apply(Activate(field_ids(state, 0)[0]))
    assert state.to_act == 1 and state.queue.top is not None
    return state, Play(state.zones.cards(1, "hand")[0], (f"q{state.queue.top.uid}",))


def test_the_rollouts_keep_negate_for_the_win_card_not_the_lamp() -> None:
    state, negate = _lamp_bearer_tended(5)
    assert negate not in {heuristic_action(state, Rng(seed)) for seed in range(40)}
    state, negate = _lamp_bearer_tended(3)  # Eternal Dawn out of reach: the heal is fair game
    assert negate in {heuristic_action(state, Rng(seed)) for seed in range(40)}


def test_the_rollouts_play_the_card_that_wins_the_match() -> None:
    """Ana (Dawn Choir) at a full Soul with three Units could play Solar Archon or Eternal Dawn:
    the rollout policy takes the win."""
    state = table(
        {"hand": ["solar-archon", "eternal-dawn"], "field": THREE_UNITS, "numen": {"XX": 2, "RW": 3}},
        {},
        codices=["dawn-choir", "starwatch"],
    )
    dawn = Play(state.zones.cards(0, "hand")[1])
    assert dawn in state.legal_actions()
    assert all(heuristic_action(state, Rng(seed)) == dawn for seed in range(40))


def _observatory_with_a_full_hand(cards: int) -> LuxState:
    """Ana (Starwatch) in her Main 2 with ``cards`` cards in hand, an Observatory and one
    Caelestis Light; Bo (Ember Legion) has an empty field."""
    hand = [
        "void-monk",
        "void-monk",
        "banishment",
        "banishment",
        "astral-bulwark",
        "astral-bulwark",
        "quiet-the-field",
        "stasis-field",
        "void-monk",
    ][:cards]
    return table(
        {"hand": hand, "field": ["observatory"], "numen": {"CC": 1}},
        {},
        codices=["starwatch", "ember-legion"],
        step="main2",
    )


def test_cards_over_the_hand_limit_are_worth_nothing_to_the_strong_seat() -> None:
    full = _observatory_with_a_full_hand(8)
    fewer = _observatory_with_a_full_hand(6)
    assert strong_evaluate(full, 0) - strong_evaluate(fewer, 0) == pytest.approx(1.0)  # 7th counts, 8th not
    read = Activate(field_ids(full, 0)[0])
    assert read in full.legal_actions()
    assert read not in {heuristic_action(full, Rng(seed)) for seed in range(40)}
    seven = _observatory_with_a_full_hand(6)
    assert Activate(field_ids(seven, 0)[0]) in {heuristic_action(seven, Rng(seed)) for seed in range(40)}


def _starwatch_in_combat(foe_soul: int) -> LuxState:
    """Ana (Starwatch, 2 Lights of Soul) in her Combat with two unpolarized Units; Bo (Dawn
    Choir, ``foe_soul`` Lights) has three Units and Eternal Dawn in hand."""
    return table(
        {"field": ["star-sentinel", "orbit-keeper"], "numen": {"WW": 4}},
        {"hand": ["eternal-dawn"], "field": THREE_UNITS, "numen": {"WW": 6 - foe_soul}},
        codices=["starwatch", "dawn-choir"],
        step="combat",
    )


def test_against_a_win_card_in_reach_the_guard_rule_does_not_keep_the_units_home() -> None:
    """Dawn Choir at a full Soul with Eternal Dawn in reach: a Light of damage is what stops it,
    so the guard rule leaves the attack to the rollouts; out of reach it keeps the Units home."""
    state = _starwatch_in_combat(6)
    attacks = [Attack(unit) for unit in field_ids(state, 0)]
    assert all(act in state.legal_actions() for act in attacks)
    assert not any(drops_guard(state, 0, act) for act in attacks)
    far = _starwatch_in_combat(4)
    assert all(drops_guard(far, 0, Attack(unit)) for unit in field_ids(far, 0))
