"""Every forecast a presentation offers agrees with what ``apply`` then does (issue 24): the Aether
Wager odds (each face's band and the Loaded bonus, on dice of 2 to 20 faces) and the Lux Aeterna
attack and defence outcomes (for every answer the defender may give, with the triggers they set
off and the cards discarded at random), in random positions."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import new_game
from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes.presentation import WagerFace
from cardtable.games.aether_lanes.presentation import present as aether_present
from cardtable.games.lux_aeterna.actions import Attack, Defend
from cardtable.games.lux_aeterna.present import present as lux_present
from cardtable.games.lux_aeterna.present_attack import PLAY_LIMIT, AttackLine, AttackOutcomes
from cardtable.games.lux_aeterna.state import LuxState
from tests.aether_lanes.helpers import duel

WAGER_CARDS = ["gambit-paladin", "seraph-of-odds", "weighted-coin", "skyward-gambler", "eye-of-the-storm"]
LOADED = ["fortune-teller", "dawn-knight"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sides=st.integers(2, 20),
    seed=st.integers(0, 2**32),
    defensive=st.sampled_from(LOADED),
    aggressive=st.sampled_from(LOADED),
)
def test_every_wager_forecast_names_the_band_apply_rolls(
    sides: int, seed: int, defensive: str, aggressive: str
) -> None:
    state = duel(
        {
            "hand": WAGER_CARDS,
            "aether": 10,
            "lanes": {
                "aggressive": {"card": aggressive},
                "balanced": {"card": "gale-kestrel"},
                "defensive": {"card": defensive},
            },
        },
        seed=seed,
    )
    state.catalog = dataclasses.replace(
        state.catalog, rules=dataclasses.replace(state.catalog.rules, die_sides=sides)
    )
    offered = [c for c in aether_present(state, 0).choices if isinstance(c.forecast, WagerFace)]
    assert offered  # every Wager card in hand is playable here
    for choice in offered:
        forecast = choice.forecast
        assert isinstance(forecast, WagerFace) and forecast.faces == sides == len(forecast.bands)
        trial = state.copy()
        events = trial.apply(choice.action)
        rolled = next(e.data for e in events if e.kind == "chance" and "band" in e.data)
        assert 1 <= rolled["die"] <= sides
        assert (rolled["bonus"], rolled["band"]) == (forecast.bonus, forecast.bands[rolled["die"] - 1])


def _see_through(
    game: LuxState, first: Attack | Defend, attacker: str, blocker: str | None
) -> dict[str, object]:
    """Take ``first`` on ``game`` itself and play on as the forecast's line of play does (pass,
    defend with ``blocker``, first legal answer otherwise) until the attack and all it set off
    are done; what happened, in the forecast's terms."""
    owner = game.owner(attacker)
    defender = 1 - owner
    soul = list(game.soul)
    before = [list(game.zones.cards(seat, "field")) for seat in (0, 1)]
    events = list(game.apply(first))
    for _ in range(PLAY_LIMIT):
        decision = game.decision
        if game.is_over or (
            game.attack is None
            and not game.queue
            and not game.batch
            and (decision is None or decision.kind == "priority")
        ):
            break
        legal = game.legal_actions()
        if decision is not None and decision.kind == "defend" and decision.seat == defender:
            events += game.apply(Defend(blocker))
        else:
            events += game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    result = game.outcome
    return {
        "attacker_destroyed": not game.on_field(attacker),
        "blocker_destroyed": blocker is not None and not game.on_field(blocker),
        "soul_lost": soul[defender] - game.soul[defender],
        "attacker_soul_lost": soul[owner] - game.soul[owner],
        "defender_loses": result is not None and defender not in result.winners,
        "attacker_loses": result is not None and owner not in result.winners,
        "discards": tuple(sum(1 for e in events if e.kind == "discard" and e.seat == s) for s in (0, 1)),
        "others_destroyed": tuple(
            game.card_def(iid).name
            for seat in (0, 1)
            for iid in before[seat]
            if iid not in (attacker, blocker) and not game.on_field(iid)
        ),
    }


def _forecast_terms(line: AttackLine) -> dict[str, object]:
    return {
        name: getattr(line, name)
        for name in (
            "attacker_destroyed",
            "blocker_destroyed",
            "soul_lost",
            "attacker_soul_lost",
            "defender_loses",
            "attacker_loses",
            "discards",
            "others_destroyed",
        )
    }


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 400))
def test_every_attack_and_defence_forecast_is_what_apply_does(seed: int, steps: int) -> None:
    game = new_game("lux-aeterna", ["Ana", "Bo"], seed=seed)
    assert isinstance(game, LuxState)
    rng = Rng(seed)
    for _ in range(steps):
        if game.is_over:
            return
        for choice in lux_present(game, game.to_act).choices:
            action, forecast = choice.action, choice.forecast
            if isinstance(forecast, AttackOutcomes):
                assert isinstance(action, Attack)
                for line in forecast.lines:
                    seen = _see_through(game.copy(), action, action.unit, line.blocker)
                    assert seen == _forecast_terms(line)
            elif isinstance(action, Defend):
                assert isinstance(forecast, AttackLine) and game.attack is not None
                seen = _see_through(game.copy(), action, game.attack["attacker"], action.unit)
                assert seen == _forecast_terms(forecast)
        game.apply(RandomBot().choose(game, rng))
