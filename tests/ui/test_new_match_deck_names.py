"""A deck of yours with a long name shows in its seat's select at 80 columns as whole words and
its "(yours)" (issue 25 leftovers: the new-match dialog cut a long deck name)."""

from __future__ import annotations

from cardtable.engine.registry import default_registry
from cardtable.games.lux_aeterna.deckbuild import CodexRules
from cardtable.persistence.decks import DeckList, DeckStore, unique_id
from cardtable.ui.app import CardtableApp
from cardtable.ui.menu import MenuScreen
from cardtable.ui.new_match import DECK_ROOM, NewMatchDialog
from tests.ui.helpers import until

LONG = "Starwatch control with Orin and the whole observatory"


async def test_a_long_deck_name_is_abbreviated_with_its_mark() -> None:
    rules = CodexRules()
    store = DeckStore(rules)
    starter = rules.starter("starwatch") if hasattr(rules, "starter") else None
    leader = rules.leaders()[0][0] if rules.leaders() else None
    cards = starter.cards if starter is not None else tuple((card.id, 1) for card in list(rules.pool())[:3])
    store.save(DeckList(rules.game, unique_id(store, LONG), LONG, leader, cards))
    app = CardtableApp(default_registry())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(NewMatchDialog(default_registry().get("lux-aeterna")))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        own = [label for label, value in app.screen.decks if value.startswith("own:")]
        assert len(own) == 1 and len(own[0]) <= DECK_ROOM, own
        label = own[0]
        assert label.endswith(("(yours)", "(draft)")), label
        for word in label.rsplit(" ", 1)[0].split():
            assert word.rstrip(".…") in LONG.split() or any(
                w.startswith(word.rstrip(".…")) for w in LONG.split()
            ), word


async def test_a_long_starter_deck_name_is_said_shorter_with_intent() -> None:
    """playtest15: Luminous's "Jeddos, Brother of the Road" showed as "Jeddos, Brother of the"."""
    app = CardtableApp(default_registry())
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(NewMatchDialog(default_registry().get("luminous")))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        starters = [label for label, value in app.screen.decks if not value.startswith("own:")]
        assert "Jeddos" in starters and all(len(label) <= DECK_ROOM for label in starters), starters
        assert not any(label.endswith(("the", "of", "…")) for label in starters), starters
