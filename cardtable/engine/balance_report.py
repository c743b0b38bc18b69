"""The readable balance report of ``cardtable simulate`` (without ``--json``): the summary's
figures as rich tables. Every number here is also in the JSON (docs/architecture.md names them)."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from cardtable.engine.registry import GameRegistry
from cardtable.engine.stats import Section, interval, percent


def generic_sections(summary: dict[str, Any]) -> list[Section]:
    """Wins per seat, the first-player edge and the game length."""
    results = summary["results"]
    bots = summary["bots"]
    games = summary["games"]
    sections = []
    rows = []
    for seat, figure in enumerate(results["win_rate_per_seat"]):
        average = results["average_score"][seat] if results["average_score"] else None
        rows.append(
            (
                f"Seat {seat + 1}",
                bots[seat],
                figure["count"],
                interval(figure),
                results["shared_wins_per_seat"][seat],
                "-" if average is None else f"{average:g}",
            )
        )
    note = (
        f"wins = sole wins; {results['shared_wins']} games with a shared win (shared = the seat's "
        f"share of them), {results['draws']} draws; win rate = sole wins / games ({games}), 95% Wilson "
        "interval in brackets"
    )
    sections.append(
        Section(
            "Wins per seat",
            ("seat", "bot", "wins", "win rate (95%)", "shared", "avg score"),
            tuple(rows),
            note,
        )
    )
    first = results.get("first_player")
    if first:
        edge = first["edge"]
        sections.append(
            Section(
                "First-player edge",
                ("first player won alone", "expected", "edge (95%)"),
                (
                    (
                        interval(first),
                        percent(first["expected"]),
                        f"{100 * edge:+.1f} points ({100 * first['edge_low']:+.1f} to {100 * first['edge_high']:+.1f})",
                    ),
                ),
                "expected = what an average seat wins alone; an interval that excludes 0 is a real edge",
            )
        )
    length = results["length"]
    histogram = " ".join(f"{a}-{b}:{c}" if a != b else f"{a}:{c}" for a, b, c in length["histogram"])
    sections.append(
        Section(
            "Game length (actions)",
            ("median", "5th-95th percentile", "mean"),
            ((length["median"], f"{length['p5']}-{length['p95']}", length["mean"]),),
            f"histogram {histogram}; " + ", ".join(f"{k}: {v}" for k, v in results["terminations"].items()),
        )
    )
    return sections


def game_sections(registry: GameRegistry, summary: dict[str, Any]) -> list[Section]:
    """The game's own tables (its balance collector), if it has any."""
    impl = registry.get(summary["game"]).load()
    if impl.balance is None:
        return []
    collector = impl.balance(summary["players"], {})
    sections: list[Section] = collector.sections(summary["results"])
    return sections


def _table(section: Section) -> Table:
    table = Table(
        title=section.title,
        title_justify="left",
        title_style="bold",
        caption=section.note or None,
        caption_justify="left",
        box=box.SIMPLE_HEAD,
    )
    for index, column in enumerate(section.columns):
        table.add_column(column, justify="left" if index == 0 else "right", no_wrap=True)
    for row in section.rows:
        cells = [str(cell) for cell in row]
        flagged = cells[0].startswith("!")
        if flagged:
            cells[0] = cells[0][1:] + " ⚑"
        table.add_row(*[Text(cell, style="bold yellow" if flagged else "") for cell in cells])
    return table


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _bots_phrase(bots: list[str]) -> str:
    """Which computer played: "greedy bots in every seat", or seat by seat."""
    if len(set(bots)) == 1:
        return f"{bots[0]} bots in every seat"
    return "bots: " + ", ".join(f"seat {i + 1} {b}" for i, b in enumerate(bots))


def print_report(registry: GameRegistry, summary: dict[str, Any], console: Console | None = None) -> None:
    """Print the whole report."""
    console = console or Console()
    info = registry.get(summary["game"])
    checks = summary["checks"]
    header = [
        f"[bold]{info.name}[/bold]: {_count(summary['games'], 'game')}, {_count(summary['players'], 'player')}"
        + (f", variant {summary['variant']}" if summary.get("variant") else "")
        + "".join(f", {key} {value}" for key, value in (summary.get("settings") or {}).items())
        + f", seed {summary['seed']}"
        + (
            f" (games {summary['game_offset']}..{summary['game_offset'] + summary['games'] - 1})"
            if summary.get("game_offset")
            else ""
        )
        + f"; {_bots_phrase(summary['bots'])}",
    ]
    if summary.get("decks"):
        header.append(f"decks: {summary['decks']}")
    header.append(
        f"checks: {checks}"
        + (f" (every {summary['check_every']}th game in full)" if checks == "sampled" else "")
        + f"; {_count(summary['fully_checked_games'], 'game')} fully checked, "
        f"{_count(summary['checked_positions'], 'position')} given the full check"
    )
    cluster = summary.get("cluster")
    where = f"{summary['jobs']} job(s)"
    if cluster:
        where = f"the cluster {cluster['address']} ({_count(cluster['workers'], 'worker')}, {cluster['threads']} threads)"
    header.append(
        f"{summary['seconds']} s on {where}, {summary['cpu_seconds']} s CPU: "
        f"{summary['games_per_second']} games/s, {summary['actions_per_second']} actions/s; "
        f"peak memory {summary['max_rss_mb']} MiB"
    )
    if summary.get("partial"):
        done = ", ".join(f"{start}..{stop - 1}" for start, stop in summary["finished_ranges"]) or "none"
        header.insert(
            0,
            f"[bold red]PARTIAL[/bold red]: stopped by {summary.get('stopped_by', 'Ctrl+C')} after {summary['games']} of "
            f"{summary['games_requested']} games; every figure below is over the games that finished "
            f"(games {done})",
        )
    for line in header:
        console.print(line)
    errors = summary["errors"]
    if errors:
        console.print(f"[bold red]{errors} game(s) failed[/bold red]; the first:")
        for message in summary.get("error_list", [])[:3]:
            console.print(Text(f"  {message}"))
    else:
        console.print("[green]no errors[/green]")
    for section in generic_sections(summary) + game_sections(registry, summary):
        console.print()
        console.print(_table(section))
