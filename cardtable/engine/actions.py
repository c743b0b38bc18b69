"""Actions: small immutable values that a player sends to a game state.

Every game declares its actions as frozen, slotted dataclasses that subclass :class:`Action` and
set ``KIND``. An action has three forms that round-trip:

* ``to_json()`` / ``ActionCodec.from_json()``: ``{"kind": "place", "card": "ln-07", ...}``
* ``notation()`` / ``ActionCodec.parse()``: ``place card=ln-07 q=1 r=-1 rotation=3``
* ``str(action)``: a sentence for logs and menus, written by each game (no parser).
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Union, get_args, get_origin

from cardtable.engine.errors import IllegalActionError, RecordError

JsonScalar = str | int | float | bool | None


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base class of all actions. Subclasses are ``@dataclass(frozen=True, slots=True)``."""

    KIND: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """JSON form: the kind plus every field; tuples become lists."""
        data: dict[str, Any] = {"kind": self.KIND}
        # ignore: mypy checks a class object against Hashable by its instances' __hash__; classes hash fine
        for name in _field_names(type(self)):  # type: ignore[arg-type]
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    def notation(self) -> str:
        """Compact text form, parsed back by :meth:`ActionCodec.parse`."""
        parts = [self.KIND]
        # ignore: mypy checks a class object against Hashable by its instances' __hash__; classes hash fine
        for name in _field_names(type(self)):  # type: ignore[arg-type]
            value = getattr(self, name)
            if isinstance(value, tuple):
                text = ",".join(str(v) for v in value)
            elif value is None:
                text = "-"
            else:
                text = str(value)
            parts.append(f"{name}={text}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.notation()


@functools.cache
def _field_names(cls: type[Action]) -> tuple[str, ...]:
    """The field names of an action class, looked up once per class."""
    return tuple(field.name for field in dataclasses.fields(cls))


@dataclasses.dataclass(frozen=True, slots=True)
class _FieldSpec:
    name: str
    kind: type
    is_tuple: bool
    optional: bool
    has_default: bool


def _field_specs(cls: type[Action]) -> tuple[_FieldSpec, ...]:
    hints = typing.get_type_hints(cls)
    specs = []
    for field in dataclasses.fields(cls):
        hint = hints[field.name]
        optional = False
        origin = get_origin(hint)
        if origin in (Union, types.UnionType):
            args = [a for a in get_args(hint) if a is not type(None)]
            optional = len(args) < len(get_args(hint))
            hint = args[0]
            origin = get_origin(hint)
        is_tuple = origin is tuple
        kind = get_args(hint)[0] if is_tuple else hint
        has_default = (
            field.default is not dataclasses.MISSING or field.default_factory is not dataclasses.MISSING
        )
        specs.append(_FieldSpec(field.name, kind, is_tuple, optional, has_default))
    return tuple(specs)


def _convert(spec: _FieldSpec, value: Any, kind_name: str) -> Any:
    if type(value) is spec.kind and not spec.is_tuple:
        return value  # already the right type (the common case when reading a record)
    if value is None:
        if spec.optional:
            return None
        raise RecordError(f"action '{kind_name}': field '{spec.name}' may not be empty")
    if spec.is_tuple:
        if isinstance(value, str):
            value = [v for v in value.split(",") if v != ""]
        if not isinstance(value, (list, tuple)):
            raise RecordError(f"action '{kind_name}': field '{spec.name}' must be a list")
        return tuple(_scalar(spec, v, kind_name) for v in value)
    return _scalar(spec, value, kind_name)


def _scalar(spec: _FieldSpec, value: Any, kind_name: str) -> Any:
    kind = spec.kind
    try:
        if kind is bool:
            if isinstance(value, str):
                if value.lower() in ("true", "1", "yes"):
                    return True
                if value.lower() in ("false", "0", "no"):
                    return False
                raise ValueError(value)
            return bool(value)
        if kind is int:
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                raise ValueError(value)
            return int(value)
        if kind is float:
            return float(value)
        if kind is str:
            return str(value)
    except (TypeError, ValueError):
        raise RecordError(
            f"action '{kind_name}': field '{spec.name}' expects {kind.__name__}, got {value!r}"
        ) from None
    return value


class ActionCodec:
    """Turns JSON or notation back into a game's action values."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._classes: dict[str, type[Action]] = {}
        self._specs: dict[str, tuple[_FieldSpec, ...]] = {}
        self._names: dict[str, frozenset[str]] = {}
        self.kind_set: frozenset[str] = frozenset()
        for cls in classes:
            if not cls.KIND:
                raise TypeError(f"{cls.__name__} has no KIND")
            if cls.KIND in self._classes:
                raise TypeError(f"two action classes share the kind '{cls.KIND}'")
            self._classes[cls.KIND] = cls
            self._specs[cls.KIND] = _field_specs(cls)
            self._names[cls.KIND] = frozenset(spec.name for spec in self._specs[cls.KIND]) | {"kind"}
        self.kind_set = frozenset(self._classes)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._classes)

    def from_json(self, data: Mapping[str, Any]) -> Action:
        """Rebuild an action from ``Action.to_json()`` output; raises RecordError if malformed."""
        if (type(data) is not dict and not isinstance(data, Mapping)) or "kind" not in data:
            raise RecordError(f"not an action: {data!r}")
        kind = data["kind"]
        cls = self._classes.get(kind)
        if cls is None:
            raise RecordError(f"unknown action kind '{kind}'; known: {', '.join(self._classes)}")
        specs = self._specs[kind]
        names = self._names[kind]
        if len(data) != len(names) or not names.issuperset(data):  # (all the fields: the common case)
            extra = data.keys() - names
            if extra:
                raise RecordError(f"action '{kind}' has unknown fields: {', '.join(sorted(extra))}")
        values: dict[str, Any] = {}
        for spec in specs:
            name = spec.name
            if name in data:
                value = data[name]
                # already the right type (the common case when reading a record), else converted
                values[name] = (
                    value if type(value) is spec.kind and not spec.is_tuple else _convert(spec, value, kind)
                )
            elif not spec.has_default:
                raise RecordError(f"action '{kind}' lacks the field '{name}'")
        return cls(**values)

    def parse(self, text: str) -> Action:
        """Parse the notation form (``kind key=value ...``). Raises IllegalActionError."""
        words = text.split()
        if not words:
            raise IllegalActionError("empty action")
        data: dict[str, Any] = {"kind": words[0]}
        for word in words[1:]:
            key, sep, value = word.partition("=")
            if not sep:
                raise IllegalActionError(f"expected key=value, got '{word}'")
            data[key] = None if value == "-" else value
        try:
            return self.from_json(data)
        except RecordError as error:
            raise IllegalActionError(str(error)) from None


class History:
    """The actions applied in a match, in order: a sequence of action values.

    Games with an integer action space (``GameState.apply_code``) store the small integer codes
    of the actions played on the hot path and ``decode`` turns them back into values when someone
    reads them (records, saves, screens); ``codes()`` gives what is stored. Indexing, slicing and
    iterating give action values; ``copy()`` is a shallow copy. ``code_json`` (optional) gives a
    code's JSON form directly (what ``decode(code).to_json()`` gives), for :meth:`to_json`.
    """

    __slots__ = ("_items", "_decode", "_code_json", "append")

    append: Callable[[Any], None]
    """Add an action value or (with a decoder) an integer code (the stored list's own append)."""

    def __init__(
        self,
        items: Iterable[Any] = (),
        decode: Any = None,
        code_json: Callable[[int], dict[str, Any]] | None = None,
    ) -> None:
        self._items: list[Any] = list(items)
        self._decode = decode
        """code -> action value (a plain function: copies share it)."""
        self._code_json = code_json
        self.append = self._items.append

    def to_json(self) -> list[dict[str, Any]]:
        """Every action's JSON form, in order (records and snapshots): a code's straight from
        ``code_json`` when there is one (no action value built), else from its action value."""
        code_json = self._code_json
        if code_json is None:
            return [action.to_json() for action in self]
        return [code_json(item) if type(item) is int else item.to_json() for item in self._items]

    def codes(self) -> list[Any]:
        """What is stored: action values and integer codes as they were appended."""
        return self._items

    def _value(self, item: Any) -> Action:
        value: Action = self._decode(item) if type(item) is int else item
        return value

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self._value(item) for item in self._items[index]]
        return self._value(self._items[index])

    def __iter__(self) -> Any:
        decode = self._decode
        for item in self._items:
            yield decode(item) if type(item) is int else item

    def __getstate__(self) -> tuple[list[Any], Any, Any]:
        return (self._items, self._decode, self._code_json)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        """(deep copies and pickles: ``append`` is bound again, to the new list)"""
        self._items, self._decode = state[0], state[1]
        self._code_json = state[2] if len(state) > 2 else None
        self.append = self._items.append

    def copy(self) -> History:
        other = History.__new__(History)
        other._items = self._items[:]
        other._decode = self._decode
        other._code_json = self._code_json
        other.append = other._items.append
        return other

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"History({list(self)!r})"
