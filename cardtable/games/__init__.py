"""The games of the suite. Each subpackage defines one game's ``INFO`` and registers it as an
entry point of the group ``cardtable.games`` in ``pyproject.toml`` (the engine imports no game)."""
