"""The Aether Lanes screens: the battle screen (``screen.BattleScreen``) and the Learn screen
(``learn.LearnScreen``).

Modules: ``glyphs`` (element codes, colours, lane tags), ``present`` (pure: the state as faces the
widgets draw), ``replay`` (pure: combat events turned into frames for playback and Rewind),
``flow`` (pure: which choices a play still needs, from the legal actions), ``widgets`` (lane cells,
plates, hand cards, the bar, the inspector), ``dialogs`` (mulligan, lane, target, Tithe, Wager,
foe's turn), ``scenes`` (screenshot scenes).
"""
