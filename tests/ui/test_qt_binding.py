"""The Qt binding must not leak or drop references to None (PySide6 6.12.0 does)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication


def test_painting_keeps_none_alive(qapp: QApplication) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, 40, 40), 4, 4)
    pen = QPen(QColor("#884400"), 2)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.save()
        painter.strokePath(path, pen)
        painter.fillPath(path, QColor("#FFEEDD"))
        painter.restore()
    change = sys.getrefcount(None) - before
    painter.end()
    # a binding that drops one reference per call would show about -8000 here and, over
    # a long game, crash the whole app with "deallocating None"
    assert abs(change) < 50
