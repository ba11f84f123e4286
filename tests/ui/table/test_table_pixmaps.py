"""The SVG pixmap cache: one render per key, crisp at any pixel ratio, bounded, recoloured."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from macaron_desktop.resources import asset
from macaron_desktop.ui.table import SEAT_COLOUR_PLACEHOLDER, SEAT_COLOURS, SvgPixmapCache

CHIP = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">'
    '<circle cx="50" cy="50" r="48" fill="#SEATCOLOR"/></svg>'
)


@pytest.fixture
def chip(tmp_path: Path) -> Path:
    path = tmp_path / "chip.svg"
    path.write_text(CHIP, encoding="utf-8")
    return path


def centre_colour(pixmap) -> QColor:  # type: ignore[no-untyped-def]
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_the_same_key_gives_the_same_pixmap_object(qapp: QApplication, chip: Path) -> None:
    cache = SvgPixmapCache()
    first = cache.pixmap(chip, QSize(40, 40), 1.0)
    assert cache.pixmap(chip, QSizeF(40, 40), 1.0) is first
    assert cache.pixmap(str(chip), (40, 40)) is first
    assert len(cache) == 1
    assert cache.pixmap(chip, (41, 40)) is not first


def test_a_higher_pixel_ratio_renders_more_pixels_for_the_same_logical_size(
    qapp: QApplication, chip: Path
) -> None:
    cache = SvgPixmapCache()
    plain = cache.pixmap(chip, (40, 30), 1.0)
    sharp = cache.pixmap(chip, (40, 30), 2.0)
    assert sharp is not plain
    assert (plain.width(), plain.height(), plain.devicePixelRatio()) == (40, 30, 1.0)
    assert (sharp.width(), sharp.height(), sharp.devicePixelRatio()) == (80, 60, 2.0)
    assert sharp.deviceIndependentSize() == plain.deviceIndependentSize()
    fractional = cache.pixmap(chip, (40, 30), 1.25)
    assert (fractional.width(), fractional.height()) == (50, 38)


def test_the_placeholder_colour_is_replaced_before_rendering(
    qapp: QApplication, chip: Path
) -> None:
    cache = SvgPixmapCache()
    orange = cache.pixmap(chip, (40, 40), 1.0, {SEAT_COLOUR_PLACEHOLDER: SEAT_COLOURS[0]})
    blue = cache.pixmap(chip, (40, 40), 1.0, {SEAT_COLOUR_PLACEHOLDER: SEAT_COLOURS[1]})
    assert orange is not blue
    assert centre_colour(orange).name().upper() == SEAT_COLOURS[0]
    assert centre_colour(blue).name().upper() == SEAT_COLOURS[1]
    again = cache.pixmap(chip, (40, 40), 1.0, {SEAT_COLOUR_PLACEHOLDER: SEAT_COLOURS[0]})
    assert again is orange


def test_the_cache_is_bounded_and_drops_the_least_recently_used(
    qapp: QApplication, chip: Path
) -> None:
    one = 40 * 40 * 4
    cache = SvgPixmapCache(max_bytes=3 * one)
    a = cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#111111"})
    cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#222222"})
    cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#333333"})
    assert cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#111111"}) is a  # now recent
    cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#444444"})
    assert len(cache) == 3 and cache.bytes_used == 3 * one
    assert cache.pixmap(chip, (40, 40), 1.0, {"#SEATCOLOR": "#111111"}) is a
    cache.clear()
    assert len(cache) == 0 and cache.bytes_used == 0


def test_missing_and_broken_art_is_reported(qapp: QApplication, tmp_path: Path) -> None:
    cache = SvgPixmapCache()
    with pytest.raises(FileNotFoundError):
        cache.pixmap(tmp_path / "nothing.svg", (10, 10))
    broken = tmp_path / "broken.svg"
    broken.write_text("this is not svg", encoding="utf-8")
    with pytest.raises(ValueError):
        cache.pixmap(broken, (10, 10))


def test_the_project_art_renders_with_its_proportions(qapp: QApplication) -> None:
    card = asset("macaron/cards/almond_1.svg")
    if not card.is_file():
        pytest.skip("the Macaron card art is not there")
    cache = SvgPixmapCache()
    size = cache.natural_size(card)
    assert size.width() / size.height() == pytest.approx(63 / 88, abs=0.01)
    pixmap = cache.pixmap(card, (63, 88), 2.0)
    assert (pixmap.width(), pixmap.height()) == (126, 176)
    assert centre_colour(pixmap).alpha() == 255


def test_the_cache_tells_where_an_element_of_the_art_lies(
    qapp: QApplication, tmp_path: Path
) -> None:
    path = tmp_path / "board.svg"
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">'
        '<g id="word" transform="translate(20 10)"><rect width="50" height="30"/></g></svg>',
        encoding="utf-8",
    )
    cache = SvgPixmapCache()
    box = cache.element_box(path, "word")
    assert box is not None
    assert (box.x(), box.y(), box.width(), box.height()) == pytest.approx((0.1, 0.1, 0.25, 0.3))
    assert cache.element_box(path, "nothing") is None
