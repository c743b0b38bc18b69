"""Seeds as typed: the daily deal (a stable seed per date), and clear errors for bad dates and seeds."""

from __future__ import annotations

import datetime

import pytest

from cardtable.engine.errors import SetupError
from cardtable.engine.seeds import daily_seed, parse_date, parse_seed


def test_daily_seed_is_stable_and_differs_between_days() -> None:
    day = datetime.date(2026, 11, 29)
    assert daily_seed(day) == daily_seed(parse_date("2026-11-29")) == 109853839780154
    seeds = {daily_seed(day + datetime.timedelta(days=n)) for n in range(366)}
    assert len(seeds) == 366 and all(0 <= s < 2**48 for s in seeds)


@pytest.mark.parametrize("text", ["2026-13-01", "29/11/2026", "tomorrow", "", "2026-2-3", "2026-02-30"])
def test_parse_date_refuses_what_is_not_a_date(text: str) -> None:
    with pytest.raises(SetupError, match="is not a date; write it as YEAR-MONTH-DAY"):
        parse_date(text)


def test_parse_seed() -> None:
    assert parse_seed("42") == 42 and parse_seed(" 0 ") == 0 and parse_seed("") is None
    today = datetime.date(2026, 11, 29)
    assert (
        parse_seed("daily", today)
        == parse_seed("2026-11-29")
        == parse_seed("daily:2026-11-29")
        == daily_seed(today)
    )
    with pytest.raises(SetupError, match="is not a date"):
        parse_seed("2026-13-40")
    for text in ["-1", "4.5", "abc", "1e3", "٣"]:
        with pytest.raises(SetupError, match="is not a seed; a seed is a whole number"):
            parse_seed(text)
