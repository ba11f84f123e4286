"""Maus au Chocolat's table in words for a screen reader (context ``MausSpoken``).

A mixin of :class:`~.board.MausBoard`: a card is named by its name alone (its tool tip's
snack value and bid follow as its description), and the cards are grouped by where they
lie (the display, the bids, the discards, each seat's score pile); the kit adds your hand.
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


class MausSpeech:
    """The words of Maus au Chocolat's table items; mixed into the board."""

    host: Any
    # the board's: the viewing seat's view now
    current: Callable[[], Any]

    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """A face-up card: its name, with its tool tip as the description."""
        if isinstance(item, CardItem) and isinstance(item.key, Card):
            return Spoken(texts.card_name(item.key), kind="card", description=plain(item.toolTip()))
        return None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """Where a card lies: the display, the bids, the discards, a score pile."""
        if not isinstance(item, CardItem) or not isinstance(item.key, Card):
            return None
        view = self.current()
        card = item.key
        if card in view.hand:
            return None  # the kit's: your hand
        if card in view.display:
            return "display", QCoreApplication.translate("MausSpoken", "Display")
        if card in view.bids:
            return "bids", QCoreApplication.translate("MausSpoken", "Bids")
        if view.discards and card == view.discards[-1]:
            return "discards", QCoreApplication.translate("MausSpoken", "Discard pile")
        for seat, pile in enumerate(view.piles):
            if card in pile and 0 <= seat < len(self.host.names):
                return f"pile/{seat}", fill(
                    QCoreApplication.translate("MausSpoken", "%1's score pile"),
                    self.host.names[seat],
                )
        return None
