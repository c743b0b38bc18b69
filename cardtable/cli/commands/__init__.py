"""One module per ``cardtable`` subcommand, each with ``add(commands)`` (its parser) and
``run(args)`` (what it does; the exit code)."""
