"""Computer seats: greedy (one action ahead, a combat played out as if nobody answers) and
strong (also asks how the defender would best block an attack, keeps fast cards for the
opponent's turn and does not throw units into bad blocks).

Both judge positions with :func:`evaluate`, which reads only what the seat may know (its own
hand, the opponent's hand size, the public table), and look ahead only on a determinised copy
(:func:`determinise`): the cards the seat cannot see are dealt again at random, so a trial never
peeks at the opponent's hand or the order of a deck.
"""

from __future__ import annotations

import dataclasses
from itertools import chain, combinations, islice

from cardtable.engine import lookahead
from cardtable.engine.actions import Action
from cardtable.engine.bots import top_scored
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.lookahead import play_through
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.luminous import rules, stats
from cardtable.games.luminous.actions import Activate, Attack, Block, Mulligan, Pivot, Play, PlayOrb
from cardtable.games.luminous.bots_plan import HOLD, kept_value, off_turn_extra
from cardtable.games.luminous.legal import eligible_blockers
from cardtable.games.luminous.paying import careful_payment
from cardtable.games.luminous.preview import cost_of
from cardtable.games.luminous.state import LuminousState

WIN = 10_000.0
HAND_CARD = 1.1
"""What :func:`_side_value` counts for each card in hand."""
CAREFUL_EXPOSURE = 1.0
"""How much the careful evaluation minds the damage threatened past its ready blockers."""
FLYER = frozenset({"flight"})
"""An attacker's keywords that only some units may block (``rules.may_block``)."""
LETHAL_NOW = WIN / 4
"""What the careful evaluation takes off a position in the opponent's turn where the attacks
still to come this turn could kill past the blockers left ready: nearly a loss (the opponent
may not see it, and a block still to come can kill an attacker first)."""


def _side_value(st: LuminousState, seat: int, careful: bool = False) -> float:
    """``careful``: only what lasts past the turn counts, a unit's damage and its changes until
    the end of the turn not (damage heals, a boost ends: what matters is whether a unit died or
    a blow landed, and a combat is settled before a position is judged). Otherwise a ping that
    kills nothing looks worth its damage, and every action that keeps the turn going looks
    better than a pass that lets the boosts of the turn end (playtest22: Vortex Cannister pings)."""
    side = st.sides[seat]
    value = 0.0
    for unit in side.units:
        attack, health = stats.attack(side, unit), stats.health(side, unit)
        keywords = stats.keywords(side, unit)
        if careful:
            attack, health, keywords = max(0, attack - unit.tatk), health - unit.thp, keywords - unit.tkw
        else:
            health -= unit.damage
        value += 1.6 * attack + 1.0 * health + 1.0
        value += 0.8 * len(keywords)
    for relic in side.relics:
        value += (
            1.5
            + 0.7 * relic.durability
            + (2.0 if relic.card.static else 0.0)
            + 0.8 * len(relic.card.abilities)
        )
    value += 1.4 * min(len(side.orbs), 6) + 0.8 * side.blooms
    value += HAND_CARD * len(side.hand)
    return value


def exposure(st: LuminousState, seat: int) -> float:
    """Roughly how much damage the opponent's units threaten on their next turn past ``seat``'s
    units that are still ready to block (units stay expended until their own Start phase)."""
    me, foe = st.sides[seat], st.sides[1 - seat]
    threat = sorted((stats.attack(foe, u) for u in foe.units), reverse=True)
    guards = sum(1 for u in me.units if not u.expended) if st.active == seat else len(me.units)
    return float(sum(threat[guards:]))


