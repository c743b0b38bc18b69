"""Setup, turns, refusals, the end of the game, the two variants, solo play and the tie-break."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.errors import IllegalActionError, SetupError
from cardtable.engine.registry import default_registry
from cardtable.games.lux_nova.actions import Place
from cardtable.games.lux_nova.result import decide
from cardtable.games.lux_nova.state import LuxNovaState
from tests.lux_nova.support import play, scenario


def new(players: list[str], seed: int = 1, variant: str = "basic") -> LuxNovaState:
    state = default_registry().new_game("lux-nova", players, seed, {"variant": variant})
    assert isinstance(state, LuxNovaState)
    return state


# ----- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "variant", "hand", "deck"),
    [
        (["Ana", "Bo"], "basic", 1, 33),
        (["Ana", "Bo", "Cy", "Di"], "basic", 1, 31),
        (["Ana", "Bo"], "advanced", 2, 31),
        (["Ana", "Bo", "Cy", "Di"], "advanced", 2, 27),
        (["Ana"], "basic", 1, 34),
        (["Ana"], "advanced", 2, 33),
    ],
)
def test_setup_reveals_the_centre_card_and_deals(
    players: list[str], variant: str, hand: int, deck: int
) -> None:
    state = new(players, 5, variant)
    assert [len(h) for h in state.hands] == [hand] * len(players)
    assert state.deck_size == deck
    (centre,) = state.placements()
    assert (centre.q, centre.r, centre.rotation) == (0, 0, 0)
    assert state.plays == [] and state.scores == [0] * len(players)
    assert state.log[0].kind == "setup" and centre.card in state.log[0].text
    cards = [centre.card, *state.deck, *(c for h in state.hands for c in h)]
    assert sorted(cards) == sorted(state.catalog.cards)


def test_the_first_player_is_drawn_at_random_and_logged_as_chance() -> None:
    firsts = set()
    for seed in range(30):
        state = new(["Ana", "Bo", "Cy"], seed)
        chance = [e for e in state.log if e.kind == "chance"]
        assert len(chance) == 1 and state.players[state.to_act] in chance[0].text
        firsts.add(state.to_act)
    assert firsts == {0, 1, 2}


def test_turns_pass_in_seat_order() -> None:
    state = new(["Ana", "Bo", "Cy"], 3)
    first = state.to_act
    seen = []
    for _ in range(6):
        seen.append(state.to_act)
        state.apply(state.legal_actions()[0])
    assert seen == [(first + i) % 3 for i in range(6)]


def test_unknown_variant_is_refused() -> None:
    with pytest.raises(SetupError, match="no variant 'expert'"):
        new(["Ana", "Bo"], 1, "expert")


# ----- a turn --------------------------------------------------------------------------------


def test_legal_actions_are_every_open_cell_times_every_rotation() -> None:
    state = scenario("score-2")
    assert state.legal_cells() == [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)]
    actions = state.legal_actions()
    assert len(actions) == 6 * 6
    assert Place("LN-10", 1, 0, 3) in actions
    assert state.rotations("LN-10") == (0, 1, 2, 3, 4, 5)


def test_after_a_play_the_player_draws_and_the_turn_passes() -> None:
    state = scenario("score-2")
    events = state.apply(Place("LN-10", 1, 0, 3))
    assert state.hand(0) == ("LN-12",) and state.deck_size == 1
    assert state.to_act == 1
    draw = events[-1]
    assert draw.kind == "draw" and draw.text == "Ana draws LN-12."
    assert draw.text_for(1) == "Ana draws a card." and draw.text_for(0) == "Ana draws LN-12."
    assert len(state.legal_cells()) == 8  # (1,0) is taken, (2,-1), (2,0) and (1,1) opened


REFUSALS = [
    (Place("LN-10", 0, 0, 3), "that cell is taken: LN-05 is at (0,0)"),
    (Place("LN-10", 3, 3, 3), "(3,3) shares no edge with a card on the table"),
    (Place("LN-11", 1, 0, 3), "LN-11 is not in Ana's hand"),
    (Place("LN-99", 1, 0, 3), "there is no card LN-99 in Lux Nova"),
    (Place("LN-10", 1, 0, 6), "the rotation must be 0 to 5 (steps of 60° clockwise), not 6"),
    (Place("LN-10", 1, 0, -1), "the rotation must be 0 to 5 (steps of 60° clockwise), not -1"),
]


@pytest.mark.parametrize(("action", "reason"), REFUSALS)
def test_refusals_explain_and_change_nothing(action: Place, reason: str) -> None:
    state = scenario("score-2")
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    assert caught.value.reason == reason
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_not_your_turn_is_refused() -> None:
    state = scenario("score-2")
    with pytest.raises(IllegalActionError, match="it is Ana's turn, not Bo's"):
        state.apply_as(1, Place("LN-11", 1, 0, 3))
    assert state.apply_as(0, Place("LN-10", 1, 0, 3))
    assert state.to_act == 1


def test_colours_need_not_match_to_place() -> None:
    state = scenario("score-2")
    assert state.preview("LN-10", 0, 1, 0).total == 0
    play(state, "LN-10", 0, 1, 0)
    assert state.board()[(0, 1)] == ("LN-10", 0)


# ----- the end -------------------------------------------------------------------------------


def test_the_game_ends_right_after_the_last_card() -> None:
    state = scenario("end")
    assert state.to_act == 0 and not state.is_over
    play(state, "LN-10", 1, 0, 3)
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    assert not state.has_legal_action()
    outcome = state.outcome
    assert outcome.winners == (0,) and outcome.scores == (12.0, 11.0)
    assert outcome.reason == "Ana wins with 12 points." and outcome.termination == "cards-exhausted"
    assert state.log[-1].kind == "end" and outcome.reason in state.log[-1].text
    with pytest.raises(IllegalActionError, match="the match is over"):
        state.apply(Place("LN-10", 2, 0, 0))


def test_a_full_game_plays_every_card() -> None:
    state = new(["Ana", "Bo"], 9)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert len(state.placements()) == 36 and len(state.plays) == 35
    assert state.deck_size == 0 and all(not h for h in state.hands)


# ----- variants ------------------------------------------------------------------------------


def test_advanced_hands_refill_to_two_then_run_down() -> None:
    state = scenario("advanced")
    play(state, "LN-20", 1, 0, 0)
    assert state.hand(0) == ("LN-10", "LN-12") and state.deck_size == 1
    play(state, "LN-11", -1, 0, 0)
    assert state.hand(1) == ("LN-21", "LN-13") and state.deck_size == 0
    play(state, "LN-10", 0, 1, 0)
    assert state.hand(0) == ("LN-12",)  # the deck is empty: no refill
    play(state, "LN-21", 0, -1, 0)
    play(state, "LN-12", 1, 1, 0)
    assert state.to_act == 1
    play(state, "LN-13", -1, -1, 1)
    assert state.is_over and len(state.plays) == 6


def test_advanced_player_with_an_empty_hand_is_skipped() -> None:
    state = scenario("advanced-skip")
    play(state, "LN-10", 1, 0, 3)
    assert state.to_act == 0  # Bo holds nothing: Ana again
    play(state, "LN-20", -1, 0, 0)
    assert state.is_over
    assert [seat for seat, _ in state.plays] == [0, 0]


def test_advanced_lets_the_player_choose_between_two_cards() -> None:
    state = scenario("advanced")
    cards = {a.card for a in state.legal_actions()}
    assert cards == {"LN-10", "LN-20"}


# ----- solo ----------------------------------------------------------------------------------


def test_solo_plays_card_after_card_and_reports_the_score() -> None:
    state = scenario("solo")
    play(state, "LN-10", 1, 0, 3)
    assert state.to_act == 0 and state.hand(0) == ("LN-12",)
    play(state, "LN-12", -1, 0, 0)
    assert state.is_over
    total = state.scores[0]
    assert state.outcome.winners == (0,)
    assert state.outcome.reason == f"Solo game over: Ana scores {total} points."


def test_a_new_solo_game_has_no_chance_event_and_plays_35_cards() -> None:
    state = new(["Ana"], 4)
    assert not [e for e in state.log if e.kind == "chance"]
    while not state.is_over:
        assert state.to_act == 0
        state.apply(state.legal_actions()[0])
    assert len(state.plays) == 35


# ----- the winner and the tie-break ------------------------------------------------------------


def test_tie_break_three_players_the_highest_best_play_shares_and_a_lower_one_loses() -> None:
    """RULINGS.md's example: three players on equal points with best plays 6, 6 and 5 (the
    ruling's 4, 4 and 3): the two highest share the win, the third loses."""
    state = scenario("tiebreak-three")
    play(state, "LN-10", 1, 0, 3)
    outcome = state.outcome
    assert state.scores == [42, 42, 42] and state.best == [6, 6, 5]
    assert outcome.winners == (0, 1) and outcome.is_shared
    assert outcome.reason == (
        "Ana, Bo and Cy tie on 42 points; tie-break: Ana and Bo share the best single play "
        "(6 points), so they share the win; Cy made less with one card."
    )


