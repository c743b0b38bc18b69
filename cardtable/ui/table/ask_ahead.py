"""Asking a seat's next decision in this visit (:mod:`cardtable.ui.table.ahead`): the question as a
dialog of picks, then the action that led to it, with the answer kept as the seat's plan (moved
out of ``responsive_table.py``, at the 600-line limit)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.ui.table import ahead
from cardtable.ui.table.keys import DEFAULT_SEQUENCE
from cardtable.ui.widgets.pick_dialog import Choice, PickDialog


def ask(screen: Any, action: Action, foreseen: ahead.Foreseen, question: ahead.Question) -> None:
    """Ask ``question`` in this visit; then take ``action``, with the answer kept as a plan
    (or none: "ask me then"). Escape takes nothing."""
    answers = [answer for _, answer in question.answers]
    labels = [label for label, _ in question.answers]
    labels.append("Ask me then (the keyboard comes back to me)")
    ids = [*(str(i) for i in range(len(answers))), ahead.ASK_THEN]
    choices = [
        Choice(ids[i], label, DEFAULT_SEQUENCE[i] if i < len(DEFAULT_SEQUENCE) else "")
        for i, label in enumerate(labels)
    ]
    asked_at = len(screen.state.history)

    def answered(choice: str | None) -> None:
        if not screen.shown or len(screen.state.history) != asked_at or not screen.my_turn:
            return  # the moment has gone (the screen closed): nothing is done
        if choice is None:
            if not dialog.closed_by_undo_key:  # (Ctrl+Z said it already)
                screen.notify("Nothing was done: choose again when you are ready.")
            return
        if choice != ahead.ASK_THEN:
            chosen = answers[int(choice)]
            planned = chosen if isinstance(chosen, ahead.Plan) else ahead.plan(foreseen, chosen)
            screen.plans[foreseen.seat] = planned
        screen._answered_ahead = action
        screen.act(action)

    # the decision is not taken before the answer: Ctrl+Z closes the question alone, as Escape
    # (playtest24-lum: it said "Bo has decided since" over "After your block")
    dialog = PickDialog(question.title, question.text, choices, builds_action=True)
    screen._push(dialog, answered)
