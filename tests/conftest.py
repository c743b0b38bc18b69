"""Shared test fixtures: an isolated user folder for every test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Saves, scores and settings of each test go to a fresh temporary folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    monkeypatch.delenv("CARDTABLE_DATA", raising=False)
    yield home
