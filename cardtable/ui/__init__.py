"""The Textual app: the menu, shared screens and widgets, and one screen per game."""
