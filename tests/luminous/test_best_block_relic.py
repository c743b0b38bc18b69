"""The best block by the forecast counts the durability a relic would lose (playtest20-lum: an
attack on High Command was called best left unblocked, "High Command loses 3 durability", though
a block with Hedge Tinker cost nothing)."""

from __future__ import annotations

from cardtable.games.luminous import api, legal
from cardtable.games.luminous.scenario import from_scenario


def test_a_free_block_beats_letting_a_relic_be_worn() -> None:
    st = from_scenario(
        {
            "game": "luminous",
            "players": ["Ana", "Bo"],
            "turn": 5,
            "active": 0,
            "sides": [
                {"favored": "silgar", "units": [{"card": "trail-guide"}], "deck": ["trail-guide"] * 5},
                {
                    "favored": "jeddos",
                    "units": [{"card": "hedge-tinker"}],
                    "relics": [{"card": "high-command"}],
                    "deck": ["trail-guide"] * 5,
                },
            ],
        }
    )
    relic = st.sides[1].relics[0].iid
    st.apply(next(a for a in st.legal_actions() if a.KIND == "attack" and a.target == relic))
    eligible = [t.iid for t in legal.eligible_blockers(st, 1)]
    best = api.best_block(st, eligible)
    assert best is not None and best["blockers"] == eligible and not best["worn"]
