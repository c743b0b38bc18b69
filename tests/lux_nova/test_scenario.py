"""Scenario files: a valid one builds the position it describes; every invalid one is refused
with a message naming the key at fault."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import ScenarioError
from cardtable.engine.record import GameRecord, replay, same_state
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import load_scenario
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.scenario import from_scenario
from tests.lux_nova.support import SCENARIOS, scenario, scenario_data


def test_a_scenario_sets_board_hands_deck_scores_and_turn() -> None:
    state = scenario("score-6", scores={"Ana": 7, "Bo": 9}, best={"Ana": 3, "Bo": 4}, turn="Bo")
    assert state.board()[(1, -1)] == ("LN-05", 1)
    assert len(state.placements()) == 6
    assert state.hand(0) == ("LN-09",) and state.hand(1) == ("LN-11",)
    assert state.deck == ["LN-14", "LN-13"]  # top card (LN-13) last
    assert state.scores == [7, 9] and state.best == [3, 4]
    assert state.to_act == 1 and state.last is None
    assert state.card_count == 10


def test_every_scenario_file_loads_through_the_engine() -> None:
    for path in sorted(SCENARIOS.glob("*.yaml")):
        state = load_scenario(path, default_registry())
        assert state.GAME_ID == "lux-nova", path


def test_leaving_out_hands_and_deck_deals_the_other_cards_shuffled() -> None:
    data = scenario_data("score-2", seed=5)
    del data["hands"], data["deck"]
    state = from_scenario(data)
    again = from_scenario(data)
    other_seed = from_scenario({**data, "seed": 6})
    assert state.hands == again.hands and state.deck == again.deck
    assert [len(h) for h in state.hands] == [1, 1] and state.deck_size == 33
    assert "LN-05" not in state.deck and other_seed.deck != state.deck


def test_a_match_from_a_scenario_replays_from_its_record() -> None:
    state = scenario("score-3")
    state.apply(Place("LN-30", -1, 0, 4))
    state.apply(Place("LN-11", 1, 0, 0))
    record = GameRecord.model_validate_json(GameRecord.from_state(state).model_dump_json())
    assert same_state(replay(record, default_registry()), state)


BROKEN = [
    ({"board": [{"card": "LN-99", "at": [0, 0]}]}, "board[0]: unknown card LN-99"),
    ({"hands": {"Ana": ["LN-05"], "Bo": ["LN-11"]}}, "hands.Ana: LN-05 is used twice (also in board[0])"),
    ({"deck": ["LN-10", "LN-12"]}, "deck[0]: LN-10 is used twice (also in hands.Ana)"),
    (
        {"board": [{"card": "LN-05", "at": [0, 0]}, {"card": "LN-06", "at": [0, 0]}]},
        "board[1]: the cell [0, 0] is already taken by LN-05",
    ),
    (
        {"board": [{"card": "LN-05", "at": [0, 0]}, {"card": "LN-06", "at": [2, 0]}]},
        "board[1]: LN-06 at [2, 0] is not connected to the rest of the window by shared edges",
    ),
    (
        {"board": [{"card": "LN-05", "at": [0, 0], "rotation": 6}]},
        "board[0]: rotation must be 0 to 5 (steps of 60° clockwise), not 6",
    ),
    ({"board": []}, "board: at least one card must lie on the table"),
    ({"hands": {"Ana": ["LN-10"], "Cy": ["LN-11"]}}, "hands: 'Cy' is not one of the players"),
    (
        {"hands": {"Ana": ["LN-10", "LN-20"], "Bo": ["LN-11"]}},
        "hands.Ana: 2 cards, but a hand holds at most 1 in the basic variant",
    ),
    (
        {"hands": {"Ana": ["LN-10"], "Bo": []}},
        "hands.Bo: 0 card(s) while the deck still has cards; every hand is full (1) until the deck runs out",
    ),
    ({"turn": "Cy"}, "turn: 'Cy' is not one of the players"),
    (
        {"hands": {"Ana": ["LN-10"], "Bo": []}, "deck": [], "turn": "Bo"},
        "turn: it cannot be Bo's turn, Bo holds no card",
    ),
    ({"scores": {"Ana": -1}}, "scores.Ana: must be 0 or more, not -1"),
    (
        {"scores": {"Ana": 3}, "best": {"Ana": 4}},
        "best.Ana: a best single play of 4 is more than the score of 3",
    ),
    ({"variant": "expert"}, "variant: Lux Nova has no variant 'expert'; variants: basic, advanced"),
    ({"players": ["Ana", "Ana"]}, "players: every player needs a different name"),
    ({"players": ["A", "B", "C", "D", "E"]}, "players: Lux Nova is for 1 to 4 players, not 5"),
    ({"players": []}, "players: Lux Nova is for 1 to 4 players, not 0"),
    ({"colour": "red"}, "colour: unknown key"),
    ({"game": "aether-lanes"}, "game: Input should be 'lux-nova'"),
]


@pytest.mark.parametrize(("change", "message"), BROKEN)
def test_invalid_scenarios_are_refused_clearly(change: dict, message: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario("score-2", **change)
    assert str(caught.value) == f"Lux Nova scenario: {message}"


def test_missing_board_is_refused() -> None:
    data = scenario_data("score-2")
    del data["board"]
    with pytest.raises(ScenarioError, match="board: required key is missing"):
        from_scenario(data)


def test_a_finished_position_is_over_at_once() -> None:
    state = scenario("end", hands={"Ana": [], "Bo": []})
    assert state.is_over and state.outcome.winners == (1,)
