"""La Macarena's seats, result labels and hand count for a script that plays it headless.

The simulator (``python -m macaron_desktop.sim``) needs none of this: it reads the spec,
and writes records with ``record.make_record``, the action log always included
(``docs/records.md``). These helpers remain for scripts of one's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop.core.match import SeatSpec

from .config import validate_config


def seats(config: Mapping[str, Any], bots: Sequence[str]) -> list[SeatSpec]:
    """One bot seat per player: one bot name per seat, or a single name for all."""
    players = validate_config(config)["players"]
    names = list(bots) if len(bots) > 1 else list(bots) * players
    if len(names) != players:
        raise ValueError(f"{players} bot names needed, {len(names)} given")
    return [SeatSpec(f"Bot {i + 1}", "bot", names[i]) for i in range(players)]


def result_labels(config: Mapping[str, Any]) -> list[str]:
    """The names of the result's entries: one per seat."""
    return [f"seat {s}" for s in range(validate_config(config)["players"])]


def hands_played(state: Any) -> int:
    """Hands played in a game (the simulator's "rounds")."""
    return len(state.hand_results)
