"""Maus au Chocolat's options: the number of players (2-6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PLAYERS: tuple[int, ...] = (2, 3, 4, 5, 6)
HAND_SIZE = 5
HAND_LIMIT = 8
TARGET = 30


def validate_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """``{"players": 2-6}``, defaults filled in; ``ValueError`` names a bad option."""
    unknown = set(config) - {"players"}
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r} for Maus au Chocolat")
    players = config.get("players", 4)
    if isinstance(players, bool) or players not in PLAYERS:
        raise ValueError(f"Maus au Chocolat takes 2 to 6 players, not {players!r}")
    return {"players": players}
