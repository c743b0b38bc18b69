"""The kernel's table state (``engine/kernel/table.py``) and the turn structure with excursions,
on Luminous (its first game): the loop's steps, excursions that return where they left, copies
that share nothing mutable, the snapshot, hidden ids from the declared zones and Concede."""

from __future__ import annotations

import json

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.kernel.decision import Concede, Pass
from cardtable.engine.kernel.declared import undeclared
from cardtable.engine.kernel.fields import shared_mutables
from cardtable.engine.kernel.phases import Excursion, Step, TurnStructure
from cardtable.engine.rng import Rng
from cardtable.games.luminous.actions import Attack
from cardtable.games.luminous.state import LuminousState
from cardtable.games.luminous.turn import TURN
from tests.luminous.helpers import position, side, unit


def _positions(seed: int, every: int = 9, limit: int = 400) -> list[LuminousState]:
    state = LuminousState(["A", "B"], seed, {})
    rng, found = Rng(seed), [state.copy()]
    for count in range(limit):
        if state.is_over:
            break
        state.apply(RandomBot().choose(state, rng))
        if count % every == 0:
            found.append(state.copy())
    return [*found, state]


def test_an_excursion_returns_to_the_step_it_left() -> None:
    turn = TurnStructure(
        [Step("main", "Main", True), Step("end", "End", False)],
        opening=[Step("setup", "Setup", False)],
        excursions=[
            Excursion("fight", (Step("hit", "Hit", False), Step("block", "Block", True)), frozenset({"main"}))
        ],
    )
    assert turn.follow("setup") == (turn.step("main"), True)
    assert turn.follow("hit") == (turn.step("block"), False)
    assert turn.follow("block") == (None, False)
    assert turn.follow("end") == (turn.step("main"), True)
    assert turn.excursion_of("block") == "fight" and turn.excursion_of("main") == ""
    with pytest.raises(ValueError, match="unknown steps"):
        TurnStructure(
            [Step("a", "A", True)], excursions=[Excursion("x", (Step("b", "B", True),), frozenset({"z"}))]
        )
    with pytest.raises(ValueError, match="share a name"):
        TurnStructure(
            [Step("a", "A", True)], excursions=[Excursion("x", (Step("a", "A", True),), frozenset({"a"}))]
        )


def test_luminous_declares_its_combat_phases_as_an_excursion_from_main() -> None:
    combat = TURN.excursions["combat"]
    assert [s.name for s in combat.steps] == ["attack", "block", "damage"]
    assert combat.entered_from == {"main"}
    assert [s.name for s in TURN.opening] == ["mulligan"]


def test_two_combat_phases_in_one_main_phase_each_return_to_main() -> None:
    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}, {"card": "undercity-expropriator"}]), side("jeddos")
    )
    for index in (0, 1):
        life = st.sides[1].life
        st.apply(Attack(unit(st, 0, index).iid))
        assert (st.step, st.returns, st.stage) == ("block", ["main"], "combat")
        st.apply(Pass())  # the defender does not block
        st.apply(Pass())  # the attacker: damage, then back to Main
        assert (st.step, st.returns, st.stage, st.combat) == ("main", [], "main", None)
        assert st.sides[1].life < life and st.decision is not None and st.decision.seat == 0
    assert st.attacks == 2


def test_an_attack_is_refused_outside_main_and_the_state_is_unchanged() -> None:
    st = position(side("silgar", units=[{"card": "xanthe-raider"}]), side("jeddos"))
    st.step = "end"
    with pytest.raises(ValueError, match="not entered from the end step"):
        st.enter_excursion("combat")
    assert st.returns == [] and st.step == "end"


@pytest.mark.parametrize("seed", [1, 2])
def test_copies_share_nothing_that_can_change(seed: int) -> None:
    for state in _positions(seed):
        other = state.copy()
        assert shared_mutables(state, other, state.SHARED | {"log"}) == []
        assert other.to_json() == state.to_json()


