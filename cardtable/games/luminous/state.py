"""The Luminous game state: the engine contract plus the helpers effects and the turn use.

Card copies have instance ids ``c1``..``c100`` (tokens ``t1``...); ``ids`` maps an instance id to
its card id. A Favored is ``F0``/``F1`` (never leaves play). The current decision is ``waiting``:
``(kind, seat)`` with kind ``mulligan``, ``priority``, ``order`` (which trigger next), ``assign``
(split combat damage) or ``discard`` (cleanup); ``decision`` gives the kernel's value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.decklists import seat_deck_ids as deck_ids
from cardtable.engine.errors import SetupError
from cardtable.engine.events import Event
from cardtable.engine.kernel.batches import OrderedBatch
from cardtable.engine.kernel.blocking import Combat
from cardtable.engine.kernel.decision import Decision
from cardtable.engine.kernel.priority import Priority
from cardtable.engine.outcome import Outcome
from cardtable.engine.state import GameState
from cardtable.games.luminous import effects, flow, legal, play, view
from cardtable.games.luminous.actions import CODEC
from cardtable.games.luminous.catalog import CATALOGS
from cardtable.games.luminous.compiled import CardDef, Catalog
from cardtable.games.luminous.deckbuild import with_inline_decks
from cardtable.games.luminous.things import Pool, Side, Thing

GAME_ID = "luminous"
MULLIGAN, MAIN, OVER = "mulligan", "main", "over"
PROMPTS = {
    "mulligan": "choose cards to put on the bottom of the deck (or keep)",
    "priority": "act or pass",
    "order": "choose which of your triggers resolves next",
    "assign": "split the attacker's damage among the blockers",
    "discard": "discard down to six cards",
}


class LuminousState(GameState):
    """A match of Luminous."""

    GAME_ID = GAME_ID
    CODEC = CODEC

    catalog: Catalog
    sides: list[Side]
    pools: list[Pool]
    ids: dict[str, str]
    turn: int
    active: int
    first: int
    stage: str
    waiting: tuple[str, int]
    priority: Priority
    batch: OrderedBatch
    combat: Combat | None
    after: tuple[Any, ...] | None
    attacks: int
    choices: dict[str, str]
    result: Outcome | None
    next_token: int
    next_orb: int

    CATALOGS = CATALOGS

    @classmethod
    def match_catalog(cls, catalog: Any, options: Mapping[str, Any]) -> Any:
        """The catalog with the players' own decks that the options write out in full."""
        return with_inline_decks(catalog, options.get("decks"))

    def moment(self) -> tuple[int | None, str]:
        return self.turn, self.stage

    def __init__(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any], *, catalog: Catalog | None = None
    ) -> None:
        super().__init__(players, seed, options, catalog=catalog)
        rules = self.catalog.rules
        shared = bool(options.get("shared_box", False)) or options.get("variant") == "shared-box"
        self.options["shared_box"] = shared
        box = rules.box
        self.pools = [
            Pool({c: box.orbs_per_colour for c in self.catalog.colours}, box.blooms, dict(box.tokens))
            for _ in range(1 if shared else 2)
        ]
        self.ids = {}
        self.sides = []
        self.turn = 0
        self._reset_match_fields()
        for seat, deck_id in enumerate(self._choose_decks(deck_ids(options.get("decks")))):
            cards = self.catalog.deck_lists[deck_id]
            first = seat * rules.deck_size + 1
            iids = [f"c{n}" for n in range(first, first + len(cards))]
            self.ids.update(zip(iids, cards))
            favored = self.catalog.decks[deck_id].favored
            self.sides.append(
                Side(deck_id, favored, self.catalog.favored[favored].life, iids, 0 if shared else seat)
            )
        for side in self.sides:
            self.rng.shuffle(side.deck)
        self.first = self.rng.randrange(2)
        self.active = self.first
        if self.logging:
            self.say("start", f"{self.players[self.first]} is the starting player.", self.first)
        for seat in (self.first, 1 - self.first):
            self.draw(seat, rules.opening_hand, opening=True)
        self.waiting = ("mulligan", self.first)

    def _reset_match_fields(self) -> None:
        self.active = self.first = 0
        self.stage = MULLIGAN
        self.waiting = ("mulligan", 0)
        self.priority = Priority()
        self.batch = OrderedBatch()
        self.combat = None
        self.after = None
        self.attacks = 0
        self.choices = {}
        self.result = None
        self.next_token = 1
        self.next_orb = 1

    def _choose_decks(self, wanted: Any) -> list[str]:
        known = list(self.catalog.decks)
        wanted = list(wanted) if isinstance(wanted, (list, tuple)) else []
        chosen = []
        for seat in range(2):
            deck = wanted[seat] if seat < len(wanted) else None
            if not deck:
                deck = known[self.rng.randrange(len(known))]
            elif deck not in self.catalog.decks:
                raise SetupError(f"unknown Luminous deck '{deck}'; decks: {', '.join(known)}")
            if self.logging:
                self.say("deck", f"{self.players[seat]} leads {self.catalog.decks[deck].name}.", seat)
            chosen.append(deck)
        return chosen

    # ----- the protocol -----------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.waiting[1]

    @property
    def decision(self) -> Decision | None:
        """The kernel's value for what the game waits for (``None`` once the match is over)."""
        if self.result is not None:
            return None
        kind, seat = self.waiting
        return Decision(seat, kind, PROMPTS[kind])

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

    random_action = legal.random_action
    """A random legal action that never concedes (the random bot's play): ``random_action(rng)``."""

    play_random = play.play_random
    """Draw a :meth:`random_action` and carry it out unchecked (``play.play_random``: the
    simulator's random seats in the games it does not check fully); returns the action."""

    def _apply(self, action: Action) -> bool:
        return play.apply_action(self, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    hidden_id_finder = re.compile(r'"(c\d+)"')
    """Finds ``"id"`` for every id :meth:`hidden_ids` can return (cards in decks and hands: card
    ids are ``c<n>``, tokens never leave play): the leak check reads the views through it
    (engine/invariants.py, ``leak_problems``)."""

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """The public view and each seat's own part (its hand), from which :meth:`view` builds
        every seat's view; the simulator's leak check reads these (engine/invariants.py)."""
        return view.view_parts(self)

    def hidden_ids(self, seat: int | None) -> set[str]:
        """Both decks and the other seat's hand (both hands for a spectator)."""
        first, second = self.sides
        if seat == 0:
            return {*first.deck, *second.deck, *second.hand}
        if seat == 1:
            return {*first.deck, *second.deck, *first.hand}
        return {*first.deck, *second.deck, *first.hand, *second.hand}

    # ----- helpers ----------------------------------------------------------------------------

    def say(
        self,
        kind: str,
        text: str,
        seat: int | None = None,
        private_to: int | None = None,
        public_text: str | None = None,
    ) -> None:
        if self.logging:
            self.log_event_value(Event(kind, text, seat, {"turn": self.turn}, private_to, public_text))

    @property
    def box_tokens(self) -> int:
        """How many tokens one box holds in all."""
        return sum(self.catalog.rules.box.tokens.values())

    def card_def(self, iid: str) -> CardDef:
        return self.catalog.cards[self.ids[iid]]

    def favored_name(self, seat: int) -> str:
        return self.catalog.favored[self.sides[seat].favored].name

    def scores(self) -> tuple[float, ...]:
        return tuple(float(max(0, side.life)) for side in self.sides)

    def finish(self, outcome: Outcome) -> None:
        self.result = outcome
        self.stage = OVER
        if self.logging:
            self.say("over", outcome.reason)

    def draw(self, seat: int, count: int, opening: bool = False) -> None:
        """Draw ``count`` cards; drawing from an empty deck follows the deck-out ruling."""
        side = self.sides[seat]
        for _ in range(count):
            if self.result is not None:
                return
            if not side.deck:
                flow.deck_out(self, seat)
                continue
            iid = side.deck.pop()
            side.hand.append(iid)
            if not opening and self.logging:
                name = self.card_def(iid).name
                self.say(
                    "draw",
                    f"{self.players[seat]} draws {name}.",
                    seat,
                    private_to=seat,
                    public_text=f"{self.players[seat]} draws a card.",
                )

    def enter_play(self, seat: int, iid: str) -> Thing:
        """Put a unit or relic into play and fire Arrive (and a Favored's relic trigger)."""
        card = self.card_def(iid)
        thing = Thing(iid, card, seat, self.turn)
        side = self.sides[seat]
        (side.units if card.type == "unit" else side.relics).append(thing)
        if card.static is not None:
            side.refresh_statics()
        if self.logging:
            self.say("arrive", f"{card.name} enters play for {self.players[seat]}.", seat)
        if "arrive" in card.whens:
            effects.fire(self, seat, iid, card.triggers, "arrive")
        if card.type == "relic":
            effects.fire_side(self, seat, "ally_relic_arrive", 0, iid)
        return thing

    def make_token(self, seat: int, card_id: str) -> None:
        pool = self.pools[self.sides[seat].pool]
        if pool.tokens.get(card_id, 0) <= 0:
            if self.logging:
                self.say("token", f"No {self.catalog.cards[card_id].name} token is left in the box.", seat)
            return
        pool.tokens[card_id] -= 1
        iid = f"t{self.next_token}"
        self.next_token += 1
        self.ids[iid] = card_id
        self.enter_play(seat, iid)

    def add_bloom(self, seat: int) -> bool:
        pool = self.pools[self.sides[seat].pool]
        if pool.blooms <= 0:
            if self.logging:
                self.say("bloom", "No Luminous Bloom is left in the box.", seat)
            return False
        pool.blooms -= 1
        self.sides[seat].blooms += 1
        if self.logging:
            self.say("bloom", f"{self.players[seat]} plays a Luminous Bloom.", seat)
        return True

    def leave_play(self, seat: int, thing: Thing, where: str, verb: str) -> None:
        """Move a card out of play to its owner's ``discard``, ``hand`` or ``void``. A token goes
        back to the box instead. Depart fires for a card put into the discard pile."""
        side = self.sides[seat]
        (side.units if thing.card.type == "unit" else side.relics).remove(thing)
        if thing.card.static is not None:
            side.refresh_statics()
        if self.logging:
            self.say("leave", f"{thing.card.name} {verb}.", seat)
        combat = self.combat
        if combat is not None:
            # a card that leaves play is a new object if it returns: it is no longer in this combat
            if combat.attacker == thing.iid:
                combat.attacker = ""
            if thing.iid in combat.blockers:
                combat.blockers = ["" if b == thing.iid else b for b in combat.blockers]
        owner = self.sides[thing.owner]
        if thing.card.token:
            self.pools[owner.pool].tokens[thing.card.id] += 1
            return
        getattr(owner, where).append(thing.iid)
        if where == "discard" and "depart" in thing.card.whens:
            effects.fire(self, seat, thing.iid, thing.card.triggers, "depart")

    # ----- copies and snapshots -----------------------------------------------------------

    def copy(self) -> LuminousState:
        other = LuminousState.__new__(LuminousState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = self.rng.copy()
        self._share_log_with(other)
        other.history = self.history.copy()
        other.history_actors = list(self.history_actors)
        other.sides = [side.copy() for side in self.sides]
        other.pools = [pool.copy() for pool in self.pools]
        other.ids = dict(self.ids)
        other.priority = Priority(self.priority.holder, self.priority.passes)
        other.batch = self.batch.copy()
        other.combat = None if self.combat is None else Combat.from_json(self.combat.to_json())
        other.choices = dict(self.choices)
        return other

    def _payload_to_json(self) -> dict[str, Any]:
        return {
            "sides": [side.to_json() for side in self.sides],
            "pools": [p.to_json() for p in self.pools],
            "ids": dict(self.ids),
            "turn": self.turn,
            "active": self.active,
            "first": self.first,
            "stage": self.stage,
            "waiting": list(self.waiting),
            "priority": self.priority.to_json(),
            "batch": self.batch.to_json(),
            "combat": None if self.combat is None else self.combat.to_json(),
            "after": None if self.after is None else list(self.after),
            "attacks": self.attacks,
            "choices": dict(self.choices),
            "result": None if self.result is None else self.result.to_json(),
            "next_token": self.next_token,
            "next_orb": self.next_orb,
        }

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        cards = self.catalog.cards
        self.sides = [Side.from_json(s, cards) for s in data["sides"]]
        self.pools = [Pool.from_json(p) for p in data["pools"]]
        self.ids = {str(k): str(v) for k, v in data["ids"].items()}
        self.turn, self.active, self.first = int(data["turn"]), int(data["active"]), int(data["first"])
        self.stage = str(data["stage"])
        self.waiting = (str(data["waiting"][0]), int(data["waiting"][1]))
        self.priority = Priority.from_json(data["priority"])
        self.batch = OrderedBatch.from_json(data["batch"])
        self.combat = None if data["combat"] is None else Combat.from_json(data["combat"])
        after = data["after"]
        self.after = None if after is None else tuple(after)
        self.attacks = int(data["attacks"])
        self.choices = {str(k): str(v) for k, v in data["choices"].items()}
        self.result = None if data["result"] is None else Outcome.from_json(data["result"])
        self.next_token, self.next_orb = int(data["next_token"]), int(data["next_orb"])
