"""cardtable: a terminal card-game suite."""

__version__ = "0.1.0"
