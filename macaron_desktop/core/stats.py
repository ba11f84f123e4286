"""Statistics of finished games: played, won, best score and hints used per game and mode.

Kept as a small JSON file in the user data folder, written atomically. A file that cannot
be read (not a regular file, too big, not JSON, too deep, a value of the wrong type) is
kept aside under a name of its own and noted for the player (see :mod:`.quarantine`), and
counting starts afresh: the end of a game never fails on the statistics.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .. import paths
from . import quarantine
from .atomic import write_atomic
from .match import Match

FILE_NAME = "statistics.json"
#: what :func:`.quarantine.keep_aside` notes a damaged statistics file as
KIND = "statistics"


#: how many of the last counted games' keys each mode remembers (see :func:`record_finished`)
COUNTED_KEYS = 50


@dataclass
class ModeStats:
    """Figures of one game and mode."""

    played: int = 0
    won: int = 0
    best_score: int = 0
    #: hints asked for in those games
    hints: int = 0
    #: the keys of the last games counted here, newest last (a game is counted once)
    counted: list[str] = field(default_factory=list)


def stats_path() -> Path:
    """The statistics file."""
    return paths.data_dir() / FILE_NAME


def _figures(data: Any) -> ModeStats:
    """One mode's figures; :class:`~.quarantine.Unreadable` unless each known one is a
    whole number (unknown ones, from a later version, are left out)."""
    if not isinstance(data, dict):
        raise quarantine.Unreadable("figures are not an object")
    values: dict[str, int] = {}
    for item in fields(ModeStats):
        if item.name == "counted":
            continue
        value = data.get(item.name, 0)
        if type(value) is not int:
            raise quarantine.Unreadable(f"{item.name} is not a count")
        values[item.name] = value
    keys = data.get("counted", [])
    if not isinstance(keys, list) or not all(isinstance(key, str) for key in keys):
        raise quarantine.Unreadable("counted is not a list of game keys")
    return ModeStats(**values, counted=keys[-COUNTED_KEYS:])


def _parse(data: Any) -> dict[str, dict[str, ModeStats]]:
    if not isinstance(data, dict) or not all(isinstance(m, dict) for m in data.values()):
        raise quarantine.Unreadable("not a statistics object")
    return {
        str(game): {str(mode): _figures(figures) for mode, figures in modes.items()}
        for game, modes in data.items()
    }


def load_stats() -> dict[str, dict[str, ModeStats]]:
    """``{game_id: {mode: ModeStats}}``; empty when there is no readable file (one that
    cannot be read is kept aside and noted for the player)."""
    path = stats_path()
    try:
        data = quarantine.read_json(path)
        return {} if data is None else _parse(data)
    except quarantine.Unreadable:
        quarantine.keep_aside(path, KIND)
        return {}


def mode_name(game_id: str, config: Mapping[str, Any]) -> str:
    """The mode a game's figures are counted under (``"default"`` for a game without)."""
    from .registry import get_spec

    try:
        mode = get_spec(game_id).mode_of(config)
    except KeyError:
        mode = None
    return mode.id if mode is not None else "default"


def record_finished(match: Match[Any, Any], key: str | None = None) -> ModeStats | None:
    """Count a finished match for its game and mode; returns the updated figures.

    ``key`` names the game (its savegame's): a game whose key was counted already is not
    counted again (``None`` is returned). The figures and the key are written in one
    atomic step, so a game is counted entirely or not at all, and never twice.
    """
    result = match.result()
    if result is None:
        return None
    humans = [i for i, seat in enumerate(match.seats) if seat.kind == "human"]
    # scores and winners are per scoring side (a team, or a lone seat)
    own = sorted({side for i in humans if (side := result.side_of(i)) is not None})
    stats = load_stats()
    mode = mode_name(match.game.game_id, match.config)
    figures = stats.setdefault(match.game.game_id, {}).setdefault(mode, ModeStats())
    if key is not None:
        if key in figures.counted:
            return None
        figures.counted = [*figures.counted, key][-COUNTED_KEYS:]
    figures.played += 1
    if any(i in result.winners for i in own):
        figures.won += 1
    if own:
        figures.best_score = max(figures.best_score, *(result.scores[i] for i in own))
    figures.hints += getattr(match, "hints_used", 0)
    _write(stats)
    return figures


def _write(stats: dict[str, dict[str, ModeStats]]) -> None:
    data = {game: {m: asdict(f) for m, f in modes.items()} for game, modes in stats.items()}
    text = json.dumps(data, indent=1, sort_keys=True)
    write_atomic(stats_path(), text.encode("utf-8"))
