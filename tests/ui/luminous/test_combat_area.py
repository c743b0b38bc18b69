"""Pilot tests of the Luminous combat area and the combat dialogs: the damage each blocker is
assigned before it is dealt, forecasts over any number of blockers, and a double Enter in the
damage split dialog that deals the damage once and goes no further, and a Favored's life shown
as 0 (with the overkill) once it is dealt more than it has."""

from __future__ import annotations

import copy
from typing import Any

from cardtable.games.luminous.scenario import from_scenario
from cardtable.ui.luminous import scenes
from cardtable.ui.luminous.dialogs import SplitDialog
from cardtable.ui.luminous.screen import LuminousScreen
from cardtable.ui.widgets.multi_pick_dialog import MultiPickDialog
from tests.luminous.helpers import waits
from tests.ui.helpers import until
from tests.ui.luminous.helpers import COMPUTER, HUMAN, attack_dialog, lum_app, many_blockers, opened


def _combat_text(screen: LuminousScreen) -> str:
    """What the combat area says, its wrapped lines joined."""
    return " ".join(screen._part("combat").plain_text.split())  # type: ignore[attr-defined]


async def test_the_combat_area_shows_the_damage_assigned_before_it_is_dealt() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        text = _combat_text(screen)
        assert "Blocked by Trail Guide" in text
        # Silgar's Elite (4) on two 2-health blockers: the suggested split kills both
        assert "Damage assigned (suggested: Ana splits it in the damage step)" in text
        assert "2 → Trail Guide (lethal), 2 → Hedge Tinker (lethal)" in text
        assert "Back to Silgar's Elite: 4 (lethal) from Trail Guide ⚔2, Hedge Tinker ⚔2" in text


async def test_the_combat_area_wraps_the_damage_at_80_columns() -> None:
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        text = _combat_text(screen)
        assert "Blocked, suggested split: 2 → Trail Guide (lethal), 2 → Hedge Tinker (lethal)" in text
        assert "· 4 back (lethal)" in text


def _one_blocker() -> Any:
    """Ana's Silgar's Elite (4, Overwhelm) attacks Jeddos, blocked by Trail Guide alone."""
    data = copy.deepcopy(scenes.MIDGAME)
    ana, cpu = data["sides"]
    ana["units"][0]["expended"] = True
    cpu["units"][1] = {"card": "trail-guide", "expended": True}
    data["attacks"] = 1
    data["combat"] = {"attacker": 0, "target": "favored", "blockers": [1], "may_block": False}
    data["priority"] = 0
    data["passes"] = 1
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_a_lone_blocker_takes_all_the_damage_and_overwhelm_goes_on() -> None:
    app = lum_app(start=_one_blocker())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        text = _combat_text(screen)
        assert "Damage assigned: 4 → Trail Guide (lethal), 2 on to Jeddos" in text
        assert "suggested" not in text


async def test_a_double_enter_in_the_split_dialog_deals_once_and_goes_no_further() -> None:
    from textual import events

    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        state = screen.match.state
        kinds_before = len(state.history)
        for _ in range(2):  # two Enters in one burst, as a terminal sends them
            event = events.Key("enter", "\r")
            event.set_sender(app)
            app._driver.send_message(event)  # type: ignore[union-attr]
        await until(pilot, lambda: state.combat is None and not isinstance(app.screen, SplitDialog))
        await pilot.pause(0.2)
        kinds = [type(a).__name__ for a in state.history[kinds_before:]]
        assert kinds.count("Assign") == 1, kinds
        assert "Play" not in kinds and "Activate" not in kinds, kinds
        assert app.screen is screen  # no dialog opened by a stray Enter on the table
        notes = [n.message for n in app._notifications]
        assert not any("Choose a card" in n or "Not now" in n for n in notes), notes


async def test_the_block_dialog_forecasts_the_chosen_group_and_the_best_block() -> None:
    app = lum_app(start=many_blockers(5))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        await pilot.press("b")
        await until(pilot, lambda: isinstance(app.screen, MultiPickDialog))
        dialog = app.screen
        assert isinstance(dialog, MultiPickDialog)
        for key in "1234":
            await pilot.press(key)
        await pilot.pause()
        note = str(dialog.query_one("#multi-note").render())
        assert "Block with Trail Guide ×4:" in note and "No block:" in note
        assert "Best by this forecast:" in note
        await pilot.press("enter")
        state = screen.match.state
        await until(pilot, lambda: state.combat is None or len(state.combat.blockers) == 4)


