"""Widgets shared by every game screen.

``EventLog`` (the match log) is imported from here; the card-battle pieces live in their own
modules so that the menu does not load them: ``line_widget`` (LineWidget, TextLines),
``button_line`` (ButtonLine, BarButton), ``inspector`` (Inspector), ``hand_strip`` (HandStrip over a
game's CardPainter), ``pick_dialog`` (PickDialog, Choice), ``learn_screen`` (LearnScreen over a
game's keywords), plus ``hex_board``, ``caption`` and ``rules_viewer``.
"""

from cardtable.ui.widgets.event_log import EventLog

__all__ = ["EventLog"]
