"""The balance report's figures per card (engine/card_balance.py), shared by Aether Lanes, Luminous
and Lux Aeterna: what a seat drew and played, counted once per seat-game, per card and deck."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.card_balance import CardCounts, plays_by_seat
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simulate import simulate

REGISTRY = default_registry()
KEYS = {"luminous": "luminous", "lux-aeterna": "lux_aeterna", "aether-lanes": "aether_lanes"}


def test_a_game_counts_each_card_once_per_seat_and_the_sole_winners_cards_as_won() -> None:
    counts = CardCounts()
    counts.add_game([("red", {"a", "b"}, {"a"}), ("blue", {"a", "c"}, set())], sole=0)
    counts.add_game([("red", {"a"}, {"a"}), ("blue", {"c"}, {"c"})], sole=None)  # a draw
    assert counts.pairs("drawn") == {("a", "red"): 2, ("b", "red"): 1, ("a", "blue"): 1, ("c", "blue"): 2}
    assert counts.pairs("drawn_wins") == {("a", "red"): 1, ("b", "red"): 1}
    assert counts.pairs("played") == {("a", "red"): 2, ("c", "blue"): 1}
    assert counts.pairs("played_wins") == {("a", "red"): 1}
    figures = {figure["card"]: figure for figure in counts.figures({"a": "Ace"})}
    ace = figures["a"]
    assert ace["name"] == "Ace" and figures["b"]["name"] == "b"
    assert (ace["drawn"]["count"], ace["drawn"]["of"]) == (1, 3)
    assert ace["decks"]["red"]["drawn"]["count"] == 1 and ace["decks"]["red"]["drawn"]["of"] == 2
    assert ace["decks"]["blue"]["played"]["of"] == 0  # drawn by blue, never played
    # expected: the win rate of every card of the card's decks, weighted by its games in each
    red, blue = 2 / 3, 0 / 3  # red drew a, b, a (2 won); blue drew a, c, c (none won)
    assert ace["drawn"]["expected"] == round((2 * red + 1 * blue) / 3, 4)


@given(
    st.lists(
        st.tuples(
            st.lists(
                st.tuples(st.sampled_from("xyz"), st.sets(st.sampled_from("abcd"))), min_size=2, max_size=2
            ),
            st.sampled_from([0, 1, None]),
        ),
        max_size=8,
    )
)
def test_counts_merge_and_travel_as_json_exactly(games: list[tuple[list[Any], int | None]]) -> None:
    whole, first, second = CardCounts(), CardCounts(), CardCounts()
    for index, (seats, sole) in enumerate(games):
        cards = [(deck, drawn, sorted(drawn)[:1]) for deck, drawn in seats]
        whole.add_game(cards, sole)
        (first if index % 2 else second).add_game(cards, sole)
    first.merge(second)
    loaded = CardCounts()
    loaded.load(json.loads(json.dumps(first.to_json())))
    assert loaded.to_json() == whole.to_json()
    assert loaded.figures({}) == whole.figures({})


def test_plays_by_seat_reads_the_cards_of_the_play_actions_of_each_seat() -> None:
    from cardtable.games.luminous.actions import Mulligan, Play

    items = [Mulligan(()), Play("c3"), Play("c60", target="F0"), Mulligan(("c1",)), Play("c4")]
    assert plays_by_seat(items, [0, 0, 1, 1, 0], Play) == [{"c3", "c4"}, {"c60"}]


@pytest.mark.parametrize("game", ["luminous", "lux-aeterna"])
def test_a_seat_drew_its_opening_hand_and_played_what_its_record_plays(game: str) -> None:
    impl = REGISTRY.get(game).load()
    collector = impl.balance(2, {})  # type: ignore[misc]
    state = REGISTRY.new_game(game, ["Ana", "Bo"], 3, {})
    hand_of = (
        (lambda seat: [state.ids[i] for i in state.sides[seat].hand])  # type: ignore[attr-defined]
        if game == "luminous"
        else (lambda seat: [state.card_of[i] for i in state.zones.cards(seat, "hand")])  # type: ignore[attr-defined]
    )
    opening = [set(hand_of(seat)) for seat in range(2)]
    assert [drawn for drawn, _played in collector.seat_cards(state)] == opening
    card_of = state.ids if game == "luminous" else state.card_of  # type: ignore[attr-defined]
    rng, played = Rng(3), [set(), set()]  # type: ignore[var-annotated]
    while not state.is_over and len(state.history) < 300:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        if action.KIND == "play":
            played[state.history_actors[-1]].add(card_of[action.card])  # type: ignore[attr-defined]
    assert any(played), "no card played: the test shows nothing"
    seen = collector.seat_cards(state)
    assert [p for _drawn, p in seen] == played
    assert all(p <= d for d, p in seen)  # a card played from hand was drawn first
    # a card in hand at the end was drawn (an opening card put back by a mulligan was not kept)
    assert all(set(hand_of(seat)) <= seen[seat][0] for seat in range(2))


@pytest.mark.parametrize("game", ["luminous", "lux-aeterna"])
def test_the_report_holds_each_cards_figures_and_they_add_up(game: str) -> None:
    summary = simulate(REGISTRY, game, games=8, seed=6, checks="none", jobs=1, bot="greedy")
    figures = summary["results"][KEYS[game]]
    decks = figures["decks"]
    assert figures["cards"], "no per-card figures"
    for card in figures["cards"]:
        for how in ("drawn", "played"):
            per_deck = card["decks"].values()
            assert card[how]["of"] == sum(d[how]["of"] for d in per_deck)
            assert card[how]["count"] == sum(d[how]["count"] for d in per_deck)
        for deck, own in card["decks"].items():
            assert own["played"]["of"] <= own["drawn"]["of"] <= decks[deck]["of"]
            assert own["drawn"]["count"] <= decks[deck]["count"]
