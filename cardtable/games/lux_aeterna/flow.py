"""The turn walked by the kernel: steps as data, priority windows, resolving the queue.

:func:`settle` runs after every action: it resolves the queue when a window has closed, does the
automatic work of steps without priority (Start, Draw, End) and stops at the next decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.kernel.decision import Decision
from cardtable.engine.kernel.phases import Step, TurnStructure
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
_AFTER = {
    step.name: (STRUCTURE.after(step.name)[0].name, STRUCTURE.after(step.name)[1]) for step in STRUCTURE.steps
}
"""Step name -> (the next step's name, whether it starts a new turn): the walk, looked up once."""


def begin(game: LuxState) -> None:
    """Start the first turn."""
    game.active = game.first
    game.turn = 1
    enter(game, "start")
    settle(game)


def settle(game: LuxState) -> None:
    """Advance until someone must decide (or the match is over)."""
    flush_triggers, resolve_top = effects.flush_triggers, effects.resolve_top
    guard = 0
    while game.result is None:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("the game does not settle")
        if game.pending is not None:
            return
        if game.batch.pending:
            flush_triggers(game)
            continue
        if game.resolving:
            if not game.queue:
                game.resolving = False
                game.priority.give(game.active)
                continue
            resolve_top(game)
            continue
        if game.queue.items:
            return  # a response window is open
        if not game.step_done:
            return  # the active player acts in this step (steps with priority)
        advance(game)


def advance(game: LuxState) -> None:
    """Leave the current step for the next one (a new turn after the End step)."""
    nxt, new_turn = _AFTER[game.step]
    if new_turn:
        game.active = 1 - game.active
        game.turn += 1
        if game.turn > game.rules.turn_limit:
            game.finish(
                (), f"The match reached the turn limit ({game.rules.turn_limit} turns): a draw.", "turn-limit"
            )
            return
    enter(game, nxt)


def enter(game: LuxState, name: str) -> None:
    """Begin step ``name``: do its automatic work, then open the turn player's window."""
    game.step = name
    active = game.active
    game.step_done = False
    if name == "start":
        if game.logging:
            game.emit(
                "turn",
                f"Turn {game.turn}: {game.players[active]}'s turn begins.",
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
    elif name == "draw":
        if game.turn == 1 and active == game.first:
            if game.logging:
                game.emit("skip", f"{game.players[active]} goes first and does not draw on turn 1.", active)
        elif not game.draw(active, 1):
            if game.logging:
                game.emit("empty", f"{game.players[active]} cannot draw: the Codex is empty.", active)
            game.damage(active, None, 1)
    elif name == "offering":
        options = offering_options(game, active)
        if len(options) < len(game.form(active).offerings):
            game.supply_short(active)
        if options:
            game.pending = Decision(
                active,
                "offering",
                f"{game.players[active]}: choose an offering of your Emissary",
                tuple(str(i) for i in options),
            )
        else:
            if game.logging:
                game.emit(
                    "offering", f"The supply cannot give {game.players[active]} either offering.", active
                )
    game.priority.give(active)


def close_end_window(game: LuxState) -> None:
    """The End step's window has closed: discard to the hand limit, then the turn's effects end."""
    game.step_done = True
    ask_discard_or_end(game)


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
    """End step: discard down to the hand limit, then the turn's effects expire."""
    seat = game.active
    hand = game.zones.cards(seat, "hand")
    if len(hand) > game.rules.max_hand:
        extra = len(hand) - game.rules.max_hand
        game.pending = Decision(
            seat,
            "discard",
            f"{game.players[seat]}: discard {extra} card{'s' if extra > 1 else ''} "
            f"(hand limit {game.rules.max_hand})",
            tuple(hand),
        )
        return
    game.turn_power.clear()
    effects.fire(game, "end_of_turn", controller=seat, by=seat)
