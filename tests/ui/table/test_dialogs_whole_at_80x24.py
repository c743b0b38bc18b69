"""Questions show whole at 80x24 (playtest24-lum item 2, playtest24-la "Do not defend"): a toast
shown with a question (e.g. "Bo plays on") took the dialog's height, and the Luminous block
question lost its forecast lines and its list's bottom edge, the Lux Aeterna defence question its
"Do not defend" answer; with seven blockers the block question cut its forecast even without a
toast, and a seventh blocker picked by its key stayed out of sight. Now the toasts over a dialog
are a short strip under it and the dialog's list is the part that gives way (it scrolls), so the
title, the text, the forecast and the keys always show whole, and no toast is lost."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import OptionList
from textual.widgets._toast import Toast

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import resolve, table
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, many_blockers, opened
from tests.ui.lux_aeterna.helpers import la_app

PLAYS_ON = "Bo plays on (since your last decision)"


def _words(text: str) -> str:
    return " ".join(text.split())


def _rows(app: Any, widget: Any) -> str:
    """The words the screen shows inside ``widget`` (a dialog's frame, a toast), row by row."""
    region = widget.region
    strips = app.screen._compositor.render_strips()[region.y : region.bottom]
    return _words(" ".join(str(strip.text)[region.x : region.right].strip("█▌▐ ") for strip in strips))


def _toasts(app: Any) -> list[Any]:
    return [toast for toast in app.screen.query(Toast) if toast.region.height]


def _toast_whole_beside(app: Any, box: Any, message: str) -> bool:
    """The toast saying ``message`` shows all its words, and covers none of the dialog."""
    toasts = _toasts(app)
    return any(message in _rows(app, t) for t in toasts) and not any(
        box.region.overlaps(t.region) for t in toasts
    )


def _block_question_whole(app: Any) -> bool:
    """The block question's title, text, whole list frame, whole forecast and keys are on screen."""
    dialog = app.screen
    box = dialog.query_one(".multi-pick")
    if not box.region.height or box.region.bottom > app.size.height:
        return False
    shown = _rows(app, box)
    note = _words(str(dialog.query_one("#multi-note").render()))
    options = dialog.query_one(OptionList)
    return (
        "Block with which units?" in shown
        and "Passing before you block gives up blocking." in shown
        and note.startswith("No block:")
        and note in shown
        and "Back (Esc)" in shown
        and box.content_region.contains_region(options.region)  # its bottom edge too
    )


@pytest.mark.parametrize("count", [4, 7])
async def test_the_block_question_keeps_its_forecast_with_a_toast_up(count: int) -> None:
    app = lum_app(start=many_blockers(count))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await opened(pilot)
        app.notify(
            "Scar City General attacks Glass Garden (1st attack this turn).", title=PLAYS_ON, timeout=60
        )
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        box = app.screen.query_one(".multi-pick")
        await until(pilot, lambda: _toast_whole_beside(app, box, "Scar City General attacks Glass Garden"))
        await until(pilot, lambda: _block_question_whole(app))
        await pilot.press(app.screen.choices[-1].key)  # the forecast of a block is longer
        await until(
            pilot, lambda: "Best by this forecast" in str(app.screen.query_one("#multi-note").render())
        )
        await until(pilot, lambda: _block_question_whole(app))
        assert _toast_whole_beside(app, box, "Scar City General attacks Glass Garden")


async def test_seven_blockers_keep_the_forecast_and_the_picked_one_in_sight() -> None:
    app = lum_app(start=many_blockers(7))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        await until(pilot, lambda: _block_question_whole(app))
        await pilot.press("7")
        box = app.screen.query_one(".multi-pick")
        await until(pilot, lambda: "7 [x] Trail Guide (7th from left)" in _rows(app, box))
        await until(pilot, lambda: _block_question_whole(app))
        shown = _rows(app, box)
        # the frame's blank top and bottom rows went to the list: four blockers in sight, not two
        assert shown.count("[ ]") + shown.count("[x]") == 4, shown
        await pilot.press("1")  # and back up: the first comes into sight again
        await until(pilot, lambda: "1 [x] Trail Guide (1st from left)" in _rows(app, box))
        await until(pilot, lambda: _block_question_whole(app))


def _three_defenders() -> Any:
    """Bo's Star Sentinel (3) attacks Ana, who may defend with Ember Squire or either of two
    Ashen Berserkers (playtest24-la m5-11)."""
    state = table(
        {"field": ["ember-squire", "ashen-berserker", "ashen-berserker"]},
        {"field": ["star-sentinel"]},
        step="combat",
        active=1,
    )
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Attack)))
    resolve(state)
    assert state.decision.kind == "defend" and state.decision.seat == 0
    return state, [HUMAN, COMPUTER]


def _defence_whole(app: Any) -> bool:
    if not isinstance(app.screen, PickDialog):
        return False
    box = app.screen.query_one(".pick-dialog")
    shown = _rows(app, box)
    return (
        box.region.bottom <= app.size.height
        and "Ana: defend against Star Sentinel" in shown
        and "Defend with Ember Squire" in shown
        and "Do not defend: take 1 damage lose 1 Light from your Soul (6 now)" in shown
    )


async def test_the_defence_question_keeps_do_not_defend_with_a_toast_up() -> None:
    app = la_app(start=_three_defenders())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.notify("Bo attacks with Star Sentinel (Power 3).", title=PLAYS_ON, timeout=60)
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        box = app.screen.query_one(".pick-dialog")
        await until(pilot, lambda: _toast_whole_beside(app, box, "Bo attacks with Star Sentinel"))
        await until(pilot, lambda: _defence_whole(app))


def _nine_in_hand_at_the_end() -> Any:
    """Ana passed her End of Turn with nine cards: she discards two, one question each."""
    hand = ["searing-bolt", "searing-bolt", "cinder-hound", "cinder-hound"]
    hand += ["ember-squire", "war-brazier", "rekindle", "sudden-flare", "blazing-vanguard"]
    state = table({"hand": hand}, step="end")
    state.apply(Pass())
    return state, [HUMAN, COMPUTER]


async def test_the_took_back_toast_shows_beside_the_question_asked_again() -> None:
    """Ctrl+Z in the second discard takes back the first, which is asked again: its "Took back"
    toast shows whole under the question, which shows whole too."""
    app = la_app(start=_nine_in_hand_at_the_end())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        first = app.screen
        await pilot.press(first.choices[0].key)
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not first)
        second = app.screen
        await pilot.press("ctrl+z")
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not second)
        box = app.screen.query_one(".pick-dialog")
        await until(pilot, lambda: _toast_whole_beside(app, box, "Took back"))
        title, last = app.screen._title, str(app.screen.choices[-1].label)
        await until(pilot, lambda: title in _rows(app, box) and last in _rows(app, box))


async def test_a_tall_toast_takes_at_most_three_rows_from_the_block_question() -> None:
    # playtest25-lum: a five-line "Bo plays on" (a wave trigger's lines) left the block question
    # one of five blockers in sight and cut its forecast's last line
    app = lum_app(start=many_blockers(5))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await opened(pilot)
        long = " ".join(["Scar City General attacks Glass Garden; Silgar gives it +1 attack."] * 4)
        app.notify(long, title=PLAYS_ON, timeout=60)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        box = app.screen.query_one(".multi-pick")
        await until(pilot, lambda: bool(_toasts(app)) and _block_question_whole(app))
        assert max(t.region.height for t in _toasts(app)) <= 3
        assert not any(box.region.overlaps(t.region) for t in _toasts(app))
        shown = _rows(app, box)
        assert shown.count("[ ]") + shown.count("[x]") >= 3, shown
