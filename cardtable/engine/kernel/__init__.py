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
* :mod:`~.zones` — ``Visibility``, ``ZoneSpec`` (a zone of ids, or of records: cards in play
  with state of their own), ``ZoneMap`` (with an index of where each id is, ``move``, or without:
  moved by list operations; ``hidden_ids(viewer)``, ``census``/``problems`` for conservation,
  ``public(seat)``/``own(seat)``/``view(viewer)`` for what a seat sees, ``redeal`` of the cards a
  seat cannot see, copy and JSON, face-down cards).
* :mod:`~.effects` — ``OpRegistry`` (one source of op names), ``Selector`` (``&``, ``|``, ``~``),
  ``FilterRegistry`` (selectors from data), ``EventPattern`` (triggers as event patterns).
* :mod:`~.triggers` — ``Listening`` (a source's ``EventPattern`` triggers by event kind, about
  itself or about others), ``heard_by`` (a side's sources waiting for events about others) and
  ``matching``; ``Fired`` and ``TriggerBatch`` (active seat first; per-seat order by an ``ORDER``
  decision or as fired; new triggers join).
* :mod:`~.batches` — ``OrderedBatch`` of ``Pending`` triggers resolved one at a time, without a
  queue: the active seat's first, the next one chosen after each resolution (``ORDER`` only when
  the waiting triggers differ), new triggers join; ``BatchTable``: the table state that resolves
  it (the game writes ``resolve_pending`` and ``order_matters``) (Luminous).
* :mod:`~.blocking` — ``Combat`` (attacker, target, declared blockers, whether the defender may
  still block), ``splits``/``split_problem`` (the attacker's damage among its blockers) and
  ``resolve_blocked`` with first strike and carry-over (Luminous' Lunge and Overwhelm).

* :mod:`~.table` — ``TableState``: the table state that runs a turn (``settle()``: the batch,
  promised priority, a step's work or its open window, the next step, a new turn or the end of
  an excursion), with ``to_act``, ``decision``, ``Concede``, ``hidden_ids``, conservation,
  ``copy()`` and the snapshot written once; ``QueueTable``: the table state whose batch is a
  ``Queue`` with response windows (its fired triggers go on it, two passes in a row resolve it
  last in first out; the game writes ``queue_triggers`` and ``resolve_item``).
* :mod:`~.fields` — ``Field``: a state's fields declared once for its copy and its snapshot;
  ``shared_mutables`` finds a mutable field a copy still shares.
* :mod:`~.declared` — ``DeclaredState``: a state's ``copy()`` and snapshot from its ``FIELDS``
  (the table state's; Aether Lanes' without the table), with ``CACHES`` a copy starts without
  and, for a state naming its other attributes (``CARRIED``), a copy written out as plain
  attribute copies; ``undeclared`` names an attribute no declaration covers.
* :mod:`~.records` — ``Record``: a slotted record (a card in play, a seat's side, a supply,
  ``Priority``, ``Combat``) whose ``copy()``, ``to_json()`` and ``from_json()`` the kernel writes
  from its declared ``Field``s; ``SeatRecord``: a seat's side naming its seat's zones
  (``seat_records``: copied and loaded with them).
* :mod:`~.definition` — ``GameDefinition``: turn, zones, registries, trigger events, decision
  kinds and the catalog, made once per data folder and held by every state.

How a game sits on it (Luminous and Lux Aeterna do exactly this; docs/architecture.md, "The rules kernel",
walks through a Luminous Combat Phase): hand every state its ``GameDefinition``, subclass
``TableState``, declare ``FIELDS`` (and in the definition each step's work and the opening hooks
of the steps with priority that need one), write the hooks (``resolve_next``, or those of ``QueueTable``/``BatchTable``; ``scores``;
``load_record`` for zones of records not naming a ``Record`` class), and call ``settle()``
after every action. Multi-step declarations such as blockers or damage assignment are further
decision kinds on the same loop.
"""
