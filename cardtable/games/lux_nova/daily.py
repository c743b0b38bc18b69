"""The daily deal: one seed per calendar date, so everyone can play (and compare) the same deal.

``daily_seed(date)`` hashes the ISO date, so it is the same on every machine and every run.
"""

from __future__ import annotations

import datetime
import hashlib

from cardtable.engine.errors import SetupError

_SALT = b"cardtable/lux-nova/daily/"
_SEED_BITS = 48


def daily_seed(date: datetime.date) -> int:
    """A stable seed (0 <= seed < 2**48) for ``date``."""
    digest = hashlib.sha256(_SALT + date.isoformat().encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - _SEED_BITS)


def parse_date(text: str) -> datetime.date:
    """``"2026-11-29"`` -> a date; raises SetupError with a clear message otherwise."""
    cleaned = text.strip()
    try:
        if len(cleaned) != 10:
            raise ValueError
        return datetime.date.fromisoformat(cleaned)
    except ValueError:
        raise SetupError(f"'{text}' is not a date; write it as YEAR-MONTH-DAY, e.g. 2026-11-29") from None


def parse_seed(text: str) -> int:
    """``"1234"`` -> 1234; raises SetupError unless the text is a whole number of 0 or more."""
    cleaned = text.strip()
    if not cleaned.isascii() or not cleaned.isdigit():
        raise SetupError(f"'{text}' is not a seed; a seed is a whole number of 0 or more, e.g. 42")
    return int(cleaned)
