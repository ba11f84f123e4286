"""Masters of Maple Syrup's table in words for a screen reader (context ``MapleSpoken``).

A mixin of :class:`~.board.MapleBoard`: a card is named by its name alone (its tool tip's
cost, value and effect follow as its description), and the cards are grouped by where they
lie (the dealt cards, the discards, each seat's property); the kit adds your hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.table.card_speech import CardSpeech

from ..cards import Card
from . import texts


class MapleSpeech(CardSpeech):
    """The words of Masters of Maple Syrup's table items; mixed into the board."""

    card_type = Card
    card_words = staticmethod(texts.card_name)

    def card_group(self, view: Any, card: Any) -> tuple[str, str] | None:
        """The dealt cards, the discards, a property."""
        if card in view.dealt:
            return "dealt", QCoreApplication.translate("MapleSpoken", "Dealt cards")
        if view.discards and card == view.discards[-1]:
            return "discards", QCoreApplication.translate("MapleSpoken", "Discard pile")
        heading = QCoreApplication.translate("MapleSpoken", "%1's property")
        return self.seat_group("property", view.properties, card, heading)
