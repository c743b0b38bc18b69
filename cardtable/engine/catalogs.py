"""The card-data pipeline's shared half: one catalog cache per data folder, the "did you mean"
wording of a misspelt reference, and the glossary a Learn screen searches.

Reading a file safely, with file, line and field in every message, is :mod:`~cardtable.engine.data`.
A game supplies only its models and a ``build(folder) -> catalog`` function (which raises
:class:`~cardtable.engine.data.DataError` listing every issue); its :class:`CatalogCache` gives the
catalog of a folder, built once and built again only when a data file of it changes. States are
given their catalog; none reads a data folder itself.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from cardtable.engine.data import DataError, DataIssue, game_folder

C = TypeVar("C")
D = TypeVar("D")
C_co = TypeVar("C_co", covariant=True)

DATA_SUFFIXES = (".yaml", ".yml", ".json")

Stamp = tuple[int, tuple[tuple[str, int], ...]]
"""A data folder's own modification time and the path and modification time of each data file."""

FRESHNESS_SECONDS = 0.5
"""A cached catalog is trusted this long before its files are looked at again: a simulation starts
thousands of games a second, and an edited data file is seen by the next game started after that."""


def closest(name: str, known: Iterable[str]) -> str | None:
    """The entry of ``known`` closest to a misspelt ``name``, if any is close enough."""
    close = difflib.get_close_matches(name, list(known), n=1)
    return close[0] if close else None


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """`` (did you mean 'trail-guide'?)`` for the closest of ``known``, or nothing."""
    close = closest(name, known)
    return f" (did you mean '{close}'?)" if close else ""


def unknown(kind: str, name: str, known: Iterable[str]) -> str:
    """``unknown card 'trail-gide' (did you mean 'trail-guide'?)``."""
    return f"unknown {kind} '{name}'{did_you_mean(name, known)}"


class Scan(Protocol[C_co]):
    """A game's reading of one data folder: every issue found, and the catalog it compiles to."""

    issues: list[DataIssue]

    def compile(self) -> C_co: ...


def compiled(scan: Callable[[Path], Scan[C]]) -> Callable[[Path], C]:
    """A ``build(folder)`` from a game's ``scan(folder)``: the compiled catalog, or DataError
    listing every issue."""

    def build(folder: Path) -> C:
        result = scan(folder)
        if result.issues:
            raise DataError(result.issues)
        return result.compile()

    return build


def folder_stamp(folder: Path) -> Stamp:
    """The folder's :data:`Stamp` (taken before reading, so an edit during a load shows next time)."""
    try:
        folder_time = os.stat(folder).st_mtime_ns
        with os.scandir(folder) as entries:
            found = [
                (entry.path, entry.stat().st_mtime_ns)
                for entry in entries
                if entry.name.endswith(DATA_SUFFIXES) and not entry.name.startswith(".")
            ]
    except OSError:
        return (0, ())
    found.sort()
    return folder_time, tuple(found)


def unchanged(folder: Path, stamp: Stamp) -> bool:
    """True if no data file was added, removed, renamed or rewritten since ``stamp``: the folder's
    own time changes with its listing, each file's time with its content (a few ``stat`` calls,
    not a scan)."""
    try:
        if os.stat(folder).st_mtime_ns != stamp[0]:
            return False
        for file, mtime in stamp[1]:
            if os.stat(file).st_mtime_ns != mtime:
                return False
    except OSError:
        return False
    return True


@functools.lru_cache(maxsize=64)
def _default_folder(folder_name: str, override: str | None, cwd: str) -> Path:
    """A game's folder for a ``CARDTABLE_DATA`` value (``cwd`` matters for a relative one)."""
    return game_folder(folder_name)


class CatalogCache(Generic[C]):
    """The catalogs of one game, one per data folder, each built by ``build`` once and again only
    after a data file of its folder changed. ``folder_name`` is the game's folder under a data
    root (``aether_lanes``)."""

    def __init__(self, folder_name: str, build: Callable[[Path], C]) -> None:
        self.folder_name = folder_name
        self._build = build
        self._entries: dict[Path, tuple[Stamp, C, float]] = {}

    def default_folder(self) -> Path:
        """The game's folder under ``$CARDTABLE_DATA`` (which ``--data`` sets) or the built-in data."""
        override = os.environ.get("CARDTABLE_DATA") or None
        cwd = os.getcwd() if override and not os.path.isabs(override) else ""
        return _default_folder(self.folder_name, override, cwd)

    def load(self, folder: Path | None = None) -> C:
        """The catalog of ``folder`` (default: :meth:`default_folder`); raises DataError."""
        path = Path(folder) if folder is not None else self.default_folder()
        cached = self._entries.get(path)
        if cached is not None:
            stamp, catalog, checked = cached
            now = time.monotonic()
            if now - checked < FRESHNESS_SECONDS:
                return catalog
            if unchanged(path, stamp):
                self._entries[path] = (stamp, catalog, now)
                return catalog
        stamp = folder_stamp(path)
        catalog = self._build(path)
        self._entries[path] = (stamp, catalog, time.monotonic())
        return catalog

    def validate(self, folder: Path) -> list[DataIssue]:
        """Every issue in ``folder`` (empty: it is valid), read afresh, not from the cache: what
        ``cardtable validate`` reports."""
        try:
            self._build(Path(folder))
        except DataError as error:
            return error.issues
        return []

    def clear(self) -> None:
        """Forget every built catalog (cold-load measurements and tests)."""
        self._entries.clear()


class PerCatalog(Generic[C, D]):
    """What a game makes once from each catalog it is handed (a kernel game's
    :class:`~cardtable.engine.kernel.definition.GameDefinition`): ``of(catalog)`` makes it the
    first time and gives the same value for the same catalog object after, so every state of one
    data folder (whose catalog :class:`CatalogCache` builds once) shares it. A few are kept: a
    folder whose files changed gives a new catalog, and the old one's value is let go."""

    KEEP = 8

    def __init__(self, make: Callable[[C], D]) -> None:
        self._make = make
        self._made: dict[int, tuple[C, D]] = {}

    def of(self, catalog: C) -> D:
        found = self._made.get(id(catalog))
        if found is not None and found[0] is catalog:
            return found[1]
        if len(self._made) >= self.KEEP:
            self._made.clear()
        made = self._make(catalog)
        self._made[id(catalog)] = (catalog, made)
        return made


@dataclasses.dataclass(frozen=True, slots=True)
class Glossary(Generic[C]):
    """A game's terms for its Learn screen, from the data folder's catalog (``catalogs``' cache):
    ``terms(catalog)`` lists them, ``explain(term)`` is a term's explanation."""

    catalogs: CatalogCache[C]
    terms: Callable[[C], Iterable[Any]]
    explain: Callable[[Any], str]

    def search(self, text: str = "") -> list[tuple[str, str]]:
        """(name, explanation) of each term whose name or explanation holds ``text`` (any case;
        every term for a blank ``text``), sorted by name."""
        needle = text.casefold().strip()
        entries = sorted(
            ((term.name, self.explain(term)) for term in self.terms(self.catalogs.load())),
            key=lambda entry: entry[0].casefold(),
        )
        return [e for e in entries if not needle or needle in e[0].casefold() or needle in e[1].casefold()]
