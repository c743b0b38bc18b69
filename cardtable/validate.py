"""``cardtable validate``: check the built-in card data or given files/folders."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from cardtable.data_limit import too_much_data
from cardtable.engine.data import DataError, DataIssue, data_root, display_path
from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameInfo, GameRegistry


@dataclasses.dataclass(frozen=True, slots=True)
class ValidationReport:
    ok: bool
    lines: tuple[str, ...]


def _issues_for(info: GameInfo, folder: Path) -> list[DataIssue]:
    try:
        return list(info.load().validate_data(folder))
    except DataError as error:
        return error.issues


def _game_for_folder(registry: GameRegistry, folder: Path) -> GameInfo | None:
    for info in registry.all():
        if info.data_folder and folder.name == info.data_folder:
            return info
    return None


def validate_paths(registry: GameRegistry, paths: Sequence[Path]) -> ValidationReport:
    """Validate each path (a data root, a game's data folder, or a file inside one)."""
    targets: list[tuple[GameInfo, Path]] = []
    if not paths:
        root = data_root()
        targets = [(info, root / info.data_folder) for info in registry.all() if info.data_folder]
    for path in paths:
        if not path.exists():
            raise CardtableError(f"{path}: no such file or folder")
        folder = path if path.is_dir() else path.parent
        info = _game_for_folder(registry, folder)
        if info is not None:
            targets.append((info, folder))
            continue
        games = [i for i in registry.all() if i.data_folder]
        found = [(i, folder / i.data_folder) for i in games if (folder / i.data_folder).is_dir()]
        if found:  # a data root: every game needs its folder (a missing one fails in play)
            found = [(i, folder / i.data_folder) for i in games]
        if not found:
            known = ", ".join(i.data_folder for i in registry.all() if i.data_folder)
            raise CardtableError(
                f"{path}: not a card data folder (expected a folder named {known}, a file inside one, "
                "or a folder that contains them)"
            )
        targets.extend(found)
    lines: list[str] = []
    ok = True
    for info, folder in targets:
        oversize = too_much_data(folder)
        issues = [DataIssue(display_path(folder), oversize)] if oversize else _issues_for(info, folder)
        if issues:
            ok = False
            lines.extend(str(issue) for issue in issues)
            lines.append(f"{info.id}: {len(issues)} problem(s) in {display_path(folder)}")
        else:
            lines.append(f"{info.id}: {display_path(folder)} is valid")
    return ValidationReport(ok, tuple(lines))
