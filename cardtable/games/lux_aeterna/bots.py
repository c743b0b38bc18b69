"""Computer seats for Lux Aeterna. Both read ``state.decision`` and choose among the legal actions.

* :class:`GreedyBot`: tries each legal action on a copy, lets the queue resolve with both sides
  passing, and keeps the action whose position :func:`evaluate` likes best.
* :class:`StrongBot`: determinizes the hidden cards (the opponent's hand and both Codices are
  shuffled together from what this seat cannot see), then scores the greedy bot's best few
  candidates by short rollouts with the greedy policy, within a time budget.
"""

from __future__ import annotations

import dataclasses
import time
from typing import TYPE_CHECKING, Any, cast

from cardtable.engine import lookahead
from cardtable.engine.actions import Action
from cardtable.engine.bots import top_scored
from cardtable.engine.kernel.decision import PRIORITY, Pass
from cardtable.engine.kernel.queue import QueueItem
from cardtable.engine.lookahead import play_through
from cardtable.engine.rng import Rng
from cardtable.engine.state import GameState
from cardtable.games.lux_aeterna import lights, veto
from cardtable.games.lux_aeterna.actions import Accumulate, Activate, Attack, Defend, Offer, Play
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER, CardDef, parse_cost
from cardtable.games.lux_aeterna.effects import source_abilities
from cardtable.games.lux_aeterna.misplays import aims_astray, idle_freeze, idle_pump
from cardtable.games.lux_aeterna.veto import drops_veto, is_counter, needs_veto, winning_item, wins_match

if TYPE_CHECKING:
    from cardtable.engine.kernel.resources import Cost
    from cardtable.games.lux_aeterna.state import LuxState

WIN = 10_000.0
CHEAP_DECISIONS = frozenset({"offering", "discard", "choose"})
PRIOR_ROLLOUTS = 2.0
"""How many rollouts the greedy score of a candidate counts for in the strong seat's average."""
"""Decision kinds the strong seat answers with the greedy look-ahead alone (no rollouts)."""


def evaluate(game: LuxState, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better)."""
    result = game.result
    if result is not None:
        if seat in result.winners and len(result.winners) == 1:
            return WIN
        return -WIN if result.winners else 0.0
    foe = 1 - seat
    score = 12.0 * (game.soul[seat] - game.soul[foe])
    if game.soul[foe] <= 2:
        score += 6.0 * (3 - game.soul[foe])
    for side, sign in ((seat, 1.0), (foe, -1.0)):
        field = game.zones.zones[side]["field"]
        for iid in field:
            card = game.card_def(iid)
            if card.is_unit:
                score += sign * (2.0 + 1.2 * game.power(iid))
            else:
                score += sign * 3.0
            score += sign * 0.8 * sum(game.lights_on.get(iid, {}).values())
        score += sign * 1.0 * len(game.zones.zones[side]["hand"])
        score += sign * 0.5 * sum(game.numen[side].values())
        if game.connected[side]:
            score += sign * 6.0
        score += sign * 0.8 * game.progress[side]
    return score


READY_ANSWER = 2.0
"""What a Prayer in hand that the seat can pay now is worth to the strong seat's evaluation."""


def strong_evaluate(game: LuxState, seat: int) -> float:
    """:func:`evaluate` as the strong seat reads it: Power that lasts only this turn counts for
    nothing (what it wins shows in the position it leaves), and a Prayer the seat can pay now is
    worth :data:`READY_ANSWER`. The greedy seat's :func:`evaluate` counted a Blessing played in
    one's own Offering step as 2 Power for good, so Dawn Choir spent its Prayers and its Xanthosis
    Lights in its own turn and had nothing to answer with in the opponent's (its Numen turns White
    at its own Start, so only an unspent Light of the turn or one on a Unit pays a Prayer there;
    docs/balance-lux-aeterna.md). Only the seat's own hand counts: the opponent's is hidden, and
    cards over the hand limit count for nothing (they are discarded at the End; balance26i)."""
    score = evaluate(game, seat)
    if game.result is not None:
        return score
    over = len(game.zones.zones[seat]["hand"]) - game.rules.max_hand
    if over > 0:
        score -= over  # cards over the hand limit are discarded at the End: worth nothing
    for iid, bonus in game.turn_power.items():
        if bonus and game.on_field(iid) and game.card_def(iid).is_unit:
            now = game.power(iid)
            sign = 1.0 if game.owner(iid) == seat else -1.0
            score -= sign * 1.2 * (now - max(0, now - bonus))
    for iid in game.zones.zones[seat]["hand"]:
        card = game.card_def(iid)
        if card.type == "prayer" and lights.can_pay(game, seat, card.cost) and has_aim(game, seat, card):
            return score + READY_ANSWER
    return score


