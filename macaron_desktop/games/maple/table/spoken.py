"""Masters of Maple Syrup's table in words for a screen reader (context ``MapleSpoken``).

A mixin of :class:`~.board.MapleBoard`: a card is named by its name alone (its tool tip's
cost, value and effect follow as its description), and the cards are grouped by where they
lie (the dealt cards, the discards, each seat's property); the kit adds your hand.
"""

from __future__ import annotations

from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.ui.table.card_speech import CardGroup, CardSpeech

from ..cards import Card
from . import texts


class MapleSpeech(CardSpeech):
    """The words of Masters of Maple Syrup's table items; mixed into the board."""

    card_type = Card
    card_words = staticmethod(texts.card_name)
    card_groups = (
        CardGroup("dealt", "dealt", QT_TRANSLATE_NOOP("MapleSpoken", "Dealt cards")),
        CardGroup(
            "discards", "discards", QT_TRANSLATE_NOOP("MapleSpoken", "Discard pile"), top=True
        ),
        CardGroup(
            "property",
            "properties",
            QT_TRANSLATE_NOOP("MapleSpoken", "%1's property"),
            by_seat=True,
        ),
    )
