"""Bringing an older savegame's data up to the current format, one version at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .savegame_models import VERSION, SaveError

# Each step takes the data of version N and returns the data of version N + 1.


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept ``players`` (names), ``bots`` ({seat: level}) and ``log``."""
    bots = data.pop("bots", {}) or {}
    names = data.pop("players", [])
    if not isinstance(bots, dict) or not isinstance(names, list):
        raise ValueError("players/bots")
    data["seats"] = [
        {"name": name, "kind": "bot", "level": bots[str(i)]}
        if str(i) in bots
        else {"name": name, "kind": "human", "level": None}
        for i, name in enumerate(names)
    ]
    data["moves"] = data.pop("log", [])
    data["summary"] = {}
    data["version"] = 2
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 counts the hints used; a game saved before had none."""
    data["hints"] = 0
    data["version"] = 3
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save's data up to the current version, one step at a time."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(
            "This file is not a Macaron Desktop savegame (it has no version).", "not_a_save"
        )
    if version > VERSION:
        raise SaveError(
            f"This savegame was written by a newer Macaron Desktop (format {version}); "
            "please update the app to open it.",
            "newer_version",
            version=version,
        )
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(
                f"Savegames of format {version} can no longer be opened.",
                "old_version",
                version=version,
            )
        try:
            data = step(dict(data))
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(
                f"This savegame of format {version} is damaged ({exc}).", "damaged", detail=str(exc)
            ) from exc
        version = data["version"]
    return data