def has_aim(game: LuxState, seat: int, card: CardDef) -> bool:
    """Whether Prayer ``card`` could be aimed in the turns before the seat's next Main phase: one
    aimed at the seat's own Unit needs one on the field now (no Unit of its arrives in the
    opponent's turn). Dawn Choir held two Lights for Blessing with no Unit to bless, passing a turn
    it could have played two Dawn Acolytes in (docs/balance-lux-aeterna.md, balance26g)."""
    own_unit = any(
        spec.zone == "field" and spec.side == "own" and spec.type == "unit" for spec in card.model.targets
    )
    return not own_unit or bool(game.units(seat))


def _settle_passing(game: LuxState, limit: int = 12) -> None:
    """Let the queue resolve with both sides passing (and simple answers to decisions)."""
    play_through(game, _passing, _quiet, limit)


def _quiet(game: LuxState) -> bool:
    return game.result is not None or (not game.queue and game.asking.kind == PRIORITY)


def _passing(game: LuxState) -> Action:
    """A pass, or the quick answer to another decision."""
    return Pass() if game.asking.kind == PRIORITY else GreedyBot.quick_answer(game)


class GreedyBot:
    """One-ply look-ahead over every legal action with :func:`evaluate`."""

    name = "greedy"

    @staticmethod
    def quick_answer(game: LuxState) -> Action:
        """A reasonable answer to a non-priority decision without look-ahead."""
        acts = game.legal_actions()
        seat = game.to_act
        assert seat is not None
        best, best_score = acts[0], float("-inf")
        for act in acts:
            if isinstance(act, Defend):
                forecast_score = _defend_score(game, act)
                if forecast_score > best_score:
                    best, best_score = act, forecast_score
        return best

    def choose(self, state: GameState, rng: Rng) -> Action:
        state = cast("LuxState", state)  # the registry hands a Lux Aeterna bot only Lux Aeterna states
        decision = state.decision
        assert decision is not None
        seat = decision.seat
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        if decision.kind == "defend":
            return max(acts, key=lambda act: _defend_score(state, act))  # type: ignore[arg-type]

        def score(act: Action) -> float:
            trial = lookahead.trial(state, act)
            _settle_passing(trial)
            return evaluate(trial, seat) + _bias(act) + _pick_bias(state, seat, act)

        return own_colour_payment(state, seat, rng.choice(top_scored((act, score(act)) for act in acts)))


def _bias(act: Action) -> float:
    """Small nudges: prefer doing something useful over passing when scores tie."""
    if isinstance(act, (Play, Attack)):
        return 0.05
    if isinstance(act, Accumulate):
        return 0.02
    return 0.0


def _pick_bias(game: LuxState, seat: int, act: Action) -> float:
    """A flexible offering's colours, when the position cannot tell them apart: the Emissary's own
    colour first, then what the supply holds most of (so no seat drains a colour it cannot use)."""
    if not isinstance(act, Offer) or not act.colours:
        return 0.0
    own = COLOUR_LETTER[game.emissary_def(seat).colour]
    return sum(0.002 * (letter == own) + 0.0001 * game.supply.get(letter, 0) for letter in act.colours)


