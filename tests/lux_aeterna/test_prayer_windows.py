"""Prayers in every phase (RULINGS, Lux Aeterna): the turn player's windows in Start, Draw, Offering
and End, offered by the engine in every match; the opponent answers as anywhere; only a Prayer
opens the queue there. The stops (asked or passed for a person) are tested with each window."""

from __future__ import annotations

import pytest

from cardtable.engine import new_game
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Concede, Pass
from cardtable.games.lux_aeterna.actions import Accumulate, Activate, Discard, Offer, Play
from cardtable.ui.lux_aeterna.stops import automatic_action, window
from cardtable.ui.seat_stops import SeatStops
from tests.lux_aeterna.helpers import pass_to, resolve, snapshot, table

WINDOWS = ("start", "draw", "offering", "end")


def _window(step: str, hand: list[str] | None = None):
    """Ana (Ember Legion) in her ``step`` window with Sudden Flare, a Cinder Hound holding a
    Rubedian Light (accumulated Lights keep their colour at the start), and Bo holding Blessing."""
    return table(
        {"hand": ["sudden-flare", *(hand or [])], "field": [{"card": "cinder-hound", "lights": {"RR": 1}}]},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
        step=step,
    )


@pytest.mark.parametrize("step", WINDOWS)
def test_a_prayer_is_played_in_the_window_and_the_opponent_answers(step: str) -> None:
    state = _window(step)
    assert state.decision.kind == "priority" and state.decision.seat == 0 and state.step == step
    hound = state.zones.cards(0, "field")[0]
    flare = state.zones.cards(0, "hand")[0]
    assert Play(flare, (hound,)) in state.legal_actions()
    state.apply(Play(flare, (hound,)))
    assert state.to_act == 1  # Bo may answer a Prayer played there as anywhere
    acolyte = state.zones.cards(1, "field")[0]
    state.apply(Play(state.zones.cards(1, "hand")[0], (acolyte,)))
    resolve(state)
    assert state.power(hound) == state.card_def(hound).power + 2
    assert state.power(acolyte) == state.card_def(acolyte).power + 2
    # The same step, Ana's window again; passing moves on.
    assert state.step == step and state.to_act == 0 and state.active == 0 and not state.queue


@pytest.mark.parametrize("step", WINDOWS)
def test_only_a_prayer_opens_the_queue_in_the_window(step: str) -> None:
    state = table(
        {"hand": ["cinder-hound"], "field": ["ember-squire"], "numen": {"RW": 3}},
        {"hand": ["blessing"], "numen": {"XX": 1}},
        step=step,
    )
    before = snapshot(state)
    assert [a.KIND for a in state.legal_actions()] == ["pass"]
    with pytest.raises(IllegalActionError, match="main phases"):
        state.apply(Play("a01"))
    with pytest.raises(IllegalActionError, match="main phases"):
        state.apply(Accumulate("a02", "RW"))
    with pytest.raises(IllegalActionError):
        state.apply(Activate("e0", 0))
    assert snapshot(state) == before


@pytest.mark.parametrize("step", WINDOWS)
def test_without_the_stop_the_table_passes_for_the_person(step: str) -> None:
    state = _window(step)
    assert window(state) == step
    assert (
        automatic_action(
            state, auto_pass=True, stops={0: SeatStops(), 1: SeatStops(stops=frozenset(WINDOWS))}
        )
        == Pass()
    )
    assert automatic_action(state, auto_pass=False) == Pass()  # off by default, "always ask" or not


@pytest.mark.parametrize("step", WINDOWS)
def test_with_the_stop_set_the_person_is_asked(step: str) -> None:
    # Searing Bolt on Bo's Dawn Acolyte can matter in every window (at End a pump no longer can:
    # docs/rules/lux-aeterna.md, "a pump that cannot matter")
    state = table(
        {"hand": ["sudden-flare", "searing-bolt"], "field": [{"card": "cinder-hound", "lights": {"RR": 2}}]},
        {"hand": ["blessing"], "field": ["dawn-acolyte"], "numen": {"XX": 1}},
        step=step,
    )
    assert automatic_action(state, auto_pass=True, stops={0: SeatStops(stops=frozenset({step}))}) is None
    # The stop is per seat: Bo's stop in the same window does not ask Ana.
    assert automatic_action(state, auto_pass=True, stops={1: SeatStops(stops=frozenset({step}))}) == Pass()


def test_a_stop_does_not_skip_an_answer_on_the_queue() -> None:
    state = _window("start")
    state.apply(Play("a01", ("a02",)))
    assert state.to_act == 1 and window(state) is None  # Bo answers the queue: never a stop's window
    state.apply(Pass())
    # Ana again, her Prayer still on the queue: not a window a stop skips either.
    assert state.to_act == 0 and state.queue and window(state) is None
    resolve(state)
    assert window(state) == "start"


