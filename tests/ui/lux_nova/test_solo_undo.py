"""Solo Lux Nova: Ctrl+Z may take back a play that drew a card, after a warning, and the game is then
unranked (on the board, in the result) and kept out of the high scores."""

from __future__ import annotations

from cardtable.engine.registry import GameRegistry
from cardtable.persistence.history import HistoryDB
from cardtable.persistence.saves import SaveStore
from cardtable.session import Match, file_unrecorded_results
from cardtable.ui.dialogs import ConfirmDialog
from cardtable.ui.lux_nova.screen import LuxNovaScreen
from tests.ui.helpers import rendered, result_screen, until
from tests.ui.lux_nova.helpers import LUX_NOVA, app_for, setup
from tests.ui.lux_nova.test_keyboard import playing


def _footer_actions(app: object) -> set[str]:
    bindings = app.active_bindings.values()  # type: ignore[attr-defined]
    return {b.binding.action for b in bindings if b.binding.show and b.enabled}


async def test_a_solo_undo_warns_then_takes_back_the_drawn_card_and_unranks_the_game() -> None:
    app = app_for(setup(("Ana",), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await playing(pilot)
        assert "undo" not in _footer_actions(app)  # nothing played yet
        first_card = screen.match.state.hands[0][0]
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.match.state.history) == 1 and screen.my_turn)
        assert not screen.match.can_undo and screen.match.can_undo_unranked
        await until(pilot, lambda: "undo" in _footer_actions(app))  # offered: it can work now
        await pilot.press("ctrl+z")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog) and app.screen.query("#cancel"))
        assert "unranked" in str(app.screen.query_one(".dialog-title").render())
        assert app.screen.focused is not None and app.screen.focused.id == "cancel"  # the safe answer
        await pilot.press("enter")  # Enter keeps playing: nothing changes
        await until(pilot, lambda: app.screen is screen)
        assert len(screen.match.state.history) == 1 and not screen.match.record.unranked
        await pilot.press("ctrl+z")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog) and app.screen.query("#cancel"))
        await pilot.press("escape")  # so does Escape
        await until(pilot, lambda: app.screen is screen)
        assert len(screen.match.state.history) == 1 and not screen.match.record.unranked
        await pilot.press("ctrl+z")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog) and app.screen.query("#confirm"))
        await pilot.press("tab")  # Undo (unranked) only on purpose
        await until(pilot, lambda: app.screen.focused is not None and app.screen.focused.id == "confirm")
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.match.state.history) == 0)
        assert screen.match.record.unranked and screen.match.record.actions == []
        assert screen.match.state.hands[0] == [first_card]  # the same card again, the deck as it was
        await until(pilot, lambda: "unranked" in rendered(app, "#turn"))
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.match.state.history) == 1 and screen.my_turn)
        await pilot.press("ctrl+z")  # already unranked: no second warning
        await until(pilot, lambda: len(screen.match.state.history) == 0)
        assert isinstance(app.screen, LuxNovaScreen)
        while not screen.match.state.is_over:
            await pilot.press("enter")
            await pilot.pause(0.01)
        result = await result_screen(pilot)
        assert "(unranked)" in str(result.query_one("#headline").render())
        assert "not entered in the high scores" in str(result.query_one("#solo-ranks").render())
    assert HistoryDB().solo_scores("lux-nova") == []


def test_only_a_solo_player_may_undo_past_a_draw_and_an_unranked_save_is_never_filed_later() -> None:
    registry = GameRegistry([LUX_NOVA])
    duel = Match.start(registry, setup(("Ana", "Bo")))
    duel.apply(duel.state.legal_actions()[0])
    assert not duel.can_undo and not duel.can_undo_unranked
    store = SaveStore()
    solo = Match.start(registry, setup(("Ana",), seed=5), store=store)
    assert not solo.can_undo_unranked  # nothing played yet
    solo.apply(solo.state.legal_actions()[0])
    assert solo.can_undo_unranked
    solo.undo_unranked()
    assert solo.record.unranked and solo.state.history == []
    while not solo.state.is_over:
        solo.apply(solo.state.legal_actions()[0])
    resumed = Match.resume(registry, solo.record.model_dump(mode="json"))
    assert resumed.record.unranked  # a save keeps the mark
    history = HistoryDB()
    assert file_unrecorded_results(registry, store, history) == []
    assert history.solo_scores("lux-nova") == []
