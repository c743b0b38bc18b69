"""Head to head names a computer seat with its level, so a person and a computer of one name differ."""

from cardtable.ui.match_over import _contender


def test_a_computer_seat_is_named_with_its_level() -> None:
    assert _contender("Bo", "computer:strong") == "Bo (strong computer)"
    assert _contender("Bo", "human") == "Bo"
    assert _contender("Cpu", "computer:greedy") == "Cpu"  # the name already says it
