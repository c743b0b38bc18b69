"""Ways to damage a data, scenario or save file, drawn by hypothesis (seeded)."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import strategies as st

NASTY_INTS = st.sampled_from([0, 1, -1, 2, 3, 7, 100, 10**6, 10**18, -(10**9)])
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    NASTY_INTS,
    st.integers(-1000, 1000),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.sampled_from(["", "LN-01", "ember-imp", "fire", "summon", "x" * 300, "../../etc", "\x00"]),
)
VALUES = st.recursive(
    LEAVES,
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def paths(value: Any, limit: int = 12) -> list[tuple[Any, ...]]:
    """Every location in a parsed document down to ``limit`` levels, the document itself first."""
    found: list[tuple[Any, ...]] = []
    todo: list[tuple[Any, tuple[Any, ...]]] = [(value, ())]
    while todo:
        item, prefix = todo.pop()
        found.append(prefix)
        if len(prefix) >= limit:
            continue
        if isinstance(item, dict):
            todo.extend((child, (*prefix, key)) for key, child in reversed(list(item.items())))
        elif isinstance(item, list):
            todo.extend((child, (*prefix, index)) for index, child in reversed(list(enumerate(item))))
    return found


def replace_at(document: Any, path: tuple[Any, ...], new: Any, delete: bool = False) -> Any:
    """A copy of ``document`` with the value at ``path`` replaced (or removed)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        copy = dict(document)
        if rest:
            copy[head] = replace_at(copy[head], rest, new, delete)
        elif delete:
            copy.pop(head, None)
        else:
            copy[head] = new
        return copy
    copy_list = list(document)
    if rest:
        copy_list[head] = replace_at(copy_list[head], rest, new, delete)
    elif delete:
        del copy_list[head]
    else:
        copy_list[head] = new
    return copy_list


TEXT_DAMAGE = st.sampled_from(
    [
        "truncate",
        "flip",
        "alias",
        "bomb",
        "tag-binary",
        "tag-set",
        "tag-time",
        "tag-python",
        "random",
        "deep",
        "latin1",
        "empty",
        "duplicate-key",
        "tab",
    ]
)


def damage_text(text: str, kind: str, data: st.DataObject) -> bytes:
    """The bytes of ``text`` damaged in one way."""
    raw = text.encode("utf-8")
    where = data.draw(st.integers(0, max(0, len(raw) - 1)), label="offset")
    if kind == "truncate":
        return raw[:where]
    if kind == "flip":
        bit = data.draw(st.integers(0, 7), label="bit")
        return raw[:where] + bytes([raw[where] ^ (1 << bit)]) + raw[where + 1 :] if raw else b"\xff"
    if kind == "alias":
        return raw + b"\nextra: &a [1, 2]\nmore: *a\n"
    if kind == "bomb":
        lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
        lines += [
            f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]"
            for i in range(9)
        ]
        return ("\n".join(lines) + "\n").encode()
    if kind.startswith("tag-"):
        tag = {
            "tag-binary": "!!binary aGVsbG8=",
            "tag-set": "!!set {a, b}",
            "tag-time": "2001-12-14t21:59:43.10-05:00",
            "tag-python": "!!python/object/apply:os.system ['true']",
        }[kind]
        return (
            text.replace("id: ", f"id: {tag} #", 1).encode()
            if "id: " in text
            else (text + f"\nx: {tag}\n").encode()
        )
    if kind == "random":
        return data.draw(st.binary(max_size=200), label="bytes")
    if kind == "deep":
        return raw[:where] + b"[" * 5000 + b"]" * 5000 + raw[where:]
    if kind == "latin1":
        return raw[:where] + b"\xe9" + raw[where:]
    if kind == "empty":
        return b""
    if kind == "duplicate-key":
        return raw.replace(b"\n  ", b"\n  id: dup\n  ", 1)
    return raw.replace(b"  ", b"\t", 1)


def dump(document: Any) -> bytes:
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(document, Dumper=dumper, sort_keys=False, allow_unicode=True).encode("utf-8")
