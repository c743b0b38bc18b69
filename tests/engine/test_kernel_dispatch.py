"""The kernel's action table (``kernel/dispatch.py``): the refusals are worded once and leave the
state as it was, the check runs before the handler, the game settles after it when its table says
so, and hidden information revealed is what the handler says or what the game's mark shows."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Choose, Concede, Decision, Pass
from cardtable.engine.kernel.dispatch import Actions, concede


@dataclasses.dataclass
class Table:
    asking: Decision
    deck: int = 5
    settled: int = 0
    done: list[str] = dataclasses.field(default_factory=list)
    conceded: int | None = None

    @property
    def decision(self) -> Decision:
        return self.asking

    def settle(self) -> None:
        self.settled += 1

    def concede(self, seat: int) -> None:
        self.conceded = seat


def _draw(state: Any, seat: int, action: Any) -> bool:
    state.deck -= 1
    state.done.append(f"{seat} passes")
    return False


def _choose(state: Any, seat: int, action: Any) -> bool:
    state.done.append(f"{seat} chooses {action.option}")
    return action.option == "peek"  # a reveal the deck count does not show


def _table(settles: bool = False) -> Actions:
    return Actions(
        "Test",
        {
            Pass: (_draw, "priority", lambda st, seat, a: None if st.deck else "the deck is empty"),
            Choose: (_choose, "order", None),
            Concede: (concede, "", None),
        },
        lambda st: st.deck,
        settles=settles,
    )


def test_an_answer_to_another_decision_or_a_failed_check_is_refused_untouched() -> None:
    state = Table(Decision(1, "priority", "Bo: act or pass"))
    with pytest.raises(IllegalActionError, match=r"waits for Bo: act or pass \(priority\), not choose"):
        _table().apply(state, Choose("x"))
    state.deck = 0
    with pytest.raises(IllegalActionError, match="the deck is empty"):
        _table().apply(state, Pass())
    assert state.done == [] and state.settled == 0


def test_the_mark_or_the_handler_tells_a_reveal_and_the_table_settles_when_told() -> None:
    state = Table(Decision(1, "priority", "Bo: act or pass"))
    assert _table().apply(state, Pass()) is True  # the deck shrank: a card was drawn
    assert state.done == ["1 passes"] and state.settled == 0
    state.asking = Decision(0, "order", "Ana: which first?")
    assert _table(settles=True).apply(state, Choose("peek")) is True
    assert _table(settles=True).apply(state, Choose("plain")) is False
    assert state.settled == 2 and state.done[-1] == "0 chooses plain"


def test_the_standard_concession_answers_any_decision() -> None:
    state = Table(Decision(0, "order", "Ana: which first?"))
    assert _table().apply(state, Concede()) is False
    assert state.conceded == 0
