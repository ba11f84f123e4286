"""The games the library offers. A game appears here only once it can really be played."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow


@dataclass(frozen=True)
class GameEntry:
    """One tile of the game library.

    ``name``, ``players`` and ``description`` are source texts in the ``Catalog``
    translation context (marked with ``QT_TRANSLATE_NOOP`` where they are defined).
    """

    game_id: str
    name: str
    players: str
    description: str
    picture: str
    start: Callable[[MainWindow], None]


def entries() -> list[GameEntry]:
    """Every playable game, in the order the library shows them."""
    return list(_ENTRIES)


#: Filled by each game's GUI module as it lands (Macaron first).
_ENTRIES: list[GameEntry] = []