def _defend_score(game: LuxState, act: Defend) -> float:
    attack = game.attack
    if attack is None:
        return 0.0
    attacker = attack["attacker"]
    seat = 1 - game.owner(attacker)
    if act.unit is None:
        return -12.0 - (100.0 if game.soul[seat] <= 1 else 0.0)
    a = game.power(attacker, "attacking")
    b = game.power(act.unit, "defending")
    value = 0.0
    if b >= a:
        value += 2.0 + 1.2 * a
    if a >= b:
        value -= 2.0 + 1.2 * b
    return value


STRONG_BUDGET = 0.1
"""CPU seconds the strong seat thinks per decision (rollouts stop once it is spent). At this budget
it beat the greedy seat in 160 of 200 matches, at least 70% with every Codex, with the slowest
decision at 0.12 s and the median turn of its own at 0.40 s (bench/bench_lux_aeterna_think.py,
docs/balance-lux-aeterna.md)."""


ROLLOUT_DEPTH = 100
"""Decisions a strong seat's rollout plays on. The Prayer windows of every phase (issue 26) made a
turn about four decisions longer, so 60 looked fewer turns ahead than before; 100 won 13 and 16 of
24 with Starwatch and Veiled Court where 60 won 10 and 13 (docs/balance-lux-aeterna.md)."""


CANDIDATES = 6
"""How many of the greedy look-ahead's best actions the strong seat rolls out. Six instead of four
lifted strong Starwatch against greedy from 22 to 27 of 40 on the same deals: its best answer (a
Negate held, a Frozen Moment on the right Unit) is often not among the greedy's first four
(docs/balance-lux-aeterna.md)."""


class StrongBot:
    """Determinized rollouts over the greedy bot's best candidates (``budget`` CPU seconds per
    decision, :data:`STRONG_BUDGET` unless told; ``rounds``: exactly that many rounds of rollouts
    instead, whatever the machine, for measurement: :class:`FixedStrongBot`)."""

    name = "strong"

    def __init__(
        self,
        budget: float = STRONG_BUDGET,
        candidates: int = CANDIDATES,
        depth: int = ROLLOUT_DEPTH,
        rounds: int | None = None,
    ) -> None:
        self.budget = budget
        self.candidates = candidates
        self.depth = depth
        self.rounds = rounds
        self._greedy = GreedyBot()

    def _thinking(self, start: float, rounds: int) -> bool:
        """Whether another round of rollouts is due (the CPU budget, or the fixed count)."""
        if self.rounds is not None:
            return rounds < self.rounds
        return time.process_time() - start < self.budget and rounds < 200

    def choose(self, state: GameState, rng: Rng) -> Action:
        state = cast("LuxState", state)  # the registry hands a Lux Aeterna bot only Lux Aeterna states
        decision = state.decision
        assert decision is not None
        seat = decision.seat
        acts = state.legal_actions()
        if len(acts) == 1:
            return acts[0]
        if decision.kind in CHEAP_DECISIONS:
            if decision.kind == "discard" and needs_veto(state, seat):
                keep = [act for act in acts if not drops_veto(state, seat, act, state)]
                if keep:
                    return greedy_among(state, seat, keep, rng)
            return self._greedy.choose(state, rng)
        start = time.process_time()
        scored = []
        for act in acts:
            if (
                aims_astray(state, seat, act)
                or idle_pump(state, seat, act)
                or idle_freeze(state, seat, act)
                or idle_counter(state, seat, act)
                or drops_guard(state, seat, act)
            ):
                continue
            trial = lookahead.trial(state, act)
            _settle_passing(trial)
            if drops_veto(state, seat, act, trial):
                continue
            scored.append((strong_evaluate(trial, seat) + _bias(act), act))
        if not scored:
            return self._greedy.choose(state, rng)
        scored.sort(key=lambda pair: -pair[0])
        top = [act for _, act in scored[: self.candidates]]
        if len(top) == 1:
            return top[0]
        prior = [score for score, _ in scored[: self.candidates]]
        totals = [0.0] * len(top)
        rounds = 0
        while self._thinking(start, rounds):
            rounds += 1
            # Common random numbers: every candidate meets the same hidden cards and the same
            # rollout dice this round, so the comparison measures the candidates, not the luck.
            world_seed = rng.randrange(2**31)
            for i, act in enumerate(top):
                world = determinize(state, seat, Rng(world_seed))
                world.apply(act)
                totals[i] += rollout(world, seat, Rng(world_seed + 1), self.depth)
        # The greedy look-ahead's score is a prior worth a few rollouts.
        weight = PRIOR_ROLLOUTS
        best = max(range(len(top)), key=lambda i: ((totals[i] + weight * prior[i]) / (rounds + weight), -i))
        return own_colour_payment(state, seat, top[best])


