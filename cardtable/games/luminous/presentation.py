"""What one seat may see of a Luminous match, as the screen draws it: ``present(state, viewer)``
gives frozen faces built from the viewer-filtered view, the printed card data and the engine's
own answers (legal actions and their sentences, hand status, the combat's course and damage
plan). No Textual; the screens read these and send actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.presentation import ChoiceFace, subject
from cardtable.games.luminous.actions import Play
from cardtable.games.luminous.api import hand_status, priority_window, unit_numbers
from cardtable.games.luminous.describe import cost_text, course_words, describe, name_apart, trigger_words
from cardtable.games.luminous.forecast_blocks import DamagePlan, damage_plan

if TYPE_CHECKING:
    from cardtable.games.luminous.state import LuminousState


@dataclasses.dataclass(frozen=True, slots=True)
class SplitOption:
    """One way to split the attacker's damage: the split, what it deals (the engine's plan) and
    the action that chooses it."""

    split: tuple[int, ...]
    plan: DamagePlan | None
    action: Action


@dataclasses.dataclass(frozen=True, slots=True)
class SplitFace:
    """The damage split the viewer must choose: the attacker, its power and keywords, each
    blocker still in play as (name, attack, health left), the computer's suggestion and every
    legal split with its outcome."""

    attacker_name: str
    power: int
    keywords: tuple[str, ...]
    blockers: tuple[tuple[str, int, int], ...]
    suggested: tuple[int, ...]
    options: tuple[SplitOption, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class ThingFace:
    """A unit or relic in play (or a card in a hand, where the numbers are printed ones)."""

    iid: str
    name: str
    type: str
    cost: str
    """The cost in the table's one notation, e.g. "2+A" or "3" (``essence`` and ``check`` typed)."""
    text: str
    attack: int = 0
    health: int = 0
    damage: int = 0
    durability: int = 0
    keywords: tuple[str, ...] = ()
    expended: bool = False
    fresh: bool = False
    """Arrived this turn (cannot attack or expend yet unless Dash)."""
    token: bool = False
    fast: bool = False
    role: str = ""
    """"attacker", "blocker", "target" or "" (in the current combat)."""
    marked: bool = False
    """Something may be done with it now (drawn with a green marker)."""
    playable: bool = True
    reason: str = ""
    """Why a hand card cannot be played now."""
    essence: int = 0
    check: str | None = None
    """The orb check's colour id, if the cost has one."""
    unique: bool = False
    printed: tuple[int, int] = (0, 0)
    """The printed attack and health (a unit's numbers before any change)."""
    label: str = ""
    """The name told apart from a copy in the same row ("Trail Guide (left)"); ``name`` when
    it has none (:func:`describe.name_apart`)."""


@dataclasses.dataclass(frozen=True, slots=True)
class OrbFace:
    iid: str
    colour: str
    expended: bool


@dataclasses.dataclass(frozen=True, slots=True)
class SideFace:
    seat: int
    name: str
    favored: str
    favored_text: str
    life: int
    life_max: int
    active: bool
    deciding: bool
    deck: int
    hand: int
    discard: int
    void: int
    orbs: tuple[OrbFace, ...]
    blooms: int
    pile: tuple[tuple[str, int], ...]
    """The public orb pile (shared in the one-box option): (colour, count)."""
    units: tuple[ThingFace, ...]
    relics: tuple[ThingFace, ...]
    marked_out: bool = False
    """Already had to draw from an empty deck."""
    orb_played: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class CombatFace:
    """The Combat Phase in progress: who attacks what, who blocks, the step and its number."""

    attacker: str
    attacker_name: str
    attack: int
    keywords: tuple[str, ...]
    target: str
    target_name: str
    blockers: tuple[tuple[str, str, int, int], ...]
    """(iid, name, attack, health left) of each blocker still in play."""
    may_block: bool
    step: str
    number: int
    plan: DamagePlan | None = None
    """Blocked: the damage each blocker is assigned and what comes back, as things stand."""
    attacker_player: str = ""
    """The attacking player's name (who splits the damage)."""
    course: tuple[str, ...] = ()
    """What the combat will do, in the engine's words (``describe.course_words``): none while
    blockers in play share the damage (``blockers`` and ``plan`` say it)."""
    left_play: str = ""
    """The attacker's name once it has left play ("Trail Guide"; "the attacker" for a combat
    saved before the table kept it), else ""."""


