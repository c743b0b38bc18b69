"""The Aether Lanes game state: the engine contract plus the shared helpers effects and combat use.

Zones per side: ``deck`` (end = top), ``hand``, ``discard``, three ``lanes`` (a top unit with at
most one unit buried beneath it), the ``decree`` and up to two ``auras``. Card copies have instance
ids: integers inside the engine (``c17`` is 17, token ``t2`` is ``TOKEN_BASE + 2``, see ``actions``),
the strings only at the edges (action values, views, events, JSON, errors). ``defs[iid]`` is the
card definition of card ``iid`` (shared by copies: it never changes after setup), ``tokens`` the
definitions of the tokens made so far.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.events import Event, Line
from cardtable.engine.kernel.declared import DeclaredState
from cardtable.engine.kernel.fields import Field
from cardtable.engine.outcome import Outcome
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import api, combat, drawing, legal, play, setup, snapshot, stats
from cardtable.games.aether_lanes.actions import (
    CODEC,
    TOKEN_BASE,
    decode_action,
    encode_action,
    id_text,
    instance_of,
)
from cardtable.games.aether_lanes.catalog import CATALOGS, CardDef, Catalog, parse_keyword
from cardtable.games.aether_lanes.deckbuild import AetherDeckRules
from cardtable.games.aether_lanes.effects import Ctx, run_steps
from cardtable.games.aether_lanes.elements import lane_name
from cardtable.games.aether_lanes.keywords import (
    HAND_ON_DEATH_WHEN_STACKED,
    ON_DESTROY,
    STRONGER_ON_RISE,
    bit,
)
from cardtable.games.aether_lanes.legal import lane_index
from cardtable.games.aether_lanes.loaded import loaded_after_play, loaded_bonus
from cardtable.games.aether_lanes.units import Side, Unit

__all__ = ["AetherState", "GAME_ID", "MAIN", "MULLIGAN", "OVER", "lane_index"]

GAME_ID = "aether-lanes"
MULLIGAN, MAIN, OVER = "mulligan", "main", "over"
_STRONGER_ON_RISE = bit(STRONGER_ON_RISE)
_HAND_ON_DEATH_WHEN_STACKED = bit(HAND_ON_DEATH_WHEN_STACKED)
_ON_DESTROY = bit(ON_DESTROY)


_new_tuple = tuple.__new__
"""Builds an :class:`Event` from its six fields without the named tuple's own ``__new__`` call."""


