"""La Macarena: lay series of cards on seven wells, enchant them with Macas, win amulets.

The rules engine (no Qt), on the kit's contract (``core.game``): ``GAME`` is the rules
object, ``BOTS`` the bot table (``random``, ``basic``). Modules: ``cards``, ``config``,
``actions`` (what a seat can do, step by step), ``series`` (how cards link), ``state``,
``rules``, ``view`` (what a seat may see), ``resample`` (for search bots), ``bots``,
``messages`` (every refusal, event, award and prompt key), ``record`` (game records and
their independent checker).

The app finds the game through ``spec`` (named in ``macaron_desktop.games.SPECS``);
the Qt side is the ``table`` subpackage.
``GAME`` and ``BOTS`` load on first use, so a library entry can import this package
without loading the engine.
"""

from __future__ import annotations

from typing import Any

__all__ = ["BOTS", "GAME"]


def __getattr__(name: str) -> Any:
    """``GAME`` and ``BOTS``, imported when first asked for."""
    if name == "GAME":
        from .rules import GAME as value
    elif name == "BOTS":
        from .levels import BOTS as value
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
