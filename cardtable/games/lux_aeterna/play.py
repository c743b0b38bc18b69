"""Applying actions: every check runs first (state untouched on refusal), then the change, then
the kernel's ``settle()`` walks on to the next decision."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from cardtable.engine.errors import IllegalActionError
from cardtable.engine.kernel.decision import CHOOSE, Choose, Concede, Pass
from cardtable.engine.kernel.dispatch import Actions, concede, refuse
from cardtable.engine.kernel.resources import Payment
from cardtable.games.lux_aeterna import flow, legal
from cardtable.games.lux_aeterna.actions import (
    Accumulate,
    Activate,
    Attack,
    Defend,
    Discard,
    Offer,
    Play,
)
from cardtable.games.lux_aeterna.catalog import COLOUR_LETTER
from cardtable.games.lux_aeterna.combat import NO_DEFENCE, declare
from cardtable.games.lux_aeterna.effects import fire, source_name
from cardtable.games.lux_aeterna.names import called

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState


def pay(game: LuxState, seat: int, payment: Payment) -> None:
    """Spend the Lights of a payment: each goes back to the supply as its own colour."""
    for key, n in payment:
        place, _, kind = key.partition(":")
        bucket = game.numen[seat] if place == "numen" else game.lights_on[place]
        game.take_light(bucket, kind, n)
        if place != "numen" and not bucket:
            del game.lights_on[place]
        game.to_supply(kind, n)


def _do_pass(game: LuxState, seat: int, action: Pass) -> None:
    refuse(None if legal.has_priority(game, seat) else "there is nothing to pass now", action)
    _pass(game, seat)


def _do_play(game: LuxState, seat: int, action: Play) -> None:
    problem, payment = legal.play_problem(game, seat, action)
    refuse(problem, action)
    assert payment is not None
    _play(game, seat, action, payment)


def _do_activate(game: LuxState, seat: int, action: Activate) -> None:
    problem, payment = legal.ability_problem(game, seat, action)
    refuse(problem, action)
    assert payment is not None
    _activate(game, seat, action, payment)


def _do_accumulate(game: LuxState, seat: int, action: Accumulate) -> None:
    refuse(legal.accumulate_problem(game, seat, action), action)
    game.take_light(game.numen[seat], action.light)
    game.add_light(game.lights_on.setdefault(action.unit, {}), action.light)
    game.accumulated_now.add(action.unit)
    if game.logging:
        game.emit(
            "accumulate",
            f"{game.players[seat]} accumulates a {game.catalog.colour_name(action.light[1])} "
            f"Light on {called(game, action.unit)}.",
            seat,
            data={"card": action.unit},
        )
    fire(game, "accumulated", card=action.unit, controller=seat, by=seat)


def _do_attack(game: LuxState, seat: int, action: Attack) -> None:
    refuse(legal.attack_problem(game, seat, action), action)
    declare(game, action.unit)
    game.priority_after(1 - seat)


def _do_offer(game: LuxState, seat: int, action: Offer) -> None:
    refuse(legal.offer_problem(game, seat, action), action)
    offering = game.form(seat).offerings[action.index]
    letters = [COLOUR_LETTER[c] for c in offering.lights] + list(action.colours)
    got = game.gain(seat, letters)
    if game.logging:
        names = ", ".join(game.catalog.colour_name(x) for x in got)
        game.emit("offering", f"{game.players[seat]} takes the offering: {names}.", seat)
    game.resume_priority()


def _do_choose(game: LuxState, seat: int, action: Choose) -> None:
    asking = game.asking
    if asking.kind != CHOOSE or action.option not in asking.options:
        raise IllegalActionError("that is not one of the choices", action)
    top = game.queue.top
    assert top is not None
    top.data["answer"] = action.option
    game.resume_priority()


def _do_discard(game: LuxState, seat: int, action: Discard) -> None:
    asking = game.asking
    if asking.kind != "discard" or action.card not in asking.options:
        raise IllegalActionError("you cannot discard that now", action)
    game.zones.move(action.card, seat, "requiem")
    if game.logging:
        game.emit("discard", f"{game.players[seat]} discards {game.card_def(action.card).name}.", seat)
    game.resume_priority()
    flow.ask_discard_or_end(game)


def _pass(game: LuxState, seat: int) -> None:
    """With an empty queue the turn player's pass ends the step; with items on it, priority goes
    on until both players have passed in a row (then the items resolve)."""
    if not game.queue:
        flow.close_window(game, seat)
        return
    if game.logging:
        game.emit("pass", f"{game.players[seat]} passes.", seat)
    game.pass_on_queue()


def _play(game: LuxState, seat: int, action: Play, payment: Payment) -> None:
    card = game.card_def(action.card)
    pay(game, seat, payment)
    game.zones.move(action.card, seat, "queue")
    item = game.queue.push("card", action.card, seat, action.targets)
    target_text = ""
    if action.targets:
        target_text = " targeting " + ", ".join(_target_name(game, t) for t in action.targets)
    if game.logging:
        game.emit(
            "play",
            f"{game.players[seat]} plays {card.name}{target_text}.",
            seat,
            data={"card": action.card, "uid": item.uid},
        )
    if card.type == "prayer":
        fire(game, "prayer", card=action.card, controller=seat, by=seat)
    game.priority_after(1 - seat)


def _activate(game: LuxState, seat: int, action: Activate, payment: Payment) -> None:
    from cardtable.games.lux_aeterna.effects import source_abilities

    ability = source_abilities(game, action.source)[action.ability]
    pay(game, seat, payment)
    if ability.polarize:
        game.polarized.add(action.source)
    game.used_abilities.add(f"{action.source}#{action.ability}")
    item = game.queue.push("ability", action.source, seat, action.targets, f"a{action.ability}")
    if game.logging:
        game.emit(
            "activate",
            f"{game.players[seat]} uses {source_name(game, action.source)}: {ability.label}.",
            seat,
            data={"card": action.source, "uid": item.uid},
        )
    game.priority_after(1 - seat)


def _defend(game: LuxState, seat: int, action: Defend) -> None:
    asking = game.asking
    if asking.kind != "defend":
        raise IllegalActionError("there is no attack to answer now", action)
    answer = action.unit or NO_DEFENCE
    if answer not in asking.options:
        raise IllegalActionError("that Unit cannot defend (it must be your own, unpolarized Unit)", action)
    top = game.queue.top
    assert top is not None
    top.data["answer"] = answer
    game.resume_priority()


def _target_name(game: LuxState, target: str) -> str:
    """A target as every line names it: a card told apart from its namesakes on the field
    (:func:`~cardtable.games.lux_aeterna.names.called`: "Cinder Hound (right)", playtest23-la
    F16), a queued item as "the queued Searing Bolt"."""
    if target.startswith("q"):
        item = game.queue.find(int(target[1:]))
        return f"the queued {source_name(game, item.source)}" if item else target
    return called(game, target)


ACTIONS = Actions(
    "Lux Aeterna",
    {
        Pass: (_do_pass, "", None),
        Play: (_do_play, "", None),
        Activate: (_do_activate, "", None),
        Accumulate: (_do_accumulate, "", None),
        Attack: (_do_attack, "", None),
        Offer: (_do_offer, "", None),
        Defend: (_defend, "", None),
        Choose: (_do_choose, "", None),
        Discard: (_do_discard, "", None),
        Concede: (concede, "", None),
    },
    attrgetter("reveals"),
    settles=True,
)
"""Each action kind's handler (each checks its action first: the refusals are worded there); the
game settles after every one, and a card drawn on the way (``reveals``) is hidden information
revealed."""
