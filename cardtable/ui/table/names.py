"""Words that fit: names abbreviated with intent and lines cut between words, never mid-word
("Connect 0/3 Damage the opponent's …", not "… opponent's S…"). One place for every screen."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

ELLIPSIS = "…"
MOST_DROPPED = 4
"""A line is cut at a word boundary when that drops at most this many more characters than a cut
at the last cell would (the stub of a word: "opponent's S…" becomes "opponent's …"), or when the
word cut is not a name (lower case) and the cut keeps half the room; a name keeps its head with
"…" ("→ Biscui…"), as the name is worth more than the rule."""


SMALL_WORDS = frozenset({"a", "an", "the", "of", "and", "to", "in", "on", "at", "for", "from", "with", "by"})
"""Words a name loses first when it is too long ("The Lodestar" -> "Lodestar")."""
VOWELS = frozenset("aeiouAEIOU")
STEM = 3
"""The fewest letters a shortened word keeps ("General" -> "Gen.")."""


def stem(word: str, letters: int = STEM) -> str:
    """``word`` shortened to a recognisable stem with a full stop: at most its first ``letters``
    letters, fewer until they end on a consonant ("Reliquary" -> "Reliq.", "Servant" -> "Serv.",
    "Command" -> "Comm."); the word itself when the stem would not be shorter."""
    end = min(len(word), max(1, letters))
    while end > 1 and (word[end - 1] in VOWELS or not word[end - 1].isalpha()):
        end -= 1
    short = word[:end].rstrip("'’-") + "."
    return short if len(short) < len(word) else word


def distinguishing(words: list[str], others: Sequence[str] = ()) -> int:
    """The index of the word that tells ``words`` apart from the ``others`` names shown beside
    it: the one found in the fewest of them, the last on a tie (a name's noun comes last)."""
    seen = [sum(word.lower() in other.lower().split() for other in others) for word in words]
    best = min(seen)
    return max(index for index, count in enumerate(seen) if count == best)


def short_name(name: str, room: int, others: Sequence[str] = ()) -> str:
    """``name`` in at most ``room`` cells, abbreviated with intent, never cut mid-word: the small
    words go first ("The Lodestar" -> "Lodestar"), then the part after a comma ("Ignara" for
    "Ignara, Ember Regent"), then the other words shrink to stems with a full stop, longest first
    ("Reliq. Tome"), then to initials ("A. B. Captain"), keeping the word that tells the name
    apart from ``others`` whole as long as it can; only a single word longer than the room ends
    in "…". The full name is always in the inspector."""
    if len(name) <= room:
        return name
    words = [w for w in name.replace(",", " ,").split() if w.lower() not in SMALL_WORDS] or name.split()
    candidate = " ".join(words).replace(" ,", ",")
    if len(candidate) <= room:
        return candidate
    if "," in words:
        words = words[: words.index(",")] or words
        candidate = " ".join(words)
        if len(candidate) <= room:
            return candidate
    whole = [w for w in words if w != ","]
    words = list(whole)
    keep = distinguishing(words, others)
    for letters in (5, 4, STEM):  # the other words to stems, the longest first
        for index in sorted(range(len(words)), key=lambda i: -len(whole[i])):
            if index != keep:
                words[index] = stem(whole[index], letters)
                if len(" ".join(words)) <= room:
                    return " ".join(words)
    for index in range(len(words)):  # then initials
        if index != keep:
            words[index] = whole[index][0] + "."
            if len(" ".join(words)) <= room:
                return " ".join(words)
    beside = len(" ".join(words)) - len(words[keep])
    words[keep] = stem(whole[keep], max(STEM, room - beside - 1))
    for candidate in (" ".join(words), whole[keep], stem(whole[keep], room - 1)):
        if len(candidate) <= room:  # at last the distinguishing word alone, whole or a stem
            return candidate
    return whole[keep][: max(1, room - 1)] + ELLIPSIS


def cut_point(plain: str, room: int) -> int:
    """Where to cut ``plain`` so that it and an ellipsis fit ``room`` cells: after the last whole
    word that fits, if that drops little or no name (:data:`MOST_DROPPED`), else at ``room - 1``."""
    limit = max(0, room - 1)
    space = plain.rfind(" ", 0, limit + 1)
    if space <= 0:
        return limit
    kept = len(plain[:space].rstrip())
    word = plain[space + 1 :].split(" ", 1)[0]
    if limit - space <= MOST_DROPPED or (not word[:1].isupper() and kept * 2 >= limit):
        return kept
    return limit


def fit_words(text: Text, room: int) -> Text:
    """``text`` in at most ``room`` cells (padded to it), cut between words with "…" when too
    long. Cells are counted as characters, as the table's glyphs are one cell wide."""
    line = text.copy()
    line.no_wrap = True
    if line.cell_len > room and room > 1 and line.cell_len == len(line.plain):
        end = cut_point(line.plain, room)
        line = line[:end]
        line.append(ELLIPSIS if end == room - 1 else " " + ELLIPSIS)
    line.truncate(room, overflow="ellipsis", pad=True)
    return line


def cut_at_word(name: str, room: int) -> str:
    """``name`` in ``room`` cells, whole words only: the words that fit, then "…" ("Prayers in
    every…", never "Prayers in every phas")."""
    if len(name) <= room:
        return name
    words = name.split()
    kept = ""
    for word in words:
        if len(f"{kept} {word}".strip()) + 1 > room:
            break
        kept = f"{kept} {word}".strip()
    return f"{kept or words[0][: max(1, room - 1)]}…"
