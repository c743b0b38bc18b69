"""Aether Lanes actions as sentences a player reads (the command palette): card names, lane names
and unit names, never instance ids or notation ("Summon Pyre Warden into the Balanced lane (4
Aether)"), and a second line about the action itself (the card's text, what ending the turn does)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.aether_lanes.presentation import card_name, unit_place

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.aether_lanes.presentation import HandFace, TableFace


def _name(state: GameState, iid: str | None) -> str:
    try:
        return card_name(state, iid) if iid else "?"
    except KeyError:
        return "a card"


def _target(state: GameState, target: str | None) -> str:
    if target is None:
        return ""
    if target in ("p0", "p1"):
        return f" at {state.name(int(target[1]))}"
    found = unit_place(state, target)
    if found is None:
        return f" on {_name(state, target)}"
    seat, lane = found
    return f" on {state.name(seat)}'s {_name(state, target)} ({_lane(lane)} lane)"


def _lane(lane: Any) -> str:
    names = ("Aggressive", "Balanced", "Defensive")
    if isinstance(lane, int):
        return names[lane]
    return str(lane).capitalize()


def _tithe(tithe: int) -> str:
    return f", paying a tithe of {tithe}" if tithe else ""


def sentence(state: GameState, action: Any) -> str:
    """One action in words."""
    kind = getattr(action, "KIND", "")
    if kind == "keep":
        return "Keep the opening hand"
    if kind == "mulligan":
        return "Mulligan: shuffle the hand back and draw a new one"
    if kind == "summon":
        return (
            f"Summon {_name(state, action.card)} into the {_lane(action.lane)} lane"
            f"{_target(state, action.target)}{_tithe(action.tithe)}"
        )
    if kind == "cast":
        return f"Cast {_name(state, action.card)}{_target(state, action.target)}{_tithe(action.tithe)}"
    if kind == "decree":
        return f"Set {_name(state, action.card)} as the Decree{_tithe(action.tithe)}"
    if kind == "sigil":
        return f"Bind {_name(state, action.card)}{_target(state, action.target)}{_tithe(action.tithe)}"
    if kind == "maneuver":
        return f"Move the unit in the {_lane(action.source)} lane to the {_lane(action.dest)} lane"
    if kind == "end":
        return "End the turn (combat follows)"
    if kind == "concede":
        return "Concede the match"
    return kind.capitalize() or str(action)


def _cost(face: HandFace | None, tithe: int) -> str:
    """ " (4 Aether)", " (2 Aether and 2 Soul by Tithe)", or "" for a card not in the hand face."""
    if face is None:
        return ""
    aether = max(0, face.cost - tithe)
    return f" ({aether} Aether and {tithe} Soul by Tithe)" if tithe else f" ({aether} Aether)"


def palette_entry(state: Any, table: TableFace, action: Any) -> tuple[str, str]:
    """(title, help) of one legal action in the command palette: the title says what happens,
    with what it costs ("Summon Pyre Warden into the Balanced lane (4 Aether)"); the help is the
    card's own text, or what ending the turn or conceding leads to."""
    kind = getattr(action, "KIND", "")
    foe = state.name(table.foe)
    if kind in ("summon", "cast", "decree", "sigil"):
        face = next((h for h in table.hand or () if h.iid == action.card), None)
        title = sentence(state, action).split(", paying a tithe")[0]
        if kind == "summon":
            lane = _lane(action.lane)
            below = table.rows[1][("Aggressive", "Balanced", "Defensive").index(lane)]
            if below is not None:
                title = title.replace(
                    f"into the {lane} lane", f"onto your {below.name} in the {lane} lane (Eclipse)"
                )
        return title + _cost(face, action.tithe), face.text if face is not None and face.text else title
    if kind == "maneuver":
        unit = table.rows[1][("Aggressive", "Balanced", "Defensive").index(_lane(action.source))]
        who = f"your {unit.name}" if unit is not None else "your unit"
        return (
            f"Maneuver {who} from the {_lane(action.source)} lane to the {_lane(action.dest)} lane",
            "1 Aether (unless it moves free); the unit is exhausted and will not attack this turn, "
            "unless it stays ready.",
        )
    if kind == "end":
        damage = table.end_damage
        forecast = (
            f" {foe} is forecast to lose {damage} Soul" + (", which is lethal." if table.lethal else ".")
            if damage
            else ""
        )
        return "End the turn: your ready units attack", f"Then it is {foe}'s turn.{forecast}"
    if kind == "concede":
        return f"Concede the duel: {foe} wins", "Gives up this match; it counts as a loss."
    if kind == "keep":
        return "Keep the opening hand", "The duel starts with these cards."
    if kind == "mulligan":
        return "Take the mulligan: shuffle the hand back and draw a new one", "Only once per duel."
    return sentence(state, action), sentence(state, action)
