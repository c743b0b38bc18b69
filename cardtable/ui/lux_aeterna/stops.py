"""Stops for Lux Aeterna's Prayer windows: where the table asks a person and where it passes for
them. Pure functions over the Lux Aeterna presentation; no Textual.

The engine opens a window for the turn player in every step (RULINGS: Prayers in every phase).
Main 1, Combat and Main 2 are always asked. The four others (Start after the Lights turn White,
Draw after the draw, Offering after the offering, End before the discard) are stops each seat sets
for itself, off by default: at a window that is not one of that seat's stops the table passes for
the person whatever their hand holds (so skipping tells the opponent nothing). A window with
something on the queue (an answer to the opponent, a trigger) is never skipped by a stop. Each
seat also chooses how it is asked (:mod:`cardtable.ui.seat_stops`): by default only when it can
act (auto-pass); when it answers (the other's turn, or something on the queue) only for a Prayer
("cards" mode: an activated effect alone does not ask); or, for privacy, at every priority it
holds whatever its hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.ui.handoff import automatic_action as shared_automatic_action
from cardtable.ui.seat_stops import SeatStops
from cardtable.ui.table import ahead

WINDOWS: tuple[tuple[str, str], ...] = (
    ("start", "My Start of Turn, after my Lights turn White and my cards depolarize"),
    ("draw", "My Draw, after the draw"),
    ("offering", "My Offering, after the Emissary's offering"),
    ("end", "My End of Turn, before the discard down to the hand limit"),
)
"""The Prayer windows a seat may stop at (all off by default)."""
KNOWN = frozenset(key for key, _ in WINDOWS)
DEFAULT = SeatStops()
"""A seat that chose nothing: asked whenever it can answer; no Prayer window of its own turn."""


def parse(picks: Iterable[str]) -> frozenset[str]:
    """The known window names among ``picks`` (anything else is dropped)."""
    return frozenset(pick for pick in picks if pick in KNOWN)


def window(view: Any) -> str | None:
    """The Prayer window the seat to act stands in (its own, with an empty queue), or ``None``
    (``view``: the engine's presentation)."""
    decision = view.decision
    if decision is None or decision.kind != "priority":
        return None
    if decision.seat != view.active or view.queue or view.step not in KNOWN:
        return None
    return str(view.step)


def automatic_action(
    state: Any, auto_pass: bool, stops: Mapping[int, SeatStops] | None = None
) -> Action | None:
    """What the table does for the person to act without asking: pass a Prayer window that is
    not one of their stops, else the shared auto-pass rule (:mod:`cardtable.ui.handoff`); a seat
    that chose privacy (``at_stops_only``) is asked at every priority it holds, whatever its hand;
    one in "cards" mode answering with only activated effects is passed for."""
    from cardtable.games.lux_aeterna.api import answers_that_matter
    from cardtable.games.lux_aeterna.present import present

    view = present(state, None)
    if view.outcome is not None:
        return None
    where = window(view)
    chosen = stops or {}
    if where is not None and where not in chosen.get(view.active, DEFAULT).stops:
        return Pass()
    decision = view.decision
    if decision is None or decision.kind != "priority":
        return shared_automatic_action(state, auto_pass)
    choice = chosen.get(decision.seat, DEFAULT)
    if choice.at_stops_only:
        return None
    if auto_pass:
        answering = decision.seat != view.active or bool(view.queue)
        mattering = answers_that_matter(state)
        if not mattering or (
            choice.cards_only and answering and not choice.asks_for(a.KIND for a in mattering)
        ):
            return next((a for a in state.legal_actions() if a.KIND == "pass"), None)
    return shared_automatic_action(state, auto_pass)


def turn_pass_window(state: Any) -> bool:
    """Whether a seat's pass for the turn (:mod:`cardtable.ui.table.turn_pass`) passes the window
    it is in: any priority of the other player's turn outside an attack on the seat."""
    from cardtable.games.lux_aeterna.present import present

    view = present(state, None)
    return view.attack is None and view.decision is not None and view.decision.seat != view.active


def attack_over(state: Any) -> bool:
    """Whether no attack is under way (declared and not yet resolved): where the plan of ``A``
    or ``P`` on an attack ends, so that a second Unit can still attack (playtest17: the plan
    passed the rest of Combat and the Bone Harvester never attacked)."""
    from cardtable.games.lux_aeterna.present import present

    return present(state, None).attack is None


def others_turn(state: Any) -> bool:
    """Whether the seat to act holds priority in the other player's turn."""
    from cardtable.games.lux_aeterna.present import present

    view = present(state, None)
    decision = view.decision
    return decision is not None and decision.kind == "priority" and decision.seat != view.active


def guarded(state: Any, seat: int) -> frozenset[str]:
    """``seat``'s Units and Relics: what the other player may not aim at without ending the
    seat's pass for the turn."""
    from cardtable.games.lux_aeterna.present import present

    view = present(state, seat)
    mine = next(side for side in view.sides if side.seat == seat)
    return frozenset(card.face.iid for card in mine.field)


def defence_ahead(
    state: Any, action: Action, automatic: Callable[[Any], Action | None]
) -> tuple[ahead.Foreseen, ahead.Question] | None:
    """The question asked with a pass in the window of an attack on the passing seat, when the
    attacker may answer (so the keyboard goes over) and, if the attacker only passes, the attack
    resolves and the passing seat must choose its defence: choose it now, or be asked then
    (:mod:`cardtable.ui.table.ahead`). None when the pass costs no such round trip."""
    from cardtable.games.lux_aeterna.present import present

    if action.KIND != "pass" or state.to_act is None:
        return None
    view = present(state, None)
    if view.attack is None or view.decision is None or view.decision.seat == view.active:
        return None
    foreseen = ahead.foresee(state, state.to_act, action, automatic)
    if foreseen is None or foreseen.state.decision.kind != "defend":
        return None
    attacker = state.name(view.active)
    return foreseen, ahead.Question(
        f"Pass, and defend how if {attacker} only passes?",
        f"{attacker} may still answer the attack. If {attacker} only passes, it resolves and you "
        "defend: choose now and the keyboard need not come back to you (if anything else "
        "happens first, you are asked then).",
        tuple((str(a), a) for a in foreseen.state.legal_actions()),
    )
