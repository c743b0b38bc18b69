"""The card-data pipeline's shared half (issue 24): one catalog cache per data folder in the
engine, one "did you mean", and states that are given their catalog."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from cardtable.engine import catalogs, new_game
from cardtable.engine.catalogs import CatalogCache, Glossary, did_you_mean, unknown
from cardtable.engine.data import DataError, DataIssue
from cardtable.engine.state import GameState

GAMES = Path(__file__).resolve().parents[2] / "cardtable" / "games"


def test_did_you_mean_names_the_closest_known_name() -> None:
    assert did_you_mean("trail-gide", ["trail-guide", "ember-imp"]) == " (did you mean 'trail-guide'?)"
    assert did_you_mean("zzz", ["trail-guide"]) == ""
    assert (
        unknown("card", "trail-gide", ["trail-guide"])
        == "unknown card 'trail-gide' (did you mean 'trail-guide'?)"
    )


def test_a_folder_is_built_once_and_again_after_a_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "cards.yaml").write_text("cards: []\n")
    builds: list[Path] = []

    def build(folder: Path) -> int:
        builds.append(folder)
        return len(builds)

    cache = CatalogCache("toy", build)
    assert cache.load(tmp_path) == cache.load(tmp_path) == 1
    monkeypatch.setattr(catalogs, "FRESHNESS_SECONDS", 0.0)
    assert cache.load(tmp_path) == 1  # looked at again: nothing changed
    stamp = os.stat(tmp_path / "cards.yaml").st_mtime_ns
    os.utime(tmp_path / "cards.yaml", ns=(stamp + 10**9, stamp + 10**9))
    assert cache.load(tmp_path) == 2
    cache.clear()
    assert cache.load(tmp_path) == 3


def test_validate_gives_every_issue_of_a_folder_read_afresh(tmp_path: Path) -> None:
    issue = DataIssue("cards.yaml", "unknown card 'trail-gide'", 3, "deck-a", "cards")
    builds: list[Path] = []

    def build(folder: Path) -> int:
        builds.append(folder)
        if (folder / "broken").exists():
            raise DataError([issue])
        return 1

    cache = CatalogCache("toy", build)
    assert cache.validate(tmp_path) == []
    (tmp_path / "broken").write_text("")
    assert cache.validate(tmp_path) == [issue]
    assert builds == [tmp_path, tmp_path]  # built each time, never from the cache
    with pytest.raises(DataError):
        cache.load(tmp_path)


@dataclasses.dataclass
class _Term:
    name: str
    text: str


def test_a_glossary_searches_names_and_explanations_in_any_case_sorted_by_name() -> None:
    terms = [
        _Term("Pierce", "Strikes never hit back."),
        _Term("bulwark", "Holds the floor."),
        _Term("Aura", "x"),
    ]
    glossary = Glossary(CatalogCache("toy", lambda folder: terms), lambda catalog: catalog, lambda t: t.text)
    assert [name for name, _ in glossary.search()] == ["Aura", "bulwark", "Pierce"]
    assert glossary.search("  HIT ") == [("Pierce", "Strikes never hit back.")]
    assert [name for name, _ in glossary.search("bul")] == ["bulwark"]
    assert glossary.search("nothing like it") == []


def test_the_default_folder_follows_cardtable_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = CatalogCache("toy", lambda folder: folder)
    monkeypatch.setenv("CARDTABLE_DATA", str(tmp_path))
    assert cache.default_folder() == tmp_path / "toy"


@pytest.mark.parametrize("game", ["lux-nova", "aether-lanes", "lux-aeterna", "luminous"])
def test_every_card_game_state_is_given_its_catalog(game: str) -> None:
    state = new_game(game, ["Ana", "Bo"], seed=1)
    cache = type(state).CATALOGS
    assert isinstance(cache, CatalogCache) and state.catalog is cache.load()
    restored = type(state).from_json(state.to_json())
    assert restored.catalog is state.catalog
    given = type(state)(["Ana", "Bo"], 1, dict(state.options), catalog=state.catalog)  # type: ignore[call-arg]
    assert given.catalog is state.catalog


@pytest.mark.parametrize(
    "module", sorted(GAMES.glob("*/state.py")) + sorted(GAMES.glob("*/snapshot.py")), ids=str
)
def test_no_state_reads_card_data_itself(module: Path) -> None:
    text = module.read_text()
    assert "load_catalog(" not in text and "default_catalog(" not in text


def test_the_base_state_has_no_catalog_without_a_cache() -> None:
    assert GameState.CATALOGS is None
