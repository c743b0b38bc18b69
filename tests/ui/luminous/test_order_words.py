"""The trigger-order question says why the asked player's triggers resolve now: their own turn,
or the other player's with none of its own left (playtest25-lum: "you are the active player" was
said to Bo in Ana's turn)."""

from __future__ import annotations

from textual.widgets import Static

from cardtable.games.luminous.actions import Play
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.luminous.helpers import hand_card, position, relic, side, waits
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


async def test_the_order_question_in_the_other_players_turn_says_why() -> None:
    st = position(
        side("silgar", relics=[{"card": "high-command"}]),
        side(
            "rya-jin",
            hand=["velna-exiled-magebreaker"],
            orbs=["azure", "amber", "amber", "crimson"],
            relics=[{"card": "kamaruas-gospel"}],
        ),
        priority=1,
    )
    st.apply(Play(hand_card(st, 1, "velna-exiled-magebreaker"), target=relic(st, 0).iid))
    assert waits(st) == ("order", 1) and st.active == 0  # Bo orders his triggers in Ana's turn
    app = lum_app(start=(st, [COMPUTER, HUMAN]))
    async with app.run_test(size=(100, 40)) as pilot:
        await opened(pilot)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        text = " ".join(str(app.screen.query_one(".dialog-text", Static).render()).split())
        assert "the player whose turn it is has none left" in text, text
        assert "you are the active player" not in text
