"""Widgets shared by every game screen."""

from cardtable.ui.widgets.event_log import EventLog

__all__ = ["EventLog"]
