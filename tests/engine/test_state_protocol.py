"""The state protocol declares every member the engine, the simulator, the checks and the screens
read from a state, each with its default: nothing is found by probing (issue 24)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardtable.engine import new_game
from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from tests.support.toy_game import ToyState

ROOT = Path(__file__).resolve().parents[2] / "cardtable"
KERNEL_ALLOWLIST = ("luminous",)
"""``cardtable/ui/luminous`` is the ``kernel`` branch's (issue 24, first half): not walked until it lands."""
READERS = [
    *sorted((ROOT / "engine").rglob("*.py")),
    *(p for p in sorted((ROOT / "ui").rglob("*.py")) if KERNEL_ALLOWLIST[0] not in p.parts),
    ROOT / "session.py",
]
"""Modules that read states: none may look a state's member up by name."""


def _probes(path: Path) -> list[str]:
    """``getattr``/``hasattr`` calls whose object is named like a state."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
        ):
            target = node.args[0] if node.args else None
            name = target.id if isinstance(target, ast.Name) else getattr(target, "attr", "")
            if "state" in str(name) or name in ("st", "state_class"):
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    return found


@pytest.mark.parametrize("path", READERS, ids=lambda p: p.name)
def test_no_state_member_is_found_by_probing(path: Path) -> None:
    assert _probes(path) == []


def test_the_defaults_of_a_game_that_declares_none() -> None:
    state = ToyState(["Ana", "Bo"], 3, {})
    assert state.decision is None and state.view_parts() is None and state.hidden_id_finder is None
    assert not ToyState.samples_codes()
    with pytest.raises(NotImplementedError):
        state.random_code(Rng(1))
    assert state.random_action(Rng(5)) == Rng(5).choice(state.legal_actions())


def test_the_default_play_random_plays_what_the_random_bot_picks() -> None:
    played, picked = ToyState(["Ana", "Bo"], 3, {}), ToyState(["Ana", "Bo"], 3, {})
    rng_a, rng_b = Rng(9), Rng(9)
    while not played.is_over:
        action = played.play_random(rng_a)
        picked.apply(RandomBot().choose(picked, rng_b))
        assert action == picked.history[-1]
    assert played.to_json() == picked.to_json()


@pytest.mark.parametrize(
    "game,codes",
    [("lux-nova", True), ("aether-lanes", True), ("lux-aeterna", False), ("luminous", False)],
)
def test_each_game_says_whether_it_samples_codes(game: str, codes: bool) -> None:
    state = new_game(game, ["Ana", "Bo"], seed=1)
    assert type(state).samples_codes() is codes
    assert isinstance(state, GameState)


@pytest.mark.parametrize("game", ["lux-nova", "aether-lanes", "lux-aeterna", "luminous"])
def test_no_game_writes_apply_again(game: str) -> None:
    assert type(new_game(game, ["Ana", "Bo"], seed=1)).apply is GameState.apply


@pytest.mark.parametrize(
    ("game", "starter"),
    [("luminous", "silgar"), ("lux-aeterna", "ember-legion"), ("aether-lanes", "ashen-vow")],
)
def test_a_deck_game_declares_its_deck_rules_and_the_engine_adds_a_players_own_deck(
    game: str, starter: str
) -> None:
    import dataclasses

    from cardtable.engine.registry import default_registry

    impl = default_registry().get(game).load()
    assert impl.deck_rules is not None
    rules = impl.deck_rules()
    state_class = type(default_registry().new_game(game, ["Ana", "Bo"], 1))
    assert state_class.DECK_RULES is type(rules)
    deck = next(deck for deck in rules.starters() if deck.id == starter)
    mine = rules.to_data(dataclasses.replace(deck, id="mine", name="Mine"))
    catalog = state_class.match_catalog(rules.catalog, {"decks": [mine, starter]})
    assert catalog is not rules.catalog and catalog is not None
    assert state_class.match_catalog(rules.catalog, {"decks": [starter, starter]}) is rules.catalog
