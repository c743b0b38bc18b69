"""``cardtable deck list|import|export|check``: the decks a player built (user data folder)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.cli.parsing import ExamplesFormatter, fail, registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands
    from cardtable.engine.decklists import DeckList, DeckRules

MAX_IMPORT_BYTES = 256 * 1024


def add(commands: Commands) -> None:
    """The ``deck`` parser and its actions."""
    deck = commands.add_parser(
        "deck",
        help="list, import, export and check your own decks",
        description="The decks you built (kept in the user data folder, beside the saves), for "
        "Luminous, Aether Lanes and Lux Aeterna. A deck that breaks a construction rule is kept "
        "as a draft; 'check' lists every rule it breaks.",
        formatter_class=ExamplesFormatter,
        epilog="examples:\n"
        "  cardtable deck list\n"
        "  cardtable deck import my-silgar.txt\n"
        "  cardtable deck export my-silgar > my-silgar.txt\n"
        "  cardtable deck check my-silgar",
    )
    actions = deck.add_subparsers(dest="deck_action", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="list the starter decks and your own, by game")
    listing.add_argument("game", nargs="?", help="only this game")
    imported = actions.add_parser(
        "import", help="read a deck from plain text ('3 Trail Guide' per line) and keep it"
    )
    imported.add_argument("file", type=Path, metavar="FILE", help="the text file, or - for standard input")
    exported = actions.add_parser("export", help="print a deck as plain text a person can paste")
    exported.add_argument("name", metavar="NAME", help="a deck of yours or a starter deck")
    exported.add_argument("--game", help="the game, where two games have a deck of that name")
    checked = actions.add_parser("check", help="list every construction rule a deck breaks")
    checked.add_argument("name", metavar="NAME", help="a deck of yours or a starter deck")
    checked.add_argument("--game", help="the game, where two games have a deck of that name")


def _all_rules() -> list[DeckRules]:
    """The deck-building rules of every installed game that has them."""
    made = []
    for info in registry().all():
        maker = info.load().deck_rules if info.uses_decks else None
        if maker is not None:
            made.append(maker())
    return made


def run(args: argparse.Namespace) -> int:
    """Do the deck action; exit 1 on a problem (named in one line)."""
    from cardtable.engine.decklists import DeckListError, export_text, import_text
    from cardtable.persistence.decks import DeckStore

    every = _all_rules()
    try:
        if args.deck_action == "list":
            return _list(every, args.game)
        if args.deck_action == "import":
            text = _read_text(args.file)
            deck = import_text(every, text)
            rules = next(rules for rules in every if rules.game == deck.game)
            deck, path = DeckStore(rules).keep_imported(deck)
            problems = rules.check(deck)
            state = "ready to play" if not problems else f"a draft: {len(problems)} rule(s) broken"
            print(f"Kept {rules.game_name} {rules.deck_word} '{deck.name}' as {deck.id} ({state}) in {path}")
            for problem in problems:
                print(f"  {problem.reason}")
            return 0
        rules, deck = _find(every, args.name, args.game)
        if args.deck_action == "export":
            sys.stdout.write(export_text(rules, deck))
            return 0
        problems = rules.check(deck)
        if not problems:
            print(f"{deck.name}: follows every construction rule ({deck.total} cards)")
            return 0
        for problem in problems:
            print(problem.reason)
        return 1
    except DeckListError as error:
        return fail(str(error))


def _read_text(path: Path) -> str:
    if str(path) == "-":
        return sys.stdin.read(MAX_IMPORT_BYTES + 1)[:MAX_IMPORT_BYTES]
    try:
        if not path.is_file():
            raise OSError(f"{path} is not a file")
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise OSError(f"{path} is larger than {MAX_IMPORT_BYTES // 1024} KiB: not a deck list")
        return path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        from cardtable.engine.decklists import DeckListError

        raise DeckListError(str(error) if isinstance(error, OSError) else f"{path} is not text") from None


def _list(every: list[DeckRules], game: str | None) -> int:
    from cardtable.persistence.decks import DeckStore

    if game is not None and game not in {rules.game for rules in every}:
        return fail(f"'{game}' has no decks to build; games with decks: {', '.join(r.game for r in every)}")
    for rules in every:
        if game is not None and rules.game != game:
            continue
        print(f"{rules.game_name}:")
        for deck in rules.starters():
            print(f"  {deck.id:<24} {deck.name} (starter)")
        scan = DeckStore(rules).scan()
        for deck in scan.decks:
            problems = rules.check(deck)
            print(
                f"  {deck.id:<24} {deck.name}"
                + (f" (draft: {len(problems)} rule(s) broken)" if problems else "")
            )
        for problem in scan.problems:
            print(f"  ! {problem}")
    return 0


def _find(every: list[DeckRules], name: str, game: str | None) -> tuple[DeckRules, DeckList]:
    """The deck called ``name`` (a saved deck first, then a starter), with its game's rules."""
    from cardtable.engine.decklists import DeckListError, slug
    from cardtable.persistence.decks import DeckStore

    found = []
    for rules in every:
        if game is not None and rules.game != game:
            continue
        store = DeckStore(rules)
        if store.exists(name):
            found.append((rules, store.load(name)))
            continue
        for deck in rules.starters():
            if slug(name) in (deck.id, slug(deck.name)):
                found.append((rules, deck))
    if not found:
        raise DeckListError(f"no deck is called '{name}' (cardtable deck list shows them all)")
    if len(found) > 1:
        games = ", ".join(rules.game for rules, _deck in found)
        raise DeckListError(f"'{name}' is a deck of {games}: say which with --game")
    return found[0]
