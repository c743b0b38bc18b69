"""The browser tests' setup: Debian's Chromium, launched by its path (Playwright cannot download
its own browsers here), and a free loopback port per server.

Without Chromium, Playwright or the web extra the browser tests skip and say why; with
``CARDTABLE_BROWSER_TESTS=required`` (set by ``.ci/run``) they fail instead, so CI cannot pass
without running them.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserType, Playwright

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REPO_SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def screenshots_folder() -> Path:
    """Where the browser tests save what the page showed: ``screenshots/`` only when asked
    (``CARDTABLE_BROWSER_SHOTS=screenshots``, set by ``make browser-shots``), else a private temp
    folder, so that ``make test`` leaves a clone's tree as it found it."""
    asked = os.environ.get("CARDTABLE_BROWSER_SHOTS", "")
    if asked == "screenshots":
        return REPO_SCREENSHOTS
    if asked:
        return Path(asked)
    return Path(tempfile.gettempdir()) / f"cardtable-browser-shots-{os.getpid()}"


def chromium_path() -> str | None:
    """The system's Chromium (``CARDTABLE_CHROMIUM`` overrides), or None."""
    return (
        os.environ.get("CARDTABLE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )


def missing_for_browser() -> str | None:
    """Why the browser tests cannot run here (None when they can)."""
    for module, package in (
        ("textual_serve", "the web extra (textual-serve)"),
        ("playwright", "Playwright"),
        ("pyte", "pyte"),
    ):
        if importlib.util.find_spec(module) is None:
            return f"{package} is not installed (pip install -e '.[test]')"
    if chromium_path() is None:
        return "Debian's chromium is not installed (apt-get install chromium; .ci/run installs it)"
    return None


def require_browser() -> None:
    """At the top of a browser test module: skip it (or, where the browser tests are required,
    fail) when they cannot run."""
    reason = missing_for_browser()
    if reason is None:
        return
    if os.environ.get("CARDTABLE_BROWSER_TESTS") == "required":
        pytest.fail(f"the browser tests are required but cannot run: {reason}", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch options, pointed at the system Chromium."""
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="module")
def browser_context_args() -> dict[str, Any]:
    """Every page at 1280x800 (the terminal is then about 142x38 cells)."""
    return {"viewport": {"width": 1280, "height": 800}}


# pytest-playwright keeps Playwright (and its running event loop) for the whole session; here it
# lives for one module, so tests that run their own event loop later in the same worker still can.
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    """Playwright, started for one test module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="module")
def browser_type(playwright: Playwright, browser_name: str) -> BrowserType:
    return getattr(playwright, browser_name)  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def browser(browser_type: BrowserType, browser_type_launch_args: dict[str, Any]) -> Iterator[Browser]:
    """The system Chromium, launched once for a module."""
    launched = browser_type.launch(**browser_type_launch_args)
    yield launched
    launched.close()


@pytest.fixture
def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
