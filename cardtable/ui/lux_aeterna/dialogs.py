"""The Lux Aeterna screen's pile viewer is the shared one (``cardtable.ui.widgets.pile_dialog``)."""

from cardtable.ui.widgets.pile_dialog import PileDialog

__all__ = ["PileDialog"]
