"""Masters of Maple Syrup's card pictures: the SVG art of ``assets/maple/cards/`` where it
exists, else a plain rounded card with the card's name (and an action card end with its
words), drawn once per size and kept.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from macaron_desktop.resources import asset, localized_asset
from macaron_desktop.ui.table import LabelItem

from ..cards import Card

CARDS = "maple/cards"
BACK = f"{CARDS}/back.svg"
INK = QColor("#3E2A1A")
TREE_FILL = QColor("#E7F0DC")
UTILITY_FILL = QColor("#F6E7C8")
BACK_FILL = QColor("#8A3B22")
END_FILL = QColor("#F3D9C9")
RIVALS_FILL = QColor("#F4F1EA")


@cache
def _picture(relative: str, language: str) -> str | None:
    path = localized_asset(relative, language)
    return str(path) if path.is_file() else None


def card_svg(card: Card, language: str = "en") -> str | None:
    """The file of a card design's picture in ``language``'s edition, if there is one."""
    return _picture(f"{CARDS}/{card.design.id}.svg", language)


@cache
def back_svg() -> str | None:
    """The card back's picture, if there is one."""
    return BACK if asset(BACK).is_file() else None


def action_svg(variant: str, card: int, language: str = "en") -> str | None:
    """The file of an action card's picture (``action-<variant>-<n>.svg``: end 0 on the
    lower half, upright; end 1 on the upper half, turned), if there is one."""
    return _picture(f"{CARDS}/action-{variant}-{card}.svg", language)


def half(picture: QPixmap, end: int) -> QPixmap:
    """The half of an action card's picture that shows end ``end`` (0: the lower)."""
    width, height = picture.width(), picture.height()
    top = height // 2 if end == 0 else 0
    cut = picture.copy(0, top, width, height - height // 2 if end == 0 else height // 2)
    cut.setDevicePixelRatio(picture.devicePixelRatio())
    return cut


def _rounded(painter: QPainter, rect: QRectF, fill: QColor, radius: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.fillPath(path, fill)
    painter.strokePath(path, QPen(INK, 1.2))


def _canvas(width: int, height: int, ratio: float) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap of ``width`` x ``height`` at device pixel ``ratio``, and an
    antialiased painter on it (the caller ends it)."""
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def _font(pixels: float, bold: bool = False) -> QFont:
    return LabelItem.font_for(max(7, round(pixels)), bold)


@cache
def plain_face(
    name: str, corner: str, value: str, tree: bool, width: int, height: int, ratio: float
) -> QPixmap:
    """A plain card: its name in the middle, the cost top left, the value top right."""
    pixmap, painter = _canvas(width, height, ratio)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    _rounded(painter, rect, TREE_FILL if tree else UTILITY_FILL, width * 0.055)
    painter.setPen(INK)
    painter.setFont(_font(height * 0.11, True))
    top = QRectF(4, 2, width - 8, height * 0.16)
    painter.drawText(top, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), corner)
    painter.drawText(top, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), value)
    painter.setFont(_font(height * 0.105, True))
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(QRectF(3, height * 0.2, width - 6, height * 0.6), int(flags), name)
    painter.end()
    return pixmap


@cache
def plain_back(width: int, height: int, ratio: float) -> QPixmap:
    """A plain card back."""
    pixmap, painter = _canvas(width, height, ratio)
    _rounded(painter, QRectF(0.5, 0.5, width - 1, height - 1), BACK_FILL, width * 0.055)
    painter.setPen(QPen(QColor("#E9C9A0"), 1.5))
    painter.drawRoundedRect(QRectF(5, 5, width - 10, height - 10), 4, 4)
    painter.end()
    return pixmap


@cache
def plain_end(
    text: str, rivals: bool, turned: bool, width: int, height: int, ratio: float
) -> QPixmap:
    """One end of an action card: its action in words (``turned``: upside down, as the
    upper end of a card is printed)."""
    pixmap, painter = _canvas(width, height, ratio)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    _rounded(painter, rect, RIVALS_FILL if rivals else END_FILL, min(width, height) * 0.08)
    painter.setPen(INK)
    painter.setFont(_font(min(height * 0.2, width * 0.16), True))
    if turned:
        painter.translate(width, height)
        painter.rotate(180)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(rect.adjusted(3, 3, -3, -3), int(flags), text)
    painter.end()
    return pixmap


def size_key(size: QSizeF) -> tuple[int, int]:
    """A size in whole pixels (the caches' key)."""
    return max(1, round(size.width())), max(1, round(size.height()))
