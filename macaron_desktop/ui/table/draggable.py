"""The base of every movable thing on a table: cards and tokens.

Every item's position is its *centre*, like the layouts in :mod:`.layout`.

Press, move and release on the item drag it above everything else; on release it asks
the scene which :class:`~.drop_zone.DropZone` it was let go on (the accepting zone it
overlaps most, as KDE's KPat does) and emits ``dropped(item, zone)``, or glides back to
its home when no zone accepts it. A press and release without moving emits
``clicked(item)``; a double-click ``activated(item)``. The items only report gestures:
the table decides what they mean.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import Shiboken

from . import palette
from .drop_zone import DropZone, best_drop_zone
from .scene import TableScene

# z value of an item while it is dragged: above everything else on the table
DRAG_Z = 100_000.0


def snap_to_pixels(painter: QPainter, rect: QRectF) -> QRectF:
    """``rect`` moved onto whole device pixels when the painter only translates.

    A pixmap drawn 1:1 at a fractional position is resampled and blurs; a rotated or
    scaled one is resampled anyway.
    """
    transform = painter.worldTransform()
    if transform.isRotating() or transform.isScaling():
        return rect
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    dx, dy = transform.dx(), transform.dy()
    x = round((rect.x() + dx) * ratio) / ratio - dx
    y = round((rect.y() + dy) * ratio) / ratio - dy
    return QRectF(x, y, rect.width(), rect.height())


def _valid(item: QGraphicsItem) -> bool:
    return Shiboken.isValid(item)


class _DrawnState:
    """A state of an item that changes how it is drawn (and may lift it): reading it gives
    the flag, setting it redraws the item and announces its new bounds."""

    def __init__(self, field: str, doc: str) -> None:
        self.field = field
        self.__doc__ = doc

    def __get__(self, item: DraggableItem | None, owner: type | None = None) -> Any:
        if item is None:
            return self
        return getattr(item, self.field)

    def __set__(self, item: DraggableItem, value: bool) -> None:
        item._set_state(self.field, bool(value))


class DraggableItem(QGraphicsObject):
    """Base of cards and tokens: visual states, home position, click, drag and drop.

    Subclasses draw themselves in :meth:`paint_body`; this class draws the shadow, the
    glow of a playable or selected item, the lift, the dimming and the keyboard focus
    ring around it.
    """

    # a press and release without a drag: the item
    clicked = Signal(object)
    # a double-click: the item
    activated = Signal(object)
    # let go on an accepting zone: the item and the zone
    dropped = Signal(object, object)
    # a drag began (the item left its place): the item
    drag_started = Signal(object)
    # the mouse came over the item (True) or left it (False): the item and the flag
    hover_changed = Signal(object, bool)

    # how far the item is lifted, as a fraction of its height
    SELECTED_LIFT = 0.13
    PLAYABLE_LIFT = 0.05
    HOVER_LIFT = 0.03

    def __init__(self, key: Hashable, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._size = QSizeF(size)
        # Qt asks for the bounds many times in every paint, from C++ into Python: keep
        # them (they follow the size alone) rather than work them out each time
        self._bounds: QRectF | None = None
        self._interactive = True
        self._draggable = True
        self._selected = False
        self._playable = False
        self._dimmed = False
        self._focused = False
        self._hovered = False
        self.home = QPointF()
        self.home_rotation = 0.0
        self.home_z = 0.0
        # draw a shadow on the table under the item (art with its own shadow turns it off)
        self.shadow = True
        self._press_scene: QPointF | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self._target: DropZone | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        # Shadows and glows are soft strokes, costly to draw: keep the finished item as
        # a pixmap that is redrawn only when the item itself changes (moves are free).
        # Qt's device cache is skipped for a turned item, so a turned one (a fanned card)
        # keeps its pixmap in item coordinates instead. A signal rather than an
        # ``itemChange`` override: that would call into Python on every move of every item.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rotationChanged.connect(self._choose_cache)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"

    def _choose_cache(self) -> None:
        if self.rotation() % 360 == 0:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            return
        scene = self.scene()
        views = scene.views() if scene is not None else []
        ratio = views[0].devicePixelRatioF() if views else 1.0
        size = self.boundingRect().size() * ratio
        self.setCacheMode(
            QGraphicsItem.CacheMode.ItemCoordinateCache,
            QSize(max(1, math.ceil(size.width())), max(1, math.ceil(size.height()))),
        )

    # -- size and shape -------------------------------------------------------------------
    @property
    def size(self) -> QSizeF:
        """The item's size in scene pixels (a copy)."""
        return QSizeF(self._size)

    def set_size(self, size: QSizeF) -> None:
        """Resize the item (after a window resize); give it pixmaps of the new size too."""
        self.prepareGeometryChange()
        self._size = QSizeF(size)
        self._bounds = None
        self.update()

    def body_rect(self) -> QRectF:
        """The item itself, centred on its position, without lift or glow."""
        width, height = self._size.width(), self._size.height()
        return QRectF(-width / 2, -height / 2, width, height)

    def corner_radius(self) -> float:
        """Rounding of the body's corners."""
        return min(self._size.width(), self._size.height()) * 0.08

    def body_path(self, rect: QRectF) -> QPainterPath:
        """The outline of the body drawn in ``rect``: glow, shadow and dimming follow it."""
        path = QPainterPath()
        radius = self.corner_radius()
        path.addRoundedRect(rect, radius, radius)
        return path

    def glow_margin(self) -> float:
        """How far the glow reaches beyond the body."""
        return max(5.0, min(self._size.width(), self._size.height()) * 0.09)

    def lift(self) -> float:
        """How far the item is drawn above its position now."""
        height = self._size.height()
        lift = 0.0
        if self._selected:
            lift += self.SELECTED_LIFT * height
        elif self._playable:
            lift += self.PLAYABLE_LIFT * height
        if self._hovered and not self._dragging:
            lift += self.HOVER_LIFT * height
        return lift

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The body, where it is drawn and where it rests, with the glow and the shadow.

        It follows the lift (a state change announces the new bounds), so a card lying
        in the hand does not carry, in its cached picture, the empty room of a rise it
        is not making: every repaint blits that picture whole.
        """
        if self._bounds is None:
            margin = self.glow_margin() + 2
            self._bounds = self.body_rect().adjusted(
                -margin, -margin - self.lift(), margin, margin + 4
            )
        return QRectF(self._bounds)

    def shape(self) -> QPainterPath:
        """The body where it rests and where it is drawn lifted (hovering stays stable)."""
        body = self.body_rect()
        path = QPainterPath()
        path.addRect(body.united(body.translated(0, -self.lift())))
        return path

    def visible_scene_rect(self) -> QRectF:
        """Where the body is drawn, lift included, in scene coordinates."""
        return self.mapToScene(self.body_rect().translated(0, -self.lift())).boundingRect()

    # -- states -----------------------------------------------------------------------------
    def _set_state(self, name: str, value: bool) -> None:
        if getattr(self, name) != value:
            self.prepareGeometryChange()  # the bounds and the shape follow the lift
            setattr(self, name, value)
            self._bounds = None
            self.update()

    selected = _DrawnState(
        "_selected", "Chosen by the player (for instance among cards to pass): lifted, strong glow."
    )
    playable = _DrawnState(
        "_playable", "The rules allow playing it now: lifted a little, soft glow."
    )
    dimmed = _DrawnState(
        "_dimmed", "Darkened, for what cannot be played now (it still reports clicks)."
    )
    focused = _DrawnState(
        "_focused", "Shows the keyboard focus ring (the table moves it on arrow keys)."
    )

    @property
    def hovered(self) -> bool:
        """The mouse is over the item."""
        return self._hovered

    @property
    def dragging(self) -> bool:
        """The item is being dragged."""
        return self._dragging

    @property
    def interactive(self) -> bool:
        """Reacts to the mouse. A non-interactive item lets clicks through to what is below."""
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        self._interactive = bool(value)
        buttons = Qt.MouseButton.LeftButton if value else Qt.MouseButton.NoButton
        self.setAcceptedMouseButtons(buttons)
        self.setAcceptHoverEvents(bool(value))
        if value:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            self.unsetCursor()
            self._cancel_drag()
            self._set_state("_hovered", False)

    @property
    def draggable(self) -> bool:
        """May be dragged (an interactive item that is not draggable only clicks)."""
        return self._draggable

    @draggable.setter
    def draggable(self, value: bool) -> None:
        self._draggable = bool(value)

    # -- home -----------------------------------------------------------------------------
    def set_home(self, pos: QPointF, rotation: float = 0.0, z: float | None = None) -> None:
        """Where the item belongs (it goes back there after a refused drop). A motion on
        its way to the old home goes to the new one instead."""
        old, old_rotation = self.home, self.home_rotation
        self.home = QPointF(pos)
        self.home_rotation = rotation
        if z is not None:
            self.home_z = z
        scene = self.scene()
        if isinstance(scene, TableScene) and (old != self.home or old_rotation != rotation):
            scene.animator.retarget(self, old, self.home, old_rotation, rotation)

    def place_at_home(self) -> None:
        """Put the item at its home at once."""
        self.setPos(self.home)
        self.setRotation(self.home_rotation)
        self.setZValue(self.home_z)

    def return_home(self, animate: bool = True) -> None:
        """Glide back home (through the scene's animator), or jump there."""
        scene = self.scene()
        if not animate or not isinstance(scene, TableScene):
            self.place_at_home()
            return
        scene.animator.move(self, self.home, rotation=self.home_rotation)
        # stay above the others while gliding, settle into the pile or hand afterwards
        scene.animator.call(lambda: _valid(self) and self.setZValue(self.home_z))

    # -- drag and drop ----------------------------------------------------------------------
    def _input_allowed(self) -> bool:
        scene = self.scene()
        return not isinstance(scene, TableScene) or scene.accepts_input()

    def drop_target(self) -> DropZone | None:
        """The zone the item would be dropped on if let go now."""
        scene = self.scene()
        if scene is None:
            return None
        area = self.visible_scene_rect()
        zones = [item for item in scene.items(area) if isinstance(item, DropZone)]
        return best_drop_zone(self, zones)

    def _show_target(self, zone: DropZone | None) -> None:
        if zone is self._target:
            return
        if self._target is not None and _valid(self._target):
            self._target.highlighted = False
        self._target = zone
        if zone is not None:
            zone.highlighted = True

    def _cancel_drag(self) -> None:
        self._press_scene = None
        if self._dragging:
            self._set_state("_dragging", False)
            self._show_target(None)
            self.return_home(animate=False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Start a click or a drag."""
        if (
            event.button() != Qt.MouseButton.LeftButton
            or not self._interactive
            or not self._input_allowed()
        ):
            event.ignore()
            return
        event.accept()
        self._press_scene = event.scenePos()
        self._press_pos = self.pos()
        self._set_state("_dragging", False)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Follow the mouse once it moved beyond the drag distance."""
        if self._press_scene is None:
            event.ignore()
            return
        delta = event.scenePos() - self._press_scene
        if not self._dragging:
            if not self._draggable or delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._set_state("_dragging", True)
            self.setZValue(DRAG_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.drag_started.emit(self)
        self.setPos(self._clamped(self._press_pos + delta))
        self._show_target(self.drop_target())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Drop, glide back, or report a click."""
        pressed_at = self._press_scene
        if pressed_at is None:
            event.ignore()
            return
        self._press_scene = None
        if not self._dragging:
            moved = (event.scenePos() - pressed_at).manhattanLength()
            if moved < QApplication.startDragDistance():
                self.clicked.emit(self)
            return
        zone = self.drop_target()
        self._set_state("_dragging", False)
        self._show_target(None)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if zone is not None:
            # the item stays where it was let go; the table moves it on or sends it home
            self.dropped.emit(self, zone)
        else:
            self.return_home()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Report an activation (the first click of the pair was already reported)."""
        if (
            event.button() != Qt.MouseButton.LeftButton
            or not self._interactive
            or not self._input_allowed()
        ):
            event.ignore()
            return
        event.accept()
        self._press_scene = None
        self.activated.emit(self)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Lift a little under the mouse."""
        self._set_state("_hovered", True)
        self.hover_changed.emit(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Settle back when the mouse leaves."""
        self._set_state("_hovered", False)
        self.hover_changed.emit(self, False)
        super().hoverLeaveEvent(event)

    def _clamped(self, pos: QPointF) -> QPointF:
        scene = self.scene()
        if scene is None:
            return pos
        bounds = scene.sceneRect()
        x = min(max(pos.x(), bounds.left()), bounds.right())
        y = min(max(pos.y(), bounds.top()), bounds.bottom())
        return QPointF(x, y)

    # -- painting -------------------------------------------------------------------------
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Shadow, glow, the body (lifted), the dimming veil and the focus ring."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        body = self.body_rect()
        path = self.body_path(body)
        lift = self.lift()
        colours = palette.current()
        width = colours.line_width
        if self.shadow:
            self._paint_shadow(painter, path, lift)
        painter.save()
        try:
            painter.translate(0, -lift)
            if self._selected:
                self._paint_glow(painter, path, colours.selected_glow, (70, 110, 190))
            elif self._playable:
                self._paint_glow(painter, path, colours.playable_glow, (70, 120, 200))
            self.paint_body(painter, body)
            if self._dimmed:
                painter.fillPath(path, colours.dim_veil)
                if colours.dim_outline is not None:
                    inset = self.body_path(body.adjusted(2, 2, -2, -2))
                    painter.strokePath(inset, QPen(colours.dim_outline, 4.0))
            if self._selected:
                painter.strokePath(path, QPen(colours.selected_glow.darker(115), 2.0 * width))
            elif self._playable:
                painter.strokePath(path, QPen(colours.playable_glow.darker(110), 1.5 * width))
            elif self._hovered and self._interactive and not self._dragging:
                painter.strokePath(path, QPen(colours.hover_outline, 2.0 * width))
            if self._focused:
                ring = self.body_path(body.adjusted(-4, -4, 4, 4))
                if colours.focus_halo is not None:
                    painter.strokePath(ring, QPen(colours.focus_halo, 2.0 * width + 2.5))
                pen = QPen(colours.focus_ring, 2.0 * width, Qt.PenStyle.DashLine)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.strokePath(ring, pen)
        finally:
            painter.restore()

    def _paint_shadow(self, painter: QPainter, path: QPainterPath, lift: float) -> None:
        # the shadow stays on the table, so a lifted item seems to float above it; a few
        # widening layers make a soft edge without a blur effect
        drop = 1.5 + lift * 0.3 + (5.0 if self._dragging else 0.0)
        spread = 1.0 + lift * 0.12 + (3.0 if self._dragging else 0.0)
        shadow = path.translated(0.6, drop)
        colour = palette.current().shadow
        painter.fillPath(shadow, colour)
        stroke = QColor(colour)
        stroke.setAlpha(colour.alpha() // 3)
        for step in (1, 2, 3):
            painter.strokePath(shadow, QPen(stroke, spread * step))

    def _paint_glow(
        self, painter: QPainter, path: QPainterPath, colour: QColor, alphas: tuple[int, ...]
    ) -> None:
        margin = self.glow_margin()
        count = len(alphas)
        for index, alpha in enumerate(alphas):
            width = 2 * margin * (count - index) / count
            glow = QColor(colour)
            glow.setAlpha(alpha // (count - index))
            pen = QPen(glow, width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(path, pen)

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the item itself into ``rect`` (item coordinates)."""
        raise NotImplementedError
