"""The games the library offers: every registered game that has a table.

Everything here is read from the games' specs (:mod:`macaron_desktop.core.registry`);
a game's table module is imported only when a player first starts or opens that game,
which keeps start-up quick.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.registry import get_spec, specs
from ..core.spec import GameSpec
from .spec_text import game_name, mode_label, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .host import GameHost
    from .session import GameSession

# the names of games and modes live in .spec_text; they are read from here too
__all__ = [
    "GameEntry",
    "entries",
    "entry_for",
    "find",
    "game_name",
    "mode_label",
    "table_hook",
    "tr",
]


@dataclass(frozen=True)
class GameEntry:
    """One tile of the game library and what the window needs to host the game.

    ``new_game`` asks the player how to set up a game and opens it; ``create_table``
    builds the table widget for a running session; ``quick_start`` starts a game of a
    mode with options at once (``--new GAME --mode M [--OPTION V] [--seed N]``).
    """

    spec: GameSpec
    new_game: Callable[[GameHost], None]
    create_table: Callable[[GameSession, GameHost], QWidget]
    quick_start: Callable[[GameHost, str, Mapping[str, Any], int | None], None] | None = None

    @property
    def game_id(self) -> str:
        """The game's id."""
        return self.spec.game_id

    @property
    def picture(self) -> str:
        """The library picture (an asset path)."""
        return self.spec.picture


def _from_table(
    module: str, name: str, shared: Callable[..., Any] | None = None
) -> Callable[..., Any]:
    """A function of a game's table module that imports the module when first called.

    A module without the function gets ``shared`` (the kit's own way of doing it).
    """

    def call(*args: Any) -> Any:
        own = getattr(importlib.import_module(module), name, None)
        if own is None and shared is not None:
            return shared(*args)
        if own is None:
            raise AttributeError(f"{module} has no {name}")
        return own(*args)

    call.__name__ = name
    return call


def _shared_new_game(spec: GameSpec) -> Callable[..., Any]:
    """The shared new-game dialog, read from ``spec``."""

    def new_game(window: GameHost) -> None:
        from .new_game import ask_new_game

        ask_new_game(window, spec)

    return new_game


def _shared_quick_start(spec: GameSpec) -> Callable[..., Any]:
    """``--new GAME --mode M``: the spec's default seats, at once."""

    def quick_start(
        window: GameHost, mode: str, options: Mapping[str, Any], seed: int | None
    ) -> None:
        from .new_game import quick_start as start_at_once

        start_at_once(window, spec, mode, options, seed)

    return quick_start


def entry_for(spec: GameSpec) -> GameEntry | None:
    """The library entry of ``spec``'s game, or ``None`` when it has no table."""
    if spec.table_module is None:
        return None
    return GameEntry(
        spec,
        new_game=_from_table(spec.table_module, "new_game", _shared_new_game(spec)),
        create_table=_from_table(spec.table_module, "create_table"),
        quick_start=_from_table(spec.table_module, "quick_start", _shared_quick_start(spec)),
    )


_ENTRIES: list[GameEntry] = []
_loaded = False


def entries() -> list[GameEntry]:
    """Every playable game, in the order the library shows them."""
    global _loaded
    if not _loaded:
        _loaded = True
        _ENTRIES[:] = [e for e in map(entry_for, specs()) if e is not None]
    return list(_ENTRIES)


def find(game_id: str) -> GameEntry | None:
    """The entry of ``game_id``, if that game can be played."""
    return next((e for e in entries() if e.game_id == game_id), None)


def table_hook(game_id: str, name: str) -> Callable[..., Any] | None:
    """A function of a game's table module (an optional hook such as ``describe_hint``),
    or ``None`` when the game has no table or the module does not define it."""
    try:
        module = get_spec(game_id).table_module
    except KeyError:
        return None
    if module is None:
        return None
    hook = getattr(importlib.import_module(module), name, None)
    return hook if callable(hook) else None
