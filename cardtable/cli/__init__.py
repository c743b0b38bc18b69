"""The ``cardtable`` command (its subcommands and options are a public contract: DESIGN.md).

``entry`` builds the parser and dispatches; each subcommand is a module of ``commands`` with its
parser (``add``) and its work (``run``); ``parsing`` holds what they share."""

from cardtable.cli.entry import build_parser, main

__all__ = ["build_parser", "main"]
