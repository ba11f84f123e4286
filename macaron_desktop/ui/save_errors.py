"""Savegame problems in the player's language."""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..core.savegame import SaveError
from ..core.spec import QT_TRANSLATE_NOOP, Text
from .words import fill

# each problem's sentence, and which of the error's values fills its %1 (if any)
_PROBLEMS: dict[str, tuple[Text, str | None]] = {
    "not_found": (QT_TRANSLATE_NOOP("SaveErrors", "There is no savegame at %1."), "path"),
    "unreadable": (
        QT_TRANSLATE_NOOP("SaveErrors", "The savegame could not be read (%1)."),
        "detail",
    ),
    "too_large": (
        QT_TRANSLATE_NOOP("SaveErrors", "This file is far too large to be a savegame."),
        None,
    ),
    "not_a_save": (
        QT_TRANSLATE_NOOP("SaveErrors", "This file is not a Macaron Desktop savegame."),
        None,
    ),
    "not_json": (QT_TRANSLATE_NOOP("SaveErrors", "This savegame is damaged or incomplete."), None),
    "newer_version": (
        QT_TRANSLATE_NOOP(
            "SaveErrors",
            "This savegame was written by a newer Macaron Desktop; please update the app to open it.",
        ),
        None,
    ),
    "old_version": (
        QT_TRANSLATE_NOOP("SaveErrors", "Savegames this old can no longer be opened."),
        None,
    ),
    "unknown_game": (
        QT_TRANSLATE_NOOP(
            "SaveErrors", "This savegame is for a game this version does not know (%1)."
        ),
        "game",
    ),
    "bad_settings": (
        QT_TRANSLATE_NOOP("SaveErrors", "This savegame's game settings are not valid."),
        None,
    ),
    "illegal_move": (
        QT_TRANSLATE_NOOP("SaveErrors", "This savegame's move %1 is not allowed by the rules."),
        "number",
    ),
    "not_a_file": (
        QT_TRANSLATE_NOOP("SaveErrors", "This is not a regular file, so it is not a savegame."),
        None,
    ),
    "too_deep": (
        QT_TRANSLATE_NOOP("SaveErrors", "This file is nested far too deeply to be a savegame."),
        None,
    ),
    "bad_date": (QT_TRANSLATE_NOOP("SaveErrors", "This savegame's date is impossible."), None),
    "unknown_bot": (
        QT_TRANSLATE_NOOP(
            "SaveErrors", "This savegame has a bot level this version does not know (%1)."
        ),
        "level",
    ),
    "bad_name": (QT_TRANSLATE_NOOP("SaveErrors", "That is not a savegame name."), None),
    "left_over": (
        QT_TRANSLATE_NOOP(
            "SaveErrors",
            "This file was left by an interrupted write and could not be removed (%1).",
        ),
        "detail",
    ),
}
_DAMAGED = QT_TRANSLATE_NOOP("SaveErrors", "This savegame is damaged (%1).")


def describe(error: SaveError) -> str:
    """One translated sentence for ``error``."""
    text, value = _PROBLEMS.get(error.key, (_DAMAGED, "detail"))
    sentence = QCoreApplication.translate(text.context, text.source)
    if value is None:
        return sentence
    default = "?" if value == "number" else (error.key if text is _DAMAGED else "")
    return fill(sentence, str(error.params.get(value, default)))


def failure_reason(error: BaseException) -> str:
    """Why an autosave failed, in a few translated words."""
    code = getattr(error, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("SaveErrors", "the disk is full")
    if code == errno.EROFS:
        return QCoreApplication.translate("SaveErrors", "the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("SaveErrors", "the saves folder may not be written to")
    if isinstance(error, OSError):
        return fill(
            QCoreApplication.translate("SaveErrors", "system error %1"),
            str(code if code is not None else type(error).__name__),
        )
    return QCoreApplication.translate("SaveErrors", "the game could not be written down")


def describe_save_failure(error: BaseException, saved_moves: int | None, path: Path | None) -> str:
    """The message shown while autosaves fail: why, and where the game is still safe."""
    reason = failure_reason(error)
    if saved_moves is not None and path is not None:
        text = QCoreApplication.translate(
            "SaveErrors",
            "The game could not be saved: %1. It goes on, and it is safe up to move %2 "
            "in %3. Game ▸ Save as… can put a copy elsewhere. This message stays until "
            "the game is saved again.",
        )
        return fill(text, reason, str(saved_moves), str(path))
    text = QCoreApplication.translate(
        "SaveErrors",
        "The game could not be saved: %1. It goes on, but it is only in memory until it "
        "is saved. Game ▸ Save as… can put a copy elsewhere. This message stays until "
        "the game is saved again.",
    )
    return fill(text, reason)
