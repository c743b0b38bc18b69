"""The shared data layer: every failure names the file, the line, the card and the field."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import Field

from cardtable.engine.data import DataError, DataModel, load_document, parse_items


class Card(DataModel):
    id: str
    cost: int = Field(ge=0)
    keywords: tuple[str, ...] = ()


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_valid_yaml_loads_with_line_numbers(tmp_path: Path) -> None:
    doc = load_document(
        write(tmp_path, "cards.yaml", "cards:\n  - id: a\n    cost: 1\n  - id: b\n    cost: 2\n")
    )
    cards, issues = parse_items(doc, "cards", Card)
    assert issues == [] and [c.id for c in cards] == ["a", "b"]
    assert doc.line_of(("cards", 1, "cost")) == 5


def test_wrong_type_names_file_line_card_and_field(tmp_path: Path) -> None:
    doc = load_document(
        write(tmp_path, "cards.yaml", "cards:\n  - id: a\n    cost: 1\n  - id: b\n    cost: lots\n")
    )
    _, issues = parse_items(doc, "cards", Card)
    assert len(issues) == 1
    text = str(issues[0])
    assert text.startswith(f"{doc.name}:5: card 'b': field 'cost': ")
    assert "integer" in text


def test_unknown_field_and_missing_field_have_their_own_messages(tmp_path: Path) -> None:
    doc = load_document(
        write(tmp_path, "c.yaml", "cards:\n  - id: a\n    cost: 1\n    colour: red\n  - id: b\n")
    )
    _, issues = parse_items(doc, "cards", Card)
    messages = sorted(str(i) for i in issues)
    assert any(":4: card 'a': field 'colour': unknown field" in m for m in messages)
    assert any(":5: card 'b': field 'cost': required field is missing" in m for m in messages)


def test_duplicate_ids_are_reported_with_both_lines(tmp_path: Path) -> None:
    doc = load_document(write(tmp_path, "c.yaml", "cards:\n  - id: a\n    cost: 1\n  - id: a\n    cost: 2\n"))
    cards, issues = parse_items(doc, "cards", Card)
    assert len(cards) == 1
    assert str(issues[0]).endswith("card 'a': field 'id': duplicate id (first defined at line 2)")
    assert issues[0].line == 4


def test_yaml_syntax_error_and_duplicate_key(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"c.yaml:4: invalid YAML: .* starts at line 3"):
        load_document(write(tmp_path, "c.yaml", "cards:\n  - id: a\n    cost: [1\n"))
    with pytest.raises(DataError, match=r"d.yaml:3: the key 'cost' appears twice"):
        load_document(write(tmp_path, "d.yaml", "cards:\n  - cost: 1\n    cost: 2\n"))


def test_json_files_and_their_errors(tmp_path: Path) -> None:
    doc = load_document(
        write(tmp_path, "c.json", '{"cards": [\n {"id": "a", "cost": 1},\n {"id": "b", "cost": -1}\n]}')
    )
    _, issues = parse_items(doc, "cards", Card)
    assert len(issues) == 1 and issues[0].card == "b" and issues[0].line == 3
    with pytest.raises(DataError, match=r"bad.json:2: invalid JSON"):
        load_document(write(tmp_path, "bad.json", '{"cards":\n ]'))


def test_missing_file_and_wrong_shape(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read the file"):
        load_document(tmp_path / "absent.yaml")
    doc = load_document(write(tmp_path, "list.yaml", "- 1\n- 2\n"))
    _, issues = parse_items(doc, "cards", Card)
    assert "expected a mapping with a 'cards' list" in str(issues[0])
    doc = load_document(write(tmp_path, "scalar.yaml", "cards: 3\n"))
    _, issues = parse_items(doc, "cards", Card)
    assert "expected 'cards' to be a list" in str(issues[0]) and issues[0].line == 1
