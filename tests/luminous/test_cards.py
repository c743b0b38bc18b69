"""One test per authored card (and per Favored and token): the card does what its text says."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import Choose, Pass
from cardtable.games.luminous.actions import Activate, Attack, Block, Play
from cardtable.games.luminous.catalog import load_catalog
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import hand_card, position, relic, side, unit

ORBS = {"jeddos": "amber", "silgar": "crimson", "rya-jin": "azure"}
TESTED: set[str] = set()


def card(card_id: str):  # noqa: ANN201 - a decorator
    """Mark a test as the test of ``card_id`` (the coverage test below checks every card has one)."""
    TESTED.add(card_id)
    return lambda fn: fn


def me(favored: str = "jeddos", **keys: object) -> dict:
    keys.setdefault("orbs", [ORBS[favored]] * 6)
    return side(favored, **keys)


def play(st: LuminousState, seat: int, card_id: str, target: str | None = None) -> LuminousState:
    """Play a card, then resolve any trigger order asked (oldest trigger first)."""
    st.apply(Play(hand_card(st, seat, card_id), target))
    while st.asking.kind == "order":
        st.apply(Choose(str(st.batch.options(st.asking.seat)[0].uid)))
    return st


def respond(favored: str = "rya-jin", **keys: object) -> tuple[dict, dict]:
    """Seat 1 holds priority on seat 0's turn (to play a fast card on the opponent's turn)."""
    return side("silgar", units=[{"card": "hedge-tinker"}]), me(favored, **keys)


# ----- neutral ---------------------------------------------------------------------------------


@card("walk-back")
def test_walk_back_returns_a_unit_to_its_owners_hand() -> None:
    st = position(me(hand=["walk-back"]), side("silgar", units=[{"card": "silgars-elite"}]))
    elite = unit(st, 1).iid
    play(st, 0, "walk-back", elite)
    assert elite in st.sides[1].hand and st.sides[1].units == []


def test_walk_back_on_a_token_sends_it_to_the_box_and_says_so() -> None:
    # playtest23-lum: the log said a Recruit "returns to its owner's hand" as it left for the box
    st = position(me(hand=["walk-back"]), side("silgar", units=[{"card": "recruit"}]))
    recruit = unit(st, 1).iid
    play(st, 0, "walk-back", recruit)
    assert recruit not in st.sides[1].hand and st.sides[1].units == []
    line = next(event.text for event in st.log if event.kind == "leave")
    assert line.endswith("goes back to the box (a token returns to no hand).") and "hand." not in line


@card("hedge-tinker")
def test_hedge_tinker_bolsters_each_relic() -> None:
    st = position(
        me(hand=["hedge-tinker"], relics=[{"card": "ancients-eye"}, {"card": "vortex-cannister"}]),
        side("silgar"),
    )
    play(st, 0, "hedge-tinker")
    assert [r.durability for r in st.sides[0].relics] == [3, 4]


@card("ancients-servant")
def test_ancients_servant_is_watchful_and_draws_when_it_departs() -> None:
    st = position(
        me(units=[{"card": "ancients-servant", "damage": 3}]),
        side("silgar", hand=["sudden-death"], orbs=["crimson"] * 3),
        priority=1,
    )
    assert "watchful" in load_catalog().cards["ancients-servant"].keywords
    play(st, 1, "sudden-death", unit(st, 0).iid)
    assert len(st.sides[0].hand) == 1


@card("trail-guide")
def test_trail_guide_draws_on_arrival() -> None:
    st = position(me(hand=["trail-guide"]), side("silgar"))
    play(st, 0, "trail-guide")
    assert len(st.sides[0].hand) == 1 and st.ids[st.sides[0].hand[0]] == "walk-back"


@card("diving-dragonspawn")
def test_diving_dragonspawn_flies_and_lunges() -> None:
    st = position(
        me(units=[{"card": "diving-dragonspawn"}]),
        side("silgar", units=[{"card": "hedge-tinker"}, {"card": "kynda-infiltrator"}]),
    )
    st.apply(Attack(unit(st, 0).iid))
    with pytest.raises(IllegalActionError):
        st.apply(Block((unit(st, 1).iid,)))
    st.apply(Block((unit(st, 1, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert unit(st, 0).damage == 0 and len(st.sides[1].units) == 1


@card("cataclysmic-echo")
def test_cataclysmic_echo_deals_2_to_each_unit() -> None:
    st = position(
        me(hand=["cataclysmic-echo"], units=[{"card": "ancients-servant"}]),
        side("silgar", units=[{"card": "hedge-tinker"}, {"card": "scar-city-general"}]),
    )
    play(st, 0, "cataclysmic-echo")
    assert unit(st, 0).damage == 2 and [u.card.id for u in st.sides[1].units] == ["scar-city-general"]


@card("vortex-cannister")
def test_vortex_cannister_wears_to_deal_1_damage() -> None:
    st = position(me(relics=[{"card": "vortex-cannister"}]), side("silgar", units=[{"card": "recruit"}]))
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 1).iid))
    assert st.sides[1].units == [] and relic(st, 0).durability == 2 and relic(st, 0).expended


@card("field-recruiter")
def test_field_recruiter_plays_a_recruit() -> None:
    st = position(me("silgar", hand=["field-recruiter"]), side("jeddos"))
    play(st, 0, "field-recruiter")
    assert [u.card.id for u in st.sides[0].units] == ["field-recruiter", "recruit"]


@card("sudden-death")
def test_sudden_death_is_fast_and_deals_3() -> None:
    st = position(
        side("silgar", units=[{"card": "scar-city-general"}]),
        me("rya-jin", hand=["sudden-death"]),
        priority=1,
    )
    play(st, 1, "sudden-death", unit(st, 0).iid)
    assert unit(st, 0).damage == 3


# ----- the Caravan (Jeddos) --------------------------------------------------------------------


@card("the-lodestar")
def test_the_lodestar_lifts_attack_and_bolsters_itself_each_turn() -> None:
    st = position(me(relics=[{"card": "the-lodestar"}], units=[{"card": "trail-guide"}]), side("silgar"))
    from cardtable.games.luminous import stats

    assert stats.attack(st.sides[0], unit(st, 0)) == 2
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Pass())
    assert relic(st, 0).durability == 4


@card("breakers-chains")
def test_breakers_chains_is_a_barrier_and_expends_a_unit() -> None:
    st = position(me(relics=[{"card": "breakers-chains"}]), side("silgar", units=[{"card": "silgars-elite"}]))
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 1).iid))
    assert unit(st, 1).expended and relic(st, 0).durability == 2
    assert "barrier" in relic(st, 0).card.keywords


@card("undercity-expropriator")
def test_undercity_expropriator_bolsters_on_contact() -> None:
    st = position(
        me(units=[{"card": "undercity-expropriator"}], relics=[{"card": "ancients-eye"}]), side("silgar")
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert relic(st, 0).durability == 3 and st.sides[1].life == 17


@card("disciple-apostate")
def test_disciple_apostate_draws_with_two_relics() -> None:
    one = position(me(hand=["disciple-apostate"], relics=[{"card": "ancients-eye"}]), side("silgar"))
    play(one, 0, "disciple-apostate")
    assert one.sides[0].hand == []
    two = position(me(hand=["disciple-apostate"], relics=[{"card": "ancients-eye"}] * 2), side("silgar"))
    play(two, 0, "disciple-apostate")
    assert len(two.sides[0].hand) == 1


@card("jeddoss-junk-brigade")
@card("junk-pile")
def test_junk_brigade_makes_a_barrier_junk_pile_and_sacrifices_to_bolster() -> None:
    st = position(me(hand=["jeddoss-junk-brigade"]), side("silgar"))
    play(st, 0, "jeddoss-junk-brigade")
    pile = relic(st, 0)
    assert pile.card.id == "junk-pile" and "barrier" in pile.card.keywords and pile.durability == 3
    st.apply(Pass())
    st.apply(Activate(unit(st, 0).iid))
    assert pile.durability == 5 and st.sides[0].units == []


@card("order-the-mind")
def test_order_the_mind_draws_and_bolsters() -> None:
    st = position(me(hand=["order-the-mind"], relics=[{"card": "ancients-eye"}]), side("silgar"))
    play(st, 0, "order-the-mind")
    assert len(st.sides[0].hand) == 1 and relic(st, 0).durability == 3


def test_order_the_mind_does_what_its_text_says_on_the_opponents_turn() -> None:
    """Text and steps agree (the Caravan's plan: relics that build up): "Fast. Draw a card.
    Bolster 1 on each relic you control." Every relic of its controller gains 1, none of the
    opponent's; with no relic it still draws."""
    card = position(me(), side("silgar")).catalog.cards["order-the-mind"]
    assert card.fast and card.text == "Fast. Draw a card. Bolster 1 on each relic you control."
    assert [(s.op, s.n, s.target) for s in card.steps] == [("draw", 1, None), ("bolster", 1, "my_relics")]
    st = position(
        side("silgar", relics=[{"card": "ancients-eye"}]),
        me(
            hand=["order-the-mind"],
            relics=[{"card": "ancients-eye"}, {"card": "glass-garden", "durability": 1}],
        ),
        priority=1,
    )
    play(st, 1, "order-the-mind")
    assert [r.durability for r in st.sides[1].relics] == [3, 2] and relic(st, 0).durability == 2
    assert len(st.sides[1].hand) == 1
    bare = position(side("silgar"), me(hand=["order-the-mind"]), priority=1)
    play(bare, 1, "order-the-mind")
    assert len(bare.sides[1].hand) == 1 and bare.sides[1].relics == []


@card("unstable-salvage")
def test_unstable_salvage_pings_and_hurts_the_foe_when_it_departs() -> None:
    st = position(
        me(relics=[{"card": "unstable-salvage", "durability": 1}]),
        side("silgar", units=[{"card": "recruit"}]),
    )
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 1).iid))
    assert st.sides[1].units == [] and st.sides[0].relics == [] and st.sides[1].life == 18


