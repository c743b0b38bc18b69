"""Issue 32: every field a screen relies on is checked when a save is read. A save whose seats
are missing, empty or too short passed the scan and ``doctor`` and then raised IndexError when
its screen opened, on every Continue, in all four games. Types are read strictly (``true`` is not
1), a save of another record version is refused with the version named, unknown keys are named,
and a 1 MB value is never repeated whole in a message."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from cardtable.cli import main
from cardtable.engine.errors import CardtableError
from cardtable.engine.record import RECORD_VERSION, SeatInfo
from cardtable.engine.registry import default_registry
from cardtable.persistence.saves import SAVE_VERSION, SaveStore
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.save_repair import replayable_prefix
from cardtable.session import Match, MatchSetup
from cardtable.ui.app import CardtableApp
from cardtable.ui.match_words import save_label
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until

REGISTRY = default_registry()
GAMES = ("lux-nova", "aether-lanes", "lux-aeterna", "luminous")
MEGABYTE = "x" * 1_000_000


def record_of(game: str, actions: int = 3) -> dict[str, Any]:
    info = REGISTRY.get(game)
    players = tuple(f"P{i}" for i in range(info.default_players))
    match = Match.start(REGISTRY, MatchSetup(game, players, tuple(SeatInfo() for _ in players), 5))
    rng = random.Random(5)
    for _ in range(actions):
        legal = match.state.legal_actions()
        if match.state.is_over or not legal:
            break
        match.apply(rng.choice(legal))
    return match.record.model_dump(mode="json")


def written(store: SaveStore, data: dict[str, Any]) -> Path:
    store.root.mkdir(parents=True, exist_ok=True)
    path = store.root / f"{data['match_id']}.json"
    path.write_text(json.dumps(data))
    return path


def refused_and_scanned(tmp_path: Path, data: dict[str, Any], words: str) -> tuple[SaveStore, Path, str]:
    """Resuming ``data`` is refused saying ``words``; so is listing its save: the store, the save's
    path and the scan's message."""
    with pytest.raises(CardtableError, match=words):
        Match.resume(REGISTRY, data)
    store = SaveStore(tmp_path / "saves")
    path = written(store, data)
    scan = store.scan()
    assert scan.entries == () and len(scan.problems) == 1 and words in scan.problems[0]
    return store, path, scan.problems[0]


SEATS = {"missing": None, "empty": [], "too short": [{"kind": "human"}]}


def with_seats(data: dict[str, Any], how: str) -> dict[str, Any]:
    changed = dict(data)
    if SEATS[how] is None:
        del changed["seats"]
    else:
        changed["seats"] = SEATS[how]
    return changed


@pytest.mark.parametrize("how", sorted(SEATS))
@pytest.mark.parametrize("game", GAMES)
def test_a_save_whose_seats_do_not_match_its_players_is_moved_aside_with_its_reason(
    tmp_path: Path, game: str, how: str
) -> None:
    store, path, problem = refused_and_scanned(tmp_path, with_seats(record_of(game), how), "seat")
    assert "moved to" in problem
    assert not path.exists() and store.scan().problems == ()


@pytest.mark.parametrize("game", GAMES)
def test_doctor_reports_a_save_without_seats(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    written(SaveStore(isolated_home / "saves"), with_seats(record_of(game), "empty"))
    assert main(["doctor"]) == 1
    assert "seats" in capsys.readouterr().out


@pytest.mark.parametrize("game", GAMES)
async def test_continue_with_a_save_without_seats_reports_it_and_never_crashes(
    isolated_home: Path, game: str
) -> None:
    store = SaveStore(isolated_home / "saves")
    written(store, with_seats(record_of(game), "missing"))
    app = CardtableApp(REGISTRY, settings=SettingsLoad(Settings(animation_speed="instant")))
    async with app.run_test(size=(100, 36)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.continue_last()
        await pilot.pause()
        app.continue_last()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        notes = [n.message for n in app._notifications]
        assert any("seats are missing" in note and "moved to" in note for note in notes), notes
    assert app.crashes == []
    assert list(store.root.glob("*.json")) == []


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("seed", True, "seed is not a whole number"),
        ("finished", 1, "'finished' is not true or false"),
        ("unranked", 0, "'unranked' is not true or false"),
        ("version", True, "version is not a whole number"),
        ("seats", [{"kind": "robot"}, {"kind": "human"}], "seat 1 is not a person or a computer"),
        ("seats", [{"kind": "human", "colour": "red"}, {"kind": "human"}], "seat 1"),
    ],
)
def test_values_are_read_by_type_true_is_not_one(field: str, value: object, words: str) -> None:
    data = record_of("lux-aeterna")
    data[field] = value
    with pytest.raises(CardtableError, match=words):
        Match.resume(REGISTRY, data)


