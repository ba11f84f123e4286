"""Masters of Maple Syrup's options: the side of the action cards (the variant)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

VARIANTS: tuple[str, ...] = ("standard", "rivals")


def validate_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """``{"variant": "standard" | "rivals"}``, default filled in; ``ValueError`` else."""
    unknown = set(config) - {"variant", "players"}
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r} for Masters of Maple Syrup")
    if config.get("players", 2) != 2:
        raise ValueError("Masters of Maple Syrup is a game for 2 players")
    variant = config.get("variant", "standard")
    if variant not in VARIANTS:
        raise ValueError(f"variant is standard or rivals, not {variant!r}")
    return {"players": 2, "variant": variant}
