"""How small the table's text is drawn: its labels and the text its art prints."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsPixmapItem

from macaron_desktop.ui.table import CardItem, LabelItem
from macaron_desktop.ui.table.pixmaps import SvgPixmapCache

#: the least text height on the table, in pixels (issue 21 point 4)
LEAST_PX = 9


def small_texts(items: list, pixmaps: SvgPixmapCache, where: str) -> tuple[list[str], int]:
    """The visible labels and art of ``items`` whose text is drawn under :data:`LEAST_PX`
    pixels (a label's pixel size; the art's ``font-size`` at the scale its pixmap is drawn),
    and how many texts were measured."""
    problems, measured = [], 0
    for item in items:
        if not item.isVisible() or item.opacity() <= 0.0:
            continue
        if isinstance(item, LabelItem) and item.text():
            measured += 1
            pixels = item._font.pixelSize()
            if pixels < LEAST_PX:
                problems.append(f"{where}: {item.text()!r} is {pixels} px")
            continue
        if isinstance(item, CardItem):
            pixmap = item._face if item.face_up else item._back
        elif isinstance(item, QGraphicsPixmapItem):
            pixmap = item.pixmap()
        else:
            continue
        if pixmap is None or pixmap.isNull():
            continue
        smallest = pixmaps.text_px.get(pixmap.cacheKey())
        if smallest is not None:
            measured += 1
            if smallest < LEAST_PX:
                problems.append(f"{where}: art prints text at {smallest:.1f} px")
    return problems, measured
