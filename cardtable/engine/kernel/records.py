"""Records whose copy and JSON form the kernel writes from their declared fields.

A card in play with state of its own, one seat's side of the table, a box's supply: a game
declares such a record as a slotted class listing its attributes once (``FIELDS``, the kernel's
:class:`~cardtable.engine.kernel.fields.Field` values a table state's own fields use too), and
:class:`Record` writes ``copy()`` (made when the class is, as plain attribute copies: bots copy
states often), ``to_json()`` and ``from_json(data, state)``. A slot left out of ``FIELDS`` is an
error when the class is made, so no attribute is ever silently dropped by a copy or a snapshot.

A field may be left out of the JSON form (``Field.omit(record, value)``: a count at 0, an empty
set) and read back as ``Field.absent(record)`` (the record read so far: a relic's durability
defaults to its card's); a field with ``dump=None`` is not in the JSON form and
:meth:`Record.restore` makes it again from the rest; ``Field.key`` names a field otherwise in
the JSON form. The kernel's copiers (``fields.copy_list``, ``copy_rows``, ``copy_record``...)
are written into a generated copy as the expressions they compute (:data:`INLINE`).

A record may be a slotted dataclass (its fields are then named twice, the class checks they agree:
the kernel's ``Priority`` and ``Combat``).

A :class:`SeatRecord` is one seat's side: some of its attributes are that seat's zone lists of the
state's :class:`~cardtable.engine.kernel.zones.ZoneMap` (``ZONES``); a table state's field of
them (:func:`seat_records`) is copied and read back by the kernel with the copy's (the loaded)
zones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Self

from cardtable.engine.kernel.fields import (
    Copier,
    Field,
    copy_dict,
    copy_each,
    copy_list,
    copy_places,
    copy_record,
    copy_rows,
    not_held,
    same,
)


class Record:
    """Base class of a slotted record written from its ``FIELDS`` (see the module's docstring)."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[Field, ...]] = ()
    ZONES: ClassVar[tuple[str, ...]] = ()
    """(:class:`SeatRecord`: the attributes that are the seat's zones.)"""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "FIELDS" not in cls.__dict__ or "__slots__" not in cls.__dict__:
            return  # (a base class such as SeatRecord, or the class a slotted dataclass replaces)
        declared = {field.name for field in cls.FIELDS} | set(cls.ZONES)
        slots = {name for klass in cls.__mro__ for name in _slots_of(klass)}
        if "__dict__" in slots or not slots:
            raise TypeError(f"{cls.__name__}: a record declares its __slots__")
        missing = sorted(slots - declared - {"__weakref__"})
        unknown = sorted(declared - slots)
        if missing or unknown:
            raise TypeError(
                f"{cls.__name__}: slots not among FIELDS {missing}, fields without a slot {unknown}"
            )
        setattr(cls, "copy" if not cls.ZONES else "copy_with", _copier(cls))
        setattr(cls, "to_json", _dumper(cls))  # noqa: B010 (a method: mypy)

    def copy(self) -> Self:
        """An independent copy: every field, each declared mutable one copied (written per class
        when it is made)."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field with a ``dump``, under its key, unless ``omit`` leaves it
        out (written per class as plain statements when it is made; this is what it does)."""
        out: dict[str, Any] = {}
        for field in self.FIELDS:
            dump = field.dump
            if dump is None:
                continue
            held = getattr(self, field.name)
            if field.omit is None or not field.omit(self, held):
                out[field.key or field.name] = dump(held)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any], state: Any = None) -> Self:
        """Read back :meth:`to_json` (``state``: the table state being loaded, for its catalog)."""
        record = cls.__new__(cls)
        record._read(data, state)
        record.restore(state)
        return record

    def _read(self, data: dict[str, Any], state: Any) -> None:
        for field in self.FIELDS:
            if field.dump is None:
                continue
            name = field.name
            key = field.key or name
            if key in data:
                setattr(self, name, field.load(data[key], state))
            elif field.absent is not None:
                setattr(self, name, field.absent(self))
            else:
                raise KeyError(key)

    def restore(self, state: Any) -> None:
        """Make again the fields not in the JSON form (a record that has any writes it)."""


class SeatRecord(Record):
    """One seat's side of the table: its ``ZONES`` attributes are that seat's zone lists (the
    same list objects as the state's ``zones.zones[seat]``)."""

    __slots__ = ()

    def copy_with(self, zones: dict[str, list[Any]]) -> Self:
        """A copy naming ``zones``, the copied zones of its seat (written per class)."""
        raise NotImplementedError

    def bind(self, zones: dict[str, list[Any]]) -> None:
        """Name the seat's zones (``zones.zones[seat]`` of the state)."""
        for name in self.ZONES:
            setattr(self, name, zones[name])

    @classmethod
    def from_seat_json(cls, data: dict[str, Any], state: Any, seat: int) -> Self:
        """Read back seat ``seat``'s record, naming the state's (already loaded) zones."""
        record = cls.__new__(cls)
        record.bind(state.zones.zones[seat])
        record._read(data, state)
        record.seated(state, seat)
        return record

    def seated(self, state: Any, seat: int) -> None:
        """Make again the fields not in the JSON form, knowing the seat (a record that has any
        writes it)."""


