"""The data fuzzer: damaged card-data folders and random model input. ``validate`` must answer
with messages (never a traceback or a hang), and a folder it accepts must start and play."""

from __future__ import annotations

import functools
import os
import random
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import strategies as st
from pydantic import ValidationError

from cardtable.engine.catalogs import CatalogCache
from cardtable.engine.data import DataIssue, DataModel, builtin_data_root
from cardtable.engine.errors import CardtableError
from cardtable.engine.registry import GameInfo, default_registry
from tests.fuzz.budget import run_shard, scratch, shards
from tests.fuzz.limits import time_limit
from tests.fuzz.mutate import TEXT_DAMAGE, VALUES, damage_text, dump, nested, paths, replace_at

REGISTRY = default_registry()
GAMES = [info for info in REGISTRY.all() if info.data_folder]
ROOT = builtin_data_root()
ORIGINALS = {
    info.id: {
        p.name: p.read_text(encoding="utf-8")
        for p in sorted((ROOT / info.data_folder).iterdir())
        if p.is_file()
    }
    for info in GAMES
}
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
PARSED = {
    game: {name: yaml.load(text, Loader=_LOADER) for name, text in files.items()}  # noqa: S506 (safe)
    for game, files in ORIGINALS.items()
}


@functools.cache
def original_paths(game: str, name: str) -> list[tuple[Any, ...]]:
    """Every location in a built-in data file (worked out once: the files are large)."""
    return paths(PARSED[game][name])


def clear_data_caches() -> None:
    """Forget every game's cached catalog (the fuzzer rewrites folders under the same names).

    Only the loaders' caches (``catalog`` and ``lessons`` modules): other cached functions build
    classes or tables that modules captured at import (Aether's frozen card classes), and clearing
    those would give two classes for one model to the tests that run after this one."""
    for name, module in list(sys.modules.items()):
        loader = name.rsplit(".", 1)[-1] in ("catalog", "lessons")
        if name.startswith("cardtable.games.") and loader and module is not None:
            for value in list(vars(module).values()):
                if hasattr(value, "cache_clear"):
                    value.cache_clear()
            catalogs = vars(module).get("CATALOGS")
            if isinstance(catalogs, CatalogCache):
                catalogs.clear()


def play(info: GameInfo, root: Path, seed: int) -> None:
    """Start the game on the data under ``root`` and play random legal actions to the end or 80."""
    previous = os.environ.get("CARDTABLE_DATA")
    os.environ["CARDTABLE_DATA"] = str(root)
    clear_data_caches()
    try:
        players = [f"P{i}" for i in range(info.default_players)]
        state = REGISTRY.new_game(info.id, players, seed)
        rng = random.Random(seed)
        for _ in range(80):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    finally:
        if previous is None:
            os.environ.pop("CARDTABLE_DATA", None)
        else:
            os.environ["CARDTABLE_DATA"] = previous
        clear_data_caches()


def mutate_folder(info: GameInfo, folder: Path, data: st.DataObject) -> str:
    files = ORIGINALS[info.id]
    name = data.draw(st.sampled_from(sorted(files)), label="file")
    how = data.draw(st.sampled_from(["value", "value", "value", "delete", "text", "folder"]), label="how")
    target = folder / name
    if how in ("value", "delete"):
        document = PARSED[info.id][name]
        where = data.draw(st.sampled_from(original_paths(info.id, name)), label="path")
        if how == "delete" and where:
            changed = replace_at(document, where, None, delete=True)
        else:
            new = data.draw(st.one_of(VALUES, st.builds(nested, st.integers(30, 200))), label="value")
            changed = replace_at(document, where, new)
        target.write_bytes(dump(changed))
        return f"{how} {name} at {where}"
    if how == "text":
        kind = data.draw(TEXT_DAMAGE, label="damage")
        target.write_bytes(damage_text(files[name], kind, data))
        return f"text {kind} {name}"
    kind = data.draw(
        st.sampled_from(["remove", "dir", "loop", "empty-folder", "fifo"]), label="folder damage"
    )
    if kind == "remove":
        target.unlink()
    elif kind == "dir":
        target.unlink()
        target.mkdir()
    elif kind == "loop":
        target.unlink()
        target.symlink_to(target)
    elif kind == "fifo" and hasattr(os, "mkfifo"):
        target.unlink()
        os.mkfifo(target)
    else:
        for path in folder.iterdir():
            path.unlink()
    return f"folder {kind} {name}"


