"""Combat: declaring an attack, the defender's answer, comparing Power; and the forecast.

An attack is a queue item (kind ``"attack"``): players may respond to the declaration. When it
resolves, the defender polarizes one unpolarized Unit to defend or takes 1 damage. Triggers of
the defence ("when it defends") resolve before Power is compared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.kernel.queue import QueueItem
from cardtable.games.lux_aeterna.effects import destroy_all, fire
from cardtable.games.lux_aeterna.names import called, with_note

if TYPE_CHECKING:
    from cardtable.games.lux_aeterna.state import LuxState

NO_DEFENCE = "none"


def declare(game: LuxState, unit: str) -> None:
    seat = game.owner(unit)
    game.polarized.add(unit)
    item = game.queue.push("attack", unit, seat)
    game.attack = {"attacker": unit, "uid": item.uid, "blocker": None}
    if game.logging:
        game.emit(
            "attack",
            f"{game.players[seat]} attacks with {with_power(called(game, unit), game.power(unit, 'attacking'))}.",
            seat,
            data={"card": unit},
        )
    fire(game, "attacks", card=unit, controller=seat, by=seat)


def defenders(game: LuxState, seat: int) -> list[str]:
    """``seat``'s Units that may defend (unpolarized)."""
    return [u for u in game.units(seat) if u not in game.polarized]


def defence_prompt(game: LuxState, attacker: str, seat: int) -> str:
    """The question ``seat`` is asked when ``attacker``'s attack resolves against it."""
    named = with_power(called(game, attacker), game.power(attacker, "attacking"))  # (playtest23-la F16)
    return f"{game.players[seat]}: defend against {named} or take 1 damage"


def with_power(name: str, power: int) -> str:
    """ "Ember Squire (Power 2)", or "Lamp Bearer (left, Power 2)": one bracket, never two in a
    row (playtest18) nor a comma outside it (playtest24-la: "(right), Power 4 or take...")."""
    return with_note(name, f"Power {power}")


def resolve_attack(game: LuxState, item: QueueItem) -> bool:
    """Resolve the attack on top of the queue; ``False`` when the defender was asked first."""
    attacker = item.source
    seat = item.controller
    foe = 1 - seat
    if not game.on_field(attacker):
        if game.logging:
            game.emit("fizzle", "The attack ends: the attacker left the field.", seat)
        _done(game, item)
        return True
    if "blocker" not in item.data:
        if "answer" in item.data:
            answer = item.data.pop("answer")
        else:
            options = defenders(game, foe)
            if not options:
                answer = NO_DEFENCE
            else:
                game.ask("defend", foe, (*options, NO_DEFENCE), defence_prompt(game, attacker, foe))
                return False
        item.data["blocker"] = answer
        if answer != NO_DEFENCE:
            game.polarized.add(answer)
            if game.attack is not None:
                game.attack["blocker"] = answer
            if game.logging:
                game.emit(
                    "defend",
                    f"{game.players[foe]} defends with {called(game, answer)}.",
                    foe,
                    data={"card": answer},
                )
            fire(game, "defends", card=answer, controller=foe, by=foe)
            if game.queue.fired:
                return True  # its triggers go on the queue and resolve first
    blocker = item.data["blocker"]
    if blocker == NO_DEFENCE:
        if game.logging:
            game.emit("undefended", f"{game.players[foe]} does not defend.", foe)
        game.damage(foe, seat, 1)
    elif not game.on_field(blocker):
        if game.logging:
            game.emit("fizzle", "The defender left the field: no damage is dealt.", foe)
    else:
        a = game.power(attacker, "attacking")
        b = game.power(blocker, "defending")
        if game.logging:
            game.emit(
                "clash",
                f"{with_note(called(game, attacker), str(a))} meets {with_note(called(game, blocker), str(b))}.",
                seat,
                data={"attacker_power": a, "blocker_power": b},  # the Powers they meet with
            )
        destroy_all(game, [unit for unit, dies in ((blocker, a >= b), (attacker, b >= a)) if dies])
    _done(game, item)
    return True


def _done(game: LuxState, item: QueueItem) -> None:
    game.queue.remove(item.uid)
    game.attack = None
