"""The Luminous data folder: the three decks as the rulebook lists them, and validation that
refuses anything else with file, line, card, field and reason."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.engine.data import builtin_data_root
from cardtable.games.luminous.catalog import load_catalog, validate_data

DATA = builtin_data_root() / "luminous"

RULEBOOK = {
    "jeddos": {
        "the-lodestar": 1,
        "breakers-chains": 1,
        "trail-guide": 3,
        "hedge-tinker": 3,
        "undercity-expropriator": 3,
        "disciple-apostate": 3,
        "diving-dragonspawn": 3,
        "ancients-servant": 3,
        "jeddoss-junk-brigade": 3,
        "walk-back": 3,
        "order-the-mind": 3,
        "cataclysmic-echo": 3,
        "unstable-salvage": 3,
        "glass-garden": 3,
        "ancients-eye": 3,
        "vortex-cannister": 3,
        "high-command": 3,
        "reliquary-tome": 3,
    },
    "silgar": {
        "quinn-crown-prince": 1,
        "standard-of-glass": 1,
        "hedge-tinker": 3,
        "field-recruiter": 3,
        "ancients-servant": 3,
        "toll-collectors": 3,
        "xanthe-raider": 3,
        "kynda-infiltrator": 3,
        "freelance-delver": 3,
        "chartered-expeditioner": 3,
        "silgars-elite": 3,
        "scar-city-general": 3,
        "walk-back": 3,
        "take-flight": 3,
        "sudden-death": 3,
        "strengthen-the-mind": 3,
        "kinetic-harness": 3,
        "mobile-armory": 3,
    },
    "rya-jin": {
        "velna-exiled-magebreaker": 1,
        "kamaruas-gospel": 1,
        "field-recruiter": 3,
        "trail-guide": 3,
        "delcan-operative": 3,
        "diving-dragonspawn": 3,
        "vinehorn-stag": 3,
        "wilderroad-sentry": 3,
        "ashen-owl": 3,
        "ryas-horizon-guard": 3,
        "jungle-dragon": 3,
        "hired-research": 3,
        "walk-back": 3,
        "expand-the-mind": 3,
        "wander-the-stacks": 3,
        "sudden-death": 3,
        "cataclysmic-echo": 3,
        "vortex-cannister": 3,
    },
}


def test_the_built_in_folder_is_valid() -> None:
    assert validate_data(DATA) == []


@pytest.mark.parametrize("deck_id", sorted(RULEBOOK))
def test_each_deck_is_the_rulebook_list(deck_id: str) -> None:
    catalog = load_catalog(DATA)
    deck = catalog.decks[deck_id]
    assert {e.card: e.count for e in deck.cards} == RULEBOOK[deck_id]
    assert len(catalog.deck_lists[deck_id]) == 50
    assert deck.favored == deck_id
    uniques = [e.card for e in deck.cards if catalog.cards[e.card].unique]
    assert len(uniques) == 2


def test_favored_colours_box_and_tokens() -> None:
    catalog = load_catalog(DATA)
    assert {f.id: f.life for f in catalog.favored.values()} == {"jeddos": 20, "silgar": 22, "rya-jin": 22}
    assert catalog.colours == ("amber", "crimson", "azure")
    assert catalog.rules.orbs_per_colour == 6
    assert all(catalog.cards[t].token for t in catalog.rules.box.tokens)


def _broken(tmp_path: Path, file: str, old: str, new: str) -> list[str]:
    folder = tmp_path / "luminous"
    shutil.copytree(DATA, folder)
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return [str(issue) for issue in validate_data(folder)]


@pytest.mark.parametrize(
    "file, old, new, expected",
    [
        ("decks.yaml", "{card: trail-guide, count: 3}", "{card: trail-guide, count: 4}", "at most 3"),
        ("decks.yaml", "{card: the-lodestar, count: 1}", "{card: the-lodestar, count: 2}", "one copy only"),
        (
            "decks.yaml",
            "{card: trail-guide, count: 3}",
            "{card: trail-gide, count: 3}",
            "did you mean 'trail-guide'",
        ),
        ("decks.yaml", "{card: trail-guide, count: 3}", "{card: recruit, count: 3}", "is a token"),
        (
            "decks.yaml",
            "{card: trail-guide, count: 3}",
            "{card: trail-guide, count: 2}\n      - {card: trail-guide, count: 1}",
            "'trail-guide' is listed twice; give one entry a count",
        ),
        (
            "decks.yaml",
            "{card: trail-guide, count: 3}",
            "{card: silgars-elite, count: 3}",
            "a caravan deck plays",
        ),
        (
            "decks.yaml",
            "{card: trail-guide, count: 3}",
            "{card: trail-guide, count: 2}",
            "it needs exactly 50",
        ),
        ("cards-neutral.yaml", "essence: 2\n    fast: true", "essence: 2\n    fasst: true", "unknown field"),
        ("cards-jeddos.yaml", "check: amber", "check: ambre", "did you mean 'amber'"),
        ("cards-silgar.yaml", "attack: 4\n    health: 3", "attack: 4\n    durability: 3", "a unit needs"),
        ("rules.yaml", "tokens: {recruit: 8, junk-pile: 4}", "tokens: {recruit: 8}", "needs a count"),
    ],
)
def test_bad_data_is_refused_with_file_line_card_field_and_reason(
    tmp_path: Path, file: str, old: str, new: str, expected: str
) -> None:
    issues = _broken(tmp_path, file, old, new)
    assert issues, "the broken folder was accepted"
    joined = "\n".join(issues)
    assert expected in joined
    assert any(".yaml:" in issue and ("card '" in issue or "field '" in issue) for issue in issues), joined


def test_a_third_unique_is_refused(tmp_path: Path) -> None:
    issues = _broken(
        tmp_path,
        "decks.yaml",
        "      - {card: trail-guide, count: 3}\n      - {card: hedge-tinker, count: 3}",
        "      - {card: trail-guide, count: 2}\n      - {card: hedge-tinker, count: 3}\n"
        "      - {card: kamaruas-gospel, count: 1}",
    )
    assert any("at most 2" in i for i in issues) or any("windswept card" in i for i in issues)


def test_the_op_registry_and_the_data_models_name_the_same_ops(monkeypatch) -> None:
    from cardtable.engine.kernel.effects import OpRegistry
    from cardtable.games.luminous import catalog, effects

    assert catalog.op_problems() == []
    short = OpRegistry()
    for name in effects.OPS.names() - {"heal"}:
        short.register(name)(effects.OPS.handler(name))
    short.register("teleport")(effects.OPS.handler("damage"))
    monkeypatch.setattr(effects, "OPS", short)
    assert catalog.op_problems() == ["op 'heal' has no handler", "handler 'teleport' is not a declared op"]
    reasons = [issue.reason for issue in catalog._scan(catalog.default_folder()).issues]
    assert "op 'heal' has no handler" in reasons  # a catalog does not load with them
