"""The card size a table was last laid out with, and rectangles placed by their centre.

A game's board keeps where things went at its last layout (the animations and the
gestures read it afterwards) in a dataclass of its own that extends :class:`CardGeometry`
with its own areas.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF


@dataclass
class CardGeometry:
    """The size of a full card at the last layout, the table's scale and where your hand
    is (a game's geometry adds its own areas)."""

    card_w: float = 70.0
    card_h: float = 98.0
    # the table's scale against its designed size (the texts the kit draws grow with it)
    scale: float = 1.0
    # where your hand is laid out
    hand: QRectF = field(default_factory=QRectF)

    @property
    def size(self) -> QSizeF:
        """A full card."""
        return QSizeF(self.card_w, self.card_h)

    def scaled(self, factor: float) -> QSizeF:
        """A card ``factor`` times the full size (a seat's small cards, a pile)."""
        return QSizeF(self.card_w * factor, self.card_h * factor)


def centred_rect(centre: QPointF, size: QSizeF) -> QRectF:
    """The rectangle of ``size`` whose centre is ``centre``."""
    rect = QRectF(QPointF(), size)
    rect.moveCenter(centre)
    return rect
