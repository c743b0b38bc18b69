"""The deck builder by keys and mouse at 80x24: build, see each rule refuse with its reason next
to the card, save a draft, mend it, save, rename, delete (asked first)."""

from __future__ import annotations

from textual.widgets import Input, OptionList, Static

from cardtable.engine.registry import default_registry
from cardtable.persistence.decks import DeckStore
from cardtable.persistence.settings import Settings, SettingsLoad
from cardtable.ui.app import CardtableApp
from cardtable.ui.decks.builder import DeckBuilderScreen
from cardtable.ui.decks.manager import DeckListScreen
from cardtable.ui.dialogs import ChoiceDialog, ConfirmDialog
from cardtable.ui.menu import MenuScreen
from tests.ui.helpers import until


def real_app() -> CardtableApp:
    return CardtableApp(default_registry(), settings=SettingsLoad(Settings(animation_speed="instant")))


def shown(app: CardtableApp, selector: str) -> str:
    widget = app.screen.query_one(selector)
    if isinstance(widget, OptionList):
        return "\n".join(str(widget.get_option_at_index(i).prompt) for i in range(widget.option_count))
    assert isinstance(widget, Static)
    return str(widget.render())


async def open_luminous_decks(app: CardtableApp, pilot: object) -> DeckListScreen:
    await until(pilot, lambda: isinstance(app.screen, MenuScreen))
    await pilot.press("d")  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
    dialog = app.screen
    listing = dialog.query_one(OptionList)
    listing.highlighted = [listing.get_option_at_index(i).id for i in range(listing.option_count)].index(
        "luminous"
    )
    await pilot.press("enter")  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, DeckListScreen))
    assert isinstance(app.screen, DeckListScreen)
    return app.screen


async def test_a_silgar_deck_from_empty_by_keys_with_every_rule_refusing_on_the_way() -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_luminous_decks(app, pilot)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen.focused, Input))
        await pilot.press(*"My", "space", *"Silgar", "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        favored = app.screen.query_one(OptionList)
        favored.highlighted = [favored.get_option_at_index(i).id for i in range(favored.option_count)].index(
            "silgar"
        )
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        assert "0 cards; a deck holds exactly 50 (50 to add)" in shown(app, "#deck-status")
        rules = builder.rules
        silgar = next(deck for deck in rules.starters() if deck.id == "silgar")
        # the starter's 50 cards, added by search and '+', shows the deck ready
        for card, count in silgar.cards:
            builder.filters = type(builder.filters)()
            search = builder.query_one("#search", Input)
            search.value = rules.catalog.cards[card].name  # type: ignore[attr-defined]
            await pilot.pause()
            builder.query_one("#pool", OptionList).focus()
            for _ in range(count):
                await pilot.press("plus")
        await until(pilot, lambda: "Ready to play" in shown(app, "#deck-status"))
        assert builder.deck.total == 50
        # a fourth copy: refused with its reason next to the card, and the count too
        three = next(card for card, count in silgar.cards if count == 3)
        name = rules.catalog.cards[three].name  # type: ignore[attr-defined]
        builder.query_one("#search", Input).value = name
        await pilot.pause()
        builder.query_one("#pool", OptionList).focus()
        await pilot.press("plus")
        await until(
            pilot, lambda: f"{name}: 4 copies; a deck holds at most 3 of a card" in shown(app, "#deck")
        )
        assert "51 cards; a deck holds exactly 50 (1 to take out)" in shown(app, "#deck-status")
        await pilot.press("minus")
        await until(pilot, lambda: "Ready to play" in shown(app, "#deck-status"))
        # a card of another Favored: its reason shows next to it
        other = next(card for card in rules.pool() if not rules.allowed(card.id, "silgar"))
        builder.query_one("#search", Input).value = other.name
        await pilot.pause()
        builder.query_one("#pool", OptionList).focus()
        await pilot.press("plus")
        await until(
            pilot, lambda: f"{other.name}: a {other.colour} card; Silgar leads" in shown(app, "#deck")
        )
        await pilot.press("minus")
        # 49 cards: says how many to add
        builder.query_one("#search", Input).value = name
        await pilot.pause()
        builder.query_one("#pool", OptionList).focus()
        await pilot.press("minus")
        await until(
            pilot, lambda: "49 cards; a deck holds exactly 50 (1 to add)" in shown(app, "#deck-status")
        )
        await pilot.press("ctrl+s")  # a draft can be saved
        await until(pilot, lambda: DeckStore(rules).exists("my-silgar"))
        await pilot.press("plus", "ctrl+s")
        await until(pilot, lambda: not builder.unsaved and DeckStore(rules).load("my-silgar").total == 50)
        assert rules.check(DeckStore(rules).load("my-silgar")) == []


async def test_escape_with_changes_asks_and_delete_asks_first() -> None:
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        listing = await open_luminous_decks(app, pilot)
        await pilot.press("enter")  # the first starter opens as a copy of yours
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        assert builder.deck.name.endswith("(copy)")
        await pilot.press("escape")  # never saved: asks
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("escape")  # keep building
        await until(pilot, lambda: app.screen is builder)
        await pilot.click("#save")  # the mouse saves too
        await until(pilot, lambda: not builder.unsaved)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is listing)
        saved = builder.deck.id
        assert DeckStore(builder.rules).exists(saved)
        await until(pilot, lambda: "(copy)" in shown(app, "#decks"))
        listing.query_one("#decks", OptionList).highlighted = 0
        await pilot.press("d")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("escape")  # "Keep it"
        await until(pilot, lambda: app.screen is listing)
        assert DeckStore(builder.rules).exists(saved)
        await pilot.press("d")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("enter")
        await until(pilot, lambda: not DeckStore(builder.rules).exists(saved))


