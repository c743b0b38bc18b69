"""Issue 25 leftovers (play-tests): forecasts are the engine's own resolution on a copy, triggers
included, so they say what one's own triggers do even when nobody else dies for it (Bone
Harvester's growth, Orbit Keeper's "when it defends, draw"); and a card with targets says what a
death effect on the way leads to (Searing Bolt on a Shade Thrall: its owner's opponent, the
caster, discards a card at random), in the target dialog, or before it is played on its lone
target."""

from __future__ import annotations

from typing import Any

from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


def _labels(dialog: PickDialog) -> list[str]:
    return [str(choice.label) for choice in dialog.choices]


async def test_the_attack_forecast_says_what_the_triggers_do() -> None:
    state = table({"field": ["cinder-hound", "bone-harvester"]}, {"field": ["orbit-keeper"]}, step="combat")
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        hound = next(label for label in _labels(app.screen) if "Attack with Cinder Hound" in label)
        assert "both are destroyed" in hound  # Cinder Hound and Orbit Keeper: two Units
        assert "Orbit Keeper: Bo draws a card" in hound
        assert "Bone Harvester gets +1 Power for the rest of the match (twice)" in hound


def _bolt(foe_field: list[Any]) -> Any:
    """Ana (at the keys) holds Searing Bolt and another card, Lights to pay one way only."""
    return table({"hand": ["searing-bolt", "ember-squire"], "numen": {"RR": 2}}, {"field": foe_field})


async def _play_the_bolt(pilot: Any) -> None:
    game = await opened(pilot)
    bolt = next(a for a in game._legal if a.KIND == "play" and "Searing Bolt" in game.describe_action(a))
    game.use_card(game.table(), bolt.card)
    await until(pilot, lambda: isinstance(pilot.app.screen, PickDialog))


async def test_a_target_dialog_says_what_a_death_effect_leads_to() -> None:
    app = la_app(start=(_bolt(["shade-thrall", "ember-squire"]), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_the_bolt(pilot)
        labels = _labels(app.screen)
        thrall = next(label for label in labels if "on Shade Thrall" in label)
        squire = next(label for label in labels if "on Ember Squire" in label)
        assert "then: Shade Thrall leaves the field; you discard 1 card at random" in thrall
        assert "then:" not in squire  # nothing beyond the card's own words


async def test_a_lone_target_with_a_death_effect_is_asked_with_its_forecast() -> None:
    app = la_app(start=(_bolt(["shade-thrall"]), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_the_bolt(pilot)
        labels = _labels(app.screen)
        assert len(labels) == 1 and "you discard 1 card at random" in labels[0]