def threatened_now(st: LuminousState, seat: int) -> int:
    """In the opponent's turn: the damage its units still able to attack this turn could deal
    past ``seat``'s units still ready to block (a blocker stays expended to the end of the turn).
    Each attack is blocked or not on its own: the biggest attackers first, each by a ready unit
    that may block it (Flight), the one least needed elsewhere."""
    if st.active == seat:
        return 0
    me, foe, turn = st.sides[seat], st.sides[1 - seat], st.turn
    attackers = sorted(
        (
            (stats.attack(foe, u), stats.keywords(foe, u))
            for u in foe.units
            if stats.can_expend_now(foe, u, turn)
        ),
        key=lambda attacker: -attacker[0],
    )
    guards = [stats.keywords(me, u) for u in me.units if not u.expended]
    past = 0
    for power, keywords in attackers:
        able = [guard for guard in guards if rules.may_block(keywords, guard)]
        if able:
            guards.remove(min(able, key=lambda guard: rules.may_block(FLYER, guard)))
        else:
            past += power
    return past


def evaluate(st: LuminousState, seat: int, careful: bool = False) -> float:
    """How good the position is for ``seat`` (higher is better); ``careful`` also counts the
    damage the opponent threatens past the units left ready to block, and only what lasts past
    the turn on units (:func:`_side_value`: a ping that kills nothing is worth nothing)."""
    if st.result is not None:
        winners = st.result.winners
        return WIN if seat in winners else (-WIN if winners else 0.0)
    me, foe = st.sides[seat], st.sides[1 - seat]
    life = 1.2 * me.life - 1.5 * foe.life
    if foe.life <= 5:
        life += 4.0 * (6 - foe.life)
    if me.life <= 5:
        life -= 3.0 * (6 - me.life)
    value = life + _side_value(st, seat, careful) - _side_value(st, 1 - seat, careful)
    if careful:
        value -= CAREFUL_EXPOSURE * exposure(st, seat)
        if me.life <= threatened_now(st, seat):  # playtest24-lum: a double block at 1 life
            value -= LETHAL_NOW
    return value


def determinise(st: LuminousState, seat: int, rng: Rng) -> LuminousState:
    """A copy of ``st`` for ``seat`` to look ahead on without peeking: every card it cannot see is
    dealt again at random from what it may know. The opponent's hand and deck are shuffled
    together and dealt back to the same sizes (the unseen cards are exactly the opponent's deck
    list minus its public cards), ``seat``'s own deck is shuffled, and the game's random source
    is reseeded, so neither a draw nor a random target in a trial shows what will really come
    (the kernel's redeal, in order: the deal depends on what is known, not on where)."""
    world = st.copy()
    world.set_logging(False)
    world.zones.redeal(seat, rng, in_order=True)
    world.rng = Rng(rng.next_u64())
    return world


def settle_combat(st: LuminousState, limit: int = 12) -> LuminousState:
    """Play a pending combat (and trigger orders) out on ``st`` with everyone passing and the
    first offered choice, so the damage shows in the evaluation."""
    play_through(st, _passing, _combat_over, limit)
    return st


def _combat_over(st: LuminousState) -> bool:
    return st.result is not None or (st.combat is None and st.asking.kind not in ("order", "assign"))


def _passing(st: LuminousState) -> Action | None:
    """A pass, the computer's damage split or the first trigger; ``None`` for another decision."""
    kind = st.asking.kind
    if kind == "priority":
        return Pass()
    if kind == "assign":
        return _best_split(st)
    return st.legal_actions()[0] if kind == "order" else None


def suggested_split(st: LuminousState) -> tuple[int, ...]:
    """The split of the attacker's damage the computer would choose (``_best_split``)."""
    return tuple(_best_split(st).damage)  # type: ignore[attr-defined]


