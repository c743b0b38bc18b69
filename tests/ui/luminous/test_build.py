"""The Luminous screen's sentences and previews (pure functions over positions): the curtain,
the combat area, payments with the orb that satisfies the check, forecasts."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.actions import Attack, Play, PlayOrb
from cardtable.games.luminous.describe import describe
from cardtable.games.luminous.paying import careful_payments
from cardtable.games.luminous.preview import attack_forecast
from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import build, scenes


def _position(**changes: Any) -> Any:
    data = copy.deepcopy(scenes.MIDGAME)
    data.update(changes)
    return from_scenario(data)


def test_the_curtain_says_what_the_person_may_do() -> None:
    attacked = _position(combat={"attacker": 0, "target": "relic:0"})
    assert build.curtain_text(attacked, 1).startswith("Cpu is attacked: block, play a fast card, or pass.")
    blocked = _position(combat={"attacker": 0, "target": "relic:0", "blockers": [0]})
    assert build.curtain_text(blocked, 1).startswith("Cpu has blocked: block with more")
    # Played by hand: "block with more" with no unit left to block with.
    everyone = _position(combat={"attacker": 0, "target": "relic:0", "blockers": [0, 1]})
    assert build.curtain_text(everyone, 1).startswith(
        "Cpu has blocked: play a fast card or an ability, or pass."
    )
    nobody = _position(combat={"attacker": 0, "target": "relic:0"})
    for unit in nobody.sides[1].units:
        unit.expended = True
    assert build.curtain_text(nobody, 1).startswith("Cpu is attacked (no unit can block)")
    answer = _position(priority=1)
    assert build.curtain_text(answer, 1).startswith("Cpu may answer with a fast card")
    main_end = _position(passes=1)
    assert "passing now ends the Main phase" in build.curtain_text(main_end, 0)


def test_the_curtain_says_when_the_attacker_has_left_play() -> None:
    # Played by hand: after a Walk Back on the attacker the curtain still read "Bo is attacked:
    # block, ..." and "pass to deal the damage", though the attack could deal none.
    from tests.luminous.helpers import hand_card, position, side, unit

    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}], orbs=["crimson"] * 2, hand=["walk-back"]),
        side("jeddos", hand=["walk-back"], orbs=["amber", "amber"]),
    )
    raider = unit(st, 0).iid
    st.apply(Attack(raider))
    st.apply(Play(hand_card(st, 1, "walk-back"), raider))
    assert st.decision is not None and st.decision.seat == 0
    for seat in (0, 1):
        text = build.curtain_text(st, seat)
        assert "Xanthe Raider has left play, so its attack deals no damage" in text
        assert "is attacked" not in text and "deal the damage" not in text


def test_the_combat_area_names_attacker_target_and_blockers() -> None:
    state = _position(combat={"attacker": 0, "target": "relic:0", "blockers": [0, 1]})
    table = build.table(state, 0, state.legal_actions())
    lines = build.combat_lines(table)
    assert lines[0].startswith("▲ Silgar's Elite ⚔4 (Overwhelm) attacks Glass Garden")
    assert lines[1] == "Blocked by Ancient's Servant ⚔3 ♥4, Trail Guide ⚔2 ♥1"
    assert {t.iid: t.role for t in table.sides[0].units if t.role} == {
        table.sides[0].units[0].iid: "blocker",
        table.sides[0].units[1].iid: "blocker",
    }


def test_orb_sentences_use_the_right_article() -> None:
    state = _position(sides=[{"favored": "silgar"}, {"favored": "jeddos"}])
    assert describe(state, PlayOrb("amber")) == "Play an Amber orb from your orb pile"
    assert describe(state, PlayOrb("crimson")) == "Play a Crimson orb from your orb pile"


def test_a_payment_keeps_an_expended_orb_for_the_check() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    ana = data["sides"][0]
    ana["orbs"] = ["crimson", "crimson", {"colour": "crimson", "expended": True}, "azure"]
    ana["blooms"] = 0
    ana["hand"] = ["silgars-elite"]  # 3 essence + a Crimson check
    state = from_scenario(data)
    options = careful_payments(state, 0, 3, "crimson")
    assert options, "the Elite can be paid"
    first = options[0]
    assert sorted(c for _, c in first.orbs) == ["azure", "crimson", "crimson"]
    assert first.check_orb is not None and first.check_orb[1] == "crimson" and first.check_orb[2] is True
    state.apply(Play(state.sides[0].hand[0], pay=first.pay))
    assert all(o[2] for o in state.sides[0].orbs)


def test_the_attack_forecast_counts_a_relic_losing_durability() -> None:
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["relics"] = [{"card": "the-lodestar", "durability": 4}]
    data["sides"][1]["units"] = []
    state = from_scenario(data)
    relic = state.sides[1].relics[0].iid
    unit = state.sides[0].units[1].iid  # Quinn, 3 attack
    (result,), _ = attack_forecast(state, unit, relic)
    assert result["worn"] == {relic: 3} and result["destroyed"] == []
    assert state.sides[1].relics[0].durability == 4, "the forecast plays on a copy"
    assert Attack(unit, relic) in state.legal_actions()


def test_a_target_note_reads_the_presentation() -> None:
    from tests.luminous.helpers import hand_card, position, side, unit

    st = position(
        side("jeddos", hand=["walk-back"], orbs=["amber", "amber"]),
        side("silgar", units=[{"card": "trail-guide", "damage": 1, "expended": True}]),
    )
    guide = unit(st, 1).iid
    note = build.target_note(build.table(st, 0), Play(hand_card(st, 0, "walk-back"), guide))
    assert note == f"{st.name(1)}'s unit ⚔1 ♥1/2 · expended"
    assert build.target_note(build.table(st, 0), Play(hand_card(st, 0, "walk-back"), "c999")) == ""


def test_a_free_ability_has_no_pays_line() -> None:
    """Play-test: "Pays: nothing" stood under every Unstable Salvage line of a target dialog."""
    import copy

    from cardtable.games.luminous.scenario import from_scenario
    from cardtable.ui.luminous import inspect
    from cardtable.ui.luminous.scenes import MIDGAME

    data = copy.deepcopy(MIDGAME)
    data["sides"][0]["relics"] = [{"card": "unstable-salvage"}]
    state = from_scenario(data)
    ping = next(a for a in state.legal_actions() if a.KIND == "activate")
    assert inspect.payment_note(state, ping).plain == ""
    play = next(a for a in state.legal_actions() if a.KIND == "play")
    assert inspect.payment_note(state, play).plain.startswith("Pays: ")
