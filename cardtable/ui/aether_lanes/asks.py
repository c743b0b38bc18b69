"""The questions a play may ask before it goes to the engine: which lane, which target, how much
Tithe, whether to roll the Wager. Each is a :class:`PickDialog` built from the table as the
viewer sees it; the answers offered come from the engine's legal actions (``flow``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from cardtable.games.aether_lanes.effects import band
from cardtable.games.aether_lanes.elements import LANES
from cardtable.ui.aether_lanes.flow import Pending, Step
from cardtable.ui.aether_lanes.glyphs import LANE_NAMES, LANE_TAGS
from cardtable.ui.aether_lanes.present import TableFace
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState

NO_TARGET = "-"
"""The dialog's id for "no target" (a play that may go without one)."""


def lane_choices(table: TableFace) -> list[Choice]:
    """The viewer's three lanes, each with what a Summon there would do."""
    choices = []
    for lane in range(3):
        unit = table.rows[1][lane]
        if unit is None:
            note = "empty"
        elif unit.buried is not None:
            note = f"{unit.name} over {unit.buried.name}: stacked 2 deep"
        else:
            note = f"Eclipse {unit.name}"
        choices.append(Choice(LANES[lane], f"{LANE_NAMES[lane]} ({LANE_TAGS[lane]}): {note}", str(lane + 1)))
    return choices


def target_label(state: AetherState, table: TableFace, target: Any) -> str:
    """ "Bo's Balanced: Pebble Golem (ATK 1 DEF 2 HP 2/2)", "Bo (Soul 6)" or "No target"."""
    if target is None:
        return "No target"
    if target in ("p0", "p1"):
        seat = int(target[1])
        return f"{state.name(seat)} (Soul {state.sides[seat].soul})"
    for row in (0, 1):
        for lane in range(3):
            unit = table.rows[row][lane]
            if unit is not None and unit.iid == target:
                owner = state.name(table.foe if row == 0 else table.me)
                return (
                    f"{owner}'s {LANE_NAMES[lane]}: {unit.name} "
                    f"(ATK {unit.attack} DEF {unit.defense} HP {unit.health}/{unit.max_health})"
                )
    return str(target)


def wager_text(state: AetherState, seat: int, iid: str) -> Text:
    """The card's text, the bands of the die, the Loaded bonus and the chance of each band."""
    card = state.card(iid)
    bonus = state.loaded_after_play(seat, iid)
    counts = {"low": 0, "middle": 0, "high": 0}
    for die in range(1, 7):
        counts[band(die + bonus)] += 1
    text = Text(card.text + "\n\n")
    text.append("A six-sided die decides: 1-2 low, 3-4 middle, 5-6 high.\n")
    if bonus:
        text.append(f"Loaded: +{bonus} to the roll.\n", style="bold")
    text.append(
        f"Chances: low {counts['low']}/6, middle {counts['middle']}/6, high {counts['high']}/6.",
        style="italic",
    )
    return text


def dialog_for(state: AetherState, table: TableFace, seat: int, pending: Pending, step: Step) -> PickDialog:
    """The dialog that asks ``step`` of the play ``pending``."""
    card = state.card(pending.card)
    if step.ask == "lane":
        return PickDialog(
            f"{card.name}: which lane?",
            "Onto one of your units: Eclipse (+1/+1, the old unit is buried).",
            lane_choices(table),
        )
    if step.ask == "target":
        choices = [
            Choice(NO_TARGET if t is None else str(t), target_label(state, table, t), str(i + 1))
            for i, t in enumerate(step.options[:9])
        ]
        return PickDialog(f"{card.name}: choose a target", card.text, choices)
    if step.ask == "tithe":
        soul = state.sides[seat].soul
        tithes = [int(t) for t in step.options]  # type: ignore[call-overload]
        choices = [
            Choice(str(t), f"{card.cost - t} Aether and {t} Soul (Soul {soul} → {soul - t})", str(t))
            for t in tithes
        ]
        text = f"Tithe lets you pay up to {card.tithe} of the cost in Soul instead of Aether."
        if len(tithes) == 1:
            text += " With the Aether you have, this is the only way to pay: Esc keeps the card in hand."
        return PickDialog(f"{card.name}: Tithe", text, choices)
    return PickDialog(
        f"{card.name}: Wager",
        wager_text(state, seat, pending.card),
        [Choice("roll", "Play it and roll the die", "r"), Choice("cancel", "Not now", "n")],
    )


def answer(pending: Pending, step: Step, choice: str) -> Pending | None:
    """``pending`` with the dialog's answer to ``step`` filled in (None: the player backed out)."""
    if step.ask == "lane":
        return pending.with_(lane=choice)
    if step.ask == "target":
        return pending.with_(target=None if choice == NO_TARGET else choice, target_chosen=True)
    if step.ask == "tithe":
        return pending.with_(tithe=int(choice))
    return pending.with_(wager_accepted=True) if choice == "roll" else None
