"""How Luminous orbs, costs, stats and card states look: each orb colour has a letter from the
game's data (so colour is never the only signal) and a colour; small text builders."""

from __future__ import annotations

from rich.text import Text

STYLES = {"amber": "bold #e8a33a", "crimson": "bold #e0524a", "azure": "bold #4d8fe0"}
LETTERS = {"amber": "A", "crimson": "C", "azure": "Z"}
"""Fallback letters; :func:`use_letters` takes the game's own."""
READY = "●"
SPENT = "○"
BLOOM = "✿"
LIFE = "♥"
ATTACK = "⚔"
HEALTH = "♥"
DURABILITY = "⛨"
EXPENDED = "↷"
TYPE_NAMES = {"unit": "Unit", "relic": "Relic", "spell": "Spell"}


def use_letters(letters: dict[str, str]) -> None:
    """Take the letters the game's data gives (colour id -> glyph)."""
    LETTERS.update({k: v for k, v in letters.items() if v})


def letter(colour: str) -> str:
    return LETTERS.get(colour, colour[:1].upper() if colour else "?")


def orb(colour: str, expended: bool) -> Text:
    """One orb in play: its letter and ● (ready) or ○ (expended, dim)."""
    if expended:
        return Text(f"{letter(colour)}{SPENT}", style="dim")
    return Text(f"{letter(colour)}{READY}", style=STYLES.get(colour, "bold"))


def cost(essence: int, check: str | None) -> Text:
    """ "2+A": the essence, then the orb check's colour letter: the one notation of a cost on
    the board, in the hand, the inspector, the dialogs and the deck builder (the engine's
    sentences write it alike: ``describe.cost_text``)."""
    out = Text(str(essence), style="bold")
    if check:
        out.append("+")
        out.append(letter(check), style=STYLES.get(check, "bold"))
    return out


def unit_stats(attack: int, health: int, damage: int) -> Text:
    out = Text(f"{ATTACK}{attack} ", style="bold")
    if damage:
        out.append(f"{HEALTH}{max(0, health - damage)}/{health}", style="bold red")
    else:
        out.append(f"{HEALTH}{health}", style="bold")
    return out


def life(value: int, most: int) -> Text:
    """ "♥ 15/22"; a Favored dealt more than its life shows 0, the rest told apart:
    "♥ 0/22 (overkill 3)"."""
    shown = max(0, value)
    style = "bold red" if shown <= max(3, most // 5) else "bold"
    out = Text(f"{LIFE} {shown}/{most}", style=style)
    if value < 0:
        out.append(f" (overkill {-value})", style="italic")
    return out


# The marks of the table (each with one meaning: the legend, g, lists them all).
BLOCKING = "▣"
"""A unit blocking (never ⛨, which is a relic's durability)."""
TARGETED = "◎"
FAST = "⚡"
MARKED = "✓"
CANNOT = "✗"
CURSOR = "▶"
TURN = "»"
"""The player whose turn it is (the cursor is ▶: no glyph has two meanings)."""
ATTACKING = "▲"
"""A unit attacking, and the head of the combat area (never ⚔, which is a unit's attack)."""
ROLE_GLYPHS = {"attacker": ATTACKING, "blocker": BLOCKING, "target": TARGETED}
"""The mark of a card's part in the combat."""
