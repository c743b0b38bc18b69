"""Card data: loading YAML/JSON with line numbers, pydantic base models, precise error messages.

Every problem becomes a :class:`DataIssue` naming the file, the line where known, the card id,
the field and the reason. A game's loader collects all issues of a folder and raises one
:class:`DataError` listing them.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated, Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cardtable.engine.errors import CardtableError

Loc = tuple[str | int, ...]
M = TypeVar("M", bound=BaseModel)


class DataModel(BaseModel):
    """Base of every card-data model: unknown fields are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


CardId = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)]
"""An id in card data (a card, a deck, a keyword): lower-case words joined by hyphens."""


class DeckEntry(DataModel):
    """A line of a deck list: a card and how many copies of it."""

    card: CardId
    count: int = Field(ge=1, le=60)


class DeckModel(DataModel):
    """A deck list as a data file gives it (a game adds the field naming its leader)."""

    id: CardId
    name: str
    description: str = ""
    cards: list[DeckEntry]

    def copies(self) -> tuple[str, ...]:
        """The card ids, each copy once, in list order."""
        return tuple(entry.card for entry in self.cards for _ in range(entry.count))


@dataclasses.dataclass(frozen=True, slots=True)
class DataIssue:
    """One problem in a data file."""

    file: str
    reason: str
    line: int | None = None
    card: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        parts = [where]
        if self.card:
            parts.append(f"card '{self.card}'")
        if self.field:
            parts.append(f"field '{self.field}'")
        return ": ".join(parts) + f": {self.reason}"


class DataError(CardtableError):
    """One or more data issues; ``str()`` lists them one per line."""

    def __init__(self, issues: Sequence[DataIssue]) -> None:
        self.issues = list(issues)
        super().__init__("\n".join(str(issue) for issue in self.issues))


@dataclasses.dataclass(slots=True)
class SourceDoc:
    """A parsed data file: its content and, computed only when a message needs one, the line of
    every mapping key and list item."""

    path: Path
    content: Any
    _lines: dict[Loc, int] | None = None
    text: str = ""

    @property
    def name(self) -> str:
        return display_path(self.path)

    @property
    def lines(self) -> dict[Loc, int]:
        if self._lines is None:
            self._lines = _yaml_lines(self.text) if self.text else {}
        return self._lines

    def line_of(self, loc: Loc) -> int | None:
        """Line of the deepest known location along ``loc``."""
        lines = self.lines
        for end in range(len(loc), -1, -1):
            line = lines.get(tuple(loc[:end]))
            if line is not None:
                return line
        return None

    def issue(
        self, reason: str, loc: Loc = (), card: str | None = None, field: str | None = None
    ) -> DataIssue:
        return DataIssue(self.name, reason, self.line_of(loc), card, field)


MAX_DEPTH = 40
"""How deeply values may nest in a data file, a scenario or a save (the deepest real card
definition nests about 8 levels)."""


def too_deep(value: Any, limit: int = MAX_DEPTH) -> Loc | None:
    """The location of the first value nested deeper than ``limit`` (``None`` if none is);
    iterative, so any depth is safe to check."""
    stack: list[tuple[Any, Loc]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        if len(loc) > limit:
            return loc
        if isinstance(item, dict):
            stack.extend((v, (*loc, k if isinstance(k, (str, int)) else repr(k))) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, (*loc, i)) for i, v in enumerate(item))
    return None


def display_path(path: Path) -> str:
    """A path relative to the working directory when that is shorter (a symlink loop is shown
    as given, not followed)."""
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):
        resolved = Path(os.path.abspath(path))
    try:
        return str(resolved.relative_to(Path.cwd()))
    except ValueError:
        return str(resolved)


try:  # the C-accelerated loader where libyaml is built in
    from yaml import CSafeLoader as _FastLoader
except ImportError:  # pragma: no cover - pure-Python PyYAML
    from yaml import SafeLoader as _FastLoader  # type: ignore[assignment]


def _collect_lines(node: yaml.Node, loc: Loc, lines: dict[Loc, int]) -> None:
    """Record the line of every location in a composed YAML tree; reject duplicate keys."""
    lines[loc] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen: set[Any] = set()
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _DuplicateKey(
                    "<complex key>", key_node.start_mark.line + 1, "a key must be a plain value"
                )
            key = key_node.value
            if key in seen:
                raise _DuplicateKey(key, key_node.start_mark.line + 1)
            seen.add(key)
            _collect_lines(value_node, (*loc, _key_value(key_node)), lines)
            lines[(*loc, _key_value(key_node))] = key_node.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _collect_lines(item, (*loc, index), lines)


def _key_value(node: yaml.ScalarNode) -> Any:
    """Keys are looked up the way the constructed data holds them (ints stay ints)."""
    if node.tag.endswith(":int"):
        try:
            return int(node.value)
        except ValueError:
            return node.value
    return node.value


