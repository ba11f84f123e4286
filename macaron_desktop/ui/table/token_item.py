"""A token (chip, marker, box): a round or square piece drawn from a pixmap."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from .draggable import DraggableItem, snap_to_pixels


class TokenItem(DraggableItem):
    """A token (chip, marker, box) drawn from a pixmap, with a tool tip.

    It clicks and drags like a card. ``circular`` makes its glow (and focus ring) round;
    ``shadow`` adds a shadow on the table, for art that does not draw its own.
    """

    def __init__(
        self,
        key: Hashable,
        size: QSizeF,
        pixmap: QPixmap | None = None,
        tooltip: str = "",
        *,
        circular: bool = True,
        shadow: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(key, size, parent)
        self.shadow = shadow
        self._pixmap = pixmap
        self._circular = circular
        if tooltip:
            self.setToolTip(tooltip)

    def body_path(self, rect: QRectF) -> QPainterPath:
        """A circle for round tokens, else a rounded square."""
        if not self._circular:
            return super().body_path(rect)
        path = QPainterPath()
        path.addEllipse(rect)
        return path

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        """New art (after a resize or a move to another screen)."""
        self._pixmap = pixmap
        self.update()

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        """The token's pixmap, or a plain disc when there is none."""
        if self._pixmap is not None and not self._pixmap.isNull():
            source = QRectF(self._pixmap.rect())
            painter.drawPixmap(snap_to_pixels(painter, rect), self._pixmap, source)
            return
        path = self.body_path(rect.adjusted(1, 1, -1, -1))
        painter.fillPath(path, QColor("#D8B98C"))
        painter.strokePath(path, QPen(QColor("#6E4E34"), 1.5))
