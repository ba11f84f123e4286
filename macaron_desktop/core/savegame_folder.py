"""The saves folder: safe names inside it, the check of every file (kept per file state),
the list the Load dialog and Continue read, recovery after an interrupted write, deletion."""

from __future__ import annotations

import logging
import os
import re
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .atomic import replace, temp_target, write_atomic
from .save_index import BACKUP_SUFFIX, SUFFIX, saves_dir
from .savegame_files import _open_file, backup_path, open_save, read_regular
from .savegame_models import SaveError, SaveFile, SummaryModel

LOG = logging.getLogger("macaron_desktop")

#: what start-up's recovery could not do (a read-only folder, say), kept for the list:
#: a missing save's name -> (the file its game is left in, why it was not brought back)
_NOT_RESTORED: dict[Path, tuple[Path, OSError]] = {}
#: a temporary file left by a killed write -> why it could not be removed
_NOT_REMOVED: dict[Path, OSError] = {}
_RECOVERY_LOCK = threading.Lock()


_SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")


def safe_save_path(name: str, folder: Path | None = None) -> Path:
    """The path of save ``name`` inside the saves folder; ``SaveError`` for any other name.

    The name itself is not resolved: a link in the folder is the link, not its target.
    """
    folder = folder or saves_dir()
    if not _SAFE_NAME.match(name) or not name.endswith(SUFFIX) or ".." in name:
        raise SaveError(f"{name!r} is not a savegame name.", "bad_name", name=name)
    return folder.resolve() / name


def in_saves_folder(path: Path, folder: Path | None = None) -> bool:
    """Whether ``path`` is a save of the saves folder itself, which the app may write in
    place: a save's name (not a backup, not a temporary file), not a link, in that folder.

    Anything else (a file from elsewhere, a backup, a leftover) is only ever read: a game
    opened from it continues as a new save of the folder.
    """
    name = path.name
    if not _SAFE_NAME.match(name) or not name.endswith(SUFFIX) or path.is_symlink():
        return False
    try:
        return path.parent.resolve() == (folder or saves_dir()).resolve()
    except OSError:
        return False


