"""What one seat may see of an Aether Lanes table, as typed values: the screen reads these, never
the state itself (no ``state.sides``, ``state.catalog`` or ``state.ids`` in ``cardtable/ui``).

Every face is a frozen dataclass built from ``state.view(viewer)`` (the viewer's own hand, the
foe's hand size, public lanes and piles), printed card data and the engine's public API (``api``,
``forecast``, ``costs``). Hidden things never enter it: the foe's hand and both decks are counts.
Pure functions, no Textual, no rules of their own: figures such as a Tithe's split or a Wager's
odds come from the engine's cost model and its own rules run on copies.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.actions import Action
from cardtable.engine.catalogs import Glossary
from cardtable.engine.presentation import ChoiceFace, DecisionFace, choice_faces, decision_face
from cardtable.engine.state import GameState
from cardtable.games.aether_lanes import api, costs, keywords
from cardtable.games.aether_lanes.actions import PLAY_ACTIONS, BindSigil, Cast, Decree, Summon, id_text
from cardtable.games.aether_lanes.catalog import CATALOGS
from cardtable.games.aether_lanes.elements import LANES as LANES
from cardtable.games.aether_lanes.forecast import forecast
from cardtable.games.aether_lanes.state import AetherState
from cardtable.games.aether_lanes.wager_odds import wager_odds

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.catalog import Catalog


@dataclasses.dataclass(frozen=True, slots=True)
class UnitFace:
    """A unit on a lane (or buried beneath one)."""

    iid: str
    card: str
    name: str
    element: str
    attack: int
    defense: int
    health: int
    max_health: int
    exhausted: bool = False
    moved: bool = False
    token: bool = False
    burn: int = 0
    silenced: bool = False
    sigils: tuple[str, ...] = ()
    buried: UnitFace | None = None
    keywords: tuple[str, ...] = ()
    kill: bool = False
    """The forecast says it destroys what it faces this combat."""
    doomed: bool = False
    """The forecast says it is destroyed this combat."""
    text: str = ""
    plan: str = ""
    """What the forecast says it does if the turn ends now ("⚔ 8 to Storm Heron, destroys it")."""
    reminders: tuple[str, ...] = ()
    """ "Pierce: ..." for each of its keywords, shown when a large terminal leaves room."""


@dataclasses.dataclass(frozen=True, slots=True)
class PlateFace:
    """One side's name plate: Soul, Aether, piles, Decree, auras and the lasting counters."""

    seat: int
    name: str
    soul: int
    soul_max: int
    aether: int
    aether_max: int
    deck: int
    discard: int
    hand: int
    shelter: int
    toxin: int
    fatigue: int
    decree: str | None
    auras: tuple[str, ...]
    active: bool
    foe: bool


@dataclasses.dataclass(frozen=True, slots=True)
class HandFace:
    """A card in the viewer's hand with what the engine says about playing it now."""

    iid: str
    card: str
    name: str
    element: str
    type: str
    cost: int
    affordable: bool
    gated: bool
    playable: bool
    reason: str | None
    tithe: int
    stats: tuple[int, int, int] | None
    text: str = ""
    choose: str | None = None
    """What it targets when played ("enemy_unit", "friendly_unit", ...; None: no chosen target)."""
    wager: bool = False
    """Playing it rolls a Wager die at once."""


