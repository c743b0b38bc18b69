"""Target selectors for Lux Aeterna, built on the kernel's composable selectors: a
:class:`~cardtable.games.lux_aeterna.cards.TargetSpec` becomes an AND of registered filters."""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any

from cardtable.engine.kernel.effects import FilterRegistry, Selector
from cardtable.games.lux_aeterna.cards import TargetSpec

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


@dataclasses.dataclass(frozen=True, slots=True)
class Seek:
    """Who is looking: the game, the seat choosing, and the source card (for ``other``)."""

    game: LuxState
    seat: int
    source: str


FILTERS: FilterRegistry[Seek] = FilterRegistry()
RITUALS = frozenset({"prayer", "prophecy"})


@FILTERS.register("type")
def _type(value: str) -> Selector[Seek]:
    if value in ("card", "item"):
        return Selector("any card", lambda _c, _x: True)
    if value == "ritual":
        return Selector("ritual", lambda c, x: c.game.card_def(x).type in RITUALS)
    return Selector(value, lambda c, x: c.game.card_def(x).type == value)


@FILTERS.register("side")
def _side(value: str) -> Selector[Seek]:
    if value == "own":
        return Selector("own", lambda c, x: c.game.owner(x) == c.seat)
    if value == "enemy":
        return Selector("enemy", lambda c, x: c.game.owner(x) != c.seat)
    return Selector("any side", lambda _c, _x: True)


@FILTERS.register("polarized")
def _polarized(value: bool) -> Selector[Seek]:
    return Selector("polarized" if value else "unpolarized", lambda c, x: (x in c.game.polarized) == value)


@FILTERS.register("max_power")
def _max_power(value: int) -> Selector[Seek]:
    return Selector(f"power <= {value}", lambda c, x: c.game.power(x) <= value)


@FILTERS.register("min_power")
def _min_power(value: int) -> Selector[Seek]:
    return Selector(f"power >= {value}", lambda c, x: c.game.power(x) >= value)


@FILTERS.register("with_lights")
def _with_lights(value: bool) -> Selector[Seek]:
    return Selector("with Lights", lambda c, x: bool(c.game.lights_on.get(x)) == value)


@FILTERS.register("other")
def _other(value: bool) -> Selector[Seek]:
    return Selector("other", lambda c, x: (x != c.source) if value else True)


@functools.lru_cache(maxsize=512)
def selector_for(spec: TargetSpec) -> Selector[Seek]:
    """The selector of a spec (cached: specs are frozen)."""
    fields: dict[str, Any] = {
        "type": spec.type,
        "side": spec.side,
        "polarized": spec.polarized,
        "max_power": spec.max_power,
        "min_power": spec.min_power,
        "with_lights": spec.with_lights,
        "other": spec.other or None,
    }
    if spec.zone != "field":
        for key in ("polarized", "max_power", "min_power", "with_lights"):
            fields[key] = None
    if spec.zone == "queue":
        fields = {}
    return FILTERS.build(fields)


def candidates(game: LuxState, seat: int, spec: TargetSpec, source: str) -> list[str]:
    """Ids that satisfy ``spec`` for ``seat`` now (queue items as ``q<uid>``)."""
    if spec.zone == "queue":
        return [f"q{item.uid}" for item in game.queue.items]
    if spec.side == "own":
        sides: tuple[int, ...] = (seat,)
    elif spec.side == "enemy":
        sides = (1 - seat,)
    else:
        sides = (seat, 1 - seat)
    pool = [iid for s in sides for iid in game.zones.zones[s][spec.zone]]
    return selector_for(spec).select(Seek(game, seat, source), pool)


def still_valid(game: LuxState, seat: int, spec: TargetSpec, source: str, target: str) -> bool:
    """Is a target chosen earlier still legal for ``spec``?"""
    if spec.zone == "queue":
        return target.startswith("q") and game.queue.find(int(target[1:])) is not None
    where = game.zones.where.get(target)
    if where is None or where[1] != spec.zone:
        return False
    if spec.side == "own" and where[0] != seat or spec.side == "enemy" and where[0] == seat:
        return False
    return selector_for(spec).test(Seek(game, seat, source), target)


def why_not(game: LuxState, seat: int, spec: TargetSpec, source: str, target: str) -> str | None:
    """Why a target chosen earlier is no longer legal for ``spec``, in a few words after its name
    ("has Power 3", "has left play"), or ``None`` while it still is."""
    if still_valid(game, seat, spec, source, target):
        return None
    if spec.zone == "queue":
        return "has left the queue"
    where = game.zones.where.get(target)
    if where is None or where[1] != spec.zone:
        return "has left play" if spec.zone == "field" else f"is no longer in the {spec.zone.capitalize()}"
    if spec.side == "own" and where[0] != seat or spec.side == "enemy" and where[0] == seat:
        return "has changed sides"
    if spec.zone == "field":
        power = game.power(target)
        if (
            spec.max_power is not None
            and power > spec.max_power
            or spec.min_power is not None
            and power < spec.min_power
        ):
            return f"has Power {power}"
        if spec.polarized is not None and (target in game.polarized) != spec.polarized:
            return "is polarized" if target in game.polarized else "is not polarized"
        if spec.with_lights is not None and bool(game.lights_on.get(target)) != spec.with_lights:
            return "holds Lights" if game.lights_on.get(target) else "holds no Lights"
    return "is no longer a legal target"


KIND_WORDS = {
    "unit": "Unit",
    "relic": "Relic",
    "ritual": "Prayer or Prophecy",
    "prayer": "Prayer",
    "prophecy": "Prophecy",
    "card": "card",
    "item": "card",
}
"""A target's type as the reason for a card that cannot be played names it."""


def wanted_words(spec: TargetSpec) -> str:
    """What ``spec`` asks for, in a player's words ("a Unit in your Limbo", "an unpolarized Unit of
    the opponent's", "an enemy polarized Unit with Power 4 or less")."""
    if spec.zone == "queue":
        return "something on the queue"
    words = []
    if spec.zone == "field" and spec.polarized is not None:
        words.append("polarized" if spec.polarized else "unpolarized")
    if spec.other:
        words.append("other")
    words.append(KIND_WORDS.get(spec.type, "card"))
    if spec.zone == "field":
        words.append({"own": "of yours", "enemy": "of the opponent's"}.get(spec.side, "on the field"))
        if spec.max_power is not None:
            words.append(f"with Power {spec.max_power} or less")
        if spec.min_power is not None:
            words.append(f"with Power {spec.min_power} or more")
        if spec.with_lights is not None:
            words.append("with Lights on it" if spec.with_lights else "without Lights on it")
    else:
        pile = spec.zone.capitalize()
        words.append(
            {"own": f"in your {pile}", "enemy": f"in the opponent's {pile}"}.get(spec.side, f"in a {pile}")
        )
    text = " ".join(words)
    return f"{'an' if text[0].lower() in 'aeiou' else 'a'} {text}"


def shortage(game: LuxState, seat: int, specs: Any, source: str) -> str | None:
    """Why a card or ability with targets ``specs`` has none now ("there is no Unit in your
    Limbo"), or None when every target has a candidate (playtest21-la N19: Call from Limbo with an
    empty Limbo said only "no legal target or requirement unmet")."""
    for spec in specs:
        if not candidates(game, seat, spec, source):
            if spec.zone == "queue":  # "something on the queue" has no article to drop
                return "there is nothing on the queue to target"
            wanted = wanted_words(spec).split(" ", 1)[1]
            return f"there is no {wanted} to target"
    return None
