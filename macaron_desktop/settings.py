"""User settings: language, animation speed, pace, confirmations, undo and forced moves,
the history of finished games, the table's look (card size, high contrast), and each game's
own settings (declared in its spec, kept under ``games``).

Stored as a small JSON file in the user config folder. A missing file gives the defaults;
so does a damaged one (not a regular file, too big, not JSON, too deep, not an object or
an app-wide value of the wrong type), which is first kept aside under a name of its own (see
:mod:`.core.quarantine`) and noted for the player. Unknown values of the right type fall
back to their default one by one. A game's own setting that older files kept
among the app-wide ones (its spec names the ``old_key``) is read into the game's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from . import paths
from .core import quarantine
from .core.atomic import write_atomic
from .core.registry import get_spec, specs

LANGUAGES = ("system", "en", "zh_TW")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: milliseconds one card movement takes at each speed
ANIMATION_MS = {"slow": 700, "normal": 400, "fast": 180, "instant": 0}
#: how long things stay on the table: other seats' moves, what the game pauses on to show
PACES = ("quick", "normal", "relaxed", "click")
#: milliseconds the table waits before showing another seat's move, per pace
PACE_MOVE_MS = {"quick": 0, "normal": 250, "relaxed": 700, "click": 250}
#: milliseconds what the game pauses on stays on the table; ``None``: until a click
PACE_LINGER_MS: dict[str, int | None] = {
    "quick": 300,
    "normal": 800,
    "relaxed": 2000,
    "click": None,
}
#: the card sizes the table offers, in percent of the size a game's layout picks
CARD_SCALES = (100, 110, 120, 130, 140, 150, 160)
FILE_NAME = "settings.json"
#: what :func:`.core.quarantine.keep_aside` notes a damaged settings file as
KIND = "settings"
_TEXT_KEYS = ("language", "animation_speed", "pace")
_FLAG_KEYS = (
    "confirm_leave_game",
    "undo_against_bots",
    "auto_play_forced",
    "keep_history",
    "high_contrast",
)


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
    #: every finished game is kept in the history (Statistics lists it, the replay opens it)
    keep_history: bool = True
    #: the cards on every game's table, in percent (one of :data:`CARD_SCALES`)
    card_scale: int = 100
    #: the table in the high-contrast palette: every text and symbol at least 4.5:1
    high_contrast: bool = False
    #: each game's own settings, game id -> key -> value (read them with :meth:`game_value`)
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: each game's last new game as set up in the new-game dialog, game id -> ``mode``,
    #: ``options`` and ``seats`` (``name``, ``kind``, ``level``): the dialog starts there
    new_games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def animation_ms(self) -> int:
        """Duration of one card movement in milliseconds."""
        return ANIMATION_MS[self.animation_speed]

    def move_pause_ms(self) -> int:
        """How long the table waits before showing another seat's move."""
        return PACE_MOVE_MS[self.pace]

    def linger_ms(self) -> int | None:
        """How long what the game pauses on stays on the table; ``None``: until a click."""
        return PACE_LINGER_MS[self.pace]

    def card_factor(self) -> float:
        """The card size as a factor of the size a game's layout picks (1.0 to 1.6)."""
        return self.card_scale / 100

    def game_value(self, game_id: str, key: str) -> Any:
        """The game's own setting ``key``: the value chosen, or the declared default when
        none was or it is not one the setting takes. ``KeyError`` for an undeclared one."""
        setting = get_spec(game_id).setting(key)
        value = self.games.get(game_id, {}).get(key, setting.default)
        return value if setting.accepts(value) else setting.default

    def with_game_value(self, game_id: str, key: str, value: Any) -> Settings:
        """A copy with the game's own setting ``key`` set to ``value``."""
        games = {game: dict(values) for game, values in self.games.items()}
        games.setdefault(game_id, {})[key] = value
        return replace(self, games=games)


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
    for flag in _FLAG_KEYS:
        if isinstance(data.get(flag), bool):
            values[flag] = data[flag]
    scale = data.get("card_scale")
    if isinstance(scale, int) and not isinstance(scale, bool) and scale in CARD_SCALES:
        values["card_scale"] = scale
    games = _clean_games(data)
    if games:
        values["games"] = games
    new_games = _clean_new_games(data.get("new_games"))
    if new_games:
        values["new_games"] = new_games
    return replace(defaults, **values)


def _clean_new_games(saved: Any) -> dict[str, dict[str, Any]]:
    """The last new game of each game, each part kept only in the shape the dialog reads
    (the dialog itself checks that the mode, options and seats still exist)."""
    found: dict[str, dict[str, Any]] = {}
    for game_id, last in saved.items() if isinstance(saved, dict) else ():
        if not isinstance(last, dict) or not isinstance(last.get("mode"), str):
            continue
        options = last.get("options")
        seats = last.get("seats")
        found[game_id] = {
            "mode": last["mode"],
            "options": {
                k: v
                for k, v in (options.items() if isinstance(options, dict) else ())
                if isinstance(v, (bool, int, str))
            },
            "seats": [
                {k: s.get(k) for k in ("name", "kind", "level")}
                for s in (seats if isinstance(seats, list) else ())
                if isinstance(s, dict)
                and isinstance(s.get("name"), str)
                and isinstance(s.get("kind"), str)
                and (s.get("level") is None or isinstance(s.get("level"), str))
            ],
        }
    return found


def _clean_games(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each game's own settings: a declared one only with a value it takes (or the value
    an older file kept at the top level), others as saved (a game or a version that is
    not here may know them)."""
    saved = data.get("games")
    games: dict[str, dict[str, Any]] = {}
    for game_id, values in saved.items() if isinstance(saved, dict) else ():
        if isinstance(values, dict):
            games[game_id] = {k: v for k, v in values.items() if isinstance(v, (bool, int, str))}
    for spec in specs():
        values = games.get(spec.game_id, {})
        for setting in spec.settings:
            if setting.key in values and not setting.accepts(values[setting.key]):
                del values[setting.key]
            if setting.key not in values and setting.old_key:
                old = data.get(setting.old_key)
                if setting.accepts(old):
                    values[setting.key] = old
        if values:
            games[spec.game_id] = values
    return {game_id: values for game_id, values in games.items() if values}


def _wrong_types(data: Any) -> bool:
    """Whether ``data`` is not a settings object or a known value has the wrong type."""
    if not isinstance(data, dict):
        return True
    if any(key in data and not isinstance(data[key], str) for key in _TEXT_KEYS):
        return True
    return any(key in data and not isinstance(data[key], bool) for key in _FLAG_KEYS)


def _read() -> Any:
    """The file's JSON value (``None`` when there is none); a damaged file raises
    :class:`~.core.quarantine.Unreadable`."""
    data = quarantine.read_json(settings_path())
    if data is not None and _wrong_types(data):
        raise quarantine.Unreadable("not a settings object")
    return data


def load_settings() -> Settings:
    """The saved settings, or the defaults when there are none or they cannot be read
    (a damaged file is kept aside and noted for the player)."""
    try:
        data = _read()
    except quarantine.Unreadable:
        quarantine.keep_aside(settings_path(), KIND)
        return Settings()
    return Settings() if data is None else _clean(data)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (a crash leaves the old file or the new one); a
    damaged file there is kept aside first, never written over."""
    try:
        _read()
    except quarantine.Unreadable:
        quarantine.keep_aside(settings_path(), KIND)
    text = json.dumps(asdict(settings), indent=2)
    write_atomic(settings_path(), text.encode("utf-8"))
