"""The queue panel's head joins a copy's place and its owner in one bracket, as the rest of the
table does ("Observatory (left, Bo's)"), never two brackets in a row (playtest25-la: "1▲ Observatory
(left) (Bo)")."""

from __future__ import annotations

from cardtable.ui.lux_aeterna.faces import QueueFace
from cardtable.ui.lux_aeterna.queue_lines import queue_head


def test_a_copy_and_its_owner_share_one_bracket_when_the_head_is_short() -> None:
    item = QueueFace(1, "Bo", False, "Relic ability", "Observatory (left)", "Read the stars.")
    assert queue_head(item, 60).plain == "1▲ Observatory (left) · Bo's Relic ability"
    assert queue_head(item, 30).plain == "1▲ Observatory (left, Bo's)"
    assert all(") (" not in queue_head(item, width).plain for width in range(16, 61))


def test_a_name_without_a_place_keeps_the_owner_alone() -> None:
    item = QueueFace(1, "Bo", False, "Relic ability", "Observatory", "Read the stars.")
    assert queue_head(item, 30).plain == "1▲ Observatory (Bo)"
