"""Render the app icon for every platform from ``assets/icons/macaron-desktop.svg``.

Writes, under ``packaging/``:

* ``linux/icons/hicolor/{scalable,48x48,256x256}/apps/<app id>.{svg,png}``
* ``windows/macaron-desktop.ico``: 16 to 256 px; the small sizes as 32-bit bitmaps, 256 px
  as PNG, which is what Windows Explorer reads best
* ``macos/macaron-desktop.icns``: PNG entries from 16 px to 1024 px (512 px @2x)

Only PySide6 is needed (QSvgRenderer draws, QImage writes PNG); the ICO and ICNS containers
are written here by hand, so Pillow is not a dependency. Run it after changing the SVG and
commit what it writes::

    python packaging/make_icons.py
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from appinfo import HERE, ROOT, app_id  # noqa: E402 - the folder is not a package

SOURCE = ROOT / "assets" / "icons" / "macaron-desktop.svg"

LINUX_SIZES = (48, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, and their pixel sizes
ICNS_TYPES = (
    (b"ic11", 32),  # 16 px @2x
    (b"ic12", 64),  # 32 px @2x
    (b"ic07", 128),
    (b"ic13", 256),  # 128 px @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 px @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 px @2x
)


def render(size: int, svg: Path = SOURCE):
    """The SVG drawn on a transparent ``size`` x ``size`` image (non-premultiplied ARGB)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image) -> bytes:
    """``image`` encoded as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image) -> bytes:
    """``image`` as an ICO bitmap: BITMAPINFOHEADER, BGRA rows bottom-up, empty AND mask."""
    width, height = image.width(), image.height()
    # Format_ARGB32 keeps each pixel as a native 32-bit integer 0xAARRGGBB, so its bytes
    # in little-endian order are B, G, R, A: the order a 32-bit DIB wants.
    if sys.byteorder != "little":
        raise RuntimeError("ICO bitmaps are written on little-endian machines only")
    stride = image.bytesPerLine()
    raw = bytes(image.constBits())[: stride * height]
    rows = [raw[y * stride : y * stride + width * 4] for y in range(height)]
    pixels = b"".join(reversed(rows))
    mask_stride = (width + 31) // 32 * 4
    mask = bytes(mask_stride * height)  # alpha decides; the AND mask stays clear
    # height is doubled: the colour bitmap and the AND mask are stacked
    header = struct.pack(
        "<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0
    )
    return header + pixels + mask


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file from ``{size: image data}`` (each a DIB or a PNG)."""
    count = len(images)
    offset = 6 + 16 * count
    directory = struct.pack("<HHH", 0, 1, count)
    blobs = b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the one-byte fields
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return directory + blobs


def icns_bytes(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file from ``[(4-byte type, PNG data)]``."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")


def main() -> int:
    """Write every icon file; returns the exit code."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    ident = app_id()
    cache: dict[int, object] = {}

    def image(size: int):
        if size not in cache:
            cache[size] = render(size)
        return cache[size]

    hicolor = HERE / "linux" / "icons" / "hicolor"
    scalable = hicolor / "scalable" / "apps" / f"{ident}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    print(f"wrote {scalable.relative_to(ROOT)} (copy of the SVG)")
    for size in LINUX_SIZES:
        _write(hicolor / f"{size}x{size}" / "apps" / f"{ident}.png", png_bytes(image(size)))

    ico = {
        size: png_bytes(image(size)) if size >= 256 else dib_bytes(image(size))
        for size in ICO_SIZES
    }
    _write(HERE / "windows" / "macaron-desktop.ico", ico_bytes(ico))
    _write(
        HERE / "macos" / "macaron-desktop.icns",
        icns_bytes([(kind, png_bytes(image(size))) for kind, size in ICNS_TYPES]),
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
