"""Pilot tests of the Lux Aeterna dialogs that issue 25 found wanting: the defence forecast with
a trigger's damage and a random discard (item 4), offerings the supply cannot pay (item 9),
equivalent payments (item 9) and two copies of a Unit told apart (item 8)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack, Offer, Play
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import resolve, table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _labels(dialog: PickDialog) -> list[str]:
    return [str(choice.label) for choice in dialog.choices]


def _thrall_attacks_bo() -> tuple[Any, list[Any]]:
    """Ana's Shade Thrall (2) attacks, her Altar of Whispers beside it; Bo (at the keys, Soul 1,
    two cards in hand) decides how to defend with his Star Sentinel (3)."""
    state = table(
        {"field": ["shade-thrall", "altar-of-whispers"]},
        {"field": ["star-sentinel"], "hand": ["blessing", "blessing"], "soul": 1},
        step="combat",
        codices=["veiled-court", "dawn-choir"],
    )
    state.apply(Attack("a01"))
    resolve(state)
    assert state.decision.kind == "defend" and state.decision.seat == 1
    return state, [COMPUTER, HUMAN]


async def test_the_defence_dialog_forecasts_the_altar_and_the_random_discard_as_lethal() -> None:
    app = la_app(start=_thrall_attacks_bo())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        defend = next(label for label in labels if "Defend with Star Sentinel" in label)
        assert "the attacker is destroyed" in defend
        assert "you lose 1 Soul" in defend and "you discard 1 card at random" in defend
        assert defend.endswith("LETHAL for you")
        no_defence = next(label for label in labels if "Do not defend" in label)
        assert "lose 1 Light from your Soul (1 now)" in no_defence and no_defence.endswith("LETHAL for you")


def _offering_position() -> tuple[Any, list[Any]]:
    """Ana (at the keys, Connected Ignara) about to choose an offering; the supply holds no
    Rubedian Light and only one Caelestis and one Viridian."""
    state = table(
        {"connected": True, "numen": {"RR": 2, "VW": 1}}, {"numen": {"RR": 2, "VV": 2, "CC": 3}}, step="draw"
    )
    state.apply(Pass())
    assert state.decision.kind == "offering"
    return state, [HUMAN, COMPUTER]


async def test_offerings_the_supply_cannot_give_stay_greyed_with_the_reason_and_numbers_never_shift() -> None:
    app = la_app(start=_offering_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        dialog = app.screen
        assert len(dialog.choices) == 16
        stable = dialog.choices[0]
        assert not stable.enabled and "the supply has no Rubedian Light left" in str(stable.label)
        assert [c.key for c in dialog.choices][:10] == list(
            "123456789b"
        )  # never a (Attack): ui/table/keys.py
        await pilot.press("1")  # the stable offering: cannot be taken, nothing happens
        await pilot.pause()
        assert app.screen is dialog and game.match.state.decision.kind == "offering"
        x_and_c = next(
            c
            for c in dialog.choices
            if str(c.label).startswith("Take the flexible offering: Xanthosis, Caelestis")
        )
        assert x_and_c.enabled and x_and_c.key == "8"
        before = len(game.match.state.history)
        await pilot.press("8")
        await until(pilot, lambda: len(game.match.state.history) > before)
        assert list(game.match.state.history)[before] == Offer(1, ("X", "C"))


def _hound_to_play(numen: dict[str, int], hand: list[str]) -> tuple[Any, list[Any]]:
    state = table({"hand": hand, "numen": numen})
    return state, [HUMAN, COMPUTER]


async def _play_first_card(pilot: Any) -> Any:
    game = await opened(pilot)
    await until(pilot, lambda: app_ready(game))
    await pilot.press("enter")
    await pilot.pause()
    return game


def app_ready(game: Any) -> bool:
    return bool(game.my_turn and game.zone == "hand")


async def test_white_lights_differing_only_in_what_goes_back_are_settled_by_the_table() -> None:
    """Issue 25, item 9: payments that spend the same Lights as they show (one Rubedian and one
    White) are one choice; the table keeps the life Light and sends back the Rubedian the supply
    holds fewer of (2 against Xanthosis 3), and says so in the log."""
    app = la_app(start=_hound_to_play({"RR": 1, "RW": 1, "WW": 1, "XW": 1}, ["cinder-hound"]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _play_first_card(pilot)
        await until(pilot, lambda: len(game.match.state.history) > 0)
        assert not any(isinstance(screen, PickDialog) for screen in app.screen_stack)
        played = list(game.match.state.history)[0]
        assert isinstance(played, Play) and played.pay == ("numen:RR*1", "numen:RW*1")


async def test_white_lights_returning_different_colours_are_each_offered_with_exact_payments() -> None:
    """A paid Light returns to the supply as its own colour (play-test 13): with Settings > Exact
    payments, a flipped Rubedian, a flipped Xanthosis and a life Light are three payments, each
    named by its origin."""
    app = la_app(
        start=_hound_to_play({"RR": 1, "RW": 1, "WW": 1, "XW": 1}, ["cinder-hound"]), exact_payments=True
    )
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _play_first_card(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        assert len(labels) == 3 and "(suggested)" in labels[0]
        assert "goes back to the supply as its own colour" in str(app.screen._text)
        assert labels[0].startswith("1 Rubedian from Numen; 1 Rubedian (White) from Numen")
        assert any("1 Xanthosis (White) from Numen" in label for label in labels)
        assert any("1 White from Numen" in label for label in labels)
        await pilot.press("enter")
        await until(pilot, lambda: len(game.match.state.history) > 0)
        played = list(game.match.state.history)[0]
        assert isinstance(played, Play) and played.pay == ("numen:RR*1", "numen:RW*1")  # life Light kept


async def test_the_suggested_payment_keeps_the_light_another_card_in_hand_needs() -> None:
    """Grove Tender (V1) with Sudden Flare (R) in hand: the engine's own default would spend the
    Rubedian Light the Flare needs."""
    app = la_app(start=_hound_to_play({"RR": 1, "VV": 2}, ["grove-tender", "sudden-flare"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_first_card(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        assert len(labels) == 2
        assert labels[0].startswith("2 Viridian from Numen") and "(suggested)" in labels[0]


async def test_two_copies_of_a_unit_in_the_accumulate_dialog_are_told_apart() -> None:
    state = table(
        {"field": ["cinder-hound", {"card": "cinder-hound", "lights": {"VV": 2}}], "numen": {"RR": 1}}
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn)
        await pilot.press("u")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        assert len(labels) == 2 and len(set(labels)) == 2
        # the sentence names the copy as the log does; the note adds what tells it apart to the eye
        assert "on Cinder Hound (left)" in labels[0] and "Lights on it" not in labels[0]
        assert "on Cinder Hound (right)" in labels[1] and "Cinder Hound (right): 2 Lights on it" in labels[1]


def _nine_in_hand_at_the_end() -> Any:
    """Ana passed her End of Turn with nine cards (two pairs of copies): she discards two."""
    hand = ["searing-bolt", "searing-bolt", "cinder-hound", "cinder-hound"]
    hand += ["ember-squire", "war-brazier", "rekindle", "sudden-flare", "blazing-vanguard"]
    state = table({"hand": hand}, step="end")
    state.apply(Pass())
    return state


async def test_the_discard_dialog_lists_two_copies_in_hand_once() -> None:
    """Play-test: the discard to the hand limit listed "Discard Searing Bolt" twice (and Cinder
    Hound twice): two copies in hand are the same choice."""
    state = _nine_in_hand_at_the_end()
    assert state.decision.kind == "discard"
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app.screen)
        assert len(labels) == len(set(labels)) == 7, labels
        assert sum("Searing Bolt" in label for label in labels) == 1


async def test_the_discard_dialogs_keep_their_numbers() -> None:
    """playtest21-la: after the first of two discards the list renumbered (5 had been Pyre
    Colossus, then 5 was Burning Oath), and a "6" meant for one card discarded another. The
    card discarded stays listed, greyed, in its place."""
    state = _nine_in_hand_at_the_end()
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        first = app.screen
        before = _labels(first)
        gone = next(i for i, label in enumerate(before) if "War Brazier" in label)
        await pilot.press(first.choices[gone].key)
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not first)
        after = _labels(app.screen)
        assert len(after) == len(before) == 7, after
        assert after[gone].endswith("(discarded)") and not app.screen.choices[gone].enabled, after
        assert [a for i, a in enumerate(after) if i != gone] == [b for i, b in enumerate(before) if i != gone]
        second = next(i for i, label in enumerate(after) if "Rekindle" in label)
        await pilot.press(app.screen.choices[second].key)
        played = game.match.state

        def requiem() -> list[str]:
            return sorted(played.card_def(card).name for card in played.zones.cards(0, "requiem"))

        await until(pilot, lambda: len(requiem()) == 2)
        assert requiem() == ["Rekindle", "War Brazier"]


async def test_ctrl_z_in_the_second_discard_takes_back_the_first() -> None:
    """Ctrl+Z in a question (playtest21-la F15): the second discard's dialog closes, the first
    discard is taken back and asked again, with no 'look around' note (nothing was answered)."""
    state = _nine_in_hand_at_the_end()
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        first = app.screen
        brazier = next(i for i, label in enumerate(_labels(first)) if "War Brazier" in label)
        await pilot.press(first.choices[brazier].key)
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not first)
        second = app.screen
        await pilot.press("ctrl+z")
        played = game.match.state
        await until(pilot, lambda: not played.zones.cards(0, "requiem"))
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not second)
        notes = [n.message for n in app._notifications]
        assert any("Took back" in n for n in notes) and not any("Look around" in n for n in notes), notes
        assert app.screen.choices[brazier].enabled  # back in hand: the line is open again


async def _wardens_payment_question(pilot: Any, app: Any) -> Any:
    """Ana's Limbo Warden (a Purpurea Light on it, two in her Numen) asks how to pay its ability:
    the table screen, the question open."""
    from cardtable.games.lux_aeterna.actions import Activate

    game = await opened(pilot)
    await until(pilot, lambda: game.my_turn)
    action = next(a for a in game.match.state.legal_actions() if isinstance(a, Activate))
    game._pay_and_act(action)
    await until(pilot, lambda: isinstance(app.screen, PickDialog))
    return game


def _warden_position() -> tuple[Any, list[Any]]:
    state = table(
        {"field": [{"card": "limbo-warden", "lights": {"PP": 1}}], "numen": {"PP": 2}},
        {"field": ["sunlit-warden"]},
        codices=["veiled-court", "dawn-choir"],
    )
    return state, [HUMAN, COMPUTER]


async def test_an_abilitys_payment_question_writes_its_cost_in_the_tables_notation() -> None:
    """playtest22-la: Limbo Warden's payment dialog said "pay PP" where every other place says
    "pay ♠♠"."""
    app = la_app(start=_warden_position())
    async with app.run_test(size=(80, 24)) as pilot:
        await _wardens_payment_question(pilot, app)
        text = str(app.screen._text)
        assert "pay ♠♠" in text and "pay PP" not in text, text


async def test_ctrl_z_in_a_payment_question_closes_only_the_question() -> None:
    """playtest23-la: Ctrl+Z in a play's payment question closed it and took back the offering
    before it; nothing of the play was done yet, so the question alone closes, and says so."""
    app = la_app(start=_warden_position())
    async with app.run_test(size=(80, 24)) as pilot:
        game = await _wardens_payment_question(pilot, app)
        before = len(game.match.state.history)  # (opening the question changed nothing)
        await pilot.press("ctrl+z")
        await until(pilot, lambda: app.screen is game)
        await until(pilot, lambda: any("Nothing was done" in n.message for n in app._notifications))
        assert len(game.match.state.history) == before
        # nothing decided yet in this match: no second Ctrl+Z is promised (playtest24-lum)
        assert [n.message for n in app._notifications][-1] == "Nothing was done: the question is closed."