async def test_the_new_match_dialog_lists_your_decks_and_refuses_a_draft() -> None:
    import dataclasses as dc

    from textual.widgets import Select

    from cardtable.ui.new_match import NewMatchDialog

    rules = default_registry().get("aether-lanes").load().deck_rules()  # type: ignore[misc]
    starter = rules.starters()[0]
    store = DeckStore(rules)
    store.save(dc.replace(starter, id="mine", name="Mine"))
    store.save(dc.replace(starter, id="short", name="Short", cards=starter.cards[1:]))
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(str([i.id for i in app.playable_games()].index("aether-lanes") + 1))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        seat = dialog.query_one("#deck-0", Select)
        await until(pilot, lambda: seat.is_mounted)
        seat.value = "own:short"
        await pilot.press("ctrl+s")
        await until(
            pilot, lambda: "Short is a draft" in str(dialog.query_one("#setup-error", Static).render())
        )
        seat.value = "own:mine"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: any(hasattr(screen, "match") for screen in app.screen_stack))
        game = next(screen for screen in app.screen_stack if hasattr(screen, "match"))
        options = game.match.state.options  # type: ignore[attr-defined]
        assert isinstance(options["decks"][0], dict) and options["decks"][0]["name"] == "Mine"


async def test_f5_runs_the_gauntlet_and_shows_the_rate_against_each_starter(monkeypatch: object) -> None:
    import dataclasses as dc

    from cardtable.ui.decks import gauntlet

    monkeypatch.setattr(gauntlet, "GAMES_PER_OPPONENT", 2)  # type: ignore[attr-defined]
    rules = default_registry().get("lux-aeterna").load().deck_rules()  # type: ignore[misc]
    mine = dc.replace(rules.starters()[0], id="mine", name="Mine")
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, mine))
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        await pilot.press("f5")  # unsaved and legal: saved first, then played
        await until(pilot, lambda: isinstance(app.screen, gauntlet.GauntletScreen))
        screen = app.screen
        await until(pilot, lambda: screen.summary is not None, timeout=120)  # type: ignore[attr-defined]
        assert DeckStore(rules).exists("mine")
        shown_text = str(screen.query_one("#gauntlet-result", Static).render())
        for starter in rules.starters():
            assert starter.name in shown_text
        assert "/2" in shown_text and "%" in shown_text
        note = str(screen.query_one("#gauntlet-note", Static).render())
        assert f"in {2 * len(rules.starters())} games" in note


def test_standings_read_the_decks_row_of_the_matrix() -> None:
    from cardtable.ui.decks.gauntlet import standings

    summary = {
        "results": {
            "x": {"matrix": {"mine": {"a": {"count": 3, "of": 4, "rate": 0.75, "low": 0.3, "high": 0.95}}}}
        }
    }
    second = {
        "results": {
            "x": {"matrix": {"mine": {"a": {"count": 1, "of": 4, "rate": 0.25, "low": 0, "high": 1}}}}
        }
    }
    rows = standings([summary, second], "mine", {"a": "Alpha"})
    assert [(s.opponent, s.wins, s.games, s.rate) for s in rows] == [("Alpha", 4, 8, 0.5)]
    assert rows[0].low < 0.5 < rows[0].high


async def test_a_draft_cannot_run_the_gauntlet_and_says_why() -> None:
    import dataclasses as dc

    from tests.support.notes import record_notes

    rules = default_registry().get("aether-lanes").load().deck_rules()  # type: ignore[misc]
    starter = rules.starters()[0]
    short = dc.replace(starter, id="short", name="Short", cards=starter.cards[1:])
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        notes = record_notes(app)
        app.push_screen(DeckBuilderScreen(rules, short))
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        await pilot.press("f5")
        await until(pilot, lambda: any("A draft cannot run the gauntlet" in note for note in notes))
        assert isinstance(app.screen, DeckBuilderScreen)


