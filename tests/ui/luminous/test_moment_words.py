"""The table's notes name a Luminous Combat Phase's steps apart (playtest20-lum: "Combat ended by
itself: you had no more plays. Now Damage." when only the block/effect step had ended)."""

from __future__ import annotations

from cardtable.ui.luminous import scenes
from cardtable.ui.table.moment import moment_of, moved_words


def test_the_block_step_ending_is_not_called_the_end_of_combat() -> None:
    state, _ = scenes.lethal()
    state.apply(next(a for a in state.legal_actions() if a.KIND == "attack"))
    block = moment_of(state)
    assert block.step_words == "Block/effect step"
    state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))  # no block
    while state.stage == "combat" and state.to_act is not None:
        state.apply(next(a for a in state.legal_actions() if a.KIND == "pass"))
    words = moved_words(block, moment_of(state))
    assert words.startswith("Block/effect step ended") and "Combat ended" not in words
