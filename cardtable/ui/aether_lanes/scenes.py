"""Screenshot scenes of the Aether Lanes screens, all deterministic (scenario positions or fixed
seeds, instant animations): the battle mid-game (a buried unit, Sigils, both Decrees, KILL badges),
the same at 80x24 and 200x60, a fight frozen mid-playback, the inspector, the mulligan offer, the
Learn screen on each tab, and a Watch & Learn lesson in progress (three sizes) and at its goal."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardtable.engine.record import SeatInfo
from cardtable.persistence.settings import Settings
from cardtable.ui.screenshots import Scene

SHOWCASE: dict[str, Any] = {
    "game": "aether-lanes",
    "players": ["Ana", "Cpu"],
    "title": "Mid-game: a buried unit, Sigils, Decrees and a killing blow",
    "turn": 9,
    "active": 0,
    "sides": [
        {
            "soul": 21,
            "aether_max": 6,
            "aether": 6,
            "hand": ["cinder-hound", "firebrand", "ashen-zealot", "dark-pact", "canyon-titan", "kindle"],
            "deck": ["ember-imp", "pebble-golem", "cinder-hound", "blaze-knight", "kindle"],
            "discard": ["ember-imp", "kindle"],
            "decree": "vow-of-cinders",
            "lanes": {
                "aggressive": {"card": "blaze-knight", "sigils": ["emberheart-sigil"]},
                "balanced": {"card": "flame-dancer", "buried": {"card": "cinder-hound", "damage": 1}},
                "defensive": {"card": "pyre-warden", "exhausted": True, "damage": 2},
            },
        },
        {
            "soul": 12,
            "aether_max": 6,
            "shelter": 2,
            "toxin": 1,
            "hand": ["tailwind", "pebble-golem", "cyclone"],
            "deck": ["sparrow-scout", "gale-kestrel", "pebble-golem", "storm-heron", "feather-sigil"],
            "discard": ["sparrow-scout", "flock-call", "cyclone"],
            "decree": "open-skies",
            "lanes": {
                "aggressive": {"card": "storm-heron"},
                "defensive": {"card": "biscuit-who-holds-the-floor", "sigils": []},
            },
        },
    ],
}
"""Ana (a person) against the computer, Ana to act in round 5."""


def showcase_start() -> tuple[Any, list[SeatInfo]]:
    from cardtable.games.aether_lanes.scenario import from_scenario

    return from_scenario(SHOWCASE), [SeatInfo(), SeatInfo(kind="computer", bot="greedy")]


def mulligan_start() -> Any:
    from cardtable.session import MatchSetup

    return MatchSetup(
        "aether-lanes",
        ("Ana", "Cpu"),
        (SeatInfo(), SeatInfo(kind="computer", bot="greedy")),
        11,
        {"variant": "standard", "decks": ["ashen-vow", "birdwell"]},
    )


async def _inspect(pilot: Pilot[Any]) -> None:
    await _battle(pilot)
    await pilot.press("i", "right")
    await pilot.pause()


async def _mid_combat(pilot: Pilot[Any]) -> None:
    screen = await _battle(pilot)
    screen.speed = "1x"
    await pilot.press("e")
    for _ in range(200):  # the fight's playback starts once the turn has ended
        if screen.playing:
            break
        await pilot.pause(0.02)
    screen.hold_playback(2)
    await pilot.pause()


async def _battle(pilot: Pilot[Any]) -> Any:
    """The battle screen once it has drawn the table and Ana may act."""
    from cardtable.ui.aether_lanes.screen import BattleScreen

    for _ in range(250):
        screen = pilot.app.screen
        if isinstance(screen, BattleScreen) and screen.drawn and screen.my_turn:
            return screen
        await pilot.pause(0.02)
    raise RuntimeError("the battle screen did not open")


async def _learn(pilot: Pilot[Any], tab: str, search: str = "") -> None:
    from cardtable.ui.aether_lanes.learn import LearnScreen

    await pilot.app.push_screen(LearnScreen(tab))
    await pilot.pause(0.3)
    if search:
        await pilot.press(*search)
        await pilot.pause()


async def _learn_rules(pilot: Pilot[Any]) -> None:
    await _learn(pilot, "rules")


async def _learn_keywords(pilot: Pilot[Any]) -> None:
    await _learn(pilot, "keywords", "bul")


async def _learn_lessons(pilot: Pilot[Any]) -> None:
    await _learn(pilot, "lessons")


async def _lesson(pilot: Pilot[Any], lesson_id: str, step: int, goal: bool = False) -> None:
    """A lesson in progress: ``step`` steps in, or handed over to the learner for its goal."""
    from cardtable.games.aether_lanes.lessons import load_lessons
    from cardtable.persistence.lesson_progress import LessonProgress
    from cardtable.ui.aether_lanes.lesson import LessonScreen

    lessons = load_lessons()
    lesson = next(item for item in lessons if item.id == lesson_id)
    registry = pilot.app.registry  # type: ignore[attr-defined]
    await pilot.app.push_screen(
        LessonScreen(lesson, lessons, LessonProgress("aether-lanes"), registry, start_at=step)
    )
    await pilot.pause(0.3)
    if goal:
        await pilot.press("n")
        await pilot.pause(0.2)


async def _lesson_eclipse(pilot: Pilot[Any]) -> None:
    await _lesson(pilot, "eclipse", 1)


async def _lesson_silence_goal(pilot: Pilot[Any]) -> None:
    await _lesson(pilot, "silence", 2, goal=True)


INSTANT = Settings(animation_speed="instant")

SCREENSHOT_SCENES: list[Scene] = [
    Scene("aether-lanes-battle", start=showcase_start, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-battle-80x24", start=showcase_start, size=(80, 24), settings=INSTANT),
    Scene("aether-lanes-battle-200x60", start=showcase_start, size=(200, 60), settings=INSTANT),
    Scene("aether-lanes-inspector", _inspect, start=showcase_start, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-combat", _mid_combat, start=showcase_start, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-mulligan", start=mulligan_start, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-learn-rules", _learn_rules, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-learn-keywords", _learn_keywords, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-learn-lessons", _learn_lessons, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-lesson", _lesson_eclipse, size=(120, 40), settings=INSTANT),
    Scene("aether-lanes-lesson-80x24", _lesson_eclipse, size=(80, 24), settings=INSTANT),
    Scene("aether-lanes-lesson-200x60", _lesson_eclipse, size=(200, 60), settings=INSTANT),
    Scene("aether-lanes-lesson-goal", _lesson_silence_goal, size=(120, 40), settings=INSTANT),
]
