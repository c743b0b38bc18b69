"""Saved decks round-trip; deck text exports and imports, naming the line of an unknown card."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.decklists import DeckList, DeckListError, export_text, import_text
from cardtable.games.aether_lanes.deckbuild import AetherDeckRules
from cardtable.games.luminous.deckbuild import LuminousDeckRules
from cardtable.games.lux_aeterna.deckbuild import CodexRules
from cardtable.persistence.decks import DeckStore, unique_id

ALL = [LuminousDeckRules(), AetherDeckRules(), CodexRules()]


@st.composite
def decks(draw: st.DrawFn) -> tuple[object, DeckList]:
    rules = draw(st.sampled_from(ALL))
    pool = [card.id for card in rules.pool()]
    chosen = draw(st.lists(st.sampled_from(pool), unique=True, max_size=25))
    cards = tuple((card, draw(st.integers(1, 5))) for card in chosen)
    leaders = [leader for leader, _name in rules.leaders()]
    leader = draw(st.sampled_from(leaders)) if leaders else None
    name = draw(
        st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=30)
    )
    return rules, DeckList(rules.game, "x", name, leader, cards)


@settings(max_examples=60, deadline=None)
@given(decks())
def test_a_saved_deck_reads_back_the_same_even_a_draft(case: tuple[object, DeckList]) -> None:
    rules, deck = case
    store = DeckStore(rules)  # type: ignore[arg-type]
    deck_id = unique_id(store, deck.name)
    deck = DeckList(deck.game, deck_id, deck.name, deck.leader, deck.cards)
    store.save(deck)
    back = store.load(deck_id)
    assert back == deck
    assert rules.check(back) == rules.check(deck)  # type: ignore[attr-defined]
    store.delete(deck_id)
    assert not store.exists(deck_id)


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.game)
def test_every_starter_exports_and_imports_back(rules: object) -> None:
    for deck in rules.starters():  # type: ignore[attr-defined]
        back = import_text(ALL, export_text(rules, deck))  # type: ignore[arg-type]
        assert (back.game, back.name, back.leader, back.cards) == (
            deck.game,
            deck.name,
            deck.leader,
            deck.cards,
        )


def test_an_unknown_card_names_its_line_and_the_closest_card() -> None:
    text = "Luminous deck: Mine\nFavored: Silgar\n3 Field Recruiter\n\n3 Trial Guide\n"
    with pytest.raises(
        DeckListError, match=r"line 5: no Luminous card is named 'Trial Guide'; did you mean 'Trail Guide'\?"
    ):
        import_text(ALL, text)


def test_a_text_that_names_no_game_says_what_the_first_line_holds() -> None:
    with pytest.raises(DeckListError, match="line 1: the first line names the game and the deck"):
        import_text(ALL, "3 Trail Guide\n")


def test_a_missing_leader_is_named() -> None:
    with pytest.raises(DeckListError, match="names no Emissary"):
        import_text(ALL, "Lux Aeterna Codex: Mine\n3 Ember Squire\n")


def test_a_damaged_deck_file_is_reported_not_opened(tmp_path: object) -> None:
    rules = ALL[0]
    store = DeckStore(rules)
    store.folder.mkdir(parents=True)
    (store.folder / "broken.yaml").write_text("decks: [ {oops")
    store.save(rules.starters()[0])
    scan = store.scan()
    assert [deck.name for deck in scan.decks] == [rules.starters()[0].name]
    assert scan.problems and scan.problems[0].startswith("broken.yaml: cannot be read")


@settings(max_examples=60, deadline=None)
@given(decks())
def test_a_saved_deck_travels_as_text_and_is_kept_again_the_same(case: tuple[object, DeckList]) -> None:
    """Saved, exported as text, imported (as the app's Import and 'cardtable deck import' keep
    it) and read back: the same name, leader and cards, under an id of its own."""
    rules, drawn = case
    name = " ".join(drawn.name.split()) or "Deck"  # what the name dialog keeps
    store = DeckStore(rules)  # type: ignore[arg-type]
    deck = DeckList(drawn.game, unique_id(store, name), name, drawn.leader, drawn.cards)
    store.save(deck)
    text = export_text(rules, store.load(deck.id))  # type: ignore[arg-type]
    kept, path = store.keep_imported(import_text(ALL, text))  # type: ignore[arg-type]
    assert path.is_file() and kept.id != deck.id  # the first is still there
    back = store.load(kept.id)
    assert (back.game, back.name, back.leader, back.cards) == (deck.game, deck.name, deck.leader, deck.cards)
    store.delete(deck.id)
    store.delete(kept.id)
