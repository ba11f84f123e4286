"""Where the rules of each game are found, loaded only when first needed."""

from __future__ import annotations

import importlib
from typing import Any

from .bots import Bot, RandomBot
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


def get_bot(game_id: str, level: str | None) -> Bot:
    """A bot of ``level`` for ``game_id`` (the game's ``BOTS`` table, else a random bot).

    ``KeyError`` when the game has a bot table without that level.
    """
    module = importlib.import_module(RULES_MODULES[game_id])
    table = getattr(module, "BOTS", None)
    if table is None:
        try:
            table = importlib.import_module(f"{RULES_MODULES[game_id]}.bots").BOTS
        except ModuleNotFoundError:
            table = None
    if table is None:
        if level in (None, "random"):
            return RandomBot()
        raise KeyError(f"{game_id} has no bot {level!r}")
    name = level or "basic"
    if name not in table:
        raise KeyError(f"{game_id} has no bot {name!r}")
    entry = table[name]
    return entry() if isinstance(entry, type) else entry  # a class or a ready instance
