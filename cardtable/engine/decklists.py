"""Deck lists a player builds: the list itself, what the construction rules say of it, and the
plain-text form people paste into a chat. Each card-battle game supplies its own
:class:`DeckRules` (its card pool, leaders, starter decks and construction rules); everything here
is shared by the three of them."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar, cast

from pydantic import BaseModel

from cardtable.engine.catalogs import closest
from cardtable.engine.errors import CardtableError, SetupError
from cardtable.engine.kernel.resources import Cost
from cardtable.engine.words import a_or_an

C = TypeVar("C")


class DeckListError(CardtableError, ValueError):
    """A deck text or file that cannot be read as a deck list (the message names the line)."""


@dataclasses.dataclass(frozen=True, slots=True)
class DeckList:
    """A deck: its game, file id, name, leader (a Favored or an Emissary id; None where the game
    has none) and its cards as ``(card id, count)`` in list order."""

    game: str
    id: str
    name: str
    leader: str | None
    cards: tuple[tuple[str, int], ...]
    description: str = ""

    @property
    def total(self) -> int:
        """How many cards the deck holds (the leader apart)."""
        return sum(count for _card, count in self.cards)

    def count(self, card: str) -> int:
        """How many copies of ``card`` the deck holds."""
        return next((count for held, count in self.cards if held == card), 0)

    def with_count(self, card: str, count: int) -> DeckList:
        """The same deck with ``count`` copies of ``card`` (0 takes it out; a new card goes last)."""
        cards = [(held, n) for held, n in self.cards if held != card or count > 0]
        if count > 0:
            if any(held == card for held, _n in self.cards):
                cards = [(held, count if held == card else n) for held, n in cards]
            else:
                cards.append((card, count))
        return dataclasses.replace(self, cards=tuple(cards))

    def renamed(self, name: str) -> DeckList:
        """The same deck under another name (and the file id that name gives)."""
        return dataclasses.replace(self, name=name, id=slug(name))


@dataclasses.dataclass(frozen=True, slots=True)
class DeckProblem:
    """One broken construction rule: the card it concerns (None for the deck as a whole) and the
    reason in a player's words ("Breaker's Chains: a third unique card; a deck holds at most 2")."""

    card: str | None
    reason: str


@dataclasses.dataclass(frozen=True, slots=True)
class PoolCard:
    """A card of the pool as a deck builder shows it and filters it."""

    id: str
    name: str
    kind: str
    """Its type: unit, relic, spell, summon..."""
    colour: str
    """Its colour, element or faction (the builder's colour filter)."""
    cost: int
    cost_text: str
    keywords: tuple[str, ...]
    text: str
    unique: bool = False
    price: Cost | None = None
    """The cost typed, for a game whose screens write costs in their own notation (Lux
    Aeterna's colour glyphs); ``cost_text`` is its letters."""

    def matches(self, words: str) -> bool:
        """Type-to-search: every word appears in the name, type, colour, keywords or text."""
        haystack = " ".join(
            (self.name, self.kind, self.colour, " ".join(self.keywords), self.text)
        ).casefold()
        return all(word in haystack for word in words.casefold().split())


