"""The suite served by ``cardtable serve`` and played in a real (headless) Chromium: the menu, a
Lux Nova solo game, an Aether Lanes match against the computer, the token, two tabs on one match.
Each test saves what the page showed as ``browser-*.png`` (in ``screenshots/`` with ``make
browser-shots``, else in a temp folder: see :func:`tests.web.conftest.screenshots_folder`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.conftest import require_browser, screenshots_folder

require_browser()

from playwright.sync_api import Page  # noqa: E402

from tests.web.terminal import Terminal, served  # noqa: E402


def open_menu(page: Page, address: str) -> Terminal:
    """Open the served address and wait for the menu; the terminal has the keyboard."""
    terminal = Terminal(page)
    page.goto(address)
    terminal.wait_for(r"c a r d t a b l e")
    terminal.wait_for(r"Enter or click to choose")
    terminal.focus()
    return terminal


def start_lux_nova_solo(terminal: Terminal, seed: int) -> None:
    """From the menu, by keys: Lux Nova, one player, the seed, Start."""
    terminal.press("1")
    terminal.wait_for("New match: Lux Nova")
    terminal.settle()
    terminal.step("Space")  # focus starts on Players: Space opens its list
    terminal.wait_for(r"1 \(solo score attack\)")
    terminal.step("ArrowUp", "Enter")
    terminal.wait_gone(r"Seat 2")
    terminal.settle()
    terminal.step("Tab", "Tab", "Tab", "Tab")  # name, kind, variant, seed
    terminal.page.keyboard.type(str(seed))
    terminal.wait_for(rf"Seed\s+▊\s+{seed}\b")
    terminal.press("Control+s")
    terminal.wait_for("Ana to play")
    terminal.settle()


def ana_points(terminal: Terminal) -> int:
    """Ana's points in the score table."""
    return int(terminal.wait_for(r"▶\s+Ana\s+(\d+)\s+\d+\s+\d+").group(1))


@pytest.fixture
def address(isolated_home: Path, free_port: int) -> Iterator[str]:
    """``cardtable serve`` on a free port with the test's own user folder: its printed address."""
    with served(isolated_home, free_port) as printed:
        yield printed


def shoot(page: Page, name: str) -> Path:
    folder = screenshots_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"browser-{name}.png"
    page.screenshot(path=str(path))
    return path


def test_the_page_is_titled_and_shows_the_menu(page: Page, address: str) -> None:
    terminal = open_menu(page, address)
    assert page.title().startswith("cardtable")
    for game in ("Lux Nova", "Aether Lanes", "Lux Aeterna", "Luminous"):
        assert game in terminal.text()
    terminal.settle()
    shoot(page, "menu")
    assert not page.is_visible("#ended")
    terminal.press("q")  # the menu's Quit: the app ends, the page says so and offers it again
    page.wait_for_selector("#ended", state="visible")
    assert "The cardtable window closed" in page.inner_text("#ended")
    assert terminal.closed


def test_a_lux_nova_solo_placement_scores_on_the_page(page: Page, address: str, isolated_home: Path) -> None:
    terminal = open_menu(page, address)
    start_lux_nova_solo(terminal, seed=7)
    assert ana_points(terminal) == 0
    terminal.press("Control+p")  # every placement with its points, best first
    best = terminal.wait_for(r"Cell (\d+), turned [^:]*: (\d+) points?")  # named by what the board shows
    promised = int(best.group(2))
    assert promised > 0
    terminal.press("Enter")
    terminal.wait_for(r"Ana places a card")
    terminal.settle()
    assert ana_points(terminal) == promised
    assert (isolated_home / "saves").is_dir() and any((isolated_home / "saves").glob("*.json"))
    shoot(page, "lux-nova")


