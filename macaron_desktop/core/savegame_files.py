"""Savegame files: reading them safely (regular files only, bounded size and depth), parsing,
opening with their backup, and writing them atomically."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .atomic import write_atomic
from .match import Match
from .save_index import BACKUP_SUFFIX, FORMAT
from .savegame_match import restore_match, summarize
from .savegame_migrations import migrate
from .savegame_models import MAX_DEPTH, MAX_FILE_BYTES, SaveError, SaveFile, SummaryModel


def read_regular(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    FIFOs, devices, folders and sockets are never opened, and the size is checked before
    anything is read (and again while reading, in case the file grows).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError as exc:
        raise SaveError(f"There is no savegame at {path}.", "not_found", path=str(path)) from exc
    except OSError as exc:
        raise _unreadable(exc) from exc
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("This is not a regular file, so it is not a savegame.", "not_a_file")
    if info.st_size > limit:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise _unreadable(exc) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the check above
            raise SaveError("This is not a regular file, so it is not a savegame.", "not_a_file")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from exc
    finally:
        os.close(fd)
    if total > limit:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    return b"".join(chunks)


def _unreadable(exc: OSError) -> SaveError:
    reason = exc.strerror or type(exc).__name__
    return SaveError(f"The savegame could not be read ({reason}).", "unreadable", detail=reason)


def _too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists and objects in ``value`` nest deeper than ``limit`` (no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _too_deep_error() -> SaveError:
    return SaveError("This file is nested far too deeply to be a savegame.", "too_deep")


def parse_save(raw: bytes) -> SaveFile:
    """A savegame from the bytes of a file; :class:`SaveError` with one sentence if not."""
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError("This file is far too large to be a savegame.", "too_large")
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # a byte-order mark is harmless
    except UnicodeDecodeError as exc:
        raise SaveError("This file is not a savegame (it is not text).", "not_a_save") from exc
    except RecursionError as exc:
        raise _too_deep_error() from exc
    except MemoryError as exc:
        raise SaveError("This file is far too large to be a savegame.", "too_large") from exc
    except ValueError as exc:
        raise SaveError(
            "This savegame is damaged or incomplete (it is not valid JSON).", "not_json"
        ) from exc
    if _too_deep(data):
        raise _too_deep_error()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not a Macaron Desktop savegame.", "not_a_save")
    data = migrate(data)
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        if where in ("created", "updated"):
            raise SaveError(
                f"This savegame's date is impossible ({where}).", "bad_date", detail=where
            ) from exc
        raise SaveError(
            f"This savegame is damaged: {where}: {first['msg']}.",
            "damaged",
            detail=f"{where}: {first['msg']}",
        ) from exc


def read_save(path: Path) -> SaveFile:
    """Read and check one savegame file, without replaying it (never changes it)."""
    return parse_save(read_regular(path))


@dataclass
class OpenedSave:
    """A savegame that passed the whole check: the file's data and the replayed match."""

    path: Path
    save: SaveFile
    match: Match[Any, Any]
    #: recomputed from the replayed game (the file's own summary is never trusted)
    summary: SummaryModel
    #: the save came from ``path``'s backup because ``path`` itself is damaged
    from_backup: bool = False


def _open_file(path: Path) -> tuple[SaveFile, Match[Any, Any], SummaryModel]:
    save = read_save(path)
    try:
        match = restore_match(save)
        summary = summarize(match)
    except RecursionError as exc:
        raise _too_deep_error() from exc
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - the file is judged, never the app stopped
        raise SaveError(
            f"This savegame cannot be played ({type(exc).__name__}).",
            "damaged",
            detail=type(exc).__name__,
        ) from exc
    return save, match, summary


def open_save(path: Path, use_backup: bool = True) -> OpenedSave:
    """The one check that decides whether ``path`` can be opened, and the one that opens it.

    Reads (regular files up to the size limit only), migrates, validates and replays the
    save, and checks its bots; when that fails and ``use_backup`` is set, the backup is
    tried the same way. :class:`SaveError` with one sentence when neither opens.
    """
    try:
        save, match, summary = _open_file(path)
        return OpenedSave(path, save, match, summary)
    except SaveError as main_error:
        backup = backup_path(path)
        if not use_backup or not os.path.lexists(backup):
            raise
        try:
            save, match, summary = _open_file(backup)
        except SaveError:
            raise main_error from None
        return OpenedSave(path, save, match, summary, from_backup=True)


def load_match(path: Path) -> tuple[Match[Any, Any], SaveFile]:
    """Read ``path`` and replay it (no backup); :class:`SaveError` with one sentence if it fails."""
    opened = open_save(path, use_backup=False)
    return opened.match, opened.save


def read_with_backup(path: Path) -> tuple[SaveFile, bool]:
    """Check ``path`` fully, or its backup when ``path`` fails; the flag says which was used."""
    opened = open_save(path)
    return opened.save, opened.from_backup


def backup_path(path: Path) -> Path:
    """Where the previous good version of ``path`` is kept."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def encode_save(save: SaveFile) -> bytes:
    """The bytes of ``save`` as its file holds them."""
    return save.model_dump_json(indent=1).encode("utf-8")


def write_save(path: Path, save: SaveFile) -> None:
    """Write ``save`` to ``path`` atomically, keeping the previous version as ``.bak``."""
    write_atomic(path, encode_save(save), backup_path(path))
