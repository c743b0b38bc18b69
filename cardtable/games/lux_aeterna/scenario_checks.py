"""Honest scenario positions: a Lux Aeterna scenario must describe a position the turn can stand in
(docs/scenarios.md). Every step opens the turn player's window after its own work, so a scenario
sets the position as that window sees it; the loader never runs a step's work. These checks refuse
what the engine's own turn never reaches, naming the key to change and what is missing, and fill in
a pending decision's options from the engine when the scenario leaves them out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.engine.errors import ScenarioError
from cardtable.engine.kernel.decision import CHOOSE, PRIORITY
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna.combat import NO_DEFENCE, defence_prompt, defenders
from cardtable.games.lux_aeterna.flow import offering_options
from cardtable.games.lux_aeterna.invariants import expected_lights, light_counts
from cardtable.games.lux_aeterna.state import LuxState

BEFORE_MAIN = frozenset({"start", "draw", "offering"})
PENDING_STEP = {"offering": "offering", "discard": "end", "defend": "combat"}
"""The step a pending decision of each kind belongs to (``choose`` may come up in any step)."""


def check_supply(state: LuxState, given: bool) -> None:
    """Every Light accounted for against the match's Light deck (``lights``, 4 unless set)."""
    counts = light_counts(state)
    expected = expected_lights(state)
    for letter, count in counts.items():
        if count == expected[letter]:
            continue
        if letter == "W":
            raise ScenarioError(
                f"supply: {count} White Lights (Souls, White Lights in the Numen and on Units, the "
                f"supply's W) where both players' lives make {expected['W']}"
            )
        where = "the supply given" if given else "what the position leaves in the supply"
        raise ScenarioError(
            f"supply: {count} {letter} Lights in all ({where} and those in play) where the Light "
            f"deck holds {expected[letter]} of each colour: fix `supply`, or set `lights` "
            f"(4, 6 or 8) to the deck the position is played with"
        )


def check_step(state: LuxState) -> None:
    """Refuse a position the named step never stands in (the step's window comes after its work)."""
    step, active = state.step, state.active
    name = state.players[active]
    whose = possessive(name)
    if step in BEFORE_MAIN:
        for iid in state.zones.cards(active, "field"):
            if iid in state.accumulated_now:
                raise ScenarioError(
                    f"step: {step} comes before {whose} main phases, where a Light is accumulated: "
                    f"{iid} cannot have `accumulated: true` yet (use step: main1 or main2)"
                )
    if step == "start":
        shown = sorted(kind for kind in state.numen[active] if kind[1] != "W")
        if shown:
            raise ScenarioError(
                f"step: start is the window after {whose} Lights turned White: the Numen still "
                f"shows {', '.join(shown)} (write {', '.join(k[0] + 'W' for k in shown)}, or set "
                f"step: end on the turn before)"
            )
        polarized = [iid for iid in state.zones.cards(active, "field") if iid in state.polarized]
        if polarized and not state.queue:
            raise ScenarioError(
                f"step: start is the window after {whose} cards depolarized: "
                f"{', '.join(polarized)} {'is' if len(polarized) == 1 else 'are'} polarized "
                f"(remove `polarized`, or set step: end on the turn before)"
            )
    if any(item.kind == "attack" for item in state.queue.items) and step != "combat":
        raise ScenarioError(f"step: {step} has no attack; an `attack` on the queue needs step: combat")
    if state.asking.kind == PRIORITY and not state.queue and state.priority.holder != active:
        raise ScenarioError(
            f"priority: with an empty queue only {name}, whose turn it is, holds priority "
            f"(the opponent acts in another's turn only to answer the queue)"
        )


def settle_pending(state: LuxState, raw: Mapping[str, Any] | None) -> None:
    """Build the scenario's ``pending`` decision, checked against the step it belongs to; its
    ``options`` and ``prompt`` default to what the engine would ask (a defence: the defender's
    unpolarized Units and no defence, and the engine's own question)."""
    if not raw:
        return
    kind = str(raw["kind"])
    seat = int(raw.get("seat", state.active))
    step = PENDING_STEP.get(kind)
    if kind not in (*PENDING_STEP, CHOOSE):
        raise ScenarioError(f"pending: unknown kind '{kind}' (offering, discard, defend, choose)")
    if step is not None and state.step != step:
        raise ScenarioError(f"step: a pending {kind} is asked in step {step}, not {state.step}")
    if kind in ("offering", "discard") and seat != state.active:
        raise ScenarioError(f"pending: a {kind} is the turn player's (seat {state.active}), not seat {seat}")
    if kind in ("defend", CHOOSE) and not state.queue:
        raise ScenarioError(f"pending: a {kind} answers an item on the `queue`, which is empty")
    options = tuple(str(o) for o in raw.get("options", ()))
    prompt = str(raw.get("prompt", ""))
    if kind == "offering":
        can = tuple(str(i) for i in offering_options(state, seat))
        if not can:
            raise ScenarioError("pending: the supply can give neither offering (leave `pending` out)")
        if not set(options) <= set(can):
            raise ScenarioError(f"pending: the supply can give offerings {', '.join(can)}, not {options}")
        options = options or can
        prompt = prompt or f"{state.players[seat]}: choose an offering of your Emissary"
    elif kind == "discard":
        hand = tuple(state.zones.cards(seat, "hand"))
        extra = len(hand) - state.rules.max_hand
        if extra <= 0:
            raise ScenarioError(
                f"pending: a discard needs more than {state.rules.max_hand} cards in hand; "
                f"{state.players[seat]} holds {len(hand)}"
            )
        options = options or hand
        prompt = prompt or f"{state.players[seat]}: discard {extra} (hand limit {state.rules.max_hand})"
        # the End window has closed: the discards are its work (the step is done after them)
    elif kind == "defend" and state.queue.top is not None and state.queue.top.kind == "attack":
        options = options or (*defenders(state, seat), NO_DEFENCE)
        prompt = prompt or defence_prompt(state, state.queue.top.source, seat)
    if not options:
        raise ScenarioError(f"pending: a {kind} needs its `options`")
    state.ask(kind, seat, options, prompt)
