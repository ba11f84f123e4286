"""Where the games are found: the specs named in ``macaron_desktop.games.SPECS``.

Adding a game is its package plus one line in that list. Specs are small and Qt-free and
import no rules engine, so reading them at start-up costs next to nothing; the rules load
when a game first needs them.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .bots import Bot
    from .game import Game
    from .spec import GameSpec

_SPECS: dict[str, GameSpec] = {}


def spec_modules() -> tuple[str, ...]:
    """The modules that define a game's ``SPEC``, in the order the library shows them."""
    from .. import games

    return tuple(games.SPECS)


def _load() -> dict[str, GameSpec]:
    if not _SPECS:
        for module in spec_modules():
            spec: GameSpec = importlib.import_module(module).SPEC
            _SPECS.setdefault(spec.game_id, spec)
    return _SPECS


def specs() -> list[GameSpec]:
    """Every registered game's spec, in registry order."""
    return list(_load().values())


def get_spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``; ``KeyError`` for an unknown game."""
    try:
        return _load()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def register(spec: GameSpec) -> None:
    """Add (or replace) a game at run time (tests, and games from elsewhere)."""
    _load()[spec.game_id] = spec


def get_game(game_id: str) -> Game[Any, Any]:
    """The rules of ``game_id``; ``KeyError`` for an unknown game."""
    return get_spec(game_id).game()


def get_bot(game_id: str, level: str | None) -> Bot:
    """A bot of ``level`` for ``game_id`` (the game's default level if ``None``).

    A game that declares no bots plays with random ones. ``KeyError`` for an unknown level.
    """
    spec = get_spec(game_id)
    if not spec.bots and level in (None, "random"):
        from .bots import RandomBot

        return RandomBot()
    return spec.bot(level)


class _RulesModules(Mapping[str, str]):
    """game id -> its rules module, read from the specs (kept for older callers)."""

    def __getitem__(self, game_id: str) -> str:
        return get_spec(game_id).rules_module

    def __iter__(self) -> Iterator[str]:
        return iter(_load())

    def __len__(self) -> int:
        return len(_load())


RULES_MODULES: Mapping[str, str] = _RulesModules()