MEASURE_ROUNDS = 23
"""Rollout rounds a decision of :class:`FixedStrongBot`: about what :data:`STRONG_BUDGET` gives on
an idle machine (docs/balance-lux-aeterna.md, balance27)."""


class FixedStrongBot(StrongBot):
    """The strong seat for measurement (``simulate --bot strong-fixed``, not offered to players):
    :data:`MEASURE_ROUNDS` rounds of rollouts a decision instead of a CPU budget, so the same seed
    and cards give the same matches on any machine and under any load."""

    name = "strong-fixed"

    def __init__(self, rounds: int | None = None) -> None:
        super().__init__(rounds=MEASURE_ROUNDS if rounds is None else rounds)


def greedy_among(state: LuxState, seat: int, acts: list[Action], rng: Rng) -> Action:
    """The greedy seat's choice restricted to ``acts`` (the same scores and tie-break)."""

    def score(act: Action) -> float:
        trial = lookahead.trial(state, act)
        _settle_passing(trial)
        return evaluate(trial, seat) + _bias(act) + _pick_bias(state, seat, act)

    return own_colour_payment(state, seat, rng.choice(top_scored((act, score(act)) for act in acts)))


def own_colour_payment(game: LuxState, seat: int, act: Action) -> Action:
    """``act`` paying its generic symbols with the seat's own colour flipped White first.

    A flipped Light pays only generic symbols, and a paid Light goes back to the supply as its own
    colour: spending the Emissary's colour there gives the supply back the Lights this Codex's
    offerings and cards ask for (two seats of one Codex can otherwise hold every Light of their
    colour flipped in their Numens, and neither can pay a coloured symbol again). The payment
    spends the same number of Lights from the same places as the default one; only which flipped
    Lights of the Numen changes."""
    if not isinstance(act, Play) or act.pay:
        return act
    own = f"{lights.NUMEN}:{COLOUR_LETTER[game.emissary_def(seat).colour]}W"
    spare = game.numen[seat].get(own[-2:], 0)
    if not spare:
        return act
    default = lights.default_payment(game, seat, game.card_def(act.card).cost)
    if default is None:
        return act
    spent = dict(default)
    spare -= spent.get(own, 0)
    for key, n in default:
        if spare <= 0:
            break
        if key != own and key.startswith(f"{lights.NUMEN}:") and key[-1] == "W" and key[-2] != "W":
            take = min(n, spare)
            spent[key] -= take
            spent[own] = spent.get(own, 0) + take
            spare -= take
    payment = tuple(sorted((key, n) for key, n in spent.items() if n))
    if payment == default:
        return act
    return dataclasses.replace(act, pay=lights.parts(payment))


def determinize(state: LuxState, seat: int, rng: Rng) -> LuxState:
    """A copy where the cards ``seat`` cannot see are redealt at random among their places."""
    world = state.copy()
    world.rng = Rng(rng.randrange(2**31))
    world.zones.redeal(seat, rng)
    world.set_logging(False)
    return world


def heuristic_action(game: LuxState, rng: Rng) -> Action:
    """A cheap playout policy (no look-ahead): spend Lights on the biggest card, attack where no
    defender can stop the attacker, defend when the clash is good, else pass."""
    acts = game.legal_actions()
    if len(acts) == 1:
        return acts[0]
    seat = game.to_act
    veto = seat is not None and needs_veto(game, seat)
    best, best_score = acts[0], float("-inf")
    for act in acts:
        score = _heuristic(game, act, veto) + 0.3 * rng.random()
        if score > best_score:
            best, best_score = act, score
    return best


