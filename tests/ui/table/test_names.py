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
    assert fit_words(Text("Supercalifragilistic"), 8).plain == "Superc. "  # a stem, not a stub


def test_names_are_shortened_with_intent() -> None:
    assert short_name("Ignara, Ember Regent", 10) == "Ignara"
    assert short_name("Ashen Berserker Captain", 16) == "Captain"
    assert short_name("Ashen Berserker Captain", 8) == "Captain"
    assert short_name("Shade Thrall", 20) == "Shade Thrall"


def test_names_lose_small_words_then_whole_words_keeping_the_one_that_tells_them_apart() -> None:
    assert short_name("The Lodestar", 10) == "Lodestar"
    assert short_name("Standard of Glass", 14) == "Glass"  # never "Standard Glass", nor a stem
    assert short_name("Standard of Glass", 12) == "Glass"
    assert short_name("Reliquary Tome", 10) == "Tome"
    assert short_name("Kynda Infiltrator", 12) == "Infiltrator"
    assert short_name("Kinetic Harness", 6) == "Harn."  # no word fits: a stem, the last resort
    # the word no other name shown has ("Captain" beside "Ember Squire") stays whole longest
    assert short_name("Ember Squire Captain", 14, others=("Ember Squire",)) == "Squire Captain"
    assert short_name("Searing Bolt Prayer", 13, others=("Searing Prayer",)) == "Bolt Prayer"


def test_words_are_dropped_before_initials() -> None:
    """playtest16 at 80x24: "T. Col.", "J. J. Brig.", "A. Ser." were hard to read."""
    assert short_name("Tower Colossus", 8) == "Colossus"
    assert short_name("Tower Colossus", 7) == "Tower"  # the telling word does not fit: another, whole
    assert short_name("Junk Jet Brigade", 11) == "Jet Brigade"
    assert short_name("Junk Jet Brigade", 8) == "Brigade"
    assert short_name("Ancient's Servant", 7) == "Servant"
    for name in ("Tower Colossus", "Junk Jet Brigade", "Ancient's Servant", "Freelance Delver"):
        for room in range(len(max(name.split(), key=len)), len(name) + 1):
            assert all(len(word.rstrip(".")) > 2 for word in short_name(name, room).split()), (name, room)
    for name in ("Ancient's Servant", "Scar City General", "High Command", "Breaker's Chains"):
        for room in range(4, len(name) + 1):
            short = short_name(name, room)
            assert len(short) <= room
            # never cut mid-word: each word is whole, a stem with a full stop, or an initial
            for word in short.split():
                assert word.rstrip(".") in name or word.endswith("…"), (name, room, short)


def test_small_words_inside_a_name_stay_so_it_reads_as_itself() -> None:
    # playtest13b: "Choir of Light" read "Choir Light" at 80x24, another name.
    assert short_name("Choir of Light", 14) == "Choir of Light"
    assert short_name("Choir of Light", 11) == "Light"  # never "Choir Light"
    assert short_name("Altar of Whispers", 12) == "Whispers"


def test_a_name_the_cut_falls_in_is_shortened_with_intent_not_cut_mid_word() -> None:
    # playtest13b: a relic box read "♠ Altar of Whispe…" at 80x24.
    assert fit_words(Text("♠ Altar of Whispers"), 17).plain == "♠ Whispers       "
    assert fit_words(Text("♠ Altar of Whispers ⛨3"), 18).plain.rstrip() == "♠ Whispers ⛨3"
    styled = Text("♠ ") + Text("Altar of Whispers", style="bold")
    assert fit_words(styled, 17).spans[-1].style == "bold"  # the name keeps its style


def test_no_stem_while_a_whole_word_fits() -> None:
    # playtest17/18 at 80x24: "Bl. Vanguard", "G. Gard.", "H. Comm.", "V. Cannis.", "F. Recruit.",
    # "D. Operat.", "Vineh. Stag", "R. Hor. Guard": cut inside words
    names = (
        "Blazing Vanguard",
        "Glass Garden",
        "High Command",
        "Vortex Cannister",
        "Field Recruiter",
        "Delcan Operative",
        "Vinehorn Stag",
        "Rya's Horizon Guard",
        "Unstable Salvage",
        "Reliquary Tome",
        "Disciple Apostate",
        "Cataclysmic Echo",
        "Undercity Expropriator",
    )
    for name in names:
        shortest = min(len(word) for word in name.split())
        for room in range(shortest, len(name) + 1):
            short = short_name(name, room)
            assert len(short) <= room and all(word in name.split() for word in short.split()), (
                name,
                room,
                short,
            )
    assert short_name("Blazing Vanguard", 12) == "Vanguard"
    assert short_name("Vinehorn Stag", 12) == "Stag"


def test_a_capitalised_first_word_of_a_rule_is_cut_before_it_not_inside() -> None:
    # playtest17: the queue line "→ Sunlit Warden: Depolar. …"
    line = Text("→ Sunlit Warden: Depolarize one of your Units; it gets +1 Power this turn.")
    assert fit_words(line, 26).plain.rstrip() == "→ Sunlit Warden: …"
