"""The questions a play may ask before it goes to the engine: which lane, which target, how much
Tithe, whether to roll the Wager. Each is a :class:`PickDialog` built from the table as the
viewer sees it; the answers offered come from the engine's legal actions (``flow``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from cardtable.games.aether_lanes.actions import BindSigil, Cast, Decree, Summon
from cardtable.games.aether_lanes.presentation import LANES, HandFace, TableFace, WagerFace, tithe_options
from cardtable.ui.aether_lanes.flow import Pending, Step, build
from cardtable.ui.aether_lanes.glyphs import LANE_NAMES, LANE_TAGS
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog

if TYPE_CHECKING:
    from cardtable.engine.state import GameState

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


def target_label(state: GameState, table: TableFace, target: Any) -> str:
    """ "Bo's Balanced: Pebble Golem (ATK 1 DEF 2 HP 2/2)", "Bo (Soul 6)" or "No target"."""
    if target is None:
        return "No target"
    if target in ("p0", "p1"):
        seat = int(target[1])
        return f"{state.name(seat)} (Soul {table.plate(seat).soul})"
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


def wager_text(table: TableFace, action: Summon | Cast | Decree | BindSigil) -> Text:
    """The card's text, the die, the Loaded bonus and how many faces give each band: the
    forecast the presentation offers with ``action`` (worked out by the engine)."""
    choice = table.choice(action)
    wager = choice.forecast if choice is not None else None
    if not isinstance(wager, WagerFace):
        return Text("Playing it rolls no die now.")
    faces = wager.faces
    text = Text(wager.text + "\n\n")
    text.append(f"A {faces}-sided die decides: total 1-2 low, 3-4 middle, 5 and up high.\n")
    if wager.bonus:
        text.append(f"Loaded: +{wager.bonus} to the roll.\n", style="bold")
    text.append(
        f"Chances: low {wager.low}/{faces}, middle {wager.middle}/{faces}, high {wager.high}/{faces}.",
        style="italic",
    )
    return text


def _hand_card(table: TableFace, iid: str) -> HandFace:
    for face in table.hand or ():
        if face.iid == iid:
            return face
    raise KeyError(f"{iid} is not in the viewer's hand")


def dialog_for(state: GameState, table: TableFace, seat: int, pending: Pending, step: Step) -> PickDialog:
    """The dialog that asks ``step`` of the play ``pending``."""
    card = _hand_card(table, pending.card)
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
        tithes = [int(t) for t in step.options]  # type: ignore[call-overload]
        choices = [
            Choice(
                str(o.tithe),
                f"{o.aether} Aether and {o.soul} Soul (Soul {o.soul_before} → {o.soul_after})",
                str(o.tithe),
            )
            for o in tithe_options(state, seat, pending.card, tithes)
        ]
        text = f"Tithe lets you pay up to {card.tithe} of the cost in Soul instead of Aether."
        if len(tithes) == 1:
            text += " With the Aether you have, this is the only way to pay: Esc keeps the card in hand."
        return PickDialog(f"{card.name}: Tithe", text, choices)
    return PickDialog(
        f"{card.name}: Wager",
        wager_text(table, build(pending)),
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
