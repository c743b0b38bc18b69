"""The fast yes/no checks behind the legal-action lists and the random sampler agree with the
checks ``apply`` makes: an action is offered exactly when ``apply`` accepts it."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardtable.engine.actions import Action
from cardtable.engine.bots import RandomBot
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.rng import Rng
from cardtable.games.aether_lanes import legal
from cardtable.games.aether_lanes.actions import (
    BindSigil,
    Cast,
    Decree,
    Keep,
    Maneuver,
    Summon,
    id_text,
)
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
    targets += [id_text(u.iid) for side in state.sides for u in side.lanes if u is not None]
    for iid in map(id_text, state.sides[seat].hand):
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


class _FirstDraw(Rng):
    """Records the range of every draw and answers the last option (the sampler's "end the turn")."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked: list[int] = []

    def randrange(self, n: int) -> int:
        self.asked.append(n)
        return n - 1


def test_the_samplers_first_draw_counts_each_playable_card_a_maneuver_and_the_end() -> None:
    """The sampler's inlined board tests (open lanes, a unit that may move, the quick tests of
    ``playable``) agree with the lists: its first draw is over the distinct playable cards, one
    option for Maneuvers when any is legal, and one to end the turn."""
    seen = 0
    for state in positions(every=2):
        seat = state.active
        playable = {
            state.card(iid).id for iid in state.sides[seat].hand if legal.card_actions(state, seat, iid)
        }
        rng = _FirstDraw()
        assert legal.random_fields(state, rng)[0] == legal.END_KIND
        assert rng.asked == [len(playable) + 1 + bool(legal.maneuvers(state, seat))]
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


def refusal(state: AetherState, play: Callable[[AetherState], object]) -> str | None:
    """The reason ``play`` is refused on a copy of ``state`` (None: accepted); a refused play must
    leave the copy exactly as it was."""
    copy = state.copy()
    before = copy.to_json()
    try:
        play(copy)
    except IllegalActionError as error:
        assert copy.to_json() == before
        return error.reason
    return None


def test_a_code_is_accepted_or_refused_exactly_as_its_action_value() -> None:
    checked = 0
    for state in positions(every=6):
        for action in candidates(state):
            code = state.encode(action)
            by_value = refusal(state, lambda s, a=action: s.apply(a))  # type: ignore[misc]
            assert refusal(state, lambda s, c=code: s.apply_code(c)) == by_value, action  # type: ignore[misc]
            checked += 1
    assert checked > 1500


def test_odd_codes_play_as_their_decoded_values() -> None:
    """Codes the encoder never makes: refused as their value would be, or (no value) as codes."""
    odd_seen = 0
    for state in positions(every=10):
        seat = state.active
        for iid in map(id_text, state.sides[seat].hand):
            for code in (
                state.encode(Maneuver("aggressive", "defensive")) + 16 * 4096 * 3,  # from "no lane"
                state.encode(Decree(iid)) + 16 * 4096 * 4 * 16 * 5,  # a Decree with a target
                state.encode(Cast(iid)) + 16 * 4096 * 4 * 16 * 9000,  # a target past every id
                state.encode(Summon(iid, "balanced")) + 16 * 4096,  # a Summon into "no lane"
                state.encode(Summon("c59" if seat == 0 else "c2", "balanced")),  # the foe's card
                state.encode(Keep()) + 16 * 7,  # a Keep naming a card
            ):
                try:
                    value = state.decode(code)
                except IllegalActionError:
                    assert refusal(state, lambda s, c=code: s.apply_code(c))  # type: ignore[misc]
                    continue
                odd_seen += 1
                by_value = refusal(state, lambda s, a=value: s.apply(a))  # type: ignore[misc]
                assert refusal(state, lambda s, c=code: s.apply_code(c)) == by_value, code  # type: ignore[misc]
    assert odd_seen > 50


def test_the_code_sampler_draws_what_the_value_sampler_draws() -> None:
    drawn = 0
    for state in positions():
        for salt in range(4):
            assert state.random_code(Rng(salt)) == state.encode(state.random_action(Rng(salt)))
            drawn += 1
    assert drawn > 200


def test_the_unchecked_random_play_plays_what_the_checked_codes_play() -> None:
    """``play_random`` (the simulator's random seat in a game that is not fully checked) draws what
    ``random_code`` draws and leaves the state ``apply_code`` leaves, record included."""
    games = 0
    for seed in range(40):
        decks = list(DECK_PAIRS[seed % len(DECK_PAIRS)])
        options = {"variant": "standard", "decks": decks}
        checked = AetherState(["Ana", "Bo"], seed, options, log=False)
        unchecked = AetherState(["Ana", "Bo"], seed, options, log=False)
        rng_a, rng_b = Rng(seed), Rng(seed)
        while not checked.is_over:
            code = checked.random_code(rng_a)
            checked.apply_code(code)
            assert unchecked.play_random(rng_b) == code
            assert unchecked.undo_barrier == checked.undo_barrier
        assert unchecked.is_over
        assert unchecked.to_json() == checked.to_json()
        games += 1
    assert games == 40
