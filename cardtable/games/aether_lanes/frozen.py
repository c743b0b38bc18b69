"""Validated card data as plain frozen records, for the engine's hot paths.

Reading a field of a pydantic model costs about ten times as much as reading a slot of a frozen
dataclass (pydantic's models defeat Python's attribute-access fast path). The engine reads rule
constants, Sigil buffs, Decree auras and effect steps on every turn, so the catalog compiles each
validated model into a frozen, slotted dataclass with the same class name and the same fields
(lists become tuples). Code that reads fields works on either form.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from pydantic import BaseModel


@functools.cache
def frozen_class(model: type[BaseModel]) -> type:
    """The frozen record class standing for the pydantic ``model`` (one per model class)."""
    fields = [(name, Any) for name in model.model_fields]
    namespace = {"__doc__": f"{model.__name__} (a validated card-data model) as a plain frozen record."}
    cls = dataclasses.make_dataclass(model.__name__, fields, frozen=True, slots=True, namespace=namespace)
    cls.__module__ = __name__
    return cls


def freeze(value: Any) -> Any:
    """``value`` with every pydantic model in it turned into its frozen record (lists into tuples)."""
    if isinstance(value, BaseModel):
        model = type(value)
        return frozen_class(model)(*(freeze(getattr(value, name)) for name in model.model_fields))
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    return value
