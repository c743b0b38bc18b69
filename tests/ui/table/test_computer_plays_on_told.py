"""Playtest19 (Lux Aeterna against the computer): after Ana's decision inside Bo's turn, Bo played
on (Blessing on his attacker) and attacked; nothing told the Blessing before Ana was asked to
defend (no recap: no turn had begun; the toast told only answers in her own turn)."""

from __future__ import annotations

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_the_computers_play_after_the_persons_decision_in_its_turn_is_told() -> None:
    state = table(
        {"hand": ["searing-bolt"], "numen": {"RR": 2}},
        {"field": ["ember-squire"], "hand": ["ember-squire", "ember-squire"], "numen": {"RR": 2}},
        active=1,
        step="main1",
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        asked = 0
        for _ in range(400):
            await pilot.pause(0.02)
            if game.match.state.turn != state.turn or game.match.state.is_over:
                break
            if isinstance(app.screen, PickDialog):
                await pilot.press("escape")
            elif app.screen is game and game.my_turn:
                asked += 1
                if asked == 2:
                    break
                await pilot.press("space")  # Ana lets Bo's first Unit through
        titles = [(note.title, note.message) for note in app._notifications]
        assert asked == 2, titles  # asked again in Bo's Main Phase 1, after his second play
        told = [message for title, message in titles if title == "Bo plays on (since your last decision)"]
        assert told and "Bo plays" in told[-1], titles
