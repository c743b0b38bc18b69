"""A player's own deck in a match: written into the options in full (so a save replays after the
deck is edited or deleted), refused while it breaks a rule, and playable from the command line
and in simulations."""

from __future__ import annotations

import argparse
import dataclasses
import json

import pytest

from cardtable.cli import main
from cardtable.engine.decklists import DeckList
from cardtable.engine.errors import SetupError
from cardtable.engine.record import GameRecord, replay
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.persistence.decks import DeckStore
from cardtable.play_setup import setup_from_cli

REGISTRY = default_registry()
GAMES = {"luminous": "silgar", "aether-lanes": "ashen-vow", "lux-aeterna": "ember-legion"}


def play_args(game: str, seed: str | None, decks: list[str]) -> argparse.Namespace:
    """``cardtable play GAME --deck ...`` as the command line parses it."""
    from cardtable.cli import build_parser

    return build_parser().parse_args(["play", game, *(["--seed", seed] if seed else []), "--deck", *decks])


def rules_of(game: str):  # type: ignore[no-untyped-def]
    make = REGISTRY.get(game).load().deck_rules
    assert make is not None
    return make()


def own_copy(game: str, starter: str, name: str = "Mine") -> DeckList:
    rules = rules_of(game)
    deck = next(deck for deck in rules.starters() if deck.id == starter)
    mine = dataclasses.replace(deck, id="mine", name=name)
    DeckStore(rules).save(mine)
    return mine


def play(game: str, options: dict, seed: int, moves: int = 60):  # type: ignore[no-untyped-def]
    state = REGISTRY.new_game(game, ["Ana", "Bo"], seed, options)
    rng = Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_of_a_starter_plays_exactly_the_starters_game(game: str) -> None:
    rules = rules_of(game)
    starter = GAMES[game]
    mine = rules.to_data(dataclasses.replace(own_copy(game, starter), id="mine"))
    other = next(deck.id for deck in rules.starters() if deck.id != starter)
    for seed in (1, 2, 3):
        theirs = play(game, {"decks": [starter, other]}, seed)
        ours = play(game, {"decks": [mine, other]}, seed)
        assert [a.to_json() for a in ours.history] == [a.to_json() for a in theirs.history]
        assert ours.outcome == theirs.outcome


@pytest.mark.parametrize("game", GAMES)
def test_the_record_holds_the_list_and_replays_after_the_deck_is_deleted(game: str) -> None:
    rules = rules_of(game)
    args = play_args(game, "5", ["1=mine", f"2={GAMES[game]}"])
    own_copy(game, GAMES[game])
    setup = setup_from_cli(REGISTRY, args)
    assert isinstance(setup.options["decks"][0], dict)
    assert setup.options["decks"][0]["cards"]
    state = play(game, dict(setup.options), 5, moves=40)
    saved = json.loads(json.dumps(GameRecord.from_state(state).model_dump(mode="json")))
    DeckStore(rules).delete("mine")
    again = replay(GameRecord.model_validate(saved), REGISTRY)
    assert [a.to_json() for a in again.history] == [a.to_json() for a in state.history]


def test_a_draft_is_refused_with_the_rule_it_breaks() -> None:
    rules = rules_of("luminous")
    deck = own_copy("luminous", "silgar", "Short")
    card, count = deck.cards[-1]
    DeckStore(rules).save(deck.with_count(card, count - 1))
    args = play_args("luminous", None, ["1=mine", "2=jeddos"])
    with pytest.raises(
        SetupError, match=r"Short is a draft \(49 cards; a deck holds exactly 50 \(1 to add\)\)"
    ):
        setup_from_cli(REGISTRY, args)


def test_an_unknown_deck_lists_the_starters_and_yours() -> None:
    own_copy("aether-lanes", "ashen-vow")
    args = play_args("aether-lanes", None, ["1=nope"])
    with pytest.raises(
        SetupError, match="unknown Aether Lanes deck 'nope'; decks: .*ashen-vow.*; yours: mine"
    ):
        setup_from_cli(REGISTRY, args)


def test_a_gauntlet_from_the_command_line_is_the_same_on_one_or_two_jobs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    own_copy("aether-lanes", "dunemere")
    argv = [
        "simulate",
        "aether-lanes",
        "--games",
        "14",
        "--deck",
        "1=mine",
        "2=all",
        "--bot",
        "greedy",
        "--json",
    ]
    assert main([*argv, "--jobs", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main([*argv, "--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one["errors"] == 0 and one["results"] == two["results"] and one["actions"] == two["actions"]
    assert "mine" in one["results"]["aether_lanes"]["decks"]
