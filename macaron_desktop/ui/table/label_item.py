"""A label on the table: a name, a score or a count on a soft rounded background."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import palette

# how many measured label sizes are kept (a 5-seat table shows about a hundred texts)
MEASURED_LIMIT = 4096
_MEASURED: dict[tuple[str, str, tuple[str, ...], float], tuple[float, float]] = {}


class LabelItem(QGraphicsObject):
    """A short text on a translucent rounded background: a name, a score, a count.

    Centred on its position. ``highlighted`` draws a stronger border (the seat to act).
    ``padding`` is the room left and right of the text, in text heights (less for a count
    that must fit a small spot). A text may hold several lines.
    """

    def __init__(
        self,
        text: str = "",
        *,
        pixel_size: int = 15,
        bold: bool = False,
        padding: float = 0.7,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._padding = padding
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._text = text
        self._font = QFont()
        self._font.setPixelSize(pixel_size)
        if bold:
            self._font.setWeight(QFont.Weight.DemiBold)
        self._highlighted = False
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)
        self._measure()

    def text(self) -> str:
        """The text shown."""
        return self._text

    def font(self) -> QFont:
        """The font the text is drawn in (a copy), for measuring text to fit beside it."""
        return QFont(self._font)

    def set_text(self, text: str) -> None:
        """Show another text (the label resizes around it)."""
        # the fonts first: a text that changes with the language needs the new fonts too
        fonts_changed = self._follow_app_font()
        if text != self._text or fonts_changed:
            self._text = text
            self._measure()

    def _follow_app_font(self) -> bool:
        """Take the application's font families (they change with the language: Chinese
        text has its own fonts); True when they changed."""
        app = QFont()
        if (self._font.family(), self._font.families()) == (app.family(), app.families()):
            return False
        self._font.setFamily(app.family())
        self._font.setFamilies(app.families())
        return True

    def set_pixel_size(self, pixel_size: int) -> None:
        """Change the text size (after a window resize)."""
        self._font.setPixelSize(max(1, pixel_size))
        self._measure()

    def set_padding(self, padding: float) -> None:
        """Leave ``padding`` text heights left and right of the text."""
        if padding != self._padding:
            self._padding = padding
            self._measure()

    def set_bold(self, bold: bool) -> None:
        """Draw the text in a heavier weight (True) or the normal one."""
        weight = QFont.Weight.DemiBold if bold else QFont.Weight.Normal
        if self._font.weight() != weight:
            self._font.setWeight(weight)
            self._measure()

    @property
    def highlighted(self) -> bool:
        """Drawn with a stronger border, for instance for the seat to act."""
        return self._highlighted

    @highlighted.setter
    def highlighted(self, value: bool) -> None:
        if self._highlighted != bool(value):
            self._highlighted = bool(value)
            self.update()

    @staticmethod
    def measure(text: str, font: QFont, padding: float = 0.7) -> QSizeF:
        """The size of the background of a label showing ``text`` in ``font`` (a layout
        asks before it places one: does the name fit on one line here?)."""
        if not text:
            return QSizeF()
        # A layout measures every name, score and count again after each move; shaping
        # the text each time was a good part of the work of a drop.
        key = (text, font.key(), tuple(font.families()), padding)
        size = _MEASURED.get(key)
        if size is None:
            metrics = QFontMetricsF(font)
            bounds = metrics.boundingRect(QRectF(), int(Qt.AlignmentFlag.AlignCenter), text)
            pixel = font.pixelSize()
            size = (bounds.width() + 2 * pixel * padding, bounds.height() + 0.6 * pixel)
            if len(_MEASURED) >= MEASURED_LIMIT:
                _MEASURED.clear()  # resizes and languages come and go: start afresh
            _MEASURED[key] = size
        return QSizeF(*size)

    @staticmethod
    def font_for(pixel_size: int, bold: bool = False) -> QFont:
        """The font of a label of ``pixel_size`` pixels."""
        font = QFont()
        font.setPixelSize(max(1, pixel_size))
        if bold:
            font.setWeight(QFont.Weight.DemiBold)
        return font

    def _measure(self) -> None:
        size = self.measure(self._text, self._font, self._padding)
        width, height = size.width(), size.height()
        self.prepareGeometryChange()
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        """The background, with room for the border."""
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Background, border and text."""
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # a pill around one line; softly rounded corners around several
        radius = min(self._rect.height() / 2, self._font.pixelSize() * 0.9)
        colours = palette.current()
        painter.setBrush(colours.label_background)
        if self._highlighted:
            painter.setPen(QPen(colours.zone_highlight_border, 2.5 * colours.line_width))
        else:
            painter.setPen(QPen(colours.label_border, colours.line_width))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(colours.label_text)
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), self._text)
