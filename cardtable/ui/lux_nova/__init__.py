"""The Lux Nova screen: the window as real hexagons, the hand, the scores, the log."""