def _best_split(st: LuminousState) -> Action:
    """The attacker's damage among its blockers as a player usually wants it: kill the set of
    blockers worth most (their attack, then how many) with lethal amounts only, never a
    partial amount that kills nothing while it could kill another; what is left goes on a
    killed blocker (with Overwhelm it carries on to the Favored), else on the strongest."""
    from cardtable.games.luminous.actions import Assign
    from cardtable.games.luminous.flow import blockers_in_play

    combat = st.combat
    assert combat is not None
    side, foe = st.sides[combat.attacker_seat], st.sides[1 - combat.attacker_seat]
    attacker = side.in_play(combat.attacker)
    assert attacker is not None
    power = stats.attack(side, attacker)
    blockers = blockers_in_play(st)
    needs = [max(0, stats.health(foe, b) - b.damage) for b in blockers]
    attacks = [stats.attack(foe, b) for b in blockers]
    best: tuple[int, int, int] = (-1, -1, 0)
    chosen: tuple[int, ...] = ()
    for mask in range(1 << len(blockers)):
        picked = tuple(i for i in range(len(blockers)) if mask >> i & 1)
        cost = sum(needs[i] for i in picked)
        if cost > power:
            continue
        value = (sum(attacks[i] for i in picked), len(picked), -cost)
        if value > best:
            best, chosen = value, picked
    split = [0] * len(blockers)
    for i in chosen:
        split[i] = needs[i]
    left = power - sum(split)
    if blockers:
        strongest = max(range(len(blockers)), key=lambda i: (attacks[i], -i))
        split[chosen[0] if chosen else strongest] += left
    return Assign(tuple(split))


def _over_limit(st: LuminousState, trial: LuminousState, seat: int) -> float:
    """What the cards above the hand limit cost ``seat`` in ``trial`` (an action played on
    ``st``) when that is still ``seat``'s turn: they are discarded at its end (a new turn of its
    own has all of it to spend them)."""
    if trial.active != seat or trial.turn != st.turn:
        return 0.0
    return HAND_CARD * max(0, len(trial.sides[seat].hand) - trial.catalog.rules.hand_limit)


def _calmest(scored: list[tuple[Action, float]]) -> list[Action]:
    """The best actions, those that spend nothing first (a card kept, an ability not used): a
    ping that changes nothing is not made (playtest22: Vortex Cannister pinged units about to
    heal). With the match won whatever the opponent does (a lethal combat, an attack no block
    stops) every winning action counts as best: a player about to win does not cast a card first
    (playtest22: Hired Research cast with lethal on the table), nor give the opponent a window."""
    won = [(action, value) for action, value in scored if value >= WIN / 2]
    if won:
        scored = [(action, value) for action, value in won if not isinstance(action, (Play, Activate))] or won
    top = top_scored(scored)
    return [action for action in top if not isinstance(action, (Play, Activate))] or top


WAVE = 4
"""How many more attacks :func:`_wave` looks at after the first."""


def _strength(st: LuminousState, seat: int, attack: Attack) -> tuple[bool, int]:
    """Which attack :func:`_wave` sends next: at the Favored first, then the strongest unit."""
    side = st.sides[seat]
    unit = side.in_play(attack.unit)
    return attack.target == rules.FAVORED, stats.attack(side, unit) if unit is not None else 0


def _wave(bot: GreedyLuminousBot, after: LuminousState, seat: int) -> float:
    """The best value of going on attacking from ``after`` (an attack of ``seat`` played out):
    each further attack by the strongest unit that may attack (at the Favored when it may), met
    by the defender's best reply; 0 further attacks count too, so this is never below stopping."""
    best = evaluate(after, seat, True)
    for _ in range(WAVE):
        if after.result is not None or after.to_act != seat or after.asking.kind != "priority":
            break
        attacks = [a for a in after.legal_actions() if isinstance(a, Attack)]
        if not attacks:
            break
        trial = lookahead.trial(after, max(attacks, key=lambda a: _strength(after, seat, a)))
        value, next_after = bot._answered(trial, seat)
        best = max(best, value)
        if next_after is None:
            break
        after = next_after
    return best


