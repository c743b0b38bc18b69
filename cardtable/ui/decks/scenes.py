"""Screenshot scenes of the deck builder and of a gauntlet's result (see ui/screenshots.py)."""

from __future__ import annotations

import dataclasses
from typing import Any

from textual.pilot import Pilot

from cardtable.ui.screenshots import Scene


def _builder_scene(game: str, starter: str, name: str) -> Any:
    async def steps(pilot: Pilot[Any]) -> None:
        from cardtable.ui.decks.builder import DeckBuilderScreen

        make = pilot.app.registry.get(game).load().deck_rules  # type: ignore[attr-defined]
        rules = make()
        deck = next(deck for deck in rules.starters() if deck.id == starter)
        card, count = deck.cards[0]
        mine = dataclasses.replace(deck, id="mine", name=name).with_count(card, count + 1)
        pilot.app.push_screen(DeckBuilderScreen(rules, mine))
        await pilot.pause(0.5)

    return steps


def _gauntlet_scene(game: str, starter: str, name: str, games: int) -> Any:
    """The gauntlet's result for a copy of a starter deck: win rates and the deck's cards."""

    async def steps(pilot: Pilot[Any]) -> None:
        from cardtable.engine.decklists import slug
        from cardtable.persistence.decks import DeckStore
        from cardtable.ui.decks.gauntlet import GauntletScreen

        rules = pilot.app.registry.get(game).load().deck_rules()  # type: ignore[attr-defined]
        deck = next(deck for deck in rules.starters() if deck.id == starter)
        deck = dataclasses.replace(deck, id=slug(name), name=name)
        DeckStore(rules).save(deck)
        screen = GauntletScreen(rules, deck, games_per_opponent=games)
        pilot.app.push_screen(screen)
        for _ in range(1200):
            if screen.summary is not None:
                break
            await pilot.pause(0.1)
        await pilot.pause(0.3)

    return steps


SCREENSHOT_SCENES = [
    Scene("deck-builder-luminous-80x24", _builder_scene("luminous", "silgar", "My Silgar"), size=(80, 24)),
    Scene("deck-builder-aether-lanes", _builder_scene("aether-lanes", "dunemere", "Sand and Tide")),
    Scene("deck-gauntlet", _gauntlet_scene("aether-lanes", "ashen-vow", "My Ashen Vow", 20)),
    Scene("deck-gauntlet-luminous", _gauntlet_scene("luminous", "silgar", "My Silgar", 40), size=(120, 46)),
]
