"""Head to head names a computer seat with its level, so a person and a computer of one name differ."""

from cardtable.ui.match_over import _contender


def test_a_computer_seat_is_named_with_its_level() -> None:
    assert _contender("Bo", "computer:strong") == "Bo (strong computer)"
    assert _contender("Bo", "human") == "Bo"
    assert _contender("Cpu", "computer:greedy") == "Cpu"  # the name already says it


def test_the_line_counts_matches_and_names_draws_only_when_there_are_some() -> None:
    """playtest24-lum: "(0 drawn or shared, 1 played)" was unclear."""
    from types import SimpleNamespace

    from cardtable.ui.match_over import head_to_head_line

    one = SimpleNamespace(first_wins=1, second_wins=0, draws=0, played=1, branched=0)
    assert (
        head_to_head_line(("Ana", "human"), ("Bo", "computer:strong"), one)
        == "Ana 1 - 0 Bo (strong computer)   (1 match played)"
    )
    some = SimpleNamespace(first_wins=2, second_wins=1, draws=1, played=4, branched=0)
    assert head_to_head_line(("Ana", "human"), ("Bo", "human"), some).endswith(
        "(4 matches played, 1 without a sole winner)"
    )
