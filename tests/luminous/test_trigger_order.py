"""When the order of a seat's waiting triggers can matter (docs/rules/luminous.md, "Batches"):
alike triggers and independent ones settle silently; anything that damages, removes or makes a
card, or reads what another changes, is asked."""

from __future__ import annotations

from cardtable.games.luminous.catalog import CATALOGS
from cardtable.games.luminous.trigger_order import alike, independent

CARDS = CATALOGS.load().cards
FAVORED = CATALOGS.load().favored


def trigger(card: str, index: int = 0):
    source = CARDS[card] if card in CARDS else FAVORED[card]
    return source.triggers[index]


def test_the_same_steps_on_no_trigger_bound_card_are_alike() -> None:
    assert alike(trigger("ancients-servant"), trigger("ancients-servant"))  # draw a card
    assert alike(trigger("unstable-salvage"), trigger("unstable-salvage"))  # 2 damage to the Favored
    assert not alike(trigger("the-lodestar"), trigger("the-lodestar"))  # Bolster 1 on *this*
    assert alike(trigger("ancients-servant"), trigger("trail-guide"))  # two cards, one step: draw 1
    assert not alike(trigger("trail-guide"), trigger("ashen-owl"))  # a condition differs


def test_additions_commute_and_reads_of_what_another_changes_do_not() -> None:
    lodestar, garden = trigger("the-lodestar"), trigger("glass-garden")  # Bolster this; gain 1 life
    assert independent(lodestar, garden)
    tome_draw = trigger("reliquary-tome", 0)  # draw if 3 relics: reads the relics in play
    assert independent(tome_draw, lodestar)  # a Bolster changes no count of relics
    token = trigger("jeddoss-junk-brigade")  # makes a token: changes what is in play
    tinker = trigger("hedge-tinker")  # Bolster 1 on each relic you control: reads them
    assert not independent(token, tinker) and not independent(token, tome_draw)


def test_a_step_that_damages_a_unit_or_removes_a_card_has_no_footprint() -> None:
    velna, servant = trigger("velna-exiled-magebreaker"), trigger("ancients-servant")  # voids a relic
    assert velna.footprint is None and not independent(velna, servant)
    assert servant.footprint is not None and servant.footprint.adds == {"cards.me"}


def test_damage_to_the_opposing_favored_and_a_relic_wearing_itself_only_subtract() -> None:
    # Play-test: one card played on the other's turn set off Rya Jin (1 damage to the opposing
    # Favored), Kamarua's Gospel (wears itself, draws) and Delcan Operative (expends a unit), and
    # an order was asked although every order reaches the same position.
    rya, gospel, operative = trigger("rya-jin"), trigger("kamaruas-gospel"), trigger("delcan-operative")
    assert rya.footprint is not None and rya.footprint.adds == {"life.foe"}
    assert gospel.footprint is not None and gospel.footprint.writes == {"relics.me"}
    assert independent(rya, gospel) and independent(rya, operative) and independent(gospel, operative)
    assert not independent(gospel, trigger("reliquary-tome", 0))  # the Tome counts the relics


def test_damage_to_the_attacker_and_rya_jins_damage_are_independent() -> None:
    # Play-test: Rya's Horizon Guard played when attacked asked Rya Jin for an order with her 1
    # damage to the opposing Favored (the attacker's death adds nothing: no Depart trigger).
    guard, rya = trigger("ryas-horizon-guard"), trigger("rya-jin")
    assert guard.footprint is not None and "units.foe" in guard.footprint.writes
    assert independent(guard, rya)


def _velna_on(relic: str):  # type: ignore[no-untyped-def]
    """Bo plays Velna in Ana's turn, aimed at Ana's ``relic``: Velna's Arrive (void it, 2 damage to
    Ana) and Rya Jin's trigger (1 damage to Ana) wait in Bo's batch."""
    from cardtable.games.luminous.scenario import from_scenario

    st = from_scenario(
        {
            "game": "luminous",
            "players": ["Ana", "Bo"],
            "turn": 3,
            "active": 0,
            "sides": [
                {"favored": "jeddos", "relics": [{"card": relic}], "deck": ["trail-guide"] * 5},
                {
                    "favored": "rya-jin",
                    "hand": ["velna-exiled-magebreaker"],
                    "orbs": ["azure", "azure", "azure", "amber"],
                    "deck": ["trail-guide"] * 5,
                },
            ],
        }
    )
    st.apply(next(a for a in st.legal_actions() if a.KIND == "pass"))
    st.apply(next(a for a in st.legal_actions() if a.KIND == "play"))
    return st


def test_velna_voiding_a_relic_and_rya_jins_damage_settle_without_a_question() -> None:
    # playtest20 T8: Velna on The Lodestar asked Bo to order Velna's Arrive and Rya Jin's ping;
    # every order voids the Lodestar and deals Ana 3 damage.
    st = _velna_on("the-lodestar")
    assert st.decision is not None and st.decision.kind == "priority" and st.to_act == 0
    assert st.sides[0].life == 17 and not st.sides[0].relics


def test_velna_still_asks_when_the_relic_departs_with_a_trigger_or_a_health_bonus() -> None:
    for relic in ("unstable-salvage", "high-command"):  # a Depart trigger; a health bonus
        st = _velna_on(relic)
        assert st.decision is not None and st.decision.kind == "order", relic
