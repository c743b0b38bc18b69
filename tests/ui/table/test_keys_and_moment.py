"""Dialog keys that no table binding uses, and the moment guard of the pass key."""

from __future__ import annotations

from textual.binding import Binding

from cardtable.ui.table.keys import binding_keys, option_keys, rekey
from cardtable.ui.table.moment import NO_PLAYS, PASSED_FOR, PLANNED, TYPED_AHEAD_SECONDS, Moment, MomentGuard
from cardtable.ui.widgets.pick_dialog import Choice


def test_options_are_numbered_then_lettered_skipping_the_tables_keys() -> None:
    keys = option_keys(16, reserved={"u", "v", "s", "l", "h", "g", "o"})
    assert keys[:9] == list("123456789")
    assert not {"a", "c", "d", "p", "u", "v", "s", "l", "h", "g", "o"} & set(keys)
    assert keys[9:] == ["b", "e", "f", "i", "j", "k", "m"]


def test_rekey_renumbers_a_numbered_list_and_keeps_keys_chosen_for_their_meaning() -> None:
    numbered = [Choice(str(i), f"option {i}", key) for i, key in enumerate("123456789abcd")]
    assert [c.key for c in rekey(numbered, {"b"})][9:] == ["e", "f", "g", "h"]
    chosen = [Choice("keep", "Keep", "k"), Choice("mulligan", "Mulligan", "m")]
    assert [c.key for c in rekey(chosen, {"k", "m"})] == ["k", "m"]


def test_binding_keys_splits_comma_lists() -> None:
    keys = binding_keys([Binding("r,space", "x"), Binding("D", "y"), Binding("ctrl+z", "z")])
    assert keys == {"r", "space", "d", "ctrl+z"}


def test_the_guard_drops_one_pass_only_after_automatic_steps_moved_the_moment() -> None:
    guard = MomentGuard()
    main1, combat = Moment(9, "main1", 0), Moment(9, "combat", 0)
    guard.decided(0, main1)  # a play: still Main Phase 1
    guard.automatic_step(0, main1)  # the table passed for her: Main Phase 1 ended
    guard.check(combat)
    assert guard.note == "Main Phase 1 ended by itself: you had no more plays. Now Combat."
    assert guard.claim() and not guard.claim()  # one key dropped, the next acts


def test_the_guard_stays_quiet_for_a_moment_the_players_own_pass_led_to() -> None:
    guard = MomentGuard()
    guard.decided(0, Moment(9, "combat", 0))  # her own pass ended Main Phase 1
    guard.check(Moment(9, "combat", 0))
    assert not guard.claim()
    guard.decided(0, Moment(9, "main2", 1))  # the computer played on, no automatic step of hers
    guard.check(Moment(10, "main1", 0))
    assert not guard.claim()


def test_a_new_turn_is_named() -> None:
    guard = MomentGuard()
    guard.decided(0, Moment(14, "main", 0))
    guard.automatic_step(0, Moment(14, "main", 0))
    guard.check(Moment(15, "main", 0))
    # no "you had no more plays": the turn that ended may have been the other player's (play-test)
    assert guard.note == "Turn 14 ended by itself. Now turn 15, Main."


def test_a_question_answered_in_a_dialog_arms_nothing() -> None:
    guard = MomentGuard()
    guard.decided(0, Moment(10, "offering", 0), with_pass_key=False)  # the offering, by its key
    guard.automatic_step(0, Moment(10, "offering", 0))  # the table passed the rest of the Offering
    guard.check(Moment(10, "main1", 0))
    assert not guard.claim()


def test_a_window_passed_for_her_in_the_next_turn_arms_nothing() -> None:
    guard = MomentGuard()
    guard.decided(0, Moment(2, "main", 1))  # her pass ended her Main: the other player to act
    guard.automatic_step(0, Moment(3, "main", 0))  # a window of the computer's turn, passed for her
    guard.check(Moment(4, "main", 0))
    assert not guard.claim()


