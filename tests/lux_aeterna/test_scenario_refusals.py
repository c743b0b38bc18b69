"""Scenarios that used to load but could not be played (issue 32, "Crashes"): a queue item whose
``kind`` is not text broke the match screen when it opened (``ValueError``), a discard decision
offering something that is not a card in the hand broke when it was picked (``KeyError``). The
loader now refuses them, naming the file, the field and the reason."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtable.engine.errors import ScenarioError
from cardtable.engine.registry import default_registry
from cardtable.engine.scenario import load_scenario, scenario_state

REGISTRY = default_registry()
PRAYER_WAR = yaml.safe_load((Path(__file__).parent / "scenarios" / "prayer-war.yaml").read_text())
"""Ana holds priority over Bo's Blessing on the queue."""
END_STEP: dict[str, Any] = {
    "game": "lux-aeterna",
    "codices": ["ember-legion", "dawn-choir"],
    "turn": 4,
    "active": 0,
    "first": 1,
    "step": "end",
    "sides": [
        {
            "hand": [{"card": "sudden-flare", "id": "a30"}, {"card": "cinder-hound", "id": "a31"}]
            + ["ember-squire", "cinder-hound", "searing-bolt", "searing-bolt", "war-brazier", "rekindle"],
            "field": [{"card": "ember-squire", "id": "a11"}],
        },
        {"field": [{"card": "sunlit-warden", "id": "b21"}]},
    ],
    "pending": {"seat": 0, "kind": "discard", "prompt": "discard 1", "options": ["a30", "a31"]},
}
"""Ana, one card over the hand limit of 7, must discard at the end of her turn."""


