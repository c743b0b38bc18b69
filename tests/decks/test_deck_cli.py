"""``cardtable deck``: import, list, check, export."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.cli import main


def test_import_list_check_and_export_a_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "export", "silgar"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Luminous deck: Silgar, Apex Predator\nFavored: Silgar, Apex Predator\n")
    source = tmp_path / "mine.txt"
    source.write_text(text.replace("Luminous deck: Silgar, Apex Predator", "Luminous deck: My Silgar"))
    assert main(["deck", "import", str(source)]) == 0
    assert "Kept Luminous deck 'My Silgar' as my-silgar (ready to play)" in capsys.readouterr().out
    assert main(["deck", "list", "luminous"]) == 0
    assert "my-silgar                My Silgar\n" in capsys.readouterr().out
    assert main(["deck", "check", "my-silgar"]) == 0
    assert capsys.readouterr().out == "My Silgar: follows every construction rule (50 cards)\n"
    assert main(["deck", "export", "my-silgar"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Luminous deck: My Silgar"


def test_an_import_with_an_unknown_card_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "bad.txt"
    source.write_text("Aether Lanes deck: Bad\n3 Embr Imp\n")
    assert main(["deck", "import", str(source)]) == 1
    err = capsys.readouterr().err
    assert err == "cardtable: line 2: no Aether Lanes card is named 'Embr Imp'; did you mean 'Ember Imp'?\n"


def test_a_draft_is_kept_and_check_lists_what_it_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "short.txt"
    source.write_text("Lux Aeterna Codex: Short\nEmissary: Ignara\n3 Ember Squire\n")
    assert main(["deck", "import", str(source)]) == 0
    assert "(a draft: 1 rule(s) broken)" in capsys.readouterr().out
    assert main(["deck", "check", "short"]) == 1
    assert capsys.readouterr().out == "3 cards; a Codex holds exactly 30 (27 to add)\n"
