"""Every forecast a presentation offers agrees with what ``apply`` then does (issue 24): the Aether
Wager odds (each face's band and the Loaded bonus, on dice of 2 to 20 faces) and the Lux Aeterna
attack outcomes (for every answer the defender may give), in random positions."""

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
from cardtable.games.lux_aeterna.present_attack import PLAY_LIMIT, AttackOutcomes
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


def _see_through(game: LuxState, attack: Attack, blocker: str | None) -> tuple[bool, bool, int]:
    """Play ``attack`` on ``game`` itself as the forecast's line of play does (pass, defend with
    ``blocker``, first legal answer otherwise): (attacker destroyed, blocker destroyed, Soul lost)."""
    defender = 1 - game.owner(attack.unit)
    soul = game.soul[defender]
    game.apply(attack)
    for _ in range(PLAY_LIMIT):
        if game.attack is None or game.is_over:
            break
        decision = game.decision
        legal = game.legal_actions()
        if decision is not None and decision.kind == "defend" and decision.seat == defender:
            game.apply(Defend(blocker))
        else:
            game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    destroyed = blocker is not None and not game.on_field(blocker)
    return not game.on_field(attack.unit), destroyed, soul - game.soul[defender]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 400))
def test_every_attack_forecast_is_what_apply_does(seed: int, steps: int) -> None:
    game = new_game("lux-aeterna", ["Ana", "Bo"], seed=seed)
    assert isinstance(game, LuxState)
    rng = Rng(seed)
    for _ in range(steps):
        if game.is_over:
            return
        for choice in lux_present(game, game.to_act).choices:
            if not isinstance(choice.forecast, AttackOutcomes):
                continue
            assert isinstance(choice.action, Attack)
            for line in choice.forecast.lines:
                outcome = _see_through(game.copy(), choice.action, line.blocker)
                assert outcome == (line.attacker_destroyed, line.blocker_destroyed, line.soul_lost)
        game.apply(RandomBot().choose(game, rng))