def test_an_unknown_key_is_named() -> None:
    data = record_of("lux-nova")
    data["colour"] = "red"
    with pytest.raises(CardtableError, match="unknown key: colour"):
        Match.resume(REGISTRY, data)


def test_a_save_of_another_record_version_is_refused_with_the_version_and_left_in_place(
    tmp_path: Path,
) -> None:
    assert SAVE_VERSION == RECORD_VERSION
    data = record_of("luminous")
    data["version"] = 99
    _, path, problem = refused_and_scanned(tmp_path, data, "record version 99")
    assert "newer" in problem and path.exists()


@pytest.mark.parametrize("where", ["match_id", "player", "card", "key"])
def test_a_megabyte_value_is_never_repeated_whole_in_a_message(tmp_path: Path, where: str) -> None:
    data = record_of("lux-nova")
    if where == "match_id":
        data["match_id"] = MEGABYTE
    elif where == "player":
        data["players"][0] = MEGABYTE
    elif where == "card":
        data["actions"][0]["card"] = MEGABYTE
    else:
        data[MEGABYTE] = 1
    try:
        Match.resume(REGISTRY, data)
    except CardtableError as error:
        assert len(str(error)) < 400
    store = SaveStore(tmp_path / "saves")
    store.root.mkdir(parents=True)
    name = data["match_id"] if where != "match_id" else "m"
    (store.root / f"{name}.json").write_text(json.dumps(data))
    assert len(store.latest_summary() or "") < 200
    scan = store.scan()
    labels = [save_label(REGISTRY, entry) for entry in scan.entries]
    for line in [*scan.problems, *(entry.summary() for entry in scan.entries), *labels]:
        assert len(line) < 600, line[:100]
    assert len(scan.entries) == (1 if where in ("player", "card") else 0)  # a card is checked on replay


def test_resume_from_the_last_good_action_is_offered_only_when_it_would_work() -> None:
    data = record_of("lux-nova", actions=4)
    data["actions"][2] = {"kind": "place", "card": "LN-99", "q": 0, "r": 0, "rotation": 0}
    plan = replayable_prefix(REGISTRY, data)
    assert plan is not None and plan.good == 2  # a plain broken action: resuming works
    Match.resume(REGISTRY, plan.truncated(data))
    nested: Any = 1
    for _ in range(100):
        nested = [nested]
    data["options"] = {"variant": "basic", "deep": nested}  # too deep: no part of it resumes
    assert replayable_prefix(REGISTRY, data) is None


def test_the_continue_list_names_the_computer_seats(tmp_path: Path) -> None:
    """playtest23-la F13: the Continue list did not say which unfinished match was against the
    computer."""
    info = REGISTRY.get("lux-aeterna")
    seats = (SeatInfo(), SeatInfo(kind="computer", bot="strong"))
    match = Match.start(REGISTRY, MatchSetup(info.id, ("Ana", "Bo"), seats, 5))
    store = SaveStore(tmp_path / "saves")
    written(store, match.record.model_dump(mode="json"))
    hot_seat = record_of("lux-aeterna")
    written(store, hot_seat)
    labels = sorted(save_label(REGISTRY, entry).split(", saved")[0] for entry in store.scan().entries)
    assert labels == [
        "Lux Aeterna: Ana vs Bo (computer, strong), 0 actions",
        "Lux Aeterna: P0 vs P1, 3 actions",
    ]
