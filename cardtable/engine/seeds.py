"""Seeds as people type them: a whole number, or a daily deal derived from a date.

The daily deal of a date is the same seed on every machine, so everyone can play (and compare)
the same deal on that day.
"""

from __future__ import annotations

import datetime
import hashlib

from cardtable.engine.errors import SetupError

MAX_SEED = 2**53 - 1
"""Seeds are whole numbers from 0 to this (exact in JSON everywhere)."""
_DAILY_SALT = b"cardtable/daily/"
_DAILY_BITS = 48


def daily_seed(day: datetime.date) -> int:
    """The seed of the daily deal of ``day`` (0 <= seed < 2**48)."""
    digest = hashlib.sha256(_DAILY_SALT + day.isoformat().encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - _DAILY_BITS)


def parse_date(text: str) -> datetime.date:
    """``"2026-11-29"`` -> a date; raises SetupError with a clear message otherwise."""
    cleaned = text.strip()
    try:
        if len(cleaned) != 10:
            raise ValueError
        return datetime.date.fromisoformat(cleaned)
    except ValueError:
        raise SetupError(f"'{cleaned}' is not a date; write it as YEAR-MONTH-DAY, e.g. 2026-11-29") from None


def parse_seed(text: str, today: datetime.date | None = None) -> int | None:
    """A typed seed: blank = ``None`` (a random one), a whole number, ``daily`` (today's deal),
    ``daily:2026-11-29`` or just ``2026-11-29`` (that day's deal). Raises SetupError."""
    cleaned = text.strip().replace("_", "")
    if not cleaned:
        return None
    lowered = cleaned.lower()
    if lowered == "daily":
        return daily_seed(today or datetime.date.today())
    if lowered.startswith("daily:"):
        return daily_seed(parse_date(cleaned[6:]))
    if "-" in cleaned[1:] and not cleaned.startswith("-"):
        return daily_seed(parse_date(cleaned))
    if not cleaned.isascii() or not cleaned.isdigit():
        raise SetupError(
            f"'{cleaned}' is not a seed; a seed is a whole number of 0 or more (e.g. 42), "
            "'daily' or a date such as 2026-11-29"
        )
    value = int(cleaned)
    if value > MAX_SEED:
        raise SetupError(f"the seed is too large (at most {MAX_SEED})")
    return value


DAILY_LOOKBACK_DAYS = 1100
"""How far back a seed is recognised as a daily deal (about three years)."""


def daily_date(
    seed: int | None, today: datetime.date | None = None, days: int = DAILY_LOOKBACK_DAYS
) -> datetime.date | None:
    """The date whose daily deal has this seed (from tomorrow back ``days`` days), or ``None``."""
    if seed is None or not 0 <= seed < 2**_DAILY_BITS:
        return None
    start = (today or datetime.date.today()) + datetime.timedelta(days=1)
    for back in range(days + 1):
        day = start - datetime.timedelta(days=back)
        if daily_seed(day) == seed:
            return day
    return None


def seed_label(seed: int, today: datetime.date | None = None) -> str:
    """How a seed is shown and shared: ``"daily 2026-11-30"`` for a daily deal, else the number."""
    day = daily_date(seed, today)
    return f"daily {day.isoformat()}" if day is not None else str(seed)
