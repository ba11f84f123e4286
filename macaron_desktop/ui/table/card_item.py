"""A card: its face or its back, drawn from pixmaps, dragged and clicked like any item."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from .draggable import DraggableItem, snap_to_pixels


class CardItem(DraggableItem):
    """A card showing its face or its back; ``key`` is whatever the game calls the card."""

    def __init__(
        self,
        key: Hashable,
        size: QSizeF,
        face: QPixmap | None = None,
        back: QPixmap | None = None,
        *,
        face_up: bool = True,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(key, size, parent)
        self._face = face
        self._back = back
        self._face_up = face_up

    def corner_radius(self) -> float:
        """The cards' own corner rounding (5.5 % of the width in the art)."""
        return self._size.width() * 0.055

    @property
    def face_up(self) -> bool:
        """Shows the face (True) or the back (False)."""
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        if self._face_up != bool(value):
            self._face_up = bool(value)
            self.update()

    def set_pixmaps(self, face: QPixmap | None, back: QPixmap | None) -> None:
        """New art for both sides (after a resize or a move to another screen)."""
        self._face = face
        self._back = back
        self.update()

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        """The face or back pixmap; a plain paper card when there is none."""
        pixmap = self._face if self._face_up else self._back
        if pixmap is not None and not pixmap.isNull():
            painter.drawPixmap(snap_to_pixels(painter, rect), pixmap, QRectF(pixmap.rect()))
            return
        path = self.body_path(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        painter.fillPath(path, QColor("#FFF9EF") if self._face_up else QColor("#B5835A"))
        painter.strokePath(path, QPen(QColor("#8A6A52"), 1.0))
