"""``cardtable screenshots``: regenerate the SVG (and PNG) pictures of every main screen.

Shell scenes live here; each game adds its own as ``SCREENSHOT_SCENES: list[Scene]`` in its
screen module or in a ``scenes`` module beside it. Scenes run headless in a temporary user folder, so they never
touch a player's saves and always look the same.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from cardtable.engine.registry import GameRegistry, default_registry
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.game_screens import screen_path

Steps = Callable[[Pilot[Any]], Awaitable[None]]


@dataclasses.dataclass(frozen=True, slots=True)
class Scene:
    """One screenshot: the app started with ``start`` (see CardtableApp), then ``steps`` run."""

    name: str
    steps: Steps | None = None
    start: Callable[[], Any] | None = None
    size: tuple[int, int] = (120, 40)
    settings: Settings = Settings(animation_speed="instant")
    game: str = ""
    """The game the scene needs (it is left out when that game is not installed)."""


async def settle(pilot: Pilot[Any], timeout: float = 10.0) -> None:
    """Wait until every Markdown viewer on screen shows its table of contents and two screenshots
    0.2 s apart are identical (screens that render in steps, or a loaded machine, need more than
    a fixed pause before a picture is taken)."""
    from textual.widgets import MarkdownViewer

    for _ in range(int(timeout / 0.05)):
        await pilot.pause(0.05)
        if all(_contents_shown(viewer) for viewer in pilot.app.screen.query(MarkdownViewer)):
            break
    previous = None
    for _ in range(int(timeout / 0.2)):
        await pilot.pause(0.2)
        current = pilot.app.export_screenshot()
        if current == previous:
            return
        previous = current


def _contents_shown(viewer: Any) -> bool:
    """The Markdown viewer's document is parsed and its table of contents (if shown) is filled in."""
    from textual.widgets.markdown import MarkdownTableOfContents

    if not viewer.is_mounted or not viewer.document.source:
        return False
    if not viewer.show_table_of_contents:
        return True
    tables = viewer.query(MarkdownTableOfContents)
    return bool(tables) and all(table.table_of_contents for table in tables)


async def _press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def shell_scenes(registry: GameRegistry) -> list[Scene]:
    games = [info for info in registry.all() if screen_path(info)]
    scenes = [Scene("menu")]
    scenes.append(Scene("menu-80x24", size=(80, 24)))
    if games:
        first = games[0]

        async def new_match(pilot: Pilot[Any]) -> None:
            await _press(pilot, "1")

        async def rules(pilot: Pilot[Any]) -> None:
            from cardtable.ui.rules_screen import RulesScreen

            pilot.app.push_screen(RulesScreen(first.id, first.name))
            await pilot.pause(0.5)

        scenes.append(Scene(f"new-match-{first.id}", new_match))
        scenes.append(Scene(f"rules-{first.id}", rules))

    async def settings(pilot: Pilot[Any]) -> None:
        await _press(pilot, "s")

    async def scores(pilot: Pilot[Any]) -> None:
        _play_some_matches(registry)
        await _press(pilot, "h")

    scenes.append(Scene("settings", settings))
    scenes.append(Scene("high-scores", scores))
    if any(info.uses_decks and info.load().deck_rules for info in games):
        from cardtable.ui.decks.scenes import SCREENSHOT_SCENES as deck_scenes

        scenes.extend(deck_scenes)
    if games:
        from cardtable.ui.replay.scenes import SCREENSHOT_SCENES as replay_scenes

        scenes.extend(s for s in replay_scenes if s.game in registry.ids())
    if {"lux-aeterna", "luminous"} <= {info.id for info in games}:
        from cardtable.ui.table.scenes import SCREENSHOT_SCENES as table_scenes

        scenes.extend(table_scenes)
    return scenes


