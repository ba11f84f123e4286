"""SVG pictures rendered once, kept as raw pixel files in the user's cache folder.

Rendering an SVG that prints words costs far more than reading its pixels back: the
library tiles' art took about 140 M instructions at every start, most of it font metrics
for their ``<text>`` elements. So the first start renders the picture and stores it; later
starts read the stored pixels.

A stored file is a line naming the format (:data:`MAGIC`), a line with the key, then the
pixels as Qt holds them for painting (premultiplied ARGB, 4 bytes a pixel, row after row):
reading it is a copy, where decoding even an uncompressed PNG took about 10 M instructions
a tile (checksums, filters, and a conversion to the painting format).

A stored picture is used only if its key matches: the SVG file's checksum and length, the pixel
size, the device pixel ratio, the language of the art, the app's version and Qt's version
(a newer renderer may draw differently). The file's name holds only what picks the slot
(art, language, size, ratio), so a changed SVG or a new version overwrites its old picture
instead of piling up new files.

The cache is never a reason to fail: a missing, unreadable, broken or mismatched file means
rendering as without it (and writing it again, atomically); a folder that cannot be written
means rendering every time.
"""

from __future__ import annotations

import zlib
from pathlib import Path

from PySide6.QtCore import QSize, qVersion
from PySide6.QtGui import QImage, QPixmap

from .. import __version__
from ..core.atomic import write_atomic
from ..paths import cache_dir

PICTURE_FOLDER = "pictures"
#: the first line of a stored picture (a new layout of the file gets a new one)
MAGIC = b"macaron-desktop picture 1"
SUFFIX = ".pixels"
#: the pixels' format in the file, the one the raster paint engine draws from
PIXEL_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def render_svg(path: str, size: QSize, ratio: float = 1.0) -> QPixmap:
    """Render an SVG file into a pixmap of ``size`` logical pixels (crisp on HiDPI)."""
    # only when a picture is not in the cache (the first use of ``Qt`` costs ~125 M
    # instructions: see ui/library.py)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(path)
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer.render(painter)
    painter.end()
    return pixmap


def picture_key(svg: bytes, size: QSize, ratio: float, language: str) -> str:
    """Everything a stored picture must match to stand in for a fresh render."""
    # CRC-32 and length tell a changed file (this is no defence against forgery, which a
    # cache of the user's own needs none of); zlib is loaded anyway, where hashlib would
    # load OpenSSL's libcrypto (about 2 ms of a start)
    digest = f"{zlib.crc32(svg):08x}-{len(svg)}"
    return (
        f"svg={digest};size={size.width()}x{size.height()};ratio={ratio:g};"
        f"language={language};app={__version__};qt={qVersion()}"
    )


def picture_file(path: str, size: QSize, ratio: float, language: str) -> Path:
    """Where the picture of ``path`` at this size, ratio and language is stored."""
    name = f"{Path(path).stem}-{language}-{size.width()}x{size.height()}@{ratio:g}{SUFFIX}"
    return cache_dir() / PICTURE_FOLDER / name


def _header(key: str) -> bytes:
    return MAGIC + b"\n" + key.encode("utf-8") + b"\n"


def _load(file: Path, key: str, pixels: QSize) -> QImage | None:
    """The stored picture, if ``file`` holds all the pixels of one made for ``key``."""
    if not file.is_file():
        return None
    data = file.read_bytes()
    header = _header(key)
    width, height = pixels.width(), pixels.height()
    if not data.startswith(header) or len(data) != len(header) + width * height * 4:
        return None
    # a copy: the image must not keep pointing into ``data``
    return QImage(data[len(header) :], width, height, width * 4, PIXEL_FORMAT).copy()


def _store(file: Path, pixmap: QPixmap, key: str) -> None:
    """Write ``pixmap`` as the picture for ``key``; quietly give up if that is not possible."""
    image = pixmap.toImage().convertToFormat(PIXEL_FORMAT)
    if image.bytesPerLine() != image.width() * 4:
        return  # not one row after another (cannot happen for 4 bytes a pixel)
    try:
        # not durable: a file a power cut left short is rendered again
        write_atomic(file, _header(key) + bytes(image.constBits()), durable=False)
        # what earlier versions stored in this slot (PNG files)
        file.with_suffix(".png").unlink(missing_ok=True)
    except OSError:
        pass  # a read-only or full disk: the next start renders again


def svg_picture(path: str, size: QSize, ratio: float, language: str) -> QPixmap:
    """The SVG file at ``path`` as a pixmap of ``size`` logical pixels at ``ratio``: from
    the cache when it holds this exact picture, else rendered (and stored for next time).

    ``language`` names the edition of the art (it is part of the key, so pictures of
    translated art never stand in for each other).
    """
    try:
        svg = Path(path).read_bytes()
        key = picture_key(svg, size, ratio, language)
        file = picture_file(path, size, ratio, language)
        image = _load(file, key, size * ratio)
    except OSError:
        return render_svg(path, size, ratio)
    if image is not None:
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
    pixmap = render_svg(path, size, ratio)
    _store(file, pixmap, key)
    return pixmap
