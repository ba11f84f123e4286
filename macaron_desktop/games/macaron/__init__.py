"""Macaron: a trick-taking game of Royal flavours, Allergens and gift boxes.

The rules engine (no Qt). ``GAME`` implements the core game contract. Modules:
``actions`` (what seats can do), ``view`` (what a seat may see), ``messages`` (every
refusal and event key with its values), ``bots`` (``BOTS``), ``record`` (game records),
``cards``, ``config``, ``state``, ``tricks``, ``scoring``, ``emma``.

The names below load on first use: the game library imports the Macaron table's entry
at start-up, and the engine (about 25 ms to import) is only needed once a game starts.
A test checks that the entry does not load the rules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import (
        Bet,
        CardChoices,
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
    from .scoring import RoundScore
    from .state import MacaronState, Phase, Trick, TrickPlay, VoteView
    from .view import MacaronView

_WHERE = {
    "Bet": "actions",
    "CardChoices": "actions",
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
    "RoundScore": "scoring",
    "MacaronState": "state",
    "Phase": "state",
    "Trick": "state",
    "TrickPlay": "state",
    "VoteView": "state",
    "MacaronView": "view",
}

__all__ = [
    "GAME",
    "Bet",
    "Card",
    "CardChoices",
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
    "RoundScore",
    "SkipBet",
    "Trick",
    "TrickPlay",
    "VoteView",
]


def __getattr__(name: str) -> Any:
    """Load ``GAME`` and the other public names from their modules when first asked."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
