"""The computer's moves that no recap tells before the person decides again are told in a toast:
its answers in the person's own turn (playtest17: Rya Jin's four fast cards in one turn of Ana's
were seen only in the log) and its plays in its own turn after the person decided in it
(playtest19: after Ana's pass for the turn, Bo's Blessing on his attacker was told by nothing
before she was asked to defend)."""

from __future__ import annotations

from cardtable.engine.events import Event
from cardtable.ui.table.recap import told, whose_turn

LOG = [Event("turn", "Turn 9: Ana.", 0), Event("play", "Ana plays Hedge Tinker.", 0)]
DECIDED = {0: (2, 0)}  # Ana's last decision left the log at 2 events


def test_an_answer_in_the_persons_turn_is_said_in_the_persons_words() -> None:
    events = [
        Event("play", "Bo plays Ashen Owl.", 1),
        Event("draw", "Bo draws Walk Back.", 1, private_to=1, public_text="Bo draws a card."),
        Event("pass", "Bo passes.", 1),
    ]
    log = [*LOG, *events]
    assert whose_turn(log) == 0
    assert told(log, events, 0, DECIDED, "Bo") == ("Bo answers", "Bo plays Ashen Owl.\nBo draws a card.")


def test_the_computers_plays_in_its_own_turn_after_the_persons_decision_in_it_are_told() -> None:
    own_turn = [Event("turn", "Turn 10: Bo.", 1), Event("play", "Bo plays Lamp Bearer.", 1)]
    decided = {0: (2, 0)}  # Ana passed for the turn on Lamp Bearer's ability
    blessing = [Event("play", "Bo plays Blessing targeting Sunlit Warden.", 1)]
    title, lines = told([*own_turn, *blessing], blessing, 0, decided, "Bo")
    assert (title, lines) == (
        "Bo plays on (since your last decision)",
        "Bo plays Blessing targeting Sunlit Warden.",
    )


def test_nothing_is_said_where_a_recap_will_tell_it_for_a_pass_or_at_a_hot_seat_table() -> None:
    play = [Event("play", "Bo plays Ashen Owl.", 1)]
    own_turn = [*LOG, Event("turn", "Turn 10: Bo.", 1), *play]
    assert told(own_turn, play, 0, DECIDED, "Bo") == ("", "")  # a turn began since: the recap tells it
    assert told([Event("turn", "Turn 10: Bo.", 1), *play], play, 0, {}, "Bo") == ("", "")  # no decision yet
    passing = [Event("pass", "Bo passes.", 1)]
    assert told([*LOG, *passing], passing, 0, DECIDED, "Bo") == ("", "")
    assert told([*LOG, *play], play, None, DECIDED, "Bo") == ("", "")  # no one viewer: the curtain tells it
    began = [Event("turn", "Turn 10: Ana.", 0)]  # its pass began the viewer's next turn
    assert told([*own_turn, *began], began, 0, DECIDED, "Bo") == ("", "")


def test_a_match_set_up_mid_turn_knows_whose_turn_it_is_from_its_opening_line() -> None:
    """Playtest19: in a match started from a scenario, the strong computer's Negate on Ana's Limbo
    Warden was told by nothing (no turn line yet, so whose turn it was stayed unknown)."""
    opening = [
        Event(
            "scenario", "The match starts from a set position: turn 4, Ana's Main Phase 1.", 0, {"turn": 4}
        ),
        Event("scenario", "Bo is to act.", 1),  # who acts first is not whose turn it is
    ]
    negate = [Event("play", "Bo plays Negate targeting Limbo Warden.", 1)]
    log = [*opening, Event("play", "Ana plays Limbo Warden.", 0), *negate]
    assert whose_turn(log) == 0
    assert told(log, negate, 0, {0: (3, 0)}, "Bo") == (
        "Bo answers",
        "Bo plays Negate targeting Limbo Warden.",
    )


async def test_on_a_short_terminal_the_bars_note_does_not_replace_the_computers_answer() -> None:
    """Playtest19 (80x24): one toast is kept, and "The moment changed" took the place of "Bo
    answers" at once; the note is in the bar, so it gives way."""
    from textual.app import App

    from cardtable.ui.toasts import room_for_another

    app = App()
    async with app.run_test(size=(80, 24)) as pilot:
        assert room_for_another(app)
        app.notify("Bo plays Negate.", title="Bo answers")
        await pilot.pause()
        assert not room_for_another(app)
    app = App()
    async with app.run_test(size=(120, 40)) as pilot:
        app.notify("Bo plays Negate.", title="Bo answers")
        await pilot.pause()
        assert room_for_another(app)


def test_a_log_that_tells_no_turns_is_left_to_the_recap_of_each_play() -> None:
    """Lux Nova: the computer's tile is recapped after each play; no toast besides."""
    play = [Event("play", "Cpu plays a tile.", 1)]
    log = [Event("play", "Ana plays a tile.", 0), *play]
    assert told(log, play, 0, {0: (1, 0)}, "Cpu") == ("", "")


def test_a_block_in_the_persons_turn_is_titled_a_block() -> None:
    """Issue 25 leftovers (play-test): the computer's block was titled "Bo answers"."""
    block = [Event("block", "Bo blocks with Hedge Tinker (left).", 1), Event("pass", "Bo passes.", 1)]
    assert told([*LOG, *block], block, 0, DECIDED, "Bo") == (
        "Bo blocks",
        "Bo blocks with Hedge Tinker (left).",
    )
    defend = [Event("defend", "Bo defends with Orbit Keeper.", 1)]
    assert told([*LOG, *defend], defend, 0, DECIDED, "Bo")[0] == "Bo defends"