def new_save_name(game_id: str, seed: int) -> str:
    """A fresh, unique file name for a new game's autosave."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    return f"{game_id}-{stamp}-{seed}{SUFFIX}"


class SaveEntry:
    """One file of the saves folder: the save it opens to, or why it cannot be opened."""

    def __init__(
        self,
        path: Path,
        save: SaveFile | None,
        error: SaveError | None,
        from_backup: bool,
        summary: SummaryModel | None = None,
    ) -> None:
        self.path = path
        self.save = save
        self.error = error
        self.from_backup = from_backup
        #: set for a game left only in a backup or a temporary file, its save missing
        #: (see :class:`LeftBehind`); opening it goes on in a new save
        self.left_behind: LeftBehind | None = None
        #: from the replayed game; ``None`` for a damaged file
        self.summary = summary
        self._mtime = 0.0
        try:
            self._mtime = os.lstat(path).st_mtime
        except OSError:
            pass

    @property
    def ok(self) -> bool:
        """Whether the file passed the check (so it opens)."""
        return self.save is not None and self.error is None

    @property
    def finished(self) -> bool:
        """Whether the replayed game is over."""
        return self.summary is not None and self.summary.finished

    @property
    def sort_key(self) -> tuple[float, float, str]:
        """Newest first: the save's own (checked) date, else the file's modification time."""
        date = self.save.updated.timestamp() if self.save is not None else self._mtime
        return (date, self._mtime, self.path.name)


class LeftBehind:
    """A game whose save is missing, left in its backup or in a killed write's temporary
    file, which start-up could not make its save again (or has not tried yet)."""

    def __init__(self, save_name: str, error: OSError | None) -> None:
        #: the name the save had
        self.save_name = save_name
        #: why it could not be brought back (``None``: not tried, another app runs)
        self.error = error

    @property
    def reason(self) -> str:
        """Why, in a few English words."""
        if self.error is None:
            return "not brought back yet"
        return self.error.strerror or type(self.error).__name__


def left_over_error(error: OSError) -> SaveError:
    """The problem of a temporary file that start-up could not remove."""
    reason = error.strerror or type(error).__name__
    return SaveError(
        f"This file was left by an interrupted write and could not be removed ({reason}).",
        "left_over",
        detail=reason,
    )


_CACHE: dict[Path, tuple[tuple[Any, ...], SaveEntry]] = {}
_CACHE_LOCK = threading.Lock()


def _signature(path: Path) -> tuple[Any, ...]:
    """What changes when ``path`` or its backup changes (the check's result is kept per it)."""
    found: list[Any] = []
    for candidate in (path, backup_path(path)):
        try:
            info = os.stat(candidate)
        except OSError:
            found.append(None)
            continue
        found.append((info.st_mode, info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns))
    return tuple(found)


def check_entry(path: Path) -> SaveEntry:
    """Judge one file of the saves folder with :func:`open_save` (results kept per file state)."""
    signature = _signature(path)
    with _CACHE_LOCK:
        known = _CACHE.get(path)
    if known is not None and known[0] == signature:
        return known[1]
    try:
        opened = open_save(path)
        entry = SaveEntry(path, opened.save, None, opened.from_backup, opened.summary)
    except SaveError as error:
        entry = SaveEntry(path, None, error, False)
    with _CACHE_LOCK:
        _CACHE[path] = (signature, entry)
    return entry


def _save_names(folder: Path) -> list[str]:
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return sorted(n for n in names if n.endswith(SUFFIX) and not n.startswith("."))


def list_saves(
    folder: Path | None = None, stop: Callable[[], bool] | None = None
) -> list[SaveEntry]:
    """Every file named like a save in the folder, newest first, damaged ones with their error.

    Each file is judged on its own by :func:`open_save`; nothing is written. ``stop`` is
    asked before each file: once it says yes, the files not yet judged are left out (the
    app is closing and nobody will read the list).
    """
    folder = folder or saves_dir()
    entries = []
    for name in _save_names(folder):
        if stop is not None and stop():
            break
        entries.append(check_entry(folder / name))
    for path, left in _left_behind(folder).items():
        if stop is not None and stop():
            break
        entry = check_entry(path)
        entry.left_behind = left
        entries.append(entry)
    with _RECOVERY_LOCK:
        stray = [(p, e) for p, e in _NOT_REMOVED.items() if p.parent == folder and p.exists()]
    for path, error in stray:
        entries.append(SaveEntry(path, None, left_over_error(error), False))
    return sorted(entries, key=lambda e: e.sort_key, reverse=True)


def _left_behind(folder: Path) -> dict[Path, LeftBehind]:
    """The games of ``folder`` whose save is missing: every backup alone, and each
    temporary file the recovery chose but could not make the save again."""
    try:
        names = set(os.listdir(folder))
    except OSError:
        return {}
    found: dict[Path, LeftBehind] = {}
    with _RECOVERY_LOCK:
        failed = {t: c for t, c in _NOT_RESTORED.items() if t.parent == folder}
    for target, (candidate, error) in failed.items():
        if target.name not in names and candidate.name in names:
            found[candidate] = LeftBehind(target.name, error)
    for name in names:
        save_name = name[: -len(BACKUP_SUFFIX)]
        if not name.endswith(SUFFIX + BACKUP_SUFFIX) or save_name in names:
            continue
        if name.startswith(".") or not _SAFE_NAME.match(save_name):
            continue
        error = failed[folder / save_name][1] if folder / save_name in failed else None
        found.setdefault(folder / name, LeftBehind(save_name, error))
    return found


def continue_target(folder: Path | None = None) -> SaveEntry | None:
    """The newest save that opens and whose replayed game is not over (Continue's game)."""
    for entry in list_saves(folder):
        if entry.ok and not entry.finished:
            return entry
    return None


def recover_interrupted_writes(folder: Path | None = None) -> list[Path]:
    """Bring back saves that an interrupted write left missing; remove stray temporary files.

    A ``.bak`` or a complete temporary file with no save beside it becomes the save again
    (the newest one that passes :func:`open_save`; a backup is copied, so it stays). Every
    temporary file is then removed: it runs before the app writes anything, and only one
    app runs per data folder, so no write is under way. Existing saves are never touched.
    Returns the saves brought back.
    """
    folder = folder or saves_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    present = set(names)
    temps: dict[str, list[str]] = {}
    for name in names:
        target = temp_target(name)
        if target is not None:
            temps.setdefault(target, []).append(name)
    backups = {n[: -len(BACKUP_SUFFIX)] for n in names if n.endswith(SUFFIX + BACKUP_SUFFIX)}
    missing = sorted(
        n
        for n in backups | {t for t in temps if t.endswith(SUFFIX)}
        if n not in present and not n.startswith(".") and _SAFE_NAME.match(n)
    )
    restored: list[Path] = []
    for name in missing:
        target = folder / name
        backup = backup_path(target)
        candidates = [backup] if backup.name in present else []
        candidates += [folder / t for t in sorted(temps.get(name, []))]
        best: tuple[tuple[Any, ...], Path] | None = None
        for candidate in candidates:
            try:
                save, _match, _summary = _open_file(candidate)
            except SaveError:
                continue
            rank = (save.updated, len(save.moves), candidate != backup)
            if best is None or rank > best[0]:
                best = (rank, candidate)
        if best is None or os.path.lexists(target):
            continue
        chosen = best[1]
        try:
            if chosen == backup:
                write_atomic(target, read_regular(chosen))
            else:
                replace(chosen, target)
        except (OSError, SaveError) as exc:
            LOG.warning("could not bring back %s: %s", target, exc)
            if isinstance(exc, OSError):
                # the list offers the game from where it is, with this reason
                with _RECOVERY_LOCK:
                    _NOT_RESTORED[target] = (chosen, exc)
            continue
        with _RECOVERY_LOCK:
            _NOT_RESTORED.pop(target, None)
        LOG.warning("brought back %s from %s after an interrupted write", target, chosen.name)
        restored.append(target)
    with _RECOVERY_LOCK:
        keep = {candidate for candidate, _error in _NOT_RESTORED.values()}
    for leftovers in temps.values():
        for name in leftovers:
            path = folder / name
            if path in keep:
                continue  # the only copy of a game that could not be brought back
            try:
                if path.is_symlink() or path.is_file():
                    path.unlink()
            except OSError as exc:
                LOG.warning("could not remove %s: %s", path, exc)
                with _RECOVERY_LOCK:
                    _NOT_REMOVED[path] = exc
                continue
            with _RECOVERY_LOCK:
                _NOT_REMOVED.pop(path, None)
    return restored


def delete_save(path: Path, folder: Path | None = None) -> None:
    """Remove a savegame of the saves folder and its backup (or, for a game left only in
    a backup or a temporary file, or a leftover of a write, that one file)."""
    name = path.name
    owner = name[: -len(BACKUP_SUFFIX)] if name.endswith(BACKUP_SUFFIX) else temp_target(name)
    if owner is not None:
        target = safe_save_path(owner, folder).with_name(name)  # checks the save's name
        target.unlink(missing_ok=True)
        return
    target = safe_save_path(name, folder)
    backup_path(target).unlink(missing_ok=True)
    target.unlink(missing_ok=True)
