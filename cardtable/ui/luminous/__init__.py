"""The Luminous screen: ``screen`` (LuminousScreen), ``asks`` (its questions), ``build`` (faces
and sentences from the engine's view), ``inspect`` (the inspector, payments, forecasts),
``widgets``, ``dialogs`` (the damage split), ``stops`` (when a player is asked), ``learn``,
``scenes`` (screenshots and test positions)."""