@dataclasses.dataclass(frozen=True, slots=True)
class TableFace:
    """Everything the battle screen shows for one state and viewer."""

    me: int
    foe: int
    plates: tuple[PlateFace, PlateFace]
    """Foe's plate first, then the viewer's."""
    rows: tuple[tuple[UnitFace | None, ...], tuple[UnitFace | None, ...]]
    """Foe's lanes first, then the viewer's; Aggressive, Balanced, Defensive."""
    hand: tuple[HandFace, ...] | None
    """None while the hand must stay hidden (curtain up)."""
    stage: str
    turn: int
    round: int
    active: int
    active_name: str
    to_act: int | None
    end_damage: int | None
    """Soul the foe is forecast to lose if the viewer ends the turn now (None: not the viewer's turn)."""
    lethal: bool
    roll: str
    """The opening roll, as the log tells it."""
    foe_turn: tuple[str, tuple[str, ...]] | None
    """("Foe's turn, 2 plays", event texts) of the foe's latest turn, if any."""
    hand_limit: int = 7
    """The most cards a hand can hold (the hand strip keeps one form up to it)."""
    can_move: bool = False
    """The viewer may Maneuver a unit now (some legal Maneuver exists)."""
    decision: DecisionFace | None = None
    """Who decides now (:func:`present` fills it)."""
    choices: tuple[ChoiceFace, ...] = ()
    """The viewer's legal actions with their sentences; a play that rolls a Wager carries its
    :class:`WagerFace` as the forecast (:func:`present` fills them)."""

    def choice(self, action: Action) -> ChoiceFace | None:
        """The offered choice of ``action``, if the viewer may take it now."""
        for choice in self.choices:
            if choice.action == action:
                return choice
        return None

    def plate(self, seat: int) -> PlateFace:
        """The name plate of ``seat``."""
        return self.plates[0] if self.plates[0].seat == seat else self.plates[1]


@dataclasses.dataclass(frozen=True, slots=True)
class TitheOption:
    """One way to pay a Tithe card, as the cost model splits it."""

    tithe: int
    aether: int
    """Aether spent."""
    soul: int
    """Soul spent (the Tithe)."""
    soul_before: int
    soul_after: int


@dataclasses.dataclass(frozen=True, slots=True)
class WagerFace:
    """What a Wager card's die can do if played now: the card's text, the die's faces, the Loaded
    bonus and how many faces give each band, worked out by the engine on copies
    (:mod:`~cardtable.games.aether_lanes.wager_odds`)."""

    text: str
    faces: int
    """The faces of the die the rules roll (``die_sides``)."""
    bonus: int
    low: int
    middle: int
    high: int
    bands: tuple[str, ...] = ()
    """The band each face gives (``bands[face - 1]``)."""


def keyword_names(catalog: Catalog, ids: Sequence[str]) -> tuple[str, ...]:
    names = []
    for kw in ids:
        keyword = catalog.keywords.get(kw)
        names.append(keyword.name if keyword is not None else kw.replace("-", " ").title())
    return tuple(names)


def unit_face(
    catalog: Catalog,
    data: Mapping[str, Any],
    keywords: Mapping[str, tuple[str, ...]] | None = None,
    kills: frozenset[str] = frozenset(),
    doomed: frozenset[str] = frozenset(),
    plans: Mapping[str, str] | None = None,
) -> UnitFace:
    """A unit dict of the player view as a face (keywords by instance id, from :func:`unit_keywords`)."""
    card = catalog.cards[data["card"]]
    buried = data.get("buried")
    iid = data["id"]
    names = (keywords or {}).get(iid, ())
    return UnitFace(
        iid=iid,
        card=card.id,
        name=card.name,
        element=card.element,
        attack=data["attack"],
        defense=data["defense"],
        health=data["health"],
        max_health=data["max_health"],
        exhausted=bool(data.get("exhausted")),
        moved=bool(data.get("moved")),
        token=bool(data.get("token")),
        burn=int(data.get("burn", 0)),
        silenced=bool(data.get("silenced")),
        sigils=tuple(catalog.cards[s[1]].name for s in data.get("sigils", ())),
        buried=unit_face(catalog, buried, keywords) if buried else None,
        keywords=names,
        reminders=keyword_reminders(catalog, names),
        kill=iid in kills,
        doomed=iid in doomed,
        text=card.text,
        plan=(plans or {}).get(iid, ""),
    )


def keyword_reminders(catalog: Catalog, names: Sequence[str]) -> tuple[str, ...]:
    """ "Pierce: excess damage ..." for each keyword display name (a number after it is kept)."""
    by_name = {keyword.name: keyword.reminder for keyword in catalog.keywords.values()}
    out = []
    for name in names:
        reminder = by_name.get(name) or by_name.get(name.rsplit(" ", 1)[0])
        if reminder:
            out.append(f"{name}: {reminder}")
    return tuple(out)


