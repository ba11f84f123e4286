"""The window onto a table: a ``QGraphicsView`` whose scene is exactly the visible area.

The scene rectangle follows the viewport (no scroll bars, no scaling): a game lays its
items out again on :attr:`TableView.resized`, from a 1024 × 640 window to a 4K screen.
Keys are turned into table actions (:attr:`TableView.key_action`) so every drag and
click has a keyboard equivalent, and :meth:`TableView.show_message` explains a refusal
near the bottom of the table.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QPainter,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QWidget

from ...resources import asset
from . import palette
from .accessible import TableAccessibility
from .animator import Animator
from .pixmaps import SizeLike, SvgPixmapCache, shared_cache
from .scene import TableScene

# keys the table understands, and the actions they become
KEY_ACTIONS: Mapping[Qt.Key, str] = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
    Qt.Key.Key_Return: "activate",
    Qt.Key.Key_Enter: "activate",
    Qt.Key.Key_Space: "select",
    Qt.Key.Key_Escape: "cancel",
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_End: "last",
}
# the size of one tile of the cloth, in logical pixels
TILE_SIZE = 256
# room for the cached look of every item of a busy table at 4K (kilobytes)
PIXMAP_CACHE_KB = 96 * 1024

MESSAGE_STYLE = """
QLabel#TableMessage {
    background: rgba(58, 40, 28, 215);
    color: #FFF8EC;
    border-radius: 12px;
    padding: 9px 20px;
    font-size: 16px;
}
"""


def default_background() -> Path | None:
    """The linen cloth of ``assets/table/linen.svg``, if the art is there."""
    try:
        path = asset("table/linen.svg")
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` at 1:1, filling the widget.

    ``background`` is an SVG tile for the cloth (by default the linen of the art);
    ``plain_background`` gives a plain warm colour instead. Without a ``scene``, the view
    makes its own, with ``animator`` (or a new one at the default speed).
    """

    # the table area changed (window resized, or moved to a screen with another pixel
    # ratio): the game lays its items out again in this rectangle
    resized = Signal(QRectF)
    # a key the table understands was pressed: ``left``, ``right``, ``up``, ``down``,
    # ``activate`` (Enter), ``select`` (Space), ``cancel`` (Escape), ``first``, ``last``
    key_action = Signal(str)

    def __init__(
        self,
        scene: TableScene | None = None,
        parent: QWidget | None = None,
        *,
        animator: Animator | None = None,
        background: Path | None = None,
        plain_background: bool = False,
        pixmaps: SvgPixmapCache | None = None,
    ) -> None:
        own_scene = scene is None
        # Items keep their finished look in Qt's pixmap cache (see DraggableItem); the
        # default 10 MB holds a 4K table's cards only partly, and a thrashing cache is
        # slower than none.
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        if scene is None:
            scene = TableScene(animator)
        super().__init__(scene, parent)
        self._scene = scene
        # before anything asks Qt for the view's interface: it is made once and kept
        self.accessibility = TableAccessibility(self)
        if own_scene:
            scene.setParent(self)
        self.pixmaps = pixmaps if pixmaps is not None else shared_cache()
        self.key_actions: dict[Qt.Key, str] = dict(KEY_ACTIONS)
        # actions that only read the table aloud: they pass while the table is locked
        self.reading_actions: set[str] = set()
        self._background: Path | None = None
        # the cloth of the whole table, kept for its size, pixel ratio and art
        self._cloth_pixmap: QPixmap | None = None
        self._cloth_key: tuple[int, int, float, Path | None, bool] | None = None
        # the card size setting, as a factor of the size a game's layout picks: every
        # game's layout passes it to :func:`.layout.card_size` (see :meth:`set_look`)
        self.card_scale = 1.0
        # the palette this table's items were last painted with
        self._palette = palette.current()
        if not plain_background:
            self._background = background if background is not None else default_background()
        self.setObjectName("TableView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # drawBackground covers every pixel with the opaque cloth: Qt's own fill of the
        # viewport (QGraphicsView turns it on) would be a second full-screen pass per paint
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(320, 240)
        self._message = QLabel(self.viewport())
        self._message.setObjectName("TableMessage")
        self._message.setTextFormat(Qt.TextFormat.PlainText)  # messages may hold names
        self._message.setStyleSheet(MESSAGE_STYLE)
        self._message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._message.setWordWrap(True)
        self._message.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clear_message)
        # how far above the bottom edge the message sits, as a fraction of the height
        self.message_height = 0.3
        # panels over the table (a round's summary, the game's end) that the message must
        # not cover: it moves below or above the one it would overlap
        self._keep_clear: list[QWidget] = []
        self._follow_viewport()
        self.retranslate()

    # -- the scene ------------------------------------------------------------------------
    @property
    def table_scene(self) -> TableScene:
        """The scene of this table."""
        return self._scene

    @property
    def animator(self) -> Animator:
        """The animator of this table's scene."""
        return self._scene.animator

    def table_rect(self) -> QRectF:
        """The visible table in scene coordinates (the same as the scene rectangle)."""
        return self._scene.sceneRect()

    def area(self) -> tuple[float, float, float, float]:
        """The table as the ``(x, y, width, height)`` tuple the layout functions take."""
        rect = self.table_rect()
        return rect.x(), rect.y(), rect.width(), rect.height()

    def svg_pixmap(
        self, path: str | Path, size: SizeLike, substitutions: Mapping[str, str] | None = None
    ) -> QPixmap:
        """Art rendered for this view's screen (its device pixel ratio), from the cache."""
        return self.pixmaps.pixmap(path, size, self.devicePixelRatioF(), substitutions)

    def _follow_viewport(self) -> None:
        size = QSizeF(self.viewport().size())
        rect = QRectF(QPointF(0, 0), size)
        self._scene.setSceneRect(rect)
        self.setSceneRect(rect)
        self._place_message()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """Make the scene exactly as large as the viewport and tell the game."""
        super().resizeEvent(event)
        self._follow_viewport()
        self.resized.emit(self.table_rect())

    def event(self, event: QEvent) -> bool:
        """Lay out again when the window moves to a screen with another pixel ratio."""
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.viewport().update()
            self.resized.emit(self.table_rect())
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_look(self, card_scale: float, high_contrast: bool) -> None:
        """Use the card size setting (1.0 to 1.6) and the palette; when either changed,
        repaint every item and lay the table out again at once."""
        scale = max(1.0, min(1.6, card_scale))
        palette.use(high_contrast)
        # another table (a replay's) may have switched the program's palette already
        palette_changed = self._palette is not palette.current()
        if scale == self.card_scale and not palette_changed:
            return
        self.card_scale = scale
        self._palette = palette.current()
        if palette_changed:
            self._cloth_pixmap = None
            for item in self._scene.items():
                item.update()  # items keep their look in a cache: paint it again
        self.viewport().update()
        if self.isVisible():  # a table not shown yet is laid out when it is
            self.resized.emit(self.table_rect())

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))

    # -- background -----------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The cloth, blitted from a picture of the whole table made once per size."""
        table = self.table_rect()
        area = rect.intersected(table)
        if area != rect:  # the viewport is opaque: no pixel may be left unpainted
            painter.fillRect(rect, palette.current().plain_table)
        if area.isEmpty():
            return
        cloth = self._cloth(table)
        ratio = cloth.devicePixelRatio()
        source = QRectF(
            (area.x() - table.x()) * ratio,
            (area.y() - table.y()) * ratio,
            area.width() * ratio,
            area.height() * ratio,
        )
        painter.save()
        # a 1:1 copy: smoothing would only push Qt off its fast path
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawPixmap(area, cloth, source)
        painter.restore()

    def _cloth(self, table: QRectF) -> QPixmap:
        # Tiling the linen and laying a radial gradient over the full table cost more
        # than everything on it; the picture depends only on the size, the screen's
        # pixel ratio, the art and the palette, so it is painted again only when one changes.
        ratio = self.devicePixelRatioF()
        colours = palette.current()
        art = self._background if colours.linen else None
        key = (math.ceil(table.width()), math.ceil(table.height()), ratio, art, colours.linen)
        if self._cloth_pixmap is not None and self._cloth_key == key:
            return self._cloth_pixmap
        width, height = key[0], key[1]
        cloth = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        cloth.setDevicePixelRatio(ratio)
        cloth.fill(colours.plain_table)  # opaque, so the blit is a plain copy
        painter = QPainter(cloth)
        try:
            bounds = QRectF(0, 0, width, height)
            if not colours.linen:  # high contrast: one plain colour, nothing to read past
                return cloth
            tile = self._tile()
            if tile is not None:
                # tiled from the scene's origin, as before the picture was kept
                offset = QPointF(table.x() % TILE_SIZE, table.y() % TILE_SIZE)
                painter.drawTiledPixmap(bounds, tile, offset)
            # a soft darker rim
            centre = bounds.center()
            rim = QRadialGradient(centre, max(width, height) * 0.75)
            rim.setColorAt(0.0, QColor(255, 250, 240, 30))
            rim.setColorAt(0.55, QColor(255, 250, 240, 0))
            rim.setColorAt(1.0, QColor(90, 60, 30, 55))
            painter.fillRect(bounds, rim)
        finally:
            painter.end()
            self._cloth_pixmap = cloth
            self._cloth_key = key
        return cloth

    def _tile(self) -> QPixmap | None:
        if self._background is None:
            return None
        try:
            return self.svg_pixmap(self._background, (TILE_SIZE, TILE_SIZE))
        except (OSError, ValueError):
            self._background = None  # broken art: a plain cloth rather than no table
            return None

    # -- keys -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Turn the table's keys into :attr:`key_action`; others go to the scene."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        action = self.key_actions.get(Qt.Key(event.key()))
        if action is None or modifiers != Qt.KeyboardModifier.NoModifier:
            super().keyPressEvent(event)
            return
        event.accept()
        if self._scene.accepts_input() or action in self.reading_actions:
            self.key_action.emit(action)

    # -- messages -------------------------------------------------------------------------
    def show_message(self, text: str, timeout_ms: int = 3000) -> None:
        """Show ``text`` (already translated) near the bottom centre for ``timeout_ms``.

        A timeout of 0 keeps it until :meth:`clear_message` or the next message.
        """
        self._message.setText(text)
        self._message.setAccessibleName(text)
        self._place_message()
        self._message.show()
        self._message.raise_()
        if timeout_ms > 0:
            self._message_timer.start(timeout_ms)
        else:
            self._message_timer.stop()

    def keep_message_clear_of(self, panel: QWidget) -> None:
        """Never lay the message over ``panel`` (a widget over the table) while it shows."""
        self._keep_clear.append(panel)

    def clear_message(self) -> None:
        """Hide the message."""
        self._message_timer.stop()
        self._message.hide()

    def message(self) -> str:
        """The message shown now, or an empty string."""
        return self._message.text() if self._message.isVisible() else ""

    def _place_message(self) -> None:
        viewport = self.viewport().rect()
        label = self._message
        if not label.text():
            return
        label.ensurePolished()  # the style sheet sets the font and padding
        margins = label.contentsMargins()
        extra = margins.left() + margins.right() + 2
        text_width = label.fontMetrics().horizontalAdvance(label.text())
        widest = max(200, int(viewport.width() * 0.7))
        width = min(widest, text_width + extra)
        label.setFixedWidth(width)
        label.setFixedHeight(max(label.heightForWidth(width), label.sizeHint().height()))
        x = (viewport.width() - label.width()) // 2
        y = int(viewport.height() * (1 - self.message_height)) - label.height()
        label.move(max(0, x), max(0, y))
        for panel in self._keep_clear:
            if not panel.isVisible():
                continue
            # the panel in the viewport's coordinates, whoever its parent is
            area = QRect(self.viewport().mapFromGlobal(panel.mapToGlobal(QPoint())), panel.size())
            if not area.intersects(label.geometry()):
                continue
            gap = 8
            if area.bottom() + gap + label.height() <= viewport.height():
                label.move(label.x(), area.bottom() + gap)
            elif area.top() - gap - label.height() >= 0:
                label.move(label.x(), area.top() - gap - label.height())
            break
