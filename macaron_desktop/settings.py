"""User settings: language, animation speed, pace, confirmations, undo and forced moves.

Stored as a small JSON file in the user config folder. A missing or damaged file gives
the defaults (a damaged file is only replaced when the user next saves settings); unknown
values fall back to their default one by one.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from . import paths
from .core.atomic import write_atomic

LANGUAGES = ("system", "en", "zh_TW")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: milliseconds one card movement takes at each speed
ANIMATION_MS = {"slow": 700, "normal": 400, "fast": 180, "instant": 0}
#: how long things stay on the table: other seats' moves, a finished trick
PACES = ("quick", "normal", "relaxed", "click")
#: milliseconds the table waits before showing another seat's move, per pace
PACE_MOVE_MS = {"quick": 0, "normal": 250, "relaxed": 700, "click": 250}
#: milliseconds a finished trick (or the like) stays on the table; ``None``: until a click
PACE_LINGER_MS: dict[str, int | None] = {
    "quick": 300,
    "normal": 800,
    "relaxed": 2000,
    "click": None,
}
FILE_NAME = "settings.json"


@dataclass(frozen=True)
class Settings:
    """Everything the Settings dialog edits."""

    language: str = "system"
    animation_speed: str = "normal"
    confirm_leave_game: bool = True
    undo_against_bots: bool = True
    #: one of :data:`PACES`; at the instant animation speed only "click" still waits
    pace: str = "normal"
    #: a person with exactly one legal action has it played for them
    auto_play_forced: bool = False
    #: house rule: a finished trick may be looked at again, and the log keeps played cards
    memory_aid: bool = False

    def animation_ms(self) -> int:
        """Duration of one card movement in milliseconds."""
        return ANIMATION_MS[self.animation_speed]

    def move_pause_ms(self) -> int:
        """How long the table waits before showing another seat's move."""
        return PACE_MOVE_MS[self.pace]

    def linger_ms(self) -> int | None:
        """How long a finished trick stays on the table; ``None`` means until a click."""
        return PACE_LINGER_MS[self.pace]


def settings_path() -> Path:
    """The settings file."""
    return paths.config_dir() / FILE_NAME


def _clean(data: Any) -> Settings:
    defaults = Settings()
    if not isinstance(data, dict):
        return defaults
    values: dict[str, Any] = {}
    if data.get("language") in LANGUAGES:
        values["language"] = data["language"]
    if data.get("animation_speed") in ANIMATION_SPEEDS:
        values["animation_speed"] = data["animation_speed"]
    if data.get("pace") in PACES:
        values["pace"] = data["pace"]
    for flag in ("confirm_leave_game", "undo_against_bots", "auto_play_forced", "memory_aid"):
        if isinstance(data.get(flag), bool):
            values[flag] = data[flag]
    return replace(defaults, **values)


def load_settings() -> Settings:
    """The saved settings, or the defaults when there are none or they cannot be read."""
    path = settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return Settings()
    try:
        return _clean(json.loads(text))
    except ValueError:
        return Settings()


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (a crash leaves the old file or the new one)."""
    text = json.dumps(asdict(settings), indent=2)
    write_atomic(settings_path(), text.encode("utf-8"))
