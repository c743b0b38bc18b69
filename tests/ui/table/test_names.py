"""Names abbreviated with intent and lines cut between words, never mid-word."""

from __future__ import annotations

from rich.text import Text

from cardtable.ui.table.names import fit_words, short_name


def test_a_long_line_is_cut_between_words() -> None:
    line = Text("Ignara · Connect 0/3 Damage the opponent's Soul with a Unit")
    fitted = fit_words(line, 46).plain
    assert len(fitted) == 46 and fitted.rstrip().endswith("opponent's …")


def test_a_short_line_is_padded_and_one_long_word_is_cut() -> None:
    assert fit_words(Text("Negate"), 8).plain == "Negate  "
    assert fit_words(Text("Supercalifragilistic"), 8).plain == "Superca…"


def test_names_are_shortened_with_intent() -> None:
    assert short_name("Ignara, Ember Regent", 10) == "Ignara"
    assert short_name("Ashen Berserker Captain", 16) == "A. B. Captain"
    assert short_name("Shade Thrall", 20) == "Shade Thrall"