def changed(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    scenario = copy.deepcopy(base)
    scenario.update(changes)
    return scenario


def refusal(scenario: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as caught:
        scenario_state(scenario, REGISTRY)
    return str(caught.value)


def plays_every_answer(scenario: dict[str, Any]) -> None:
    """The position shows to both seats and each of its legal actions can be played."""
    state = scenario_state(scenario, REGISTRY)
    for action in state.legal_actions():
        trial = state.copy()
        trial.apply(action)
        for seat in (0, 1):
            trial.view(seat)


@pytest.mark.parametrize("kind", [5, None, ["card"], "spell", ""])
def test_a_queue_item_of_no_known_kind_is_refused(kind: Any) -> None:
    item = {"kind": kind, "source": "b20", "targets": ["b21"]}
    message = refusal(changed(PRAYER_WAR, queue=[item]))
    assert message.startswith("queue[0].kind: ") and "card, ability, trigger, attack" in message


def test_the_refusal_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    item = {"kind": 5, "source": "b20", "targets": ["b21"]}
    path.write_text(yaml.safe_dump(changed(PRAYER_WAR, queue=[item]), sort_keys=False))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path, REGISTRY)
    assert (
        str(caught.value) == f"{path}: queue[0].kind: unknown kind 5 (one of card, ability, trigger, attack)"
    )


@pytest.mark.parametrize(
    ("item", "field"),
    [
        ({"kind": "card", "source": "zz"}, "queue[0].source"),
        ({"kind": "card", "source": 7}, "queue[0].source"),
        ({"kind": "card", "source": "e1"}, "queue[0].source"),
        ({"kind": "attack", "source": "b20"}, "queue[0].source"),
        ({"kind": "card", "source": "b20", "controller": 2}, "queue[0].controller"),
        ({"kind": "card", "source": "b20", "controller": True}, "queue[0].controller"),
        ({"kind": "card", "source": "b20", "targets": "b21"}, "queue[0].targets"),
        ({"kind": "card", "source": "b20", "targets": ["zz"]}, "queue[0].targets[0]"),
        ({"kind": "card", "source": "b20", "targets": ["q1"]}, "queue[0].targets[0]"),
        ({"kind": "card", "source": "b20", "effect": "a0"}, "queue[0].effect"),
        ({"kind": "ability", "source": "b21"}, "queue[0].effect"),
        ({"kind": "trigger", "source": "a11", "effect": "t7"}, "queue[0].effect"),
        ({"kind": "trigger", "source": "a11", "effect": "a0"}, "queue[0].effect"),
        ({"kind": "card", "source": "b20", "speed": 3}, "queue[0]"),
        ("b20", "queue[0]"),
    ],
)
def test_a_queue_item_the_game_cannot_resolve_is_refused(item: Any, field: str) -> None:
    message = refusal(changed(PRAYER_WAR, queue=[item]))
    assert message.startswith(field + ": "), message


def test_a_queue_that_is_not_a_list_is_refused() -> None:
    assert refusal(changed(PRAYER_WAR, queue={"kind": "card"})).startswith("queue: ")


def test_a_discard_of_something_not_in_the_hand_is_refused() -> None:
    for options, bad in (
        (["zz", "a30"], 0),
        (["a30", 7], 1),
        (["a30", "b21"], 1),
        (["a30", True], 1),
        (["a11"], 0),
    ):
        pending = {"seat": 0, "kind": "discard", "prompt": "", "options": options}
        message = refusal(changed(END_STEP, pending=pending))
        assert message.startswith(f"pending.options[{bad}]: ") and "hand" in message, message


@pytest.mark.parametrize(
    ("pending", "field"),
    [
        ({"seat": 2, "kind": "discard", "options": ["a30"]}, "pending.seat"),
        ({"seat": 0, "kind": 4, "options": ["a30"]}, "pending.kind"),
        ({"seat": 0, "kind": "discard", "options": "a30"}, "pending.options"),
        ({"seat": 0, "kind": "discard", "prompt": ["x"], "options": ["a30"]}, "pending.prompt"),
        ({"seat": 0, "kind": "discard", "options": ["a30"], "why": 1}, "pending"),
        ({"seat": 0, "kind": "offering", "options": ["9"]}, "pending.options[0]"),
        ({"seat": 1, "kind": "defend", "options": ["none"]}, "pending.kind"),
        ({"seat": 0, "kind": "choose", "options": ["a30"]}, "pending.kind"),
        (["a30"], "pending"),
    ],
)
def test_a_decision_the_game_cannot_carry_out_is_refused(pending: Any, field: str) -> None:
    message = refusal(changed(END_STEP, pending=pending))
    assert message.startswith(field + ": "), message


def test_a_sound_discard_decision_still_loads_and_plays() -> None:
    plays_every_answer(END_STEP)


def test_every_kind_of_queue_item_still_loads_and_plays() -> None:
    """An ability, a trigger and an attack on the queue, as the format describes them."""
    plays_every_answer(PRAYER_WAR)
    ability = changed(
        PRAYER_WAR,
        sides=[
            PRAYER_WAR["sides"][0],
            {
                **PRAYER_WAR["sides"][1],
                "field": [{"card": "sunlit-warden", "id": "b21"}, {"card": "time-warden", "id": "b22"}],
            },
        ],
        queue=[
            {"kind": "ability", "source": "b22", "effect": "a0"},
            {"kind": "trigger", "source": "a11", "effect": "t0", "controller": 0},
        ],
    )
    plays_every_answer(ability)
    attack = changed(
        PRAYER_WAR,
        active=1,
        step="combat",
        queue=[{"kind": "attack", "source": "b21"}],
        pending={"seat": 0, "kind": "defend", "prompt": "defend?", "options": ["a10", "none"]},
    )
    plays_every_answer(attack)


def test_a_save_begun_from_such_a_scenario_is_refused_on_continue_not_crashed() -> None:
    """A save written before the check (its setup is the scenario) no longer opens a match that
    breaks: resuming it is a CardtableError, which moves the save aside."""
    from cardtable.engine.errors import CardtableError
    from cardtable.engine.record import GameRecord
    from cardtable.session import Match

    record = GameRecord.from_state(scenario_state(PRAYER_WAR, REGISTRY)).model_dump(mode="json")
    record["scenario"]["queue"][0]["kind"] = 5
    with pytest.raises(CardtableError, match=r"queue\[0\]\.kind"):
        Match.resume(REGISTRY, record)


@pytest.mark.parametrize("holder", [2, 9, -1])
def test_priority_held_by_no_seat_is_refused_by_name(holder: int) -> None:
    assert f"priority: the seat holding it, 0 or 1, not {holder}" in refusal(
        changed(PRAYER_WAR, priority=holder)
    )


def _set(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    place: Any = out
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return out


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("turn",), "two", "turn: "),
        (("sides", 1, "soul"), "lots", "sides[1].soul: "),
        (("sides", 0, "numen"), {"RR": "x"}, "sides[0].numen.RR: "),
        (("sides",), 3, "sides: "),
        (("sides", 0, "hand"), "sudden-flare", "sides[0].hand: "),
        (("sides", 0, "field", 0), {"card": "ember-squire", "colour": 1}, "sides[0].field[0].colour: "),
        (("priority",), "Ana", "priority: "),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_with_its_key(
    path: tuple[Any, ...], value: Any, field: str
) -> None:
    """Found in play-testing: ``turn: two`` was refused in Python's words ("invalid literal for
    int() with base 10"), ``sides: 3`` as "'int' object is not iterable", and a hand written as
    one card id was read letter by letter ("unknown card 's'")."""
    message = refusal(_set(PRAYER_WAR, path, value))
    assert message.startswith(field), message
    assert "int()" not in message and "iterable" not in message


def test_a_pending_defence_without_options_asks_what_the_engine_asks() -> None:
    """playtest15: a `pending: defend` needed its `options` and showed a prompt without the
    seat's name; left out, both are the engine's own question for the attack on the queue."""
    from cardtable.games.lux_aeterna.combat import defence_prompt

    attack = changed(
        PRAYER_WAR,
        active=1,
        step="combat",
        queue=[{"kind": "attack", "source": "b21"}],
        pending={"seat": 0, "kind": "defend"},
    )
    state = scenario_state(attack, REGISTRY)
    decision = state.decision
    assert decision is not None and decision.kind == "defend" and decision.seat == 0
    assert list(decision.options) == [*[u for u in state.units(0) if u not in state.polarized], "none"]
    assert decision.prompt == defence_prompt(state, "b21", 0)
    assert decision.prompt.startswith(f"{state.players[0]}: defend against ")


def test_a_misspelt_card_or_codex_is_refused_with_the_name_meant() -> None:
    """The scenario reader words an unknown name as the data loader and Luminous's scenarios do
    (engine ``catalogs.unknown``): with the name it was probably meant to be."""
    hand = changed(END_STEP)
    hand["sides"][0]["hand"][2] = "ember-squir"
    assert refusal(hand) == "unknown card 'ember-squir' (did you mean 'ember-squire'?)"
    assert refusal(changed(END_STEP, codices=["ember-legon", "dawn-choir"])) == (
        "unknown Codex 'ember-legon' (did you mean 'ember-legion'?)"
    )


def test_a_card_entry_that_is_not_text_is_refused_at_its_key_without_pydantics_branch_name() -> None:
    # kernel24d: "sides[0].hand[0].str: Input should be a valid string" named pydantic's union branch
    scenario = changed(END_STEP, sides=[{"hand": [5]}, {}], pending=None, step="main1")
    message = refusal(scenario)
    assert message.startswith("sides[0].hand[0]: ") and ".str" not in message, message
