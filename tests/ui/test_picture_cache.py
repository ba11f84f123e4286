"""The library's pictures come from the rendered-picture cache after the first start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPixmap
from pytestqt.qtbot import QtBot

from macaron_desktop.paths import cache_dir
from macaron_desktop.resources import asset
from macaron_desktop.ui import catalog, picture_cache
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.library import LibraryPage

SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
<rect x="2" y="2" width="36" height="16" rx="4" fill="{fill}"/>
<circle cx="20" cy="10" r="6" fill="#ffffff" fill-opacity="0.5"/></svg>"""


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The SVG files rendered (not taken from the cache) during the test."""
    seen: list[str] = []
    real = picture_cache.render_svg

    def counting(path: str, size: QSize, ratio: float = 1.0) -> QPixmap:
        seen.append(path)
        return real(path, size, ratio)

    monkeypatch.setattr(picture_cache, "render_svg", counting)
    return seen


@pytest.fixture
def build(qtbot: QtBot, languages: LanguageManager) -> Callable[[], LibraryPage]:
    def make() -> LibraryPage:
        page = LibraryPage(catalog.entries())
        qtbot.addWidget(page)
        return page

    return make


def pictures(page: LibraryPage) -> list[QImage]:
    return [tile.picture.pixmap().toImage() for tile in page.tiles]


def stored_files() -> list[Path]:
    return sorted((cache_dir() / picture_cache.PICTURE_FOLDER).glob("*" + picture_cache.SUFFIX))


def assert_same_picture(a: QImage, b: QImage) -> None:
    """Pixel for pixel, allowing one step of rounding per channel (premultiplied alpha)."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    assert a.size() == b.size()
    da, db = bytes(a.constBits()), bytes(b.constBits())
    assert max(abs(x - y) for x, y in zip(da, db, strict=True)) <= 1


def test_a_second_library_takes_the_pictures_from_the_cache(
    build: Callable[[], LibraryPage], renders: list[str]
) -> None:
    first = build()
    assert len(renders) == len(first.tiles) >= 2
    assert len(stored_files()) == len(first.tiles)
    renders.clear()
    second = build()
    assert renders == []
    for fresh, cached in zip(pictures(first), pictures(second), strict=True):
        assert_same_picture(fresh, cached)


def test_the_cached_picture_looks_like_a_fresh_render_on_hidpi_too(
    renders: list[str], qapp: object
) -> None:
    path = str(asset("library/macaron.svg"))
    for ratio in (1.0, 2.0):
        fresh = picture_cache.svg_picture(path, QSize(336, 210), ratio, "en")
        cached = picture_cache.svg_picture(path, QSize(336, 210), ratio, "en")
        assert cached.devicePixelRatio() == ratio
        assert cached.size() == QSize(336, 210) * ratio
        assert_same_picture(fresh.toImage(), cached.toImage())
    assert len(renders) == 2  # once per ratio


@pytest.mark.parametrize("damage", [b"", b"not a picture at all", "truncate", "other key"])
def test_a_broken_cache_file_is_rendered_again_and_replaced(
    build: Callable[[], LibraryPage], renders: list[str], damage: bytes | str
) -> None:
    build()
    broken = stored_files()[0]
    good = broken.read_bytes()
    if damage == "truncate":
        broken.write_bytes(good[: len(good) // 2])
    elif damage == "other key":  # the same length, made for another picture
        broken.write_bytes(good.replace(b"svg=", b"svg=0", 1)[:-1])
    else:
        assert isinstance(damage, bytes)
        broken.write_bytes(damage)
    renders.clear()
    build()
    assert len(renders) == 1
    assert broken.read_bytes() == good  # written again
    renders.clear()
    build()
    assert renders == []


def test_a_changed_svg_a_new_size_or_language_misses_the_cache(
    tmp_path: Path, renders: list[str], qapp: object
) -> None:
    art = tmp_path / "art.svg"
    art.write_text(SVG.format(fill="#aa3300"), encoding="utf-8")
    red = picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en").toImage()
    picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en")
    assert len(renders) == 1
    art.write_text(SVG.format(fill="#0033aa"), encoding="utf-8")
    blue = picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en").toImage()
    assert len(renders) == 2
    assert blue.pixelColor(5, 10) != red.pixelColor(5, 10)
    picture_cache.svg_picture(str(art), QSize(80, 40), 1.0, "en")
    assert len(renders) == 3
    picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "zh_TW")
    assert len(renders) == 4
    picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en")
    assert len(renders) == 4


def test_a_new_app_version_misses_the_cache(
    tmp_path: Path, renders: list[str], qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    art = tmp_path / "art.svg"
    art.write_text(SVG.format(fill="#aa3300"), encoding="utf-8")
    picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en")
    monkeypatch.setattr(picture_cache, "__version__", "99.0")
    picture_cache.svg_picture(str(art), QSize(40, 20), 1.0, "en")
    assert len(renders) == 2
    assert len(stored_files()) == 1  # the old picture was overwritten, not kept beside


def test_a_cache_folder_that_cannot_be_written_just_means_rendering(
    build: Callable[[], LibraryPage], renders: list[str]
) -> None:
    cache_dir().parent.mkdir(parents=True, exist_ok=True)
    cache_dir().write_text("a file where the folder should be", encoding="utf-8")
    first = build()
    second = build()
    assert len(renders) == 2 * len(first.tiles)
    assert all(not tile.picture.pixmap().isNull() for tile in second.tiles)


def test_a_picture_stored_by_an_earlier_version_is_replaced(
    build: Callable[[], LibraryPage], renders: list[str]
) -> None:
    folder = cache_dir() / picture_cache.PICTURE_FOLDER
    folder.mkdir(parents=True)
    page = build()
    renders.clear()
    old = [file.with_suffix(".png") for file in stored_files()]
    for file in stored_files():
        file.unlink()
    for file in old:
        file.write_bytes(b"a PNG of an earlier version")
    build()
    assert len(renders) == len(page.tiles)
    assert not any(file.exists() for file in old)
    assert len(stored_files()) == len(page.tiles)
