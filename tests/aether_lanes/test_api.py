"""What the screen asks: views, hidden ids, stats with sources, playable and gated cards, lanes,
targets, per-turn groups, keyword texts and card texts; copies and snapshots."""

from __future__ import annotations

import json

from cardtable.games.aether_lanes import api
from cardtable.games.aether_lanes.actions import Cast, Summon, id_text
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.presentation import GLOSSARY
from cardtable.games.aether_lanes.state import AetherState
from tests.aether_lanes.helpers import duel, end_turn, hand, lane, lane_id


def test_the_view_shows_own_hand_and_only_counts_of_hidden_things() -> None:
    state = AetherState(["Ana", "Bo"], 7, {"variant": "standard", "decks": ["dunemere", "blightfen"]})
    view = state.view(0)
    mine, theirs = view["sides"]
    assert [c for c, _ in mine["hand"]] == [id_text(c) for c in state.sides[0].hand]
    assert "hand" not in theirs and theirs["hand_size"] == 4 and theirs["deck"] == 26
    text = json.dumps(view)
    for hidden in state.hidden_ids(0):
        assert f'"{hidden}"' not in text
    hidden_ids = set(state.sides[0].deck) | set(state.sides[1].deck) | set(state.sides[1].hand)
    assert state.hidden_ids(0) == {id_text(c) for c in hidden_ids}
    assert {"turn", "round", "phase", "active", "to_act"} <= set(view)
    assert {"soul", "aether", "aether_max", "shelter", "discard", "decree", "lanes", "auras"} <= set(mine)


def test_unit_stats_list_their_sources() -> None:
    state = duel(
        {
            "decree": "vow-of-cinders",
            "lanes": {"aggressive": {"card": "flame-dancer", "sigils": ["emberheart-sigil"]}},
        }
    )
    stats = api.unit_stats(state, lane_id(state, 0, 0))
    assert stats["attack"]["value"] == 3 + 1 + 1 + 2 + 1
    assert stats["lines"][0] == "ATK 8 = base 3 +1 lane +1 Crest +2 Emberheart Sigil +1 Vow of Cinders"
    assert "glide" in stats["keywords"]


def test_hand_status_says_what_is_affordable_and_what_is_gated() -> None:
    state = duel(
        {
            "aether": 3,
            "hand": ["firebrand", "radiant-lance", "cinder-hound", "ember-imp"],
            "lanes": {"balanced": {"card": "ember-imp"}},
        }
    )
    status = {s["card"]: s for s in api.hand_status(state, 0)}
    assert (
        status["firebrand"]["affordable"] is False
        and status["firebrand"]["reason"] == "Firebrand costs 4 Aether; you have 3"
    )
    assert status["radiant-lance"]["gated"] is True
    assert status["radiant-lance"]["reason"] == "Requires a Light Summon on your field"
    assert status["cinder-hound"]["playable"] is True and status["cinder-hound"]["reason"] is None


def test_legal_lanes_and_targets() -> None:
    state = duel(
        {
            "hand": ["cinder-hound", "kindle", "emberheart-sigil"],
            "lanes": {
                "aggressive": {"card": "ember-imp", "buried": {"card": "pebble-golem"}},
                "balanced": {"card": "pebble-golem"},
            },
        },
        {"lanes": {"balanced": {"card": "night-stalker"}}},
    )
    assert api.legal_lanes(state, 0, hand(state, 0, "cinder-hound")) == ["balanced", "defensive"]
    assert api.legal_targets(state, 0, hand(state, 0, "kindle")) == [
        lane_id(state, 0, 0),
        lane_id(state, 0, 1),
    ]
    assert api.legal_targets(state, 0, hand(state, 0, "emberheart-sigil")) == [lane_id(state, 0, 0)]


def test_turn_groups_count_plays_and_keep_combat_for_rewind() -> None:
    state = duel({"hand": ["ember-imp", "kindle"]})
    state.apply(Summon(hand(state, 0, "ember-imp"), "aggressive"))
    state.apply(Cast(hand(state, 0, "kindle"), lane_id(state, 0, 0)))
    end_turn(state)
    group = next(g for g in api.turn_groups(state, 1) if g["turn"] == 1)
    assert group["player"] == "Ana" and group["plays"] == 2
    assert any(c["kind"] == "direct" for c in group["combat"])
    assert api.last_round_combat(state)[-1] == group["combat"]


def test_keyword_texts_are_searchable_and_card_texts_come_from_data() -> None:
    catalog = load_catalog()
    found = GLOSSARY.search("never hits back")
    assert {name for name, _ in found} == {"Pierce", "Unseen"}
    assert [name for name, _ in GLOSSARY.search("bulwark")][0] == "Bulwark"
    face = api.card_text(catalog, "firebrand")
    assert face["text"] == "Deal 4 damage to an enemy unit or to the foe." and face["cost"] == 4


def test_copy_is_independent_and_snapshots_round_trip() -> None:
    state = duel(
        {
            "hand": ["cinder-hound"],
            "lanes": {"balanced": {"card": "ember-imp", "sigils": ["emberheart-sigil"]}},
        }
    )
    twin = state.copy()
    twin.apply(Summon(hand(twin, 0, "cinder-hound"), "balanced"))
    assert lane(state, 0, 1).card == "ember-imp" and lane(twin, 0, 1).card == "cinder-hound"
    back = AetherState.from_json(json.loads(json.dumps(twin.to_json())))
    assert back.to_json() == twin.to_json()
    assert back.attack_of(0, 1, lane(back, 0, 1)) == twin.attack_of(0, 1, lane(twin, 0, 1))
