"""Effects: one registry of ops (the one source of op names), composable target selectors and
triggers as event patterns.

* :class:`OpRegistry`: a game registers a handler per op name (``@ops.register("draw")``); the
  names it holds are the only ones its card models may use (:meth:`OpRegistry.check_names`).
* :class:`Selector`: a predicate over candidates, combined with ``&``, ``|`` and ``~``;
  :class:`FilterRegistry` builds selectors from data (``{"side": "enemy", "max_power": 3}``).
* :class:`EventPattern`: matches an event ``(kind, data)``; values such as ``"self"`` or ``"you"``
  are bound per trigger (the source card, its controller).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, Generic, TypeVar

Ctx = TypeVar("Ctx")
Handler = Callable[..., Any]
"""An op's handler: ``handler(ctx, op)`` for :meth:`OpRegistry.run`; a game that calls its handlers
itself (:meth:`OpRegistry.handler`) may give them any signature."""


class OpRegistry:
    """Op name -> handler ``handler(ctx, op)``; ``what`` names the entries in its messages (a
    game keeps its data's selectors in one too: ``OpRegistry("selector")``)."""

    def __init__(self, what: str = "op") -> None:
        self._handlers: dict[str, Handler] = {}
        self.what = what

    def register(self, name: str) -> Callable[[Handler], Handler]:
        def wrap(handler: Handler) -> Handler:
            if name in self._handlers:
                raise ValueError(f"{self.what} {name!r} registered twice")
            self._handlers[name] = handler
            return handler

        return wrap

    def names(self) -> frozenset[str]:
        return frozenset(self._handlers)

    def handler(self, name: str) -> Handler:
        """The handler registered for op ``name`` (KeyError if none): for a game whose handlers
        take more than ``(ctx, op)``."""
        return self._handlers[name]

    def table(self) -> Mapping[str, Handler]:
        """Every op name with its handler (a read-only view, for a hot interpreter loop)."""
        return MappingProxyType(self._handlers)

    def run(self, ctx: Any, op: Any) -> Any:
        """Run ``op`` (anything with an ``op`` attribute naming a registered handler)."""
        return self._handlers[op.op](ctx, op)

    def check_names(self, declared: Iterable[str]) -> list[str]:
        """Problems between the ops a data model declares and the handlers registered."""
        declared = set(declared)
        missing = sorted(declared - self.names())
        unused = sorted(self.names() - declared)
        return [f"{self.what} {n!r} has no handler" for n in missing] + [
            f"handler {n!r} is not a declared {self.what}" for n in unused
        ]


@dataclasses.dataclass(frozen=True, slots=True)
class Selector(Generic[Ctx]):
    """A named predicate ``test(ctx, candidate)``; combine with ``&``, ``|``, ``~``."""

    name: str
    test: Callable[[Ctx, Any], bool]

    def __and__(self, other: Selector[Ctx]) -> Selector[Ctx]:
        return Selector(f"{self.name} & {other.name}", lambda c, x: self.test(c, x) and other.test(c, x))

    def __or__(self, other: Selector[Ctx]) -> Selector[Ctx]:
        return Selector(f"{self.name} | {other.name}", lambda c, x: self.test(c, x) or other.test(c, x))

    def __invert__(self) -> Selector[Ctx]:
        return Selector(f"not {self.name}", lambda c, x: not self.test(c, x))

    def select(self, ctx: Ctx, candidates: Iterable[Any]) -> list[Any]:
        return [x for x in candidates if self.test(ctx, x)]


ANY: Selector[Any] = Selector("any", lambda _c, _x: True)


class FilterRegistry(Generic[Ctx]):
    """Filter name -> builder ``builder(value) -> Selector``; builds selectors from data."""

    def __init__(self) -> None:
        self._builders: dict[str, Callable[[Any], Selector[Ctx]]] = {}

    def register(
        self, name: str
    ) -> Callable[[Callable[[Any], Selector[Ctx]]], Callable[[Any], Selector[Ctx]]]:
        def wrap(builder: Callable[[Any], Selector[Ctx]]) -> Callable[[Any], Selector[Ctx]]:
            self._builders[name] = builder
            return builder

        return wrap

    def names(self) -> frozenset[str]:
        return frozenset(self._builders)

    def build(self, spec: Mapping[str, Any]) -> Selector[Ctx]:
        """AND of one selector per (filter, value) in ``spec``; unknown filters raise KeyError."""
        selector: Selector[Ctx] = ANY
        for name, value in spec.items():
            if value is None:
                continue
            selector = selector & self._builders[name](value)
        return selector


BINDINGS = frozenset({"self", "you", "opponent"})
"""The names a pattern's value may stand for, bound per trigger: its source, its controller and
the other seat."""


@dataclasses.dataclass(frozen=True, slots=True)
class EventPattern:
    """Matches events of ``kind`` whose data agree with ``where``. A ``where`` value naming a
    binding (:data:`BINDINGS`: ``"self"``, ``"you"``, ``"opponent"``) is replaced by the value
    bound to it (a name left unbound matches itself)."""

    kind: str
    where: tuple[tuple[str, Any], ...] = ()
    fixed: tuple[tuple[str, Any], ...] = dataclasses.field(init=False, compare=False, repr=False)
    """The pairs of ``where`` with a value of their own (worked out once)."""
    bound: tuple[tuple[str, str], ...] = dataclasses.field(init=False, compare=False, repr=False)
    """The pairs of ``where`` whose value names a binding."""

    def __post_init__(self) -> None:
        named = [(k, v) for k, v in self.where if isinstance(v, str) and v in BINDINGS]
        object.__setattr__(self, "bound", tuple(named))
        object.__setattr__(self, "fixed", tuple(p for p in self.where if p not in named))

    @classmethod
    def of(cls, kind: str, **where: Any) -> EventPattern:
        return cls(kind, tuple(sorted(where.items())))

    def problems(self, events: Mapping[str, frozenset[str]]) -> list[str]:
        """What is wrong with this pattern against the events a game makes (event kind -> the
        keys of its data): a kind no event has, or a key its events never carry."""
        keys = events.get(self.kind)
        if keys is None:
            return [f"no event {self.kind!r} (events: {', '.join(sorted(events))})"]
        return [f"event {self.kind!r} carries no {key!r}" for key, _ in self.where if key not in keys]

    def bind(self, bindings: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
        """Every pair of ``where`` with the value the event's data must hold once the names are
        bound by ``bindings`` (for a source whose bindings never change: its own id, its seat):
        the pattern then matches an event of its kind whose data holds all of them."""
        return self.fixed + tuple((key, bindings.get(name, name)) for key, name in self.bound)

    def matches(self, kind: str, data: Mapping[str, Any], bindings: Mapping[str, Any]) -> bool:
        if kind != self.kind:
            return False
        for key, wanted in self.fixed:
            if data.get(key) != wanted:
                return False
        for key, name in self.bound:
            if data.get(key) != bindings.get(name, name):
                return False
        return True
