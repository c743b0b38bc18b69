"""A table state's fields declared once, for its copy and its snapshot.

A game lists its own fields as :class:`Field` values (the kernel lists its own and the base
state's); :class:`~cardtable.engine.kernel.table.TableState` then writes ``copy()``,
``_payload_to_json()`` and ``_payload_from_json()`` from the lists. ``copy()`` starts from every
attribute of the original (so no field, wherever it is declared, is ever dropped) and gives each
declared mutable field its own copy; :func:`shared_mutables` finds a mutable field a copy still
shares (a field nobody declared), which the kernel's tests look for in every game on it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

Copier = Callable[[Any], Any]
Dumper = Callable[[Any], Any]
Loader = Callable[[Any, Any], Any]
"""``load(data, state)``: the value from its JSON form (the state gives the catalog and such)."""


def same(value: Any) -> Any:
    """The value itself (an immutable value is shared by a copy, and is its own JSON form)."""
    return value


def load_same(data: Any, state: Any) -> Any:
    return data


@dataclasses.dataclass(frozen=True, slots=True)
class Field:
    """One attribute of a state or record: ``copy`` gives a copy its own value (``None``:
    immutable or shared on purpose, such as the catalog); ``dump``/``load`` its JSON form
    (``dump=None``: not in the snapshot, ``load`` then rebuilds it from the rest, or leaves it to
    the game). A record's field may be left out of its JSON form when ``omit(record, value)``,
    and is then read back as ``absent(record)`` (also for older snapshots without it); ``key``
    names it in a record's JSON form when that is not its attribute's name."""

    name: str
    copy: Copier | None = None
    dump: Dumper | None = same
    load: Loader = load_same
    omit: Callable[[Any, Any], bool] | None = None
    absent: Callable[[Any], Any] | None = None
    key: str | None = None


def value(name: str, kind: Callable[[Any], Any] = same, *, default: Any = ...) -> Field:
    """An immutable value (int, str, bool...) read back through ``kind`` (a record's JSON form
    without it: ``default``, when one is given)."""
    absent = None if default is ... else (lambda record: default)
    return Field(name, None, same, lambda data, state: kind(data), None, absent)


def sparse(name: str, kind: Callable[[Any], Any] = same, empty: Any = 0) -> Field:
    """An immutable value of a record, left out of its JSON form while it is ``empty`` (falsy)."""
    return Field(name, None, same, lambda data, state: kind(data), not_held, lambda record: empty)


def tags(name: str) -> Field:
    """A frozen set of strings of a record, as a sorted list, left out while empty."""
    return Field(
        name,
        None,
        sorted,
        lambda data, state: frozenset(data),
        not_held,
        lambda record: frozenset(),
    )


def optional(name: str, dump: Dumper, load: Callable[[Any], Any], copy: Copier | None = None) -> Field:
    """A value or ``None``."""
    return Field(
        name,
        None if copy is None else (lambda v: None if v is None else copy(v)),
        lambda v: None if v is None else dump(v),
        lambda data, state: None if data is None else load(data),
    )


def copy_list(items: list[Any]) -> list[Any]:
    return list(items)


def copy_dict(items: dict[Any, Any]) -> dict[Any, Any]:
    return dict(items)


def copy_each(items: list[Any]) -> list[Any]:
    """A list of records with their own ``copy()``."""
    return [item.copy() for item in items]


def copy_rows(rows: list[list[Any]]) -> list[list[Any]]:
    """A list of lists (each row copied)."""
    return [list(row) for row in rows]


def copy_record(record: Any) -> Any:
    """A record with its own ``copy()``, or ``None``."""
    return None if record is None else record.copy()


def copy_places(items: list[Any]) -> list[Any]:
    """A list of places each holding a record with its own ``copy()`` or ``None``."""
    return [None if item is None else item.copy() for item in items]


def not_held(record: Any, held: Any) -> bool:
    """``omit`` of a field left out of a record's JSON form while empty (falsy)."""
    return not held


def shared_mutables(original: Any, copied: Any, shared: Iterable[str]) -> list[str]:
    """Attributes a copy still shares with its original although they can change: a list, dict,
    set or object with attributes of its own, held by both, and not named in ``shared``."""
    allowed = set(shared)
    found = []
    for name, held in vars(original).items():
        if name in allowed or vars(copied).get(name) is not held:
            continue
        if isinstance(held, (list, dict, set, bytearray)) or _is_record(held):
            found.append(name)
    return sorted(found)


def _is_record(value: Any) -> bool:
    """A mutable object: one with a ``__dict__`` or slots, not frozen."""
    if isinstance(value, (str, bytes, int, float, tuple, frozenset, type(None))):
        return False
    params = getattr(type(value), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return False
    return hasattr(value, "__dict__") or bool(getattr(type(value), "__slots__", ()))
