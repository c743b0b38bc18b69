"""Allow ``python -m cardtable``."""

from cardtable.cli import main

raise SystemExit(main())