class AetherState(DeclaredState):
    """A duel of Aether Lanes."""

    GAME_ID = GAME_ID
    CODEC = CODEC
    hidden_id_finder = re.compile(r'"(c\d+)"')
    """Every hidden id (a deck or hand card: never a token) is ``c<n>``: the simulator's leak check
    reads the views' JSON through this pattern (``engine/invariants.py: leak_problems``)."""

    catalog: Catalog
    sides: list[Side]
    defs: list[CardDef]
    """Card instance id -> its card definition (index 0 names no card: any definition stands there)."""
    tokens: dict[int, CardDef]
    """Token instance id -> its card definition."""
    turn: int
    active: int
    first: int
    stage: str
    mull_seat: int
    result: Outcome | None
    next_token: int
    phase: str = "Main"
    """The phase of the turn being played ("Draw", "Gather", "Main", "Combat", "End"): every event
    carries it (and the turn), so playback never reads event texts. Between actions it is always
    "Main" (or the mulligan's), so it is not serialized."""
    view_cache: tuple[tuple[int, int], list[dict[str, Any]]] | None = None
    """The public part of the last view (see ``api.view``); never serialized, not copied."""
    deck_texts: tuple[list[int], list[int], frozenset[str]] | None = None
    """Copies of both decks and the texts of their cards, as ``hidden_ids`` last read them (see
    ``api.hidden_ids``); never serialized."""
    temp_mods: bool = False
    """A unit may carry a change until the end of the turn (the End phase walks the lanes only then)."""

    CATALOGS = CATALOGS
    DECK_RULES = AetherDeckRules
    FIELDS = (
        *snapshot.FIELDS,
        Field("phase", dump=None, load=lambda data, state: "Setup" if state.stage == MULLIGAN else "Main"),
    )
    SHARED = frozenset({"defs", "deck_texts"})
    CACHES = ("view_cache",)
    CARRIED = ("temp_mods", "deck_texts")

    def __init__(
        self,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        *,
        log: bool = True,
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__(players, seed, options, log=log, catalog=catalog)
        self.phase = "Setup"
        rules = self.catalog.rules
        self.turn = 0
        decks = setup.choose_decks(self, options.get("decks"))
        cards = self.catalog.cards
        defs: list[CardDef] = []
        self.tokens = {}
        self.sides = []
        for seat, deck_id in enumerate(decks):
            card_ids = self.catalog.deck_list(deck_id)
            first = seat * rules.deck_size + 1
            while len(defs) < first:  # index 0 (and any gap) names no card
                defs.append(cards[card_ids[0]])  # (never read: no instance has its number)
            defs.extend(map(cards.__getitem__, card_ids))
            self.sides.append(
                Side(list(range(first, first + len(card_ids))), rules.start_soul, rules.start_aether, deck_id)
            )
        self.defs = defs
        self.active = 0
        self.first = 0
        self.stage = MULLIGAN
        self.mull_seat = 0
        self.result = None
        self.next_token = 1
        for seat, side in enumerate(self.sides):
            self.rng.shuffle(side.deck)
            if self.logging:
                self.say(
                    "shuffle",
                    ("%s shuffles the %s deck.", self.players[seat], self.catalog.decks[side.deck_id].name),
                    seat,
                )
        for seat in range(2):
            self.draw(seat, rules.opening_hand)
        setup.opening_roll(self)

    # ----- the protocol -----------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.result is not None:
            return None
        return self.mull_seat if self.stage == MULLIGAN else self.active

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def has_legal_action(self) -> bool:
        return self.result is None

    def random_action(self, rng: Rng) -> Action:
        """A random legal action that never concedes (what the random bot plays)."""
        return legal.random_action(self, rng)

    # The integer hot path: the module functions themselves are the methods (no extra call).
    random_code = legal.random_code
    """:meth:`random_action` as an integer code (the same draws): the simulator's random seat."""
    play_random = play.play_random
    """Draw a :meth:`random_code` and play it unchecked (``play.play_random``: the simulator's
    random seat in a game that is not fully checked); returns the code."""
    apply_code = play.apply_code
    """Apply the action of ``code`` without building its value (see ``play.apply_code``)."""

    def _apply(self, action: Action) -> bool:
        return play.apply_action(self, action)

    @classmethod
    def code_decoder(cls) -> Callable[[int], Action]:
        return decode_action

    def encode(self, action: Action) -> int:
        """The action's integer code (see ``actions.encode_action``)."""
        try:
            return encode_action(action)
        except (ValueError, TypeError, AttributeError):
            raise IllegalActionError(f"{action!r} has no code", action) from None

    def decode(self, code: int) -> Action:
        try:
            return decode_action(code)
        except (ValueError, TypeError, IndexError):
            raise IllegalActionError(f"{code!r} is not the code of an Aether Lanes action") from None

    # ----- helpers used by effects, combat and phases ------------------------------------------

    def say(self, kind: str, text: Line, seat: int | None = None, **data: Any) -> Event | None:
        """Log a public event tagged with the turn number (for the per-turn groups). ``text`` is the
        sentence or, on every path that runs each turn, ``(template, *args)``: rendered only when
        read (see ``engine/events.py``)."""
        if not self.logging:
            return None
        data["turn"] = self.turn
        data["phase"] = self.phase
        event: Event = _new_tuple(Event, (kind, text, seat, data, None, None))
        self.log_event_value(event)
        return event

    def log_event(self, kind: str, text: Line, seat: int | None, data: dict[str, Any]) -> Event | None:
        """:meth:`say` with the data as one dict: no keyword packing, for the events of every turn."""
        if not self.logging:
            return None
        data["turn"] = self.turn
        data["phase"] = self.phase
        event: Event = _new_tuple(Event, (kind, text, seat, data, None, None))
        self.log_event_value(event)
        return event

    def card(self, iid: int | str) -> CardDef:
        """The card definition of an instance id (its text, ``c17``, is accepted too); KeyError
        for one that names no card of this duel."""
        if type(iid) is not int:
            iid = instance_of(iid)
        if 0 < iid < TOKEN_BASE and iid < len(self.defs):
            return self.defs[iid]
        found = self.tokens.get(iid)
        if found is None:
            raise KeyError(iid)
        return found

    def card_name(self, iid: int | str) -> str:
        return self.card(iid).name

    def has_instance(self, iid: int) -> bool:
        """True if ``iid`` names a card or a token of this duel."""
        return 0 < iid < len(self.defs) or iid in self.tokens

    def locate(self, iid: int) -> tuple[int, int, Unit] | None:
        """(seat, lane, unit) of a unit on top of a lane, or None."""
        for seat in (0, 1):
            lanes = self.sides[seat].lanes
            for lane in (0, 1, 2):
                unit = lanes[lane]
                if unit is not None and unit.iid == iid:
                    return seat, lane, unit
        return None

    def attack_of(self, seat: int, lane: int, unit: Unit) -> int:
        return stats.attack(self.catalog, self.defs, self.sides[seat], unit, lane)

    def defense_of(self, seat: int, lane: int, unit: Unit) -> int:
        return stats.defense(self.catalog, self.defs, self.sides[seat], unit, lane)

    def health_of(self, unit: Unit) -> int:
        return stats.health(self.catalog, self.defs, unit)

    def refresh_keywords(self, unit: Unit) -> None:
        """Recompute ``unit.kw`` from its card, grants and Sigils (empty while silenced)."""
        if unit.silenced:
            unit.set_keywords({})
            return
        kw = unit.cdef.kw
        if unit.granted or unit.sigils:
            kw = dict(kw)
            extra = list(unit.granted)
            for sigil in unit.sigils:
                extra.extend(self.defs[sigil].sigil.keywords)
            for text in extra:
                name, arg = parse_keyword(text)
                kw[name] = int(arg) if arg is not None and arg.isdigit() else arg
        unit.set_keywords(kw)

    def new_unit(self, iid: int, owner: int, card: CardDef | None = None) -> Unit:
        card = card or self.card(iid)  # (``card``: its definition, when the caller has it at hand)
        unit = Unit(iid, card.id, owner, card.token, card)
        unit.kw = card.kw
        unit.hooks = card.hooks
        return unit

    def new_token(self, card_id: str) -> int:
        iid = TOKEN_BASE + self.next_token
        self.next_token += 1
        self.tokens[iid] = self.catalog.cards[card_id]
        return iid

    draw = drawing.draw
    """``draw(seat, count=1)``: draw cards (a full hand scorches, an empty deck deals fatigue)."""

    def lose_soul(
        self, seat: int, amount: int, source: str, *, toll: bool = False, floor: bool | None = None
    ) -> int:
        """Soul damage, taken from Shelter first. Shelter soaks the Bulwark toll only while a unit
        that Holds the Floor stands (``floor`` if the caller already knows it)."""
        if amount <= 0:
            return 0
        side = self.sides[seat]
        absorbed = 0
        if toll and floor is None:
            floor = self.holds_the_floor(seat)
        if side.shelter and (not toll or floor):
            absorbed = min(side.shelter, amount)
            side.shelter -= absorbed
        lost = amount - absorbed
        side.soul -= lost
        if self.logging:
            text: Line = (
                (
                    "%s loses %s Soul (%s); Shelter absorbs %s. Soul %s.",
                    self.players[seat],
                    lost,
                    source,
                    absorbed,
                    side.soul,
                )
                if absorbed
                else ("%s loses %s Soul (%s). Soul %s.", self.players[seat], lost, source, side.soul)
            )
            self.log_event("soul", text, seat, {"amount": lost, "absorbed": absorbed, "source": source})
        return lost

    def heal_soul(self, seat: int, amount: int) -> None:
        side = self.sides[seat]
        start = self.catalog.rules.start_soul
        gained = max(0, min(amount, start - side.soul))
        side.soul += gained
        if self.logging:
            self.say(
                "heal",
                ("%s heals %s Soul. Soul %s.", self.name(seat), gained, side.soul),
                seat,
                amount=gained,
            )

    def holds_the_floor(self, seat: int) -> bool:
        return combat.holds_the_floor(self.sides[seat].lanes)

    def damage_unit(self, seat: int, lane: int, unit: Unit, amount: int, source: str) -> bool:
        """Damage a top unit (no Defense); destroy it at 0 Health. Returns True if it died."""
        if amount <= 0:
            return False
        unit.damage += amount
        left = stats.health(self.catalog, self.defs, unit)  # (health_of, one call less)
        shown = left if left > 0 else 0
        if self.logging:
            self.log_event(
                "damage",
                ("%s takes %s damage (%s); %s Health left.", unit.cdef.name, amount, source, shown),
                seat,
                {"unit": id_text(unit.iid), "lane": lane, "amount": amount, "health": shown},
            )
        if left <= 0:
            self.destroy(seat, lane, unit)
            return True
        return False

    def remove_top(self, seat: int, lane: int) -> Unit:
        """Take the top unit off a lane; the buried unit (if any) rises into it (see :meth:`announce_rise`)."""
        side = self.sides[seat]
        unit = side.lanes[lane]
        assert unit is not None
        below = unit.buried
        unit.buried = None
        side.lanes[lane] = below
        if below is not None:
            below.exhausted = True
            below.moved = False  # a risen unit is a fresh unit for the turn's limits
            if below.hooks & _STRONGER_ON_RISE:
                below.add_mod("Resurface", 1, 0, 1)
        return unit

    def announce_rise(self, seat: int, lane: int, risen: Unit | None) -> None:
        """Log that ``risen`` rose into ``lane`` (after the event that took the top unit away)."""
        if risen is None or not self.logging:
            return
        self.say(
            "rise",
            (
                "%s rises in %s's %s lane with %s Health.",
                self.card_name(risen.iid),
                self.name(seat),
                lane_name(lane),
                self.health_of(risen),
            ),
            seat,
            unit=id_text(risen.iid),
            lane=lane,
        )

    def discard_sigils(self, unit: Unit) -> None:
        side = self.sides[unit.owner]
        side.discard.extend(unit.sigils)
        unit.sigils = []

    def destroy(self, seat: int, lane: int, unit: Unit) -> None:
        """Destroy the top unit of a lane: discard (tokens vanish), buried rises, Requiem fires."""
        risen = unit.buried
        had_buried = risen is not None
        self.remove_top(seat, lane)
        if unit.sigils:
            self.discard_sigils(unit)
        side = self.sides[unit.owner]
        name = unit.cdef.name
        where = "the discard pile"
        if unit.token:
            where = "nowhere (a token)"
        elif had_buried and unit.hooks & _HAND_ON_DEATH_WHEN_STACKED:
            if len(side.hand) < self.catalog.rules.hand_limit:
                side.hand.append(unit.iid)
                where = "its owner's hand (Mirage)"
            else:
                side.discard.append(unit.iid)
        else:
            side.discard.append(unit.iid)
        if self.logging:
            self.log_event(
                "death",
                ("%s is destroyed and goes to %s.", name, where),
                seat,
                {"unit": id_text(unit.iid), "lane": lane},
            )
        if self.logging:
            self.announce_rise(seat, lane, risen)
        if unit.hooks & _ON_DESTROY:
            steps = unit.cdef.on_destroy
            if self.logging:
                self.say("trigger", ("Requiem of %s.", name), seat, unit=id_text(unit.iid))
            run_steps(self, Ctx(seat, None, lane, unit.cdef, None, in_play=False), steps)

    def return_to_hand(self, seat: int, lane: int, unit: Unit, reason: str) -> None:
        """Send a top unit back to its owner's hand (tokens vanish; a full hand discards it)."""
        risen = unit.buried
        self.remove_top(seat, lane)
        self.discard_sigils(unit)
        side = self.sides[unit.owner]
        name = self.card_name(unit.iid)
        if unit.token:
            if self.logging:
                self.say("bounce", ("%s vanishes (%s).", name, reason), seat, unit=id_text(unit.iid))
        elif len(side.hand) < self.catalog.rules.hand_limit:
            side.hand.append(unit.iid)
            if self.logging:
                self.say(
                    "bounce",
                    ("%s returns to %s's hand (%s).", name, self.name(unit.owner), reason),
                    seat,
                    unit=id_text(unit.iid),
                )
        else:
            side.discard.append(unit.iid)
            if self.logging:
                self.say(
                    "bounce",
                    ("%s goes to the discard pile: %s's hand is full.", name, self.name(unit.owner)),
                    seat,
                    unit=id_text(unit.iid),
                )
        self.announce_rise(seat, lane, risen)

    def place(self, seat: int, lane: int, unit: Unit, source: str) -> bool:
        """Put a unit on a lane; an occupied lane is Eclipsed. Returns True for an Eclipse."""
        side = self.sides[seat]
        below = side.lanes[lane]
        side.lanes[lane] = unit
        if below is None:
            return False
        unit.buried = below
        if not unit.token:  # tokens keep their printed stats
            rules = self.catalog.rules
            unit.add_mod("Eclipse", rules.eclipse_attack, 0, rules.eclipse_health)
        if self.logging:
            self.say(
                "eclipse",
                (
                    "%s Eclipses %s in the %s lane (%s).",
                    self.card_name(unit.iid),
                    self.card_name(below.iid),
                    lane_name(lane),
                    source,
                ),
                seat,
                unit=id_text(unit.iid),
                buried=id_text(below.iid),
                lane=lane,
            )
        return True

    def loaded(self, seat: int, resolving: CardDef | None = None) -> int:
        """The Loaded bonus to ``seat``'s die rolls (see :func:`loaded.loaded_bonus`)."""
        return loaded_bonus(self, seat, resolving)

    def loaded_after_play(self, seat: int, iid: int | str) -> int:
        """The Loaded bonus a Wager on hand card ``iid`` would roll with (see :mod:`loaded`)."""
        return loaded_after_play(self, seat, iid)

    def controls_element(self, seat: int, element: str) -> bool:
        """True if a Summon of ``element`` stands on top of one of ``seat``'s lanes."""
        for unit in self.sides[seat].lanes:
            if unit is not None and unit.cdef.element == element:
                return True
        return False

    def check_end(self) -> bool:
        """End the match if a Soul total reached 0 (both: the side whose turn it is wins)."""
        if self.result is not None:
            return True
        sides = self.sides
        if sides[0].soul > 0 and sides[1].soul > 0:
            return False
        down = [seat for seat in range(2) if sides[seat].soul <= 0]
        if len(down) == 2:
            winner = self.active
            reason = f"Both players fell to 0 Soul at once; {self.name(winner)} wins on their own turn."
        else:
            winner = 1 - down[0]
            reason = f"{self.name(down[0])}'s Soul reached 0; {self.name(winner)} wins."
        self.finish((winner,), reason, "soul-zero")
        return True

    def finish(self, winners: tuple[int, ...], reason: str, termination: str) -> None:
        self.stage = OVER
        self.result = Outcome(winners, tuple(float(s.soul) for s in self.sides), reason, termination)
        if self.logging:
            self.say("over", reason, winners[0] if len(winners) == 1 else None, winners=list(winners))

    @property
    def round(self) -> int:
        """The round number (a round is one turn of each player)."""
        return (self.turn + 1) // 2

    # ----- views ------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        return api.view(self, seat)

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """The spectator's view and each seat's hand, from which :meth:`view` builds every seat's
        view (``api.view_parts``); the simulator's leak check reads these."""
        return api.view_parts(self)

    def hidden_ids(self, seat: int | None) -> set[str]:
        return api.hidden_ids(self, seat)

    # ----- copies and snapshots ---------------------------------------------------------------

    # (copy() and the snapshot: the kernel's, from FIELDS)

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        snapshot.read_first(self, data)
        super()._payload_from_json(data)
