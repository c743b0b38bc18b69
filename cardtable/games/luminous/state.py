"""The Luminous game state: the engine contract plus the helpers effects and the turn use.

Card copies have instance ids ``c1``..``c100`` (tokens ``t1``...); ``ids`` maps an instance id to
its card id. The cards lie in the kernel's zones (``zones``, unindexed: a card is found through its
side), which each ``Side`` names. A Favored is ``F0``/``F1`` (never leaves play). The state is the kernel's
:class:`~cardtable.engine.kernel.table.TableState`: the decision waiting is the kernel's
``Decision`` (``asking``; kinds ``mulligan``, ``priority``, ``order`` (which trigger next),
``assign`` (split combat damage) and ``discard`` (cleanup)), the turn is declared in
:mod:`~cardtable.games.luminous.turn` and moved on by the kernel's ``settle``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.decklists import seat_decks
from cardtable.engine.events import Event
from cardtable.engine.kernel.batches import BatchTable, OrderedBatch
from cardtable.engine.kernel.blocking import Combat
from cardtable.engine.kernel.fields import Field, copy_dict, copy_list, optional
from cardtable.engine.kernel.records import records, seat_records
from cardtable.engine.kernel.zones import ZoneMap
from cardtable.engine.outcome import Outcome
from cardtable.engine.words import Rows
from cardtable.games.luminous import flow, legal, play, trigger_order, triggers, view
from cardtable.games.luminous.actions import CODEC
from cardtable.games.luminous.catalog import CATALOGS
from cardtable.games.luminous.compiled import CardDef, Catalog
from cardtable.games.luminous.deckbuild import LuminousDeckRules
from cardtable.games.luminous.definition import DEFINITIONS, GAME_ID
from cardtable.games.luminous.describe import in_log
from cardtable.games.luminous.things import Pool, Side, Thing

FIELDS = (
    seat_records("sides", Side),
    records("pools", Pool),
    Field("ids", copy_dict, copy_dict, lambda d, st: {str(k): str(v) for k, v in d.items()}),
    Field("batch", lambda b: b.copy(), lambda b: b.to_json(), lambda d, st: OrderedBatch.from_json(d)),
    optional("combat", Combat.to_json, Combat.from_json, Combat.copy),
    Field("choices", copy_dict, copy_dict, lambda d, st: {str(k): str(v) for k, v in d.items()}),
    Field("serials", copy_list, copy_list, lambda d, st: [int(n) for n in d]),
)


MOMENT_STEPS = {"combat": "block/effect step", "damage": "combat damage"}
"""The stages whose words in the table's notes differ from their ids (``moment``)."""


