"""Every card, played (and every ability, used) in a prepared position: it resolves, it ends where
its type says, and every invariant holds. Cards with a hook or a notable effect get their own test."""

from __future__ import annotations

import pytest

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Activate, Play
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER, load_catalog
from cardtable.games.lux_aeterna.invariants import invariants
from tests.lux_aeterna.helpers import asked, resolve, table

CATALOG = load_catalog()
OTHER = "RXCVP"


def _numen(card_id: str) -> dict[str, int]:
    card = CATALOG.cards[card_id]
    letter = COLOUR_LETTER[card.colour]
    need = card.cost.total + 1
    numen = {letter * 2: min(4, need)}
    rest = need - numen[letter * 2]
    for other in OTHER:
        if rest <= 0:
            break
        if other != letter:
            take = min(4, rest)
            numen[other * 2] = take
            rest -= take
    return numen


def _position(card_id: str, where: str):
    codex = next(c.id for c in CATALOG.codices.values() if card_id in c.cards)
    me = {
        "hand" if where == "hand" else "field": [card_id],
        "numen": _numen(card_id),
        "requiem": ["ember-squire"],
        "limbo": ["shade-thrall"] * 4,
    }
    me.setdefault("field", [])
    me["field"] = me["field"] + ["cinder-hound", "sunlit-warden", "thornback-boar"]
    foe = {"field": ["dawn-acolyte", {"card": "cinder-hound", "polarized": True}], "hand": ["blessing"]}
    extra = {}
    if card_id == "negate":
        extra["queue"] = [{"source": "b01"}]
        extra["priority"] = 0
    return table(me, foe, codices=[codex, "dawn-choir"], **extra)


def _finish(state) -> None:
    for _ in range(50):
        if state.result is not None or (not state.queue and not asked(state)):
            return
        if asked(state):
            state.apply(state.legal_actions()[0])
        else:
            state.apply(Pass())


@pytest.mark.parametrize("card_id", sorted(CATALOG.cards))
def test_every_card_can_be_played_and_resolves(card_id: str) -> None:
    state = _position(card_id, "hand")
    plays = [a for a in state.legal_actions() if isinstance(a, Play) and a.card == "a01"]
    assert plays, f"{card_id} cannot be played in its test position"
    state.apply(plays[0])
    assert invariants(state) == []
    _finish(state)
    assert invariants(state) == []
    card = CATALOG.cards[card_id]
    zone = state.zones.where["a01"][1]
    if state.result is None:
        assert zone in (("field", "limbo") if card.on_field else ("requiem",)), zone


ABILITY_CARDS = sorted(c.id for c in CATALOG.cards.values() if c.model.abilities)


@pytest.mark.parametrize("card_id", ABILITY_CARDS)
def test_every_ability_can_be_used(card_id: str) -> None:
    state = _position(card_id, "field")
    uses = [a for a in state.legal_actions() if isinstance(a, Activate) and a.source == "a01"]
    assert uses, f"{card_id}'s ability cannot be used in its test position"
    state.apply(uses[0])
    _finish(state)
    assert invariants(state) == []
    assert f"a01#{uses[0].ability}" in state.used_abilities


def test_mirror_of_ash_counts_units_in_your_requiem_up_to_three() -> None:
    state = table(
        {
            "hand": ["mirror-of-ash"],
            "numen": {"RR": 3},
            "requiem": ["cinder-hound", "ember-squire", "sudden-flare", "cinder-hound", "ember-squire"],
        }
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.soul[1] == 3


def test_quiet_the_field_removes_every_power_bonus() -> None:
    state = table(
        {"hand": ["quiet-the-field"], "numen": {"CC": 3}, "field": [{"card": "cinder-hound", "power": 2}]},
        {"field": [{"card": "dawn-acolyte", "power": 3}]},
        codices=["starwatch", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.power("a02") == 3 and state.power("b01") == 1


def test_grave_caller_brings_a_unit_back_to_hand_by_choice() -> None:
    state = table(
        {"hand": ["grave-caller"], "numen": {"PP": 3}, "requiem": ["cinder-hound", "shade-thrall"]},
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Play("a01"))
    resolve(state)
    assert state.decision.kind == "choose" and set(state.decision.options) == {"a02", "a03"}
    from cardtable.engine.kernel.decision import Choose

    state.apply(Choose("a03"))
    resolve(state)
    assert "a03" in state.zones.cards(0, "hand")


def test_bone_harvester_grows_when_another_unit_is_destroyed() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}, "field": ["bone-harvester"]},
        {"field": ["dawn-acolyte"]},
        codices=["ember-legion", "dawn-choir"],
    )
    state.apply(Play("a01", ("b01",)))
    resolve(state)
    assert state.power("a02") == 5


def test_ashen_berserker_hits_back_when_destroyed() -> None:
    state = table({"field": ["ashen-berserker"]}, {"field": ["sunlit-warden"]}, step="combat")
    from cardtable.games.lux_aeterna.actions import Attack, Defend

    state.apply(Attack("a01"))
    resolve(state)
    state.apply(Defend("b01"))
    resolve(state)
    assert state.soul[1] == 5 and state.zones.cards(0, "requiem") == ["a01"]


def test_ancient_oak_asks_five_lights() -> None:
    """balance26h: Ancient Oak costs VV3 (it was VV2): four Viridian Lights no longer play it, five
    do (docs/balance-lux-aeterna.md: an Oak out by turn 8 decided most of strong Deep Roots' wins
    over Dawn Choir)."""
    for spare, playable in ((0, False), (1, True)):
        numen = {"VV": 4, "RR": spare}  # two Viridian Lights for VV, the rest for the generic 3
        state = table({"hand": ["ancient-oak"], "numen": numen}, codices=["deep-roots", "dawn-choir"])
        oak = state.zones.cards(0, "hand")[0]
        assert any(isinstance(act, Play) and act.card == oak for act in state.legal_actions()) is playable
