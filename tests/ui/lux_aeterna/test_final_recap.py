"""A match the computer wins in its own turn shows what it did before the result (play-test:
the result came straight up, and it does not say how the match was lost)."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.ui.match_over import MatchOverScreen
from cardtable.ui.table.recap import RecapScreen
from tests.lux_aeterna.helpers import table
from tests.ui.helpers import until
from tests.ui.lux_aeterna.helpers import COMPUTER, HUMAN, la_app, opened


async def test_the_computers_winning_turn_is_recapped_before_the_result() -> None:
    # Ana (at the keys, Soul 1, nothing to defend with) passes her Main Phase 2 with a Relic she
    # could play; in his turn Bo's Dawn Acolyte attacks.
    state = table(
        {"soul": 1, "hand": ["war-brazier"], "numen": {"RR": 3}}, {"field": ["dawn-acolyte"]}, step="main2"
    )
    app = la_app(start=(state, [HUMAN, COMPUTER]))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        if screen.match.state.to_act == 0:
            screen.act(Pass())
        await until(pilot, lambda: isinstance(app.screen, RecapScreen | MatchOverScreen))
        assert screen.match.state.is_over
        assert isinstance(app.screen, RecapScreen), app.screen
        assert app.screen.title_text == "How the match ended"  # it may hold only one's own last blow
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MatchOverScreen))


def test_the_end_recap_begun_mid_turn_is_not_headed_earlier_in_the_turn() -> None:
    # playtest22-la: "How the match ended" began "Earlier in the turn" over the last blow's lines
    from cardtable.games.lux_aeterna.actions import Attack, Defend
    from tests.lux_aeterna.helpers import field_ids, resolve

    state = table({"field": ["cinder-hound"]}, {"soul": 1}, step="combat")
    start = len(state.log)
    state.apply(Attack(field_ids(state, 0)[0]))
    resolve(state)
    if state.decision is not None and state.decision.kind == "defend":
        state.apply(Defend(None))
    assert state.is_over
    recap = RecapScreen(list(state.log), start, 0, "Ana", at_end=True)
    assert recap.turns[0].heading == "In the last turn", recap.turns[0].heading
