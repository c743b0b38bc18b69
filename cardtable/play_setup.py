"""Turning ``cardtable play`` arguments into a match setup (or a scenario position)."""

from __future__ import annotations

import argparse
from typing import Any

from cardtable.engine.errors import SetupError, UsageError
from cardtable.engine.record import SeatInfo
from cardtable.engine.registry import GameInfo, GameRegistry
from cardtable.engine.seeds import parse_seed
from cardtable.session import MatchSetup

DEFAULT_NAMES = ("Ana", "Bo", "Cy", "Di")


def setup_from_cli(registry: GameRegistry, args: argparse.Namespace) -> Any:
    """A MatchSetup for ``play``, or a (state, seats) pair when ``--scenario`` is given."""
    info = registry.get(args.game)
    impl = info.load()
    if args.bot is not None and args.bot not in impl.bots:
        raise SetupError(f"unknown computer strength '{args.bot}'; choose from {', '.join(impl.bots)}")
    if args.scenario is not None:
        from cardtable.engine.scenario import build_scenario, read_scenario

        if args.lights is not None:
            raise SetupError("--lights: a scenario sets its own Light deck (its `lights` key)")
        data = read_scenario(args.scenario)
        if data.get("game") != info.id:
            raise SetupError(f"{args.scenario} is a scenario for '{data.get('game')}', not '{info.id}'")
        state = build_scenario(impl.from_scenario, data, args.scenario)
        seats = _seats(list(state.players), args.computer, args.bot)
        return (state, seats)
    players = (
        player_names(info, args.players) if args.players else list(DEFAULT_NAMES[: info.default_players])
    )
    if len(set(players)) != len(players):
        raise SetupError("every player needs a different name")
    seats = _seats(players, args.computer, args.bot)
    options: dict[str, Any] = info.setting_options({"lights": args.lights})
    if args.variant:
        info.variant(args.variant)
        options["variant"] = args.variant
    if args.deck:
        if not info.uses_decks or impl.deck_choices is None:
            raise SetupError(f"{info.name} has no decks to choose")
        known = dict(impl.deck_choices())
        decks: list[str | dict[str, Any] | None] = [None] * len(players)
        for item in args.deck:
            seat_text, sep, deck = item.partition("=")
            if not sep or not seat_text.isdigit():
                raise SetupError(
                    f"--deck expects SEAT=DECK, e.g. 1={next(iter(known), 'deck')}; got '{item}'"
                )
            seat = int(seat_text) - 1
            if not 0 <= seat < len(players):
                raise SetupError(f"--deck: there is no seat {seat_text}")
            decks[seat] = _deck_option(impl, deck, known)
        options["decks"] = decks
    seed = parse_seed(args.seed) if args.seed is not None else None
    return MatchSetup(info.id, tuple(players), tuple(seats), seed, options)


def player_names(info: GameInfo, given: list[str]) -> list[str]:
    """The names ``--players`` gave. A name of digits alone is most likely a count
    (``--players 9``): it is refused with a question, unless written in double quotes
    (``--players '"9"'``), which are taken off."""
    names = []
    for name in given:
        if len(name) >= 2 and name[0] == name[-1] == '"':
            names.append(name[1:-1])
            continue
        if name.isdigit():
            seats = (
                f"{info.min_players}"
                if info.min_players == info.max_players
                else f"{info.min_players} to {info.max_players}"
            )
            raise UsageError(
                f"{name} players? {info.name} is for {seats}, named one by one (--players Ana Bo); "
                f"to name a player {name}, write it in double quotes: --players '\"{name}\"'"
            )
        names.append(name)
    return names


def _deck_option(impl: Any, deck: str, known: dict[str, str]) -> str | dict[str, Any]:
    """A starter's id, or the player's own deck written out in full (see ``resolve_deck``)."""
    if deck in known or impl.deck_rules is None:
        if deck not in known:
            raise SetupError(f"unknown deck '{deck}'; decks: {', '.join(known)}")
        return deck
    from cardtable.persistence.decks import resolve_deck

    return resolve_deck(impl.deck_rules(), deck)


def _seats(players: list[str], computer: list[str], bot: str | None) -> list[SeatInfo]:
    chosen: set[int] = set()
    for item in computer:
        if item.isdigit():
            seat = int(item) - 1
            if not 0 <= seat < len(players):
                raise SetupError(f"--computer: there is no seat {item} (seats are 1 to {len(players)})")
        elif item in players:
            seat = players.index(item)
        else:
            raise SetupError(f"--computer: '{item}' is neither a seat number nor a player name")
        chosen.add(seat)
    return [
        SeatInfo(kind="computer", bot=bot or "greedy") if i in chosen else SeatInfo()
        for i in range(len(players))
    ]
