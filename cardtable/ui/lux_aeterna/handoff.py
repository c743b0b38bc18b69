"""Lux Aeterna's hand-offs follow the shared rules of ``cardtable.ui.handoff``, with the Prayer
windows' stops of :mod:`cardtable.ui.lux_aeterna.stops` (a window that is not a stop is passed)."""

from cardtable.ui.handoff import count_handoffs
from cardtable.ui.lux_aeterna.stops import automatic_action

__all__ = ["automatic_action", "count_handoffs"]
