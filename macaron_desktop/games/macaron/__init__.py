"""Macaron: a trick-taking game of Royal flavours, Allergens and gift boxes.

The rules engine (no Qt). ``GAME`` implements the core game contract; see ``actions``
for what seats can do, ``view`` for what they may see and ``messages`` for every message
and event key the GUI translates.

The names below load on first use, so that the app's library (which imports the
Macaron table's entry at start-up) does not pay for the engine until a game starts.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import (
        Bet,
        ChooseAllergen,
        ChooseRoyal,
        Discard,
        EmmaPlay,
        PassCards,
        PlaceVote,
        PlayCard,
        SkipBet,
    )
    from .cards import Card, Flavor, Group
    from .rules import GAME, MacaronGame
    from .state import MacaronState, Phase
    from .view import MacaronView

_WHERE = {
    "Bet": "actions",
    "ChooseAllergen": "actions",
    "ChooseRoyal": "actions",
    "Discard": "actions",
    "EmmaPlay": "actions",
    "PassCards": "actions",
    "PlaceVote": "actions",
    "PlayCard": "actions",
    "SkipBet": "actions",
    "Card": "cards",
    "Flavor": "cards",
    "Group": "cards",
    "GAME": "rules",
    "MacaronGame": "rules",
    "MacaronState": "state",
    "Phase": "state",
    "MacaronView": "view",
}

__all__ = [
    "GAME",
    "Bet",
    "Card",
    "ChooseAllergen",
    "ChooseRoyal",
    "Discard",
    "EmmaPlay",
    "Flavor",
    "Group",
    "MacaronGame",
    "MacaronState",
    "MacaronView",
    "PassCards",
    "Phase",
    "PlaceVote",
    "PlayCard",
    "SkipBet",
]


def __getattr__(name: str) -> Any:
    """Load ``GAME`` and the other public names from their modules when first asked."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