@card("glass-garden")
def test_glass_garden_is_a_barrier_that_heals_each_turn() -> None:
    st = position(side("silgar"), me(relics=[{"card": "glass-garden"}], life=10))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 11 and "barrier" in relic(st, 1).card.keywords


@card("ancients-eye")
def test_ancients_eye_wears_to_draw() -> None:
    st = position(me(relics=[{"card": "ancients-eye"}]), side("silgar"))
    st.apply(Activate(relic(st, 0).iid))
    assert len(st.sides[0].hand) == 1 and relic(st, 0).durability == 1


@card("high-command")
def test_high_command_adds_health_and_attack() -> None:
    from cardtable.games.luminous import stats

    st = position(me(relics=[{"card": "high-command"}], units=[{"card": "trail-guide"}]), side("silgar"))
    assert stats.health(st.sides[0], unit(st, 0)) == 3
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 0).iid))
    assert stats.attack(st.sides[0], unit(st, 0)) == 2


@card("reliquary-tome")
def test_reliquary_tome_bolsters_others_and_draws_with_three_relics() -> None:
    st = position(
        side("silgar"),
        me(relics=[{"card": "reliquary-tome"}, {"card": "ancients-eye"}, {"card": "ancients-eye"}]),
    )
    st.apply(Pass())
    st.apply(Pass())
    assert len(st.sides[1].hand) == 2  # the Tome's card, then the draw step
    arrive = position(me(hand=["reliquary-tome"], relics=[{"card": "ancients-eye"}]), side("silgar"))
    play(arrive, 0, "reliquary-tome")
    assert relic(arrive, 0).durability == 3 and relic(arrive, 0, 1).durability == 3


