"""Files shipped with cardtable besides code: the rules texts (the card data is in engine.data)."""

from __future__ import annotations

import re
from pathlib import Path

DEVELOPER_NOTE = re.compile(r"<!--.*?-->", re.DOTALL)
"""An HTML comment in a rules file: where a rule came from (an issue, a play-test, a module), for
the people who build the suite; players never see it."""


def docs_root() -> Path:
    """The ``docs`` folder: inside the installed package, or the source checkout."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "docs", package.parent / "docs"):
        if (candidate / "rules").is_dir():
            return candidate
    return package / "docs"


def rules_path(game_id: str) -> Path:
    """The Markdown rules of a game (written in our own words)."""
    return docs_root() / "rules" / f"{game_id}.md"


def read_rules(game_id: str) -> str:
    """The rules text as players read it (developer notes left out), or a short note if the file
    is missing."""
    try:
        return DEVELOPER_NOTE.sub("", rules_path(game_id).read_text(encoding="utf-8"))
    except OSError:
        return f"# Rules\n\nThe rules of '{game_id}' are not installed ({rules_path(game_id)})."
