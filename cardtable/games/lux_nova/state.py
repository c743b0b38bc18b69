"""The state of a game of Lux Nova: the window, hands, deck, scores and whose turn it is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.actions import Action, ActionCodec, History
from cardtable.engine.errors import IllegalActionError, SetupError
from cardtable.engine.outcome import Outcome
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_nova.actions import CELL_CODES, PLACES, ROTATION_CODES, Place
from cardtable.games.lux_nova.areas import Areas
from cardtable.games.lux_nova.catalog import CATALOGS, VARIANTS, Card, Catalog
from cardtable.games.lux_nova.hexgrid import ROTATIONS, Cell
from cardtable.games.lux_nova.result import decide
from cardtable.games.lux_nova.scoring import AreaPart, PlayScore
from cardtable.games.lux_nova.window import Placement, Scored, Window, cell_code, code_cell

CENTRE: Cell = (0, 0)
CENTRE_CODE = cell_code(*CENTRE)
PLAY_TEXT = PLACES + " and scores %s."
"""The log's sentence of a play: :data:`PLACES` and the points, part by part."""


class LuxNovaState(GameState):
    """A match of Lux Nova. Build one with :func:`new_game` or from a scenario."""

    GAME_ID = "lux-nova"
    CODEC = ActionCodec([Place])

    deck: list[str]
    """The draw pile (its last card is drawn next)."""
    turn: int
    """The seat whose turn it is."""
    card_count: int
    """How many cards the match began with."""

    CATALOGS = CATALOGS

    def __init__(
        self,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        *,
        catalog: Catalog | None = None,
        log: bool = True,
    ) -> None:
        super().__init__(players, seed, options, log=log, catalog=catalog)
        self._setup_empty()
        cards = self.catalog.cards
        deck = list(cards)
        self.rng.shuffle(deck)
        self.deck = deck
        centre = deck.pop()
        self.window.place_points(cards[centre], CENTRE_CODE, 0)
        size = self.hand_size
        for hand in self.hands:
            for _ in range(size):
                hand.append(deck.pop())
        if len(self.players) > 1:
            self.turn = self.rng.randrange(len(self.players))
        self.card_count = len(cards)
        if self.logging:
            self._log_setup(centre)

    def _log_setup(self, centre: str) -> None:
        """The setup's events (only built while the log is on)."""
        self.emit(
            "setup",
            (
                "The deck is shuffled and %s is revealed in the centre of the window; it belongs to nobody.",
                centre,
            ),
            data={"card": centre},
        )
        cards = "one card" if self.hand_size == 1 else f"{self.hand_size} cards"
        self.emit("deal", ("Each player draws %s.", cards))
        if self.num_players > 1:
            self.emit("chance", ("Chance picks %s to play first.", self.name(self.turn)), self.turn)

    @classmethod
    def empty(
        cls,
        players: Sequence[str],
        seed: int,
        options: Mapping[str, Any],
        *,
        catalog: Catalog | None = None,
    ) -> LuxNovaState:
        """A state with no card anywhere yet (scenarios fill it in)."""
        state = cls.__new__(cls)
        GameState.__init__(state, players, seed, options, catalog=catalog)
        state._setup_empty()
        return state

    def _setup_empty(self) -> None:
        """Everything but the cards: an empty window, empty hands and deck, no scores."""
        variant = self.options.get("variant", VARIANTS[0])
        if variant not in VARIANTS:
            raise SetupError(f"Lux Nova has no variant '{variant}'; variants: {', '.join(VARIANTS)}")
        self.options["variant"] = variant
        self.history = History(self.history.codes(), self.catalog.decoder, self.catalog.code_json)
        self.variant: str = variant
        self.hand_size: int = self.catalog.hand_size[variant]
        self.window = Window(self.catalog)
        self.hands: list[list[str]] = [[] for _ in self.players]
        self.deck = []
        self.scores: list[int] = [0] * self.num_players
        self.best: list[int] = [0] * self.num_players
        self.plays: list[tuple[int, int]] = []
        """(seat, points) of every play made in this match, in order."""
        self.start_scores: list[int] = [0] * self.num_players
        """The scores before the first play (not zero only in a scenario)."""
        self._last: PlayScore | None = None
        self._last_play: tuple[Card, int, int, int, Areas | None, int] | None = None
        """The last play (card, cell integer, rotation, seat, the areas before it while the log is on,
        points), spelled out into ``last`` on demand (without the areas, from a rebuilt window)."""
        self.turn = 0
        self.card_count = 0
        self._outcome: Outcome | None = None

    # ----- the protocol ------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self._outcome is not None else self.turn

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def has_legal_action(self) -> bool:
        # The grid has no border, so an open cell always exists: a card in hand is enough.
        return self._outcome is None and bool(self.hands[self.turn])

    def legal_actions(self) -> list[Action]:
        if self._outcome is not None:
            return []
        cells = self.legal_cells()
        actions: list[Action] = []
        for card_id in self.hands[self.turn]:
            rotations = self.catalog.cards[card_id].rotations
            actions.extend(Place(card_id, q, r, rot) for q, r in cells for rot in rotations)
        return actions

    def random_action(self, rng: Rng) -> Place:
        """A uniformly random legal action, without listing them all."""
        card, cell, rotation = self._random_pick(rng)
        q, r = code_cell(cell)
        return Place(card.id, q, r, rotation)

    def _apply(self, action: Action) -> bool:
        if not isinstance(action, Place):
            raise IllegalActionError(f"not a Lux Nova action: {action!r}", action)
        seat = self.turn
        q, r = action.q, action.r
        code = (
            cell_code(q, r) if type(q) is int and type(r) is int and -512 < q < 512 and -512 < r < 512 else -1
        )
        card = self._check(action, seat, code)
        return self._play(seat, card, code, q, r, action.rotation)

    # ----- integer actions ---------------------------------------------------------------------

    def encode(self, action: Action) -> int:
        """``(card number * CELL_CODES + cell integer) * 6 + rotation`` (see actions.py)."""
        if not isinstance(action, Place):
            raise IllegalActionError(f"not a Lux Nova action: {action!r}", action)
        number = self.catalog.numbers.get(action.card)
        if number is None or not (
            type(action.q) is int
            and type(action.r) is int
            and -512 < action.q < 512
            and -512 < action.r < 512
            and type(action.rotation) is int
            and 0 <= action.rotation < ROTATIONS
        ):
            raise IllegalActionError(f"{action} has no code", action)
        return (number * CELL_CODES + cell_code(action.q, action.r)) * ROTATION_CODES + action.rotation

    def decode(self, code: int) -> Place:
        try:
            return self.history._decode(code)  # the catalog's decoder, shared with the history
        except (IndexError, TypeError, ValueError):
            raise IllegalActionError(f"{code!r} is not the code of a Lux Nova action") from None

    def random_code(self, rng: Rng) -> int:
        """:meth:`random_action` as a code (the same random draws, so the same games)."""
        card, cell, rotation = self._random_pick(rng)
        return (self.catalog.numbers[card.id] * CELL_CODES + cell) * ROTATION_CODES + rotation

    def _random_pick(self, rng: Rng) -> tuple[Card, int, int]:
        """What a random seat draws: a card of its hand, then an open cell (integer) and one of the
        card's rotations together (only legal plays). The one place for these draws."""
        hand = self.hands[self.turn]
        card = self.catalog.cards[hand[0] if len(hand) == 1 else hand[rng.randrange(len(hand))]]
        frontier = self.window.frontier_codes
        rotations = card.rotations
        count = len(rotations)
        cell, turn = divmod(rng.randrange(len(frontier) * count), count)
        return card, frontier[cell], rotations[turn]

    def play_random(self, rng: Rng) -> int:
        """The simulator's random seat in a game that is not fully checked: draw what
        :meth:`random_code` draws (a card of the hand, an open cell and one of the card's
        rotations: only legal plays) and carry it out as :meth:`apply_code` would, without
        checking it again. Records the code and returns it. (Every fully checked game of a
        simulation, and tests/lux_nova/test_action_codes.py, play the same draws through
        :meth:`apply_code`.)"""
        if self.logging:  # the events are built by the checked path
            code = self.random_code(rng)
            self.apply_code(code)
            return code
        seat = self.turn
        card, cell, rotation = self._random_pick(rng)
        drawn = self._settle(
            seat, card, cell, rotation, self.window.place_points(card, cell, rotation), None, ()
        )
        code = (self.catalog.numbers[card.id] * CELL_CODES + cell) * ROTATION_CODES + rotation
        draws = self.rng.draws  # a play draws nothing from the game's generator
        self.record(code, seat, drawn, draws)
        return code

    def apply_code(self, code: int) -> None:
        """Apply the placement of ``code`` without building its action value (checked like
        :meth:`apply`: anything doubtful goes through it, for the error message)."""
        if self._outcome is None and type(code) is int and code >= 0:
            rest, rotation = divmod(code, ROTATION_CODES)
            number, cell = divmod(rest, CELL_CODES)
            order = self.catalog.order
            seat = self.turn
            if (
                number < len(order)
                and cell in self.window.frontier_index
                and order[number] in self.hands[seat]
            ):
                q, r = code_cell(cell)
                draws_before = self.rng.draws
                drawn = self._play(seat, self.catalog.cards[order[number]], cell, q, r, rotation)
                self.record(code, seat, drawn, draws_before)
                return
        # ignore: a code that is not an int (despite the annotation) goes to apply() for its readable error
        self.apply(self.decode(code) if type(code) is int else code)  # type: ignore[arg-type]

    def _play(self, seat: int, card: Card, code: int, q: int, r: int, rotation: int) -> bool:
        """Carry out a checked placement. Returns True if a card was drawn."""
        before = self.window.areas.copy() if self.logging else None  # two short list copies
        scored = self.window.place_code(card, code, q, r, rotation)
        points = 0
        for _part, part_points in scored:
            points += part_points
        return self._settle(seat, card, code, rotation, points, before, scored)

    def _settle(
        self,
        seat: int,
        card: Card,
        code: int,
        rotation: int,
        points: int,
        before: Areas | None,
        scored: Scored,
    ) -> bool:
        """What follows a placement already on the window (``points``: what it scored; ``before``
        and ``scored``: the areas before it and its points per part, read only while the log is
        on): the card leaves the hand, the score and best play grow, the hand is refilled from the
        deck and the turn passes. Returns True if a card was drawn. The one place for these rules,
        for the checked path (:meth:`_play`) and the simulator's (:meth:`play_random`)."""
        hand = self.hands[seat]
        hand.remove(card.id)
        if points:
            self.scores[seat] += points
            if points > self.best[seat]:
                self.best[seat] = points
        self.plays.append((seat, points))
        self._last = None
        self._last_play = (card, code, rotation, seat, before, points)
        logging = self.logging
        if logging:
            q, r = code_cell(code)
            self._log_play(card, q, r, rotation, seat, points, scored)
        drawn = False
        deck = self.deck
        if deck and len(hand) < self.hand_size:
            while deck and len(hand) < self.hand_size:
                card_id = deck.pop()
                hand.append(card_id)
                drawn = True
                if logging:
                    name = self.players[seat]
                    self.emit(
                        "draw",
                        ("%s draws %s.", name, card_id),
                        seat,
                        private_to=seat,
                        public_text=f"{name} draws a card.",
                    )
        hands = self.hands
        following = seat + 1 if seat + 1 < len(hands) else 0
        if hands[following]:  # the usual case: the next seat still holds a card
            self.turn = following
        else:
            self._advance(seat)
        return drawn

    def _log_play(
        self, card: Card, q: int, r: int, rotation: int, seat: int, points: int, scored: Scored
    ) -> None:
        """The event of a play (only built while the log is on; its sentence rendered when read)."""
        if points:
            parts = card.parts
            detail = ", ".join(f"{parts[part].colour} {part_points}" for part, part_points in scored)
            summary = f"{points} ({detail})"
        else:
            summary = "0"
        self.emit(
            "play",
            (PLAY_TEXT, self.players[seat], card.id, q, r, rotation * 60, summary),
            seat,
            data={"card": card.id, "q": q, "r": r, "rotation": rotation, "score": points},
        )

    def _check(self, action: Place, seat: int, code: int) -> Card:
        """The card of a legal placement (``code``: its cell integer, -1 if off any board);
        raises IllegalActionError (nothing changed) if not."""
        rotation = action.rotation
        if type(rotation) is not int or not 0 <= rotation < ROTATIONS:
            raise IllegalActionError(
                f"the rotation must be 0 to 5 (steps of 60° clockwise), not {action.rotation}", action
            )
        card = self.catalog.cards.get(action.card)
        if card is None:
            raise IllegalActionError(f"there is no card {action.card} in Lux Nova", action)
        if action.card not in self.hands[seat]:
            raise IllegalActionError(f"{action.card} is not in {self.players[seat]}'s hand", action)
        if code not in self.window.frontier_index:
            placed = self.window.at((action.q, action.r)) if code >= 0 else None
            if placed is not None:
                raise IllegalActionError(
                    f"that cell is taken: {placed.card} is at ({action.q},{action.r})", action
                )
            raise IllegalActionError(
                f"({action.q},{action.r}) shares no edge with a card on the table", action
            )
        return card

    def _advance(self, seat: int) -> None:
        """Pass the turn to the next seat holding a card, or end the game."""
        count = self.num_players
        hands = self.hands
        for step in range(1, count + 1):
            other = (seat + step) % count
            if hands[other]:
                self.turn = other
                return
        self._finish()

    def _finish(self, *, announce: bool = True) -> None:
        self._outcome = decide(self.players, self.scores, self.best)
        if announce:
            self.emit("end", ("The last card is played. %s", self._outcome.reason))

    def apply_as(self, seat: int, action: Action) -> list[Any]:
        """Apply ``action`` on behalf of ``seat``: refused with "not your turn" if another seat is
        to act (for screens that let any seat try to act)."""
        actor = self.to_act
        if actor is not None and seat != actor:
            raise IllegalActionError(
                f"it is {self.players[actor]}'s turn, not {self.players[seat]}'s", action
            )
        return self.apply(action)

    # ----- views -------------------------------------------------------------------------------

    @property
    def last(self) -> PlayScore | None:
        """The last play with its breakdown, or ``None`` before the first play."""
        if self._last is None and self._last_play is not None:
            card, cell, rotation, seat, before, _points = self._last_play
            window = self.window.without_last() if before is None else self.window.as_before_last(before)
            self._last = window.breakdown(card, code_cell(cell), rotation, seat)
        return self._last

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know. ``board``: [card, q, r, rotation] in play order (the centre
        card first); ``last``: [seat, points] of the last play, which is the last board entry
        (``None`` before the first play); ``turn``: the seat to act (``None`` when over)."""
        return {
            "seat": seat,
            "turn": self.to_act,
            "variant": self.variant,
            "hand": self.hands[seat][:] if seat is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "board": self.window.board[:],
            "scores": self.scores[:],
            "best": self.best[:],
            "last": self._last_points(),
        }

    def _last_points(self) -> list[int | None] | None:
        """[seat, points] of the last play (what views show), or ``None`` before the first play."""
        play = self._last_play
        if play is not None:
            return [play[3], play[5]]
        last = self._last  # a snapshot's or a scenario's last play (no play made since)
        return None if last is None else [last.seat, last.total]

    def view_parts(self) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """The spectator's view and each seat's own part (``{"seat", "hand"}``): ``view(seat)`` is
        the spectator's view with those two keys replaced, so it holds exactly the strings of the
        two parts. The simulator's leak check serialises the public part once for every seat
        (``engine/invariants.py: leak_problems``)."""
        return self.view(None), {
            seat: {"seat": seat, "hand": hand[:]} for seat, hand in enumerate(self.hands)
        }

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden = set(self.deck)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return hidden

    # ----- the screen's API --------------------------------------------------------------------

    def board(self) -> dict[Cell, tuple[str, int]]:
        """Every placed card: cell -> (card id, rotation)."""
        return {p.cell: (p.card, p.rotation) for p in self.window.placements}

    def placements(self) -> list[Placement]:
        """Placed cards in the order they were placed (the centre card first)."""
        return self.window.placements

    def legal_cells(self) -> list[Cell]:
        """Every empty cell that shares an edge with a placed card, sorted."""
        return sorted(self.window.frontier)

    def rotations(self, card_id: str) -> tuple[int, ...]:
        """The rotations of a card that look different from each other."""
        return self._card(card_id).rotations

    def preview(self, card_id: str, q: int, r: int, rotation: int) -> PlayScore:
        """What placing ``card_id`` at (q, r) turned ``rotation`` would score, part by part,
        without changing anything. Raises IllegalActionError for an impossible placement (the
        card need not be in the acting player's hand)."""
        card = self._card(card_id)
        if rotation not in range(ROTATIONS):
            raise IllegalActionError(f"the rotation must be 0 to 5, not {rotation}")
        cell = (q, r)
        if self.window.at(cell) is not None:
            raise IllegalActionError("that cell is taken")
        if not self.window.is_open(cell):
            raise IllegalActionError(f"({q},{r}) shares no edge with a card on the table")
        return self.window.breakdown(card, cell, rotation)

    def area(self, q: int, r: int, part: int) -> frozenset[AreaPart]:
        """The area holding ``part`` of the card at (q, r): every (q, r, part) in it."""
        placed = self.window.at((q, r))
        if placed is None:
            raise KeyError(f"no card at ({q},{r})")
        if not 0 <= part < len(self.catalog.cards[placed.card].parts):
            raise KeyError(f"{placed.card} has no part {part}")
        return self.window.area((q, r), part)

    def hand(self, seat: int) -> tuple[str, ...]:
        """The cards in a seat's hand (show only to that seat)."""
        return tuple(self.hands[seat])

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    def _card(self, card_id: str) -> Card:
        card = self.catalog.cards.get(card_id)
        if card is None:
            raise IllegalActionError(f"there is no card {card_id} in Lux Nova")
        return card

    # ----- copies and snapshots ----------------------------------------------------------------

    def copy(self) -> LuxNovaState:
        """An independent copy, much cheaper than a deep copy (cards and events are immutable)."""
        other = LuxNovaState.__new__(LuxNovaState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = self.rng.copy()
        self._share_log_with(other)
        other.history = self.history.copy()
        other.history_actors = self.history_actors[:]
        other.window = self.window.copy()
        other.hands = [h[:] for h in self.hands]
        other.deck = self.deck[:]
        other.scores = self.scores[:]
        other.best = self.best[:]
        other.plays = self.plays[:]
        return other

    def _payload_to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "board": [list(entry) for entry in self.window.board],
            "hands": [h[:] for h in self.hands],
            "deck": self.deck[:],
            "scores": self.scores[:],
            "best": self.best[:],
            "plays": [list(p) for p in self.plays],
            "start_scores": self.start_scores[:],
            "last": None if self.last is None else self.last.to_json(),
            "turn": self.turn,
            "card_count": self.card_count,
        }

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        self._setup_empty()
        for card_id, q, r, rotation in data["board"]:
            self.window.place_fast(self.catalog.cards[card_id], (int(q), int(r)), int(rotation))
        self.hands = [list(h) for h in data["hands"]]
        self.deck = list(data["deck"])
        self.scores = [int(s) for s in data["scores"]]
        self.best = [int(b) for b in data["best"]]
        self.plays = [(int(s), int(p)) for s, p in data["plays"]]
        self.start_scores = [int(s) for s in data["start_scores"]]
        if data["last"] is not None:
            self._last = PlayScore.from_json(data["last"])
        self.turn = int(data["turn"])
        self.card_count = int(data["card_count"])
        if not self.deck and not any(self.hands):
            self._finish(announce=False)


def new_game(
    players: Sequence[str], seed: int, options: Mapping[str, Any], *, log: bool = True
) -> LuxNovaState:
    """A fresh match: shuffled deck, centre card, hands dealt, first player drawn at random
    (``log=False``: with the event log off, no setup event built)."""
    return LuxNovaState(players, seed, options, log=log)
