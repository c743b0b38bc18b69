"""The computer's answers in the person's own turn are told (playtest17: Rya Jin's four fast cards
in one turn of Ana's were seen only in the log; the recap tells only the computer's own turns)."""

from __future__ import annotations

from cardtable.engine.events import Event
from cardtable.ui.table.recap import answered, whose_turn

LOG = [Event("turn", "Turn 9: Ana.", 0), Event("play", "Ana plays Hedge Tinker.", 0)]


def test_an_answer_in_the_persons_turn_is_said_in_the_persons_words() -> None:
    events = [
        Event("play", "Bo plays Ashen Owl.", 1),
        Event("draw", "Bo draws Walk Back.", 1, private_to=1, public_text="Bo draws a card."),
        Event("pass", "Bo passes.", 1),
    ]
    log = [*LOG, *events]
    assert whose_turn(log) == 0
    assert answered(log, events, 0) == "Bo plays Ashen Owl.\nBo draws a card."


def test_nothing_is_said_in_the_computers_own_turn_for_a_pass_or_at_a_hot_seat_table() -> None:
    play = [Event("play", "Bo plays Ashen Owl.", 1)]
    own_turn = [Event("turn", "Turn 10: Bo.", 1), *play]
    assert answered(own_turn, play, 0) == ""  # its own turn: the recap tells it
    passing = [Event("pass", "Bo passes.", 1)]
    assert answered([*LOG, *passing], passing, 0) == ""
    assert answered([*LOG, *play], play, None) == ""  # no one viewer: the curtain tells it
    began = [Event("turn", "Turn 10: Ana.", 0)]  # its pass began the viewer's next turn
    assert answered([*own_turn, *began], began, 0) == ""
