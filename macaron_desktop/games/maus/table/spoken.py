"""Maus au Chocolat's table in words for a screen reader (context ``MausSpoken``).

A mixin of :class:`~.board.MausBoard`: a card is named by its name alone (its tool tip's
snack value and bid follow as its description), and the cards are grouped by where they
lie (the display, the bids, the discards, each seat's score pile); the kit adds your hand.
"""

from __future__ import annotations

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui.table.card_speech import CardGroup, CardSpeech

from ..cards import Card
from . import texts


class MausSpeech(CardSpeech):
    """The words of Maus au Chocolat's table items; mixed into the board."""

    card_type = Card
    card_words = staticmethod(texts.card_name)
    card_groups = (
        CardGroup("display", "display", QT_TRANSLATE_NOOP("MausSpoken", "Display")),
        CardGroup("bids", "bids", QT_TRANSLATE_NOOP("MausSpoken", "Bids")),
        CardGroup(
            "discards", "discards", QT_TRANSLATE_NOOP("MausSpoken", "Discard pile"), top=True
        ),
        CardGroup(
            "pile", "piles", QT_TRANSLATE_NOOP("MausSpoken", "%1's score pile"), by_seat=True
        ),
    )
