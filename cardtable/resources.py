"""Files shipped with cardtable besides code: the rules texts (the card data is in engine.data)."""

from __future__ import annotations

from pathlib import Path


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
    """The rules text, or a short note if the file is missing."""
    try:
        return rules_path(game_id).read_text(encoding="utf-8")
    except OSError:
        return f"# Rules\n\nThe rules of '{game_id}' are not installed ({rules_path(game_id)})."