def test_a_trigger_whose_condition_fails_says_why_it_does_nothing() -> None:
    """playtest24-lum: with two relics the Tome's line said "start trigger resolves." and the
    draw step's card came next, as if the Tome had drawn it."""
    st = position(side("silgar"), me(relics=[{"card": "reliquary-tome"}, {"card": "ancients-eye"}]))
    st.apply(Pass())
    st.apply(Pass())
    lines = [event.text for event in st.log if "Reliquary Tome" in event.text]
    assert "Reliquary Tome: start trigger does nothing: Bo controls 2 relics, not 3." in lines, lines
    assert len(st.sides[1].hand) == 1  # the draw step's card only


# ----- the Pride (Silgar) ----------------------------------------------------------------------


@card("quinn-crown-prince")
def test_quinn_lunges_and_gives_other_units_overwhelm() -> None:
    from cardtable.games.luminous import stats

    st = position(
        me("silgar", units=[{"card": "quinn-crown-prince"}, {"card": "hedge-tinker"}]), side("jeddos")
    )
    assert "overwhelm" in stats.keywords(st.sides[0], unit(st, 0, 1))
    assert (
        "overwhelm" not in stats.keywords(st.sides[0], unit(st, 0)) and "lunge" in unit(st, 0).card.keywords
    )