async def test_ctrl_b_in_the_new_match_dialog_builds_a_deck_that_is_then_offered() -> None:
    from textual.widgets import Select

    from cardtable.ui.new_match import NewMatchDialog

    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press(str([i.id for i in app.playable_games()].index("aether-lanes") + 1))
        await until(pilot, lambda: isinstance(app.screen, NewMatchDialog))
        dialog = app.screen
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, DeckListScreen))
        await pilot.press("enter")  # the first starter, as a copy of yours
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not builder.unsaved)  # type: ignore[attr-defined]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, DeckListScreen))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog)
        values = [value for _label, value in dialog.query_one("#deck-0", Select)._options]  # noqa: SLF001
        assert f"own:{builder.deck.id}" in values  # type: ignore[attr-defined]


async def test_the_pool_filters_by_colour_type_cost_and_keyword() -> None:
    from textual.widgets import Select

    rules = default_registry().get("luminous").load().deck_rules()  # type: ignore[misc]
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, rules.starters()[1]))
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        await until(
            pilot,
            lambda: (
                bool(builder.query("#keyword")) and builder.query_one("#pool", OptionList).option_count > 0
            ),
        )
        pool = builder.query_one("#pool", OptionList)
        every = pool.option_count
        builder.query_one("#keyword", Select).value = "lunge"
        await pilot.pause()
        lunge = {pool.get_option_at_index(i).id for i in range(pool.option_count)}
        assert 0 < len(lunge) < every
        assert all("lunge" in builder.pool[card].keywords for card in lunge)  # type: ignore[attr-defined]
        builder.query_one("#kind", Select).value = "unit"
        builder.query_one("#cost", Select).value = "2"
        await pilot.pause()
        shown_ids = [pool.get_option_at_index(i).id for i in range(pool.option_count)]
        cards = [builder.pool[card] for card in shown_ids if card is not None]  # type: ignore[attr-defined]
        assert all(c.kind == "unit" and c.cost == 2 and "lunge" in c.keywords for c in cards)
        builder.query_one("#colour", Select).value = "caravan"
        builder.query_one("#keyword", Select).value = "*"
        builder.query_one("#kind", Select).value = "*"
        builder.query_one("#cost", Select).value = "*"
        await pilot.pause()
        caravan = [pool.get_option_at_index(i).id for i in range(pool.option_count)]
        assert caravan and all(builder.pool[card].colour == "caravan" for card in caravan)  # type: ignore[attr-defined,index]


async def test_tab_goes_from_the_pool_to_the_deck_and_minus_takes_a_copy_out() -> None:
    rules = default_registry().get("lux-aeterna").load().deck_rules()  # type: ignore[misc]
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, rules.starters()[0]))
        await until(
            pilot, lambda: isinstance(app.screen, DeckBuilderScreen) and app.screen.focused is not None
        )
        builder = app.screen
        assert builder.focused is builder.query_one("#pool", OptionList)
        await pilot.press("tab")
        deck = builder.query_one("#deck", OptionList)
        await until(pilot, lambda: builder.focused is deck)
        card = deck.highlighted_option.id  # type: ignore[union-attr]
        before = builder.deck.count(card)  # type: ignore[attr-defined]
        await pilot.press("minus")
        await until(pilot, lambda: builder.deck.count(card) == before - 1)  # type: ignore[attr-defined]
        assert "29 cards; a Codex holds exactly 30 (1 to add)" in shown(app, "#deck-status")


def test_deck_words_in_the_plural() -> None:
    from cardtable.engine.decklists import plural

    assert (plural("deck"), plural("Codex")) == ("decks", "Codices")


async def test_a_codex_pool_filters_by_what_its_cards_do() -> None:
    """Lux Aeterna's cards carry no keyword list: the builder's keywords are read from what each card
    does (a trigger, an ability that polarizes, an aura, Limbo, Accumulation)."""
    from textual.widgets import Select

    rules = default_registry().get("lux-aeterna").load().deck_rules()  # type: ignore[misc]
    app = real_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        app.push_screen(DeckBuilderScreen(rules, rules.starters()[0]))
        await until(pilot, lambda: isinstance(app.screen, DeckBuilderScreen))
        builder = app.screen
        await until(
            pilot,
            lambda: (
                bool(builder.query("#keyword")) and builder.query_one("#pool", OptionList).option_count > 0
            ),
        )
        pool = builder.query_one("#pool", OptionList)
        every = pool.option_count
        builder.query_one("#keyword", Select).value = "polarize"
        await pilot.pause()
        shown = {pool.get_option_at_index(i).id for i in range(pool.option_count)}
        assert 0 < len(shown) < every
        assert all("polarize" in builder.pool[card].keywords for card in shown)  # type: ignore[attr-defined]
