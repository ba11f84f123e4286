"""La Macarena's options: the number of players and who starts the first hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PLAYERS: tuple[int, ...] = (2, 3, 4, 5)
WELLS = 7
HAND_SIZE = 7
MACAS = 7


def amulets_to_win(players: int) -> int:
    """Amulets that win: 2 with two or three players, 1 with four or five."""
    return 2 if players <= 3 else 1


def validate_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """``{"players": 2-5, "start_player": None or a seat}``, defaults filled in.

    ``start_player`` ``None`` draws the first hand's start player from the seed.
    ``ValueError`` names the first bad or unknown option.
    """
    unknown = set(config) - {"players", "start_player"}
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r} for La Macarena")
    players = config.get("players", 4)
    if isinstance(players, bool) or players not in PLAYERS:
        raise ValueError(f"La Macarena takes 2 to 5 players, not {players!r}")
    start = config.get("start_player")
    if start is not None and (isinstance(start, bool) or start not in range(players)):
        raise ValueError(f"start_player must be a seat from 0 to {players - 1}, or None")
    return {"players": players, "start_player": start}
