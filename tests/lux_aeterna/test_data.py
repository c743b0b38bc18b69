"""Card data: the shipped folder is valid and complete; broken files are refused with file, line,
card, field and reason."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.engine.data import builtin_data_root
from cardtable.games.lux_aeterna.cards import OP_NAMES
from cardtable.games.lux_aeterna.catalog import load_catalog, validate_data
from cardtable.games.lux_aeterna.effects import OPS
from cardtable.games.lux_aeterna.hooks import HOOKS

SOURCE = builtin_data_root() / "lux_aeterna"


def test_the_shipped_data_is_valid_and_big_enough() -> None:
    catalog = load_catalog()
    assert validate_data(SOURCE) == []
    assert len(catalog.cards) >= 60
    types = {c.type for c in catalog.cards.values()}
    assert types == {"unit", "relic", "prayer", "prophecy"}
    for colour in ("rubedian", "xanthosis", "caelestis", "viridian", "purpurea"):
        assert sum(1 for c in catalog.cards.values() if c.colour == colour) >= 12
    assert any(op.op == "win" for c in catalog.cards.values() for op in c.model.effect)
    uses_limbo = [c.id for c in catalog.cards.values() if "Limbo" in c.text]
    assert len(uses_limbo) >= 4
    assert len(catalog.emissaries) == 5 and len({e.colour for e in catalog.emissaries.values()}) == 5
    assert len(catalog.codices) == 5
    for codex in catalog.codices.values():
        assert sum(codex.cards.values()) == 30 and max(codex.cards.values()) <= 3
    assert {c.emissary for c in catalog.codices.values()} == set(catalog.emissaries)


def test_every_emissary_has_a_stable_and_a_smaller_flexible_offering() -> None:
    """The stable offering names at least one Light of the Emissary's colour and gives more than
    the flexible one (Thessa's: a Viridian Light and one of your choice, issue 26)."""
    for em in load_catalog().emissaries.values():
        for form in (em.base, em.connected):
            stable, flexible = form.offerings
            assert stable.lights and set(stable.lights) == {em.colour}
            assert flexible.any and not flexible.lights
            assert flexible.any < len(stable.lights) + stable.any


def test_op_names_come_from_one_registry() -> None:
    assert OPS.names() == set(OP_NAMES)


def test_every_hook_is_used_by_a_card() -> None:
    used = {op.name for c in load_catalog().cards.values() for op in c.model.effect if op.op == "hook"}
    assert used == set(HOOKS)


def _broken(tmp_path: Path, file: str, old: str, new: str) -> list[str]:
    folder = tmp_path / "lux_aeterna"
    shutil.copytree(SOURCE, folder)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return [str(issue) for issue in validate_data(folder)]


def test_an_unknown_op_is_refused_with_file_line_card_and_field(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "rubedian.yaml", "[{op: damage, amount: 2}]", "[{op: dammage, amount: 2}]")
    assert "rubedian.yaml:91: card 'burning-oath': field 'effect.0'" in issues[0]
    assert "dammage" in issues[0] and "damage" in issues[0]  # the tag found and the tags allowed
    # The card is refused, so the Codex that lists it is reported too.
    assert len(issues) == 2 and "unknown card 'burning-oath'" in issues[1]


def test_an_unknown_field_is_refused(tmp_path: Path) -> None:
    issues = _broken(
        tmp_path, "rubedian.yaml", '    power: 3\n    text: "A plain', '    powr: 3\n    text: "A plain'
    )
    assert any("unknown field" in i and "cinder-hound" in i for i in issues)


def test_too_many_copies_and_a_wrong_codex_size_are_refused(tmp_path: Path) -> None:
    issues = _broken(
        tmp_path, "codices.yaml", "ember-squire: 2, cinder-hound: 2", "ember-squire: 4, cinder-hound: 2"
    )
    assert any("4 copies of 'ember-squire'" in i and "card 'ember-legion'" in i for i in issues)
    assert any("exactly 30 cards, not 32" in i for i in issues)


def test_a_misspelt_card_in_a_codex_gets_a_suggestion(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "codices.yaml", "cinder-hound: 2", "cinder-hund: 2")
    assert any("unknown card 'cinder-hund' (did you mean 'cinder-hound'?)" in i for i in issues)
    line = [i for i in issues if "cinder-hund" in i][0]
    assert "codices.yaml:" in line


def test_a_target_reference_must_exist(tmp_path: Path) -> None:
    issues = _broken(
        tmp_path,
        "rubedian.yaml",
        "effect: [{op: destroy, target: t0}]",
        "effect: [{op: destroy, target: t1}]",
    )
    assert any("'t1' names a target the card does not choose" in i for i in issues)


def test_a_unit_needs_power_and_a_ritual_has_none(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "rubedian.yaml", "    cost: R1\n    power: 3\n", "    cost: R1\n")
    assert any("a Unit has a power" in i for i in issues)


def test_an_unknown_hook_is_refused(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "rubedian.yaml", "name: mirror-of-ash}", "name: mirror-of-asj}")
    assert any("unknown hook 'mirror-of-asj' (did you mean 'mirror-of-ash'?)" in i for i in issues)


def test_a_bad_cost_is_refused(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "rubedian.yaml", "    cost: RR4\n", "    cost: 4RR\n")
    assert any("pyre-colossus" in i and "cost" in i for i in issues)


def test_loading_an_empty_folder_raises(tmp_path: Path) -> None:
    from cardtable.engine.data import DataError

    with pytest.raises(DataError):
        load_catalog(tmp_path)


def test_every_effect_op_and_trigger_event_is_explained_by_a_keyword() -> None:
    import typing

    from cardtable.games.lux_aeterna.cards import EventName

    catalog = load_catalog()
    covered = {term for keyword in catalog.keywords for term in keyword.covers}
    # "hook" runs a card's own code: the card's text says what it does.
    assert covered == (set(OP_NAMES) - {"hook"}) | set(typing.get_args(EventName))
    names = [k.name for k in catalog.keywords]
    assert len(names) == len(set(names)) >= 40
    for term in ("Light", "Numen", "Soul Zone", "Limbo", "Requiem", "Emissary", "Connected", "Queue"):
        assert term in names


def test_the_keyword_list_is_sorted_and_searches_names_and_texts() -> None:
    from cardtable.games.lux_aeterna.present import GLOSSARY

    catalog = load_catalog()
    everything = GLOSSARY.search()
    assert len(everything) == len(catalog.keywords)
    assert [name.casefold() for name, _ in everything] == sorted(name.casefold() for name, _ in everything)
    found = [name for name, _ in GLOSSARY.search("LIMBO")]
    assert {"Limbo", "Banish", "Sacrifice", "Recall"} <= set(found) and "Numen" not in found
    assert GLOSSARY.search("no such term") == []


def test_a_keyword_covering_an_unknown_term_is_refused(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "keywords.yaml", "covers: [banish]", "covers: [banishh]")
    assert len(issues) == 1
    assert "keywords.yaml:" in issues[0] and "'Banish'" in issues[0] and "field 'covers'" in issues[0]
    assert "'banishh' is neither an effect op nor a trigger event" in issues[0] and "banish" in issues[0]


def test_a_duplicate_keyword_is_refused(tmp_path: Path) -> None:
    issues = _broken(tmp_path, "keywords.yaml", "  - name: Banish\n", "  - name: Limbo\n")
    assert any("duplicate id" in i and "'Limbo'" in i for i in issues)


def test_codex_labels_fit_the_new_match_select_at_80_columns() -> None:
    from cardtable.games.lux_aeterna.impl import deck_choices

    catalog = load_catalog()
    labels = dict(deck_choices())
    assert list(labels) == list(catalog.codices)
    assert labels["ember-legion"] == "♦ Ember Legion"
    assert all(len(label) <= 18 for label in labels.values())  # the select shows 19 cells at 80x24
