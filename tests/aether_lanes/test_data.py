"""Data validation: the shipped folder is valid, and each kind of mistake gets its own message
naming the file, the line, the card or deck and the field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.engine.data import DataError, builtin_data_root
from cardtable.games.aether_lanes.catalog import clear_cache, load_catalog, validate_data

DATA = builtin_data_root() / "aether_lanes"


def broken(tmp_path: Path, file: str, old: str, new: str) -> tuple[Path, int]:
    """A copy of the data folder with one text replaced; returns the folder and the edited line."""
    folder = tmp_path / "aether_lanes"
    shutil.copytree(DATA, folder)
    path = folder / file
    text = path.read_text()
    assert old in text, old
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1))
    return folder, line


def one_issue(folder: Path) -> str:
    issues = validate_data(folder)
    assert len(issues) == 1, [str(i) for i in issues]
    return str(issues[0])


def test_the_shipped_data_is_valid_and_large_enough() -> None:
    assert validate_data(DATA) == []
    catalog = load_catalog()
    playable = [c for c in catalog.cards.values() if not c.token]
    assert len(playable) >= 72
    assert {c.element for c in playable} == {"fire", "wind", "earth", "water", "light", "shadow"}
    assert {c.type for c in playable} == {"summon", "spell", "event", "sigil"}
    assert len(catalog.decks) >= 6
    names = {d.name for d in catalog.decks.values()}
    assert {"Ashen Vow", "Fate's Gambit", "Birdwell", "Blightfen", "Dunemere"} <= names
    assert "biscuit-who-holds-the-floor" in catalog.cards
    for deck_id in catalog.decks:
        assert len(catalog.deck_list(deck_id)) == 30


def test_an_unknown_keyword(tmp_path: Path) -> None:
    folder, line = broken(tmp_path, "cards-fire.yaml", "keywords: [vanguard]", "keywords: [vangard]")
    message = one_issue(folder)
    assert f"cards-fire.yaml:{line}: card 'ember-imp': field 'keywords'" in message
    assert "unknown keyword 'vangard' (did you mean 'vanguard'?)" in message


def test_a_keyword_with_a_wrong_value(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-fire.yaml", "crest aggressive", "crest sideways")
    assert "'crest' needs a lane" in one_issue(folder)


def test_an_unknown_effect_op(tmp_path: Path) -> None:
    folder, line = broken(
        tmp_path,
        "cards-fire.yaml",
        "{op: damage, amount: 4, target: {choose: enemy}}",
        "{op: explode, amount: 4}",
    )
    message = one_issue(folder)
    assert "card 'firebrand': field 'on_play.0'" in message and "'explode'" in message
    assert f"cards-fire.yaml:{line}" in message


def test_an_unknown_field(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path, "cards-fire.yaml", "    text: Vanguard.", "    text: Vanguard.\n    speed: 3"
    )
    assert "card 'ember-imp': field 'speed': unknown field (not allowed here)" in one_issue(folder)


def test_a_summon_without_stats(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path,
        "cards-fire.yaml",
        "    attack: 3\n    defense: 1\n    health: 3\n    text: A plain",
        "    text: A plain",
    )
    assert (
        "card 'cinder-hound'" in (m := one_issue(folder)) and "a Summon needs attack, defense and health" in m
    )


def test_a_deck_naming_an_unknown_card(tmp_path: Path) -> None:
    folder, line = broken(
        tmp_path, "decks.yaml", "{card: ember-imp, count: 3}", "{card: ember-impp, count: 3}"
    )
    issues = [str(i) for i in validate_data(folder)]
    assert any(
        f"decks.yaml:{line}: card 'ashen-vow': field 'cards': unknown card 'ember-impp'" in i for i in issues
    )


def test_a_deck_of_the_wrong_size(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path, "decks.yaml", "{card: cinder-hound, count: 2}", "{card: cinder-hound, count: 1}"
    )
    assert "card 'ashen-vow': field 'cards': the deck has 29 cards; it needs exactly 30" in one_issue(folder)


def test_more_than_three_copies(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path,
        "decks.yaml",
        "{card: ember-imp, count: 3}\n      - {card: cinder-hound, count: 2}",
        "{card: ember-imp, count: 4}\n      - {card: cinder-hound, count: 1}",
    )
    assert "4 copies of 'ember-imp'; at most 3" in one_issue(folder)


def test_a_sigil_whose_element_has_no_summon_in_the_deck(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "decks.yaml", "{card: dark-pact, count: 1}", "{card: mist-shroud, count: 1}")
    message = one_issue(folder)
    assert "Sigil 'mist-shroud' is Water but the deck has no Water Summon to bind it to" in message


def test_a_spell_whose_element_has_no_summon_in_the_deck(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "decks.yaml", "{card: dark-pact, count: 1}", "{card: quake, count: 1}")
    assert "Spell 'quake' is Earth but the deck has no Earth Summon to unlock it" in one_issue(folder)


def test_a_token_in_a_deck(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path, "decks.yaml", "{card: dark-pact, count: 1}", "{card: restless-shade, count: 1}"
    )
    assert "'restless-shade' is a token and cannot be in a deck" in one_issue(folder)


def test_an_unknown_token_card(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-wind.yaml", "card: featherling, where", "card: featherlings, where")
    assert "unknown token card 'featherlings' (did you mean 'featherling'?)" in one_issue(folder)


def test_an_unknown_hook(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-light.yaml", "name: double_shelter", "name: triple_shelter")
    assert "unknown hook 'triple_shelter'" in one_issue(folder)


def test_requiem_without_on_destroy(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-fire.yaml", "keywords: [requiem]", "keywords: []")
    assert "'on_destroy' steps and the 'requiem' keyword go together" in one_issue(folder)


def test_a_chosen_target_outside_on_play(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path,
        "cards-fire.yaml",
        "{op: damage, amount: 2, target: {fixed: foe}}",
        "{op: damage, amount: 2, target: {choose: enemy}}",
    )
    assert "a chosen target is only possible in on_play, not on_destroy" in one_issue(folder)


def test_a_unit_op_aimed_at_a_player(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path,
        "cards-fire.yaml",
        "{op: burn, amount: 2, target: {fixed: all_enemy_units}}",
        "{op: burn, amount: 2, target: {fixed: foe}}",
    )
    assert "'burn' works on units; the target 'foe' is a player" in one_issue(folder)


def test_tithe_above_the_cost(tmp_path: Path) -> None:
    folder, _ = broken(
        tmp_path,
        "cards-fire.yaml",
        "keywords: [tithe 2]\n    family: Ashen Vow\n    text: Tithe 2.",
        "keywords: [tithe 5]\n    family: Ashen Vow\n    text: Tithe 2.",
    )
    assert "Tithe 5 is more than the cost 3" in one_issue(folder)


def test_a_duplicate_card_id(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-fire.yaml", "id: cinder-hound", "id: ember-imp")
    assert "duplicate id" in " ".join(str(i) for i in validate_data(folder))


def test_a_yaml_syntax_error_names_its_line(tmp_path: Path) -> None:
    folder, line = broken(tmp_path, "rules.yaml", "  hand_limit: 7", "  hand_limit: [7")
    assert "rules.yaml" in one_issue(folder) and "invalid YAML" in one_issue(folder)


def test_loading_a_broken_folder_raises_one_error_listing_everything(tmp_path: Path) -> None:
    folder, _ = broken(tmp_path, "cards-fire.yaml", "keywords: [vanguard]", "keywords: [vangard]")
    clear_cache()
    with pytest.raises(DataError) as caught:
        load_catalog(folder)
    assert "unknown keyword 'vangard'" in str(caught.value)


def test_the_catalog_is_cached_per_folder() -> None:
    assert load_catalog() is load_catalog()
