"""The kit's refusals in words, for every game.

``core.flow`` refuses an action the same way in every game (the game is over, not an
action of this game, not your turn, you have chosen already, not now); this module words
those keys once. A game's own texts word its own refusals and fall back to
:func:`kit_refusal` for the rest, so no game repeats these sentences.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core import flow
from macaron_desktop.core.messages import Message


def kit_refusal(message: Message) -> str | None:
    """The sentence for one of the kit's refusal keys, or ``None`` for any other key."""
    key = message.key
    if key == flow.NOT_YOUR_TURN:
        return QCoreApplication.translate("Refusal", "It is not your turn.")
    if key == flow.WRONG_STEP:
        return QCoreApplication.translate("Refusal", "That is not possible now.")
    if key == flow.ALREADY_CHOSEN:
        return QCoreApplication.translate("Refusal", "You have already made your choice.")
    if key == flow.GAME_OVER:
        return QCoreApplication.translate("Refusal", "The game is over.")
    if key == flow.UNKNOWN_ACTION:
        return QCoreApplication.translate("Refusal", "That is not a move of this game.")
    return None


def refusal_or_not_now(message: Message) -> str:
    """The kit's sentence for ``message``, else the general "That is not possible now."
    (for a refusal key a game has not worded)."""
    text = kit_refusal(message)
    if text is None:
        return QCoreApplication.translate("Refusal", "That is not possible now.")
    return text
