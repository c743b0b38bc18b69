"""The rules a player reads (the Rules screen, Learn, `cardtable rules`) carry no developer notes:
no issue, session or play-test numbers, no module, test or bench paths (playtest22-lum: the
Luminous rules read "games/luminous/answers.py, api.answers_that_matter", "session 14"). Those
notes stay in the files as HTML comments, which the reader leaves out."""

from __future__ import annotations

import re

import pytest

from cardtable.engine.registry import default_registry
from cardtable.resources import read_rules
from cardtable.ui.table.legend import legend_markdown

DEVELOPER_WORDS = re.compile(
    r"\bsession \d+|\bplaytest\d*\b|\bissue \d+|\bbalance2\d\w*|\b[\w/]+\.py\b|\b(?:docs|tests|bench)/|"
    r"\bapi\.\w+|<!--|-->"
)
GAMES = list(default_registry().ids())


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_players_read_carry_no_developer_notes(game: str) -> None:
    text = read_rules(game) + legend_markdown(game)
    found = sorted({match.group(0) for match in DEVELOPER_WORDS.finditer(text)})
    assert not found, f"{game}: {found}"


def test_a_developer_note_is_left_out_and_the_sentence_around_it_kept() -> None:
    from cardtable.resources import DEVELOPER_NOTE

    assert (
        DEVELOPER_NOTE.sub("", "A rule (ruling).<!-- session 14,\n games/x.py --> More.")
        == "A rule (ruling). More."
    )


def test_the_luminous_rules_begin_with_how_a_turn_goes_and_show_no_measurements() -> None:
    """playtest24-lum item 11: a new player needs a short "how a turn goes" first, and the screen
    showed win rates with Wilson intervals and engine words ("same ops, numbers, targets")."""
    text = read_rules("luminous")
    assert re.findall(r"^## (.+)$", text, re.M)[0] == "How a turn goes"
    found = sorted({match.group(0) for match in re.finditer(r"Wilson|\d+(?:\.\d+)?%|\bops\b", text)})
    assert not found, found
