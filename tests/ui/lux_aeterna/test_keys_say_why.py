"""Keys of the moment say why they do nothing (playtest21-la N4, N13, N17): ``A`` in the window of
one's own attack (the queue holds it) and ``a`` in Main Phase 1 did nothing and said nothing; ``A``'s
label read like "attack and end Combat"."""

from __future__ import annotations

from typing import Any

from cardtable.games.lux_aeterna.actions import Attack, Pass
from cardtable.ui.lux_aeterna.screen import LuxAeternaScreen
from tests.lux_aeterna.helpers import field_ids, table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, last_message, opened


def _own_attack_queued() -> tuple[Any, list[Any]]:
    """Ana attacked with Sunlit Warden, Bo passed: Ana holds priority with her attack on the
    queue and Sudden Flare (+2 Power) castable in hand."""
    state = table(
        {"field": ["sunlit-warden"], "hand": ["sudden-flare", "cinder-hound"], "numen": {"RR": 2, "WW": 3}},
        {"field": ["shade-thrall"]},
        step="combat",
    )
    state.apply(Attack(field_ids(state, 0)[0]))
    state.apply(Pass())
    assert state.to_act == 0 and state.queue
    return state, [HUMAN, COMPUTER]


def _titles(app: Any) -> list[str]:
    return [note.title for note in app._notifications]


async def test_attack_keys_in_the_window_of_ones_own_attack_say_why_and_play_nothing() -> None:
    app = la_app(start=_own_attack_queued())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.table().my_decision)
        before = len(game.match.state.history)
        await pilot.press("A")
        await until(pilot, lambda: bool(app._notifications))
        assert "An attack is declared with the queue empty" in last_message(app), last_message(app)
        assert "Space: Pass" in last_message(app), last_message(app)
        assert _titles(app)[-1] == "A Attack, then pass until it resolves: not now", _titles(app)
        await pilot.press("a")
        await until(pilot, lambda: _titles(app)[-1] == "a Attack: not now")  # (one toast at 80x24)
        assert len(game.match.state.history) == before  # nothing was played or passed


def _main1() -> tuple[Any, list[Any]]:
    state = table({"field": ["sunlit-warden"], "hand": ["cinder-hound"], "numen": {"WW": 1}})
    return state, [HUMAN, COMPUTER]


async def test_a_in_main_1_says_attacks_are_in_combat_and_space_ends_main_1() -> None:
    app = la_app(start=_main1())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.match.state.step == "main1")
        await pilot.press("a")
        await until(pilot, lambda: bool(app._notifications))
        assert last_message(app) == "Attacks are declared in Combat: Space ends Main 1."
        assert game.match.state.step == "main1"


def test_the_attack_then_pass_label_says_its_passes_end_with_the_attack() -> None:
    labels = [b.description for b in LuxAeternaScreen.BINDINGS if getattr(b, "key", "") == "A"]
    assert "Attack, then pass until it resolves" in labels, labels


async def test_while_the_other_decides_a_refusal_never_takes_the_place_of_a_shown_toast() -> None:
    """At 80x24 one toast shows: a key pressed while the computer decides must not take away its
    answer told just before (playtest19); with no toast shown it says why."""
    import dataclasses

    app = la_app(start=_main1())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn and game.drawn)
        game._table = dataclasses.replace(game.table(), my_decision=False)  # as while Bo decides
        game.action_refused("attack")
        await pilot.pause()
        assert _titles(app) == ["a Attack: not now"]
        app.clear_notifications()
        game.notify("Bo plays Ashen Owl.", title="Bo answers")
        await pilot.pause()
        game.action_refused("attack")
        await pilot.pause()
        assert _titles(app) == ["Bo answers"]
