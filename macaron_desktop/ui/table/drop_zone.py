"""A drop zone: where cards and tokens may be let go (a pile, a trick, a betting row)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, Protocol

from PySide6.QtCore import QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import palette
from .scene import TableScene


class Droppable(Protocol):
    """What a zone needs of an item let go on it (a :class:`~.draggable.DraggableItem`):
    the zone knows no item class, so the item that asks for its zone imports the zone,
    never the other way round."""

    def visible_scene_rect(self) -> QRectF:
        """The part of the item that shows, in scene coordinates."""
        ...


def best_drop_zone(item: Droppable, zones: Iterable[DropZone]) -> DropZone | None:
    """Of the ``zones`` that accept ``item``, the one its body overlaps most (or None)."""
    body = item.visible_scene_rect()
    best: DropZone | None = None
    best_area = 0.0
    for zone in zones:
        if not zone.isVisible():
            continue
        overlap = body.intersected(zone.sceneBoundingRect())
        area = overlap.width() * overlap.height()
        if area > best_area and zone.accepts(item):
            best, best_area = zone, area
    return best


def zone_focus_ring(scene: TableScene, z: float) -> QGraphicsRectItem:
    """A hidden dashed ring at ``z`` that a board puts around the zone the keys are on."""
    ring = QGraphicsRectItem()
    ring.setPen(QPen(QColor("#3B6FB6"), 2.5, Qt.PenStyle.DashLine))
    ring.setZValue(z)
    ring.hide()
    scene.addItem(ring)
    return ring


class DropZone(QGraphicsObject):
    """A rounded rectangle where items may be dropped: a pile, a trick, a betting row.

    ``accepts`` decides whether a dragged item may land here (the table asks the rules);
    without it, the zone takes every item. While a dragged item is over it and it would
    accept it, the zone is highlighted. A click on the zone emits ``clicked``: the click
    equivalent of a drop (select a card, then click where it goes).
    """

    #: a press and release on the zone: the zone
    clicked = Signal(object)

    def __init__(
        self,
        zone_id: Hashable,
        size: QSizeF,
        label: str = "",
        accepts: Callable[[Any], bool] | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zone_id = zone_id
        self._size = QSizeF(size)
        # asked for many times in every paint: kept, as it follows the size alone
        self._bounds = self._outline()
        self._label = label
        # the part of the zone, from the left (0..1), where the label is drawn: cards
        # shown in the zone take the rest
        self._label_from = 0.0
        self.predicate = accepts
        self._highlighted = False
        self._pressed = False
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def __repr__(self) -> str:
        return f"<DropZone {self.zone_id!r}>"

    def accepts(self, item: Droppable) -> bool:
        """Whether ``item`` may be dropped here now."""
        if not self.isEnabled() or not self.isVisible():
            return False
        return True if self.predicate is None else bool(self.predicate(item))

    @property
    def label(self) -> str:
        """The text drawn in the zone (already translated by the table)."""
        return self._label

    @label.setter
    def label(self, text: str) -> None:
        self._label = text
        self.update()

    @property
    def label_from(self) -> float:
        """Where the label's part of the zone begins, as a fraction of its width (0: the
        whole zone; more while cards are shown in its left part)."""
        return self._label_from

    @label_from.setter
    def label_from(self, fraction: float) -> None:
        fraction = max(0.0, min(0.9, fraction))
        if fraction != self._label_from:
            self._label_from = fraction
            self.update()

    def label_rect(self) -> QRectF:
        """Where the label is drawn, in the zone's coordinates."""
        rect = self.rect()
        return rect.adjusted(rect.width() * self._label_from + 6, 6, -6, -6)

    @property
    def highlighted(self) -> bool:
        """A dragged item is over the zone and would be accepted."""
        return self._highlighted

    @highlighted.setter
    def highlighted(self, value: bool) -> None:
        if self._highlighted != bool(value):
            self._highlighted = bool(value)
            self.update()

    @property
    def size(self) -> QSizeF:
        """The zone's size in scene pixels (a copy)."""
        return QSizeF(self._size)

    def set_size(self, size: QSizeF) -> None:
        """Resize the zone (after a window resize)."""
        self.prepareGeometryChange()
        self._size = QSizeF(size)
        self._bounds = self._outline()
        self.update()

    def rect(self) -> QRectF:
        """The zone, centred on its position."""
        width, height = self._size.width(), self._size.height()
        return QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The zone and its border."""
        return QRectF(self._bounds)

    def _outline(self) -> QRectF:
        return self.rect().adjusted(-2, -2, 2, 2)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Start a click."""
        scene = self.scene()
        blocked = isinstance(scene, TableScene) and not scene.accepts_input()
        if event.button() != Qt.MouseButton.LeftButton or blocked or not self.isEnabled():
            event.ignore()
            return
        self._pressed = True
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Report a click when the mouse is still on the zone."""
        if self._pressed and self.rect().contains(event.pos()):
            self.clicked.emit(self)
        self._pressed = False

    def label_colour(self) -> QColor:
        """The ink of the zone's name now (it is drawn on :meth:`fill_colour`)."""
        colours = palette.current()
        if self._highlighted and colours is palette.NORMAL:
            return colours.zone_highlight_border.darker(150)
        return colours.zone_text

    def label_plate(self) -> QRectF:
        """The plate the zone's name is drawn on in the high-contrast palette: the text's
        own box and a little room round it."""
        font = self._label_font()
        rect = self.rect()
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        box = QFontMetricsF(font).boundingRect(self.label_rect(), int(flags), self._label)
        pad = font.pixelSize() * 0.35
        return box.adjusted(-pad, -pad / 2, pad, pad / 2).intersected(rect.adjusted(1, 1, -1, -1))

    def _label_font(self) -> QFont:
        rect = self.rect()
        font = QFont()
        font.setPixelSize(max(11, round(min(rect.width(), rect.height()) * 0.13)))
        font.setWeight(QFont.Weight.DemiBold)
        return font

    def fill_colour(self) -> QColor:
        """What the zone is filled with now (translucent in the normal palette)."""
        colours = palette.current()
        return colours.zone_highlight_fill if self._highlighted else colours.zone_fill

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """A translucent rounded rectangle with a dashed border and the label."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        radius = min(rect.width(), rect.height()) * 0.08
        colours = palette.current()
        if self._highlighted:
            painter.setBrush(colours.zone_highlight_fill)
            painter.setPen(QPen(colours.zone_highlight_border, 3.0 * colours.line_width))
        else:
            painter.setBrush(colours.zone_fill)
            pen = QPen(colours.zone_border, 1.6 * colours.line_width, Qt.PenStyle.DashLine)
            painter.setPen(pen)
        outline = rect.adjusted(1, 1, -1, -1)
        if colours.zone_border_halo is not None:
            painter.save()
            painter.setPen(QPen(colours.zone_border_halo, 3.2 * colours.line_width))
            painter.drawRoundedRect(outline, radius, radius)
            painter.restore()
        painter.drawRoundedRect(outline, radius, radius)
        if self._label:
            painter.setFont(self._label_font())
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            if colours.zone_text_plate is not None:
                plate = self.label_plate()
                painter.setPen(QPen(colours.zone_border, 1.0))
                painter.setBrush(colours.zone_text_plate)
                painter.drawRoundedRect(plate, 4, 4)
            painter.setPen(self.label_colour())
            painter.drawText(self.label_rect(), int(flags), self._label)