@card("standard-of-glass")
def test_standard_of_glass_lifts_attack_and_brings_a_recruit() -> None:
    from cardtable.games.luminous import stats

    st = position(me("silgar", hand=["standard-of-glass"]), side("jeddos"))
    play(st, 0, "standard-of-glass")
    assert stats.attack(st.sides[0], unit(st, 0)) == 2


@card("toll-collectors")
def test_toll_collectors_tax_on_contact() -> None:
    st = position(me("silgar", units=[{"card": "toll-collectors"}]), side("jeddos"))
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 17


@card("xanthe-raider")
def test_xanthe_raider_dashes() -> None:
    st = position(me("silgar", hand=["xanthe-raider"]), side("jeddos"))
    play(st, 0, "xanthe-raider")
    st.apply(Pass())
    st.apply(Attack(unit(st, 0).iid))
    assert st.combat is not None


@card("kynda-infiltrator")
def test_kynda_infiltrator_flies() -> None:
    st = position(
        me("silgar", units=[{"card": "kynda-infiltrator"}]), side("jeddos", units=[{"card": "hedge-tinker"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    assert not any(isinstance(a, Block) for a in st.legal_actions())


@card("freelance-delver")
def test_freelance_delver_brings_a_recruit() -> None:
    st = position(me("silgar", hand=["freelance-delver"]), side("jeddos"))
    play(st, 0, "freelance-delver")
    assert len(st.sides[0].units) == 2


@card("chartered-expeditioner")
def test_chartered_expeditioner_second_wave() -> None:
    st = position(
        me("rya-jin", units=[{"card": "trail-guide"}, {"card": "chartered-expeditioner"}]), side("jeddos")
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Attack(unit(st, 0, 1).iid))
    assert unit(st, 0, 1).tatk == 2


@card("silgars-elite")
def test_silgars_elite_overwhelms() -> None:
    st = position(
        me("silgar", units=[{"card": "silgars-elite"}]), side("jeddos", units=[{"card": "recruit"}])
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Block((unit(st, 1).iid,)))
    st.apply(Pass())
    st.apply(Pass())
    assert st.sides[1].life == 17


@card("scar-city-general")
def test_scar_city_general_lifts_others_and_readies_them_on_the_third_wave() -> None:
    from cardtable.games.luminous import stats

    st = position(
        me(
            "silgar", units=[{"card": "hedge-tinker"}, {"card": "trail-guide"}, {"card": "scar-city-general"}]
        ),
        side("jeddos"),
    )
    assert stats.attack(st.sides[0], unit(st, 0)) == 2 and stats.attack(st.sides[0], unit(st, 0, 2)) == 3
    for index in range(2):
        st.apply(Attack(unit(st, 0, index).iid))
        st.apply(Pass())
        st.apply(Pass())
    st.apply(Attack(unit(st, 0, 2).iid))
    assert not unit(st, 0).expended and not unit(st, 0, 1).expended


@card("take-flight")
def test_take_flight_gives_flight_and_attack() -> None:
    st = position(me("silgar", hand=["take-flight"], units=[{"card": "hedge-tinker"}]), side("jeddos"))
    play(st, 0, "take-flight", unit(st, 0).iid)
    assert unit(st, 0).tatk == 1 and "flight" in unit(st, 0).tkw


@card("strengthen-the-mind")
def test_strengthen_the_mind_lifts_the_whole_side() -> None:
    st = position(
        me("silgar", hand=["strengthen-the-mind"], units=[{"card": "hedge-tinker"}, {"card": "recruit"}]),
        side("jeddos"),
    )
    play(st, 0, "strengthen-the-mind")
    assert [(u.tatk, u.thp) for u in st.sides[0].units] == [(1, 1), (1, 1)]


@card("kinetic-harness")
def test_kinetic_harness_readies_a_unit() -> None:
    st = position(
        me(
            "silgar", relics=[{"card": "kinetic-harness"}], units=[{"card": "hedge-tinker", "expended": True}]
        ),
        side("jeddos"),
    )
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 0).iid))
    assert not unit(st, 0).expended and relic(st, 0).durability == 1


@card("mobile-armory")
def test_mobile_armory_gives_attack_and_lunge() -> None:
    st = position(
        me("silgar", relics=[{"card": "mobile-armory"}], units=[{"card": "hedge-tinker"}]), side("jeddos")
    )
    st.apply(Activate(relic(st, 0).iid, 0, unit(st, 0).iid))
    assert unit(st, 0).tatk == 1 and "lunge" in unit(st, 0).tkw


# ----- the Windswept (Rya Jin) -----------------------------------------------------------------


@card("velna-exiled-magebreaker")
def test_velna_voids_a_relic_without_a_depart_and_hits_on_the_opponents_turn() -> None:
    own = position(
        me("rya-jin", hand=["velna-exiled-magebreaker"]),
        side("jeddos", relics=[{"card": "unstable-salvage"}]),
    )
    salvage = relic(own, 1).iid
    play(own, 0, "velna-exiled-magebreaker", salvage)
    # voided, not destroyed: out of the game, and Unstable Salvage's Depart (2 damage) never fires
    assert own.sides[1].void == [salvage] and own.sides[1].discard == [] and own.sides[1].relics == []
    assert own.sides[0].life == 20 and own.sides[1].life == 20
    foe, mine = respond(hand=["velna-exiled-magebreaker"])
    st = position(foe, mine, priority=1)
    play(st, 1, "velna-exiled-magebreaker")  # no enemy relic: Velna still enters, the hit still lands
    assert st.sides[0].life == 20 - 2 - 1  # 2 on the opponent's turn, plus Rya Jin's 1
    assert [u.card.id for u in st.sides[1].units] == ["velna-exiled-magebreaker"]


def test_a_voided_token_goes_back_to_the_box() -> None:
    st = position(
        me("rya-jin", hand=["velna-exiled-magebreaker"]),
        side("jeddos", relics=[{"card": "junk-pile"}]),
    )
    pool = st.pools[st.sides[1].pool]
    before = pool.tokens["junk-pile"]
    play(st, 0, "velna-exiled-magebreaker", relic(st, 1).iid)
    assert st.sides[1].relics == [] and st.sides[1].void == [] and pool.tokens["junk-pile"] == before + 1


@card("kamaruas-gospel")
def test_kamaruas_gospel_draws_for_off_turn_plays() -> None:
    foe, mine = respond(
        hand=["wander-the-stacks"], relics=[{"card": "kamaruas-gospel"}], deck=["walk-back"] * 4
    )
    st = position(foe, mine, priority=1)
    play(st, 1, "wander-the-stacks")
    assert len(st.sides[1].hand) == 2 and relic(st, 1).durability == 2


@card("delcan-operative")
def test_delcan_operative_expends_a_unit_on_the_opponents_turn() -> None:
    foe, mine = respond(hand=["delcan-operative"])
    st = position(foe, mine, priority=1)
    play(st, 1, "delcan-operative", unit(st, 0).iid)
    assert unit(st, 0).expended


@card("vinehorn-stag")
def test_vinehorn_stag_is_fast_and_watchful() -> None:
    foe, mine = respond(hand=["vinehorn-stag"])
    st = position(foe, mine, priority=1)
    play(st, 1, "vinehorn-stag")
    assert "watchful" in unit(st, 1).card.keywords


@card("wilderroad-sentry")
def test_wilderroad_sentry_ambushes_with_attack() -> None:
    foe, mine = respond(hand=["wilderroad-sentry"])
    st = position(foe, mine, priority=1)
    play(st, 1, "wilderroad-sentry")
    assert unit(st, 1).tatk == 2


@card("ashen-owl")
def test_ashen_owl_draws_on_the_opponents_turn() -> None:
    foe, mine = respond(hand=["ashen-owl"])
    st = position(foe, mine, priority=1)
    play(st, 1, "ashen-owl")
    assert len(st.sides[1].hand) == 1 and "flight" in unit(st, 1).card.keywords


@card("ryas-horizon-guard")
def test_ryas_horizon_guard_hits_the_attacker() -> None:
    st = position(
        side("silgar", units=[{"card": "silgars-elite"}]), me("rya-jin", hand=["ryas-horizon-guard"])
    )
    st.apply(Attack(unit(st, 0).iid))
    play(st, 1, "ryas-horizon-guard")
    assert unit(st, 0).damage == 2


@card("jungle-dragon")
def test_jungle_dragon_is_a_big_flyer() -> None:
    dragon = load_catalog().cards["jungle-dragon"]
    assert (dragon.attack, dragon.health, "flight" in dragon.keywords) == (5, 5, True)
    st = position(me("rya-jin", hand=["jungle-dragon"]), side("silgar"))
    play(st, 0, "jungle-dragon")
    assert unit(st, 0).card.id == "jungle-dragon"


@card("hired-research")
def test_hired_research_draws_two_on_the_opponents_turn() -> None:
    own = position(me("rya-jin", hand=["hired-research"]), side("silgar"))
    play(own, 0, "hired-research")
    assert len(own.sides[0].hand) == 1
    foe, mine = respond(hand=["hired-research"])
    st = position(foe, mine, priority=1)
    play(st, 1, "hired-research")
    assert len(st.sides[1].hand) == 2


@card("expand-the-mind")
def test_expand_the_mind_plays_a_bloom_early() -> None:
    st = position(me("rya-jin", hand=["expand-the-mind"], orbs=["azure"] * 3), side("silgar"))
    play(st, 0, "expand-the-mind")
    assert st.sides[0].blooms == 1


@card("wander-the-stacks")
def test_wander_the_stacks_draws_and_heals_off_turn() -> None:
    foe, mine = respond(hand=["wander-the-stacks"], life=10)
    st = position(foe, mine, priority=1)
    play(st, 1, "wander-the-stacks")
    assert st.sides[1].life == 12 and len(st.sides[1].hand) == 1


# ----- Favored and tokens ----------------------------------------------------------------------


@card("jeddos")
def test_jeddos_bolsters_each_relic_that_enters() -> None:
    st = position(me(hand=["ancients-eye"]), side("silgar"))
    play(st, 0, "ancients-eye")
    assert relic(st, 0).durability == 3


@card("silgar")
def test_silgar_empowers_the_second_attacker() -> None:
    st = position(me("silgar", units=[{"card": "hedge-tinker"}, {"card": "trail-guide"}]), side("jeddos"))
    st.apply(Attack(unit(st, 0).iid))
    assert unit(st, 0).tatk == 0
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Attack(unit(st, 0, 1).iid))
    assert unit(st, 0, 1).tatk == 1 and "overwhelm" in unit(st, 0, 1).tkw


@card("rya-jin")
def test_rya_jin_pings_for_off_turn_plays() -> None:
    foe, mine = respond(hand=["wander-the-stacks"])
    st = position(foe, mine, priority=1)
    play(st, 1, "wander-the-stacks")
    assert st.sides[0].life == 19


@card("recruit")
def test_recruit_is_a_1_1_token() -> None:
    recruit = load_catalog().cards["recruit"]
    assert recruit.token and (recruit.attack, recruit.health) == (1, 1)


def test_every_card_favored_and_token_has_a_test() -> None:
    catalog = load_catalog()
    assert set(catalog.cards) | set(catalog.favored) == TESTED
