"""A quick look at the saves folder, for the library's Continue button.

Reads the files as plain JSON without the full checks of :mod:`.savegame` (which needs
pydantic), so the first screen appears fast. Opening a game still checks it fully.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .. import paths

FORMAT = "macaron-desktop-save"
SUFFIX = ".json"


def saves_dir() -> Path:
    """The folder of games in progress (inside the user data folder)."""
    return paths.data_dir() / "saves"


@dataclass(frozen=True)
class QuickEntry:
    """Enough of an unfinished save to label the Continue button."""

    path: Path
    game_id: str
    mode: str
    updated: str


def newest_unfinished(folder: Path | None = None) -> QuickEntry | None:
    """The most recently saved game that is not finished, judged from its summary."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return None
    best: QuickEntry | None = None
    for path in folder.glob(f"*{SUFFIX}"):
        if path.name.startswith("."):
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            continue
        summary = data.get("summary")
        updated = data.get("updated")
        game_id = data.get("game_id")
        if not isinstance(summary, dict) or summary.get("finished") is not False:
            continue
        if not isinstance(updated, str) or not isinstance(game_id, str):
            continue
        mode = summary.get("mode") if isinstance(summary.get("mode"), str) else ""
        entry = QuickEntry(path, game_id, str(mode), updated)
        if best is None or (entry.updated, entry.path.name) > (best.updated, best.path.name):
            best = entry
    return best
