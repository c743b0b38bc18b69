"""``present(state, viewer)``: the Luminous table as one seat may see it. It holds no card the
viewer may not see, and the choices it offers are exactly the viewer's legal actions (every copy
of a playable card) with the engine's sentences."""

from __future__ import annotations

import dataclasses
import re

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.rng import Rng
from cardtable.games.luminous.describe import describe
from cardtable.games.luminous.presentation import present, with_copies
from cardtable.games.luminous.state import LuminousState


def _positions(seed: int, every: int = 5, limit: int = 300) -> list[LuminousState]:
    state = LuminousState(["A", "B"], seed, {})
    rng, found = Rng(seed), []
    for count in range(limit):
        if state.is_over:
            break
        if count % every == 0:
            found.append(state.copy())
        state.apply(RandomBot().choose(state, rng))
    return found


def _strings(value: object) -> set[str]:
    """Every card id written anywhere in a presentation (its repr, quoted ids)."""
    return set(re.findall(r"'([ct]\d+)'", repr(value)))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_presentation_holds_a_card_its_viewer_may_not_see(seed: int) -> None:
    for state in _positions(seed):
        for viewer in (0, 1, None):
            face = present(state, viewer)
            leaked = _strings(face) & state.hidden_ids(viewer)
            assert not leaked, (viewer, sorted(leaked))
        waiting = state.to_act
        if waiting is not None:
            assert present(state, 1 - waiting).choices == ()


@pytest.mark.parametrize("seed", [4, 5])
def test_the_choices_are_the_legal_actions_with_their_sentences(seed: int) -> None:
    for state in _positions(seed):
        seat = state.to_act
        if seat is None:
            continue
        face = present(state, seat)
        legal = with_copies(state, state.legal_actions())
        assert [c.action for c in face.choices] == legal
        assert all(c.sentence == describe(state, c.action) for c in face.choices)
        assert face.my_decision and face.decision_kind == state.asking.kind


def test_a_presentation_is_frozen() -> None:
    face = present(_positions(6)[3], 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        face.turn = 99  # type: ignore[misc]


def test_the_split_face_offers_every_legal_split_with_the_engines_outcome() -> None:
    from cardtable.games.luminous.bots import suggested_split
    from cardtable.games.luminous.forecast_blocks import damage_plan
    from tests.luminous.helpers import pass_until, position, side, unit

    st = position(
        side("silgar", units=[{"card": "silgars-elite"}]),
        side("jeddos", units=[{"card": "trail-guide"}, {"card": "hedge-tinker"}]),
    )
    from cardtable.games.luminous.actions import Attack, Block

    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1, 0).iid, unit(st, 1, 1).iid)))
    pass_until(st, "assign")
    assert st.asking.kind == "assign"
    face = present(st, 0).split
    assert face is not None and present(st, 1).split is None
    assert {o.action for o in face.options} == set(st.legal_actions())
    assert face.suggested == suggested_split(st) and face.power == sum(face.options[0].split)
    for option in face.options:
        assert option.plan == damage_plan(st, option.split)
        assert option.action.damage == option.split  # type: ignore[attr-defined]
        trial = st.copy()  # the forecast and what apply does agree
        trial.apply(option.action)
        assert option.plan is not None
        for iid, dealt, lethal, _struck in option.plan.blockers:
            left = trial.sides[1].in_play(iid)
            assert (left is None) == lethal and (left is None or left.damage == dealt)
        assert (trial.sides[0].in_play(unit(st, 0).iid) is None) == option.plan.attacker_dies


def test_an_unblocked_attack_that_ends_the_match_says_lethal_to_both() -> None:
    """Play-test: the defender about to lose to an unblocked attack saw only "Not blocked yet";
    the combat area now says LETHAL (the engine's forecast on a copy), and not when it is not."""
    from cardtable.games.luminous.actions import Attack
    from cardtable.ui.luminous import scenes

    state, _seats = scenes.lethal()
    attack = next(a for a in state.legal_actions() if isinstance(a, Attack) and a.target == "favored")
    trial = state.copy()
    trial.apply(attack)
    for viewer in (0, 1):
        combat = present(trial, viewer).combat
        assert combat is not None
        assert combat.attack >= 2
        assert any(line.startswith("LETHAL: if both players pass, Cpu loses") for line in combat.course)
    from cardtable.engine.kernel.decision import Pass

    while not trial.is_over:  # both pass: the match ends with the combat still set
        trial.apply(Pass() if trial.asking.kind == "priority" else trial.legal_actions()[0])
    assert present(trial, 0).over
    calm = state.copy()
    calm.sides[1].life = 20
    calm.apply(attack)
    combat = present(calm, 1).combat
    assert combat is not None and not any("LETHAL" in line for line in combat.course)