class GreedyLuminousBot:
    """One action ahead with :func:`evaluate`; a combat is played out as if nobody answers."""

    name = "greedy"
    careful = False

    def score(self, st: LuminousState, action: Action, seat: int) -> float:
        trial = lookahead.trial(st, action)
        if isinstance(action, Attack) and self.careful:
            return self._defended(trial, seat)
        return evaluate(settle_combat(trial), seat, self.careful)

    def _defended(self, trial: LuminousState, seat: int) -> float:
        """The attack's value if the defender answers with its best block (or none), and, when
        more of the seat's units may attack afterwards, the best of stopping after it or sending
        them after it one by one (:func:`_wave`): a go-wide attack pays only as a whole (Silgar's
        second attacker gets +1 attack and Overwhelm; each block expends a blocker the later
        attackers then get past), which one attack at a time never sees."""
        value, after = self._answered(trial, seat)
        if after is None:
            return value
        return max(value, _wave(self, after, seat))

    def _answered(self, trial: LuminousState, seat: int) -> tuple[float, LuminousState | None]:
        """The attack in ``trial`` met by the defender's best reply (no block, or a block by one
        or two units) and played out: its value and the position it leaves."""
        replies: list[Action] = [Pass()]
        combat = trial.combat
        if (
            trial.to_act == 1 - seat
            and trial.asking.kind == "priority"
            and combat is not None
            and combat.step == "block"
            and combat.may_block
        ):
            # the legal blocks of one or two units, in the engine's order, without listing every
            # group of a wide board (the engine's list grows as 2 to the number of blockers)
            eligible = [t.iid for t in eligible_blockers(trial, 1 - seat)]
            groups = chain(combinations(eligible, 1), combinations(eligible, 2))
            replies += [Block(group) for group in islice(groups, 11)]
        worst: tuple[float, LuminousState] | None = None
        for reply in replies[:12]:
            try:
                after = lookahead.trial(trial, reply)
            except Exception:  # noqa: BLE001 - a reply that no longer applies is skipped
                continue
            value = evaluate(settle_combat(after), seat, True)
            if worst is None or value < worst[0]:
                worst = (value, after)
        if worst is None:
            return evaluate(settle_combat(trial), seat, True), None
        return worst

    def choose(self, state: GameState, rng: Rng) -> Action:
        st: LuminousState = state  # type: ignore[assignment]
        seat = st.to_act
        assert seat is not None
        actions = st.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if st.asking.kind == "mulligan":
            return self._mulligan(st, actions)
        if st.asking.kind == "assign":
            return _best_split(st)
        actions = self.prune(st, seat, actions)
        st = determinise(st, seat, rng)  # the look-ahead below sees only what this seat may know
        return self.best(st, seat, actions, rng)

    def best(self, st: LuminousState, seat: int, actions: list[Action], rng: Rng) -> Action:
        """The action of highest :meth:`score` plus :meth:`bias` (a random one of equals)."""
        scored = ((action, self.score(st, action, seat) + self.bias(st, action, seat)) for action in actions)
        return rng.choice(top_scored(scored))

    def prune(self, st: LuminousState, seat: int, actions: list[Action]) -> list[Action]:
        blocks = [a for a in actions if isinstance(a, Block)]
        if len(blocks) > 15:
            keep: list[Action] = [a for a in blocks if len(a.units) <= 2]
            actions = [a for a in actions if not isinstance(a, Block)] + keep
        return actions

    def bias(self, st: LuminousState, action: Action, seat: int) -> float:
        return 0.0

    def _mulligan(self, st: LuminousState, actions: list[Action]) -> Action:
        """Bottom the most expensive cards above cost 3 (as many as allowed)."""
        seat = st.asking.seat
        hand = st.sides[seat].hand
        dear = sorted((c for c in hand if st.card_def(c).cost > 3), key=lambda c: -st.card_def(c).cost)
        for action in actions:
            if (
                isinstance(action, Mulligan)
                and set(action.cards) == set(dear[: len(action.cards)])
                and len(action.cards)
                == min(len(dear), max(len(a.cards) for a in actions if isinstance(a, Mulligan)))
            ):
                return action
        return actions[0]


