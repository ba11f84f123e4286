"""Macaron: a trick-taking game of Royal flavours, Allergens and gift boxes.

The rules engine (no Qt). ``GAME`` implements the core game contract. Modules:
``actions`` (what seats can do), ``view`` (what a seat may see), ``messages`` (every
refusal and event key with its values), ``bots`` (``BOTS``), ``record`` (game records),
``cards``, ``config``, ``state``, ``tricks``, ``scoring``, ``emma``.
"""

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
