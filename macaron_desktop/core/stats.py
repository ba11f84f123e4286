"""Statistics of finished games: played, won, best score and hints used per game and mode.

Kept as a small JSON file in the user data folder, written atomically. A damaged file
is set aside (renamed, never deleted) and counting starts afresh.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .. import paths
from .atomic import write_atomic
from .match import Match

FILE_NAME = "statistics.json"


@dataclass
class ModeStats:
    """Figures of one game and mode."""

    played: int = 0
    won: int = 0
    best_score: int = 0
    #: hints asked for in those games
    hints: int = 0


def stats_path() -> Path:
    """The statistics file."""
    return paths.data_dir() / FILE_NAME


def load_stats() -> dict[str, dict[str, ModeStats]]:
    """``{game_id: {mode: ModeStats}}``; empty when there is no readable file."""
    path = stats_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {
            game: {mode: ModeStats(**figures) for mode, figures in modes.items()}
            for game, modes in data.items()
        }
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, TypeError, AttributeError):
        aside = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, aside)
        except OSError:
            pass
        return {}


def mode_name(game_id: str, config: Mapping[str, Any]) -> str:
    """The mode a game's figures are counted under (``"default"`` for a game without)."""
    from .registry import get_spec

    try:
        mode = get_spec(game_id).mode_of(config)
    except KeyError:
        mode = None
    return mode.id if mode is not None else "default"


def record_finished(match: Match[Any, Any]) -> ModeStats | None:
    """Count a finished match for its game and mode; returns the updated figures."""
    result = match.result()
    if result is None:
        return None
    humans = [i for i, seat in enumerate(match.seats) if seat.kind == "human"]
    # scores and winners are per scoring side (a team, or a lone seat)
    own = sorted({side for i in humans if (side := result.side_of(i)) is not None})
    stats = load_stats()
    mode = mode_name(match.game.game_id, match.config)
    figures = stats.setdefault(match.game.game_id, {}).setdefault(mode, ModeStats())
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
