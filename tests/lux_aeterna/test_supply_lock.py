"""No Codex is starved into never playing (issue 26). Two seats of one Codex can take every Light
of their colour into their Numens in the first turns; those Lights turn White at the start of the
turn and then pay only generic symbols. Each Codex holds cards any Light can pay, so a seat always
has something to spend them on, and paying returns them to the supply in their own colour."""

from __future__ import annotations

import pytest

from cardtable.engine import new_game
from cardtable.engine.rng import Rng
from cardtable.games.lux_aeterna.actions import Play
from cardtable.games.lux_aeterna.bots import GreedyBot, StrongBot, own_colour_payment
from cardtable.games.lux_aeterna.catalog import load_catalog
from cardtable.games.lux_aeterna.state import LuxState
from tests.lux_aeterna.helpers import table

CODICES = ("ember-legion", "dawn-choir", "starwatch", "deep-roots", "veiled-court")


def _play_first_offering(state: LuxState, until_turn: int) -> list[tuple[int, int, str]]:
    """Play on, taking the first offering listed every turn and answering everything else as the
    greedy seat does; the cards played as (turn, seat, card id)."""
    bot, rng = GreedyBot(), Rng(1)
    played = []
    while state.result is None and state.turn <= until_turn:
        decision = state.decision
        assert decision is not None
        act = state.legal_actions()[0] if decision.kind == "offering" else bot.choose(state, rng)
        if isinstance(act, Play):
            played.append((state.turn, decision.seat, state.card_of[act.card]))
        state.apply(act)
    return played


def _longest_stretch_without_a_card(played: list[tuple[int, int, str]], last_turn: int) -> int:
    turns = {turn for turn, _, _ in played}
    longest = run = 0
    for turn in range(1, last_turn + 1):
        run = 0 if turn in turns else run + 1
        longest = max(longest, run)
    return longest


def test_every_codex_holds_cards_any_light_can_pay() -> None:
    catalog = load_catalog()
    for codex in catalog.codices.values():
        generic = {card: n for card, n in codex.cards.items() if not catalog.cards[card].cost.coloured}
        assert sum(generic.values()) >= 3, (codex.id, generic)
        assert all(catalog.cards[card].cost.total <= 2 for card in generic)


def test_seed_3_ember_legion_mirror_plays_within_a_few_turns() -> None:
    """The lead's deal: both seats take the Rubedian Lights by turn 2 and the Numen turns them White;
    every Ember Legion card used to need a coloured Rubedian, so nobody played until a Soul emptied
    by drawing at turn 62. War Brazier (2 of any colour) is drawn by turn 7 and breaks the lock."""
    state = new_game("lux-aeterna", ["Ana", "Bo"], 3)
    assert isinstance(state, LuxState) and state.codex_id == ["ember-legion", "ember-legion"]
    played = _play_first_offering(state, until_turn=2)
    assert state.supply["R"] == 0 and not played  # the lock: every Rubedian Light taken, none spent
    played += _play_first_offering(state, until_turn=12)
    assert played and played[0][0] <= 7 and played[0][2] == "war-brazier"
    assert {seat for _, seat, _ in played} == {0, 1}  # the Lights it paid flow back: both seats play
    assert _longest_stretch_without_a_card(played, state.turn) <= 7


@pytest.mark.parametrize("codex", CODICES)
def test_no_mirror_goes_many_turns_with_nobody_playing(codex: str) -> None:
    """Mirrors (the worst case: two seats asking for one colour's four Lights), taking the first
    offering every turn: before the change 46 of 200 Ember Legion mirrors never played a card again
    after the first turns (docs/balance-lux-aeterna.md)."""
    for seed in range(12):
        state = new_game("lux-aeterna", ["Ana", "Bo"], seed, {"decks": [codex, codex]})
        assert isinstance(state, LuxState)
        state.set_logging(False)
        played = _play_first_offering(state, until_turn=80)
        assert _longest_stretch_without_a_card(played, state.turn) <= 15, (codex, seed)


@pytest.mark.parametrize("bot", [GreedyBot(), StrongBot(budget=0.0)])
def test_a_computer_seat_pays_generic_symbols_with_its_own_colour_flipped_first(bot: object) -> None:
    """Ana holds a flipped Rubedian and a flipped Caelestis Light: Ember Squire (one Light of any
    colour) is paid with the Rubedian one, which goes back to the supply as Rubedian."""
    state = table({"hand": ["ember-squire"], "numen": {"RW": 1, "CW": 1}}, {})
    squire = state.zones.cards(0, "hand")[0]
    act = own_colour_payment(state, 0, Play(squire))
    assert act == Play(squire, pay=("numen:RW*1",))
    chosen = bot.choose(state, Rng(1))  # type: ignore[attr-defined]
    assert chosen == Play(squire, pay=("numen:RW*1",))
    supply = state.supply["R"]
    state.apply(chosen)
    assert state.supply["R"] == supply + 1 and state.numen[0] == {"CW": 1}
