"""The house rule "second wind" (variant ``second-wind``, off by default): the player who goes
second draws one extra card once both mulligan decisions are made; the rulebook's duel is
unchanged (the golden digests pin it)."""

from __future__ import annotations

import pytest

from cardtable.engine.errors import SetupError
from cardtable.engine.record import GameRecord, replay
from cardtable.engine.registry import default_registry
from cardtable.games.aether_lanes import INFO
from cardtable.games.aether_lanes.actions import Keep, Mulligan
from cardtable.games.aether_lanes.state import AetherState


def _start(variant: str | None, seed: int = 12, second_mulligans: bool = False) -> AetherState:
    options = {"decks": ["ashen-vow", "birdwell"]}
    if variant is not None:
        options["variant"] = variant
    state = default_registry().new_game("aether-lanes", ["Ana", "Bo"], seed, options)
    assert isinstance(state, AetherState)
    state.apply(Keep())
    state.apply(Mulligan() if second_mulligans else Keep())
    return state


def test_the_variant_is_declared_beside_the_rulebooks_duel_which_stays_the_default() -> None:
    assert [v.id for v in INFO.variants] == ["standard", "second-wind"]
    assert INFO.default_variant == "standard"
    assert "house rule" in INFO.variant("second-wind").name.lower()
    with pytest.raises(SetupError, match="no variant 'third-wind'"):
        default_registry().new_game("aether-lanes", ["Ana", "Bo"], 1, {"variant": "third-wind"})


@pytest.mark.parametrize("second_mulligans", [False, True])
def test_second_wind_gives_the_second_player_one_extra_card_before_the_first_turn(
    second_mulligans: bool,
) -> None:
    plain = _start(None, second_mulligans=second_mulligans)
    house = _start("second-wind", second_mulligans=second_mulligans)
    first, second = house.first, 1 - house.first
    assert plain.first == first  # the same roll: the bonus comes after it
    assert len(plain.sides[first].hand) == len(house.sides[first].hand) == 5  # 4 + the first draw
    assert len(plain.sides[second].hand) == 4
    assert len(house.sides[second].hand) == 5  # 4 + the house rule's card (even after a mulligan)
    assert len(house.sides[second].deck) == len(plain.sides[second].deck) - 1
    assert house.sides[second].hand[:4] == plain.sides[second].hand  # the top card of the same deck
    for seat in (0, 1):
        assert house.sides[seat].soul == plain.sides[seat].soul == 30
        assert house.sides[seat].aether_max == plain.sides[seat].aether_max
    said = [e.text for e in house.log if e.kind == "house-rule"]
    assert said == [f"Second wind (house rule): {house.players[second]} goes second and gets 1 card."]
    assert not any(e.kind == "house-rule" for e in plain.log)


def test_standard_and_no_variant_play_the_same_duel() -> None:
    plain, standard = _start(None), _start("standard")
    assert plain.to_json() == standard.to_json()


def test_a_second_wind_match_replays_and_round_trips_with_its_variant() -> None:
    state = _start("second-wind", seed=33)
    for _ in range(12):
        if state.is_over:
            break
        state.apply(state.legal_actions()[-1])
    record = GameRecord.from_state(state)
    assert record.options["variant"] == "second-wind"
    again = replay(record, default_registry())
    assert again.to_json() == state.to_json()
    restored = AetherState.from_json(state.to_json())
    assert restored.options["variant"] == "second-wind"
    assert restored.to_json() == state.to_json()
