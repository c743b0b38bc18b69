"""A replay position drawn as text, from what the engine lets some eyes see.

Every game's state offers ``view(seat)``: the position as that seat may see it, hidden cards left
out by the engine. The viewer draws that (face up: each seat's own part of its own view), so no
hidden card can reach the screen. Card ids are shown as names; instance ids never.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cardtable.engine.replay import Eyes
from cardtable.engine.state import GameState

SKIPPED = frozenset({"seat", "viewer", "steps", "sides", "board", "decision", "outcome", "result", "colours"})
"""Top-level keys not listed as plain lines (drawn apart, or internal)."""
SIDE_SKIPPED = frozenset({"seat", "name", "hand"})
INSTANCE_ID = re.compile(r"^[a-z]{1,2}\d+$")
STAT_KEYS = (("attack", ""), ("health", "/"), ("power", "P"))


def merged_view(state: GameState, eyes: Eyes) -> dict[str, Any]:
    """The view drawn for ``eyes``: that seat's view, or face up the public view with each seat's
    side (or hand) taken from that seat's own view."""
    if not eyes.face_up:
        return state.view(eyes.seat)
    view = dict(state.view(None))
    seats = range(len(state.players))
    own = [state.view(seat) for seat in seats]
    if isinstance(view.get("sides"), list):
        view["sides"] = [own[seat]["sides"][seat] for seat in seats]
    elif "hand" in own[0]:
        view["hands"] = [own[seat].get("hand") for seat in seats]
    return view


def words(name: str) -> str:
    """``"tide-caller"`` -> ``"Tide Caller"``; other text as it is."""
    if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+|[a-z]+", name):
        return " ".join(part.capitalize() for part in name.split("-"))
    return name


def label(key: str) -> str:
    return key.replace("_", " ").capitalize()


def card(value: dict[str, Any]) -> str:
    """One card in play or in a hand: its name and numbers."""
    name = value.get("name") or value.get("card") or value.get("card_id") or value.get("kind") or "?"
    text = words(str(name))
    stats = "".join(f"{sep}{value[key]}" for key, sep in STAT_KEYS if isinstance(value.get(key), int))
    if stats:
        text += f" {stats}"
    if value.get("exhausted") or value.get("expended"):
        text += " (tired)"
    return text


def shown(value: Any) -> str:
    """A value of a view as a short text."""
    if value is None:
        return "·"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        if any(k in value for k in ("name", "card", "card_id")):
            return card(value)
        return ", ".join(f"{label(str(k))} {shown(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        if not value:
            return "none"
        parts = []
        for item in value:
            if (
                isinstance(item, list | tuple)
                and item
                and isinstance(item[0], str)
                and INSTANCE_ID.match(item[0])
            ):
                parts.append(" ".join(shown(x) for x in item[1:]))  # [instance id, card, ...]
            else:
                parts.append(shown(item))
        return ", ".join(parts)
    if isinstance(value, str):
        return "" if INSTANCE_ID.match(value) else words(value)
    return str(value)


def _side_lines(side: dict[str, Any], name: str, hand: Any, acting: bool) -> list[Text]:
    head = Text.assemble(("▶ " if acting else "  ", "bold"), (name, "bold underline"))
    numbers = [
        f"{label(k)} {shown(v)}"
        for k, v in side.items()
        if isinstance(v, int | bool) and k not in SIDE_SKIPPED
    ]
    if numbers:
        head.append("  " + " · ".join(numbers), style="dim")
    lines = [head]
    for key, value in side.items():
        if key in SIDE_SKIPPED or isinstance(value, int | bool) or value in (None, [], {}):
            continue
        lines.append(Text.assemble((f"   {label(key)}: ", "dim"), shown(value)))
    if hand is not None:
        lines.append(Text.assemble(("   Hand: ", "bold"), shown(hand) if hand else "empty"))
    elif "hand_size" in side:
        lines.append(Text(f"   Hand: {side['hand_size']} hidden cards", style="dim italic"))
    return lines


def board_lines(state: GameState, eyes: Eyes) -> list[Text]:
    """The position as ``eyes`` see it, a line per fact, each seat's side apart."""
    view = merged_view(state, eyes)
    players: Sequence[str] = state.players
    acting = state.to_act
    top = [
        f"{label(k)} {shown(v)}" for k, v in view.items() if k not in SKIPPED and k not in ("hand", "hands")
    ]
    lines = [Text(" · ".join(t for t in top if t.strip()), style="dim")]
    decision = view.get("decision")
    if isinstance(decision, dict) and decision.get("prompt"):
        lines.append(Text(f"Waiting: {decision['prompt']}", style="italic"))
    sides = view.get("sides")
    if isinstance(sides, list):
        for seat, side in enumerate(sides):
            if isinstance(side, dict):
                lines += _side_lines(side, players[seat], side.get("hand"), seat == acting)
    else:
        lines += _placed_lines(view, players, acting)
    if state.is_over and state.outcome is not None:
        outcome = state.outcome
        winners = " and ".join(players[i] for i in outcome.winners) or "nobody"
        lines.append(Text(f"Over: {winners} won ({outcome.reason})", style="bold"))
    return lines


def _placed_lines(view: dict[str, Any], players: Sequence[str], acting: int | None) -> list[Text]:
    """A board of placed cards (Lux Nova): how many are placed, and each seat's hand."""
    lines = []
    board = view.get("board")
    if isinstance(board, list):
        lines.append(Text(f"Table: {len(board)} cards placed", style="bold"))
        if board:
            last = board[-1]
            lines.append(Text(f"   Latest: {shown(last[0]) if isinstance(last, list) else shown(last)}"))
    hands = view.get("hands")
    for seat, name in enumerate(players):
        hand = (
            hands[seat] if isinstance(hands, list) else view.get("hand") if view.get("seat") == seat else None
        )
        head = Text.assemble(("▶ " if seat == acting else "  ", "bold"), (name, "bold"))
        scores = view.get("scores")
        if isinstance(scores, list) and seat < len(scores):
            head.append(f"  score {scores[seat]}", style="dim")
        lines.append(head)
        if hand is not None:
            lines.append(Text.assemble(("   Hand: ", "bold"), shown(hand)))
    return lines
