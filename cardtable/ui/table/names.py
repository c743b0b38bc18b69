"""Words that fit: names abbreviated with intent and lines cut between words, never mid-word
("Connect 0/3 Damage the opponent's …", not "… opponent's S…"). One place for every screen."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Text

ELLIPSIS = "…"
MOST_DROPPED = 4
"""A line is cut at a word boundary when that drops at most this many more characters than a cut
at the last cell would (the stub of a word: "opponent's S…" becomes "opponent's …"), or when the
word cut is not a name and the cut keeps half the room; a name the cut falls in is shortened
with intent instead ("Whispers"), as the name is worth more than the rule."""


SMALL_WORDS = frozenset({"a", "an", "the", "of", "and", "to", "in", "on", "at", "for", "from", "with", "by"})
"""Words a name loses first when it is too long ("The Lodestar" -> "Lodestar")."""
VOWELS = frozenset("aeiouAEIOU")
STEM = 3
"""The fewest letters a shortened word keeps ("General" -> "Gen."); a word beside the one that
tells a name apart keeps at least 4 (shorter, it is dropped)."""


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


def names_beside(names: Sequence[str], name: str) -> list[str]:
    """The names of ``names`` other than ``name``: what a shortened ``name`` is told apart from
    (:func:`short_name`'s ``others``)."""
    return [other for other in names if other != name]


def short_name(name: str, room: int, others: Sequence[str] = ()) -> str:
    """``name`` in at most ``room`` cells, abbreviated with intent, never cut mid-word: a leading
    small word goes first ("The Lodestar" -> "Lodestar"), then the part after a comma ("Ignara" for
    "Ignara, Ember Regent"), then whole words go, the first ones first ("Tower Colossus" ->
    "Colossus", "Blazing Vanguard" -> "Vanguard"; never "T. Col." nor "Bl. Vanguard": playtests
    16-18 found stems and initials hard to read), keeping the word that tells the name apart from
    ``others`` whole; the small words inside a name stay while words on both sides of them do
    ("Choir of Light", never "Choir Light", which reads as another name); when that word alone is
    longer than the room, another word of the name that fits, whole, and only when no word fits
    a stem or "…". The full name is always in the inspector."""
    if len(name) <= room:
        return name
    words = name.replace(",", " ,").split()
    while len(words) > 1 and words[0].lower() in SMALL_WORDS:
        words = words[1:]
    candidate = " ".join(words).replace(" ,", ",")
    if len(candidate) <= room:
        return candidate
    if "," in words:
        words = words[: words.index(",")] or words
        candidate = " ".join(words)
        if len(candidate) <= room:
            return candidate
    whole = [w for w in words if w != ","]
    small = {i for i, w in enumerate(whole) if w.lower() in SMALL_WORDS}
    keep = distinguishing([w for i, w in enumerate(whole) if i not in small] or whole, others)
    keep = [i for i in range(len(whole)) if i not in small][keep] if len(small) < len(whole) else keep
    others_at = [i for i in range(len(whole)) if i != keep and i not in small]
    for dropped in range(1, len(others_at) + 1):  # whole words go, the first ones first
        kept = [i for i in range(len(whole)) if i not in others_at[:dropped]]
        candidate = _joined([whole[i] for i in kept], [i in small for i in kept])
        if len(candidate) <= room:
            return candidate
    alone = [whole[keep], *(whole[i] for i in reversed(others_at)), stem(whole[keep], room - 1)]
    for candidate in alone:  # at last one word alone: the distinguishing one, another, a stem
        if len(candidate) <= room:
            return candidate
    return whole[keep][: max(1, room - 1)] + ELLIPSIS


def _joined(words: list[str], small: list[bool]) -> str:
    """``words`` as a name, without the small words left at either end ("of Whispers")."""
    while words and small[0]:
        words, small = words[1:], small[1:]
    while words and small[-1]:
        words, small = words[:-1], small[:-1]
    return " ".join(words)


def cut_point(plain: str, room: int) -> int:
    """Where to cut ``plain`` so that it and an ellipsis fit ``room`` cells: after the last whole
    word that fits, if that drops little (:data:`MOST_DROPPED`) or the word cut is not a name and
    the cut keeps half the room; else at ``room - 1`` (a name, which :func:`fit_words` shortens
    with intent first, or a status in capitals, "⚔ ATTACK…"). A rule's first word after ": " is
    not a name (playtest17: "→ Sunlit Warden: Depolar. …")."""
    limit = max(0, room - 1)
    space = plain.rfind(" ", 0, limit + 1)
    if space <= 0:
        return limit
    kept = len(plain[:space].rstrip())
    word = plain[space + 1 :].split(" ", 1)[0]
    named = word[:1].isupper() and not plain[:kept].endswith((":", "."))
    if limit - space <= MOST_DROPPED or (not named and kept * 2 >= limit):
        return kept
    return limit


def _name_run(plain: str, at: int) -> tuple[int, int] | None:
    """The name (capitalised words, small words between them) holding the word at ``at``, as
    (start, end), if that word is capitalised (not all capitals); else None."""
    start = plain.rfind(" ", 0, at) + 1
    end = plain.find(" ", at)
    end = len(plain) if end < 0 else end
    while end > start and plain[end - 1] in ",.;:!?)":
        end -= 1  # the name without the punctuation after it
    word = plain[start:end]
    if not word[:1].isupper() or word.isupper():
        return None  # not a name (a status in capitals, "ATTACKING", is cut as words are)
    while start > 0:  # back over the words of the same name
        before = plain.rfind(" ", 0, start - 1) + 1
        word = plain[before : start - 1]
        if not word or not (word[:1].isupper() or word.lower() in SMALL_WORDS) or not word.isalpha():
            break
        start = before
    while start < end and plain[start:].split(" ", 1)[0].lower() in SMALL_WORDS:
        start = plain.find(" ", start) + 1  # a name does not start with "of"
    return start, end


def _shorten_cut_name(line: Text, room: int) -> Text | None:
    """``line`` with the name the cut at ``room`` falls in shortened with intent
    (:func:`short_name`: "Altar of Whispe…" becomes "A. of Whispers"), when that name is cut
    mid-word; None when the cut falls between words or in a word that is not a name."""
    plain = line.plain
    limit = room - 1
    if plain[limit - 1 : limit + 1].count(" ") or limit < 1:
        return None  # the cut falls at a space: between words
    run = _name_run(plain, limit)
    if run is None or run[0] >= limit:
        return None
    start, end = run
    rest = line[end:]
    fits = start + rest.cell_len < room  # the name shortened, what follows it whole
    tail = rest.cell_len if fits else 2  # else " …" after the name
    short = short_name(plain[start:end], room - start - tail)
    if len(short) > room - start - tail or short.endswith(ELLIPSIS):
        return None
    opens_rule = plain[max(0, start - 2) : start] in (": ", ". ") and " " not in plain[start:end]
    if opens_rule and short not in plain[start:end].split():
        return None  # a rule's first word, not a name ("Depolar." for "Depolarize"): cut before it
    piece = line[start:end]
    piece.plain = short  # the name's own style, on the shorter name
    out = line[:start]
    out.append_text(piece)
    if fits:
        out.append_text(rest)
    elif rest.plain.strip():
        out.append(" " + ELLIPSIS)
    return out


def fit_words(text: Text, room: int) -> Text:
    """``text`` in at most ``room`` cells (padded to it), cut between words with "…" when too
    long, a name the cut would fall in shortened with intent instead. Cells are counted as
    characters, as the table's glyphs are one cell wide."""
    line = text.copy()
    line.no_wrap = True
    if line.cell_len > room and room > 1 and line.cell_len == len(line.plain):
        line = _shorten_cut_name(line, room) or line
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


def fit_parts(text: Text, width: int, separator: str = " · ") -> Text:
    """``text`` made of parts joined by ``separator``, without the last parts that do not fit in
    ``width`` cells (a hint is left out whole, never cut mid-word: "a: attack · Spac…"); the
    first part always stays."""
    if text.cell_len <= width or separator not in text.plain:
        return text
    parts = text.split(separator, allow_blank=True)
    out = parts[0].copy()
    for part in parts[1:]:
        if out.cell_len + len(separator) + part.cell_len > width:
            break
        out.append(separator)
        out.append_text(part)
    return out


def say_shorter(sentence: str, room: int, shown: Sequence[str] = ()) -> str:
    """``sentence`` in at most ``room`` cells, said shorter with intent rather than cut: the whole
    of it; then without its parentheses; without the final full stop; without ``shown`` (what the
    line already says, such as the count of a condition whose "2/4" stands beside it, with a
    following "times"); then its first clause. Only when even that is too long is it cut between
    words with "…" (:func:`cut_at_word`)."""
    forms = [sentence]
    text = re.sub(r"\s*\([^)]*\)", "", sentence)
    forms.append(text)
    text = text.rstrip(".")
    forms.append(text)
    for word in shown:
        text = re.sub(rf"\s*\b{re.escape(word)}\b(\s+times?\b)?", "", text).strip()
    forms.append(text)
    forms.append(text.split(", ")[0])
    return next((form for form in forms if len(form) <= room), cut_at_word(forms[-1], room))
