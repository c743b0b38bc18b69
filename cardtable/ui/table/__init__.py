"""The shared table layer of the game screens: the history (log view and recaps), the glyph
legend, the keys of dialogs and of the moment, and names shortened with intent."""
