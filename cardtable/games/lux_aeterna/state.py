"""``LuxState``: a Lux Aeterna match (two seats) on the kernel's table state with a queue.

Zones per seat (kernel :class:`ZoneMap`): ``codex`` (hidden, end = top), ``hand`` (owner),
``field`` (the Combat Zone: Units and Relics), ``queue`` (cards being played, public),
``requiem`` and ``limbo`` (public). Lights are counted, not identified: ``soul[seat]`` (life
Lights), ``numen[seat]`` (kind -> count), ``lights_on[unit]`` (kind -> count), ``supply``
(colour letter -> count; life Lights return as ``W``). See :mod:`lights` for kinds.

The state is the kernel's :class:`~cardtable.engine.kernel.table.QueueTable`: the turn (declared
in :mod:`flow`), priority, the decision waiting (kinds ``priority``, ``offering``, ``defend``,
``choose``, ``discard``), the queue with its fired triggers, copies, snapshots and hidden ids are
the kernel's; legal actions are in :mod:`legal`; applying them in :mod:`play`; effect ops,
triggers and resolving items in :mod:`effects`; combat in :mod:`combat`; what a seat sees in
:mod:`present`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.decklists import seat_decks
from cardtable.engine.errors import SetupError
from cardtable.engine.kernel.decision import PRIORITY, Decision
from cardtable.engine.kernel.fields import Field, copy_dict, copy_list, optional, value
from cardtable.engine.kernel.queue import Queue
from cardtable.engine.kernel.table import QueueTable
from cardtable.engine.kernel.zones import IndexedZoneMap
from cardtable.engine.outcome import Outcome
from cardtable.engine.rng import Rng
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna import effects, legal, play
from cardtable.games.lux_aeterna.actions import ACTION_CLASSES
from cardtable.games.lux_aeterna.cards import Emissary, Form
from cardtable.games.lux_aeterna.catalog import CATALOGS, CardDef, Catalog
from cardtable.games.lux_aeterna.deckbuild import CodexRules
from cardtable.games.lux_aeterna.definition import DEFINITIONS, GAME_ID
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS
from cardtable.games.lux_aeterna.snapshots import migrate

EMISSARY_IDS = ("e0", "e1")
LIGHT_DECKS = (4, 6, 8)
"""The Light deck a match may be played with: Lights of each colour (RULINGS; option ``lights``)."""
_AURA_SLOT = {"always": 0, "attacking": 1, "defending": 2}


def _each_dict(items: list[dict[str, int]]) -> list[dict[str, int]]:
    return [dict(bucket) for bucket in items]


def _by_card(items: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    return {iid: dict(bucket) for iid, bucket in items.items()}


def _ints(data: Any, game: LuxState) -> list[int]:
    return [int(x) for x in data]


def _strs(data: Any, game: LuxState) -> list[str]:
    return [str(x) for x in data]


def _counts(data: Any, game: LuxState) -> dict[str, int]:
    return {str(k): int(v) for k, v in data.items()}


def _set(data: Any, game: LuxState) -> set[str]:
    return {str(x) for x in data}


FIELDS = (
    Field("rules", None, None, lambda data, game: game.catalog.rules),
    Field(
        "light_deck",
        None,
        None,
        lambda data, game: light_deck_of(game.options, game.catalog.rules.supply_per_colour),
    ),
    Field("card_of", None, copy_dict, lambda data, game: {str(k): str(v) for k, v in data.items()}),
    Field("codex_id", None, copy_list, _strs),
    Field("emissary", None, copy_list, _strs),
    Field("connected", copy_list, copy_list, lambda data, game: [bool(x) for x in data]),
    Field("progress", copy_list, copy_list, _ints),
    Field("soul", copy_list, copy_list, _ints),
    Field("numen", _each_dict, _each_dict, lambda data, game: [_counts(n, game) for n in data]),
    Field("supply", copy_dict, copy_dict, _counts),
    Field("lights_on", _by_card, _by_card, lambda data, game: {k: _counts(v, game) for k, v in data.items()}),
    Field("polarized", set, sorted, _set),
    Field("turn_power", copy_dict, copy_dict, _counts),
    Field("perm_power", copy_dict, copy_dict, _counts),
    Field("accumulated_now", set, sorted, _set),
    Field("used_abilities", set, sorted, _set),
    Field("queue", Queue.copy, Queue.to_json, lambda data, game: Queue.from_json(data)),
    optional("attack", dict, dict, dict),
    value("reveals", int),
    Field(
        "short_turns",
        lambda turns: [list(t) for t in turns],
        copy_list,
        lambda d, g: [_ints(t, g) for t in d],
    ),
)
"""Lux Aeterna's own fields (the kernel's come first in a snapshot: turn, step, decision...)."""


class LuxState(QueueTable):
    """A match of Lux Aeterna: the kernel's table state with a queue (the turn is
    :data:`flow.STRUCTURE`, its hooks below and in :mod:`flow` and :mod:`effects`)."""

    GAME_ID = GAME_ID
    CODEC = ActionCodec(ACTION_CLASSES)
    FIELDS = FIELDS
    SHARED = frozenset({"definition", "rules", "card_of", "codex_id", "emissary"})
    """Read-only once the match is set up: a copy shares them."""
    CARRIED = ("definition",)
    """(The kernel then writes the copy out attribute by attribute.)"""

    CATALOGS = CATALOGS
    DECK_RULES = CodexRules
    DEFINITIONS = DEFINITIONS

    catalog: Catalog
    rules: Any
    light_deck: int
    zones: IndexedZoneMap
    """(the kernel's default kind: Lux Aeterna looks cards up by id)"""
    card_of: dict[str, str]
    codex_id: list[str]
    emissary: list[str]
    connected: list[bool]
    progress: list[int]
    soul: list[int]
    numen: list[dict[str, int]]
    supply: dict[str, int]
    lights_on: dict[str, dict[str, int]]
    polarized: set[str]
    turn_power: dict[str, int]
    perm_power: dict[str, int]
    accumulated_now: set[str]
    used_abilities: set[str]
    attack: dict[str, Any] | None
    reveals: int
    short_turns: list[list[int]]
    """Per seat, the turns in which an offering or an effect found the supply short of a colour
    it asked for (once per turn; the balance report counts them per Codex)."""

    def __init__(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any], *, catalog: Catalog | None = None
    ) -> None:
        super().__init__(players, seed, options, catalog=catalog)
        if len(self.players) != 2:
            raise SetupError("Lux Aeterna is for exactly 2 players")
        self._blank()
        by_emissary = {c.emissary: c.id for c in self.catalog.codices.values()}
        chosen = seat_decks(
            options.get("decks"), list(self.catalog.codices), self.rng, "Lux Aeterna Codex", by_emissary
        )
        for seat, (codex_id, picked) in enumerate(chosen):
            if self.logging:
                name = self.catalog.codices[codex_id].name
                how = (
                    f"gets the {name} Codex, picked from the seed." if picked else f"plays the {name} Codex."
                )
                self.emit("codex", f"{self.players[seat]} {how}", seat)
            self.codex_id[seat] = codex_id
            self.emissary[seat] = self.catalog.codices[codex_id].emissary
            prefix = "ab"[seat]
            iids = [f"{prefix}{i + 1:02d}" for i in range(len(self.catalog.codex_list(codex_id)))]
            self.card_of.update(zip(iids, self.catalog.codex_list(codex_id), strict=True))
            self.zones.place_all(iids, seat, "codex")
            self.rng.shuffle(self.zones.cards(seat, "codex"))
        first = self.rng.randrange(2)
        if self.logging:
            if self.light_deck != self.rules.supply_per_colour:  # the option, said in the history
                colours = len(self.supply) - ("W" in self.supply)
                self.emit(
                    "lights",
                    f"The Light deck holds {self.light_deck} Lights of each colour ({self.light_deck * colours}).",
                )
            self.emit("first", f"{self.players[first]} is chosen to go first.", first)
        for seat in range(2):
            self.draw(seat, self.rules.starting_hand, deal=True)
        self.turn = 1  # no opening steps: the first turn's Start begins at once
        self.active = self.first = first
        self.enter("start")
        self.settle()

    # ----- setup ----------------------------------------------------------------------------

    def _blank(self) -> None:
        """The kernel's fields for a match that begins in the Start step, and empty tables."""
        rules = self.catalog.rules
        self.rules = rules
        self.light_deck = light_deck_of(self.options, rules.supply_per_colour)
        """Lights of each colour in this match's Light deck (the ``lights`` option)."""
        self.start_table("start")
        self.card_of = {}
        self.codex_id = ["", ""]
        self.emissary = ["", ""]
        self.connected = [False, False]
        self.progress = [0, 0]
        self.soul = [rules.lives, rules.lives]
        self.numen = [{}, {}]
        self.supply = {c: self.light_deck for c in COLOUR_LETTERS}
        self.supply["W"] = 0
        self.lights_on = {}
        self.polarized = set()
        self.turn_power = {}
        self.perm_power = {}
        self.accumulated_now = set()
        self.used_abilities = set()
        self.set_queue(Queue())
        self.attack = None
        self.reveals = 0
        self.short_turns = [[], []]

    # ----- the protocol ---------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """Who must decide what now (``None`` once the match is over); priority is worded for
        the seat holding it and where it stands."""
        if self.result is not None:
            return None
        asking = self.asking
        if asking.kind != PRIORITY:
            return asking
        holder = asking.seat
        if self.queue.items:
            prompt = f"{self.players[holder]}: respond to the queue or pass"
        else:
            prompt = f"{self.players[holder]}: act in {self.step_label()} or pass"
        return Decision(holder, PRIORITY, prompt)

    def scores(self) -> tuple[float, ...]:
        """Each seat's Lights left in its Soul."""
        return tuple(float(s) for s in self.soul)

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def random_action(self, rng: Rng) -> Action:
        return legal.random_action(self, rng)

    def _apply(self, action: Action) -> bool:
        return play.ACTIONS.apply(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        from cardtable.games.lux_aeterna.view_json import view_json

        return view_json(self, seat)

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """The spectator's view and each seat's own part (hand, decision options), from which
        :meth:`view` of that seat takes its strings (read by the simulator's leak check)."""
        from cardtable.games.lux_aeterna.view_json import view_parts

        return view_parts(self)

    # ----- the turn's hooks (the kernel's loop calls them; see flow and effects) --------------

    queue_triggers = effects.queue_triggers
    resolve_item = effects.resolve_item

    def new_turn(self) -> None:
        """The next turn begins, unless the match has reached its turn limit (a draw)."""
        super().new_turn()
        limit = self.rules.turn_limit
        if self.turn > limit:
            self.end_match((), f"The match reached the turn limit ({limit} turns): a draw.", "turn-limit")

    def finish(self, outcome: Outcome) -> None:
        """The match is over (the first outcome stands), and the log says why."""
        if self.result is None:
            self.result = outcome
            if self.logging:
                self.emit("over", outcome.reason)

    def end_match(self, winners: tuple[int, ...], reason: str, termination: str) -> None:
        """The match ends: ``winners`` (none: a draw), scored by the Lights in each Soul."""
        self.finish(Outcome(winners, self.scores(), reason, termination))

    # ----- reading ----------------------------------------------------------------------------

    def card_def(self, iid: str) -> CardDef:
        return self.definition.catalog.cards[self.card_of[iid]]  # (not the property: hot)

    def owner(self, iid: str) -> int:
        if iid in EMISSARY_IDS:
            return EMISSARY_IDS.index(iid)
        return 0 if iid[0] == "a" else 1

    def emissary_def(self, seat: int) -> Emissary:
        return self.definition.catalog.emissaries[self.emissary[seat]]

    def form(self, seat: int) -> Form:
        em = self.definition.catalog.emissaries[self.emissary[seat]]
        return em.connected if self.connected[seat] else em.base

    def moment(self) -> tuple[int | None, str]:
        return self.turn, self.step

    def step_label(self) -> str:
        return self.definition.turn.step(self.step).label

    def on_field(self, iid: str) -> bool:
        where = self.zones.where.get(iid)
        return where is not None and where[1] == "field"

    def units(self, seat: int) -> list[str]:
        cards = self.card_of
        defs = self.definition.catalog.cards
        return [iid for iid in self.zones.zones[seat]["field"] if defs[cards[iid]].type == "unit"]

    def power(self, iid: str, role: str = "", bonus: tuple[int, int, int] | None = None) -> int:
        """Live Power: base, bonuses, and auras (``role``: "attacking", "defending" or "").
        ``bonus`` is :meth:`aura_bonus` of the owner, when the caller already has it."""
        always, attacking, defending = bonus or self.aura_bonus(self.owner(iid))
        value = self.card_def(iid).power + self.turn_power.get(iid, 0) + self.perm_power.get(iid, 0) + always
        if role == "attacking":
            value += attacking
        elif role == "defending":
            value += defending
        return max(0, value)

    def aura_bonus(self, seat: int) -> tuple[int, int, int]:
        """The Power the auras in play give ``seat``'s Units: always, when attacking, when defending."""
        bonus = [0, 0, 0]
        for side in range(2):
            for aura in self._auras(side):
                applies_to = side if aura.applies == "own" else 1 - side
                if applies_to == seat:
                    bonus[_AURA_SLOT[aura.when]] += aura.power
        return bonus[0], bonus[1], bonus[2]

    def _auras(self, seat: int) -> list[Any]:
        found = []
        form = self.form(seat)
        if form.aura is not None:
            found.append(form.aura)
        for iid in self.zones.zones[seat]["field"]:
            aura = self.card_def(iid).model.aura
            if aura is not None:
                found.append(aura)
        return found

    def lights_total(self, seat: int) -> int:
        return sum(self.numen[seat].values())

    def accumulated_total(self, seat: int) -> int:
        return sum(sum(self.lights_on.get(iid, {}).values()) for iid in self.zones.cards(seat, "field"))

    # ----- changing (used by flow, effects, combat) ------------------------------------------

    def add_light(self, bucket: dict[str, int], kind: str, n: int = 1) -> None:
        bucket[kind] = bucket.get(kind, 0) + n

    def take_light(self, bucket: dict[str, int], kind: str, n: int = 1) -> None:
        left = bucket.get(kind, 0) - n
        if left < 0:
            raise ValueError(f"no {kind} Light to take")
        if left:
            bucket[kind] = left
        else:
            bucket.pop(kind, None)

    def to_supply(self, kind: str, n: int = 1) -> None:
        self.supply[kind[0]] += n

    def draw(self, seat: int, count: int = 1, *, deal: bool = False) -> int:
        """Draw up to ``count`` cards; returns how many were drawn."""
        codex = self.zones.cards(seat, "codex")
        names: list[str] = []
        for _ in range(count):
            if not codex:
                break
            iid = codex[-1]
            self.zones.move(iid, seat, "hand")
            self.reveals += 1
            names.append(self.card_def(iid).name)
            if self.logging and not deal:
                self.emit(
                    "draw",
                    f"{self.players[seat]} draws {names[-1]}.",
                    seat,
                    private_to=seat,
                    public_text=f"{self.players[seat]} draws a card.",
                )
        if deal and self.logging:
            # One line for the whole starting hand: its cards for its owner, its size for the other.
            public = f"{self.players[seat]} draws a starting hand of {len(names)}."
            self.emit(
                "deal", f"{public[:-1]}: {', '.join(names)}.", seat, private_to=seat, public_text=public
            )
        return len(names)

    def damage(self, seat: int, by: int | None, amount: int = 1) -> None:
        """Move Lights from ``seat``'s Soul to its Numen (they arrive White); ends the match at 0."""
        for _ in range(amount):
            if self.result is not None or self.soul[seat] == 0:
                return
            self.soul[seat] -= 1
            self.add_light(self.numen[seat], "WW")
            if self.logging:
                self.emit(
                    "damage",
                    f"{self.players[seat]} takes 1 damage: a Light moves from the Soul "
                    f"to the Numen ({self.soul[seat]} left).",
                    seat,
                )
            effects.fire(self, "damage", controller=seat, by=by)
            if self.soul[seat] == 0:
                self.end_match(
                    (1 - seat,), f"{possessive(self.players[seat])} Soul Zone is empty.", "soul-empty"
                )

    def heal(self, seat: int, amount: int) -> int:
        """Regain up to ``amount`` life Lights (from your Numen, then the supply), up to the
        starting lives; returns how many came back."""
        regained = 0
        for _ in range(amount):
            if self.soul[seat] >= self.rules.lives:
                break
            if self.numen[seat].get("WW", 0):
                self.take_light(self.numen[seat], "WW")
            elif self.supply["W"]:
                self.supply["W"] -= 1
            else:
                break
            self.soul[seat] += 1
            regained += 1
        if regained:
            if self.logging:
                self.emit(
                    "heal",
                    f"{self.players[seat]} regains {regained} Light"
                    f"{'s' if regained > 1 else ''} ({self.soul[seat]} in the Soul).",
                    seat,
                )
        return regained

    def stand_in(self, letter: str) -> str:
        """``letter`` if the supply holds one, else the colour it holds most of (the first in
        colour order on a tie; White never stands in); ``letter`` again when all are out."""
        if self.supply.get(letter, 0) > 0:
            return letter
        best = max(COLOUR_LETTERS, key=lambda c: self.supply.get(c, 0))
        return best if self.supply.get(best, 0) > 0 else letter

    def gain(self, seat: int, letters: Sequence[str], *, or_other: bool = False) -> list[str]:
        """Lights of the given colours from the supply to ``seat``'s Numen (what it can give);
        with ``or_other`` a colour that is out is replaced by the one the supply holds most of."""
        got = []
        for letter in letters:
            if or_other:
                letter = self.stand_in(letter)
            if self.supply.get(letter, 0) > 0:
                self.supply[letter] -= 1
                self.add_light(self.numen[seat], letter + letter)
                got.append(letter)
        if len(got) < len(letters):
            self.supply_short(seat)
        return got

    def supply_short(self, seat: int) -> None:
        """Note that the supply could not give ``seat`` all it asked for this turn."""
        turns = self.short_turns[seat]
        if not turns or turns[-1] != self.turn:
            turns.append(self.turn)

    def release_lights(self, iid: str) -> None:
        """A card leaves the field: its accumulated Lights go back to the supply."""
        lights = self.lights_on.pop(iid, None)
        if lights:
            for kind, n in lights.items():
                self.to_supply(kind, n)
        self.polarized.discard(iid)
        self.turn_power.pop(iid, None)
        self.perm_power.pop(iid, None)
        self.accumulated_now.discard(iid)

    def leave_field(self, iid: str, zone: str) -> None:
        """Move a field card to ``zone`` of its owner (requiem, limbo, hand)."""
        self.release_lights(iid)
        self.zones.move(iid, self.owner(iid), zone)

    # ----- snapshots ------------------------------------------------------------------------

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        super()._payload_from_json(migrate(data))


def light_deck_of(options: Mapping[str, Any], default: int) -> int:
    """The ``lights`` option (Lights of each colour), checked; ``default`` when it is not set."""
    value = options.get("lights")
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value not in LIGHT_DECKS:
        allowed = ", ".join(str(n) for n in LIGHT_DECKS[:-1]) + f" or {LIGHT_DECKS[-1]}"
        raise SetupError(f"the Light deck holds {allowed} Lights of each colour, not {value!r}")
    return value
