"""Shared test fixtures: an isolated user folder for every test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from tests.support.patience import patient


@pytest.fixture(autouse=True)
def isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Saves, scores and settings of each test go to a fresh temporary folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    monkeypatch.delenv("CARDTABLE_DATA", raising=False)
    yield home
    # ``cardtable --data DIR`` run in-process sets CARDTABLE_DATA for its worker processes: it
    # must not reach the next test (nor a module fixture set up before that test's own fixtures).
    os.environ.pop("CARDTABLE_DATA", None)


@pytest.fixture(autouse=True)
def patient_pilot(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot waits end when the app is done or stuck, not after 30 s of a loaded machine's clock
    (:mod:`tests.support.patience`)."""
    monkeypatch.setattr(Pilot, "_wait_for_screen", patient(Pilot._wait_for_screen))


@pytest.fixture(autouse=True)
def curtain_lifts_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pilot's Enter comes sooner than any person's: the curtain's and the recap's guard against
    keys typed ahead is off, except in the tests of that guard (``tests/ui/test_curtain_typed_ahead.py``)."""
    from cardtable.ui.dialogs import CurtainScreen
    from cardtable.ui.table.recap import RecapScreen

    monkeypatch.setattr(CurtainScreen, "TYPED_AHEAD_SECONDS", 0.0)
    monkeypatch.setattr(RecapScreen, "TYPED_AHEAD_SECONDS", 0.0)  # the same guard on the recap
