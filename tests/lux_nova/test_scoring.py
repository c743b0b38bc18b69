"""Scoring: the rulebook's three examples, connections in every direction and rotation, merging
areas and a play that scores nothing. Every position comes from a scenario file."""

from __future__ import annotations

import itertools

import pytest

from cardtable.games.lux_nova.catalog import default_catalog
from cardtable.games.lux_nova.hexgrid import DIRECTIONS
from cardtable.games.lux_nova.invariants import area_problems
from tests.lux_nova.support import (
    drawn_colour,
    play,
    points_by_colour,
    scenario,
    touching_halves,
)


def test_rulebook_example_two_points_is_one_plus_one() -> None:
    state = scenario("score-2")
    result = play(state, "LN-10", 1, 0, 3)
    assert points_by_colour(result) == {"jade": 0, "amber": 1, "cobalt": 1, "violet": 0}
    assert [p.counted for p in result.scoring_parts] == [((0, 0, 2),), ((0, 0, 1),)]
    assert result.total == 2
    assert state.scores == [2, 0] and state.best == [2, 0]
    assert state.log[-2].text == "Ana places LN-10 at (1,0) turned 180° and scores 2 (amber 1, cobalt 1)."


def test_rulebook_example_three_points_is_one_plus_one_plus_one() -> None:
    state = scenario("score-3")
    result = play(state, "LN-30", -1, 0, 4)
    assert points_by_colour(result) == {"jade": 1, "violet": 0, "ruby": 1, "cobalt": 1}
    assert [p.counted for p in result.scoring_parts] == [((0, 0, 3),), ((0, -1, 1),), ((0, 0, 0),)]
    assert result.total == 3 and state.scores == [3, 0]


def test_rulebook_example_six_points_counts_six_parts() -> None:
    state = scenario("score-6")
    result = play(state, "LN-09", 2, -1, 5)
    assert points_by_colour(result) == {"cobalt": 1, "ruby": 3, "amber": 2}
    by_colour = {p.colour: p.counted for p in result.parts}
    assert by_colour["ruby"] == ((1, -1, 0), (2, -2, 1), (3, -2, 2))
    assert by_colour["amber"] == ((1, -1, 2), (1, 0, 2))
    assert by_colour["cobalt"] == ((1, -1, 1),)
    assert result.total == 6 and state.scores == [6, 0] and state.best == [6, 0]
    # The ruby part joined two areas: they are one area of four parts now.
    assert state.area(2, -1, 1) == {(1, -1, 0), (2, -2, 1), (3, -2, 2), (2, -1, 1)}


def test_merging_two_areas_counts_both_and_leaves_one_area() -> None:
    state = scenario("merge")
    assert state.area(0, 0, 2) == {(0, 0, 2)}
    assert state.area(0, 1, 3) == {(0, 1, 3)}
    result = play(state, "LN-35", 1, 0, 2)
    assert points_by_colour(result) == {"cobalt": 0, "ruby": 0, "amber": 2, "jade": 0}
    merged = {(0, 0, 2), (0, 1, 3), (1, 0, 2)}
    assert state.area(0, 0, 2) == merged == state.area(0, 1, 3) == state.area(1, 0, 2)
    assert area_problems(state) == []


def test_a_play_that_touches_no_matching_colour_scores_nothing() -> None:
    state = scenario("score-2")
    result = play(state, "LN-10", 1, 0, 0)
    assert result.total == 0 and result.scoring_parts == ()
    assert state.scores == [0, 0] and state.best == [0, 0]
    assert state.log[-2].text.endswith("and scores 0.")
    assert state.area(1, 0, 0) == {(1, 0, 0)}


def test_a_part_touching_two_parts_of_one_area_counts_the_area_once() -> None:
    # In score-6, LN-05's amber part and LN-06's amber part form one area of two; LN-09's amber
    # part touches that area and counts each part once, not once per touching edge.
    state = scenario("score-6")
    preview = state.preview("LN-09", 2, -1, 5)
    assert [p.points for p in preview.parts if p.colour == "amber"] == [2]


CARDS = ["LN-01", "LN-02", "LN-27", "LN-33"]


@pytest.mark.parametrize("direction", range(6))
@pytest.mark.parametrize("centre_rotation", [0, 2, 5])
def test_connection_in_every_direction_and_rotation(direction: int, centre_rotation: int) -> None:
    """Place a card next to the centre in each direction and rotation; the engine's breakdown
    must match what the drawing says touches."""
    catalog = default_catalog()
    dq, dr = DIRECTIONS[direction]
    for centre_card, new_card in itertools.permutations(CARDS, 2):
        for rotation in range(6):
            state = scenario(
                "score-2",
                board=[{"card": centre_card, "at": [0, 0], "rotation": centre_rotation}],
                hands={"Ana": [new_card], "Bo": ["LN-11"]},
                deck=[],
            )
            result = play(state, new_card, dq, dr, rotation)
            old, new = catalog.cards[centre_card], catalog.cards[new_card]
            expected: dict[int, set[int]] = {}
            for own, theirs in touching_halves((dq, dr), (0, 0)):
                colour = drawn_colour(new, own, rotation)
                if colour == drawn_colour(old, theirs, centre_rotation):
                    part = next(p.index for p in new.parts if p.colour == colour)
                    their_part = next(p.index for p in old.parts if p.colour == colour)
                    expected.setdefault(part, set()).add(their_part)
            got = {p.part: {c[2] for c in p.counted} for p in result.scoring_parts}
            assert got == expected, (centre_card, new_card, rotation)
            assert result.total == sum(len(v) for v in expected.values())
