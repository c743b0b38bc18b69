"""The Luminous screens read a match only through the engine's public state protocol and the
game's presentation: no attribute of the state beyond what ``GameState`` declares (``sides``,
``card_def``, ``combat``, ``catalog``... live behind ``present`` and ``api``). The import test
cannot see such reads (they need no import), so this walks the screens' code for them: any
attribute read on ``state``, ``st`` or ``<anything>.state``, and any ``getattr`` on them."""

from __future__ import annotations

import ast
from pathlib import Path

from cardtable.engine.state import GameState

ROOT = Path(__file__).resolve().parents[3]
SCREENS = ROOT / "cardtable" / "ui" / "luminous"
SHARED = [
    *sorted((ROOT / "cardtable" / "ui").glob("*.py")),
    *sorted((ROOT / "cardtable" / "ui" / "table").glob("*.py")),
]
"""The shared screens Luminous uses (the table layer, hand-offs, the game screen base...)."""


def public_names() -> frozenset[str]:
    """What ``GameState`` declares: its public members and the attributes its ``__init__`` sets,
    less the card data (a screen reads cards from the presentation)."""
    names = {name for name in dir(GameState) if not name.startswith("_")}
    tree = ast.parse((ROOT / "cardtable" / "engine" / "state.py").read_text())
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and not node.attr.startswith("_")
        ):
            names.add(node.attr)
    return frozenset(names - {"catalog", "CATALOGS"})


def _is_state(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in ("state", "st")
    return isinstance(node, ast.Attribute) and node.attr == "state"


def state_reads(source: str, public: frozenset[str]) -> list[str]:
    """``line: expression`` for each read of a state attribute that is not public."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _is_state(node.value) and node.attr not in public:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and node.args
            and _is_state(node.args[0])
        ):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_luminous_screens_read_no_state_attribute_beyond_the_protocol() -> None:
    public = public_names()
    problems = {
        str(path.relative_to(ROOT)): reads
        for path in [*sorted(SCREENS.glob("*.py")), *SHARED]
        if path.exists() and (reads := state_reads(path.read_text(), public))
    }
    assert problems == {}


def test_the_check_finds_each_kind_of_read() -> None:
    public = public_names()
    assert {"to_act", "legal_actions", "decision", "players", "history", "name"} <= public
    assert "catalog" not in public and "sides" not in public
    source = (
        "def f(self, state):\n"
        "    a = state.sides[0].life\n"
        "    b = self.state.card_def('c1')\n"
        "    c = self.match.state.combat\n"
        "    d = getattr(state, 'active')\n"
        "    e = state.legal_actions()\n"
        "    g = state.catalog.rules\n"
    )
    assert sorted(int(r.split(":")[0]) for r in state_reads(source, public)) == [2, 3, 4, 5, 7]
