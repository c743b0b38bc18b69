"""Whether a Lux Aeterna scenario's queue and open decision can be played: checked before they are
built (whether the step and the supply fit the position is checked apart).

A position can keep every invariant and still fail later: a queue item of an unknown kind breaks
the screen when the match opens, a discard offering a card that is not in the hand breaks when it
is picked. Each refusal names the field (``queue[0].kind``, ``pending.options[1]``) and why; the
scenario reader adds the file."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from cardtable.engine.errors import ScenarioError
from cardtable.games.lux_aeterna.combat import NO_DEFENCE, defenders
from cardtable.games.lux_aeterna.effects import source_abilities, source_triggers
from cardtable.games.lux_aeterna.state import EMISSARY_IDS, LuxState

QUEUE_KEYS = ("kind", "source", "controller", "targets", "effect")
QUEUE_KINDS = ("card", "ability", "trigger", "attack")
PENDING_KEYS = ("seat", "kind", "prompt", "options")
DECISION_KINDS = ("offering", "defend", "choose", "discard")
_EFFECT = re.compile(r"([at])(\d{1,3})")


def refuse(where: str, reason: str) -> ScenarioError:
    """A scenario refusal naming the field."""
    return ScenarioError(f"{where}: {reason}")


def check_queue(state: LuxState, raw: Any) -> None:
    """Refuse a ``queue`` the match could not show or resolve (its zones are already placed)."""
    if not isinstance(raw, list):
        raise refuse("queue", "a list of items, bottom first")
    queued: set[str] = set()
    for index, item in enumerate(raw):
        where = f"queue[{index}]"
        if not isinstance(item, Mapping):
            raise refuse(where, "an item is a mapping with 'kind' and 'source'")
        unknown = [str(key) for key in item if key not in QUEUE_KEYS]
        if unknown:
            raise refuse(
                where, f"unknown keys {', '.join(sorted(unknown))[:80]} (known: {', '.join(QUEUE_KEYS)})"
            )
        kind = item.get("kind", "card")
        if kind not in QUEUE_KINDS:
            raise refuse(f"{where}.kind", f"unknown kind {_shown(kind)} (one of {', '.join(QUEUE_KINDS)})")
        source = _source(state, item.get("source"), f"{where}.source")
        if kind in ("card", "attack") and source in EMISSARY_IDS:
            raise refuse(f"{where}.source", f"an Emissary cannot be a {kind} on the queue")
        if kind == "card" and source in queued:
            raise refuse(f"{where}.source", f"card {source} is already on the queue")
        if kind == "attack" and source not in state.units(state.owner(source)):
            raise refuse(f"{where}.source", f"{source} attacks, so it is a Unit on its owner's field")
        queued.add(source)
        _seat(item.get("controller", state.owner(source)), f"{where}.controller")
        _targets(state, item.get("targets", []), index, f"{where}.targets")
        _effect(state, kind, source, item.get("effect", ""), f"{where}.effect")


def check_pending(state: LuxState, raw: Any) -> None:
    """Refuse a ``pending`` decision whose answers the game could not carry out (the queue is
    already built: a defence answers the attack on top of it). ``seat`` defaults to the active
    player; options left out are the engine's to fill in, or the position's invariants refuse a
    decision without any."""
    if not raw:
        return
    if not isinstance(raw, Mapping):
        raise refuse("pending", "a mapping of seat, kind, prompt and options")
    unknown = [str(key) for key in raw if key not in PENDING_KEYS]
    if unknown:
        raise refuse(
            "pending", f"unknown keys {', '.join(sorted(unknown))[:80]} (known: {', '.join(PENDING_KEYS)})"
        )
    seat = _seat(raw.get("seat", state.active), "pending.seat")
    kind = raw.get("kind")
    if kind not in DECISION_KINDS:
        raise refuse("pending.kind", f"unknown kind {_shown(kind)} (one of {', '.join(DECISION_KINDS)})")
    if not isinstance(raw.get("prompt", ""), str):
        raise refuse("pending.prompt", "the prompt is a text")
    options = raw.get("options", [])
    if not isinstance(options, list):
        raise refuse("pending.options", "a list of the answers the seat may pick")
    allowed = _answers(state, seat, kind)
    for index, option in enumerate(options):
        if isinstance(option, bool) or str(option) not in allowed:
            raise refuse(f"pending.options[{index}]", f"{_shown(option)} is not {_answer_words(kind)}")


def _answers(state: LuxState, seat: int, kind: str) -> set[str]:
    """What may answer a decision of ``kind`` by ``seat`` in this position."""
    if kind == "discard":
        return set(state.zones.cards(seat, "hand"))
    if kind == "offering":
        return {str(index) for index in range(len(state.form(seat).offerings))}
    top = state.queue.top
    if top is None:
        raise refuse(
            "pending.kind", f"a '{kind}' decision answers the item on top of the queue, which is empty"
        )
    if kind == "defend":
        if top.kind != "attack" or top.controller == seat:
            raise refuse("pending.kind", "a defence answers an opponent's attack on top of the queue")
        return {*defenders(state, seat), NO_DEFENCE}
    if top.kind == "attack":
        raise refuse("pending.kind", "a choice answers a card or effect on top of the queue, not an attack")
    return {*state.card_of, *EMISSARY_IDS}


def _answer_words(kind: str) -> str:
    return {
        "discard": "a card in the deciding seat's hand",
        "offering": "the number of one of the Emissary's offerings",
        "defend": f"an unpolarized Unit of the defender or '{NO_DEFENCE}'",
    }.get(kind, "a card of the scenario")


def _source(state: LuxState, source: Any, where: str) -> str:
    if not isinstance(source, str) or (source not in state.card_of and source not in EMISSARY_IDS):
        raise refuse(where, f"{_shown(source)} is not a card id of the scenario (or e0, e1: an Emissary)")
    return source


def _seat(value: Any, where: str) -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise refuse(where, f"{_shown(value)} is not a seat (0 or 1)")
    return int(value)


def _targets(state: LuxState, targets: Any, index: int, where: str) -> None:
    """Cards of the scenario, or ``q<n>``: an item below this one (the n-th from the bottom)."""
    if not isinstance(targets, list):
        raise refuse(where, "a list of card ids")
    below = {f"q{uid}" for uid in range(1, index + 1)}
    for number, target in enumerate(targets):
        if not isinstance(target, str) or (target not in state.card_of and target not in below):
            raise refuse(f"{where}[{number}]", f"{_shown(target)} is not a card id nor an item below (q1..)")


def _effect(state: LuxState, kind: str, source: str, effect: Any, where: str) -> None:
    """An ability is ``a<n>`` and a trigger ``t<n>``, the source's n-th; a card or attack has none."""
    if kind in ("card", "attack"):
        if effect not in ("", None):
            raise refuse(where, f"a {kind} on the queue has no effect number")
        return
    found = _EFFECT.fullmatch(effect) if isinstance(effect, str) else None
    listed = source_abilities(state, source) if kind == "ability" else source_triggers(state, source)
    letter = "a" if kind == "ability" else "t"
    if found is None or found.group(1) != letter or int(found.group(2)) >= len(listed):
        count = f"{letter}0..{letter}{len(listed) - 1}" if listed else "none: the source has no " + kind
        raise refuse(where, f"{_shown(effect)} is not one of the source's {kind}s ({count})")


def _shown(value: Any) -> str:
    """A value as a message shows it: short, whatever its size."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
