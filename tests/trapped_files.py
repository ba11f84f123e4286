"""Trapped settings and statistics files: what a damaged or hostile user folder can hold.

Each trap puts something at a file's name that the app cannot use: nesting too deep for the
JSON reader, a file too big, values of the wrong type, a FIFO (opening it for reading would
wait for a writer for ever) and a link to a device that never ends.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from macaron_desktop.core.quarantine import DAMAGED_MARK, MAX_BYTES


def _deep(path: Path) -> None:
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")


def _big(path: Path) -> None:
    # valid JSON, just far too big for a settings or statistics file
    path.write_text('{"pad": "' + "x" * (MAX_BYTES + 10) + '"}', encoding="utf-8")


def _not_an_object(path: Path) -> None:
    path.write_text("[1, 2, 3]", encoding="utf-8")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _device_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


#: name -> makes the trap at the path given; the wrong types are per file (see below)
COMMON: dict[str, Callable[[Path], None]] = {
    "too_deep": _deep,
    "too_big": _big,
    "not_an_object": _not_an_object,
    "fifo": _fifo,
    "device_link": _device_link,
}


def _text(content: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(content, encoding="utf-8")


SETTINGS_TRAPS = {
    **COMMON,
    "wrong_types": _text('{"language": 5, "confirm_leave_game": "no", "pace": null}'),
}
STATISTICS_TRAPS = {
    **COMMON,
    "played_is_text": _text('{"toy": {"2p": {"played": "3", "won": 1}}}'),
    "played_is_null": _text('{"toy": {"2p": {"played": null}}}'),
    "mode_is_null": _text('{"toy": {"2p": null}}'),
}


def make(trap: Callable[[Path], None], path: Path) -> bytes:
    """Put ``trap`` at ``path``; returns what a kept copy must hold (for a FIFO or a link,
    nothing can be read: the copy is then checked by its kind, see :func:`kept_like`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    trap(path)
    return path.read_bytes() if path.is_file() and not path.is_symlink() else b""


def kept_copies(path: Path) -> list[Path]:
    """The damaged copies of ``path`` beside it."""
    return sorted(path.parent.glob(path.name + DAMAGED_MARK + "*"))


def kept_like(copy: Path, trap_name: str, data: bytes) -> bool:
    """Whether ``copy`` is the trapped file itself (same bytes, or the same FIFO or link)."""
    if trap_name == "fifo":
        import stat

        return stat.S_ISFIFO(copy.lstat().st_mode)
    if trap_name == "device_link":
        return copy.is_symlink() and os.readlink(copy) == "/dev/zero"
    return copy.read_bytes() == data
