"""The simulator's hot path gives exactly what the slow, obvious path gives: the random sampler
draws what its rule says, picking from ``legal_actions()``, and ``view()`` (built straight as
JSON) equals the typed view's ``to_json()``, on every position of seeded random games."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng
from cardtable.engine.simrun import BOT_SALT, game_seed
from cardtable.games.lux_aeterna.actions import Accumulate, Attack, Play
from cardtable.games.lux_aeterna.legal import ACT_ODDS
from cardtable.games.lux_aeterna.present import present

REGISTRY = default_registry()


def _positions(games: int, run_seed: int):
    for index in range(games):
        seed = game_seed(run_seed, index)
        state = REGISTRY.new_game("lux-aeterna", ["Ana", "Bo"], seed, {})
        rng = Rng(seed ^ BOT_SALT)
        while state.to_act is not None:
            yield state, rng
            state.apply(state.random_action(rng))
        yield state, rng


def _expected_draw(state, acts, rng):
    """The random seat's rule, spelled out on the full list of legal actions."""
    if len(acts) == 1:
        return acts[0]
    own_window = state.decision.kind == "priority" and state.to_act == state.active and not state.queue
    if not own_window:
        return acts[rng.randrange(len(acts))]
    if not rng.randrange(ACT_ODDS):
        return Pass()
    others = [a for a in acts if not isinstance(a, Pass)]
    return others[rng.randrange(len(others))]


def test_the_random_sampler_draws_what_its_rule_says() -> None:
    kinds = set()
    checked = passes = 0
    for state, rng in _positions(10, 5):
        if state.to_act is None:
            continue
        mirror = rng.copy()
        drawn = state.random_action(rng)
        acts = state.legal_actions()
        assert drawn == _expected_draw(state, acts, mirror)
        passes += isinstance(drawn, Pass)
        assert rng.state == mirror.state  # the same draws, so the same games
        kinds.add(type(drawn))
        checked += 1
    assert checked > 500
    assert 0 < passes < checked
    assert {Play, Accumulate, Attack} <= kinds  # the grouped kinds were drawn, not only Pass


def _strings(value) -> set[str]:
    """Every string of a JSON value, keys included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(_strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value))
    return set()


def test_the_view_equals_the_typed_view_everywhere() -> None:
    checked = 0
    for state, _rng in _positions(5, 8):
        for viewer in (0, 1, None):
            assert state.view(viewer) == present(state, viewer).to_json()
            checked += 1
        public, own = state.view_parts()
        assert public == state.view(None)
        for seat in (0, 1):  # the leak check may read the parts: they hold exactly the view's strings
            parts = _strings(public) | _strings(own[seat])
            assert _strings(state.view(seat)) <= parts
            assert parts - _strings(state.view(seat)) <= {"hand", "options"}
    assert checked > 1000