def unit_keywords(state: GameState) -> dict[str, tuple[str, ...]]:
    """Display names of the keywords of every unit on the lanes (buried ones too), by instance id."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    out: dict[str, tuple[str, ...]] = {}
    for side in state.view(None)["sides"]:
        for unit in side["lanes"]:
            while unit is not None:
                out[unit["id"]] = keyword_names(state.catalog, api.unit_stats(state, unit["id"])["keywords"])
                unit = unit.get("buried")
    return out


def plate_face(state: GameState, view: Mapping[str, Any], seat: int, foe: bool) -> PlateFace:
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    side = view["sides"][seat]
    catalog = state.catalog
    decree = side["decree"]
    return PlateFace(
        seat=seat,
        name=state.name(seat),
        soul=side["soul"],
        soul_max=catalog.rules.start_soul,
        aether=side["aether"],
        aether_max=side["aether_max"],
        deck=side["deck"],
        discard=len(side["discard"]),
        hand=side["hand_size"],
        shelter=side["shelter"],
        toxin=side["toxin"],
        fatigue=side["fatigue"],
        decree=catalog.cards[decree[1]].name if decree else None,
        auras=tuple(f"{catalog.cards[a[1]].name} ({a[2]})" for a in side["auras"]),
        active=view["active"] == seat and view["phase"] != "over",
        foe=foe,
    )


def hand_faces(state: AetherState, seat: int) -> tuple[HandFace, ...]:
    """The cards of ``seat``'s own hand (never call it for a seat the viewer is not)."""
    catalog = state.catalog
    faces = []
    for status in api.hand_status(state, seat):
        card = catalog.cards[status["card"]]
        stats = (card.attack, card.defense, card.health) if card.type == "summon" else None
        if card.type == "sigil":
            choose = None if card.aura is not None else "friendly_unit"
        else:
            choose = card.choose if card.type == "spell" else None
        faces.append(
            HandFace(
                iid=status["id"],
                card=card.id,
                name=card.name,
                element=card.element,
                type=card.type,
                cost=card.cost,
                affordable=status["affordable"],
                gated=status["gated"],
                playable=status["playable"],
                reason=status["reason"],
                tithe=card.tithe,
                stats=stats,
                text=card.text,
                choose=choose,
                wager=rolls_wager(card),
            )
        )
    return tuple(faces)


def opening_roll(state: AetherState) -> str:
    """The last opening-roll line of the log ("Opening roll: Ana 5, Bo 2. Ana goes first.")."""
    text = ""
    for event in state.log:
        if event.kind == "roll":
            text = event.text
        elif event.data.get("turn", 0) > 0:
            break
    return text


def foe_turn(state: AetherState, viewer: int) -> tuple[str, tuple[str, ...]] | None:
    """The foe's latest turn as ("Foe's turn, 2 plays", its event texts as the viewer may read them)."""
    foe = 1 - viewer
    for group in reversed(api.turn_groups(state, viewer)):
        if group["seat"] == foe:
            plays = group["plays"]
            label = f"Foe's turn, {plays} play{'s' if plays != 1 else ''}"
            return label, tuple(group["events"])
    return None


def plan_text(state: AetherState, lane: Any) -> str:
    """One lane of the forecast as the attacker's plan: "⚔ 9 → Storm Heron ✝", "⚔ 4 → Bo's Soul",
    "⚔ pulled: 2 → Biscuit, takes 1" (✝: destroyed)."""
    if lane.kind == "direct":
        text = f"⚔ {lane.soul_damage} → {state.name(1 - state.active)}'s Soul"
        return text + (f" ({lane.absorbed} to Shelter)" if lane.absorbed else "")
    defender = state.card_name(lane.defender)  # an engine instance id (see ``forecast``)
    head = ("⚔ pulled: " if lane.kind == "pulled" else "⚔ ") + f"{lane.strike} → {defender}"
    if lane.defender in lane.kills:
        head += " ✝"
    elif lane.counter:
        head += f", takes {lane.counter}"
    if lane.attacker in lane.kills:
        head += ", falls ✝"
    return head


