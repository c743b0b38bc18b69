"""The Luminous screens read the engine's presentation and send actions: no module of
``cardtable/ui/luminous`` may import a Luminous internal (state classes, legal, flow, bots,
private functions) except the imports still named in ``ALLOWED`` (each one a debt: the list only
shrinks). Limited to ui/luminous on this branch; the other games' screens get the same test from
the presentation work of issue 24."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).parents[2] / "cardtable" / "ui" / "luminous"
GAME = "cardtable.games.luminous"
PUBLIC = {f"{GAME}.presentation"}
"""What a screen may import from the game: its typed presentation."""

ALLOWED = {
    ("asks.py", f"{GAME}.actions"),
    ("asks.py", f"{GAME}.api"),
    ("asks.py", f"{GAME}.preview"),
    ("build.py", f"{GAME}.describe"),
    ("inspect.py", f"{GAME}.forecast_blocks"),
    ("inspect.py", f"{GAME}.preview"),
    ("learn.py", f"{GAME}.api"),
    ("learn.py", f"{GAME}.catalog"),
    ("scenes.py", f"{GAME}.scenario"),
}
"""(screen module, game module) imports still to be replaced by the presentation."""


def _game_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == GAME:
                found.update(f"{GAME}.{alias.name}" for alias in node.names)
            elif node.module.startswith(GAME + "."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(GAME + "."))
    return found


def test_the_luminous_screens_import_only_the_presentation_and_the_named_debts() -> None:
    seen = set()
    for path in sorted(UI.glob("*.py")):
        for module in _game_imports(path) - PUBLIC:
            seen.add((path.name, module))
    assert seen - ALLOWED == set(), "new game-internal imports under ui/luminous"
    assert ALLOWED - seen == set(), "an allowed import is gone: strike it from ALLOWED"


def test_the_walk_finds_an_import_inside_a_function(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text(f"def f():\n    from {GAME}.legal import legal_actions\n    from {GAME} import flow\n")
    assert _game_imports(sample) == {f"{GAME}.legal", f"{GAME}.flow"}