def _attacker_facing(count: int) -> Any:
    """Ana's Silgar's Elite may attack Jeddos, who has ``count`` ready Trail Guides."""
    data = copy.deepcopy(scenes.MIDGAME)
    cpu = data["sides"][1]
    cpu["units"] = [{"card": "trail-guide"} for _ in range(count)]
    cpu["relics"] = []
    return from_scenario(data), [HUMAN, COMPUTER]


async def test_the_attack_dialog_forecasts_groups_of_any_size() -> None:
    app = lum_app(start=_attacker_facing(4))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot)
        await attack_dialog(pilot)
        labels = " ".join(str(c.label) for c in app.screen.choices)  # type: ignore[attr-defined]
        assert "Not blocked:" in labels
        assert "Blocked by Trail Guide ×3" in labels or "Blocked by Trail Guide ×4" in labels


async def test_a_favored_dealt_more_than_its_life_shows_0_and_the_overkill() -> None:
    from cardtable.ui.match_over import MatchOverScreen

    app = lum_app(start=scenes.lethal())
    async with app.run_test(size=(120, 40)) as pilot:
        await scenes._end(pilot)
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))
        screen = next(s for s in app.screen_stack if isinstance(s, LuminousScreen))
        assert screen.match.state.sides[1].life == -2  # Silgar's Elite (4) on 2 life
        said = [e.text for e in screen.match.state.log if e.kind == "damage"]
        assert any("(0 life, overkill 2)" in line for line in said), said  # playtest18: "-1 life"
        assert not any("-2 life" in line for line in said)
        notes = str(app.screen.query_one("#result-notes").render())
        assert "Cpu's Jeddos, Brother of the Road: 0 life (overkill 2)" in notes
        assert "Ana's Silgar" in notes and "-2" not in notes
        await pilot.press("escape")  # the board behind the result
        await until(pilot, lambda: app.screen is screen)
        head = screen.query_one("#foe-panel").plain_text  # type: ignore[attr-defined]
        assert "♥ 0/" in head and "(overkill 2)" in head and "-2" not in head
        assert screen._footer_labels.get("orb") == "Result"  # playtest17: the footer said "o Orb"
        await pilot.press("o")  # the board says "o shows the result": o is the Orb key in play
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))


def _blocker_walked_back() -> Any:
    """Bo's Xanthe Raider attacks Ana's Jeddos; Ana's Trail Guide blocks; Bo's Walk Back returns
    the Trail Guide to Ana's hand. Ana (seat 0 here) holds priority, the attack still blocked."""
    from cardtable.games.luminous.actions import Attack, Block, Play
    from tests.luminous.helpers import hand_card, position, side, unit

    st = position(
        side("jeddos", units=[{"card": "trail-guide"}], orbs=["amber", "amber"]),
        side("silgar", units=[{"card": "xanthe-raider"}], orbs=["crimson"] * 2, hand=["walk-back"]),
        active=1,
    )
    raider, guide = unit(st, 1).iid, unit(st, 0).iid
    st.apply(Attack(raider))
    st.apply(Block((guide,)))
    st.apply(Play(hand_card(st, 1, "walk-back"), guide))
    return st, [HUMAN, COMPUTER]


async def test_the_combat_area_says_an_attack_whose_blocker_left_deals_no_damage() -> None:
    # Played by hand: after Walk Back on the only blocker the area read "Unblocked: its damage
    # goes to Jeddos", while the engine (rightly) dealt no damage.
    start = _blocker_walked_back()
    state = start[0]
    assert waits(state) == ("priority", 0) and state.combat is not None
    life = state.sides[0].life
    app = lum_app(start=start, auto_pass=False)  # Ana's only action is a pass: let her see it
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot)
        text = _combat_text(screen)
        assert "Unblocked" not in text
        assert "Its blocker has left play: it stays blocked and deals no damage" in text
        await pilot.press("space")  # Ana passes; once Bo passes the damage step deals nothing
        await until(pilot, lambda: screen.match.state.combat is None)
        assert screen.match.state.sides[0].life == life


async def test_the_split_dialog_deals_the_damage_by_mouse() -> None:
    """playtest21-lum: the damage split had no button: a mouse-only player could set the points
    but not deal them (Enter only)."""
    app = lum_app(start=scenes.blocked_combat())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, SplitDialog))
        state = screen.match.state
        await pilot.click("#split-deal")
        await until(pilot, lambda: state.combat is None and not isinstance(app.screen, SplitDialog))
        assert any(type(action).__name__ == "Assign" for action in state.history)