class DeckRules(Generic[C]):
    """What a game tells a deck builder, on its catalog: its words, pool, leaders, starters and
    construction rules. A game's subclass supplies the words, :meth:`pool`, :meth:`leaders`,
    :meth:`allowed`, :meth:`check` and its catalog's decks; a deck's data-file form (id, name,
    leader, description, and its cards as entries ``{card, count}`` or as a mapping
    ``{card: count}``), the starters and the players' own decks in a match are written here."""

    game = ""
    """The game id (``luminous``)."""
    game_name = ""
    deck_word = "deck"
    """What a deck is called in the game ("deck", "Codex")."""
    leader_word = ""
    """What leads a deck ("Favored", "Emissary"), or "" where nothing does."""
    colour_word = ""
    """What a card's :attr:`PoolCard.colour` is in the game ("faction", "element", "colour")."""
    data_key = "decks"
    """The top key of the game's deck file (``decks``, ``codices``)."""
    leader_key: str | None = None
    """The data field naming a deck's leader (``favored``); ``None`` where decks have none."""
    counts_by_card = False
    """A data file lists a deck's cards as a mapping ``{card: count}`` (else as entries)."""
    deck_model: type[BaseModel] = BaseModel
    """The game's model of a deck in its data files (a player's own deck is validated by it)."""

    def __init__(self, catalog: C | None = None) -> None:
        self.catalog: C = catalog if catalog is not None else self.default_catalog()
        self.deck_size = self.size()

    def default_catalog(self) -> C:
        """The catalog of the built-in (or ``--data``) card pool."""
        raise NotImplementedError

    def size(self) -> int:
        """How many cards a deck holds (the leader apart)."""
        raise NotImplementedError

    def data_decks(self) -> Mapping[str, BaseModel]:
        """The catalog's starter decks by id, as their data models."""
        raise NotImplementedError

    def with_decks(self, own: list[DeckList]) -> C:
        """The catalog with ``own`` (checked decks) added to its decks (its :attr:`data_key`
        field, the catalog a frozen dataclass)."""
        decks = dict(self.data_decks())
        decks.update((deck.id, self.deck_model.model_validate(self.to_data(deck))) for deck in own)
        catalog: C = dataclasses.replace(cast(Any, self.catalog), **{self.data_key: decks})
        return catalog

    def pool(self) -> list[PoolCard]:
        """Every card a deck may hold, in a stable order."""
        raise NotImplementedError

    def leaders(self) -> list[tuple[str, str]]:
        """``(id, name)`` of each leader a deck may have (empty where decks have none)."""
        return []

    def allowed(self, card: str, leader: str | None) -> bool:
        """Whether ``card`` may be in a deck led by ``leader`` at all (its faction or colour)."""
        raise NotImplementedError

    def check(self, deck: DeckList) -> list[DeckProblem]:
        """Every construction rule ``deck`` breaks (empty: it may be played)."""
        raise NotImplementedError

    def taken(self) -> Collection[str]:
        """The ids a player's own deck may not have (the starters')."""
        return self.data_decks()

    def starters(self) -> list[DeckList]:
        """The game's starter decks."""
        return [self.from_data(deck.model_dump()) for deck in self.data_decks().values()]

    def to_data(self, deck: DeckList) -> dict[str, Any]:
        """The deck as one entry of the game's data file (``data/<game>/decks.yaml``)."""
        data: dict[str, Any] = {"id": deck.id, "name": deck.name}
        if self.leader_key is not None:
            data[self.leader_key] = deck.leader or ""
        if deck.description:
            data["description"] = deck.description
        if self.counts_by_card:
            data["cards"] = dict(deck.cards)
        else:
            data["cards"] = [{"card": card, "count": count} for card, count in deck.cards]
        return data

    def from_data(self, data: Any) -> DeckList:
        """A deck from one entry of the game's data file (raises DeckListError)."""
        try:
            if self.counts_by_card:
                cards = tuple((str(card), int(count)) for card, count in dict(data["cards"]).items())
            else:
                cards = tuple((str(entry["card"]), int(entry["count"])) for entry in data["cards"])
            leader = None
            if self.leader_key is not None:
                leader = str(data[self.leader_key]) or None
            description = str(data.get("description", ""))
            return DeckList(self.game, str(data["id"]), str(data["name"]), leader, cards, description)
        except (KeyError, TypeError, ValueError) as error:
            raise DeckListError(
                f"not {a_or_an(self.game_name)} {self.deck_word} entry ({error.__class__.__name__}: {error})"
            ) from None

    def own_decks(self, wanted: Any) -> list[DeckList]:
        """The players' own decks a match's ``decks`` option writes out in full, each read and
        checked against every construction rule; raises SetupError naming a draft's first broken
        rule, or an id that a starter deck (or leader) already has."""
        try:
            _ids, inline = split_inline(wanted)
        except DeckListError as error:
            raise SetupError(str(error)) from None
        decks = []
        taken = self.taken() if inline else ()
        for data in inline:
            try:
                deck = self.from_data(data)
            except DeckListError as error:
                raise SetupError(str(error)) from None
            if deck.id in taken:
                raise SetupError(
                    f"a {self.deck_word} of your own cannot be called '{deck.id}', as a starter is"
                )
            problems = self.check(deck)
            if problems:
                raise SetupError(
                    f"{deck.name} is a draft ({problems[0].reason}): mend it in the deck builder"
                )
            decks.append(deck)
        return decks

    @classmethod
    def with_inline_decks(cls, catalog: C, wanted: Any) -> C:
        """``catalog`` with the players' own decks (:meth:`own_decks`) added."""
        rules = cls(catalog)
        own = rules.own_decks(wanted)
        return rules.with_decks(own) if own else catalog


