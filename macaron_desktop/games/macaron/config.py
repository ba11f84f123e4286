"""Game set-up: the modes, what each mode puts on the table, and config validation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import FLAVORS, Flavor, Group

MODES: tuple[str, ...] = ("solo", "2p", "3p", "4p", "2v2", "5p")
SCORINGS: tuple[str, ...] = ("standard", "advanced")
#: RULINGS 1.6: 10, 15 or 20 VP on the standard side; 30 as well on the advanced side
TARGETS: dict[str, tuple[int, ...]] = {"standard": (10, 15, 20), "advanced": (10, 15, 20, 30)}
DEFAULT_TARGET = 10


@dataclass(frozen=True, slots=True)
class ModeInfo:
    """What one mode puts on the table."""

    name: str
    seats: int
    flavors: tuple[Flavor, ...]
    groups: tuple[Group, ...]
    hand_size: int
    #: the voting tokens of the whole table (empty when the mode does not vote)
    tokens: tuple[int, ...]
    tokens_each: int
    solo: bool = False
    teams: tuple[tuple[int, ...], ...] | None = None

    @property
    def voting(self) -> bool:
        """Whether Royal and Allergen are chosen by token votes."""
        return bool(self.tokens)

    @property
    def choosers(self) -> bool:
        """Whether Royal and Allergen are picked by two chosen players (2P, 3P)."""
        return not self.solo and not self.tokens


_FIVE = FLAVORS[:5]
_SIX = FLAVORS[:6]
_ABC = (Group.A, Group.B, Group.C)
_TOKENS_12 = (1,) * 4 + (2,) * 4 + (3,) * 4
_TOKENS_10 = (1,) * 4 + (2,) * 4 + (3,) * 2

MODE_INFO: dict[str, ModeInfo] = {
    "solo": ModeInfo("solo", 2, _FIVE, _ABC, 13, (), 0, solo=True),
    "2p": ModeInfo("2p", 2, _FIVE, _ABC, 13, (), 0),
    "3p": ModeInfo("3p", 3, _SIX, _ABC, 13, (), 0),
    "4p": ModeInfo("4p", 4, FLAVORS, tuple(Group), 13, _TOKENS_12, 3),
    "2v2": ModeInfo("2v2", 4, FLAVORS, tuple(Group), 13, _TOKENS_12, 3, teams=((0, 2), (1, 3))),
    "5p": ModeInfo("5p", 5, FLAVORS, tuple(Group), 10, _TOKENS_10, 2),
}

#: the seat Emma occupies in solo
EMMA = 1
#: the player's seat in solo
PLAYER = 0


def validate_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """A complete config with defaults filled in; ``ValueError`` saying what is wrong."""
    if not isinstance(config, Mapping):
        raise ValueError("the config must be a mapping")
    known = {"mode", "scoring", "target", "start_player"}
    unknown = sorted(set(config) - known)
    if unknown:
        raise ValueError(f"unknown config keys: {', '.join(map(str, unknown))}")
    mode = config.get("mode", "4p")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    scoring = config.get("scoring", "standard")
    if scoring not in SCORINGS:
        raise ValueError(f"scoring must be 'standard' or 'advanced', not {scoring!r}")
    target = config.get("target", DEFAULT_TARGET)
    allowed = TARGETS[scoring]
    if isinstance(target, bool) or target not in allowed:
        raise ValueError(
            f"target on the {scoring} side must be one of "
            f"{', '.join(map(str, allowed))}, not {target!r}"
        )
    start = config.get("start_player")
    seats = MODE_INFO[mode].seats
    if start is not None:
        if isinstance(start, bool) or not isinstance(start, int) or not 0 <= start < seats:
            raise ValueError(f"start_player must be None or a seat from 0 to {seats - 1}")
        if mode == "solo" and start != PLAYER:
            raise ValueError("in solo the player (seat 0) always starts")
    return {"mode": mode, "scoring": scoring, "target": int(target), "start_player": start}
