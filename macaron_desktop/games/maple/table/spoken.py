"""Masters of Maple Syrup's table in words for a screen reader (context ``MapleSpoken``).

A mixin of :class:`~.board.MapleBoard`: a card is named by its name alone (its tool tip's
cost, value and effect follow as its description), and the cards are grouped by where they
lie (the dealt cards, the discards, each seat's property); the kit adds your hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from macaron_desktop.ui.table import CardItem
from macaron_desktop.ui.table.accessible import Spoken, plain
from macaron_desktop.ui.words import fill

from ..cards import Card
from . import texts


class MapleSpeech:
    """The words of Masters of Maple Syrup's table items; mixed into the board."""

    host: Any
    # the board's: the viewing seat's view now
    current: Callable[[], Any]

    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """A face-up card: its name, with its tool tip as the description."""
        if isinstance(item, CardItem) and isinstance(item.key, Card):
            return Spoken(texts.card_name(item.key), kind="card", description=plain(item.toolTip()))
        return None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """Where a card lies: the dealt cards, the discards, a property."""
        if not isinstance(item, CardItem) or not isinstance(item.key, Card):
            return None
        view = self.current()
        card = item.key
        if card in view.hand:
            return None  # the kit's: your hand
        if card in view.dealt:
            return "dealt", QCoreApplication.translate("MapleSpoken", "Dealt cards")
        if view.discards and card == view.discards[-1]:
            return "discards", QCoreApplication.translate("MapleSpoken", "Discard pile")
        for seat, property_ in enumerate(view.properties):
            if card in property_ and 0 <= seat < len(self.host.names):
                return f"property/{seat}", fill(
                    QCoreApplication.translate("MapleSpoken", "%1's property"),
                    self.host.names[seat],
                )
        return None
