"""The registry of Aether Lanes card tests: each card with an effect has one case, registered with
``@case(card_id)`` and run by ``test_cards.py::test_card``; a few positions every case uses."""

from __future__ import annotations

from collections.abc import Callable

CASES: dict[str, Callable[[], None]] = {}
FIRE = {"balanced": {"card": "cinder-hound"}}
WIND = {"balanced": {"card": "gale-kestrel"}}
EARTH = {"balanced": {"card": "pebble-golem"}}
WATER = {"balanced": {"card": "coral-choir"}}
LIGHT = {"balanced": {"card": "lantern-acolyte"}}
SHADOW = {"balanced": {"card": "vow-keeper"}}


def case(card_id: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        CASES[card_id] = fn
        return fn

    return register


def has_effect(card) -> bool:  # type: ignore[no-untyped-def]
    return bool(
        card.on_play
        or card.on_destroy
        or card.start_of_turn
        or card.end_of_turn
        or card.on_maneuver
        or card.each_turn
        or card.sigil
        or card.aura
        or card.decree
    )