class _DuplicateKey(Exception):
    def __init__(self, key: Any, line: int, reason: str = "") -> None:
        self.key = key
        self.line = line
        self.reason = reason or f"the key '{key}' appears twice"


MAX_FILE_BYTES = 8 * 1024 * 1024
"""The largest data file read (the built-in files are under 100 KB each)."""
MAX_ITEMS = 20_000
"""The most entries one list of a data file may have (cards, decks, keywords...)."""


def read_text_limited(path: Path, name: str, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes; raises DataError otherwise
    (a folder, a pipe or device that could block, a symlink loop, too big, not UTF-8)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise DataError([DataIssue(name, "not a regular file")])
        if info.st_size > limit:
            raise DataError([DataIssue(name, f"the file is larger than {limit // (1024 * 1024)} MB")])
        with open(path, "rb") as stream:
            raw = stream.read(limit + 1)
    except OSError as error:
        raise DataError([DataIssue(name, f"cannot read the file ({error.strerror or error})")]) from None
    if len(raw) > limit:
        raise DataError([DataIssue(name, f"the file is larger than {limit // (1024 * 1024)} MB")])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise DataError([DataIssue(name, "the file is not UTF-8 text", line)]) from None


def _check_shape(doc: SourceDoc) -> None:
    """Refuse content nested deeper than MAX_DEPTH or with a list longer than MAX_ITEMS."""
    loc = too_deep(doc.content)
    if loc is not None:
        where = ".".join(str(part) for part in loc[:6]) + ("..." if len(loc) > 6 else "")
        raise DataError(
            [
                DataIssue(
                    doc.name,
                    f"values nest more than {MAX_DEPTH} levels deep (at {where})",
                    doc.line_of(loc[:6]),
                    field=str(loc[0]) if loc else None,
                )
            ]
        )
    stack = [doc.content]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            if len(item) > MAX_ITEMS:
                raise DataError(
                    [DataIssue(doc.name, f"a list has {len(item)} entries; at most {MAX_ITEMS} are read")]
                )
            stack.extend(item)


def load_document(path: Path) -> SourceDoc:
    """Parse a YAML or JSON file, keeping line numbers. Raises DataError on syntax errors, on
    files that are too big or nest too deeply, and on YAML anchors and aliases."""
    name = display_path(path)
    text = read_text_limited(path, name)
    if path.suffix.lower() == ".json":
        try:
            content = json.loads(text)
        except json.JSONDecodeError as error:
            raise DataError([DataIssue(name, f"invalid JSON: {error.msg}", error.lineno)]) from None
        except RecursionError:
            raise DataError([DataIssue(name, f"values nest more than {MAX_DEPTH} levels deep")]) from None
        doc = SourceDoc(path, content, None)
        _check_shape(doc)
        doc._lines = _json_lines(text, content)
        return doc
    try:
        content = yaml.load(text, Loader=_StrictLoader)  # noqa: S506 (a safe loader)
    except _DuplicateKey as dup:
        raise DataError([DataIssue(name, dup.reason, dup.line)]) from None
    except RecursionError:
        raise DataError([DataIssue(name, f"values nest more than {MAX_DEPTH} levels deep")]) from None
    except yaml.MarkedYAMLError as error:
        line = error.problem_mark.line + 1 if error.problem_mark else None
        reason = f"invalid YAML: {error.problem}"
        if error.context and error.context_mark is not None:
            reason += f" ({error.context} that starts at line {error.context_mark.line + 1})"
        raise DataError([DataIssue(name, reason, line)]) from None
    except yaml.YAMLError as error:
        raise DataError([DataIssue(name, f"invalid YAML: {error}")]) from None
    doc = SourceDoc(path, content, None, text)
    _check_shape(doc)
    return doc


class _StrictLoader(_FastLoader):
    """The C-accelerated safe loader, refusing a key that appears twice in one mapping and any
    YAML alias (``*name``): an alias repeats a value without writing it out, so a small file can
    stand for an enormous one."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        if node in self.constructed_objects or node in self.recursive_objects:
            raise _DuplicateKey(
                "",
                node.start_mark.line + 1,
                "YAML anchors and aliases (&name, *name) are not allowed in card data; write the value out",
            )
        return super().construct_object(node, deep=deep)

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        keys = [k for k, _ in node.value if not (isinstance(k, yaml.ScalarNode) and k.tag.endswith(":merge"))]
        if len(mapping) < len(keys):
            seen: set[Any] = set()
            for key_node in keys:
                if not isinstance(key_node, yaml.ScalarNode):
                    continue
                if key_node.value in seen:
                    raise _DuplicateKey(key_node.value, key_node.start_mark.line + 1)
                seen.add(key_node.value)
        return mapping


def _yaml_lines(text: str) -> dict[Loc, int]:
    """The line of every location of a YAML text (parsed again: only needed for messages)."""
    lines: dict[Loc, int] = {}
    try:
        node = yaml.compose(text, Loader=_FastLoader)
        if node is not None:
            _collect_lines(node, (), lines)
    except (yaml.YAMLError, _DuplicateKey, RecursionError):
        pass
    return lines


def _json_lines(text: str, content: Any) -> dict[Loc, int]:
    """Approximate line numbers for JSON list items of top-level lists (good enough for cards)."""
    lines: dict[Loc, int] = {(): 1}
    if isinstance(content, dict):
        for key, value in content.items():
            needle = json.dumps(key)
            offset = text.find(needle)
            if offset >= 0:
                lines[(key,)] = text.count("\n", 0, offset) + 1
                if isinstance(value, list):
                    _json_list_lines(text, offset, (key,), value, lines)
    elif isinstance(content, list):
        _json_list_lines(text, 0, (), content, lines)
    return lines


def _json_list_lines(text: str, offset: int, loc: Loc, items: list[Any], lines: dict[Loc, int]) -> None:
    position = offset
    for index, item in enumerate(items):
        if isinstance(item, dict) and "id" in item:
            needle = '"id"'
            found = text.find(needle, position)
            if found < 0:
                return
            lines[(*loc, index)] = text.count("\n", 0, found) + 1
            position = found + 1


def validation_issues(
    error: ValidationError, doc: SourceDoc, loc_prefix: Loc = (), card: str | None = None
) -> list[DataIssue]:
    """Translate a pydantic error into issues with file, line, card and field."""
    issues = []
    for item in error.errors():
        loc = (*loc_prefix, *item["loc"])
        field = ".".join(str(part) for part in item["loc"]) or None
        message = item["msg"]
        if item["type"] == "extra_forbidden":
            message = "unknown field (not allowed here)"
        elif item["type"] == "missing":
            message = "required field is missing"
        issues.append(doc.issue(message, loc, card=card, field=field))
    return issues


def parse_items(
    doc: SourceDoc, key: str, model: type[M], *, id_field: str = "id"
) -> tuple[list[M], list[DataIssue]]:
    """Validate ``doc.content[key]`` as a list of ``model``; report duplicate ids too."""
    issues: list[DataIssue] = []
    content = doc.content
    if not isinstance(content, dict):
        return [], [doc.issue(f"expected a mapping with a '{key}' list at the top")]
    raw = content.get(key)
    if not isinstance(raw, list):
        return [], [doc.issue(f"expected '{key}' to be a list", (key,))]
    items: list[M] = []
    seen: dict[str | int, int] = {}
    for index, entry in enumerate(raw):
        item_id = entry.get(id_field) if isinstance(entry, dict) else None
        if item_id is not None and not isinstance(item_id, (str, int)):
            item_id = None  # a list, map or tagged value: the model reports the id as invalid
        card = str(item_id)[:60] if item_id is not None else f"#{index + 1}"
        if item_id is not None:
            if item_id in seen:
                first = doc.line_of((key, seen[item_id])) or 0  # lines are looked up only now
                issues.append(
                    doc.issue(
                        f"duplicate id (first defined at line {first})",
                        (key, index, id_field),
                        card=card,
                        field=id_field,
                    )
                )
                continue
            seen[item_id] = index
        try:
            items.append(model.model_validate(entry))
        except ValidationError as error:
            issues.extend(validation_issues(error, doc, (key, index), card))
    return items, issues


def item_positions(raw: Any, id_field: str = "id") -> dict[str, int]:
    """Id -> index of its first entry in a raw list, in one pass (loaders use it for line numbers
    so that loading stays linear in the number of cards)."""
    found: dict[str, int] = {}
    if isinstance(raw, list):
        for index, entry in enumerate(raw):
            if isinstance(entry, dict) and isinstance(entry.get(id_field), str):
                found.setdefault(entry[id_field], index)
    return found


def data_root(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder: ``override``, else ``$CARDTABLE_DATA``, else the built-in data."""
    chosen = override or os.environ.get("CARDTABLE_DATA")
    if chosen:
        return Path(chosen).expanduser().resolve()
    return builtin_data_root()


def builtin_data_root() -> Path:
    """The data shipped with cardtable: inside the installed package, or the source checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "data", package.parent / "data"):
        if candidate.is_dir():
            return candidate
    return package / "data"


def game_folder(folder_name: str, root: Path | None = None) -> Path:
    return (root or data_root()) / folder_name


def iter_data_files(folder: Path) -> Iterable[Path]:
    for pattern in ("*.yaml", "*.yml", "*.json"):
        yield from sorted(folder.glob(pattern))
