"""SVG art rendered once per (file, size, device pixel ratio, colours) into cached pixmaps.

A pixmap is rendered at the physical size (logical size × device pixel ratio) and marked
with that ratio, so it is drawn 1:1 on a HiDPI screen and stays crisp. The cache is
bounded by the memory its pixmaps take; the least recently used are dropped first.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

#: The placeholder that seat-coloured art (betting and box tokens) uses for its colour.
SEAT_COLOUR_PLACEHOLDER = "#SEATCOLOR"
#: Seat colours that stay distinct for colour-blind players (Okabe–Ito): orange, sky
#: blue, bluish green, yellow, vermillion, reddish purple.
SEAT_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#D55E00", "#CC79A7")

#: Text that the art would print smaller than this, in logical pixels, is left out: a
#: name drawn at 5 px reads as a smudge, and the table names the thing elsewhere.
MIN_ART_TEXT_PX = 9.0
_TEXT_SIZE = re.compile(r'<text\b([^>]*?)font-size="([0-9.]+)"')
_VIEW_BOX = re.compile(r'viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)"')

SizeLike = QSize | QSizeF | tuple[float, float]
_Key = tuple[str, float, float, float, tuple[tuple[str, str], ...]]


def _logical_size(size: SizeLike) -> tuple[float, float]:
    if isinstance(size, QSize | QSizeF):
        return float(size.width()), float(size.height())
    width, height = size
    return float(width), float(height)


class SvgPixmapCache:
    """Renders SVG files into pixmaps and keeps the recent ones.

    ``pixmap()`` returns the very same ``QPixmap`` object for the same file, size, ratio
    and colours while it is cached. ``max_bytes`` bounds the memory of the cached
    pixmaps (a 4K table with a whole deck at ratio 2 needs about 60 MB).
    """

    def __init__(self, max_bytes: int = 128 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self._pixmaps: OrderedDict[_Key, QPixmap] = OrderedDict()
        self._sources: dict[str, bytes] = {}
        self._boxes: dict[tuple[str, str], QRectF | None] = {}
        self._bytes = 0
        #: the smallest text each cached pixmap prints, in logical pixels, by cache key
        self.text_px: dict[int, float] = {}

    def __len__(self) -> int:
        return len(self._pixmaps)

    @property
    def bytes_used(self) -> int:
        """Memory taken by the cached pixmaps (4 bytes a pixel)."""
        return self._bytes

    def clear(self) -> None:
        """Forget every pixmap and every SVG text read so far."""
        self._pixmaps.clear()
        self._sources.clear()
        self._boxes.clear()
        self._bytes = 0

    def source(self, path: str | Path) -> bytes:
        """The text of an SVG file (read once)."""
        name = str(path)
        data = self._sources.get(name)
        if data is None:
            data = Path(name).read_bytes()
            self._sources[name] = data
        return data

    def natural_size(self, path: str | Path) -> QSizeF:
        """The size the SVG file declares (its ``width``/``height`` or view box)."""
        renderer = QSvgRenderer(QByteArray(self.source(path)))
        return QSizeF(renderer.defaultSize())

    def element_box(self, path: str | Path, element: str) -> QRectF | None:
        """Where the element with the id ``element`` lies in the art at ``path``, as
        fractions of the art's view box (0 to 1 across and down), or ``None`` when the art
        has no such element. A board asks this to know where the art prints a word, so
        that nothing it places covers it."""
        key = (str(path), element)
        if key not in self._boxes:
            renderer = QSvgRenderer(QByteArray(self.source(path)))
            box = renderer.viewBoxF()
            found = None
            if renderer.elementExists(element) and box.width() > 0 and box.height() > 0:
                # the bounds are in the user units of the view box, the element's
                # transform applied
                r = renderer.transformForElement(element).mapRect(renderer.boundsOnElement(element))
                found = QRectF(
                    (r.x() - box.x()) / box.width(),
                    (r.y() - box.y()) / box.height(),
                    r.width() / box.width(),
                    r.height() / box.height(),
                )
            self._boxes[key] = found
        return self._boxes[key]

    def pixmap(
        self,
        path: str | Path,
        size: SizeLike,
        dpr: float = 1.0,
        substitutions: Mapping[str, str] | None = None,
    ) -> QPixmap:
        """``path`` rendered into ``size`` logical pixels at device pixel ratio ``dpr``.

        ``substitutions`` replaces strings of the SVG text before rendering, e.g.
        ``{SEAT_COLOUR_PLACEHOLDER: SEAT_COLOURS[2]}``. The art keeps its aspect ratio
        and is centred when ``size`` has another shape. Raises ``FileNotFoundError`` for
        a missing file and ``ValueError`` for a file that is not valid SVG.
        """
        width, height = _logical_size(size)
        swaps = tuple(sorted((substitutions or {}).items()))
        key: _Key = (str(path), round(width, 3), round(height, 3), round(dpr, 4), swaps)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        pixmap, smallest = self._render(path, width, height, dpr, swaps)
        if smallest is not None:
            self.text_px[pixmap.cacheKey()] = smallest
        self._pixmaps[key] = pixmap
        self._bytes += _cost(pixmap)
        self._trim()
        return pixmap

    def _render(
        self,
        path: str | Path,
        width: float,
        height: float,
        dpr: float,
        swaps: tuple[tuple[str, str], ...],
    ) -> tuple[QPixmap, float | None]:
        data = self.source(path)
        text = data.decode("utf-8")
        for old, new in swaps:
            text = text.replace(old, new)
        text, smallest = _drop_small_text(text, width, height)
        data = text.encode("utf-8")
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise ValueError(f"not a valid SVG file: {path}")
        renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        physical = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap = QPixmap(physical)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # the painter works in logical pixels on a pixmap that has a ratio
        renderer.render(painter, QRectF(0, 0, physical.width() / dpr, physical.height() / dpr))
        painter.end()
        return pixmap, smallest

    def _trim(self) -> None:
        # always keep the newest pixmap, even if it alone is over the budget
        while self._bytes > self.max_bytes and len(self._pixmaps) > 1:
            _, oldest = self._pixmaps.popitem(last=False)
            self._bytes -= _cost(oldest)


def _drop_small_text(svg: str, width: float, height: float) -> tuple[str, float | None]:
    """``svg`` without the texts it would print under :data:`MIN_ART_TEXT_PX` when drawn
    into ``width`` × ``height`` (the art keeps its aspect ratio), and the smallest text it
    still prints, in pixels (``None``: none). A text's size is its ``font-size`` times the
    art's scale (the art's texts are not scaled by their groups)."""
    box = _VIEW_BOX.search(svg)
    if box is None or "<text" not in svg:
        return svg, None
    scale = min(width / float(box.group(1)), height / float(box.group(2)))
    kept: list[float] = []

    def check(found: re.Match[str]) -> str:
        pixels = float(found.group(2)) * scale
        if pixels < MIN_ART_TEXT_PX:
            return f'<text display="none"{found.group(1)}font-size="{found.group(2)}"'
        kept.append(pixels)
        return found.group(0)

    svg = _TEXT_SIZE.sub(check, svg)
    return svg, (min(kept) if kept else None)


def _cost(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


@cache
def shared_cache() -> SvgPixmapCache:
    """The cache every table shares (one per program)."""
    return SvgPixmapCache()
