"""Build a Lux Aeterna position from a scenario mapping (format: docs/scenarios.md)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from cardtable.engine.catalogs import unknown
from cardtable.engine.errors import ScenarioError, SetupError
from cardtable.engine.rng import Rng
from cardtable.engine.scenario import players_problem
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna.flow import STRUCTURE
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS
from cardtable.games.lux_aeterna.scenario_checks import check_step, check_supply, settle_pending
from cardtable.games.lux_aeterna.scenario_spec import check_shape
from cardtable.games.lux_aeterna.state import LuxState, light_deck_of

ZONE_KEYS = ("hand", "field", "requiem", "limbo", "codex")


def _entry(raw: str | Mapping[str, Any]) -> dict[str, Any]:
    """A card entry (its shape checked by ``scenario_spec``): a card id, or a mapping."""
    return {"card": raw} if isinstance(raw, str) else dict(raw)


def from_scenario(data: Mapping[str, Any]) -> LuxState:
    try:
        return _build(data)
    except ScenarioError:
        raise
    except KeyError as error:
        raise ScenarioError(f"bad Lux Aeterna scenario: nothing is named {error}") from None
    except (TypeError, ValueError, IndexError) as error:
        raise ScenarioError(f"bad Lux Aeterna scenario: {error}") from None


def _build(data: Mapping[str, Any]) -> LuxState:
    check_shape(data)  # every key known and of its type (the spec's models forbid others)
    players = list(data.get("players", ["Ana", "Bo"]))
    wrong = players_problem(players)  # before a name is written into an opening line
    if wrong:
        raise ScenarioError(wrong)
    state = LuxState.__new__(LuxState)
    from cardtable.engine.state import GameState
    from cardtable.games.lux_aeterna.catalog import load_catalog

    codices = list(data.get("codices", []))
    options: dict[str, Any] = {"variant": "standard", "decks": codices}
    if "lights" in data:
        options["lights"] = data["lights"]
        try:
            light_deck_of(options, 0)
        except SetupError as error:
            raise ScenarioError(f"lights: {error}") from None
    GameState.__init__(state, players, int(data.get("seed", 0)), options)
    state.catalog = load_catalog()
    state._blank()
    catalog = state.catalog
    known = list(catalog.codices)
    sides = list(data.get("sides", [{}, {}]))
    if len(sides) != 2:
        raise ScenarioError("a scenario lists exactly two sides")
    for seat in range(2):
        codex = codices[seat] if seat < len(codices) else known[seat]
        if codex not in catalog.codices:
            raise ScenarioError(unknown("Codex", codex, catalog.codices))
        state.codex_id[seat] = codex
        state.emissary[seat] = catalog.codices[codex].emissary
        side = sides[seat] or {}
        prefix = "ab"[seat]
        counter = 0

        def new_id(entry: dict[str, Any], prefix: str = prefix, seat: int = seat) -> str:
            nonlocal counter
            iid = entry.get("id")
            if iid is None:
                counter += 1
                iid = f"{prefix}{counter:02d}"
                while iid in state.card_of:
                    counter += 1
                    iid = f"{prefix}{counter:02d}"
            if not str(iid).startswith(prefix):
                raise ScenarioError(f"card ids of side {seat} start with '{prefix}': {iid}")
            if entry["card"] not in catalog.cards:
                raise ScenarioError(unknown("card", entry["card"], catalog.cards))
            if iid in state.card_of:
                raise ScenarioError(f"card id {iid} used twice")
            state.card_of[iid] = entry["card"]
            return str(iid)

        for zone in ZONE_KEYS:
            if zone == "codex" and "codex" not in side:
                continue
            raw = side.get(zone, [])
            # A codex is listed top first; the zone keeps its top at the end.
            entries = [_entry(r) for r in raw]
            ids = [new_id(e) for e in entries]
            for iid, entry in zip(
                ids[::-1] if zone == "codex" else ids, entries[::-1] if zone == "codex" else entries
            ):
                state.zones.place(iid, seat, zone)
                if zone == "field":
                    if entry.get("polarized"):
                        state.polarized.add(iid)
                    if entry.get("lights"):
                        state.lights_on[iid] = {str(k): int(v) for k, v in entry["lights"].items() if v}
                    if entry.get("power"):
                        state.perm_power[iid] = int(entry["power"])
                    if entry.get("accumulated"):
                        state.accumulated_now.add(iid)
        if "codex" not in side:
            placed = [state.card_of[i] for i in state.card_of if i[0] == prefix]
            rest = catalog.codex_list(codex)
            for card_id in placed:
                if card_id in rest:
                    rest.remove(card_id)
            Rng(state.seed + seat).shuffle(rest)
            for card_id in rest:
                iid = new_id({"card": card_id})
                state.zones.place(iid, seat, "codex")
        state.soul[seat] = int(side.get("soul", state.rules.lives))
        state.numen[seat] = {str(k): int(v) for k, v in (side.get("numen") or {}).items() if v}
        state.connected[seat] = bool(side.get("connected", False))
        state.progress[seat] = int(side.get("progress", 0))
    # The supply: given, or whatever the zones leave.
    supply = data.get("supply")
    if supply is not None:
        state.supply = {c: int(supply.get(c, 0)) for c in (*COLOUR_LETTERS, "W")}
    else:
        used = {c: 0 for c in (*COLOUR_LETTERS, "W")}
        for bucket in [*state.numen, *state.lights_on.values()]:
            for kind, n in bucket.items():
                used[kind[0]] += n
        state.supply = {c: state.light_deck - used[c] for c in COLOUR_LETTERS}
        state.supply["W"] = 2 * state.rules.lives - sum(state.soul) - used["W"]
        over = [f"{-n} {_light_name(c)}" for c, n in state.supply.items() if n < 0]
        if over:
            raise ScenarioError(
                f"more Lights in play than exist: {', '.join(over)} too many in the sides' `numen` "
                f"and Units' `lights` (the Light deck has {state.light_deck} of each colour; "
                f"White Lights come from the {state.rules.lives} lives of each side)"
            )
    from cardtable.games.lux_aeterna.scenario_playable import check_pending, check_queue

    check_queue(state, data.get("queue", []))  # kind, source, effect... (issue 32)
    state.turn = int(data.get("turn", 2))
    state.active = int(data.get("active", 0))
    state.first = int(data.get("first", 0))
    state.step = str(data.get("step", "main1"))
    STRUCTURE.step(state.step)
    state.step_done = False  # every step stands in its window (scenario_checks)
    for raw in data.get("queue", []):
        item = dict(raw)
        kind = item.get("kind", "card")
        source = item["source"]
        controller = int(item.get("controller", state.owner(source)))
        if kind == "card":
            state.zones.move(source, state.owner(source), "queue")
        effect = str(item.get("effect", ""))
        pushed = state.queue.push(kind, source, controller, tuple(item.get("targets", ())), effect)
        if kind == "attack":
            state.polarized.add(source)
            state.attack = {"attacker": source, "uid": pushed.uid, "blocker": None}
    check_pending(state, data.get("pending"))  # answers the seat can pick (issue 32)
    holder = int(data.get("priority", state.active))
    if holder not in (0, 1):
        raise ScenarioError(f"priority: the seat holding it, 0 or 1, not {holder}")
    state.open_priority(holder)
    settle_pending(state, data.get("pending"))
    check_supply(state, supply is not None)
    check_step(state)
    state.scenario = dict(data)
    _announce(state)
    from cardtable.games.lux_aeterna.invariants import invariants

    problems = [_named(state, problem) for problem in invariants(state)]
    if problems:
        raise ScenarioError("the scenario is not a valid position: " + "; ".join(problems[:3]))
    return state


def _named(state: LuxState, problem: str) -> str:
    """``problem`` with each instance id (which the file never wrote) given as its card's name:
    "Cinder Hound (a10) is polarized ..." rather than "a10 is polarized ..."."""

    def name(match: re.Match[str]) -> str:
        iid = match.group(0)
        return f"{state.card_def(iid).name} ({iid})" if iid in state.card_of else iid

    return re.sub(r"\b[a-z]\d+\b", name, problem)


def _announce(state: LuxState) -> None:
    """The log's first lines: where the set position stands (turn, step, the queue, who acts)."""
    from cardtable.games.lux_aeterna.effects import source_name
    from cardtable.games.lux_aeterna.play import _target_name

    players = state.players
    state.emit(
        "scenario",
        f"The match starts from a set position: turn {state.turn}, {possessive(players[state.active])} "
        f"{state.step_label()}.",
        state.active,
        data={"turn": state.turn},  # the history heads these lines "Turn 9", not "The match"
    )
    for item in state.queue.items:
        what = "attack" if item.kind == "attack" else source_name(state, item.source)
        onto = f" on {', '.join(_target_name(state, t) for t in item.targets)}" if item.targets else ""
        state.emit(
            "scenario",
            f"On the queue: {possessive(players[item.controller])} {what}{onto}.",
            item.controller,
        )
    seat = state.to_act
    if seat is not None:
        state.emit("scenario", f"{players[seat]} is to act.", seat)


def _light_name(letter: str) -> str:
    """ "R" -> "Rubedian" (a scenario error's words)."""
    from cardtable.games.lux_aeterna.catalog import LETTERS

    return LETTERS.get(letter, "White").capitalize()
