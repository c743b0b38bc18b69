"""The Aether Lanes screens: the battle screen (``screen.BattleScreen``) and the Learn screen
(``learn.LearnScreen``).

Modules: ``glyphs`` (element codes and shapes, lane tags, speeds), ``present`` (pure: the state as
faces the widgets draw), ``replay`` (pure: combat events turned into frames for playback and
Rewind), ``flow`` (pure: which choices a play still needs, from the legal actions), ``asks`` (the
dialog for each such choice), ``inspector`` (the inspector's text), ``widgets`` (lane cells,
plates, the hand, the tag strip, the bar, the inspector), ``dialogs`` (pick one, mulligan, foe's
turn), ``scenes`` (screenshot scenes).
"""
