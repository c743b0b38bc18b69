"""The recap after the computer's turn holds that turn (playtest16: after a defence in its
combat, the recap held only one's own next draw, "Turn 6: Ana's turn begins. / Ana draws ...",
since it began after the defence and the computer did nothing more but pass)."""

from __future__ import annotations

from types import SimpleNamespace

from cardtable.ui.table.recap import RecapScreen, whole_turn_start
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _event(kind: str, seat: int | None = None) -> SimpleNamespace:
    return SimpleNamespace(kind=kind, seat=seat)


def test_a_decision_inside_the_others_turn_recaps_from_that_turns_start() -> None:
    log = [_event("turn", 0), _event("play", 0), _event("turn", 1), _event("attack", 1), _event("defend", 0)]
    assert whole_turn_start(log, 5, 0) == 2  # Ana defended in Bo's turn: from "Turn 2: Bo"
    assert whole_turn_start(log, 2, 0) == 2  # her decision ended her own turn: from after it
    assert whole_turn_start(log, 5, 0, floor=3) == 5  # never before the table was opened again


async def test_after_a_defence_the_recap_tells_the_computers_attack() -> None:
    state = table(
        {"field": ["ember-squire"]},
        {"field": [{"card": "sunlit-warden"}]},
        active=1,
        step="combat",
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(100, 40)) as pilot:
        game = await opened(pilot)
        for _ in range(300):
            await pilot.pause(0.02)
            if isinstance(app.screen, RecapScreen):
                break
            if isinstance(app.screen, PickDialog):
                await pilot.press("1")
            elif app.screen is game and game.my_turn:
                await pilot.press("space")
        assert isinstance(app.screen, RecapScreen)
        words = app.screen.body.plain
        assert "Bo attacks" in words or "attacks with" in words, words


def test_a_decision_whose_events_run_into_the_others_turn_is_recapped_from_itself() -> None:
    """Playtest19 (Luminous against the computer): Ana's damage split was her last decision; three
    Units died and her turn ended inside it, and the recap began at "Turn 10: Bo." (the deaths
    told only by the log view). A decision that stays in the turn is not repeated to its maker."""
    from cardtable.ui.table.recap import recap_start

    split = [
        _event("split", 0),
        _event("destroyed", 0),
        _event("destroyed", 1),
        _event("turn", 1),
        _event("draw", 1),
    ]
    assert recap_start([_event("turn", 0), *split], 0, 1) == 1  # from the split itself
    stays = [_event("turn", 0), _event("play", 0), _event("resolve", 0)]
    assert recap_start(stays, 0, 1) == 3  # after it: she saw the table after her own play