def test_the_start_window_comes_after_the_lights_turn_white_and_the_cards_depolarize() -> None:
    state = table(
        {"field": [{"card": "cinder-hound", "polarized": True}]},
        {"numen": {"XX": 2}, "field": [{"card": "dawn-acolyte", "polarized": True}]},
        step="main2",
    )
    pass_to(state, 1, "start")
    assert state.step == "start" and state.decision.kind == "priority" and state.to_act == 1
    assert state.numen[1] == {"XW": 2} and "b01" not in state.polarized


def test_the_draw_window_comes_after_the_draw() -> None:
    state = table(foe={"codex": ["blessing", "sunlit-warden"]}, step="main2")
    pass_to(state, 1, "draw")
    assert state.decision.kind == "priority" and state.to_act == 1
    assert [state.card_of[i] for i in state.zones.cards(1, "hand")] == ["blessing"]


def test_the_offering_window_comes_after_the_offering() -> None:
    state = table(foe={"codex": ["blessing"]}, step="main2")
    pass_to(state, 1, "offering")
    assert state.decision.kind == "offering"
    state.apply(Offer(0))
    assert state.step == "offering" and state.decision.kind == "priority" and state.to_act == 1
    assert state.numen[1] == {"XX": 2}


def test_the_end_window_comes_before_the_discard_and_a_prayer_there_counts() -> None:
    hand = ["cinder-hound"] * 4 + ["ember-squire"] * 3
    state = _window("end", hand)  # 8 cards, one of them Sudden Flare
    assert len(state.zones.cards(0, "hand")) == 8 and state.decision.kind == "priority"
    state.apply(Play("a01", ("a09",)))
    resolve(state)
    assert state.step == "end" and state.decision.kind == "priority"
    state.apply(Pass())  # 7 cards left: no discard, the turn passes
    assert state.active == 1 and len(state.zones.cards(0, "hand")) == 7


def test_a_whole_match_offers_every_window_to_the_bots() -> None:
    from cardtable.engine.rng import Rng
    from cardtable.games.lux_aeterna.bots import GreedyBot

    state = new_game("lux-aeterna", ["Ana", "Bo"], 3, {"decks": ["ember-legion", "dawn-choir"]})
    seen: set[str] = set()
    bot, rng = GreedyBot(), Rng(5)
    for _ in range(400):
        if state.is_over or state.turn > 4:
            break
        if window(state):
            seen.add(window(state) or "")
        state.apply(bot.choose(state, rng))
    assert seen == set(WINDOWS)


def test_discarding_in_the_end_step_follows_the_window() -> None:
    state = _window("end", ["cinder-hound"] * 8)
    state.apply(Pass())
    assert state.decision.kind == "discard"
    state.apply(Discard(state.decision.options[0]))
    state.apply(Discard(state.decision.options[0]))
    assert state.active == 1 and len(state.zones.cards(0, "hand")) == 7


def test_an_emissary_condition_counts_lights_put_on_units_by_card_effects() -> None:
    """Ruling (docs/rules/lux-aeterna.md, Emissaries): Thessa's "accumulate 8 Lights" counts every
    Light that comes to rest on your Units, by Accumulation or by a card effect (Bloom Caller)."""
    state = table(
        {"hand": ["bloom-caller"], "numen": {"VV": 3, "WW": 1}, "progress": 6},
        codices=["deep-roots", "dawn-choir"],
    )
    state.apply(Play("a01", (), ("numen:VV*3",)))
    resolve(state)
    assert state.lights_on["a01"] == {"VV": 1} and state.progress[0] == 7 and not state.connected[0]
    state.apply(Accumulate("a01", "WW"))
    resolve(state)
    assert state.progress[0] == 8 and state.connected[0]


def test_an_offering_or_effect_that_finds_the_supply_short_is_noted_once_a_turn() -> None:
    from cardtable.games.lux_aeterna.balance import LuxAeternaBalance

    state = table({"numen": {"XX": 3}}, {"codex": ["blessing"]}, step="main2")
    pass_to(state, 1, "offering")  # Solenne's XX cannot be given: one Xanthosis Light left
    assert state.short_turns == [[], [3]]
    state.apply(Offer(1, ("X",)))
    assert state.short_turns == [[], [3]]
    state.gain(1, ["X", "X"])  # an effect asking for more than the supply holds, the same turn
    assert state.short_turns == [[], [3]]
    copied = state.copy()
    copied.supply_short(0)
    assert state.short_turns == [[], [3]] and copied.short_turns == [[3], [3]]
    tally = LuxAeternaBalance()
    state.apply(Concede())  # the match must be over for the tally
    tally.add(state)
    again = LuxAeternaBalance()
    again.load(tally.to_json())
    short = again.results()["lux_aeterna"]["supply_short"]
    assert short["dawn-choir"]["games_short"] == 1 and short["dawn-choir"]["first_turn"]["median"] == 3
    assert short["ember-legion"]["games_short"] == 0
    assert short["dawn-choir"]["share_not_mirror"] == 1.0 and short["ember-legion"]["share_not_mirror"] == 0.0
    mirror = LuxAeternaBalance()
    state.codex_id = ["dawn-choir", "dawn-choir"]
    mirror.add(state)
    assert mirror.results()["lux_aeterna"]["supply_short"]["dawn-choir"]["share_not_mirror"] is None