FOLDERS = (120, 8000, 500)
"""Damaged folders: cases in CI, cases in ``make fuzz``, cases per shard."""


@pytest.mark.parametrize("shard", shards(*FOLDERS))
def test_damaged_data_folders_give_messages_and_accepted_ones_play(shard: int) -> None:
    run_shard("data", damaged_folder_case, shard, *FOLDERS)


def damaged_folder_case(data: st.DataObject) -> None:
    info = data.draw(st.sampled_from(GAMES), label="game")
    with scratch() as tmp:
        root = Path(tmp)
        folder = root / info.data_folder
        folder.mkdir()
        for name, text in ORIGINALS[info.id].items():
            (folder / name).write_text(text, encoding="utf-8")
        what = mutate_folder(info, folder, data)
        with time_limit(20):
            issues = info.load().validate_data(folder)
            assert all(isinstance(issue, DataIssue) and str(issue) for issue in issues), what
            if not issues:
                try:
                    play(info, root, data.draw(st.integers(0, 10**6), label="seed"))
                except CardtableError as error:
                    raise AssertionError(f"validated, then failed in play ({what}): {error}") from None


def all_models() -> list[type[DataModel]]:
    for info in GAMES:
        info.load()
    found: list[type[DataModel]] = []
    todo = list(DataModel.__subclasses__())
    while todo:
        model = todo.pop()
        if model.__module__.startswith("cardtable.games."):
            found.append(model)
        todo.extend(model.__subclasses__())
    return sorted(found, key=lambda m: (m.__module__, m.__name__))


MODELS = all_models()


def _mappings() -> list[dict[str, Any]]:
    """Every non-empty mapping in the built-in data, in document order."""
    found: list[dict[str, Any]] = []
    for files in PARSED.values():
        for document in files.values():
            todo = [document]
            while todo:
                value = todo.pop()
                if isinstance(value, dict):
                    if value:
                        found.append(value)
                    todo.extend(reversed(list(value.values())))
                elif isinstance(value, list):
                    todo.extend(reversed(value))
    return found


MAPPINGS = _mappings()


def examples_for(model: type[DataModel]) -> list[dict[str, Any]]:
    """Real entries of the built-in data that this model reads (to mutate one field at a time)."""
    fields = set(model.model_fields)
    return [value for value in MAPPINGS if set(value) <= fields][:41]


EXAMPLES = {model: examples_for(model) for model in MODELS}


MODEL_VALUES = (150, 4000, 2000)


@pytest.mark.parametrize("shard", shards(*MODEL_VALUES))
def test_card_models_refuse_bad_values_with_validation_errors_only(shard: int) -> None:
    run_shard("data", model_value_case, shard, *MODEL_VALUES)


def model_value_case(data: st.DataObject) -> None:
    model = data.draw(st.sampled_from(MODELS), label="model")
    examples = EXAMPLES[model]
    if examples and data.draw(st.booleans(), label="from real data"):
        entry = dict(data.draw(st.sampled_from(examples), label="entry"))
        field = data.draw(st.sampled_from(sorted(model.model_fields)), label="field")
        entry[field] = data.draw(VALUES, label="value")
    else:
        entry = data.draw(
            st.dictionaries(st.sampled_from(sorted(model.model_fields) + ["extra"]), VALUES, max_size=6),
            label="entry",
        )
    try:
        model.model_validate(entry)
    except ValidationError as error:
        assert error.errors()


def test_every_rule_constant_is_range_checked() -> None:
    """Each integer field of a rules model has both a lower and an upper bound."""
    for model in MODELS:
        if not model.__name__.lower().startswith("rules"):
            continue
        for name, field in model.model_fields.items():
            if field.annotation is int:
                bounds = {type(m).__name__ for m in field.metadata}
                assert {"Ge", "Le"} <= bounds or {"Gt", "Lt"} & bounds, (
                    f"{model.__name__}.{name} has no range"
                )


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_built_in_data_still_validates(info: GameInfo) -> None:
    assert info.load().validate_data(ROOT / info.data_folder) == []
