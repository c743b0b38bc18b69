"""The keyword registry (``keywords``) is the one place that says where each keyword acts: it
matches the data, and the rules code asks it instead of testing keyword names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.games.aether_lanes import keywords
from cardtable.games.aether_lanes.catalog import load_catalog
from cardtable.games.aether_lanes.keywords import KEYWORDS, NO_COUNTER_BLOW, SPELL_PROOF, has, value

GAME = Path(keywords.__file__).parent
UI = GAME.parent.parent / "ui" / "aether_lanes"
KEYWORD_TEST = re.compile(
    r'"([a-z-]+)" (?:not )?in [\w.\[\]]*kw\b|kw\.get\("([a-z-]+)"|kw\["([a-z-]+)"\]'  # what a keyword does
    r'|^\s*"([a-z-]+)":\s*-?[\d.]+,?\s*(?:#.*)?$'  # what a keyword is worth: a table keyed by keyword ids
)
ACTING = frozenset(name for name, rule in KEYWORDS.items() if rule.hooks)
"""Keywords that act at a hook (Shelter and Toxin are also a side's counters, named as such)."""


def test_the_registry_and_the_data_name_the_same_keywords() -> None:
    catalog = load_catalog()
    assert set(KEYWORDS) == set(catalog.keywords)
    for keyword_id in KEYWORDS:
        assert keywords.reminders(catalog, [keyword_id]) == [
            (catalog.keywords[keyword_id].name, catalog.keywords[keyword_id].reminder)
        ]


def test_every_hook_is_asked_by_the_rules_code() -> None:
    hooks = {hook for rule in KEYWORDS.values() for hook in rule.hooks}
    names = {name for name in dir(keywords) if name.isupper() and isinstance(getattr(keywords, name), str)}
    assert {getattr(keywords, name) for name in names} == hooks
    source = "\n".join(p.read_text() for p in GAME.glob("*.py") if p.name != "keywords.py")
    unasked = sorted(name for name in names if not re.search(rf"\b{name}\b", source))
    assert unasked == []


@pytest.mark.parametrize("folder", [GAME, UI], ids=["rules", "screen"])
def test_no_keyword_is_tested_by_name_outside_the_registry(folder: Path) -> None:
    found = []
    for path in sorted(folder.glob("*.py")):
        if path.name == "keywords.py":
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = KEYWORD_TEST.search(line)
            if match and any(name in ACTING for name in match.groups() if name):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert found == []


def test_the_keyword_test_catches_a_rule_or_a_value_named_outside_the_registry() -> None:
    for line in (
        'if "pierce" in unit.kw:',
        'amount = kw.get("grow")',
        '    "unseen": 1.5,',
        '    "bulwark": 1,',
    ):
        assert any(name in ACTING for name in KEYWORD_TEST.search(line).groups() if name), line  # type: ignore[union-attr]
    for line in ('    "shelter": 2,', 'say("grow", text)', '"damage": 3,'):
        match = KEYWORD_TEST.search(line)
        assert match is None or not any(name in ACTING for name in match.groups() if name), line


def test_every_keyword_has_its_bot_value_in_the_registry() -> None:
    assert keywords.BOT_VALUE["grow"] == 2.0 and keywords.BOT_VALUE["crest"] == 0.2
    assert keywords.bot_value({"unseen": None, "grow": 1}) == 3.5
    assert keywords.bot_value({}) == 0.0


def test_unseen_acts_at_two_hooks_and_values_come_from_the_unit() -> None:
    assert has({"unseen": None}, NO_COUNTER_BLOW) and has({"unseen": None}, SPELL_PROOF)
    assert has({"pierce": None}, NO_COUNTER_BLOW) and not has({"pierce": None}, SPELL_PROOF)
    assert not has({}, NO_COUNTER_BLOW)
    assert value({"grow": 2}, keywords.GROWS) == 2 and value({"bane": None}, keywords.GROWS) is None


def test_the_hook_bits_say_what_has_says() -> None:
    hooks = sorted({hook for rule in KEYWORDS.values() for hook in rule.hooks})
    assert len({keywords.bit(hook) for hook in hooks}) == len(hooks)  # one bit per hook
    catalog = load_catalog()
    kws = [card.kw for card in catalog.cards.values()] + [{name: None} for name in KEYWORDS] + [{}]
    for kw in kws:
        bits = keywords.mask(kw)
        for hook in hooks:
            assert bool(bits & keywords.bit(hook)) == has(kw, hook), (kw, hook)
    for card in catalog.cards.values():
        assert card.hooks == keywords.mask(card.kw), card.id


def test_a_unit_s_hook_bits_follow_its_keywords() -> None:
    from cardtable.engine.registry import default_registry
    from cardtable.engine.rng import Rng
    from cardtable.engine.simrun import play_one
    from cardtable.games.aether_lanes.impl import IMPL

    bots = [IMPL.bots["random"](), IMPL.bots["random"]()]
    checked = 0
    for seed in range(40):  # random duels bind Sigils, grant keywords and silence units
        state = default_registry().new_game("aether-lanes", ["A", "B"], seed, {})
        play_one(
            state,
            bots,
            Rng(seed),
            check=lambda s: [u.iid for u in _units(s) if u.hooks != keywords.mask(u.kw)],
        )
        for unit in _units(state):
            assert unit.cdef is state.catalog.cards[unit.card]
            checked += 1
        restored = type(state).from_json(state.to_json())
        assert [(u.hooks, u.cdef) for u in _units(restored)] == [(u.hooks, u.cdef) for u in _units(state)]
    assert checked > 40


def _units(state):  # type: ignore[no-untyped-def]
    for side in state.sides:
        for unit in side.lanes:
            while unit is not None:
                yield unit
                unit = unit.buried
