"""A state whose own fields are declared once: the kernel writes its copy and its snapshot.

A game's state subclasses :class:`DeclaredState` and lists its fields (``FIELDS``,
:class:`~cardtable.engine.kernel.fields.Field` values, in the order of its snapshot); the kernel
then writes ``copy()`` (every attribute of the original, whichever class set it, so none is ever
dropped; each declared mutable field given its own copy; the ``CACHES`` left out) and the game's part of the snapshot
(``_payload_to_json``/``_payload_from_json``: each field under its ``key`` or name; a field
missing from an older snapshot is read as its ``absent`` value when it has one; a field with
``dump=None`` and a ``load`` of its own is made again from the rest once the others are read).
The kernel's :class:`~cardtable.engine.kernel.table.TableState` is one (with the kernel's own
fields first); Aether Lanes' state is one without the table's turn loop.

A state that also names the attributes it has beyond its fields (``CARRIED``: a flag or a cache
with a class default) is copied by a ``copy()`` written out when the class is made, as plain
attribute copies of the base state's attributes, the fields and those (as
:mod:`~cardtable.engine.kernel.records` writes a record's): copying the attribute dictionary
costs about 15% more per Aether Lanes copy, and bots copy states a lot. :func:`undeclared` names an attribute
such a state has and declares nowhere (the kernel's tests look for them after random games).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Self

from cardtable.engine.kernel.fields import Copier, Field, load_same, same
from cardtable.engine.kernel.records import INLINE, copy_seated
from cardtable.engine.state import GameState

BASE_SHARED = ("players", "seed", "undo_barrier", "scenario", "catalog")
"""The base state's attributes a copy shares (it copies ``options``, ``rng``, ``history`` and
``history_actors``, and shares the log until either writes to it)."""
BASE_COPIED = ("options", "rng", "history", "history_actors", "log", "logging", "_log_shared")


class DeclaredState(GameState):
    """Base class of a state whose copy and snapshot the kernel writes from ``FIELDS``."""

    FIELDS: ClassVar[tuple[Field, ...]] = ()
    """The game's own fields, for copies and snapshots."""
    _COPIERS: ClassVar[tuple[tuple[str, Copier], ...]] = ()
    """(name, copier) of every field a copy gives its own value (from the fields, per class)."""
    SHARED: ClassVar[frozenset[str]] = frozenset()
    """Attributes a copy shares on purpose (read-only data), for ``fields.shared_mutables``."""
    CACHES: ClassVar[tuple[str, ...]] = ()
    """Attributes a copy starts without (caches of what the state was: the class's default
    stands for them in the copy); never in the snapshot."""
    CARRIED: ClassVar[tuple[str, ...] | None] = None
    """(Optional) every attribute beyond the base state's, the fields and the caches, each with
    a class default; a class naming them is copied attribute by attribute (see the module)."""
    ALIASES: ClassVar[tuple[tuple[str, str], ...]] = ()
    """(name, field): attributes that are another name of a field's value (a queue table's
    ``batch`` is its ``queue``): a copy gives them the copy's value of the field."""

    @classmethod
    def all_fields(cls) -> tuple[Field, ...]:
        return cls.FIELDS

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = cls.all_fields()
        cls._COPIERS = tuple((f.name, f.copy) for f in fields if f.copy not in (None, copy_seated))
        if cls.CARRIED is not None and "copy" not in cls.__dict__:
            setattr(cls, "copy", _plain_copy(cls, cls.CARRIED))  # noqa: B010 (a method: mypy)

    def copy(self) -> Self:
        """An independent copy: every attribute of this state (whichever class declared it),
        each declared mutable field copied; the log is shared until either writes to it."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = self.rng.copy()
        self._share_log_with(other)
        other.history = self.history.copy()
        other.history_actors = list(self.history_actors)
        fields = other.__dict__
        for name, copier in self._COPIERS:
            fields[name] = copier(fields[name])
        for name in self.CACHES:
            fields.pop(name, None)
        return other

    def _payload_to_json(self) -> dict[str, Any]:
        out = {}
        for field in self.all_fields():
            dump = field.dump
            if dump is not None:
                held = getattr(self, field.name)
                out[field.key or field.name] = held if dump is same else dump(held)
        return out

    def _payload_from_json(self, data: dict[str, Any]) -> None:
        rebuilt = []
        for field in self.all_fields():
            if field.dump is not None:
                key = field.key or field.name
                if key in data or field.absent is None:
                    setattr(self, field.name, field.load(data[key], self))
                else:
                    setattr(self, field.name, field.absent(self))
            elif field.load is not load_same:
                rebuilt.append(field)
        for field in rebuilt:  # (not in the snapshot: made again from the rest)
            setattr(self, field.name, field.load(None, self))


def declared(cls: type[DeclaredState]) -> set[str]:
    """Every attribute a state of ``cls`` may have: the base state's, the fields, the caches and
    the carried ones."""
    names = {*BASE_SHARED, *BASE_COPIED, *cls.CACHES, *(cls.CARRIED or ()), *(a for a, _ in cls.ALIASES)}
    return names | {field.name for field in cls.all_fields()}


def undeclared(state: DeclaredState) -> list[str]:
    """The attributes of ``state`` no declaration names (a copy written attribute by attribute
    would drop them)."""
    return sorted(set(vars(state)) - declared(type(state)))


def _plain_copy(cls: type[DeclaredState], carried: tuple[str, ...]) -> Callable[..., Any]:
    """``copy`` of ``cls`` written out as plain attribute copies (names checked: each is a field,
    a carried attribute or the base state's). A base attribute that is a property of ``cls`` (a
    table state's ``catalog``, its definition's) is left to the attribute behind it; per-seat
    records (``records.seat_records``) are copied with the copy's zones, as ``TableState.copy``
    does; the aliases last."""
    fields = cls.all_fields()
    namespace: dict[str, Any] = {"new": cls.__new__, "cls": cls}
    shared = [name for name in BASE_SHARED if not isinstance(getattr(cls, name, None), property)]
    lines = [
        "def copy(self):",
        "    other = new(cls)",
        *(f"    other.{name} = self.{name}" for name in shared),
        "    other.options = dict(self.options)",
        "    other.rng = self.rng.copy()",
        "    self._share_log_with(other)",
        "    other.history = self.history.copy()",
        "    other.history_actors = list(self.history_actors)",
    ]
    seated = []
    for index, field in enumerate(fields):
        if field.name in cls.CACHES:
            continue
        if field.copy is copy_seated:  # (after the zones: each record names its seat's lists)
            seated.append(field.name)
            continue
        held = f"self.{field.name}"
        inline = INLINE.get(field.copy) if field.copy is not None else "{0}"
        if inline is None:
            namespace[f"copier{index}"] = field.copy
            inline = f"copier{index}({{0}})"
        lines.append(f"    other.{field.name} = {inline.format(held)}")
    lines += [f"    other.{name} = self.{name}" for name in carried]
    lines += [
        f"    other.{name} = [r.copy_with(z) for r, z in zip(self.{name}, other.zones.zones)]"
        for name in seated
    ]
    lines += [f"    other.{name} = other.{field}" for name, field in cls.ALIASES]
    lines.append("    return other")
    exec("\n".join(lines), namespace)
    copy: Callable[..., Any] = namespace["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    copy.__doc__ = DeclaredState.copy.__doc__
    return copy
