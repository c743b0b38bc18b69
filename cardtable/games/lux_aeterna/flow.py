"""The Lux Aeterna turn, declared as data, and what its steps do: the hooks the kernel's loop
(``TableState.settle``, with the queue of :class:`~cardtable.engine.kernel.table.QueueTable`)
calls.

Every step has priority: the turn player holds it when the step begins and acts (a Main Phase,
Combat) or, in Start, Draw, Offering and End, may only start the queue with a Prayer
(:data:`PRAYER_WINDOWS`, per RULINGS); either player answers the queue. Start, Draw and Offering do
their work as they begin (:data:`STEP_OPENS`, the kernel's opening hooks); End does its own once its window closes
(:func:`close_window`: the turn player's pass with an empty queue ends a step).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.engine.kernel.phases import Step, TurnStructure
from cardtable.engine.words import possessive
from cardtable.games.lux_aeterna import effects
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.cards import Form
    from cardtable.games.lux_aeterna.state import LuxState

STRUCTURE = TurnStructure(
    (
        Step("start", "Start of Turn", priority=True),
        Step("draw", "Draw", priority=True),
        Step("offering", "Offering", priority=True),
        Step("main1", "Main Phase 1", priority=True),
        Step("combat", "Combat", priority=True),
        Step("main2", "Main Phase 2", priority=True),
        Step("end", "End of Turn", priority=True),
    )
)
MAIN_STEPS = frozenset({"main1", "main2"})
PRAYER_WINDOWS = frozenset({"start", "draw", "offering", "end"})
"""The steps whose window only a Prayer can open (the turn player's; answers are as anywhere)."""


def _opening(work: Callable[[LuxState], bool]) -> Callable[[LuxState], int | None]:
    """The kernel's opening hook of a step whose ``work`` comes as it begins: the work, then the
    turn player holds priority (``None``: the step asked a decision of its own, with priority
    given)."""

    def opens(game: LuxState) -> int | None:
        return game.active if work(game) else None

    return opens


def start_of_turn(game: LuxState) -> bool:
    """Lights flip back to their colours, the turn player's cards depolarize, and the turn's
    counts start again; start-of-turn triggers fire."""
    active = game.active
    if game.logging:
        game.emit(
            "turn",
            f"Turn {game.turn}: {possessive(game.players[active])} turn begins.",
            active,
            data={"turn": game.turn},
        )
    numen = game.numen[active]
    for kind in [k for k in numen if k[1] != "W"]:
        n = numen.pop(kind)
        game.add_light(numen, kind[0] + "W", n)
    for iid in game.zones.cards(active, "field"):
        game.polarized.discard(iid)
    game.accumulated_now.clear()
    game.used_abilities.clear()
    effects.fire(game, "start_of_turn", controller=active, by=active)
    return True


def draw_step(game: LuxState) -> bool:
    """The turn player draws (not the first player on turn 1); an empty Codex costs a Light."""
    active = game.active
    if game.turn == 1 and active == game.first:
        if game.logging:
            game.emit("skip", f"{game.players[active]} goes first and does not draw on turn 1.", active)
    elif not game.draw(active, 1):
        if game.logging:
            game.emit("empty", f"{game.players[active]} cannot draw: the Codex is empty.", active)
        game.damage(active, None, 1)
    return True


def offering_step(game: LuxState) -> bool:
    """The turn player chooses one of the offerings the supply can give (``False``: asked)."""
    active = game.active
    options = offering_options(game, active)
    if len(options) < len(game.form(active).offerings):
        game.supply_short(active)
    if options:
        game.open_priority(active)
        game.ask(
            "offering",
            active,
            tuple(str(i) for i in options),
            f"{game.players[active]}: choose an offering of your Emissary",
        )
        return False
    if game.logging:
        game.emit("offering", f"The supply cannot give {game.players[active]} either offering.", active)
    return True


OPENS: dict[str, Callable[[LuxState], bool]] = {
    "start": start_of_turn,
    "draw": draw_step,
    "offering": offering_step,
}
"""The work of a step as it begins, before its window (``False``: it asked a decision)."""

STEP_OPENS = {name: _opening(work) for name, work in OPENS.items()}
"""The opening hooks of those steps (the game definition's ``step_opens``); the other steps open
with the turn player holding priority."""


def close_window(game: LuxState, seat: int) -> None:
    """The turn player passes with nothing on the queue: the step ends (End first discards to
    the hand limit and ends the turn's effects: :func:`ask_discard_or_end`)."""
    if game.logging:
        game.emit("pass", f"{game.players[seat]} ends {game.step_label()}.", seat)
    if game.step == "end":
        ask_discard_or_end(game)
    else:
        game.finish_step()


def offering_options(game: LuxState, seat: int) -> list[int]:
    """Indexes of the offerings the supply can give in full now."""
    found = []
    supply = game.supply
    coloured = sum(supply.values()) - supply["W"]
    for index, (need, fixed, any_count) in enumerate(_offering_needs(game.form(seat))):
        if fixed and any(supply.get(letter, 0) < n for letter, n in need):
            continue
        if coloured - fixed >= any_count:
            found.append(index)
    return found


def _offering_needs(form: Form) -> tuple[tuple[tuple[tuple[str, int], ...], int, int], ...]:
    """Per offering of ``form``: its fixed Lights as (letter, count) pairs, how many, and how many
    of the player's choice (worked out once per form)."""
    cached = _NEEDS.get(id(form))
    if cached is None or cached[0] is not form:
        needs = []
        for offering in form.offerings:
            letters = [COLOUR_LETTER[c] for c in offering.lights]
            need = tuple((letter, letters.count(letter)) for letter in dict.fromkeys(letters))
            needs.append((need, len(letters), offering.any))
        cached = _NEEDS[id(form)] = (form, tuple(needs))
    return cached[1]


_NEEDS: dict[int, tuple[Form, tuple[tuple[tuple[tuple[str, int], ...], int, int], ...]]] = {}
"""Offering needs by form (the form itself guards a reloaded catalog)."""


def ask_discard_or_end(game: LuxState) -> None:
    """End step, its window closed: discard down to the hand limit (asked one card at a time),
    then the turn's effects expire, end-of-turn triggers fire and the step is done."""
    seat = game.active
    hand = game.zones.cards(seat, "hand")
    if len(hand) > game.rules.max_hand:
        extra = len(hand) - game.rules.max_hand
        game.ask(
            "discard",
            seat,
            tuple(hand),
            f"{game.players[seat]}: discard {extra} card{'s' if extra > 1 else ''} "
            f"(hand limit {game.rules.max_hand})",
        )
        return
    game.turn_power.clear()
    effects.fire(game, "end_of_turn", controller=seat, by=seat)
    game.finish_step()