class LuminousState(BatchTable):
    """A match of Luminous: the kernel's table state (the turn is :data:`turn.TURN`, its hooks
    here and in :mod:`flow`) with Luminous' sides, box pools, batch and combat."""

    GAME_ID = GAME_ID
    CODEC = CODEC
    FIELDS = FIELDS
    SHARED = frozenset({"definition"})
    CARRIED = ("definition",)
    """(The kernel then writes the copy out attribute by attribute: copying the attribute
    dictionary would turn the original's attributes, and the copy's, into a plain dictionary,
    slower to read for the rest of the match.)"""
    ZONE_MAP = ZoneMap  # (no index: a card is found through its side)

    catalog: Catalog
    sides: list[Side]
    pools: list[Pool]
    ids: dict[str, str]
    batch: OrderedBatch
    combat: Combat | None
    choices: dict[str, str]
    serials: list[int]
    """The numbers of the next token and the next orb made (``t<n>``, ``o<n>``): one attribute
    for both, read as :attr:`next_token` and :attr:`next_orb` (a state keeps to 29 attributes,
    see the kernel's ``TableState.catalog``)."""

    CATALOGS = CATALOGS
    DECK_RULES = LuminousDeckRules
    DEFINITIONS = DEFINITIONS

    def moment(self) -> tuple[int | None, str]:
        """The turn and the step as the table's notes name it: a Combat Phase's block step and its
        damage apart (playtest20: "Combat ended by itself ... Now Damage" when only the block
        step had ended)."""
        stage = self.stage
        return self.turn, MOMENT_STEPS.get(stage, stage)

    def __init__(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any], *, catalog: Catalog | None = None
    ) -> None:
        """A new match (``catalog``: the card data to play with; default: the data folder's)."""
        super().__init__(players, seed, options, catalog=catalog)
        self.reset_match_fields()
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
        decks = seat_decks(options.get("decks"), list(self.catalog.decks), self.rng, "Luminous deck")
        for seat, (deck_id, _picked) in enumerate(decks):
            if self.logging:
                self.say("deck", f"{self.players[seat]} leads {self.catalog.decks[deck_id].name}.", seat)
            cards = self.catalog.deck_lists[deck_id]
            first = seat * rules.deck_size + 1
            iids = [f"c{n}" for n in range(first, first + len(cards))]
            self.ids.update(zip(iids, cards))
            self.zones.place_all(iids, seat, "deck")
            favored = self.catalog.decks[deck_id].favored
            self.sides.append(
                Side(
                    deck_id,
                    favored,
                    self.catalog.favored[favored].life,
                    self.zones.zones[seat],
                    0 if shared else seat,
                    triggers.favored_heard(self.catalog, favored, seat),
                )
            )
        for side in self.sides:
            self.rng.shuffle(side.deck)
        self.first = self.rng.randrange(2)
        self.active = self.first
        if self.logging:
            self.say("start", f"{self.players[self.first]} is the starting player.", self.first)
        for seat in (self.first, 1 - self.first):
            self.draw(seat, rules.opening_hand, opening=True)
        self.ask("mulligan", self.first)

    def reset_match_fields(self) -> None:
        """The kernel's fields (the match begins with the mulligans) and the empty batch, combat
        and counters."""
        self.start_table("mulligan")
        self.batch = OrderedBatch()
        self.combat = None
        self.choices = {}
        self.serials = [1, 1]

    @property
    def next_token(self) -> int:
        return self.serials[0]

    @next_token.setter
    def next_token(self, number: int) -> None:
        self.serials[0] = number

    @property
    def next_orb(self) -> int:
        return self.serials[1]

    @next_orb.setter
    def next_orb(self, number: int) -> None:
        self.serials[1] = number

    # ----- the protocol -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    random_action = legal.random_action
    """A random legal action that never concedes (the random bot's play): ``random_action(rng)``."""

    play_random = play.play_random
    """Draw a :meth:`random_action` and carry it out unchecked (``play.play_random``: the
    simulator's random seats in the games it does not check fully); returns the action."""

    def _apply(self, action: Action) -> bool:
        return play.ACTIONS.apply(self, action)

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

    # ----- the batch's hooks (the kernel's loop calls them; see flow) ------------------------

    order_matters = trigger_order.order_matters
    """Whether the order of a seat's different waiting triggers can matter (else the oldest
    resolves first without asking)."""
    resolve_pending = flow.resolve_trigger

    @property
    def attacks(self) -> int:
        """Attacks the active player declared this turn."""
        return self.sides[self.active].attacks

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
        return self.definition.catalog.cards[self.ids[iid]]

    def favored_name(self, seat: int) -> str:
        return self.catalog.favored[self.sides[seat].favored].name

    def scores(self) -> tuple[float, ...]:
        return tuple(float(max(0, side.life)) for side in self.sides)

    def finish(self, outcome: Outcome) -> None:
        super().finish(outcome)
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
            self.zones.drawn += 1  # (the table's mark of what was revealed: play.ACTIONS)
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
        if card.listening.others:
            side.refresh_heard()
        if self.logging:
            self.say("arrive", f"{card.name} enters play for {self.players[seat]}.", seat)
        listening, sides = card.listening, self.sides
        if "arrive" in listening.own or "arrive" in side.heard or "arrive" in sides[1 - seat].heard_foe:
            data = {"card": iid, "controller": seat, "type": card.type}
            triggers.offer(self, seat, "arrive", data, iid, listening)
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

    def leave_play(self, seat: int, thing: Thing, where: str, verb: str, rows: Rows | None = None) -> None:
        """Move a card out of play to its owner's ``discard``, ``hand`` or ``void``. A token goes
        back to the box instead. Depart fires for a card put into the discard pile. ``rows``: the
        table before the cards leaving together began to leave (named from it)."""
        side = self.sides[seat]
        said = in_log(self, thing.iid, rows) if self.logging else ""  # told apart while in play
        (side.units if thing.card.type == "unit" else side.relics).remove(thing)
        if thing.card.static is not None:
            side.refresh_statics()
        if thing.card.listening.others:
            side.refresh_heard()
        if self.logging:
            if thing.card.token and where == "hand":  # playtest23-lum: "returns to its owner's hand"
                verb = "goes back to the box (a token returns to no hand)"
            self.say("leave", f"{said} {verb}.", seat)
        combat = self.combat
        if combat is not None:
            # a card that leaves play is a new object if it returns: it is no longer in this combat
            # (the attacker's id is kept behind a mark that no card in play has, to name it)
            if combat.attacker == thing.iid:
                combat.attacker = flow.GONE + thing.iid
            if thing.iid in combat.blockers:
                combat.blockers = ["" if b == thing.iid else b for b in combat.blockers]
        owner = self.sides[thing.owner]
        if thing.card.token:
            self.pools[owner.pool].tokens[thing.card.id] += 1
            return
        getattr(owner, where).append(thing.iid)
        if where == "discard":
            listening, sides = thing.card.listening, self.sides
            if (
                "depart" in listening.own
                or "depart" in sides[seat].heard
                or "depart" in sides[1 - seat].heard_foe
            ):
                data = {"card": thing.iid, "controller": seat}
                triggers.offer(self, seat, "depart", data, thing.iid, listening)
