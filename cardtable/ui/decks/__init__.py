"""Deck building screens: the deck list of a game and the builder (pool, deck, curve, rules)."""
