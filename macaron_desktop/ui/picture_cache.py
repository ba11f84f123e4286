"""SVG pictures rendered once, kept as PNG files in the user's cache folder.

Rendering an SVG that prints words costs far more than decoding a PNG: the library tiles'
art took about 140 M instructions at every start, most of it font metrics for their
``<text>`` elements. So the first start renders the picture and stores it; later starts
load the PNG.

A stored picture is used only if its key matches: the SVG file's content hash, the pixel
size, the device pixel ratio, the language of the art, the app's version and Qt's version
(a newer renderer may draw differently). The key is kept inside the PNG (a text chunk),
and the file's name holds only what picks the slot (art, language, size, ratio), so a
changed SVG or a new version overwrites its old picture instead of piling up new files.

The cache is never a reason to fail: a missing, unreadable, broken or mismatched file means
rendering as without it (and writing it again, atomically); a folder that cannot be written
means rendering every time.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, qVersion
from PySide6.QtGui import QImage, QPixmap

from .. import __version__
from ..core.atomic import write_atomic
from ..paths import cache_dir

PICTURE_FOLDER = "pictures"
KEY_TEXT = "cache-key"
PNG_QUALITY = 100


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
    digest = hashlib.sha256(svg).hexdigest()
    return (
        f"svg={digest};size={size.width()}x{size.height()};ratio={ratio:g};"
        f"language={language};app={__version__};qt={qVersion()}"
    )


def picture_file(path: str, size: QSize, ratio: float, language: str) -> Path:
    """Where the picture of ``path`` at this size, ratio and language is stored."""
    name = f"{Path(path).stem}-{language}-{size.width()}x{size.height()}@{ratio:g}.png"
    return cache_dir() / PICTURE_FOLDER / name


def _load(file: Path, key: str, pixels: QSize) -> QImage | None:
    """The stored picture, if ``file`` holds a whole PNG made for ``key``."""
    if not file.is_file():
        return None
    image = QImage()
    if not image.load(str(file), "PNG"):
        return None
    if image.size() != pixels or image.text(KEY_TEXT) != key:
        return None
    return image


def _store(file: Path, pixmap: QPixmap, key: str) -> None:
    """Write ``pixmap`` as the picture for ``key``; quietly give up if that is not possible."""
    image = pixmap.toImage()
    image.setText(KEY_TEXT, key)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # Quality 100 is zlib's level 0 (stored, not compressed): about a third of the default
    # level's instructions to write and three quarters to read, for a file of 4 bytes a
    # pixel (280 KB for a tile) in a folder meant for such things.
    if not image.save(buffer, "PNG", PNG_QUALITY):
        return
    buffer.close()
    try:
        write_atomic(file, bytes(data))
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
