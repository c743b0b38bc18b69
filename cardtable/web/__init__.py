"""Serving the suite to a browser (``cardtable serve``): needs the ``web`` extra (textual-serve).

``access`` decides who may open it (token, origin); ``server`` runs one ``cardtable`` process per
browser tab. Nothing here knows a game: each tab runs the same app as a terminal.
"""

MISSING_EXTRA = "serving to a browser needs the web extra: pip install 'cardtable[web]' (or 'make serve')"
"""The one line ``cardtable serve`` prints when textual-serve is not installed."""
