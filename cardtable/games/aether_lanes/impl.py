"""``IMPL``: the Aether Lanes engine as the shared layer uses it (imported lazily by the registry)."""

from __future__ import annotations

from pathlib import Path

from cardtable.engine.bots import RandomBot
from cardtable.engine.data import DataIssue
from cardtable.engine.registry import DeckCard, DeckDetails, GameImpl
from cardtable.games.aether_lanes import keywords
from cardtable.games.aether_lanes.balance import AetherBalance
from cardtable.games.aether_lanes.bots import AetherBot
from cardtable.games.aether_lanes.catalog import load_catalog, validate_data
from cardtable.games.aether_lanes.deckbuild import deck_rules
from cardtable.games.aether_lanes.invariants import cheap_invariants, invariants
from cardtable.games.aether_lanes.lessons import read_lessons
from cardtable.games.aether_lanes.scenario import from_scenario
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.strong import StrongBot


def validate_all(folder: Path) -> list[DataIssue]:
    """The data folder's problems: cards, keywords, decks and rules, then its lessons."""
    issues = validate_data(folder)
    lessons = Path(folder) / "lessons"
    if not issues and lessons.is_dir():
        issues = read_lessons(lessons)[1]
    return issues


def deck_choices() -> list[tuple[str, str]]:
    """The starter decks as ``(deck_id, deck_name)``, in data order."""
    return [(deck.id, deck.name) for deck in load_catalog().decks.values()]


def deck_details(deck_id: str) -> DeckDetails:
    """A starter deck for the deck viewer: each card once with its copies, summary and text."""
    catalog = load_catalog()
    deck = catalog.decks[deck_id]
    cards = []
    for entry in deck.cards:
        card = catalog.cards[entry.card]
        kind = f"{card.element.capitalize()} {card.type.capitalize()}"
        stats = f" {card.attack}/{card.defense}/{card.health}" if card.type == "summon" else ""
        reminders = [
            f"{name}: {reminder}" for name, reminder in keywords.reminders(catalog, card.shown_keywords)
        ]
        text = "\n\n".join(
            [
                f"{kind}, cost {card.cost} Aether{stats.replace(' ', ', ATK/DEF/HP ', 1)}",
                card.text,
                *reminders,
            ]
        )
        cards.append(DeckCard(entry.count, card.name, f"{card.cost}◆ {kind}{stats}", text))
    return DeckDetails(deck.name, deck.description, tuple(cards))


IMPL = GameImpl(
    deck_rules=deck_rules,
    state_class=AetherState,
    new_game=AetherState,
    from_scenario=from_scenario,
    bots={"random": RandomBot, "greedy": AetherBot, "strong": StrongBot},
    invariants=invariants,
    cheap_invariants=cheap_invariants,
    cheap_invariants_cover_contract=True,
    validate_data=validate_all,
    deck_choices=deck_choices,
    deck_details=deck_details,
    progress=lambda state: tuple(side.soul for side in state.sides),  # type: ignore[attr-defined]
    progress_label="Soul Points",
    progress_floor=0,
    balance=AetherBalance,
)