def copy_seated(items: list[Any]) -> list[Any]:
    """The copier of a :func:`seat_records` field: the table state copies its records with the
    copy's zones instead (it never calls this)."""
    raise TypeError("seat records are copied with their zones (TableState.copy)")


def seat_records(name: str, kind: type[SeatRecord]) -> Field:
    """A table state's list of per-seat records (seat order), copied and read back with the
    zones of their seat."""
    return Field(
        name,
        copy_seated,
        lambda items: [item.to_json() for item in items],
        lambda data, state: [kind.from_seat_json(item, state, seat) for seat, item in enumerate(data)],
    )


def records(name: str, kind: type[Record]) -> Field:
    """A table state's list of records, each copied and read back by the kernel."""
    return Field(
        name,
        copy_each,
        lambda items: [item.to_json() for item in items],
        lambda data, state: [kind.from_json(item, state) for item in data],
    )


def _slots_of(klass: type) -> tuple[str, ...]:
    slots = klass.__dict__.get("__slots__", ())
    return (slots,) if isinstance(slots, str) else tuple(slots)


INLINE: dict[Copier, str] = {
    copy_list: "list({0})",
    copy_dict: "dict({0}) if {0} else {{}}",
    copy_rows: "[list(row) for row in {0}] if {0} else []",
    copy_each: "[item.copy() for item in {0}]",
    copy_record: "None if {0} is None else {0}.copy()",
    copy_places: "[None if item is None else item.copy() for item in {0}]",
}
"""The kernel's copiers written out in a generated copy as the expressions they compute (a call
of a Python function per field would cost as much as the copy itself)."""


def _copier(cls: type[Record]) -> Callable[..., Any]:
    """``copy`` (``copy_with(zones)`` for a seat record) of ``cls`` written out as plain attribute
    copies, as a hand-written one would be (a loop over the fields costs twice as much)."""
    shared = [field.name for field in cls.FIELDS if field.copy is None]
    copied = [field for field in cls.FIELDS if field.copy is not None]
    namespace: dict[str, Any] = {"new": cls.__new__, "cls": cls}
    lines = [f"def copy(self{', zones' if cls.ZONES else ''}):", "    other = new(cls)"]
    lines += [f"    other.{name} = self.{name}" for name in shared]
    for index, field in enumerate(copied):
        held = f"self.{field.name}"
        inline = INLINE.get(field.copy) if field.copy is not None else None
        if inline is not None:
            lines.append(f"    other.{field.name} = {inline.format(held)}")
            continue
        namespace[f"copier{index}"] = field.copy
        lines.append(f"    other.{field.name} = copier{index}({held})")
    lines += [f"    other.{name} = zones[{name!r}]" for name in cls.ZONES]
    lines.append("    return other")
    exec("\n".join(lines), namespace)  # (names checked: each is a slot of the class)
    copy: Callable[..., Any] = namespace["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.{'copy_with' if cls.ZONES else 'copy'}"
    copy.__doc__ = Record.copy.__doc__ if not cls.ZONES else SeatRecord.copy_with.__doc__
    return copy


def _dumper(cls: type[Record]) -> Callable[..., Any]:
    """``to_json`` of ``cls`` written out as plain statements (what :meth:`Record.to_json` does,
    without a call per field for a value that is its own JSON form or left out while empty)."""
    namespace: dict[str, Any] = {}
    lines = ["def to_json(self):", "    out = {}"]
    for index, field in enumerate(cls.FIELDS):
        if field.dump is None:
            continue
        held = f"self.{field.name}"
        if field.dump is not same:
            namespace[f"dump{index}"] = field.dump
        store = f"out[{field.key or field.name!r}] = {held if field.dump is same else f'dump{index}({held})'}"
        if field.omit is None:
            lines.append(f"    {store}")
        elif field.omit is not_held:
            lines += [f"    if {held}:", f"        {store}"]
        else:
            namespace[f"omit{index}"] = field.omit
            lines += [f"    if not omit{index}(self, {held}):", f"        {store}"]
    lines.append("    return out")
    exec("\n".join(lines), namespace)  # (names checked: each is a slot of the class)
    to_json: Callable[..., Any] = namespace["to_json"]
    to_json.__qualname__ = f"{cls.__qualname__}.to_json"
    to_json.__doc__ = Record.to_json.__doc__
    return to_json