@dataclasses.dataclass(frozen=True, slots=True)
class TableFace:
    """Everything the screen shows for one state and viewer: the foe's side first."""

    me: int
    foe: int
    sides: tuple[SideFace, SideFace]
    hand: tuple[ThingFace, ...] | None
    combat: CombatFace | None
    batch: tuple[str, ...]
    """The triggers waiting in the batch, as sentences."""
    turn: int
    stage: str
    active_name: str
    decision_kind: str
    deciding_name: str
    my_decision: bool
    prompt: str
    pass_meaning: str
    over: bool = False
    shared_box: bool = False
    choices: tuple[ChoiceFace, ...] = ()
    """The viewer's legal actions (every copy of a card it may play) with their sentences, when
    the decision is the viewer's."""
    split: SplitFace | None = None
    """The damage split, when the viewer must choose it."""
    first: int = 0
    """The seat that took the first turn."""
    colours: tuple[tuple[str, str], ...] = ()
    """Each orb colour's id with its one-letter glyph, in the data's order."""
    window: str | None = None
    """The priority window of the seat to act (:func:`api.priority_window`), ``None`` outside
    priority."""
    to_discard: int = 0
    """How many cards the viewer must still discard down to the hand limit (its discard decision),
    else 0."""
    bloom_refusal: str = ""
    """Why the viewer, who may Pivot now, may not play a Luminous Bloom ("no Luminous Bloom is
    left in the box"), else "": the orb question keeps the Bloom's line, greyed (playtest23-lum)."""


def with_copies(state: Any, legal: Sequence[Action]) -> list[Action]:
    """``legal`` plus, for each card played from hand, the same play of every other copy of
    that card in the same hand (the engine lists one copy per card; any copy may be played)."""
    out = list(legal)
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays or state.decision is None:
        return out
    hand = state.sides[state.decision.seat].hand
    for action in plays:
        card_id = state.ids[action.card]
        for iid in hand:
            if iid != action.card and state.ids[iid] == card_id:
                out.append(dataclasses.replace(action, card=iid))
    return out


def _marked(legal: Sequence[Action]) -> set[str]:
    marked = {iid for a in legal if a.KIND in ("activate", "attack") and (iid := subject(a))}
    for action in legal:
        if action.KIND == "block":
            marked.update(action.units)  # type: ignore[attr-defined]
    return marked


def _face(state: Any, iid: str, card: Any, **now: Any) -> ThingFace:
    """A card's face: what is printed on it, then what ``now`` says (its numbers in play, its
    marks, whether it may be played)."""
    printed = {"attack": card.attack, "health": card.health, "durability": card.durability}
    return ThingFace(
        iid,
        card.name,
        card.type,
        cost_text(state.catalog, card.essence, card.check),
        card.text,
        fast=card.fast,
        essence=card.essence,
        check=card.check,
        unique=card.unique,
        printed=(card.attack, card.health),
        **(printed | {"keywords": card.keyword_order} | now),
    )


def _thing(state: Any, data: dict[str, Any], role: str, marked: bool) -> ThingFace:
    keywords = data["keywords"]
    return _face(
        state,
        data["id"],
        state.catalog.cards[data["card"]],
        attack=data.get("attack", 0),
        health=data.get("health", 0),
        damage=data.get("damage", 0),
        durability=data.get("durability", 0),
        keywords=tuple(keywords),
        expended=data["expended"],
        fresh=data["arrived"] == state.turn and "dash" not in keywords,
        token=bool(data.get("token")),
        role=role,
        marked=marked,
        label=name_apart(state, data["id"]),
    )


