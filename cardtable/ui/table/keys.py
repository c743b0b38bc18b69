"""Which keys a dialog's options get, so that none of them is a key the player presses on the
table out of habit. Options are numbered 1-9, then lettered, skipping every key the screen under
the dialog binds (``d`` Decide, ``a`` Attack, ``c`` Concede...) and the habit keys below: a ``d``
pressed for Decide just as a dialog opens picks nothing. While a dialog is open the screen's own
bindings never act (Textual gives the keys to the screen on top); this keeps its options safe too.
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Iterable, Sequence
from typing import Any

from textual.binding import Binding

from cardtable.ui.widgets.pick_dialog import Choice

DIGITS = "123456789"
LETTERS = string.ascii_lowercase
DEFAULT_SEQUENCE = DIGITS + LETTERS
"""The order the screens number options in (1-9, then a-z)."""
HABIT_KEYS = frozenset({"a", "c", "d", "p", "space", " ", "enter", "escape"})
"""Keys pressed on a table out of habit (attack, concede, decide, play, pass, Enter): never an option."""


def binding_keys(bindings: Iterable[Any]) -> frozenset[str]:
    """The single characters a list of Textual bindings uses ("r,space" gives r and space)."""
    keys: set[str] = set()
    for binding in bindings:
        for key in str(getattr(binding, "key", "")).split(","):
            key = key.strip()
            if key:
                keys.add(key.lower() if len(key) == 1 else key)
    return frozenset(keys)


def option_keys(count: int, reserved: Iterable[str] = ()) -> list[str]:
    """Keys for ``count`` options: 1-9 (always: a digit is nobody's habit on a table), then the
    letters no ``reserved`` or habit key takes; ""
    for options beyond them (picked with the arrows and Enter)."""
    taken = HABIT_KEYS | {key.lower() for key in reserved}
    free = [*DIGITS, *(key for key in LETTERS if key not in taken)]
    return [free[i] if i < len(free) else "" for i in range(count)]


def numbered(choices: Sequence[Choice]) -> bool:
    """True when the choices carry the screens' default numbering (1, 2, ... a, b ...)."""
    keys = [choice.key for choice in choices]
    return bool(keys) and keys == [
        DEFAULT_SEQUENCE[i] if i < len(DEFAULT_SEQUENCE) else "" for i in range(len(keys))
    ]


def rekey(choices: Sequence[Choice], reserved: Iterable[str] = ()) -> list[Choice]:
    """The choices with keys that no screen binding nor habit key uses: a numbered list (1, 2 ...
    a, b ...) is numbered again skipping them. A list with keys chosen for their meaning (y/n, or
    k Keep and m Mulligan, the very keys of the table for the same answers) is left as it is."""
    if not numbered(choices):
        return list(choices)
    keys = option_keys(len(choices), frozenset(reserved))
    return [dataclasses.replace(choice, key=key) for choice, key in zip(choices, keys, strict=True)]


def rekey_dialog(dialog: Any, reserved: Iterable[str]) -> None:
    """Re-key a pick dialog's options (before it is shown); other screens are left alone."""
    choices = getattr(dialog, "choices", None)
    if isinstance(choices, list) and choices and all(isinstance(c, Choice) for c in choices):
        dialog.choices = rekey(choices, reserved)


def relabelled(binding: Binding, label: str) -> Binding:
    """``binding`` with the footer label ``label``; "" keeps the key bound but off the footer."""
    return dataclasses.replace(binding, description=label, show=bool(label))
