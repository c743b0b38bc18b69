"""``cardtable scores``: the high-score tables and recent results as text."""

from __future__ import annotations

import datetime
import sqlite3

from rich.console import Console
from rich.table import Table

from cardtable.engine.registry import GameInfo, GameRegistry
from cardtable.engine.seeds import daily_seed, seed_label
from cardtable.persistence.history import FinishedMatch, HistoryDB
from cardtable.ui.seat_names import computer_suffix


def shown_value(value: float, floor: float | None) -> tuple[float, float]:
    """(what a player is shown, the overkill): a life total below its floor shows as the floor."""
    if floor is not None and value < floor:
        return floor, floor - value
    return value, 0.0


def players_text(match: FinishedMatch) -> str:
    """The players of a finished match, a computer seat marked as on the result screen."""
    kinds = match.seats if len(match.seats) == len(match.players) else ("human",) * len(match.players)
    return ", ".join(
        f"{name}{computer_suffix(name, kind != 'human')}"
        for name, kind in zip(match.players, kinds, strict=True)
    )


def variant_text(match: FinishedMatch) -> str:
    """The variant as the tables show it, a match played on from a replay marked as branched."""
    return match.variant + (" · ↳ branched" if match.branched_from else "")


def scores_text(match: FinishedMatch, floor: float | None) -> str:
    """The final scores as the result screen shows them: a beaten Soul or Life (below ``floor``)
    reads as the floor, the overkill apart ("0 (overkill 3) / 12")."""
    parts = []
    for score in match.scores:
        shown, overkill = shown_value(score, floor)
        parts.append(f"{shown:g}" + (f" (overkill {overkill:g})" if overkill else ""))
    return " / ".join(parts)


def daily_lines(
    db: HistoryDB, info: GameInfo, today: datetime.date | None = None, *, command: bool = True
) -> list[str]:
    """Today's daily deal and its best solo score, one line per variant (raises sqlite3.Error);
    with ``command``, a deal not played yet says how to play it from the command line."""
    day = today or datetime.date.today()
    seed = daily_seed(day)
    lines = []
    for variant in info.variants:
        best = db.solo_scores(info.id, variant.id, seed=seed, limit=1)
        head = f"Daily deal {day.isoformat()} ({info.name}, {variant.name}): today's best"
        if best:
            lines.append(f"{head} {best[0].score:g} by {best[0].player}")
        elif command:
            lines.append(
                f"{head}: not played yet (cardtable play {info.id} --players NAME --seed daily"
                f"{'' if variant.id == info.default_variant else ' --variant ' + variant.id})"
            )
        else:
            lines.append(f"{head}: not played yet (seed 'daily' in the new-match dialog)")
    return lines


def print_scores(registry: GameRegistry, game_id: str | None, console: Console | None = None) -> None:
    console = console or Console()
    db = HistoryDB()
    games = [registry.get(game_id)] if game_id else list(registry.all())
    if not db.path.exists():
        console.print("No finished matches yet: play one and its result appears here.")
        return
    try:
        for info in games:
            shown = False
            for variant in info.variants:
                rows = db.solo_scores(info.id, variant.id, limit=10)
                if not rows:
                    continue
                table = Table(title=f"{info.name} - solo, {variant.name}: best scores")
                for column in ("#", "Player", "Score", "Seed", "Date"):
                    table.add_column(column)
                for row in rows:
                    table.add_row(
                        str(row.rank), row.player, f"{row.score:g}", seed_label(row.seed), row.date[:10]
                    )
                console.print(table)
                shown = True
            if info.min_players == 1:
                for line in daily_lines(db, info):
                    console.print(line)
            recent = db.recent(info.id, limit=10)
            multi = [m for m in recent if not m.solo]
            if multi:
                floor = info.load().progress_floor
                table = Table(title=f"{info.name} - recent matches")
                for column in ("Date", "Variant", "Players", "Scores", "Winner"):
                    table.add_column(column)
                for match in multi:
                    winners = ", ".join(match.players[i] for i in match.winners) or "draw"
                    table.add_row(
                        match.date[:16].replace("T", " "),
                        variant_text(match),
                        players_text(match),
                        scores_text(match, floor),
                        winners,
                    )
                console.print(table)
                shown = True
            if not shown:
                console.print(f"{info.name}: no finished matches yet.")
    except sqlite3.Error as error:
        console.print(f"The score table at {db.path} cannot be read ({error}).")
