"""Two copies of a card are told apart (issue 25, "Quiet dialogs": "Shade Thrall, left"), and the
foe's cards come first in a list of targets so that they show at 80x24 (issue 25 leftovers, seen
in play: two Trail Guides read alike in Walk Back's targets, listed below the player's own units,
off-screen)."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, lum_app, opened


def _twins() -> Any:
    """Mid-game, Ana to act with Walk Back in hand and two ready Toll Collectors; Cpu has two
    identical Trail Guides beside its Ancient's Servant."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"] = [
        {"card": "toll-collectors"},
        {"card": "silgars-elite"},
        {"card": "toll-collectors"},
        {"card": "quinn-crown-prince"},
        {"card": "recruit", "arrived": True},
    ]
    ana["hand"] = ["walk-back"]
    cpu["units"] = [{"card": "trail-guide"}, {"card": "ancients-servant"}, {"card": "trail-guide"}]
    return from_scenario(data), [HUMAN, COMPUTER]


def _labels(app: Any) -> list[str]:
    return [str(choice.label).split("\n")[0] for choice in app.screen.choices]


async def test_walk_backs_targets_list_the_foes_cards_first_and_no_two_alike() -> None:
    app = lum_app(start=_twins())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        assert screen.zone == "hand"
        await pilot.press("enter")  # Walk Back: return a unit to its owner's hand
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = _labels(app)
        assert len(set(labels)) == len(labels), labels
        assert labels[0].startswith("Play Walk Back (fast) on Trail Guide (left) (Cpu's unit"), labels
        assert labels[1].startswith("Play Walk Back (fast) on Ancient's Servant (Cpu's unit"), labels
        assert labels[2].startswith("Play Walk Back (fast) on Trail Guide (right) (Cpu's unit"), labels
        assert "Toll Collectors (left) (Ana's unit" in labels[3] and "Toll Collectors (right)" in labels[5]


async def test_the_attack_list_tells_two_toll_collectors_apart() -> None:
    app = lum_app(start=_twins())
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("a")  # which unit first: both copies named apart
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        units = _labels(app)
        assert units[0].startswith("Toll Collectors (left)") and units[2].startswith(
            "Toll Collectors (right)"
        )
        await pilot.press(app.screen.choices[2].key)
        await until(pilot, lambda: "at what" in str(app.screen._title))
        labels = _labels(app)
        assert labels and all("with Toll Collectors (right)" in label for label in labels), labels


def _block_twins() -> Any:
    """Cpu's Silgar's Elite attacks Ana (Jeddos), who may block with two identical Trail Guides."""
    data = copy.deepcopy(scenes.MIDGAME)
    data["active"] = 1
    data["attacks"] = 1
    ana, cpu = data["sides"]
    data["sides"] = [cpu | {"favored": "jeddos"}, ana | {"favored": "silgar"}]
    data["sides"][0]["units"] = [{"card": "trail-guide"}, {"card": "trail-guide"}]
    data["sides"][0]["hand"] = ["hedge-tinker"]
    data["sides"][1]["units"] = [{"card": "silgars-elite", "expended": True}]
    data["combat"] = {"attacker": 0, "target": "favored"}
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_the_block_list_tells_two_trail_guides_apart() -> None:
    app = lum_app(start=_block_twins())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        labels = [str(choice.label) for choice in app.screen.choices]  # type: ignore[attr-defined]
        assert labels == [
            "Trail Guide (left)  ⚔2 ♥2",
            "Trail Guide (right)  ⚔2 ♥2",
        ]  # The Lodestar: +1, labels


async def test_a_fast_cards_mark_is_never_cut_in_a_full_hand_at_80x24() -> None:
    # seen in play: "T. Flig. …" and "S. Death …" (⚡ is two cells wide; one was reserved)
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = [
        "take-flight",
        "silgars-elite",
        "strengthen-the-mind",
        "chartered-expeditioner",
        "sudden-death",
        "field-recruiter",
        "take-flight",
    ]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        hand = str(screen.query_one("#hand").plain_text)  # type: ignore[attr-defined]
        assert hand.count("⚡") == 4 and "…" not in hand, hand


