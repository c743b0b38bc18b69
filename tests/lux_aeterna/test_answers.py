"""A pump that cannot matter (ruling in docs/rules/lux-aeterna.md): the default stops do not ask
a seat whose only answers give Power this turn that nobody can read again this turn."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack, Play
from cardtable.games.lux_aeterna.api import answers_that_matter
from cardtable.games.lux_aeterna.state import LuxState
from cardtable.ui.lux_aeterna.stops import automatic_action
from tests.lux_aeterna.helpers import field_ids, table

ROOTS = ["ember-legion", "deep-roots"]


def _bo_plays_wild_growth(ana_field: list[object]) -> LuxState:
    """Bo (Deep Roots) plays Wild Growth on his Bloom Caller in his Main Phase 1; Ana holds
    Sudden Flare and a Rubedian Light."""
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ana_field},
        {"hand": ["wild-growth"], "field": ["bloom-caller"], "numen": {"VV": 1}},
        active=1,
        codices=ROOTS,
    )
    state.apply(next(a for a in state.legal_actions() if a.KIND == "play"))
    assert state.decision is not None and state.decision.seat == 0
    return state


def test_a_pump_with_no_defended_clash_left_is_passed_for() -> None:
    state = _bo_plays_wild_growth([])
    assert [a.KIND for a in state.legal_actions()] == ["pass", "play"]  # Flare on Bloom Caller
    assert answers_that_matter(state) == []
    assert automatic_action(state, True) == Pass()


def test_a_pump_is_asked_for_when_a_unit_of_the_seat_could_defend() -> None:
    state = _bo_plays_wild_growth(["ember-squire"])
    flares = [a for a in state.legal_actions() if a.KIND == "play"]
    assert len(flares) == 2 and answers_that_matter(state) == flares  # on either Unit
    assert automatic_action(state, True) is None


def test_the_privacy_way_is_still_asked() -> None:
    from cardtable.ui.seat_stops import SeatStops

    state = _bo_plays_wild_growth([])
    assert automatic_action(state, True, {0: SeatStops(at_stops_only=True)}) is None
    assert automatic_action(state, False) is None  # no auto-pass: asked as before


def _ana_attacks(bo_field: list[object]) -> LuxState:
    """Ana's Cinder Hound (Power 3) attacks Bo (Veiled Court: its one limit, "Power 2 or less",
    reads neither 3 nor 5, and it cannot depolarize)."""
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["cinder-hound"]},
        {"field": bo_field},
        step="combat",
        codices=["ember-legion", "veiled-court"],
    )
    state.apply(Attack(field_ids(state, 0)[0]))
    state.apply(Pass())  # Bo lets the attack through to Ana
    assert state.decision is not None and state.decision.seat == 0 and state.queue
    return state


def test_a_pump_on_an_attacker_nobody_can_defend_against_is_passed_for() -> None:
    state = _ana_attacks([{"card": "whispering-cultist", "polarized": True}])
    assert answers_that_matter(state) == []
    assert automatic_action(state, True) == Pass()


def test_a_pump_on_an_attacker_with_a_possible_defender_is_asked_for() -> None:
    state = _ana_attacks(["whispering-cultist"])
    hound = field_ids(state, 0)[0]
    assert Play(state.zones.cards(0, "hand")[0], (hound,)) in answers_that_matter(state)
    assert automatic_action(state, True) is None


def test_a_polarized_defender_counts_when_its_codex_can_depolarize() -> None:
    """Dawn Choir holds Sanctuary (depolarize one of your Units): Ana is asked whatever Bo's
    hand holds, so being asked tells her nothing about it."""
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["cinder-hound"]},
        {"field": [{"card": "dawn-acolyte", "polarized": True}], "hand": []},
        step="combat",
    )
    state.apply(Attack(field_ids(state, 0)[0]))
    state.apply(Pass())
    assert [a.KIND for a in answers_that_matter(state)] == ["play", "play"]


def test_a_target_limit_keeps_a_pump_that_crosses_it() -> None:
    """Bo's Veil of Limbo (an enemy Unit with Power 2 or less; on his field, a Purpurea Light to
    pay it) reads Ember Squire's Power 1 -> 3, not Cinder Hound's 3 -> 5 (after Combat, nothing
    else reads them). Without the Light to pay, it reads nothing."""
    for light, kept in ((1, True), (0, False)):
        state = table(
            {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["ember-squire", "cinder-hound"]},
            {"field": ["veil-of-limbo"], "numen": {"PP": light} if light else {}},
            step="main2",
            codices=["ember-legion", "veiled-court"],
        )
        squire, hound = field_ids(state, 0)
        flare = state.zones.cards(0, "hand")[0]
        assert Play(flare, (hound,)) in state.legal_actions()
        plays = [a for a in answers_that_matter(state) if a.KIND == "play"]
        assert plays == ([Play(flare, (squire,))] if kept else [])


def test_a_prayer_that_moves_the_emissary_on_is_kept() -> None:
    """Solenne turns Connected after 3 Prayers: a Blessing nobody can read still counts toward it;
    once Connected it does not (Sunlit Warden's Power 4 -> 6: no limit reads it after Combat)."""
    for connected, kinds in ((False, ["play"]), (True, [])):
        state = table(
            {"field": []},
            {"hand": ["blessing"], "field": ["sunlit-warden"], "numen": {"XX": 1}, "connected": connected},
            active=1,
            step="main2",
        )
        assert [a.KIND for a in answers_that_matter(state) if a.KIND == "play"] == kinds


def test_a_pump_out_of_the_seats_own_removal_is_not_asked_for() -> None:
    """Ana's own Searing Bolt ("Power 2 or less") reads Bo's Sproutling 2 -> 4, but that pump can
    only take her own option away (tmux trial: she was asked on Bo's Wild Growth)."""
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}},
        {"hand": ["wild-growth"], "field": ["sproutling"], "numen": {"VV": 1}},
        active=1,
        codices=ROOTS,
    )
    state.apply(next(a for a in state.legal_actions() if a.KIND == "play"))
    assert state.decision is not None and state.decision.seat == 0
    assert [a.KIND for a in state.legal_actions()] == ["pass", "play"]
    assert answers_that_matter(state) == []


