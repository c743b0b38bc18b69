"""Setup, mulligan, the turn's phases, priority, orbs, Bloom, Pivot, cleanup and deck-out."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import IllegalActionError, SetupError
from cardtable.engine.kernel.decision import Pass
from cardtable.games.luminous.actions import Attack, Discard, Mulligan, Pivot, Play, PlayBloom, PlayOrb
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import hand_card, pass_until, position, relic, side, unit, waits


def new(seed: int = 1, **options: object) -> LuminousState:
    return LuminousState(["Ana", "Bo"], seed, {"decks": ["jeddos", "silgar"], **options})


def test_setup_deals_four_cards_from_fifty_with_favored_and_orb_piles() -> None:
    st = new()
    for side_ in st.sides:
        assert len(side_.hand) == 4 and len(side_.deck) == 46
        assert st.pools[side_.pool].orbs == {"amber": 6, "crimson": 6, "azure": 6}
    assert st.sides[0].life == 20 and st.sides[1].life == 22
    assert waits(st) == ("mulligan", st.first)


def test_the_starting_player_is_random_from_the_seed() -> None:
    assert {new(seed).first for seed in range(12)} == {0, 1}


def test_unknown_deck_is_refused() -> None:
    with pytest.raises(SetupError, match="unknown Luminous deck"):
        LuminousState(["A", "B"], 1, {"decks": ["nope", "silgar"]})


def test_mulligan_limits_bottom_and_draw_back() -> None:
    st = new(3)
    first = st.first
    hand = list(st.sides[first].hand)
    with pytest.raises(IllegalActionError, match="at most 1"):
        st.apply(Mulligan(tuple(hand[:2])))
    st.apply(Mulligan((hand[0],)))
    assert st.sides[first].deck[0] == hand[0] and len(st.sides[first].hand) == 4
    other = 1 - first
    assert waits(st) == ("mulligan", other)
    assert max(len(a.cards) for a in st.legal_actions()) == 2
    st.apply(Mulligan(tuple(st.sides[other].hand[:2])))
    assert len(st.sides[other].hand) == 4


def test_the_starting_player_skips_the_first_draw_and_holds_priority() -> None:
    st = new(4)
    st.apply(Mulligan())
    st.apply(Mulligan())
    assert st.turn == 1 and st.active == st.first
    assert len(st.sides[st.first].hand) == 4
    assert waits(st) == ("priority", st.first)
    pass_until(st, "none", limit=2)
    assert st.active == 1 - st.first and len(st.sides[st.active].hand) == 5  # the second player draws


def test_both_passing_in_a_row_ends_the_main_phase() -> None:
    st = position(side(), side("silgar"))
    st.apply(Pass())
    assert waits(st) == ("priority", 1) and st.active == 0
    st.apply(Pass())
    assert st.active == 1 and st.turn == 4


def test_priority_passes_after_an_action_and_its_resolution() -> None:
    st = position(side(hand=["trail-guide"], orbs=["amber", "amber"]), side("silgar"))
    st.apply(Play(hand_card(st, 0, "trail-guide")))
    assert waits(st) == ("priority", 1) and len(st.sides[0].hand) == 1  # the Arrive draw resolved first


def test_playing_an_orb_keeps_priority_once_per_turn() -> None:
    st = position(side(), side("silgar"))
    st.apply(PlayOrb("amber"))
    assert waits(st) == ("priority", 0)
    with pytest.raises(IllegalActionError, match="already played an orb"):
        st.apply(PlayOrb("azure"))
    assert st.pools[0].orbs["amber"] == 5


def test_the_non_active_player_cannot_play_orbs() -> None:
    st = position(side(), side("silgar"), priority=1)
    with pytest.raises(IllegalActionError, match="active player"):
        st.apply(PlayOrb("amber"))


def test_bloom_and_pivot_only_after_six_basic_orbs() -> None:
    st = position(side(orbs=["amber"] * 5), side("silgar"))
    with pytest.raises(IllegalActionError, match="six basic orbs"):
        st.apply(PlayBloom())
    six = position(side(orbs=["amber"] * 6), side("silgar"))
    with pytest.raises(IllegalActionError, match="six basic orbs"):
        six.apply(PlayOrb("azure"))
    six.apply(PlayBloom())
    assert six.sides[0].blooms == 1 and waits(six) == ("priority", 0)
    again = position(side(orbs=["amber"] * 6), side("silgar"))
    orb = again.sides[0].orbs[0][0]
    with pytest.raises(IllegalActionError, match="another colour"):
        again.apply(Pivot(orb, "amber"))
    again.apply(Pivot(orb, "azure"))
    colours = sorted(o[1] for o in again.sides[0].orbs)
    assert colours == ["amber"] * 5 + ["azure"] and again.pools[0].orbs["amber"] == 1


def test_pivot_needs_a_ready_orb() -> None:
    st = position(side(orbs=[{"colour": "amber", "expended": True}] + ["amber"] * 5), side("silgar"))
    with pytest.raises(IllegalActionError, match="ready orb"):
        st.apply(Pivot(st.sides[0].orbs[0][0], "azure"))


def test_a_bloom_is_sacrificed_for_essence_and_returns_to_the_box() -> None:
    st = position(side(hand=["trail-guide"], blooms=2), side("silgar"))
    st.apply(Play(hand_card(st, 0, "trail-guide")))
    assert st.sides[0].blooms == 0 and st.pools[0].blooms == 6


def test_start_phase_readies_and_draws() -> None:
    st = position(
        side(),
        side(
            "silgar",
            units=[{"card": "hedge-tinker", "expended": True}],
            orbs=[{"colour": "crimson", "expended": True}],
        ),
    )
    st.apply(Pass())
    st.apply(Pass())
    assert st.active == 1 and not unit(st, 1).expended and not st.sides[1].orbs[0][2]
    assert len(st.sides[1].hand) == 1


def test_damage_heals_at_end_of_turn_but_relics_keep_durability_loss() -> None:
    st = position(
        side(
            units=[{"card": "ancients-servant", "damage": 3}],
            relics=[{"card": "ancients-eye", "durability": 1}],
        ),
        side("silgar"),
    )
    st.apply(Pass())
    st.apply(Pass())
    assert unit(st, 0).damage == 0 and relic(st, 0).durability == 1


def test_until_end_of_turn_effects_end_at_cleanup() -> None:
    st = position(
        side("silgar", units=[{"card": "hedge-tinker"}], hand=["take-flight"], orbs=["crimson"]),
        side("jeddos"),
    )
    st.apply(Play(hand_card(st, 0, "take-flight"), unit(st, 0).iid))
    assert "flight" in unit(st, 0).tkw and unit(st, 0).tatk == 1
    st.apply(Pass())
    st.apply(Pass())
    st.apply(Pass())
    assert unit(st, 0).tkw == frozenset() and unit(st, 0).tatk == 0


def test_cleanup_discards_down_to_six() -> None:
    st = position(side(hand=["walk-back"] * 8), side("silgar"))
    st.apply(Pass())
    st.apply(Pass())
    assert waits(st) == ("discard", 0)
    st.apply(Discard(st.sides[0].hand[0]))
    assert waits(st) == ("discard", 0)
    st.apply(Discard(st.sides[0].hand[0]))
    assert len(st.sides[0].hand) == 6 and st.active == 1


def test_non_fast_cards_only_in_your_own_main_phase_outside_combat() -> None:
    st = position(
        side(),
        side(
            "silgar", hand=["hedge-tinker", "take-flight"], orbs=["crimson"], units=[{"card": "hedge-tinker"}]
        ),
        priority=1,
    )
    with pytest.raises(IllegalActionError, match="not fast"):
        st.apply(Play(hand_card(st, 1, "hedge-tinker")))
    st.apply(Play(hand_card(st, 1, "take-flight"), unit(st, 1).iid))  # fast: fine on the opponent's turn
    assert waits(st) == ("priority", 0)


def test_fast_cards_during_combat_for_both_players() -> None:
    st = position(
        side(units=[{"card": "trail-guide"}], hand=["walk-back", "hedge-tinker"], orbs=["amber"] * 3),
        side("silgar"),
    )
    st.apply(Attack(unit(st, 0).iid))
    st.apply(Pass())
    with pytest.raises(IllegalActionError, match="not fast"):
        st.apply(Play(hand_card(st, 0, "hedge-tinker")))
    st.apply(Play(hand_card(st, 0, "walk-back"), unit(st, 0).iid))
    assert waits(st) == ("priority", 1)


def test_deck_out_the_second_player_to_draw_from_an_empty_deck_wins() -> None:
    st = position(side(deck=[]), side("silgar", deck=[]))
    st.apply(Pass())
    st.apply(Pass())  # seat 1 draws from an empty deck: marked
    assert st.sides[1].marked and not st.is_over
    st.apply(Pass())
    st.apply(Pass())  # seat 0 is the second to draw from an empty deck
    assert st.outcome is not None and st.outcome.winners == (0,) and st.outcome.termination == "deck-out"


def test_shared_box_one_pool_for_both_players() -> None:
    st = new(5, shared_box=True)
    assert len(st.pools) == 1 and st.sides[0].pool == st.sides[1].pool == 0
    shared = position(side(orbs=["amber"] * 6), side("silgar", orbs=["crimson"] * 2), shared_box=True)
    assert shared.pools[0].orbs == {"amber": 0, "crimson": 4, "azure": 6}
    shared.apply(Pass())
    shared.apply(Pass())
    assert {a.colour for a in shared.legal_actions() if isinstance(a, PlayOrb)} == {"crimson", "azure"}
    with pytest.raises(IllegalActionError, match="no amber orb"):
        shared.apply(PlayOrb("amber"))


def test_shared_box_refuses_more_orbs_than_the_box_holds() -> None:
    from cardtable.engine.errors import ScenarioError

    with pytest.raises(ScenarioError, match="no amber orb left"):
        position(side(orbs=["amber"] * 4), side("silgar", orbs=["amber"] * 3), shared_box=True)


def test_the_shared_box_is_a_match_variant() -> None:
    from cardtable.engine.registry import GameRegistry
    from cardtable.games.luminous import INFO

    state = GameRegistry([INFO]).new_game("luminous", ["Ana", "Bo"], 3, {"variant": "shared-box"})
    assert len(state.pools) == 1 and state.options["shared_box"]
    plain = GameRegistry([INFO]).new_game("luminous", ["Ana", "Bo"], 3)
    assert len(plain.pools) == 2