SAMPLE_MATCHES: tuple[tuple[str, tuple[str, ...], int, dict[str, Any]], ...] = (
    ("lux-nova", ("Ana",), 11, {"variant": "basic"}),
    ("lux-nova", ("Bo",), 12, {"variant": "basic"}),
    ("lux-nova", ("Ana",), 13, {"variant": "basic"}),
    ("lux-nova", ("Cy",), 14, {"variant": "advanced"}),
    ("lux-nova", ("Ana", "Bo"), 15, {"variant": "basic"}),
    ("lux-nova", ("Bo", "Cy", "Ana"), 16, {"variant": "advanced"}),
    ("aether-lanes", ("Ana", "Bo"), 17, {}),
)
"""Matches played (greedy computer in every seat) so that the high-score screenshot has rows."""


def _play_some_matches(registry: GameRegistry) -> None:
    """Play :data:`SAMPLE_MATCHES` of the registered games into the current user folder."""
    from cardtable.engine.record import SeatInfo
    from cardtable.persistence.history import HistoryDB
    from cardtable.session import Match, MatchSetup

    history = HistoryDB()
    for game, players, seed, options in SAMPLE_MATCHES:
        if game not in registry.ids():
            continue
        seats = tuple(SeatInfo(kind="computer", bot="greedy") for _ in players)
        match = Match.start(registry, MatchSetup(game, players, seats, seed, options), history=history)
        while not match.state.is_over:
            match.apply(match.choose_computer_action())


def game_scenes(registry: GameRegistry) -> list[Scene]:
    scenes: list[Scene] = []
    for info in registry.all():
        if not screen_path(info):
            continue
        module_name = screen_path(info).partition(":")[0]
        module = importlib.import_module(module_name)
        found = getattr(module, "SCREENSHOT_SCENES", None)
        if found is None:
            sibling = module_name.rpartition(".")[0] + ".scenes"
            try:
                found = getattr(importlib.import_module(sibling), "SCREENSHOT_SCENES", [])
            except ModuleNotFoundError:
                found = []
        scenes.extend(found)
    return scenes


async def _shoot(scene: Scene, registry: GameRegistry, out: Path) -> Path:
    from cardtable.ui.app import CardtableApp

    app = CardtableApp(
        registry, start=scene.start() if scene.start else None, settings=SettingsLoad(scene.settings)
    )
    async with app.run_test(size=scene.size) as pilot:
        await pilot.pause(0.3)
        if scene.steps is not None:
            await scene.steps(pilot)
        await settle(pilot)
        path = Path(app.save_screenshot(f"{scene.name}.svg", str(out)))
    return path


def svg_to_png(svg: Path) -> Path | None:
    """Convert with rsvg-convert or cairosvg when available; None if neither is."""
    png = svg.with_suffix(".png")
    source = _spaces_kept(svg.read_text(encoding="utf-8")).encode("utf-8")
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-o", str(png)], input=source, check=True)
        return png
    try:
        import cairosvg  # type: ignore[import-not-found]
    except ImportError:
        return None
    cairosvg.svg2png(bytestring=source, write_to=str(png))
    return png


def _spaces_kept(svg: str) -> str:
    """The SVG with ``xml:space="preserve"``: Rich starts a run of text after a bold word with a
    (non-breaking) space, which converters otherwise drop ("Rulingare" for "Ruling are")."""
    return svg.replace("<svg ", '<svg xml:space="preserve" ', 1)


def write_screenshots(
    out: Path, registry: GameRegistry | None = None, names: list[str] | None = None
) -> list[Path]:
    """Render every scene into ``out``; returns the files written."""
    registry = registry or default_registry()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    previous = os.environ.get("CARDTABLE_HOME")
    try:
        for scene in shell_scenes(registry) + game_scenes(registry):
            if names and scene.name not in names:
                continue
            # each scene starts from an empty user folder: no scores or saves from another one
            with tempfile.TemporaryDirectory(prefix="cardtable-shots-") as home:
                os.environ["CARDTABLE_HOME"] = home
                svg = asyncio.run(_shoot(scene, registry, out))
            written.append(svg)
            png = svg_to_png(svg)
            if png is not None:
                written.append(png)
    finally:
        if previous is None:
            os.environ.pop("CARDTABLE_HOME", None)
        else:
            os.environ["CARDTABLE_HOME"] = previous
    return written
