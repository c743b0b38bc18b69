"""The fast yes/no checks behind the legal-action lists and the random sampler agree with the
checks ``apply`` makes: an action is offered exactly when ``apply`` accepts it."""

from __future__ import annotations

from collections.abc import Iterator

from cardtable.engine.actions import Action
from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import legal
from cardtable.games.aether_lanes.actions import BindSigil, Cast, Decree, Maneuver, Summon
from cardtable.games.aether_lanes.elements import LANES
from cardtable.games.aether_lanes.state import AetherState

DECK_PAIRS = [
    ("ashen-vow", "birdwell"),
    ("fates-gambit", "dunemere"),
    ("blightfen", "dawn-choir"),
    ("nightfall", "fates-gambit"),
    ("birdwell", "blightfen"),
    ("dunemere", "ashen-vow"),
]


def positions(every: int = 3) -> Iterator[AetherState]:
    """Main-phase positions from random games over every starter deck."""
    for index, decks in enumerate(DECK_PAIRS):
        state = AetherState(["Ana", "Bo"], 300 + index, {"variant": "standard", "decks": list(decks)})
        bot, rng = RandomBot(), Rng(index)
        while not state.is_over:
            if state.stage == "main" and len(state.history) % every == 0:
                yield state
            state.apply(bot.choose(state, rng))


def candidates(state: AetherState) -> Iterator[Action]:
    """Every way of playing each hand card that could make sense, legal or not, and every Maneuver."""
    seat = state.active
    targets: list[str | None] = [None, "p0", "p1"]
    targets += [u.iid for side in state.sides for u in side.lanes if u is not None]
    for iid in state.sides[seat].hand:
        card = state.card(iid)
        for tithe in range(card.tithe + 2):
            if card.type == "summon":
                yield from (Summon(iid, lane, tithe, target) for lane in LANES for target in targets)
            elif card.type == "spell":
                yield from (Cast(iid, target, tithe) for target in targets)
            elif card.type == "event":
                yield Decree(iid, tithe)
            else:
                yield from (BindSigil(iid, target, tithe) for target in targets)
    yield from (Maneuver(source, dest) for source in LANES for dest in LANES)


def accepted(state: AetherState, action: Action) -> bool:
    try:
        state.copy().apply(action)
    except IllegalActionError:
        return False
    return True


def test_an_action_is_listed_exactly_when_apply_accepts_it() -> None:
    checked = 0
    for state in positions(every=4):
        listed = set(state.legal_actions())
        for action in candidates(state):
            assert (action in listed) == accepted(state, action), action
            checked += 1
    assert checked > 3000


def test_the_quick_tests_agree_with_the_lists() -> None:
    seen = 0
    for state in positions(every=2):  # every other position: over 100 with the retuned decks too
        seat = state.active
        for iid in state.sides[seat].hand:
            assert legal.playable(state, seat, state.card(iid)) == bool(
                legal.card_actions(state, seat, iid)
            ), iid
        assert legal.can_maneuver(state, seat) == bool(legal.maneuvers(state, seat))
        seen += 1
    assert seen > 100


def test_the_sampler_picks_only_listed_actions_and_can_pick_each_kind() -> None:
    kinds = set()
    for state in positions():
        listed = set(state.legal_actions())
        for salt in range(4):
            action = state.random_action(Rng(salt))
            assert action in listed
            kinds.add(action.KIND)
    assert kinds == {"summon", "cast", "decree", "sigil", "maneuver", "end"}
