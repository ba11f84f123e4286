"""Maus au Chocolat's table in words for a screen reader (context ``MausSpoken``).

A mixin of :class:`~.board.MausBoard`: a card is named by its name alone (its tool tip's
snack value and bid follow as its description), and the cards are grouped by where they
lie (the display, the bids, the discards, each seat's score pile); the kit adds your hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.table.card_speech import CardSpeech

from ..cards import Card
from . import texts


class MausSpeech(CardSpeech):
    """The words of Maus au Chocolat's table items; mixed into the board."""

    card_type = Card
    card_words = staticmethod(texts.card_name)

    def card_group(self, view: Any, card: Any) -> tuple[str, str] | None:
        """The display, the bids, the discards, a score pile."""
        if card in view.display:
            return "display", QCoreApplication.translate("MausSpoken", "Display")
        if card in view.bids:
            return "bids", QCoreApplication.translate("MausSpoken", "Bids")
        if view.discards and card == view.discards[-1]:
            return "discards", QCoreApplication.translate("MausSpoken", "Discard pile")
        heading = QCoreApplication.translate("MausSpoken", "%1's score pile")
        return self.seat_group("pile", view.piles, card, heading)
