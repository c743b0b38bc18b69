"""Playing a card takes a few choices (lane, target, Tithe, a Wager to accept). This module says
which choice is still open, offering only what the engine's legal actions contain; when nothing
legal matches, the plain action goes to the engine anyway so that it refuses with its reason."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from cardtable.engine.actions import Action
from cardtable.games.aether_lanes.actions import BindSigil, Cast, Decree, Summon
from cardtable.games.aether_lanes.presentation import LANES

if TYPE_CHECKING:
    from cardtable.engine.state import GameState
    from cardtable.games.aether_lanes.presentation import HandFace


@dataclasses.dataclass(frozen=True, slots=True)
class Pending:
    """A play being put together: the card and the choices made so far."""

    card: str
    kind: str
    lane: str | None = None
    target: str | None = None
    target_chosen: bool = False
    tithe: int | None = None
    wager: bool = False
    """Playing it rolls a Wager die (the player is asked first)."""
    wager_accepted: bool = False

    def with_(self, **changes: object) -> Pending:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True, slots=True)
class Step:
    """What to do next: ``ask`` one of "lane", "target", "tithe", "wager" with its ``options``,
    or ``send`` the finished ``action``."""

    ask: str | None = None
    options: tuple[object, ...] = ()
    action: Action | None = None


def start(face: HandFace) -> Pending:
    """A play of the hand card ``face`` with nothing chosen yet."""
    return Pending(face.iid, face.type, wager=face.wager)


def build(p: Pending) -> Summon | Cast | Decree | BindSigil:
    tithe = p.tithe or 0
    if p.kind == "summon":
        return Summon(p.card, p.lane or LANES[0], tithe, p.target)
    if p.kind == "spell":
        return Cast(p.card, p.target, tithe)
    if p.kind == "event":
        return Decree(p.card, tithe)
    return BindSigil(p.card, p.target, tithe)


def _matching(state: GameState, p: Pending) -> list[Action]:
    out = []
    for action in state.legal_actions():
        if getattr(action, "card", None) != p.card:
            continue
        if p.lane is not None and getattr(action, "lane", None) != p.lane:
            continue
        if p.target_chosen and getattr(action, "target", None) != p.target:
            continue
        if p.tithe is not None and getattr(action, "tithe", 0) != p.tithe:
            continue
        out.append(action)
    return out


def next_step(state: GameState, p: Pending) -> tuple[Pending, Step]:
    """The next open choice of ``p`` (with the choices that have a single legal answer filled
    in), or the action to send."""
    if p.kind == "summon" and p.lane is None:
        return p, Step("lane", LANES)
    matching = _matching(state, p)
    if not matching:
        return p, Step(action=build(p))
    if not p.target_chosen:
        targets = list(dict.fromkeys(getattr(a, "target", None) for a in matching))
        if len(targets) > 1:
            return p, Step("target", tuple(targets))
        p = p.with_(target=targets[0], target_chosen=True)
    if p.tithe is None:
        tithes = sorted({getattr(a, "tithe", 0) for a in matching if getattr(a, "target", None) == p.target})
        if len(tithes) > 1 or (tithes and tithes[0] > 0):  # Soul is never taken without asking
            return p, Step("tithe", tuple(tithes))
        p = p.with_(tithe=tithes[0] if tithes else 0)
    if p.wager and not p.wager_accepted:
        return p, Step("wager")
    return p, Step(action=build(p))