class StrongLuminousBot(GreedyLuminousBot):
    """Greedy plus the defender's best block for every attack, fast cards and the orbs to pay for
    them kept for the opponent's turn when that is worth more (:mod:`bots_plan`), and payments
    made as a careful player makes them (:mod:`~cardtable.games.luminous.paying`).

    ``hold``: whether to plan for the other turn (off: the earlier strong seat, for comparison)."""

    name = "strong"
    careful = True

    def __init__(self, hold: bool = True) -> None:
        self.hold = hold

    def choose(self, state: GameState, rng: Rng) -> Action:
        action = super().choose(state, rng)
        return self._paid(state, action)  # type: ignore[arg-type]

    @staticmethod
    def _paid(st: LuminousState, action: Action) -> Action:
        """``action`` paying the careful way (see :func:`~cardtable.games.luminous.paying.careful_payment`)."""
        if not isinstance(action, (Play, Activate)) or action.pay or st.to_act is None:
            return action
        cost = cost_of(st, action)
        if cost is None:
            return action
        pay = careful_payment(st, st.to_act, *cost, playing=action.card if isinstance(action, Play) else None)
        return dataclasses.replace(action, pay=pay) if pay else action

    def best(self, st: LuminousState, seat: int, actions: list[Action], rng: Rng) -> Action:
        side = st.sides[seat]
        if self.hold and st.asking.kind == "discard":
            return self._discard(st, seat, actions, rng)
        if not self.hold or not any(
            st.card_def(iid).fast and off_turn_extra(st, seat, st.card_def(iid)) > 0.0 for iid in side.hand
        ):  # no card is worth more on the other turn
            plain = [
                (action, self.score(st, action, seat) + self.bias(st, action, seat)) for action in actions
            ]
            return rng.choice(_calmest(plain))
        scored: list[tuple[Action, float, LuminousState]] = []
        for action in actions:
            paid = self._paid(st, action)
            trial = lookahead.trial(st, paid)
            value = self._value(st, trial, action, seat) + self.bias(st, action, seat)
            scored.append((action, value, trial))
        worth = self._worth(st, seat, scored)
        kept = [
            (action, value + kept_value(trial, seat, worth) if worth and trial.result is None else value)
            for action, value, trial in scored
        ]
        return rng.choice(_calmest(kept))

    def score(self, st: LuminousState, action: Action, seat: int) -> float:
        return self._value(st, lookahead.trial(st, action), action, seat)

    @staticmethod
    def _judged(st: LuminousState, trial: LuminousState, seat: int) -> float:
        """``trial`` (an action played on ``st``) settled and judged carefully; a pass that lets
        the turn end is judged by the table it leaves (``st``), not at the next turn's start:
        the draw, the readying and the Start triggers there come whatever the seat does now,
        and every other action is judged before them (playtest22: Vortex Cannister pinged units
        for nothing, as any ping looked better than a pass after which the opponent drew)."""
        settle_combat(trial)
        return evaluate(st if trial.turn != st.turn and trial.result is None else trial, seat, True)

    def _value(self, st: LuminousState, trial: LuminousState, action: Action, seat: int) -> float:
        if isinstance(action, Attack):
            return self._defended(trial, seat)
        # cards above the hand limit are discarded at the end of the turn: holding them is worth
        # nothing, so spend them
        return self._judged(st, trial, seat) - _over_limit(st, trial, seat)

    def _discard(self, st: LuminousState, seat: int, actions: list[Action], rng: Rng) -> Action:
        """At the hand limit, throw away what the plan needs least: never a fast card it can pay
        for while a card it cannot use on the other turn is there (playtest13b: the strong Rya
        Jin discarded Wilderroad Sentry and Delcan Operative holding four ready orbs)."""
        orbs = len(st.sides[seat].orbs)

        def keep(action: Action) -> tuple[bool, bool, float]:
            card = st.card_def(getattr(action, "card", ""))
            usable = card.essence <= orbs
            return (card.fast and usable, usable, off_turn_extra(st, seat, card) - 0.1 * card.essence)

        least = min(keep(a) for a in actions)
        return rng.choice([a for a in actions if keep(a) == least])

    def _worth(
        self, st: LuminousState, seat: int, scored: list[tuple[Action, float, LuminousState]]
    ) -> dict[str, float]:
        """What each fast hand card is worth kept for the other turn. On the opponent's turn:
        :data:`~cardtable.games.luminous.bots_plan.HOLD` of what playing it now brings (its best
        play's score over the position's) and of what a later moment adds (an attacker to aim
        at). On the seat's own turn the opponent's turn surely comes, and what the card does to
        the table it does then just as well: it keeps that whole (measured after the combat under
        way, so a trick that changes this combat is played now, a unit that cannot join it is
        not), plus ``HOLD`` of what only the other turn adds
        (:func:`~cardtable.games.luminous.bots_plan.off_turn_extra`). The relief from the hand
        limit counts for playing it now only (a card above the limit is thrown away at the end
        of the turn)."""
        if st.asking.kind != "priority":
            return {}
        settled = lookahead.trial(st, Pass())
        base = self._judged(st, settled, seat)
        own = st.active == seat
        now: dict[str, float] = {}
        static: dict[str, float] = {}
        for action, value, trial in scored:
            if isinstance(action, Play) and st.card_def(action.card).fast:
                now[action.card] = max(now.get(action.card, -WIN), value - base)
                still = value + _over_limit(st, trial, seat) - base
                static[action.card] = max(static.get(action.card, -WIN), still)
        if own and st.combat is not None:
            static = self._after_combat(settled, seat, base, now)
        worth = {}
        for iid, gain in now.items():
            card = st.card_def(iid)
            full = off_turn_extra(st, seat, card)
            if full <= 0.0:
                continue  # the other turn adds nothing: play it whenever it is best, as before
            if own:
                worth[iid] = max(0.0, static.get(iid, 0.0)) + HOLD * full
            else:
                worth[iid] = HOLD * (gain + full - off_turn_extra(st, seat, card, st.combat is not None))
        return worth

    def _after_combat(
        self, settled: LuminousState, seat: int, base: float, cards: dict[str, float]
    ) -> dict[str, float]:
        """What each of ``cards`` brings played once the combat under way is over (``settled``,
        judged ``base``): the part of its worth that waiting keeps."""
        if settled.result is not None or settled.to_act != seat or settled.asking.kind != "priority":
            return {}
        gains: dict[str, float] = {}
        for action in settled.legal_actions():
            if isinstance(action, Play) and action.card in cards:
                trial = lookahead.trial(settled, self._paid(settled, action))
                gain = evaluate(settle_combat(trial), seat, True) - base
                gains[action.card] = max(gains.get(action.card, -WIN), gain)
        return gains

    def bias(self, st: LuminousState, action: Action, seat: int) -> float:
        if isinstance(action, (PlayOrb, Pivot)):
            return self._colour_need(st, seat, action.colour)
        if isinstance(action, Play) and seat == st.active and not self.hold:
            card = st.card_def(action.card)
            if card.fast and card.type != "spell" and any("opponent_turn" in str(t) for t in card.triggers):
                return -2.5  # without the plan: a rough "keep it for their turn"
        if isinstance(action, Play) and seat != st.active:
            return 0.8
        return 0.0

    @staticmethod
    def _colour_need(st: LuminousState, seat: int, colour: str) -> float:
        """Orbs of the colours the hand's orb checks ask for (a second one frees the first to pay)."""
        side = st.sides[seat]
        have = sum(1 for o in side.orbs if o[1] == colour)
        wanted = sum(1 for c in side.hand if st.card_def(c).check == colour)
        if not wanted:
            return 0.0
        return (1.0 if have == 0 else 0.3 if have == 1 else 0.0) + 0.1 * wanted