def test_an_aether_lanes_turn_against_the_computer(page: Page, address: str) -> None:
    terminal = open_menu(page, address)
    terminal.press("2")
    terminal.wait_for("New match: Aether Lanes")
    terminal.wait_for(r"Seat 2\s+▊\s+Bo\b")
    terminal.settle()
    terminal.step("Tab", "Tab", "Tab", "Tab", "Space")  # seat 2's kind, opened
    terminal.wait_for(r"Computer \(greedy\)", timeout=40)
    terminal.step("ArrowDown", "ArrowDown", "Enter")
    terminal.wait_for(r"Seat 2\s+▊\s+Bo\s+▎▊\s+Computer\b", timeout=40)
    terminal.settle()
    terminal.step("Tab", "Tab", "Tab")  # seat 2's deck, the variant (the house rule), the seed
    terminal.page.keyboard.type("11")
    terminal.wait_for(r"Seed\s+▊\s+11\b")
    terminal.press("Control+s")
    terminal.wait_for("keep this hand")
    terminal.press("k")
    terminal.wait_for(r"Ana keeps the opening hand")
    terminal.wait_for(r"Turn \d+ \(round \d+\): Ana\.", timeout=60)
    terminal.settle()
    card = terminal.wait_for(r"┃▶ (?:🔒 )?([A-Z][\w' ]+?)\s*┃").group(1)
    terminal.press("1")  # the chosen card into the first lane
    terminal.wait_for(rf"Ana (?:summons|casts|plays|sets|binds)[^.]*{card.split()[0]}")
    terminal.settle()
    terminal.press("e")  # end the turn (asks first while a card could still be played)
    if terminal.wait_for(r"End the turn\?|Ana ends the turn\.").group(0) != "Ana ends the turn.":
        terminal.press("e")
    terminal.wait_for(r"Ana ends the turn\.")
    terminal.wait_for(r"Turn \d+ \(round \d+\): Bo\.")
    shoot(page, "aether-lanes")


def test_a_missing_or_wrong_token_gets_an_error_page(page: Page, address: str) -> None:
    bare = address.split("?")[0]
    opened: list[str] = []
    page.on("websocket", lambda socket: opened.append(socket.url))
    for url, title in ((bare, "Token needed"), (bare + "?token=not-the-token", "Wrong token")):
        response = page.goto(url)
        assert response is not None and response.status == 403
        assert page.title() == f"cardtable: {title}"
        assert "needs the address it printed" in page.inner_text("body")
    shoot(page, "wrong-token")
    # The page's own script cannot reach the app without the token either.
    refused = page.evaluate(
        """url => new Promise(done => {
            const socket = new WebSocket(url);
            socket.onopen = () => done("open");
            socket.onerror = () => done("refused");
        })""",
        bare.replace("http://", "ws://") + "ws",
    )
    assert refused == "refused"
    assert opened == [bare.replace("http://", "ws://") + "ws"]
    assert re.search(r"token=\S+", address)


def test_a_match_saved_by_the_terminal_app_continues_in_the_browser(page: Page, address: str) -> None:
    from cardtable.engine.registry import default_registry
    from cardtable.persistence.saves import SaveStore
    from cardtable.session import Match, MatchSetup

    # The test's process plays one move in the user folder the server was given (CARDTABLE_HOME).
    match = Match.start(default_registry(), MatchSetup("lux-nova", ("Cy",), (), 9, {}), store=SaveStore())
    match.apply(match.state.legal_actions()[0])
    terminal = open_menu(page, address)
    terminal.wait_for(r"Continue the last match[\s│]*\(Lux Nova: Cy, saved")  # the label on its own line
    terminal.press("c")
    terminal.wait_for(r"Cy to play")
    terminal.wait_for(r"Cy places a card")


def test_two_tabs_on_one_match_get_the_another_window_message(page: Page, address: str) -> None:
    first = open_menu(page, address)
    start_lux_nova_solo(first, seed=3)
    first.press("Enter")  # place the card where it stands: the match is saved
    first.wait_for(r"Ana places a card")
    second_page = page.context.new_page()
    second = open_menu(second_page, address)
    second.press("c")  # Continue: the same match, open in the first tab's process
    second.wait_for(r"open in another cardtable\s+window")
    second.settle()
    shoot(second_page, "two-tabs")
    assert "Ana to play" in first.text()  # the first tab plays on


def test_a_whole_lux_nova_solo_game_by_keys_and_mouse(page: Page, address: str) -> None:
    terminal = open_menu(page, address)
    start_lux_nova_solo(terminal, seed=5)
    plays = 0
    while "Solo game over" not in terminal.text():
        deck = int(terminal.wait_for(r"Deck: (\d+) cards").group(1))
        terminal.settle()  # the last play's animation over: the button takes clicks again
        if plays % 2:
            terminal.click("Place card")  # by mouse, where the card stands
        else:
            terminal.press("r", "Enter")  # by keys: turned once, placed
        plays += 1
        terminal.wait_for(rf"Deck: {deck - 1} cards" if deck else "Solo game over")
    final = int(terminal.wait_for(r"Final score: (\d+)").group(1))
    terminal.wait_for(r"Rank 1 of 1 among solo scores")
    assert plays == 35
    assert re.search(rf"Solo game over: Ana scores {final} points?\.", terminal.text())
    terminal.settle()
    shoot(page, "lux-nova-solo-end")