def test_tie_break_the_rulings_example_exactly() -> None:
    outcome = decide(["Ana", "Bo", "Cy"], [10, 10, 10], [4, 4, 3])
    assert outcome.winners == (0, 1)
    assert 2 not in outcome.winners


def test_tie_break_shared_win_when_best_plays_tie_too() -> None:
    state = scenario("tiebreak-shared")
    play(state, "LN-10", 1, 0, 3)
    assert state.outcome.winners == (0, 1) and state.outcome.is_shared
    assert "share the win" in state.outcome.reason


def test_tie_break_by_best_play() -> None:
    state = scenario("tiebreak-shared", best={"Ana": 6, "Bo": 5})
    play(state, "LN-10", 1, 0, 3)
    assert state.outcome.winners == (0,)
    assert state.outcome.reason == (
        "Ana and Bo tie on 42 points; tie-break: Ana made the best single play (6 points). Ana wins."
    )


def test_the_last_play_can_become_the_best_play_that_breaks_the_tie() -> None:
    state = scenario("tiebreak-shared", best={"Ana": 1, "Bo": 1})
    play(state, "LN-10", 1, 0, 3)
    assert state.best == [2, 1] and state.outcome.winners == (0,)


def test_players_not_tied_on_points_play_no_part_in_the_tie_break() -> None:
    # Cy has the single best play of all but fewer points: Ana and Bo share.
    outcome = decide(["Ana", "Bo", "Cy"], [10, 10, 9], [4, 4, 9])
    assert outcome.winners == (0, 1)


@pytest.mark.parametrize(
    ("best", "winners"),
    [
        ([6, 6, 5], (0, 1)),
        ([4, 4, 3], (0, 1)),
        ([6, 5, 5], (0,)),
        ([5, 5, 5], (0, 1, 2)),
        ([6, 5, 4], (0,)),
        ([3, 3, 4], (2,)),
        ([3, 4, 4], (1, 2)),
    ],
)
def test_tie_break_table(best: list[int], winners: tuple[int, ...]) -> None:
    assert decide(["Ana", "Bo", "Cy"], [42, 42, 42], best).winners == winners


def test_tie_break_four_players_only_the_highest_shared_best_play_shares() -> None:
    outcome = decide(["Ana", "Bo", "Cy", "Di"], [30, 30, 30, 30], [6, 6, 5, 5])
    assert outcome.winners == (0, 1)