IDLE_COUNTER = 1.0
"""How much an enemy trigger or ability must move the strong seat's evaluation to be worth a
counter (a card and two Lights): Starwatch spent Negate on Solenne's heal at a full Soul."""


def _countered_item(game: LuxState, act: Action) -> QueueItem | None:
    """The queue item ``act`` cancels, if it plays a counter (Negate) aimed at one."""
    if not isinstance(act, Play) or not any(target.startswith("q") for target in act.targets):
        return None
    for op in game.card_def(act.card).model.effect:
        ref = getattr(op, "target", None)
        if op.op != "counter" or ref not in ("t0", "t1"):
            continue
        index = 0 if ref == "t0" else 1
        if index < len(act.targets) and act.targets[index].startswith("q"):
            return game.queue.find(int(act.targets[index][1:]))
    return None


def idle_counter(game: LuxState, seat: int, act: Action) -> bool:
    """Whether ``act`` cancels an enemy trigger or ability that would hardly change the position
    (less than :data:`IDLE_COUNTER`): both are resolved on copies, with and without the item. The
    strong seat's rollouts fired Negate at the first item the opponent put on the queue, so holding
    it looked no better than spending it: Starwatch cancelled Solenne's start-of-turn heal at a full
    Soul and had no Negate for the Unit that followed. Cards and attacks are always worth a look
    (the rollouts judge them); the greedy seat is not filtered."""
    item = _countered_item(game, act)
    if item is None or item.controller == seat or item.kind not in ("trigger", "ability"):
        return False
    resolved = lookahead.trial(game)
    _settle_passing(resolved)
    cancelled = lookahead.trial(game)
    cancelled.queue.remove(item.uid)
    _settle_passing(cancelled)
    return evaluate(cancelled, seat) - evaluate(resolved, seat) < IDLE_COUNTER


GUARD_NEW_UNITS = 2
"""How many Units the strong seat expects the opponent to add before their attacks (a Unit may
attack in the turn it enters; Ember Legion put two on the field and attacked with both)."""


def drops_guard(game: LuxState, seat: int, act: Action) -> bool:
    """Whether ``act`` attacks with a Unit the seat needs as a defender: after it, the seat's
    unpolarized Units (an attacker stays polarized through the opponent's turn) could not stop
    enough of the opponent's attackers (its Units and :data:`GUARD_NEW_UNITS` more) to keep a Light
    in the Soul, unless its attackers could empty the opponent's Soul now or the opponent may win
    with a card (``veto.victory_threat``: Starwatch kept home while Dawn Choir sat at a full Soul
    for Eternal Dawn, balance26i). A strong Veiled Court at 1 Light attacked with both its Units
    and lost to two Units sent next turn (balance26h). The greedy seat is not filtered."""
    if not isinstance(act, Attack):
        return False
    ready = [unit for unit in game.units(seat) if unit not in game.polarized]
    foe = 1 - seat
    if game.soul[foe] <= len(ready) or veto.victory_threat(game, seat):
        return False
    threats = len(game.units(foe)) + GUARD_NEW_UNITS
    return threats - (len(ready) - 1) >= game.soul[seat]


WIN_NOW = 50.0
"""What the rollout policy gives a card that wins the match, or a counter aimed at one."""