def _ana_attacks_with_bolt(attacker: int) -> LuxState:
    """Ana (Searing Bolt, two Rubedian Lights; Cinder Hound and Ember Squire) attacks a Bo with no
    Unit: Bolt's only targets are her own Squire (Power 1) and, if it attacks, the attacker."""
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}, "field": ["cinder-hound", "ember-squire"]},
        {"field": []},
        step="combat",
    )
    state.apply(Attack(field_ids(state, 0)[attacker]))
    state.apply(Pass())  # Bo lets the attack through to Ana
    assert state.decision is not None and state.decision.seat == 0 and state.queue
    return state


def test_a_removal_of_ones_own_idle_unit_is_passed_for() -> None:
    """playtest16: Ana's own undefendable attack asked "Pass (resolve the attack of Cinder Hound)"
    only because Searing Bolt could destroy her own Ember Squire: that can only take from her."""
    state = _ana_attacks_with_bolt(0)
    assert [a.KIND for a in state.legal_actions()] == ["pass", "play"]
    assert answers_that_matter(state) == []
    assert automatic_action(state, True) == Pass()


def test_a_removal_of_ones_own_attacker_is_kept() -> None:
    """Destroying the attacker on the queue changes the attack (it deals no damage): asked."""
    state = _ana_attacks_with_bolt(1)
    squire = field_ids(state, 0)[1]
    assert answers_that_matter(state) == [Play(state.zones.cards(0, "hand")[0], (squire,))]


def test_a_removal_of_the_other_sides_unit_is_kept() -> None:
    """A Bolt that may destroy Bo's Unit is a real answer, whatever else it could hit."""
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}, "field": ["cinder-hound"]},
        {"field": [{"card": "dawn-acolyte", "polarized": True}]},
        step="combat",
        codices=["ember-legion", "veiled-court"],
    )
    state.apply(Attack(field_ids(state, 0)[0]))
    state.apply(Pass())
    acolyte = field_ids(state, 1)[0]
    assert [a.targets for a in answers_that_matter(state)] == [(acolyte,)]


def test_a_pump_is_asked_for_in_the_others_main_while_an_attack_can_come() -> None:
    """playtest16 game B T5 (kept on purpose): in Bo's Main 1, with Bo's Sanctuary on the queue
    (depolarizing his Dawn Acolyte), Ana's only castable card is Sudden Flare and she has a
    Cinder Hound. Bo may still attack this turn and the Hound may defend, so the Flare can decide
    that clash: she is rightly asked."""
    state = table(
        {"hand": ["sudden-flare"], "numen": {"RR": 1}, "field": ["cinder-hound"]},
        {"hand": ["sanctuary"], "field": [{"card": "dawn-acolyte", "polarized": True}], "numen": {"XX": 2}},
        active=1,
    )
    state.apply(next(a for a in state.legal_actions() if a.KIND == "play"))
    assert state.decision is not None and state.decision.seat == 0 and state.queue
    hound = field_ids(state, 0)[0]
    flare = state.zones.cards(0, "hand")[0]
    assert Play(flare, (hound,)) in answers_that_matter(state)
    assert automatic_action(state, True) is None


def _bo_holds_frozen_moment(ana_field: list[object]) -> LuxState:
    """Ana plays Ember Squire in her Main Phase 1; Bo holds Frozen Moment ("Polarize a Unit") and
    a Caelestis Light, with his Star Sentinel on the field."""
    state = table(
        {"hand": ["ember-squire"], "numen": {"RR": 1}, "field": ana_field},
        {"hand": ["frozen-moment"], "numen": {"CC": 1}, "field": ["star-sentinel"]},
        codices=["ember-legion", "starwatch"],
    )
    state.apply(next(a for a in state.legal_actions() if a.KIND == "play"))
    assert state.decision is not None and state.decision.seat == 1
    return state


def test_polarizing_ones_own_idle_unit_is_passed_for() -> None:
    """playtest20-la F19: Bo was asked in Ana's turn only because Frozen Moment could polarize his
    own Star Sentinel (Ana's Units were polarized already): that can only take from him."""
    state = _bo_holds_frozen_moment([{"card": "cinder-hound", "polarized": True}])
    assert {a.KIND for a in state.legal_actions()} == {"pass", "play"}
    assert answers_that_matter(state) == []
    assert automatic_action(state, True) == Pass()


def test_polarizing_the_other_sides_unit_is_kept() -> None:
    state = _bo_holds_frozen_moment(["cinder-hound"])
    hound = field_ids(state, 0)[0]
    assert [a.targets for a in answers_that_matter(state)] == [(hound,)]