def _roles(combat: dict[str, Any] | None) -> dict[str, str]:
    if combat is None:
        return {}
    roles = {b: "blocker" for b in combat["blockers"] if b}
    if combat["attacker"]:
        roles[combat["attacker"]] = "attacker"
    if combat["target"] != "favored":
        roles[combat["target"]] = "target"
    return roles


def present(state: LuminousState, viewer: int | None) -> TableFace:
    """The table as ``viewer`` may see it (``None``: a spectator)."""
    to_act = state.to_act
    legal = with_copies(state, state.legal_actions()) if viewer is not None and to_act == viewer else []
    return table(state, viewer, legal)


def table(state: Any, viewer: int | None, legal: Sequence[Action]) -> TableFace:
    """The faces of ``state`` as ``viewer`` may see it (``legal``: the viewer's legal actions, or
    empty when the viewer is not the one to decide)."""
    view = state.view(viewer)
    me = viewer if viewer is not None else (state.to_act if state.to_act is not None else 0)
    foe = 1 - me
    marked = _marked(legal)
    roles = _roles(view["combat"])
    deciding = view["to_act"]
    sides = []
    for seat in (foe, me):
        data = view["sides"][seat]
        favored = state.catalog.favored[data["favored"]]
        sides.append(
            SideFace(
                seat,
                state.name(seat),
                favored.name,
                favored.text,
                data["life"] - data.get("overkill", 0),  # below 0 when overkilled (shown as 0)
                favored.life,
                view["active"] == seat and view["result"] is None,
                deciding == seat,
                data["deck"],
                data["hand_size"],
                len(data["discard"]),
                len(data["void"]),
                tuple(OrbFace(o[0], o[1], bool(o[2])) for o in data["orbs"]),
                data["blooms"],
                tuple(data["orb_pile"].items()),
                tuple(_thing(state, u, roles.get(u["id"], ""), u["id"] in marked) for u in data["units"]),
                tuple(_thing(state, r, roles.get(r["id"], ""), r["id"] in marked) for r in data["relics"]),
                data["marked"],
                data["orb_played"],
            )
        )
    hand = None
    if viewer is not None and "hand" in view["sides"][me]:
        hand = _hand(state, viewer, legal, deciding == viewer and view["decision"] == "priority")
    decision = state.decision
    return TableFace(
        me,
        foe,
        (sides[0], sides[1]),
        hand,
        _combat(state, view["combat"]),
        tuple(_batch(state)),
        view["turn"],
        view["stage"],
        state.name(view["active"]),
        view["decision"] or "",
        state.name(deciding) if deciding is not None else "",
        deciding is not None and deciding == viewer,
        decision.prompt if decision is not None else "",
        view["pass_meaning"],
        view["result"] is not None,
        view["shared_box"],
        tuple(ChoiceFace(action, describe(state, action)) for action in legal) if deciding == viewer else (),
        _split(state, legal) if deciding == viewer and view["decision"] == "assign" else None,
        state.first,
        tuple((c.id, c.glyph) for c in state.catalog.rules.colours),
        priority_window(state),
        _to_discard(state, viewer, view["decision"]),
        _bloom_refusal(state, legal) if deciding == viewer else "",
    )


def _bloom_refusal(state: Any, legal: Sequence[Action]) -> str:
    """The engine's reason against a Bloom when a Pivot is among ``legal`` and a Bloom is not."""
    from cardtable.games.luminous.legal import bloom_problem

    kinds = {action.KIND for action in legal}
    if "pivot" not in kinds or "bloom" in kinds or state.to_act is None:
        return ""
    return bloom_problem(state, state.to_act) or ""


def _to_discard(state: Any, viewer: int | None, kind: str | None) -> int:
    """The cards ``viewer`` must still discard, when the decision is its discard down to the limit."""
    if kind != "discard" or viewer is None or state.to_act != viewer:
        return 0
    return max(0, len(state.sides[viewer].hand) - state.catalog.rules.hand_limit)


