"""The named house rules of Aether Lanes (variants other than the rulebook's ``standard``).

``second-wind`` compensates the player who goes second (the rulebook gives no bonus for it, and
in bot mirrors the first player wins about two games in three): once both players have decided
on the mulligan, just before the first turn, the second player gets the bonus that
``rules.second_wind`` in ``data/aether_lanes/rules.yaml`` names (cards drawn, Soul, Shelter,
Aether). The numbers were chosen by measurement: ``docs/balance-aether-lanes.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState

__all__ = ["STANDARD", "SECOND_WIND", "begin_duel"]

STANDARD = "standard"
SECOND_WIND = "second-wind"


def begin_duel(state: AetherState) -> None:
    """Give the second player the house rule's bonus when the match plays ``second-wind`` (called
    once, after the mulligans, before the first turn); the rulebook's duel changes nothing."""
    if state.options.get("variant", STANDARD) != SECOND_WIND:
        return
    bonus = state.catalog.rules.second_wind
    seat = 1 - state.first
    side = state.sides[seat]
    side.soul += bonus.soul
    side.shelter += bonus.shelter
    side.aether_max += bonus.aether
    if state.logging:
        gifts = [
            f"{amount} {what}"
            for amount, what in (
                (bonus.cards, "card" if bonus.cards == 1 else "cards"),
                (bonus.soul, "Soul"),
                (bonus.shelter, "Shelter"),
                (bonus.aether, "Aether a turn"),
            )
            if amount
        ]
        state.say(
            "house-rule",
            f"Second wind (house rule): {state.players[seat]} goes second and gets "
            + (", ".join(gifts) or "nothing")
            + ".",
            seat,
        )
    if bonus.cards:
        state.draw(seat, bonus.cards)
