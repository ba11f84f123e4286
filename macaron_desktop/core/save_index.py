"""Where savegames live and how their files are named, without loading the savegame code.

Kept apart from :mod:`.savegame` (which needs pydantic) so that the first window can know
the folder without paying for the full checks.
"""

from __future__ import annotations

from pathlib import Path

from .. import paths

FORMAT = "macaron-desktop-save"
SUFFIX = ".json"


def saves_dir() -> Path:
    """The folder of games in progress (inside the user data folder)."""
    return paths.data_dir() / "saves"
