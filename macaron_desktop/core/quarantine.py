"""Small JSON files the app keeps (settings, statistics): read safely, damaged ones kept aside.

:func:`read_json` reads such a file without ever hanging or failing in an unexpected way:
a file that is not a regular file (a FIFO, a link to a device), larger than
:data:`MAX_BYTES`, not UTF-8, not JSON or nested too deeply raises :class:`Unreadable`.

:func:`keep_aside` moves a damaged file out of the way under a name of its own,
``<name>.damaged-<YYYYmmdd-HHMMSS>[-<n>]``, so a second damaged file never replaces the
first kept copy; only the :data:`KEEP` newest copies of one file stay. Every file set
aside is noted; the window takes the notes with :func:`take_notices` and tells the player
once. No Qt here (the settings are read before the first window).
"""

from __future__ import annotations

import json
import os
import stat
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: the largest settings or statistics file read (they are a few kilobytes)
MAX_BYTES = 1024 * 1024
#: damaged copies kept per file; older ones beyond this are removed
KEEP = 20
DAMAGED_MARK = ".damaged-"


class Unreadable(Exception):
    """The file is there but cannot be used; the message says why (for the log)."""


@dataclass(frozen=True)
class SetAside:
    """A damaged file that was moved away (``kept`` is ``None`` if it could not be)."""

    #: what the file holds, e.g. ``"settings"`` or ``"statistics"``
    kind: str
    original: Path
    kept: Path | None


_notices: list[SetAside] = []
_lock = threading.Lock()


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The bytes of the regular file ``path``; ``None`` when there is none.

    Raises :class:`Unreadable` for anything else at that name, a file above ``limit`` bytes
    or one that cannot be read. Never blocks on a FIFO or a device.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(f"cannot look at the file: {exc}") from exc
    if not stat.S_ISREG(info.st_mode):
        raise Unreadable("not a regular file")
    if info.st_size > limit:
        raise Unreadable(f"larger than {limit} bytes")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(f"cannot open the file: {exc}") from exc
    try:
        # checked again on what was opened: the name may have changed in between
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Unreadable("not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise Unreadable(f"cannot read the file: {exc}") from exc
    finally:
        os.close(fd)
    if len(data) > limit:
        raise Unreadable(f"larger than {limit} bytes")
    return data


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """The JSON value in ``path``; ``None`` when there is no file (see :func:`read_bytes`)."""
    data = read_bytes(path, limit)
    if data is None:
        return None
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as exc:
        raise Unreadable(f"not readable JSON: {type(exc).__name__}") from exc


def _aside_name(path: Path) -> Path:
    """A name no kept copy of ``path`` has had yet: a time stamp, and a counter above the
    highest one of that second when needed (copies sort by name and counter, oldest first)."""
    base = f"{path.name}{DAMAGED_MARK}{time.strftime('%Y%m%d-%H%M%S')}"
    same_second = [_order(copy.name) for copy in kept_copies(path) if copy.name.startswith(base)]
    if not same_second:
        return path.with_name(base)
    return path.with_name(f"{base}-{max(counter for _, counter in same_second) + 1}")


def _order(name: str) -> tuple[str, int]:
    """A kept copy's time stamp and counter (the first of a second counts as 1)."""
    parts = name.rpartition(DAMAGED_MARK)[2].split("-")
    counter = parts[2] if len(parts) > 2 and parts[2].isdigit() else "1"
    return ("".join(parts[:2]), int(counter))


def kept_copies(path: Path) -> list[Path]:
    """The damaged copies of ``path`` kept so far, oldest first."""
    prefix = path.name + DAMAGED_MARK
    try:
        names = [entry.name for entry in os.scandir(path.parent) if entry.name.startswith(prefix)]
    except OSError:
        return []
    return [path.with_name(name) for name in sorted(names, key=_order)]


def keep_aside(path: Path, kind: str) -> Path | None:
    """Move the damaged file ``path`` to a name of its own and note it for the player.

    Returns where it went (``None`` if it could not be moved: it then stays where it is).
    Only the :data:`KEEP` newest copies remain; older ones are removed.
    """
    kept: Path | None = None
    for _ in range(5):
        target = _aside_name(path)
        try:
            # a hard link never replaces an existing name (another app's copy of this second)
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            try:
                if os.path.lexists(target):
                    continue
                os.replace(path, target)
                kept = target
            except OSError:
                kept = None
            break
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError:
            target.unlink(missing_ok=True)
            break
        kept = target
        break
    if kept is not None:
        for old in kept_copies(path)[:-KEEP]:
            try:
                old.unlink()
            except OSError:
                pass
    with _lock:
        _notices.append(SetAside(kind, path, kept))
    return kept


def take_notices(kind: str | None = None) -> list[SetAside]:
    """The files set aside since the last call (of ``kind`` only, if given), oldest first."""
    with _lock:
        taken = [n for n in _notices if kind is None or n.kind == kind]
        _notices[:] = [n for n in _notices if n not in taken]
    return taken
