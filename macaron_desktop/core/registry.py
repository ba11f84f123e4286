"""Where the rules of each game are found, loaded only when first needed."""

from __future__ import annotations

import importlib
from typing import Any

from .game import Game

#: game id -> module holding a ``GAME`` object that implements the contract.
RULES_MODULES: dict[str, str] = {
    "toy": "macaron_desktop.core.toy_game",
    "macaron": "macaron_desktop.games.macaron",
}


def register(game_id: str, module: str) -> None:
    """Make a game's rules known under ``game_id``."""
    RULES_MODULES[game_id] = module


def get_game(game_id: str) -> Game[Any, Any]:
    """The rules of ``game_id``; ``KeyError`` for an unknown game."""
    try:
        module = RULES_MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None
    return importlib.import_module(module).GAME  # type: ignore[no-any-return]
