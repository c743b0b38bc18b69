"""Drawing a card in Aether Lanes: a full hand scorches the card drawn, an empty deck deals rising
fatigue. ``AetherState.draw`` is this function (a method with no call in between: every turn draws)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.events import Event

if TYPE_CHECKING:
    from cardtable.games.aether_lanes.state import AetherState


def draw(self: AetherState, seat: int, count: int = 1) -> None:
    """Draw cards: a full hand scorches the card, an empty deck deals rising fatigue."""
    side = self.sides[seat]
    limit = self.catalog.rules.hand_limit
    deck, hand = side.deck, side.hand
    for _ in range(count):
        if not deck:
            side.fatigue += 1
            if self.logging:
                self.say(
                    "fatigue",
                    ("%s's deck is empty: fatigue %s.", self.players[seat], side.fatigue),
                    seat,
                    amount=side.fatigue,
                )
            self.lose_soul(seat, side.fatigue, "fatigue")
            continue
        card = deck.pop()
        if len(hand) >= limit:
            side.discard.append(card)
            if self.logging:
                card_id = self.defs[card].id
                name = self.defs[card].name
                self.say(
                    "scorch",
                    ("%s's hand is full: %s is scorched.", self.players[seat], name),
                    seat,
                    card=card_id,
                )
            continue
        hand.append(card)
        if self.logging:
            player, name = self.players[seat], self.card_name(card)
            self.log_event_value(
                Event(
                    "draw",
                    ("%s draws %s.", player, name),
                    seat,
                    {"turn": self.turn, "phase": self.phase},
                    seat,
                    f"{player} draws a card.",
                )
            )