def test_a_copy_is_written_out_from_the_declarations_and_an_undeclared_field_is_found() -> None:
    """The copy is the kernel's generated one (``CARRIED``: attribute by attribute, never through
    the attribute dictionary); what it would drop, an attribute nobody declared, is found."""
    positions = _positions(3)
    for state in positions:
        other = state.copy()
        assert undeclared(state) == [] and set(vars(other)) == set(vars(state))
        assert shared_mutables(state, other, state.SHARED | {"log"}) == []
    state = positions[2]
    state.extra_notes = ["a"]  # type: ignore[attr-defined]
    assert undeclared(state) == ["extra_notes"]
    assert "extra_notes" not in vars(state.copy())


@pytest.mark.parametrize("seed", [4, 5])
def test_snapshots_round_trip_through_the_declared_fields(seed: int) -> None:
    for state in _positions(seed, every=23):
        data = json.loads(json.dumps(state.to_json()))
        restored = LuminousState.from_json(data)
        assert restored.to_json() == data
        assert restored.decision == state.decision and restored.stage == state.stage
        assert restored.legal_actions() == state.legal_actions()


def test_hidden_ids_come_from_the_declared_zones() -> None:
    state = _positions(6)[5]
    first, second = state.sides
    assert state.hidden_ids(0) == {*first.deck, *second.deck, *second.hand}
    assert state.hidden_ids(1) == {*first.deck, *second.deck, *first.hand}
    assert state.hidden_ids(None) == {*first.deck, *second.deck, *first.hand, *second.hand}


def test_conservation_finds_a_card_lost_and_a_card_in_two_places() -> None:
    state = _positions(7)[4]
    tokens = {t.iid for side in state.sides for t in (*side.units, *side.relics) if t.card.token}
    every = {iid for iid in state.ids if iid.startswith("c")} | tokens
    assert state.conservation_problems(every) == []
    lost = state.sides[0].deck.pop()
    assert state.conservation_problems(every) == [f"cards lost: {[lost]}"]
    state.sides[1].hand.append(state.sides[0].hand[0])
    assert f"card {state.sides[0].hand[0]} is in 2 places" in state.conservation_problems(every)


def test_the_standard_concede_ends_the_match_for_the_other_seat() -> None:
    state = _positions(8)[3]
    seat = state.to_act
    assert seat is not None
    state.apply(Concede())
    assert state.is_over and state.outcome is not None
    assert state.outcome.winners == (1 - seat,) and state.outcome.termination == "concede"
    assert state.outcome.reason == f"{state.players[seat]} concedes." and state.stage == "over"
    assert state.decision is None and state.to_act is None


def test_a_luminous_state_keeps_to_the_fast_attribute_table() -> None:
    """CPython 3.11 keeps an object's attributes in the shared-key table its attribute reads are
    specialised for only up to 29 of them; a 30th makes every read of the hot path slower. A
    state of a game on the kernel holds its definition, whose catalog is its own (not a second
    attribute), and no more than 29 attributes at any point of a game."""
    state = LuminousState(["A", "B"], 5, {})
    assert "catalog" not in vars(state) and state.catalog is state.definition.catalog
    rng = Rng(5)
    for _ in range(300):
        if state.is_over:
            break
        assert len(vars(state)) <= 29, sorted(vars(state))
        state.apply(RandomBot().choose(state, rng))
    assert len(vars(state)) <= 29


def test_the_routes_walk_to_the_next_step_with_priority_or_the_excursions_end() -> None:
    assert TURN.routes["block"] == (("damage", False, False), (None, False, False))
    assert TURN.routes["attack"] == (("block", False, True),)
    assert [name for name, _, _ in TURN.routes["main"]] == [
        "end",
        "cleanup",
        "discard",
        "start",
        "draw",
        "main",
    ]
    assert [new for _, new, _ in TURN.routes["main"]] == [False, False, False, True, False, False]
    assert TURN.routes["mulligan"] == (("start", True, False), ("draw", False, False), ("main", False, True))
    with pytest.raises(ValueError, match="a step with priority"):
        TurnStructure([Step("a", "A", False), Step("b", "B", False)])
