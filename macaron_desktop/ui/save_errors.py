"""Savegame problems in the player's language."""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..core.savegame import SaveError


def describe(error: SaveError) -> str:
    """One translated sentence for ``error``."""
    p = error.params
    key = error.key
    if key == "not_found":
        return QCoreApplication.translate("SaveErrors", "There is no savegame at %1.").replace(
            "%1", str(p.get("path", ""))
        )
    if key == "unreadable":
        return QCoreApplication.translate(
            "SaveErrors", "The savegame could not be read (%1)."
        ).replace("%1", str(p.get("detail", "")))
    if key == "too_large":
        return QCoreApplication.translate(
            "SaveErrors", "This file is far too large to be a savegame."
        )
    if key == "not_a_save":
        return QCoreApplication.translate(
            "SaveErrors", "This file is not a Macaron Desktop savegame."
        )
    if key == "not_json":
        return QCoreApplication.translate("SaveErrors", "This savegame is damaged or incomplete.")
    if key == "newer_version":
        return QCoreApplication.translate(
            "SaveErrors",
            "This savegame was written by a newer Macaron Desktop; please update the app to open it.",
        )
    if key == "old_version":
        return QCoreApplication.translate(
            "SaveErrors", "Savegames this old can no longer be opened."
        )
    if key == "unknown_game":
        return QCoreApplication.translate(
            "SaveErrors", "This savegame is for a game this version does not know (%1)."
        ).replace("%1", str(p.get("game", "")))
    if key == "bad_settings":
        return QCoreApplication.translate(
            "SaveErrors", "This savegame's game settings are not valid."
        )
    if key == "illegal_move":
        return QCoreApplication.translate(
            "SaveErrors", "This savegame's move %1 is not allowed by the rules."
        ).replace("%1", str(p.get("number", "?")))
    if key == "not_a_file":
        return QCoreApplication.translate(
            "SaveErrors", "This is not a regular file, so it is not a savegame."
        )
    if key == "too_deep":
        return QCoreApplication.translate(
            "SaveErrors", "This file is nested far too deeply to be a savegame."
        )
    if key == "bad_date":
        return QCoreApplication.translate("SaveErrors", "This savegame's date is impossible.")
    if key == "unknown_bot":
        return QCoreApplication.translate(
            "SaveErrors", "This savegame has a bot level this version does not know (%1)."
        ).replace("%1", str(p.get("level", "")))
    if key == "bad_name":
        return QCoreApplication.translate("SaveErrors", "That is not a savegame name.")
    return QCoreApplication.translate("SaveErrors", "This savegame is damaged (%1).").replace(
        "%1", str(p.get("detail", key))
    )


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
        return QCoreApplication.translate("SaveErrors", "system error %1").replace(
            "%1", str(code if code is not None else type(error).__name__)
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
        return text.replace("%1", reason).replace("%2", str(saved_moves)).replace("%3", str(path))
    text = QCoreApplication.translate(
        "SaveErrors",
        "The game could not be saved: %1. It goes on, but it is only in memory until it "
        "is saved. Game ▸ Save as… can put a copy elsewhere. This message stays until "
        "the game is saved again.",
    )
    return text.replace("%1", reason)
