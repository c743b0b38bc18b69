"""Event texts rendered on demand: a template with its values is an event's sentence until someone
reads it, and it equals (and serialises as) the text it renders."""

from __future__ import annotations

import pickle

import pytest

from cardtable.engine.bots import RandomBot
from cardtable.engine.events import Event
from cardtable.engine.registry import default_registry
from cardtable.engine.rng import Rng


def test_a_template_event_is_its_rendered_text() -> None:
    lazy = Event("damage", ("%s takes %s damage.", "Ember Imp", 3), 1, {"amount": 3})
    plain = Event("damage", "Ember Imp takes 3 damage.", 1, {"amount": 3})
    assert lazy.text == plain.text == "Ember Imp takes 3 damage."
    assert lazy == plain and plain == lazy and not lazy != plain
    assert lazy != Event("damage", ("%s takes %s damage.", "Ember Imp", 4), 1, {"amount": 3})
    assert lazy != plain._replace(seat=0)
    assert lazy.to_json() == plain.to_json()
    assert Event.from_json(lazy.to_json()) == lazy
    assert pickle.loads(pickle.dumps(lazy)) == lazy
    assert lazy._replace(text="Ember Imp smoulders.").text == "Ember Imp smoulders."
    assert lazy.text_for(0) == lazy.text


@pytest.mark.parametrize("game_id", ["aether-lanes", "lux-nova"])
def test_a_logged_game_stores_its_sentences_as_templates(game_id: str) -> None:
    registry = default_registry()
    players = ["Ana", "Bo"]
    state = registry.new_game(game_id, players, 7, {})
    bot, rng = RandomBot(), Rng(7)
    while not state.is_over:
        state.apply(bot.choose(state, rng))
    lines = [event.line for event in state.log]
    templated = sum(type(line) is tuple for line in lines)
    assert templated >= 0.8 * len(lines)  # every event of every turn; a few rare ones are plain text
    for event in state.log:
        text = event.text
        assert isinstance(text, str) and text and "%s" not in text
    again = type(state).from_json(state.to_json())
    assert again.log == state.log  # the restored log holds texts; it equals the templates
