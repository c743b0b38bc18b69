"""``LuxState``: a Lux Aeterna match (two seats) on the rules kernel.

Zones per seat (kernel :class:`ZoneMap`): ``codex`` (hidden, end = top), ``hand`` (owner),
``field`` (the Combat Zone: Units and Relics), ``queue`` (cards being played, public),
``requiem`` and ``limbo`` (public). Lights are counted, not identified: ``soul[seat]`` (life
Lights), ``numen[seat]`` (kind -> count), ``lights_on[unit]`` (kind -> count), ``supply``
(colour letter -> count; life Lights return as ``W``). See :mod:`lights` for kinds.

The flow (steps, priority, the queue) is in :mod:`flow`; legal actions in :mod:`legal`; applying
them in :mod:`play`; effect ops and triggers in :mod:`effects`; combat in :mod:`combat`; what a
seat sees in :mod:`present`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action, ActionCodec
from cardtable.engine.decklists import seat_deck_ids as deck_ids
from cardtable.engine.errors import SetupError
from cardtable.engine.kernel.decision import PRIORITY, Decision
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.kernel.queue import Queue
from cardtable.engine.kernel.triggers import TriggerBatch
from cardtable.engine.kernel.zones import Visibility, ZoneMap, ZoneSpec
from cardtable.engine.outcome import Outcome
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_aeterna import effects, flow, legal, play
from cardtable.games.lux_aeterna.actions import ACTION_CLASSES
from cardtable.games.lux_aeterna.cards import Emissary, Form
from cardtable.games.lux_aeterna.catalog import CATALOGS, COLOUR_LETTER, CardDef, Catalog
from cardtable.games.lux_aeterna.deckbuild import with_inline_decks
from cardtable.games.lux_aeterna.lights import COLOUR_LETTERS

ZONES = (
    ZoneSpec("codex", "Codex", Visibility.HIDDEN, ordered=True),
    ZoneSpec("hand", "Hand", Visibility.OWNER),
    ZoneSpec("field", "Combat Zone", Visibility.PUBLIC),
    ZoneSpec("queue", "On the queue", Visibility.PUBLIC),
    ZoneSpec("requiem", "Requiem", Visibility.PUBLIC),
    ZoneSpec("limbo", "Limbo", Visibility.PUBLIC),
)
EMISSARY_IDS = ("e0", "e1")
LIGHT_DECKS = (4, 6, 8)
"""The Light deck a match may be played with: Lights of each colour (RULINGS; option ``lights``)."""
_AURA_SLOT = {"always": 0, "attacking": 1, "defending": 2}


class LuxState(GameState):
    GAME_ID = "lux-aeterna"
    CODEC = ActionCodec(ACTION_CLASSES)

    CATALOGS = CATALOGS

    @classmethod
    def match_catalog(cls, catalog: Any, options: Mapping[str, Any]) -> Any:
        """The catalog with the players' own decks that the options write out in full."""
        return with_inline_decks(catalog, options.get("decks"))

    def __init__(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any], *, catalog: Catalog | None = None
    ) -> None:
        super().__init__(players, seed, options, catalog=catalog)
        if len(self.players) != 2:
            raise SetupError("Lux Aeterna is for exactly 2 players")
        self._blank()
        codices = self._choose_codices(deck_ids(options.get("decks")))
        for seat, codex_id in enumerate(codices):
            self.codex_id[seat] = codex_id
            self.emissary[seat] = self.catalog.codices[codex_id].emissary
            prefix = "ab"[seat]
            for i, card_id in enumerate(self.catalog.codex_list(codex_id)):
                iid = f"{prefix}{i + 1:02d}"
                self.card_of[iid] = card_id
                self.zones.place(iid, seat, "codex")
            self.rng.shuffle(self.zones.cards(seat, "codex"))
        self.first = self.rng.randrange(2)
        if self.logging:
            self.emit("first", f"{self.players[self.first]} is chosen to go first.", self.first)
        for seat in range(2):
            self.draw(seat, self.rules.starting_hand, deal=True)
        flow.begin(self)

    # ----- setup ----------------------------------------------------------------------------

    def _blank(self) -> None:
        rules = self.catalog.rules
        self.rules = rules
        self.light_deck = light_deck_of(self.options, rules.supply_per_colour)
        """Lights of each colour in this match's Light deck (the ``lights`` option)."""
        self.zones = ZoneMap(ZONES, 2)
        self.card_of: dict[str, str] = {}
        self.codex_id = ["", ""]
        self.emissary = ["", ""]
        self.connected = [False, False]
        self.progress = [0, 0]
        self.soul = [rules.lives, rules.lives]
        self.numen: list[dict[str, int]] = [{}, {}]
        self.supply: dict[str, int] = {c: self.light_deck for c in COLOUR_LETTERS}
        self.supply["W"] = 0
        self.lights_on: dict[str, dict[str, int]] = {}
        self.polarized: set[str] = set()
        self.turn_power: dict[str, int] = {}
        self.perm_power: dict[str, int] = {}
        self.accumulated_now: set[str] = set()
        self.used_abilities: set[str] = set()
        self.turn = 1
        self.first = 0
        self.active = 0
        self.step = "start"
        self.step_done = True
        self.queue = Queue()
        self.priority = Priority()
        self.pending: Decision | None = None
        self.resolving = False
        self.batch = TriggerBatch()
        self.result: Outcome | None = None
        self.attack: dict[str, Any] | None = None
        self.reveals = 0
        self.short_turns: list[list[int]] = [[], []]
        """Per seat, the turns in which an offering or an effect found the supply short of a
        colour it asked for (once per turn; the balance report counts them per Codex)."""

    def _choose_codices(self, wanted: Any) -> list[str]:
        known = list(self.catalog.codices)
        by_emissary = {c.emissary: c.id for c in self.catalog.codices.values()}
        wanted = list(wanted or [])
        chosen = []
        for seat in range(2):
            codex = wanted[seat] if seat < len(wanted) else None
            if not codex:
                codex = known[self.rng.randrange(len(known))]
                if self.logging:
                    self.emit(
                        "codex",
                        f"{self.players[seat]} gets the {self.catalog.codices[codex].name} "
                        "Codex, picked from the seed.",
                        seat,
                    )
            else:
                codex = by_emissary.get(codex, codex)
                if codex not in self.catalog.codices:
                    raise SetupError(f"unknown Lux Aeterna Codex '{codex}'; Codices: {', '.join(known)}")
                if self.logging:
                    self.emit(
                        "codex",
                        f"{self.players[seat]} plays the {self.catalog.codices[codex].name} Codex.",
                        seat,
                    )
            chosen.append(codex)
        return chosen

    # ----- the protocol ---------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """Who must decide what now (``None`` once the match is over)."""
        if self.result is not None:
            return None
        if self.pending is not None:
            return self.pending
        holder = self.priority.holder
        if self.queue:
            prompt = f"{self.players[holder]}: respond to the queue or pass"
        else:
            prompt = f"{self.players[holder]}: act in {self.step_label()} or pass"
        return Decision(holder, PRIORITY, prompt)

    @property
    def to_act(self) -> int | None:
        if self.result is not None:
            return None
        if self.pending is not None:
            return self.pending.seat
        return self.priority.holder

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def has_legal_action(self) -> bool:
        return self.result is None

    def random_action(self, rng: Rng) -> Action:
        return legal.random_action(self, rng)

    def _apply(self, action: Action) -> bool:
        return play.apply_action(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        from cardtable.games.lux_aeterna.view_json import view_json

        return view_json(self, seat)

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """The spectator's view and each seat's own part (hand, decision options), from which
        :meth:`view` of that seat takes its strings (read by the simulator's leak check)."""
        from cardtable.games.lux_aeterna.view_json import view_parts

        return view_parts(self)

    def hidden_ids(self, seat: int | None) -> set[str]:
        return self.zones.hidden_ids(seat)

    # ----- reading ----------------------------------------------------------------------------

    def card_def(self, iid: str) -> CardDef:
        return self.catalog.cards[self.card_of[iid]]

    def owner(self, iid: str) -> int:
        if iid in EMISSARY_IDS:
            return EMISSARY_IDS.index(iid)
        return 0 if iid[0] == "a" else 1

    def emissary_def(self, seat: int) -> Emissary:
        return self.catalog.emissaries[self.emissary[seat]]

    def form(self, seat: int) -> Form:
        em = self.catalog.emissaries[self.emissary[seat]]
        return em.connected if self.connected[seat] else em.base

    def moment(self) -> tuple[int | None, str]:
        return self.turn, self.step

    def step_label(self) -> str:
        return flow.STRUCTURE.step(self.step).label

    def on_field(self, iid: str) -> bool:
        where = self.zones.where.get(iid)
        return where is not None and where[1] == "field"

    def units(self, seat: int) -> list[str]:
        cards = self.card_of
        defs = self.catalog.cards
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
                self.finish((1 - seat,), f"{self.players[seat]}'s Soul Zone is empty.", "soul-empty")

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

    def gain(self, seat: int, letters: Sequence[str]) -> list[str]:
        """Lights of the given colours from the supply to ``seat``'s Numen (what it can give)."""
        got = []
        for letter in letters:
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

    def finish(self, winners: tuple[int, ...], reason: str, termination: str) -> None:
        if self.result is None:
            self.result = Outcome(winners, tuple(float(s) for s in self.soul), reason, termination)
            self.pending = None
            if self.logging:
                self.emit("over", reason)

    # ----- snapshots ------------------------------------------------------------------------

    def _payload_to_json(self) -> dict[str, Any]:
        return {
            "zones": self.zones.to_json(),
            "card_of": self.card_of,
            "codex_id": self.codex_id,
            "emissary": self.emissary,
            "connected": self.connected,
            "progress": self.progress,
            "soul": self.soul,
            "numen": self.numen,
            "supply": self.supply,
            "lights_on": self.lights_on,
            "polarized": sorted(self.polarized),
            "turn_power": self.turn_power,
            "perm_power": self.perm_power,
            "accumulated_now": sorted(self.accumulated_now),
            "used_abilities": sorted(self.used_abilities),
            "turn": self.turn,
            "first": self.first,
            "active": self.active,
            "step": self.step,
            "step_done": self.step_done,
            "queue": self.queue.to_json(),
            "priority": self.priority.to_json(),
            "pending": self.pending.to_json() if self.pending else None,
            "resolving": self.resolving,
            "batch": self.batch.to_json(),
            "result": self.result.to_json() if self.result else None,
            "attack": self.attack,
            "reveals": self.reveals,
            "short_turns": self.short_turns,
        }

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        self._blank()
        self.zones.load_json(data["zones"])
        self.card_of = dict(data["card_of"])
        self.codex_id = list(data["codex_id"])
        self.emissary = list(data["emissary"])
        self.connected = [bool(x) for x in data["connected"]]
        self.progress = [int(x) for x in data["progress"]]
        self.soul = [int(x) for x in data["soul"]]
        self.numen = [dict(n) for n in data["numen"]]
        self.supply = dict(data["supply"])
        self.lights_on = {k: dict(v) for k, v in data["lights_on"].items()}
        self.polarized = set(data["polarized"])
        self.turn_power = dict(data["turn_power"])
        self.perm_power = dict(data["perm_power"])
        self.accumulated_now = set(data["accumulated_now"])
        self.used_abilities = set(data["used_abilities"])
        self.turn = int(data["turn"])
        self.first = int(data["first"])
        self.active = int(data["active"])
        self.step = str(data["step"])
        self.step_done = bool(data["step_done"])
        self.queue = Queue.from_json(data["queue"])
        self.priority = Priority.from_json(data["priority"])
        self.pending = Decision.from_json(data["pending"]) if data["pending"] else None
        self.resolving = bool(data["resolving"])
        self.batch = TriggerBatch.from_json(data["batch"])
        self.result = Outcome.from_json(data["result"]) if data["result"] else None
        self.attack = data.get("attack")
        self.reveals = int(data.get("reveals", 0))
        self.short_turns = [[int(t) for t in turns] for turns in data.get("short_turns", [[], []])]

    def copy(self) -> LuxState:
        other = LuxState.__new__(LuxState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        self._share_log_with(other)
        other.history = self.history.copy()
        other.history_actors = list(self.history_actors)
        other.options = dict(self.options)
        other.zones = self.zones.copy()
        other.connected = list(self.connected)
        other.progress = list(self.progress)
        other.soul = list(self.soul)
        other.numen = [dict(n) for n in self.numen]
        other.supply = dict(self.supply)
        other.lights_on = {k: dict(v) for k, v in self.lights_on.items()}
        other.polarized = set(self.polarized)
        other.turn_power = dict(self.turn_power)
        other.perm_power = dict(self.perm_power)
        other.accumulated_now = set(self.accumulated_now)
        other.used_abilities = set(self.used_abilities)
        other.queue = self.queue.copy()
        other.priority = Priority(self.priority.holder, self.priority.passes)
        other.batch = TriggerBatch.from_json(self.batch.to_json())
        other.attack = dict(self.attack) if self.attack else None
        other.short_turns = [list(turns) for turns in self.short_turns]
        return other


def light_deck_of(options: Mapping[str, Any], default: int) -> int:
    """The ``lights`` option (Lights of each colour), checked; ``default`` when it is not set."""
    value = options.get("lights")
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value not in LIGHT_DECKS:
        allowed = ", ".join(str(n) for n in LIGHT_DECKS[:-1]) + f" or {LIGHT_DECKS[-1]}"
        raise SetupError(f"the Light deck holds {allowed} Lights of each colour, not {value!r}")
    return value


def letter_of(colour: str) -> str:
    return COLOUR_LETTER[colour]
