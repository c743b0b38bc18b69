"""No mixin of ours defines a private name that Textual's screens already use (CI, session 18: a
table mixin's ``_uncover`` shadowed ``Widget._uncover``, which Textual calls as a screen unmounts,
and leaving a replay's "play on from here" crashed with "Can't pop screen")."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from textual.app import App
from textual.dom import DOMNode
from textual.screen import Screen

import cardtable.ui as ui


def test_no_mixin_of_ours_reuses_a_private_name_of_textuals_screens() -> None:
    clashes = []
    for info in pkgutil.walk_packages(ui.__path__, "cardtable.ui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or issubclass(cls, DOMNode | App):
                continue
            for name in vars(cls):
                private = name.startswith("_") and not name.startswith("__")
                if private and name != "_is_protocol" and hasattr(Screen, name):
                    clashes.append(f"{cls.__module__}.{cls.__name__}.{name}")
    assert clashes == []
