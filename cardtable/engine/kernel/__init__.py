"""The rules kernel: the parts card games share, knowing no game.

* :mod:`~.decision` — ``Decision(seat, kind, prompt, options)`` (who decides what now; kinds
  ``PRIORITY``, ``CHOOSE``, ``ORDER`` or a game's own), the standard ``Pass`` action (KIND
  ``"pass"``, the only kind auto-pass acts on) and ``Choose(option)``.
* :mod:`~.phases` — ``Step(name, label, priority)`` and ``TurnStructure`` (``after(step)`` ->
  next step and whether a new turn starts).
* :mod:`~.priority` — ``Priority(holder, passes)``: ``give(seat)`` opens a window, ``acted(n)``
  hands it on after an answerable action, ``passed(n)`` returns True when every seat passed in a
  row.
* :mod:`~.queue` — ``Queue`` of ``QueueItem(uid, kind, source, controller, targets, effect,
  step, data)``, last in first out; JSON round trip; ``resolution_order()``.
* :mod:`~.resources` — ``Pool`` (multiset of colours), ``Cost(coloured, generic, checks)``,
  ``SourceGroup(key, colour, count, rank, generic_only)``, ``WILD``; ``best_payment``,
  ``payments`` (all distinct), ``payment_problem`` (check one sent by a player).
* :mod:`~.zones` — ``Visibility``, ``ZoneSpec``, ``ZoneMap`` (``move``, ``hidden_ids(viewer)``,
  ``census``/``problems`` for conservation, ``view(viewer)`` skeleton, face-down cards).
* :mod:`~.effects` — ``OpRegistry`` (one source of op names), ``Selector`` (``&``, ``|``, ``~``),
  ``FilterRegistry`` (selectors from data), ``EventPattern`` (triggers as event patterns).
* :mod:`~.triggers` — ``Fired`` and ``TriggerBatch`` (active seat first; per-seat order by an
  ``ORDER`` decision or as fired; new triggers join).
"""
