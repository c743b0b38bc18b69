"""The log grouped by turn and phase: every line the seat may read, in order, in the event's words."""

from __future__ import annotations

from cardtable.engine.events import Event
from cardtable.engine.history import group_log, plain_lines


def test_lines_are_grouped_by_turn_events_and_phase_ends() -> None:
    log = [
        Event("setup", "Ana draws a starting hand."),
        Event("turn", "Turn 1: Ana's turn begins.", data={"turn": 1}),
        Event("play", "Ana plays Ember Squire."),
        Event("pass", "Ana ends Main Phase 1."),
        Event("attack", "Ana attacks with Ember Squire."),
        Event("pass", "Ana ends Combat."),
        Event("draw", "Bo draws Negate.", private_to=1, public_text="Bo draws a card."),
    ]
    turns = group_log(log, 0)
    assert [t.heading for t in turns] == ["Before the first turn", "Turn 1: Ana's turn begins."]
    assert [p.name for p in turns[1].phases] == ["Main Phase 1", "Combat", ""]
    assert turns[1].phases[0].lines == [
        ("play", "Ana plays Ember Squire."),
        ("pass", "Ana ends Main Phase 1."),
    ]
    assert turns[1].phases[-1].lines == [("draw", "Bo draws a card.")]  # Ana reads what she may
    assert sum(t.line_count for t in turns) == len(log) - 1


def test_turn_and_phase_numbers_in_the_data_group_too() -> None:
    log = [
        Event("draw", "Ana draws.", data={"turn": 1, "phase": "Draw"}),
        Event("play", "Ana plays.", data={"turn": 1, "phase": "Main"}),
        Event("play", "Bo plays.", data={"turn": 2, "phase": "Main"}),
    ]
    lines = plain_lines(group_log(log, None))
    assert lines == [
        "Turn 1",
        "  Draw",
        "    Ana draws.",
        "  Main",
        "    Ana plays.",
        "Turn 2",
        "  Main",
        "    Bo plays.",
    ]


def test_a_log_without_turns_is_one_group_and_a_recap_starts_mid_turn() -> None:
    log = [Event("play", "Ana places a card."), Event("play", "Bo places a card.")]
    assert [t.heading for t in group_log(log, None)] == ["The match"]
    assert [t.heading for t in group_log(log, None, 1, opening="Earlier")] == ["Earlier"]


def test_a_lux_aeterna_scenario_heads_its_first_lines_with_its_turn() -> None:
    from cardtable.ui.lux_aeterna.scenes import combat

    state, _ = combat()
    assert [t.heading for t in group_log(state.log, None)][:1] == [f"Turn {state.turn}"]


def test_lines_of_turn_zero_are_before_the_first_turn_whatever_the_opening() -> None:
    # playtest22-lum: the first recap put the mulligan under "Earlier in the turn" before turn 1
    log = [
        Event("deck", "Ana leads Silgar.", data={"turn": 0}),
        Event("mulligan", "Bo keeps the opening hand.", data={"turn": 0}),
        Event("turn", "Turn 1: Bo.", data={"turn": 1}),
        Event("play", "Bo plays a crimson orb.", data={"turn": 1}),
        Event("turn", "Turn 2: Ana.", data={"turn": 2}),
        Event("play", "Ana plays an amber orb.", data={"turn": 2}),
    ]
    recap = group_log(log, 0, 1, opening="Earlier in the turn")
    assert [t.heading for t in recap] == ["Before the first turn", "Turn 1: Bo.", "Turn 2: Ana."]
    plain = [Event("play", "Ana plays."), Event("turn", "Turn 3: Bo.", data={"turn": 3})]
    later = group_log([log[0], *plain], 0, 1, opening="Earlier in the turn")  # no turn told: the opening
    assert [t.heading for t in later] == ["Earlier in the turn", "Turn 3: Bo."]