def build_table(state: GameState, viewer: int | None, bottom: int | None = None) -> TableFace:
    """The whole table as ``viewer`` may see it; ``bottom`` is the seat drawn at the bottom
    (default: the viewer, else the seat to act, else seat 0)."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    me = (
        viewer
        if viewer is not None
        else (bottom if bottom is not None else (state.to_act if state.to_act is not None else 0))
    )
    foe = 1 - me
    view = state.view(viewer)
    catalog = state.catalog
    keywords = unit_keywords(state)
    kills: set[str] = set()
    doomed: set[str] = set()
    plans: dict[str, str] = {}
    end_damage: int | None = None
    lethal = False
    if view["phase"] == "main":
        fight = forecast(state)
        for lane in fight.lanes:
            if lane.attacker is not None:
                plans[id_text(lane.attacker)] = plan_text(state, lane)
            if lane.kills:
                doomed.update(id_text(victim) for victim in lane.kills)
                for victim in lane.kills:
                    killer = lane.defender if victim == lane.attacker else lane.attacker
                    kills.add(id_text(killer))  # type: ignore[arg-type]
        if viewer is not None and state.active == viewer:
            end_damage = fight.soul_damage[1 - viewer]
            lethal = fight.lethal
    frozen_kills, frozen_doomed = frozenset(kills), frozenset(doomed)
    rows = tuple(
        tuple(
            None if u is None else unit_face(catalog, u, keywords, frozen_kills, frozen_doomed, plans)
            for u in view["sides"][seat]["lanes"]
        )
        for seat in (foe, me)
    )
    hand = hand_faces(state, viewer) if viewer is not None else None
    if hand is not None and view["phase"] == "mulligan":
        # Nothing can be played before the first turn; costs and gates say nothing yet.
        hand = tuple(
            dataclasses.replace(h, affordable=True, gated=False, playable=False, reason=None) for h in hand
        )
    return TableFace(
        me=me,
        foe=foe,
        plates=(plate_face(state, view, foe, True), plate_face(state, view, me, False)),
        rows=rows,  # type: ignore[arg-type]
        hand=hand,
        stage=view["phase"],
        turn=view["turn"],
        round=view["round"],
        active=view["active"],
        active_name=state.name(view["active"]),
        to_act=view["to_act"],
        end_damage=end_damage,
        lethal=lethal,
        roll=opening_roll(state),
        foe_turn=foe_turn(state, viewer) if viewer is not None else None,
        hand_limit=state.catalog.rules.hand_limit,
        can_move=viewer is not None
        and state.to_act == viewer
        and any(getattr(a, "KIND", "") == "maneuver" for a in state.legal_actions()),
    )


def present(state: GameState, viewer: int | None, bottom: int | None = None) -> TableFace:
    """Everything the battle screen draws for ``viewer`` (see :func:`build_table`), with the
    decision waiting and the viewer's legal choices, each Wager play with its odds worked out by
    the engine on copies."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    table = build_table(state, viewer, bottom)
    return dataclasses.replace(
        table,
        decision=decision_face(state, viewer),
        choices=choice_faces(state, viewer, forecast=functools.partial(_wager_forecast, state)),
    )


def _wager_forecast(state: AetherState, action: Action) -> WagerFace | None:
    if not isinstance(action, PLAY_ACTIONS) or not rolls_wager(state.card(action.card)):
        return None
    return wager_face(state, action)


def rolls_wager(card: Any) -> bool:
    """Playing the card rolls a Wager die at once."""
    return any(step.op == "wager" for step in card.on_play)


def stat_line(stat: str, entry: Mapping[str, Any], damage: int = 0) -> str:
    """ "ATK 4, base 3, +1 lane"; Health as "HP 3/5, base 4, +1 Eclipse, 2 damage"."""
    short = {"attack": "ATK", "defense": "DEF", "health": "HP"}[stat]
    value = f"{entry['value']}/{entry['max']}" if stat == "health" else str(entry["value"])
    sources = entry["sources"]
    parts = [f"{short} {value}", f"{sources[0][0]} {sources[0][1]}"]
    parts.extend(f"{amount:+d} {label}" for label, amount in sources[1:])
    if stat == "health":
        lost = entry["max"] - entry["value"]
        if lost:
            parts.append(f"{lost} damage")
    return ", ".join(parts)


