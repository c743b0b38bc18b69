"""Three copies of a card on one side are named the same way in every line (playtest24-la item 6):
the log said "Ashen Berserker (middle)" while an option said "Ashen Berserker" (its place only in a
note, "your 3rd card from the left", counting the Relic), the payment line "1 Rubedian from Ashen
Berserker" and the queue "Ashen Berserker". The scheme: docs/handoffs.md, "copies of one card
told apart"."""

from __future__ import annotations

from cardtable.engine.kernel.decision import Pass
from cardtable.games.lux_aeterna.actions import Attack, Defend, Play
from cardtable.games.lux_aeterna.api import payment_preview
from cardtable.games.lux_aeterna.describe import describe
from cardtable.games.lux_aeterna.present import present
from tests.lux_aeterna.helpers import field_ids, resolve, table

BERSERKERS = {
    # the Relic first: "the 3rd card from the left" was the middle Berserker
    "field": [
        "war-brazier",
        "ashen-berserker",
        {"card": "ashen-berserker", "lights": {"RR": 1}},
        "ashen-berserker",
    ],
    "hand": ["sudden-flare"],
}
SENTINELS = {"field": ["star-sentinel", "star-sentinel", "star-sentinel"]}


def test_the_log_an_option_the_payment_and_the_queue_name_the_middle_copy_alike() -> None:
    state = table(BERSERKERS, SENTINELS)
    _, _, middle, _ = field_ids(state, 0)
    flare = state.zones.cards(0, "hand")[0]
    play = next(a for a in state.legal_actions() if isinstance(a, Play) and a.targets == (middle,))
    assert describe(state, play) == "Play Sudden Flare (R) on Ashen Berserker (middle)"
    assert payment_preview(state, play).text == "1 Rubedian from Ashen Berserker (middle)"
    state.apply(Play(flare, targets=(middle,)))
    assert state.log[-1].text == "Ana plays Sudden Flare targeting Ashen Berserker (middle)."
    (entry,) = present(state, 1).queue
    assert entry.target_names == ("Ashen Berserker (middle)",)
    assert state.view(1)["queue"][0]["target_names"] == ["Ashen Berserker (middle)"]


def test_an_attack_by_and_against_a_middle_copy_names_both_alike_in_every_line() -> None:
    state = table(BERSERKERS, SENTINELS, step="combat")
    _, _, middle, _ = field_ids(state, 0)
    _, sentinel, _ = field_ids(state, 1)
    assert describe(state, Attack(middle)) == "Attack with Ashen Berserker (middle, Power 4)"
    state.apply(Attack(middle))
    assert state.log[-1].text == "Ana attacks with Ashen Berserker (middle, Power 4)."
    assert present(state, 1).queue[0].source_name == "Ashen Berserker (middle)"
    state.apply(Pass())  # Ana passes on her attack; Bo's pass would let it resolve
    assert describe(state, Pass()) == "Pass: resolve the attack of Ashen Berserker (middle)"
    resolve(state)
    assert state.decision.prompt == "Bo: defend against Ashen Berserker (middle, Power 4) or take 1 damage"
    view = present(state, 1)
    assert view.attack is not None and view.attack.attacker_name == "Ashen Berserker (middle)"
    assert state.view(1)["attack"]["attacker_name"] == "Ashen Berserker (middle)"
    assert describe(state, Defend(sentinel)) == "Defend with Star Sentinel (middle, Power 3)"
    state.apply(Defend(sentinel))
    resolve(state)
    texts = [event.text for event in state.log]
    assert "Bo defends with Star Sentinel (middle)." in texts
    assert "Ashen Berserker (middle, 4) meets Star Sentinel (middle, 3)." in texts
    assert "Star Sentinel (middle) is destroyed." in texts


def test_four_copies_count_from_the_left_among_themselves() -> None:
    state = table({"field": ["war-brazier", *["star-sentinel"] * 4]}, {}, step="combat")
    second = field_ids(state, 0)[2]
    assert describe(state, Attack(second)) == "Attack with Star Sentinel (2nd from left, Power 4)"


def test_an_ability_of_a_named_copy_resolves_as_the_effect_of_it() -> None:
    # playtest25-la: "Observatory (left)'s effect resolves." read oddly; a plain name keeps its
    # possessive ("Observatory's effect resolves.")
    from cardtable.games.lux_aeterna.actions import Activate

    for field, said in (
        (["observatory", "observatory"], "The effect of Observatory (left) resolves."),
        (["observatory"], "Observatory's effect resolves."),
    ):
        state = table({"field": field, "numen": {"CC": 1}})
        state.set_logging(True)
        seen = len(state.log)
        state.apply(Activate(field_ids(state, 0)[0], 0))
        resolve(state)
        assert said in [event.line for event in state.log[seen:]], [e.line for e in state.log[seen:]]
