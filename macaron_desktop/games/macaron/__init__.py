"""Macaron: a trick-taking game of Royal flavours, Allergens and gift boxes.

The rules engine (no Qt). ``GAME`` implements the core game contract; see ``actions``
for what seats can do, ``view`` for what they may see and ``messages`` for every message
and event key the GUI translates.
"""

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