def _split(state: Any, legal: Sequence[Action]) -> SplitFace | None:
    """The split decision's face: numbers from the engine's stats, the outcome of each split
    from ``damage_plan`` (the engine's own damage rules), the suggestion from the computer."""
    from cardtable.games.luminous import stats
    from cardtable.games.luminous.bots import suggested_split
    from cardtable.games.luminous.flow import blockers_in_play

    combat = state.combat
    if combat is None:
        return None
    side, foe = state.sides[combat.attacker_seat], state.sides[1 - combat.attacker_seat]
    attacker = side.in_play(combat.attacker)
    if attacker is None:
        return None
    options = tuple(
        SplitOption(tuple(action.damage), damage_plan(state, tuple(action.damage)), action)  # type: ignore[attr-defined]
        for action in legal
        if action.KIND == "assign"
    )
    return SplitFace(
        attacker.card.name,
        stats.attack(side, attacker),
        tuple(sorted(stats.keywords(side, attacker))),
        tuple(
            (name_apart(state, b.iid), stats.attack(foe, b), stats.health(foe, b) - b.damage)
            for b in blockers_in_play(state)
        ),
        suggested_split(state),
        options,
    )


def _batch(state: Any) -> list[str]:
    return [
        f"{state.name(item.controller)}: {trigger_words(state, item.uid)}" for item in state.batch.pending
    ]


def _combat(state: Any, combat: dict[str, Any] | None) -> CombatFace | None:
    if combat is None:
        return None
    from cardtable.games.luminous.flow import attacker_words, left_attacker

    seat = combat["attacker_seat"]
    gone = left_attacker(state.combat)
    attacker = "" if gone else combat["attacker"]  # its id behind a mark once it has left play
    left = "" if attacker else (attacker_words(state) if gone in state.ids else "the attacker")
    numbers: dict[str, Any] = unit_numbers(state, attacker) if attacker else {"attack": 0, "keywords": []}
    blockers = []
    for iid in combat["blockers"]:
        if not iid or state.sides[1 - seat].in_play(iid) is None:
            continue
        found = unit_numbers(state, iid)
        blockers.append((iid, name_apart(state, iid), found["attack"], found["health"] - found["damage"]))
    target = combat["target"]
    return CombatFace(
        attacker,
        name_apart(state, attacker) if attacker else f"{left} (left play)",
        numbers["attack"],
        tuple(numbers["keywords"]),
        target,
        state.favored_name(1 - seat) if target == "favored" else name_apart(state, target),
        tuple(blockers),
        combat["may_block"],
        combat["step"],
        combat["number"],
        damage_plan(state) if blockers and attacker else None,
        state.name(seat),
        course_words(state) + _lethal_if_passed(state, seat),
        left,
    )


def _lethal_if_passed(state: Any, seat: int) -> tuple[str, ...]:
    """The line that warns both players when an unblocked attack's passes end the match (the
    engine's forecast: the combat played out on a copy with everyone passing, triggers and all;
    play-test: the defender about to lose to an unblocked Recruit saw no warning)."""
    combat = state.combat
    if combat is None or combat.blockers or state.is_over:
        return ()
    if state.sides[seat].in_play(combat.attacker) is None:  # it has left play: no damage
        return ()
    if state.asking.kind != "priority":
        return ()
    from cardtable.games.luminous.preview import block_forecast

    result = block_forecast(state, [()])[0]
    if not result["over"]:
        return ()
    lost = result["life_lost"]
    who = state.name(1 - seat)
    if lost:
        return (f"LETHAL: if both players pass, {who} loses {lost} life and the match ends",)
    return ("LETHAL: if both players pass, the match ends",)


def _hand(state: Any, viewer: int, legal: Sequence[Action], deciding: bool) -> tuple[ThingFace, ...]:
    playable = {getattr(a, "card", None) for a in legal if a.KIND == "play"}
    status = {s["id"]: s for s in hand_status(state, viewer)} if deciding else {}
    faces = []
    for iid in state.sides[viewer].hand:
        reason = ""
        if deciding and iid not in playable:
            reason = status.get(iid, {}).get("reason") or "it cannot be played now"
        faces.append(
            _face(state, iid, state.card_def(iid), playable=iid in playable or not deciding, reason=reason)
        )
    return tuple(faces)
