"""``cardtable replay [ID|FILE]`` and ``cardtable replay export ID FILE``: the match archive."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.cli.parsing import ExamplesFormatter, check_custom_data, fail, registry

if TYPE_CHECKING:
    from cardtable.cli.parsing import Commands
    from cardtable.engine.record import GameRecord
    from cardtable.engine.registry import GameRegistry

EXAMPLES = """
examples:
  cardtable replay                          list every recorded match, newest first
  cardtable replay --game aether-lanes --player ana
  cardtable replay 3f9c2a                   watch a match (its id, or the start of it)
  cardtable replay export 3f9c2a match.json write a self-contained record to share
  cardtable replay match.json               watch a record shared by someone else
"""


def add(commands: Commands) -> None:
    """The ``replay`` parser."""
    parser = commands.add_parser(
        "replay",
        help="list recorded matches, watch one again, or export one",
        description="Without an argument, list every recorded match (finished and unfinished) "
        "with its game, date, players, seats, score and length. With a match id (or a record "
        "file), open the replay viewer. 'export ID FILE' writes a self-contained record (card "
        "data version and decks included) that opens on another machine with the same cards.",
        epilog=EXAMPLES,
        formatter_class=ExamplesFormatter,
    )
    parser.add_argument(
        "target", nargs="*", metavar="ID|FILE", help="a match id or a record file; or: export ID FILE"
    )
    parser.add_argument("--game", help="list only this game's matches")
    parser.add_argument("--player", help="list only matches with a player whose name contains this")


def run(args: argparse.Namespace) -> int:
    """List, open or export."""
    if check_custom_data():
        return 1
    games = registry()
    target: list[str] = list(args.target)
    if target and target[0] == "export":
        if len(target) != 3:
            return fail("replay export takes a match id and a file: cardtable replay export ID FILE")
        return _export(games, target[1], Path(target[2]))
    if len(target) > 1:
        return fail("replay takes one match id or file (or: export ID FILE)")
    if args.game:
        games.get(args.game)
    if not target:
        return _list(args.game, args.player)
    record = _find_record(games, target[0])
    from cardtable.ui.app import run_app
    from cardtable.ui.replay.start import ReplayStart

    return run_app(start=ReplayStart(record))


def _list(game: str | None, player: str | None) -> int:
    from cardtable.persistence.archive import scan_archive
    from cardtable.persistence.history import HistoryDB

    entries, problems = scan_archive(history=HistoryDB())
    for problem in problems:
        print(f"cardtable: {problem}", file=sys.stderr)
    shown = [e for e in entries if e.matches(game, player)]
    games = registry()
    floors = {
        info.id: info.load().progress_floor for info in games.all() if any(e.game == info.id for e in shown)
    }
    if not shown:
        print("No recorded match" + (" matches the filter." if entries else " yet: play one first."))
        return 0
    print(f"{'ID':<12}  {'GAME':<12}  {'DATE':<16}  {'PLAYERS':<26}  {'SEATS':<5}  {'SCORE':<9}  ACTIONS")
    for e in shown:
        players = " vs ".join(e.players)
        branch = f"  (branched from {e.branched_from})" if e.branched_from else ""
        print(
            f"{e.match_id:<12}  {e.game:<12}  {e.when:<16}  {players[:26]:<26}  {e.seats_text:<5}  "
            f"{e.score_shown(floors.get(e.game)):<9}  {e.actions}{branch}"
        )
    return 0


def _find_record(games: GameRegistry, key: str) -> GameRecord:
    """The record of a match id (or its start) in the archive, or of a file."""
    from cardtable.engine.errors import CardtableError
    from cardtable.persistence.archive import find_entry, scan_archive
    from cardtable.persistence.saves import read_json_file
    from cardtable.replay_share import load_record_file
    from cardtable.session import parse_record

    path = Path(key)
    if path.suffix == ".json" or path.exists():
        return load_record_file(games, path)
    entries, _problems = scan_archive()
    entry = find_entry(entries, key)
    if entry is None:
        raise CardtableError(f"no recorded match has the id {key!r} (see 'cardtable replay' for the list)")
    try:
        return parse_record(read_json_file(entry.path))
    except (OSError, ValueError) as error:
        raise CardtableError(f"match {entry.match_id} cannot be read: {error}") from None


def _export(games: GameRegistry, key: str, target: Path) -> int:
    from cardtable.replay_share import export_record

    record = _find_record(games, key)
    try:
        export_record(games, record, target)
    except OSError as error:
        return fail(f"cannot write {target}: {error.strerror or error}")
    print(f"Wrote match {record.match_id} ({record.game}, {len(record.actions)} actions) to {target}")
    return 0