def plural(word: str) -> str:
    """The plural of a deck word: "decks", "Codices"."""
    return word[:-2] + "ices" if word.endswith("ex") else word + "s"


def slug(name: str) -> str:
    """The file id of a deck name: lower case, words joined by hyphens ("My Silgar!" -> "my-silgar")."""
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return "-".join(words)[:60] or "deck"


def did_you_mean(word: str, known: Iterable[str]) -> str:
    """``; did you mean 'X'?`` (the end of a deck file's sentence) for the closest of ``known``,
    or ""."""
    close = closest(word, known)
    return f"; did you mean '{close}'?" if close else ""


# ----- the text a person pastes ---------------------------------------------------------------


def export_text(rules: DeckRules[Any], deck: DeckList) -> str:
    """The deck as plain text: the game and name on top, the leader, then ``3 Trail Guide`` lines."""
    names = {card.id: card.name for card in rules.pool()}
    lines = [f"{rules.game_name} {rules.deck_word}: {deck.name}"]
    if rules.leader_word:
        leaders = dict(rules.leaders())
        lines.append(f"{rules.leader_word}: {leaders.get(deck.leader or '', deck.leader or '')}")
    lines.extend(f"{count} {names.get(card, card)}" for card, count in deck.cards)
    return "\n".join(lines) + "\n"


_COUNT_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(.+?)\s*$")


def import_text(rules_by_game: Sequence[DeckRules[Any]], text: str) -> DeckList:
    """Read a deck from plain text (as :func:`export_text` writes it). The first line names the
    game and the deck; blank lines and lines starting with ``#`` are skipped. Raises
    DeckListError naming the line of any card that is not known, with the closest name."""
    lines = [(number, line.strip()) for number, line in enumerate(text.splitlines(), start=1)]
    lines = [(number, line) for number, line in lines if line and not line.startswith("#")]
    if not lines:
        raise DeckListError("the text holds no deck: its first line names the game and the deck")
    number, head = lines[0]
    rules = _game_of(rules_by_game, head, number)
    name = head.split(":", 1)[1].strip() if ":" in head else ""
    if not name:
        raise DeckListError(
            f"line {number}: the deck has no name (e.g. '{rules.game_name} {rules.deck_word}: Mine')"
        )
    leader: str | None = None
    by_name = {card.name.casefold(): card.id for card in rules.pool()}
    by_name.update({card.id: card.id for card in rules.pool()})
    cards: dict[str, int] = {}
    for number, line in lines[1:]:
        if rules.leader_word and line.casefold().startswith(rules.leader_word.casefold() + ":"):
            leader = _leader(rules, line.split(":", 1)[1].strip(), number)
            continue
        match = _COUNT_LINE.match(line)
        if match is None:
            raise DeckListError(
                f"line {number}: '{_short(line)}' is not 'COUNT CARD NAME' (e.g. '3 {rules.pool()[0].name}')"
            )
        count, card_name = int(match.group(1)), match.group(2)
        card = by_name.get(card_name.casefold())
        if card is None:
            names = [c.name for c in rules.pool()]
            raise DeckListError(
                f"line {number}: no {rules.game_name} card is named '{_short(card_name)}'{did_you_mean(card_name, names)}"
            )
        if count < 1:
            raise DeckListError(f"line {number}: a count of {count}; write 1 or more, or leave the line out")
        cards[card] = cards.get(card, 0) + count
    if rules.leader_word and leader is None:
        raise DeckListError(f"the deck names no {rules.leader_word} (a line '{rules.leader_word}: NAME')")
    return DeckList(rules.game, slug(name), name, leader, tuple(cards.items()))


def _game_of(rules_by_game: Sequence[DeckRules[Any]], head: str, number: int) -> DeckRules[Any]:
    title = head.split(":", 1)[0].casefold()
    for rules in rules_by_game:
        if title.startswith(rules.game_name.casefold()):
            return rules
    games = ", ".join(f"'{rules.game_name} {rules.deck_word}: NAME'" for rules in rules_by_game)
    raise DeckListError(f"line {number}: the first line names the game and the deck: {games}")


