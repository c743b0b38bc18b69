"""Lux Aeterna's hand-offs follow the shared rules of ``cardtable.ui.handoff``."""

from cardtable.ui.handoff import automatic_action, count_handoffs

__all__ = ["automatic_action", "count_handoffs"]
