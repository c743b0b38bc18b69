"""Luminous triggers are kernel event patterns: each data ``when`` waits for one event kind with
data to match, checked when the catalog loads and when the definition is made. Each test sets up
a position, acts, and asserts who was triggered and who was not."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.engine.kernel.decision import Pass
from cardtable.engine.kernel.effects import EventPattern
from cardtable.games.luminous import triggers
from cardtable.games.luminous.actions import Attack, Play
from cardtable.games.luminous.catalog import CATALOGS, op_problems
from cardtable.games.luminous.definition import of_catalog
from tests.luminous.helpers import hand_card, position, relic, side, unit, waits


def test_a_relic_of_your_own_triggers_jeddos_but_a_unit_does_not() -> None:
    st = position(
        side(hand=["hedge-tinker", "ancients-eye"], orbs=["amber"] * 3, relics=[{"card": "ancients-eye"}]),
        side("silgar"),
    )
    st.apply(Play(hand_card(st, 0, "hedge-tinker")))
    assert waits(st) == ("priority", 1) and st.batch.pending == []
    assert relic(st, 0).durability == 3  # the Tinker's own Arrive only: no Jeddos for a unit
    st.apply(Pass())
    st.apply(Play(hand_card(st, 0, "ancients-eye")))
    assert relic(st, 0, 1).durability == 3  # printed 2, and Jeddos's Bolster 1 on the new relic


def test_a_relic_arriving_for_the_opponent_does_not_trigger_jeddos() -> None:
    st = position(
        side("silgar", hand=["ancients-eye"], orbs=["amber"]),
        side("jeddos", relics=[{"card": "glass-garden"}]),
    )
    st.apply(Play(hand_card(st, 0, "ancients-eye")))
    assert st.batch.pending == [] and waits(st) == ("priority", 1)
    assert relic(st, 0).durability == 2 and relic(st, 1).durability == 2


def test_a_start_of_turn_trigger_waits_for_its_controllers_turn() -> None:
    st = position(side("jeddos", relics=[{"card": "glass-garden"}], life=10), side("silgar"), active=1)
    st.apply(Pass())
    st.apply(Pass())  # seat 1's turn ends, seat 0's starts: the Garden gains 1 life
    assert st.active == 0 and st.sides[0].life == 11
    st.apply(Pass())
    st.apply(Pass())  # seat 1's turn starts: not the Garden's
    assert st.active == 1 and st.sides[0].life == 11


def test_a_card_played_on_your_own_turn_does_not_trigger_rya_jin() -> None:
    st = position(
        side("rya-jin", hand=["wander-the-stacks"], orbs=["azure"], relics=[{"card": "kamaruas-gospel"}]),
        side("silgar"),
    )
    gospel = relic(st, 0).durability
    st.apply(Play(hand_card(st, 0, "wander-the-stacks")))
    assert st.sides[1].life == 20 and relic(st, 0).durability == gospel and st.batch.pending == []


def test_rya_jin_and_her_gospel_both_answer_a_card_played_on_the_opponents_turn() -> None:
    st = position(
        side("silgar"),
        side("rya-jin", hand=["wander-the-stacks"], orbs=["azure"], relics=[{"card": "kamaruas-gospel"}]),
        priority=1,
    )
    gospel = relic(st, 1).durability
    st.apply(Play(hand_card(st, 1, "wander-the-stacks")))
    # Rya Jin's 1 damage and the Gospel's wear and draw: every order ends the same, none is asked
    assert waits(st) == ("priority", 0) and not st.batch.pending
    assert st.sides[0].life == 19 and relic(st, 1).durability == gospel - 1
    resolved = [e.text for e in st.log if e.kind == "trigger"]
    assert len(resolved) == 2 and resolved[0].startswith("Rya Jin")  # the oldest first


def test_an_enemy_card_departing_does_not_trigger_my_depart() -> None:
    st = position(
        side("jeddos", units=[{"card": "ancients-servant"}], hand=["sudden-death"], orbs=["crimson"] * 3),
        side("silgar", units=[{"card": "ancients-servant", "damage": 1}]),
    )
    mine, theirs = len(st.sides[0].hand), len(st.sides[1].hand)
    st.apply(Play(hand_card(st, 0, "sudden-death"), unit(st, 1).iid))
    assert st.sides[1].units == [] and len(st.sides[1].hand) == theirs + 1
    assert len(st.sides[0].hand) == mine - 1  # the spell left my hand; my Servant drew nothing


def test_silgars_second_wave_is_for_the_second_attacker_only() -> None:
    st = position(side("silgar", units=[{"card": "trail-guide"}] * 3), side("jeddos"))
    first = unit(st, 0).iid
    st.apply(Attack(first))
    assert st.batch.pending == [] and unit(st, 0).tatk == 0
    st.apply(Pass())
    st.apply(Pass())
    second = unit(st, 0, 1)
    st.apply(Attack(second.iid))
    assert second.tatk == 1 and "overwhelm" in second.tkw and unit(st, 0).tatk == 0


def test_the_end_pattern_is_the_controllers_turn_ending() -> None:
    pattern = triggers.pattern_of("end")
    assert pattern == EventPattern.of("end", controller="you")
    assert pattern.matches("end", {"controller": 1}, {"self": "c3", "you": 1, "opponent": 0})
    assert not pattern.matches("end", {"controller": 0}, {"self": "c3", "you": 1, "opponent": 0})
    assert not pattern.matches("start", {"controller": 1}, {"self": "c3", "you": 1, "opponent": 0})


def test_every_when_is_a_pattern_over_an_event_the_game_makes() -> None:
    assert triggers.problems(CATALOGS.load()) == []
    assert triggers.pattern_of("wave", 2) == EventPattern.of("attack", card="self", n=2)
    assert triggers.pattern_of("ally_relic_arrive") == EventPattern.of(
        "arrive", controller="you", type="relic"
    )


def test_a_when_without_a_pattern_is_a_data_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    whens = {w: p for w, p in triggers.WHENS.items() if w != "depart"}
    monkeypatch.setattr(triggers, "WHENS", whens)
    assert "trigger 'depart' has no event pattern" in op_problems()


def test_a_pattern_that_fits_no_event_stops_the_definition() -> None:
    catalog = CATALOGS.load()
    card = catalog.cards["ancients-servant"]
    bad = card.triggers[0]._replace(pattern=EventPattern.of("depart", card="self", colour="red"))
    broken = dataclasses.replace(
        catalog, cards={**catalog.cards, card.id: dataclasses.replace(card, triggers=(bad,))}
    )
    with pytest.raises(ValueError, match="ancients-servant: event 'depart' carries no 'colour'"):
        of_catalog(broken)
