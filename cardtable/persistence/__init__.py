"""Saves, match history, high scores and settings on disk (no Textual)."""
