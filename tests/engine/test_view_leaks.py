"""The generic view check: a seat's view must not name another seat's hidden cards, and the
simulator stops on a view that does."""

from __future__ import annotations

from typing import Any

from cardtable.engine.invariants import generic_problems, leak_problems, view_leaks
from cardtable.engine.registry import GameRegistry
from cardtable.engine.simulate import simulate
from tests.support import toy_game


class _Leaky:
    """A stand-in state whose view is given as is (only what the check reads)."""

    num_players = 2
    to_act = 0
    is_over = False
    hidden_id_finder = None

    def __init__(self, view: dict[str, Any], hidden: set[str]) -> None:
        self._view, self._hidden = view, hidden

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._view

    def hidden_ids(self, seat: int | None) -> set[str]:
        return self._hidden

    def has_legal_action(self) -> bool:
        return True

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]] | None:
        return None


def test_a_hidden_id_is_found_as_a_value_a_key_or_deep_inside() -> None:
    hidden = {"c1", "c2", "é☃"}
    assert view_leaks(_Leaky({"hand": ["c3"], "table": [["c4", 1]]}, hidden), 0) == set()
    assert view_leaks(_Leaky({"hand": ["c3", "c2"]}, hidden), 0) == {"c2"}
    assert view_leaks(_Leaky({"by_id": {"c1": 3}}, hidden), 0) == {"c1"}
    assert view_leaks(_Leaky({"a": [{"b": [["x", "é☃"]]}]}, hidden), 0) == {"é☃"}


def test_an_id_inside_a_longer_string_is_not_a_leak() -> None:
    hidden = {"c1"}
    assert view_leaks(_Leaky({"hand": ["c12", "xc1", "c1 "], "text": "c1 was played"}, hidden), 0) == set()


def test_generic_problems_names_the_seat_and_the_cards() -> None:
    problems = generic_problems(_Leaky({"deck_top": "c9"}, {"c9"}), check_views=True)  # type: ignore[arg-type]
    assert problems == [
        "view of seat 0 shows hidden cards: ['c9']",
        "view of seat 1 shows hidden cards: ['c9']",
    ]


def test_simulate_counts_a_game_whose_view_shows_the_deck_as_an_error(monkeypatch: Any) -> None:
    original = toy_game.ToyState.view

    def leaky_view(self: Any, seat: int | None) -> dict[str, Any]:
        return {**original(self, seat), "deck_order": list(self.deck.cards)}

    monkeypatch.setattr(toy_game.ToyState, "view", leaky_view)
    summary = simulate(GameRegistry([toy_game.INFO]), "toy", games=3, seed=1, checks="full")
    assert summary["errors"] == 3
    assert "shows hidden cards" in summary["first_error"]


class _InParts(_Leaky):
    """A stand-in whose views are built from a public part and each seat's own part."""

    def __init__(self, public: dict[str, Any], own: dict[int, dict[str, Any]], hidden: dict[int, set[str]]):
        super().__init__(public, set())
        self._public, self._own, self._hidden_by_seat = public, own, hidden

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        return self._public, self._own

    def hidden_ids(self, seat: int | None) -> set[str]:
        return self._hidden_by_seat[seat or 0]


def test_views_in_parts_are_checked_part_by_part_for_every_seat() -> None:
    hidden = {0: {"c1", "c2"}, 1: {"c3", "c4"}}
    sound = _InParts({"table": ["c9"]}, {0: {"hand": ["c3"]}, 1: {"hand": ["c1"]}}, hidden)
    assert leak_problems(sound) == [] and generic_problems(sound) == []  # type: ignore[arg-type]
    public = _InParts({"table": ["c9", "c2"]}, {0: {"hand": ["c3"]}, 1: {"hand": ["c1"]}}, hidden)
    assert leak_problems(public) == ["view of seat 0 shows hidden cards: ['c2']"]  # type: ignore[arg-type]
    own = _InParts({"table": ["c9"]}, {0: {"hand": ["c3"]}, 1: {"peek": {"c3": 1}, "hand": ["c2"]}}, hidden)
    assert leak_problems(own) == ["view of seat 1 shows hidden cards: ['c3']"]  # type: ignore[arg-type]
    assert leak_problems(own, parts=False) == []  # type: ignore[arg-type]  (its view() shows no card)
