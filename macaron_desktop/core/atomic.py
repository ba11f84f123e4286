"""The one way Macaron Desktop writes a file: atomically, never through a link.

A write goes to a fresh temporary file in the target's folder, created exclusively with an
unpredictable name (``tempfile.mkstemp``), flushed and fsynced (but for files marked not
durable), then moved over the target with one ``os.replace``: at every moment the
target's name holds either the old complete file or the new one. The previous version
can be kept as a backup: it is hard-linked (or, where links are not possible, copied) to
the backup name *before* the replace, so a crash at any step never leaves the target
missing. Savegames, statistics and settings all write
through :func:`write_atomic`.

Leftovers of a write that was killed are named ``.<target name>.<random>.tmp``;
:func:`temp_target` tells which file such a name belonged to.

No pydantic or Qt here: settings use this module on the way to the first window.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

#: tries of a refused rename on Windows, where a reader (an indexer, a virus scanner)
#: may hold the file a moment; elsewhere a refusal is the folder's permissions, and final
REPLACE_RETRIES = 10
ON_WINDOWS = os.name == "nt"
TEMP_SUFFIX = ".tmp"


def temp_name_prefix(target: Path) -> str:
    """The start of the temporary files' names for ``target``."""
    return f".{target.name}."


def temp_target(name: str) -> str | None:
    """The name of the file a temporary file called ``name`` was written for, if it is one."""
    if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
        return None
    stem = name[1 : -len(TEMP_SUFFIX)]
    target, dot, random_part = stem.rpartition(".")
    if not dot or not target or not random_part or target.startswith("."):
        return None
    return target


def replace(source: Path, target: Path) -> None:
    """``os.replace`` with a short retry on Windows, where a reader may hold the file
    briefly (elsewhere a refused rename is refused at once)."""
    tries = REPLACE_RETRIES if ON_WINDOWS else 1
    for attempt in range(tries):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == tries - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the platform allows it."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_temp(folder: Path, prefix: str, data: bytes, durable: bool = True) -> Path:
    """A new, complete temporary file holding ``data`` (fsynced if ``durable``)."""
    import tempfile  # not at start-up, which only reads the settings

    fd, name = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=folder)
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _keep_backup(target: Path, backup: Path) -> None:
    """Make ``backup`` a copy of ``target`` as it is now (``target`` stays where it is)."""
    folder = target.parent
    prefix = temp_name_prefix(backup)
    for _ in range(5):
        link = folder / f"{prefix}{os.urandom(8).hex()}{TEMP_SUFFIX}"
        try:
            os.link(target, link, follow_symlinks=False)
        except FileExistsError:
            continue  # that random name is taken (never by us): draw another
        except (OSError, NotImplementedError):
            break  # no hard links here: copy instead
        try:
            replace(link, backup)
        except BaseException:
            link.unlink(missing_ok=True)
            raise
        return
    with open(target, "rb") as handle:
        data = handle.read()
    tmp = _write_temp(folder, prefix, data)
    try:
        replace(tmp, backup)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_atomic(path: Path, data: bytes, backup: Path | None = None, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically; keep the previous version as ``backup`` if given.

    The folder is created when missing. On any error ``path`` is left as it was and the
    temporary file is removed. ``durable=False`` leaves out the two fsyncs (about 10 ms of
    waiting for the disk): for files that are worthless after a crash or a power cut (a
    running app's lock details, a cache), whose readers take a missing, empty or short
    file for none. Readers still never see a half-written file.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(folder, temp_name_prefix(path), data, durable)
    try:
        if backup is not None and path.is_file():
            _keep_backup(path, backup)
        replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_folder(folder)