def test_a_pass_key_pressed_well_after_the_new_moment_was_shown_acts() -> None:
    """Only a key that comes at once after the moment changed was typed ahead (play-test: a Space
    pressed seconds after "Now Combat" was shown was dropped too)."""
    now = [100.0]
    guard = MomentGuard(clock=lambda: now[0])
    main1, combat = Moment(9, "main1", 0), Moment(9, "combat", 0)
    # playtest22-la: a Space about a second after the change still meant "end Main Phase 1"
    for waited, dropped in ((0.1, True), (1.2, True), (TYPED_AHEAD_SECONDS + 0.5, False)):
        guard.decided(0, main1)
        guard.automatic_step(0, main1)
        guard.check(combat)
        assert guard.note
        now[0] += waited
        assert bool(guard.claim()) is dropped
        assert not guard.note  # disarmed either way


def test_a_late_pass_key_is_dropped_when_it_could_not_be_taken_back() -> None:
    """playtest23-la: a Space two seconds after "Now Combat" ended the turn, past Undo."""
    now = [100.0]
    guard = MomentGuard(clock=lambda: now[0])
    main1, combat = Moment(9, "main1", 0), Moment(9, "combat", 0)
    for beyond_undo, dropped in ((True, True), (False, False)):
        guard.decided(0, main1)
        guard.automatic_step(0, main1)
        guard.check(combat)
        now[0] += TYPED_AHEAD_SECONDS + 5
        assert guard.typed_ahead_ended()
        assert bool(guard.claim(lambda: beyond_undo)) is dropped
        assert not guard.note and not guard.typed_ahead_ended()


def test_a_pass_that_ends_the_turn_and_leaves_her_to_act_drops_a_key_typed_with_it() -> None:
    """Play-test (Luminous hot-seat): Ana's pass in Bo's Main ended turn 14 and turn 15 was hers at
    once, with no curtain; the second Space of a double tap passed her whole turn 15."""
    guard = MomentGuard()
    shown, after = Moment(14, "main", 0), Moment(15, "main", 0)
    guard.decided(0, after, before=shown)
    guard.check(after)
    assert guard.note == "Turn 14 ended with your decision. Now turn 15, Main."
    assert guard.claim() and not guard.claim()  # one key dropped, the next acts


def test_a_pass_within_the_turn_or_ending_it_for_the_other_seat_arms_nothing() -> None:
    guard = MomentGuard()
    guard.decided(0, Moment(9, "combat", 0), before=Moment(9, "main1", 0))  # her pass: Combat next
    guard.check(Moment(9, "combat", 0))
    assert not guard.claim()
    guard.decided(0, Moment(10, "main", 1), before=Moment(9, "main", 0))  # the next turn is Bo's
    guard.check(Moment(10, "main", 0))
    assert not guard.claim()


def test_a_step_of_the_other_players_turn_is_said_to_be_theirs() -> None:
    """Playtest19 (Lux Aeterna against the computer): after Ana's pass for the turn in Bo's Main
    Phase 1, Bo played on and attacked; the note said "Main Phase 1 ended by itself: you had no
    more plays." to Ana, of Bo's Main Phase 1, which Bo had ended."""
    guard = MomentGuard()
    guard.decided(0, Moment(8, "main1", 1, owner=1))
    guard.automatic_step(0, Moment(8, "main1", 0, owner=1), PLANNED)
    guard.check(Moment(8, "combat", 0, owner=1), {0: "Ana", 1: "Bo"}.__getitem__)
    assert guard.note == "Bo's Main Phase 1 ended. Now Combat."


def test_a_step_ended_by_the_persons_own_planned_pass_or_passed_for_them_says_so() -> None:
    """Playtest19: Bo's `P` on Shade Thrall ended his Main Phase 1 and the bar said "you had no
    more plays" although Whispering Cultist and Mind Rot were castable."""
    for why, words in (
        (PLANNED, "Main Phase 1 ended with the pass you planned. Now Combat."),
        (PASSED_FOR, "Main Phase 1 ended: the table passed for you. Now Combat."),
        (NO_PLAYS, "Main Phase 1 ended by itself: you had no more plays. Now Combat."),
    ):
        guard = MomentGuard()
        guard.decided(1, Moment(4, "main1", 1, owner=1))
        guard.automatic_step(1, Moment(4, "main1", 1, owner=1), why)
        guard.check(Moment(4, "combat", 1, owner=1))
        assert guard.note == words
