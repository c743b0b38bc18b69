"""Combat playback follows the phase each event carries, never the event's text."""

from __future__ import annotations

from cardtable.games.aether_lanes.actions import EndTurn
from cardtable.ui.aether_lanes.replay import Recording, frames
from tests.aether_lanes.helpers import duel


def test_a_burn_tick_is_played_back_in_the_end_phase_whatever_its_text_says() -> None:
    state = duel({"lanes": {"aggressive": {"card": "cinder-hound", "buff": [0, 0, 5], "burn": 1}}})
    before, start = state.view(None), len(state.log)
    events = state.apply(EndTurn())
    reworded = tuple(e._replace(text="Cinder Hound smoulders.") if e.kind == "damage" else e for e in events)
    shown = frames(Recording(1, before, reworded, start))
    burn = next(f for f in shown if "Cinder Hound smoulders." in (f.text, *f.details))
    assert burn.phase == "End"
    assert [f.phase for f in shown][0] == "Combat" and shown[-1].next_turn == (2, 1)