def _heuristic(game: LuxState, act: Action, veto: bool = False) -> float:
    """The rollout policy's value of ``act``; ``veto`` (``veto.needs_veto``): the counter fires only
    at a card that wins the match, and nothing is paid for that would leave it unpaid."""
    if isinstance(act, Play):
        seat = game.to_act
        if seat is not None and (
            aims_astray(game, seat, act) or idle_pump(game, seat, act) or idle_freeze(game, seat, act)
        ):
            return -5.0
        card = game.card_def(act.card)
        if wins_match(card):
            return WIN_NOW
        countered = _countered_item(game, act)
        if winning_item(game, countered):
            return WIN_NOW
        if countered is not None and (veto or countered.kind == "trigger"):
            return 0.0  # the rollouts keep a counter for a card, an ability or an attack
        if veto and seat is not None and _spends_the_answer(game, seat, act.card, counters=True):
            return 0.0
        value = 1.0 + card.cost.total + (0.5 * card.power if card.is_unit else 0.0)
        if card.type == "prayer" and (
            (not game.queue and game.step != "combat")
            or (game.attack is None and _combat_trick(game, act.card))
        ):
            value -= 2.0
        elif seat is not None and card.type != "prayer" and _spends_the_answer(game, seat, act.card):
            value -= READY_ANSWER
        return value
    if isinstance(act, Attack):
        if drops_guard(game, game.owner(act.unit), act):
            return 0.0
        power = game.power(act.unit, "attacking")
        foe = 1 - game.owner(act.unit)
        blockers = [u for u in game.units(foe) if u not in game.polarized]
        if not blockers or all(game.power(b, "defending") < power for b in blockers):
            return 3.0
        return 0.2
    if isinstance(act, Defend):
        return _defend_score(game, act)
    if isinstance(act, Accumulate):
        return 0.8
    if isinstance(act, Pass):
        return 0.5
    if isinstance(act, Activate) and game.to_act is not None:
        ability = source_abilities(game, act.source)[act.ability]
        if _idle_draw(game, game.to_act, ability.effect) or idle_freeze(game, game.to_act, act):
            return 0.2
        if (
            veto
            and ability.cost
            and _spends_the_answer(
                game, game.to_act, act.source, counters=True, cost=parse_cost(ability.cost)
            )
        ):
            return 0.0
    return 1.0


def _idle_draw(game: LuxState, seat: int, effect: list[Any]) -> bool:
    """Whether an effect that only draws would draw into a full hand in the seat's own turn (the
    card is discarded at the End; Starwatch's rollouts paid for Observatory's draw with 8 cards)."""
    return (
        game.active == seat
        and bool(effect)
        and all(op.op == "draw" for op in effect)
        and len(game.zones.zones[seat]["hand"]) >= game.rules.max_hand
    )


def _combat_trick(game: LuxState, iid: str) -> bool:
    """Whether card ``iid`` does nothing but give Power for this turn or depolarize (Blessing,
    Sanctuary, Sudden Flare): worth playing only while an attack waits to resolve."""
    return all(
        op.op == "depolarize" or (op.op == "power" and getattr(op, "until", "") == "turn")
        for op in game.card_def(iid).model.effect
    )


def _spends_the_answer(
    game: LuxState, seat: int, iid: str, *, counters: bool = False, cost: Cost | None = None
) -> bool:
    """Whether paying for card ``iid`` (or ``cost``: an ability of ``iid``) leaves ``seat`` unable
    to pay any Prayer in its hand that it can pay now (``counters``: only counters, Negate), so
    the rollouts keep a Light for an answer in the opponent's turn."""
    have = lights.spendable(game, seat)
    if cost is None:
        cost = game.card_def(iid).cost
    ready = [
        card.cost
        for other in game.zones.zones[seat]["hand"]
        if other != iid
        and (card := game.card_def(other)).type == "prayer"
        and lights.affordable(have, card.cost)
        and (is_counter(card) if counters else has_aim(game, seat, card))
    ]
    if not ready:
        return False
    left = dict(have)
    left["*"] -= cost.total
    for colour, n in cost.coloured:
        left[colour] = left.get(colour, 0) - n
    spare = sum(n for colour, n in left.items() if colour != "*")  # what the generic symbols may take
    generic = cost.generic
    for colour in left:
        if colour != "*":
            other = spare - left[colour]
            left[colour] -= max(0, generic - other)  # the worst case: generic paid with this colour
    return not any(left["*"] >= 0 and lights.affordable(left, need) for need in ready)


def rollout(world: LuxState, seat: int, rng: Rng, depth: int) -> float:
    """Play on with :func:`heuristic_action` for ``depth`` decisions; the final evaluation."""
    for _ in range(depth):
        if world.result is not None:
            break
        world.apply(heuristic_action(world, rng))
    return strong_evaluate(world, seat)
