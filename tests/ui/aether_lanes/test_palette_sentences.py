"""The command palette of the battle screen: each entry is a sentence about the action with its
cost, and beneath it the card's text or what the action leads to (never "do this now")."""

from __future__ import annotations

from textual.command import CommandList, CommandPalette

from tests.ui.aether_lanes.helpers import al_app, opened, position
from tests.ui.helpers import until


def _start() -> object:
    return position(
        {
            "aether": 6,
            "aether_max": 6,
            "hand": ["pyre-warden", "firebrand", "ember-imp"],
            "lanes": {"aggressive": {"card": "cinder-hound"}},
        },
        {"soul": 20, "lanes": {"balanced": {"card": "pebble-golem"}}},
    )


async def test_palette_entries_are_sentences_with_costs_and_the_cards_text() -> None:
    app = al_app(start=_start())
    async with app.run_test(size=(120, 40)) as pilot:
        game = await opened(pilot)
        rows = game.palette_actions()
        titles = [title for title, _, _ in rows]
        helps = [help_text for _, help_text, _ in rows]
        assert "Summon Pyre Warden into the Balanced lane (4 Aether)" in titles
        assert "Summon Ember Imp onto your Cinder Hound in the Aggressive lane (Eclipse) (1 Aether)" in titles
        assert any(t.startswith("Cast Firebrand at Bo (") and t.endswith(" Aether)") for t in titles)
        assert any(
            t.startswith("Maneuver your Cinder Hound from the Aggressive lane to the ") for t in titles
        )
        assert "End the turn: your ready units attack" in titles
        assert "Concede the duel: Bo wins" in titles
        assert not any("do this now" in h for h in helps)
        warden = helps[titles.index("Summon Pyre Warden into the Balanced lane (4 Aether)")]
        face = next(h for h in game.table().hand or () if h.name == "Pyre Warden")
        assert face.text and warden == face.text
        assert "Then it is Bo's turn" in helps[titles.index("End the turn: your ready units attack")]
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        listed = app.screen.query_one(CommandList)
        await until(pilot, lambda: listed.option_count >= len(rows))
        shown = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert any(line.startswith("Summon Pyre Warden into the Balanced lane (4 Aether)") for line in shown)
