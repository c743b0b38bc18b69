"""The strong computer seat's weak spots a card-game player notices at once (playtest22-lum,
finding 11): fast cards cast in its own turn with nothing to gain there, pings that kill
nothing, and a card cast with lethal already on the table. Each position is one where the
earlier seat erred; several random seeds, since a seat picks at random among equal actions."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.kernel.decision import Pass
from cardtable.engine.rng import Rng
from cardtable.games.luminous.actions import Activate, Play
from cardtable.games.luminous.bots import StrongLuminousBot
from cardtable.games.luminous.state import LuminousState
from tests.luminous.helpers import position, side

SEEDS = range(8)


def _choices(st: LuminousState) -> list[Action]:
    return [StrongLuminousBot().choose(st, Rng(seed)) for seed in SEEDS]


def _named(st: LuminousState, action: Action) -> str:
    """``pass``, or the kind and the card (or relic) an action uses, e.g. ``play:sudden-death``."""
    if isinstance(action, (Play, Activate)):
        iid = action.card if isinstance(action, Play) else action.source
        return f"{action.KIND}:{st.card_def(iid).id}"
    return action.KIND


def _rya(**keys: Any) -> dict[str, Any]:
    return side("rya-jin", orbs=["amber"] * 3, orb_played=True, **keys)


# ----- fast cards wait for the other turn unless they change this turn's fight ----------------


def test_strong_rya_jin_keeps_a_fast_unit_out_of_its_own_main_phase() -> None:
    # Vinehorn Stag (fast, no effect) cannot attack this turn: flashed in on the opponent's turn
    # it blocks just as well and Rya Jin deals 1 damage for it
    st = position(_rya(hand=["vinehorn-stag"]), side("silgar", units=[{"card": "scar-city-general"}]))
    assert _choices(st) == [Pass()] * len(SEEDS)


def test_strong_rya_jin_does_not_drop_a_fast_unit_into_its_own_combat() -> None:
    # its Trail Guide attacks unblocked; a unit played now changes nothing in this combat
    st = position(
        _rya(hand=["vinehorn-stag"], units=[{"card": "trail-guide"}]),
        side("silgar"),
        combat={"attacker": 0, "may_block": False},
        priority=0,
    )
    assert _choices(st) == [Pass()] * len(SEEDS)


def test_strong_rya_jin_keeps_removal_for_the_opponents_turn() -> None:
    # no attacker of its own: Sudden Death and Walk Back do the same on the opponent's turn,
    # with Rya Jin's damage and an answer to whatever the opponent does
    for card, foe in (("sudden-death", "xanthe-raider"), ("walk-back", "scar-city-general")):
        st = position(_rya(hand=[card]), side("silgar", units=[{"card": foe}]))
        assert _choices(st) == [Pass()] * len(SEEDS), card


def test_strong_rya_jin_still_plays_a_trick_that_changes_its_combat() -> None:
    # its Trail Guide (1/2) is blocked by Velna (3/3): Sudden Death on the blocker now saves the
    # attacker, which waiting cannot do
    st = position(
        _rya(hand=["sudden-death"], units=[{"card": "trail-guide"}]),
        side("rya-jin", units=[{"card": "velna-exiled-magebreaker"}]),
        combat={"attacker": 0, "blockers": [0]},
        priority=0,
    )
    blocker = st.sides[1].units[0].iid
    for choice in _choices(st):
        assert isinstance(choice, Play) and _named(st, choice) == "play:sudden-death"
        assert choice.target == blocker


def test_three_orbs_keep_the_fast_unit_they_can_pay_for_rather_than_the_cheaper_card() -> None:
    # a strong-vs-greedy match (seed 5, game 14, turn 5): the plan counted Ashen Owl (2 + an Azure
    # check) kept, which left the Stag unpaid, so it played the Stag in its own combat; three
    # orbs keep the Stag, worth more
    hand = ["ryas-horizon-guard", "ashen-owl", "vinehorn-stag", "vinehorn-stag", "diving-dragonspawn"]
    st = position(
        side("rya-jin", hand=hand, orbs=["azure"] * 3, orb_played=True, units=[{"card": "trail-guide"}]),
        side("rya-jin", relics=[{"card": "vortex-cannister", "expended": True}]),
        combat={"attacker": 0, "may_block": False},
        priority=0,
    )
    assert _choices(st) == [Pass()] * len(SEEDS)


# ----- damage heals at the end of the turn: a ping that kills nothing is worth nothing ---------


def test_the_strong_seat_does_not_ping_a_unit_it_cannot_kill() -> None:
    general = side("silgar", units=[{"card": "scar-city-general"}], orb_played=True)  # 3/5
    own_main = position(side("jeddos", relics=[{"card": "vortex-cannister"}], orb_played=True), general)
    their_turn = position(general, side("rya-jin", relics=[{"card": "vortex-cannister"}]), priority=1)
    for st in (own_main, their_turn):
        assert _choices(st) == [Pass()] * len(SEEDS)


def test_the_strong_seat_still_pings_a_unit_the_ping_kills() -> None:
    st = position(
        side("jeddos", relics=[{"card": "vortex-cannister"}], orb_played=True),
        side("silgar", units=[{"card": "field-recruiter"}]),  # 1/1
    )
    recruiter = st.sides[1].units[0].iid
    for choice in _choices(st):
        assert isinstance(choice, Activate) and choice.target == recruiter


# ----- lethal on the table: win, do not cast ---------------------------------------------------


def test_with_lethal_on_the_table_the_strong_seat_casts_nothing() -> None:
    # its unblocked Vinehorn Stag (3 attack) kills the opposing Favored at 2 life: Hired Research
    # now only gives the opponent a window (playtest22 M2 T22)
    st = position(
        _rya(hand=["hired-research"], units=[{"card": "vinehorn-stag"}]),
        side("silgar", life=2),
        combat={"attacker": 0, "may_block": False},
        priority=0,
    )
    assert _choices(st) == [Pass()] * len(SEEDS)


# ----- the same kind of misplay in the other decks (strong-vs-greedy traces) -------------------


def test_every_deck_keeps_an_answer_for_the_opponents_turn() -> None:
    # Jeddos cast Walk Back in its own Main phase 0.56 times a match, Silgar Sudden Death: with no
    # attack of its own to open, an answer waits for what the opponent commits
    jeddos = position(
        side("jeddos", hand=["walk-back"], orbs=["amber"] * 2, orb_played=True),
        side("silgar", units=[{"card": "scar-city-general"}]),
    )
    silgar = position(
        side("silgar", hand=["sudden-death"], orbs=["amber"] * 3, orb_played=True),
        side("jeddos", units=[{"card": "disciple-apostate"}]),
    )
    for st in (jeddos, silgar):
        assert _choices(st) == [Pass()] * len(SEEDS)


def test_a_boost_until_the_end_of_the_turn_is_not_cast_on_a_unit_that_cannot_fight() -> None:
    # Silgar's only unit has attacked: Take Flight's +1 attack and Flight would end unused
    st = position(
        side(
            "silgar",
            hand=["take-flight"],
            orbs=["amber"] * 2,
            orb_played=True,
            units=[{"card": "toll-collectors", "expended": True}],
        ),
        side("jeddos"),
    )
    assert _choices(st) == [Pass()] * len(SEEDS)


def test_a_boost_still_wins_a_fight_in_combat() -> None:
    # Silgar's Toll Collector (2/2) is blocked by a Disciple Apostate (2/3): +1 attack kills it
    st = position(
        side(
            "silgar",
            hand=["take-flight"],
            orbs=["amber"] * 2,
            orb_played=True,
            units=[{"card": "toll-collectors"}],
        ),
        side("jeddos", units=[{"card": "disciple-apostate"}]),
        combat={"attacker": 0, "blockers": [0]},
        priority=0,
    )
    assert {_named(st, choice) for choice in _choices(st)} == {"play:take-flight"}


def test_a_pass_that_ends_the_turn_is_judged_by_the_table_it_leaves() -> None:
    # the opponent has passed, so a pass ends the turn and Hedge Tinker's +1 attack until the end
    # of the turn (High Command's) ends with it; any ping kept the turn going and looked better
    st = position(
        side(
            "jeddos",
            relics=[{"card": "vortex-cannister"}],
            units=[{"card": "hedge-tinker"}],
            orb_played=True,
        ),
        side("silgar", units=[{"card": "scar-city-general"}]),
        passes=1,
    )
    st.sides[0].units[0].tatk = 1
    assert _choices(st) == [Pass()] * len(SEEDS)


def test_at_the_hand_limit_the_strong_seat_draws_no_card_it_would_throw_away() -> None:
    # Jeddos's own Main phase with six cards in hand: Ancient's Eye's card would be discarded at
    # the end of the turn, for a point of the relic's durability (Jeddos discarded 3 cards a match)
    hand = [
        "cataclysmic-echo",
        "trail-guide",
        "hedge-tinker",
        "disciple-apostate",
        "glass-garden",
        "order-the-mind",
    ]
    st = position(
        side(
            "jeddos", hand=hand, relics=[{"card": "ancients-eye"}], orb_played=True, deck=["trail-guide"] * 5
        ),
        side("silgar"),
    )
    assert _choices(st) == [Pass()] * len(SEEDS)