def unit_detail(state: GameState, iid: str) -> dict[str, Any]:
    """What the inspector shows of a unit: printed face, live stat lines with sources, keywords
    with reminders, Sigils and the buried unit."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    stats = api.unit_stats(state, iid)
    catalog = state.catalog
    found = _find_unit(state.view(None), iid)
    if found is None:
        raise KeyError(f"no unit {iid} on the lanes")
    face = api.card_text(catalog, found["card"])
    sigils = [api.card_text(catalog, s[1]) for s in (found or {}).get("sigils", ())]
    buried = (found or {}).get("buried")
    return {
        "face": face,
        "lines": [stat_line(name, stats[name]) for name in ("attack", "defense", "health")],
        "keywords": keywords.reminders(catalog, stats["keywords"]),
        "sigils": sigils,
        "buried": unit_face(catalog, buried) if buried else None,
        "flags": {
            key: found[key]
            for key in ("exhausted", "moved", "burn", "silenced", "token")
            if found and found.get(key)
        },
    }


def _find_unit(view: Mapping[str, Any], iid: str) -> dict[str, Any] | None:
    for side in view["sides"]:
        for unit in side["lanes"]:
            while unit is not None:
                if unit["id"] == iid:
                    return unit
                unit = unit.get("buried")
    return None


def card_detail(state: GameState, card_id: str) -> dict[str, Any]:
    """A card's printed face plus its keywords' reminder texts."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    catalog = state.catalog
    face = api.card_text(catalog, card_id)
    card = catalog.cards[card_id]
    return {"face": face, "keywords": keywords.reminders(catalog, card.shown_keywords)}


def lane_faces(
    state: GameState, lanes: Sequence[Mapping[str, Any] | None], keywords: Mapping[str, tuple[str, ...]]
) -> tuple[UnitFace | None, ...]:
    """The unit dicts of one side's lanes in a player view (e.g. a playback frame) as faces."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    catalog = state.catalog
    return tuple(None if u is None else unit_face(catalog, u, keywords) for u in lanes)


def tithe_options(state: GameState, seat: int, iid: str, tithes: Sequence[int]) -> tuple[TitheOption, ...]:
    """Each legal Tithe of the card ``iid`` in ``seat``'s hand with what it spends, from the cost model."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    card = state.card(iid)
    soul = state.view(seat)["sides"][seat]["soul"]
    out = []
    for tithe in tithes:
        paid = dict(costs.payment_of(card, tithe))
        spent = paid.get(costs.SOUL, 0)
        out.append(TitheOption(tithe, paid.get(costs.AETHER, 0), spent, soul, soul - spent))
    return tuple(out)


def wager_face(state: GameState, action: Summon | Cast | Decree | BindSigil) -> WagerFace | None:
    """The Wager odds of playing ``action`` (a play of a card from the hand) now, or None when it
    rolls no Wager."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    odds = wager_odds(state, action)
    if odds is None:
        return None
    text = state.card(action.card).text
    return WagerFace(text, odds.sides, odds.bonus, odds.low, odds.middle, odds.high, odds.bands)


def card_name(state: GameState, iid: str) -> str:
    """The printed name of a card the viewer has been shown (in hand, on a lane, in a pile)."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    return state.card_name(iid)


def unit_place(state: GameState, iid: str) -> tuple[int, int] | None:
    """(seat, lane) of a unit on top of a lane, or None."""
    if not isinstance(state, AetherState):
        raise TypeError(f"not an Aether Lanes state: {type(state).__name__}")
    for seat, side in enumerate(state.view(None)["sides"]):
        for lane, unit in enumerate(side["lanes"]):
            if unit is not None and unit["id"] == iid:
                return seat, lane
    return None


GLOSSARY = Glossary(CATALOGS, lambda catalog: catalog.keywords.values(), lambda keyword: keyword.reminder)
"""The keywords of the data folder's catalog, for the Learn screen."""