def _leader(rules: DeckRules[Any], name: str, number: int) -> str:
    for leader_id, leader_name in rules.leaders():
        if name.casefold() in (leader_name.casefold(), leader_id, leader_name.split(",")[0].casefold()):
            return leader_id
    names = [leader_name for _id, leader_name in rules.leaders()]
    raise DeckListError(
        f"line {number}: no {rules.leader_word} is named '{_short(name)}'{did_you_mean(name, names)}"
    )


def _short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


# ----- the rules every game shares --------------------------------------------------------------


def size_and_copies(
    deck: DeckList,
    names: dict[str, str],
    *,
    size: int,
    max_copies: int,
    exempt: Iterable[str] = (),
    word: str = "deck",
) -> list[DeckProblem]:
    """The two rules every game has: exactly ``size`` cards, at most ``max_copies`` of a card
    (cards in ``exempt`` have their own limit, checked by the game); ``word`` is what the game
    calls a deck ("Codex")."""
    problems: list[DeckProblem] = []
    skip = set(exempt)
    for card, count in deck.cards:
        if card not in names:
            problems.append(DeckProblem(card, f"'{card}': no such card in this game"))
        elif card not in skip and count > max_copies:
            problems.append(
                DeckProblem(
                    card, f"{names[card]}: {count} copies; a {word} holds at most {max_copies} of a card"
                )
            )
    total = deck.total
    if total != size:
        change = f"{size - total} to add" if total < size else f"{total - size} to take out"
        cards = "1 card" if total == 1 else f"{total} cards"
        problems.append(DeckProblem(None, f"{cards}; a {word} holds exactly {size} ({change})"))
    return problems


# ----- a player's deck in a match -----------------------------------------------------------------


def split_inline(wanted: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    """A match's ``decks`` option as (one entry per seat with each inline deck replaced by its
    id, the inline decks). An inline deck is a player's deck written into the options in the data
    file's format, so that a save, a replay and the history hold the list itself; with one, every
    seat's deck must be named (a seat left to the seed would otherwise pick among them too)."""
    entries = list(wanted) if isinstance(wanted, (list, tuple)) else []
    inline = [entry for entry in entries if isinstance(entry, dict)]
    if inline and (len(entries) < 2 or any(not entry for entry in entries)):
        raise DeckListError("with a deck of your own, name every seat's deck")
    ids = [entry.get("id") if isinstance(entry, dict) else entry for entry in entries]
    return ids, inline


def seat_deck_ids(wanted: Any) -> list[Any]:
    """Each seat's deck id from a match's ``decks`` option (a deck written out in full: its id);
    raises SetupError as :func:`split_inline` would."""
    try:
        return split_inline(wanted)[0]
    except DeckListError as error:
        raise SetupError(str(error)) from None


class Draws(Protocol):
    """A source of random numbers (the state's ``Rng``)."""

    def randrange(self, stop: int) -> int: ...


def seat_decks(
    wanted: Any, known: Sequence[str], rng: Draws, what: str, aliases: Mapping[str, str] | None = None
) -> list[tuple[str, bool]]:
    """Each of the two seats' decks from a match's ``decks`` option, as ``(deck id, picked)``: the
    deck it names for the seat (``aliases``: other names of a deck, such as its leader's id), or,
    when it names none, one of ``known`` picked from the seed (``picked``). ``what`` words the
    deck ("Luminous deck", "Lux Aeterna Codex") in the SetupError for a deck it does not know."""
    asked = seat_deck_ids(wanted)
    asked = list(asked) if isinstance(asked, (list, tuple)) else []
    chosen = []
    for seat in range(2):
        deck = asked[seat] if seat < len(asked) else None
        if not deck:
            chosen.append((known[rng.randrange(len(known))], True))
            continue
        deck = aliases.get(deck, deck) if aliases else deck
        if deck not in known:
            word = what.rpartition(" ")[2]
            raise SetupError(f"unknown {what} '{deck}'; {plural(word)}: {', '.join(known)}")
        chosen.append((deck, False))
    return chosen