async def test_why_a_hand_card_cannot_be_played_is_wrapped_not_cut_at_200x60() -> None:
    # seen in play at 200x60: "not enough essence (the cost …" in each hand card's box
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["orbs"] = ["crimson"]
    data["sides"][0]["blooms"] = 0
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(200, 60)) as pilot:
        screen = await opened(pilot)
        hand = str(screen.query_one("#hand").plain_text)  # type: ignore[attr-defined]
        assert "not enough essence" in hand and "(the cost …" not in hand and "…" not in hand, hand


def test_the_attack_forecast_tells_two_blockers_of_one_name_apart() -> None:
    """Play-test: "Blocked by Vinehorn Stag: ..." twice in one attack forecast."""
    from cardtable.ui.luminous import build
    from cardtable.ui.luminous.inspect import attack_forecast_lines

    state, _ = _twins()
    table = build.table(state, 0, state.legal_actions())
    attacker = next(a for a in state.legal_actions() if a.KIND == "attack")
    lines = [line.plain for line in attack_forecast_lines(state, table, attacker.unit, attacker.target)]
    blocked = [line for line in lines if line.startswith("Blocked by Trail Guide")]
    assert blocked and len(set(blocked)) == len(blocked), lines
    assert any("Trail Guide (left)" in line for line in lines) or any(
        "Trail Guide (right)" in line for line in lines
    )


async def test_discarding_two_copies_of_a_card_is_one_choice() -> None:
    """Play-test: the discard-down dialog listed "Discard Walk Back" twice (the copies are one
    choice: a card in hand has no state)."""
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = ["walk-back", "walk-back", "take-flight", "sudden-death"] * 2
    data["sides"][1]["hand"] = ["hedge-tinker"]  # Cpu has nothing fast: no answers
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("space")  # Ana ends her Main phase: the turn ends, 8 cards in hand
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and "Discard" in app.screen._title)
        labels = _labels(app)
        assert len(labels) == 3 and len(set(labels)) == 3, labels


async def test_palette_lines_say_whose_card_a_target_is() -> None:
    """Play-test: "Play Walk Back (fast) on Diving Dragonspawn" never said it was the player's own
    unit, and Enter sent it back."""
    app = lum_app(start=_twins())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        walk_back = [
            title for title, _, action in screen.palette_actions() if title.startswith("Play Walk Back")
        ]
        assert walk_back and all("(Cpu's unit" in t or "(Ana's unit" in t for t in walk_back), walk_back
        assert any("Toll Collectors (left) (Ana's unit" in t for t in walk_back), walk_back


async def test_the_discard_lines_keep_their_numbers_between_discards() -> None:
    """Issue 25 leftovers (play-test): discarding down to six renumbered the lines after each
    discard (one dialog per card). The second dialog lists the same lines with the same keys, the
    card discarded greyed in its place, and says how many are left."""
    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = [
        "walk-back",
        "take-flight",
        "sudden-death",
        "hedge-tinker",
        "trail-guide",
        "field-recruiter",
        "toll-collectors",
        "silgars-elite",
    ]
    data["sides"][1]["hand"] = ["hedge-tinker"]  # Cpu has nothing fast: no answers
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("space")  # Ana ends her Main phase: the turn ends, 8 cards in hand
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and "Discard" in app.screen._title)
        first = app.screen
        before = [(c.key, str(c.label)) for c in first.choices]
        assert len(before) == 8
        await pilot.press(before[2][0])  # Sudden Death
        await until(pilot, lambda: isinstance(app.screen, PickDialog) and app.screen is not first)
        after = app.screen.choices
        assert [c.key for c in after] == [key for key, _ in before]
        assert [str(c.label).split(" (discarded)")[0] for c in after] == [label for _, label in before]
        assert [c.enabled for c in after] == [True, True, False, True, True, True, True, True]
        assert "(discarded)" in str(after[2].label)
        assert "2 to go" in first._title and "1 to go" in app.screen._title
