"""Three copies on one side are named on screen as the log names them (playtest24-la item 6): the
options said "your 3rd card from the left" (counting the Relic) where the log said "(middle)", and
the payment line, the queue panel, the curtain and the defence question named no copy at all."""

from __future__ import annotations

from cardtable.games.lux_aeterna.actions import Attack, Play
from cardtable.ui.lux_aeterna import build
from cardtable.ui.lux_aeterna.widgets import queue_does
from cardtable.ui.widgets.pick_dialog import PickDialog
from tests.lux_aeterna.helpers import field_ids, resolve, table
from tests.lux_aeterna.test_copies_named_alike import BERSERKERS, SENTINELS
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_the_target_dialog_names_the_middle_copy_as_the_log_does() -> None:
    state = table(BERSERKERS, SENTINELS)
    middle = field_ids(state, 0)[2]
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot)
        await until(pilot, lambda: game.my_turn)
        await pilot.press("enter")  # Sudden Flare, the only card in hand
        await until(pilot, lambda: isinstance(app.screen, PickDialog))
        labels = [str(choice.label) for choice in app.screen.choices]
        mine = next((label for label in labels if "on Ashen Berserker (middle" in label), "")
        assert mine.startswith("Play Sudden Flare (♦) on Ashen Berserker (middle, yours)")
        # every option pays the same: the dialog says it once, above them
        assert "Pays: 1 Rubedian from Ashen Berserker (middle)" in str(app.screen._text)
        assert "Ashen Berserker (middle): 1 Light on it" in mine
        assert not any("from the left" in label for label in labels)
        assert any(
            label.startswith("Play Sudden Flare (♦) on Star Sentinel (middle, Bo's)") for label in labels
        )
        await pilot.press(next(c.key for c in app.screen.choices if str(c.label) == mine))
        await until(pilot, lambda: any("targeting" in event.text for event in game.match.state.log))
        said = [event.text for event in game.match.state.log if "targeting" in event.text]
        assert said == ["Ana plays Sudden Flare targeting Ashen Berserker (middle)."]
        assert any(getattr(action, "targets", ()) == (middle,) for action in game.match.state.history)


def test_the_curtain_and_the_queue_panel_name_the_middle_copy() -> None:
    state = table(BERSERKERS, SENTINELS)
    middle = field_ids(state, 0)[2]
    state.apply(Play(state.zones.cards(0, "hand")[0], targets=(middle,)))
    lines = build.curtain_detail_lines(state, 1)
    assert (
        "Bo may respond to Ana's Sudden Flare on Ashen Berserker (middle), or pass (1 on the queue)." in lines
    )
    face = build.table(state, 1, state.legal_actions())
    assert queue_does(face.queue[0]) == "→ Ashen Berserker (middle): A Unit gets +2 Power this turn."


def test_the_defence_question_names_the_attacking_copy_in_one_bracket() -> None:
    state = table(BERSERKERS, SENTINELS, step="combat")
    state.apply(Attack(field_ids(state, 0)[2]))
    resolve(state)
    face = build.table(state, 1, state.legal_actions())
    assert build.decision_detail(face).plain.startswith("Ashen Berserker (middle, ⚔4) attacks you. ")
    lines = [build.option_text(state, face, action).plain for action in state.legal_actions()]
    assert any(line.startswith("Defend with Star Sentinel (middle, Power 3)") for line in lines)


def test_the_queue_panel_keeps_the_copy_when_it_says_an_item_shorter() -> None:
    """At 80x24 the panel's lines are about 30 cells: shortening dropped every bracket, and with
    it the place ("→ Ashen Berserker: A Unit…", "1▲ (middle) attacks (Ana)")."""
    from cardtable.ui.lux_aeterna.faces import QueueFace
    from cardtable.ui.lux_aeterna.widgets import does_lines, queue_head

    aimed = "→ Ashen Berserker (middle): A Unit gets +2 Power this turn."
    assert does_lines(aimed, 30, brief=True) == ["→ Ashen Berserker (middle)"]
    assert does_lines(aimed, 48, brief=True) == ["→ Ashen Berserker (middle): A Unit gets +2…"]
    does = "Ashen Berserker (middle) attacks: the defender defends or takes 1 damage"
    attack = QueueFace(1, "Ana", False, "Attack", "Ashen Berserker (middle)", does, "")
    assert queue_head(attack, 36).plain == "1▲ Berserker (middle) attacks (Ana)"
    assert queue_head(attack, 30).plain == "1▲ Berserker attacks (Ana)"  # the place on the line beneath:
    assert does_lines(does, 30, brief=True) == ["Ashen Berserker (middle)…"]
