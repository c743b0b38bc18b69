"""A deck's cards in the winner's hand, in every deck game: the command line's gauntlet
(``simulate GAME --deck 1=mine 2=all``, text and JSON) and the builder's gauntlet result."""

from __future__ import annotations

import dataclasses
import json

import pytest
from textual.widgets import Static

from cardtable.cli import main
from cardtable.engine.registry import default_registry
from cardtable.ui.decks.gauntlet import winners_cards
from tests.decks.test_own_decks_in_play import GAMES, own_copy, rules_of

REGISTRY = default_registry()
KEYS = {"luminous": "luminous", "lux-aeterna": "lux_aeterna", "aether-lanes": "aether_lanes"}


@pytest.mark.parametrize("game", GAMES)
def test_the_command_line_gauntlet_reports_the_decks_cards_in_text_and_json(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = own_copy(game, GAMES[game], name="My Pick")
    argv = ["simulate", game, "--games", "6", "--deck", "1=mine", "2=all", "--bot", "greedy", "--jobs", "1"]
    assert main([*argv, "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)["results"][KEYS[game]]
    assert figures["own_decks"] == {"mine": "My Pick"}
    held = {card for card, _n in mine.cards}
    own = {card["card"]: card["decks"]["mine"] for card in figures["cards"] if "mine" in card["decks"]}
    assert own and set(own) <= held
    assert all(figure["drawn"]["of"] <= 6 for figure in own.values())  # one seat-game per game
    assert main(argv) == 0
    report = capsys.readouterr().out
    assert "My Pick's cards in the winner's hand" in report
    assert "My Pick" in report.split("Decks", 1)[1]  # the deck is named, not its id
    best = max(own, key=lambda card: own[card]["drawn"]["rate"] or 0)
    name = next(card["name"] for card in figures["cards"] if card["card"] == best)
    assert name[:20] in report.split("My Pick's cards", 1)[1]


def test_the_gauntlet_counts_only_the_decks_own_copies_of_a_card() -> None:
    mine = own_copy("luminous", "silgar")
    card = mine.cards[0][0]
    summary = {
        "results": {
            "luminous": {
                "cards": [
                    {
                        "card": card,
                        "name": "Shared Card",
                        "decks": {
                            "mine": {"drawn": {"count": 3, "of": 4}, "played": {"count": 1, "of": 2}},
                            "silgar": {"drawn": {"count": 0, "of": 50}, "played": {"count": 0, "of": 40}},
                        },
                    },
                    {"card": "not-mine", "name": "Other", "decks": {"mine": {}}},
                ]
            }
        }
    }
    rows = winners_cards([summary, summary], mine)
    assert [(r.name, r.drawn, r.drawn_wins, r.played, r.played_wins) for r in rows] == [
        ("Shared Card", 8, 6, 4, 2)
    ]


@pytest.mark.parametrize("game", ["luminous", "lux-aeterna"])
async def test_the_builders_gauntlet_shows_the_decks_cards_in_the_winners_hand(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable.ui.decks import gauntlet
    from cardtable.ui.decks.builder import DeckBuilderScreen
    from cardtable.ui.menu import MenuScreen
    from tests.decks.test_builder_screen import real_app
    from tests.ui.helpers import until

    monkeypatch.setattr(gauntlet, "GAMES_PER_OPPONENT", 2)
    rules = rules_of(game)
    starter = next(deck for deck in rules.starters() if deck.id == GAMES[game])
    mine = dataclasses.replace(starter, id="mine", name="Mine")  # unsaved: F5 saves it first
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, mine))
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        await pilot.press("f5")
        await until(pilot, lambda: isinstance(app.screen, gauntlet.GauntletScreen))
        screen = app.screen
        await until(pilot, lambda: screen.summary is not None, timeout=120)  # type: ignore[attr-defined]
        shown = str(screen.query_one("#gauntlet-result", Static).render())
        assert "Your cards in the winner's hand" in shown
        rows = winners_cards(screen.summary["runs"], screen.deck)  # type: ignore[attr-defined]
        assert rows and rows[0].name[:20] in shown
        assert all(row.drawn <= 2 * len(rules.starters()) for row in rows)  # its seat, both seatings
