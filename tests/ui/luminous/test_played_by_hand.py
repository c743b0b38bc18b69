"""Things found by playing Luminous by hand in tmux (session 4): each was guesswork, cut off or
wrong on the screen, and each test here fails without its fix."""

from __future__ import annotations

import copy

from cardtable.ui.luminous import scenes
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, attack_dialog, lum_app, opened


def _midgame_with_hand(hand: list[str]) -> tuple[object, list[object]]:
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["hand"] = hand
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_every_copy_of_a_playable_card_is_playable() -> None:
    # The engine lists one play per card name; the second Xanthe Raider in hand was marked ✗
    # and Enter on it said "Not now" although the first copy could be played.
    app = lum_app(start=_midgame_with_hand(["xanthe-raider", "walk-back", "xanthe-raider"]))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        faces = screen.table().hand
        assert [face.playable for face in faces] == [True, True, True]
        second = faces[2].iid
        await pilot.press("right", "right", "enter")  # every payment comes to the same: no dialog
        state = screen.match.state
        await until(pilot, lambda: any(t.iid == second for t in state.sides[0].units))
        assert faces[0].iid in state.sides[0].hand


async def test_not_now_notices_do_not_pile_up_over_the_inspector() -> None:
    app = lum_app(start=scenes.midgame())
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.press("up", "up", "up")  # the foe's units: Enter there says why not
        for _ in range(4):
            await pilot.press("enter")
            await pilot.pause()
        assert len(list(app._notifications)) == 1


def test_the_combat_area_says_when_the_attacker_has_left_play() -> None:
    # It read "⚔ (left play) ⚔0 attacks Jeddos" after a ping destroyed the attacker.
    from cardtable.games.luminous.actions import Attack, Play
    from cardtable.ui.luminous import build
    from tests.luminous.helpers import hand_card, position, side, unit

    st = position(
        side("silgar", units=[{"card": "xanthe-raider"}]),
        side("jeddos", hand=["walk-back"], orbs=["amber", "amber"]),
    )
    raider = unit(st, 0).iid
    st.apply(Attack(raider))
    st.apply(Play(hand_card(st, 1, "walk-back"), raider))
    assert st.sides[0].units == [] and st.combat is not None
    lines = build.combat_lines(build.table(st, 0, []))
    assert (
        lines[0] == "▲ Xanthe Raider has left play: its attack on Jeddos, Brother of the Road deals no damage"
    )
    assert "(left play)" not in " ".join(lines)


async def test_targets_of_one_name_are_told_apart_in_the_list() -> None:
    # "Use Vortex Cannister on Silgar's Elite" twice: which one was expended? Whose unit?
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][1]["units"] = [{"card": "hedge-tinker", "expended": True}, {"card": "hedge-tinker"}]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("right", "right", "enter")  # Sudden Death: deal 3 damage to a unit
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(c.label).split("\n")[0] for c in app.screen.choices]  # type: ignore[attr-defined]
        tinkers = [label for label in labels if "Hedge Tinker" in label]
        assert len(tinkers) == 2 and len(set(tinkers)) == 2
        assert any("Cpu's unit" in t and "expended" in t for t in tinkers)
        assert any("Ana's unit" in label for label in labels)


async def test_the_attack_dialog_says_why_a_barrier_relic_comes_first() -> None:
    app = lum_app(start=scenes.midgame())  # Cpu has Glass Garden (Barrier) and The Lodestar
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await attack_dialog(pilot)
        assert "Barrier: Glass Garden must be destroyed" in str(app.screen._text)  # type: ignore[attr-defined]


async def test_whose_target_stands_right_after_its_name_not_after_the_cost() -> None:
    # Played by hand: "Use Mobile Armory on Chartered Expeditioner — expend (Bo's unit ⚔2 ♥3)"
    # read as if the cost expended Bo's unit; and "on X (fast) (Bo's unit ...)" stacked notes.
    from cardtable.games.luminous.scenario import from_scenario

    data = copy.deepcopy(scenes.MIDGAME)
    data["sides"][0]["relics"] = [{"card": "mobile-armory"}]
    data["sides"][0]["hand"] = ["walk-back"]
    app = lum_app(start=(from_scenario(data), [HUMAN, COMPUTER]))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await pilot.press("up", "enter")  # Mobile Armory: expend, a unit you control gets +1 and Lunge
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(c.label).split("\n")[0] for c in app.screen.choices]  # type: ignore[attr-defined]
        assert labels[0].startswith("Use Mobile Armory on Silgar's Elite (Ana's unit")
        assert labels[0].endswith(") — expend")
        await pilot.press("escape", "escape", "enter")  # Walk Back: return a unit to its owner's hand
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(c.label).split("\n")[0] for c in app.screen.choices]  # type: ignore[attr-defined]
        assert labels[0].startswith(
            "Play Walk Back (fast) on Ancient's Servant (Cpu's unit"
        )  # the foe's first
        elite = next(label for label in labels if "on Silgar's Elite" in label)
        assert elite.startswith("Play Walk Back (fast) on Silgar's Elite (Ana's unit")
        assert elite.endswith(") — 2")  # the one cost notation (2 essence, no check)
