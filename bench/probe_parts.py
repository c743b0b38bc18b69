"""Pieces of the probe scripts the A/B benches run in each tree's own interpreter."""

from __future__ import annotations

ASK_EVERY_ORDER = r'''
def ask_every_order():
    """Luminous: ask every trigger order, as trees before the quiet orders did (so two trees
    play the same games); a tree without the module is left as it is."""
    try:
        order = importlib.import_module("cardtable.games.luminous.trigger_order")
    except ImportError:
        return
    order.order_matters = lambda *args: True
    state = importlib.import_module("cardtable.games.luminous.state").LuminousState
    if "order_matters" in vars(state):  # (a tree on the kernel's BatchTable: the state's hook)
        state.order_matters = order.order_matters
'''
"""Defines ``ask_every_order()``; the probe must have imported ``importlib`` before it."""
