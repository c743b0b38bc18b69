"""The Lux Nova scoreboard: who is to play, computer seats marked once, names kept in view."""

from __future__ import annotations

from rich.console import Console

from cardtable.ui.lux_nova.widgets import scoreboard


def rows(width: int, names: tuple[str, ...], computer: list[bool]) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    count = len(names)
    console.print(scoreboard(names, [4, 46, 0][:count], [2, 6, 0][:count], [1, 1, 1][:count], 0, computer))
    return [line.rstrip() for line in console.export_text().splitlines()]


def test_a_computer_seat_is_marked_unless_its_name_says_so() -> None:
    lines = rows(40, ("Ana", "Bo", "Cpu"), [False, True, True])
    assert lines[1].split()[:2] == ["▶", "Ana"]
    assert "Bo (cpu)" in lines[2]
    assert "Cpu" in lines[3] and "(cpu)" not in lines[3]


def test_the_narrow_panel_keeps_the_names_whole() -> None:
    lines = rows(28, ("Ana", "Cpu"), [False, True])  # the side panel at 80x24
    assert lines[2].split()[:4] == ["Cpu", "46", "6", "1"]


def test_names_that_already_say_computer() -> None:
    from cardtable.ui.seat_names import computer_suffix, says_computer

    assert says_computer("Cpu") and says_computer("Bot 2") and says_computer("the Computer")
    assert not says_computer("Bo") and not says_computer("Cupid") and not says_computer("Abbot")
    assert computer_suffix("Bo", True) == " (computer)" and computer_suffix("Cpu", True) == ""
    assert computer_suffix("Bo", False) == ""
