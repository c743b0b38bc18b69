"""The screens import only each game's public presentation and action API, never its internals
(state classes, legal, flow, bots, catalogs, private functions): issue 24.

The public API, per game (``PUBLIC``): its ``actions`` (the values a screen sends), its
presentation (``presentation`` for Aether Lanes and Luminous, ``present`` for Lux Nova and Lux Aeterna:
the typed value a screen draws and the engine's forecasts), its ``api`` (public functions for
screens, such as Lux Nova's solo par),
and, by name, the loaders a screen starts positions and lessons from. A name starting with ``_`` is
never public.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "cardtable" / "ui"
EVERY = None
"""Every public name of the module."""

PUBLIC: dict[str, dict[str, frozenset[str] | None]] = {
    "aether_lanes": {
        "actions": EVERY,
        "presentation": EVERY,
        "api": EVERY,
        "lessons": EVERY,
        "scenario": frozenset({"from_scenario"}),
        "impl": frozenset({"deck_choices", "deck_details"}),
    },
    "lux_nova": {"actions": EVERY, "present": EVERY, "api": EVERY},
    "lux_aeterna": {
        "actions": EVERY,
        "present": EVERY,
        "api": EVERY,
        "scenario": frozenset({"from_scenario"}),
    },
    "luminous": {
        "actions": EVERY,
        "presentation": EVERY,
        "api": EVERY,
        "scenario": frozenset({"from_scenario"}),
    },
}

NOT_YET_ON_PRESENTATION: frozenset[tuple[str, str]] = frozenset()
"""Imports of game internals that remain, each named: a new one fails the test, and one removed
must leave this list too (it is checked to hold only imports that still exist)."""


def game_imports(source: str) -> list[str]:
    """``game.module.name`` for every name a source imports from a game package."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("cardtable.games."):
            parts = node.module.split(".")[2:]
            for alias in node.names:
                if len(parts) == 1:  # from cardtable.games.<game> import <module>
                    found.append(f"{parts[0]}.{alias.name}.*")
                else:
                    found.append(f"{parts[0]}.{'.'.join(parts[1:])}.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("cardtable.games."):
                    found.append(".".join(alias.name.split(".")[2:]) + ".*")
    return found


def is_public(imported: str) -> bool:
    game, _, rest = imported.partition(".")
    module, _, name = rest.rpartition(".")
    if game not in PUBLIC or name.startswith("_") or "." in module:
        return False
    allowed = PUBLIC[game].get(module, frozenset())
    return allowed is EVERY or (name != "*" and name in allowed)


def ui_files() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def internal_imports() -> set[tuple[str, str]]:
    out = set()
    for path in ui_files():
        for imported in game_imports(path.read_text(encoding="utf-8")):
            if not is_public(imported):
                out.add((str(path.relative_to(UI)), imported))
    return out


def test_the_checker_tells_public_from_internal() -> None:
    assert game_imports("from cardtable.games.aether_lanes.state import AetherState") == [
        "aether_lanes.state.AetherState"
    ]
    assert game_imports("from cardtable.games.aether_lanes import lessons as L") == ["aether_lanes.lessons.*"]
    assert not is_public("aether_lanes.state.AetherState")
    assert not is_public("aether_lanes.legal.*")
    assert not is_public("aether_lanes.presentation._wager_forecast")
    assert not is_public("lux_aeterna.bots.GreedyBot")
    assert not is_public("lux_aeterna.scenario.load_scenario")
    assert is_public("aether_lanes.presentation.present") and is_public("aether_lanes.lessons.*")
    assert is_public("lux_aeterna.scenario.from_scenario")


def test_no_screen_imports_a_games_internals() -> None:
    assert len(ui_files()) > 40
    assert internal_imports() - NOT_YET_ON_PRESENTATION == set()


def test_the_named_exceptions_still_exist() -> None:
    assert NOT_YET_ON_PRESENTATION - internal_imports() == set()


@pytest.mark.parametrize("game", ["aether_lanes", "lux_aeterna", "luminous", "lux_nova"])
def test_a_finished_game_has_no_exception(game: str) -> None:
    assert not [entry for entry in NOT_YET_ON_PRESENTATION if entry[0].startswith(game)]
