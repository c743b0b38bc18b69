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
* :mod:`~.batches` — ``OrderedBatch`` of ``Pending`` triggers resolved one at a time, without a
  queue: the active seat's first, the next one chosen after each resolution (``ORDER`` only when
  the waiting triggers differ), new triggers join (Luminous).
* :mod:`~.blocking` — ``Combat`` (attacker, target, declared blockers, whether the defender may
  still block), ``splits``/``split_problem`` (the attacker's damage among its blockers) and
  ``resolve_blocked`` with first strike and carry-over (Luminous' Lunge and Overwhelm).

How a game sits on it (Lux Aeterna does exactly this; Luminous can too):

1. Declare ``TurnStructure`` steps; keep ``step`` and ``step_done`` in the state. After every action
   run a *settle* loop: flush the ``TriggerBatch`` onto the ``Queue`` (asking an ``ORDER``
   decision first if the game lets players order), resolve the queue item by item while
   ``resolving``, stop at any pending ``Decision``, stop while the queue holds items (a window),
   stop in a priority step until the active seat passes with an empty queue, else move to the
   next step and do its automatic work.
2. ``Pass``: with an empty queue it ends the step; otherwise ``Priority.passed`` and, when every
   seat passed in a row, start resolving. An answerable action pushes a ``QueueItem`` and calls
   ``Priority.acted``.
3. ``to_act`` is ``decision.seat``; a choice inside a resolving item sets a ``CHOOSE`` decision,
   the answer (``Choose``) is stored in the item's ``data`` and the item resumes at its ``step``.
4. Costs: build ``SourceGroup`` s from what the seat may spend, ``best_payment`` for the default,
   ``payments`` to offer alternatives, ``payment_problem`` to check one carried by an action.
5. Zones: declare ``ZoneSpec`` s; ``hidden_ids`` and conservation come from ``ZoneMap``.

Multi-step declarations such as Luminous' blockers or damage assignment are further decision kinds
(one ``Decision`` per choice, answered by ``Choose`` or a game action) on the same loop.
"""