@pytest.mark.parametrize("step", WINDOWS)
def test_a_seat_that_chose_privacy_is_asked_at_its_stops_whatever_its_hand(step: str) -> None:
    bare = table({"hand": []}, {"hand": ["blessing"], "numen": {"XX": 1}}, step=step)
    assert [a.KIND for a in bare.legal_actions()] == ["pass"]
    stop = frozenset({step})
    # By default a stop with nothing to play is passed (auto-pass); privacy asks all the same.
    assert automatic_action(bare, auto_pass=True, stops={0: SeatStops(stops=stop)}) == Pass()
    assert automatic_action(bare, auto_pass=True, stops={0: SeatStops(True, stop)}) is None
    assert automatic_action(bare, auto_pass=True, stops={0: SeatStops(True)}) == Pass()  # not a stop


def test_an_answer_window_asks_a_private_seat_whatever_its_hand_and_passes_for_the_default() -> None:
    state = table(
        {"hand": ["sudden-flare"], "field": [{"card": "cinder-hound", "lights": {"RR": 1}}]},
        {"hand": []},
    )
    hound = state.zones.cards(0, "field")[0]
    state.apply(Play(state.zones.cards(0, "hand")[0], (hound,)))
    assert state.to_act == 1 and [a.KIND for a in state.legal_actions()] == ["pass"]
    assert automatic_action(state, auto_pass=True) == Pass()  # nothing to answer with: no curtain
    assert automatic_action(state, auto_pass=True, stops={1: SeatStops(at_stops_only=True)}) is None
    # Ana's choice is hers: her privacy does not make the table ask Bo.
    assert automatic_action(state, auto_pass=True, stops={0: SeatStops(at_stops_only=True)}) == Pass()


def test_a_seat_asked_for_cards_only_is_passed_for_with_only_an_activated_effect() -> None:
    # The third way of being asked (docs/handoffs.md): an ability alone brings no curtain.
    state = table(
        {"hand": ["sudden-flare"], "field": [{"card": "cinder-hound", "lights": {"RR": 1}}]},
        {"hand": [], "numen": {"CC": 1}},
        codices=["ember-legion", "starwatch"],
    )
    state.connected[1] = True
    hound = state.zones.cards(0, "field")[0]
    state.apply(Play(state.zones.cards(0, "hand")[0], (hound,)))
    assert state.to_act == 1 and [a.KIND for a in state.legal_actions()] == ["pass", "activate"]
    assert automatic_action(state, auto_pass=True) is None  # the default asks for the ability
    cards = {1: SeatStops(cards_only=True)}
    assert automatic_action(state, auto_pass=True, stops=cards) == Pass()
    assert automatic_action(state, auto_pass=False, stops=cards) is None  # "always ask" still asks


def test_a_seat_asked_for_cards_only_is_asked_when_it_holds_a_prayer() -> None:
    state = table(
        {"hand": ["sudden-flare"], "field": [{"card": "cinder-hound", "lights": {"RR": 1}}]},
        # Bo's own Hound could defend, so his Flare can matter (docs/rules/lux-aeterna.md)
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["cinder-hound"]},
        codices=["ember-legion", "ember-legion"],
    )
    hound = state.zones.cards(0, "field")[0]
    state.apply(Play(state.zones.cards(0, "hand")[0], (hound,)))
    assert state.to_act == 1 and "play" in {a.KIND for a in state.legal_actions()}
    assert automatic_action(state, auto_pass=True, stops={1: SeatStops(cards_only=True)}) is None


def test_cards_only_never_skips_the_turn_players_own_main_phase() -> None:
    state = table({"numen": {"CC": 1}}, {"field": ["dawn-acolyte"]}, codices=["starwatch", "dawn-choir"])
    state.connected[0] = True
    assert {a.KIND for a in state.legal_actions()} >= {"pass", "activate"}
    assert automatic_action(state, auto_pass=True, stops={0: SeatStops(cards_only=True)}) is None
