"""Where savegames live and how their files are named, without loading the savegame code.

Kept apart from :mod:`.savegame` (which needs pydantic) so that the first window can know
the folder without paying for the full checks.
"""

from __future__ import annotations

import os
from pathlib import Path

from .. import paths
from .atomic import temp_target

FORMAT = "macaron-desktop-save"
SUFFIX = ".json"


BACKUP_SUFFIX = ".bak"


def saves_dir() -> Path:
    """The folder of games in progress (inside the user data folder)."""
    return paths.data_dir() / "saves"


def interrupted_writes(folder: Path | None = None) -> bool:
    """Whether a killed write left something behind: a temporary file, or a backup alone.

    Only looks at names (no file is opened), so start-up can afford it before the window.
    """
    try:
        names = set(os.listdir(folder or saves_dir()))
    except OSError:
        return False
    for name in names:
        if temp_target(name) is not None:
            return True
        if name.endswith(SUFFIX + BACKUP_SUFFIX) and name[: -len(BACKUP_SUFFIX)] not in names:
            return True
    return False
