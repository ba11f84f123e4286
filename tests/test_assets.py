"""The generated SVG art: present, well-formed, renderable, and reproducible by its script."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

# Only takes effect if no QApplication exists yet (pytest-qt creates it on first use).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ASSETS = Path(__file__).resolve().parent.parent / "assets"
MAKE_ART = ASSETS / "tools" / "make_art.py"
SVG_NS = "{http://www.w3.org/2000/svg}"

FLAVOUR_RANKS = {
    "almond": 7,
    "pistachio": 7,
    "strawberry": 7,
    "blueberry": 7,
    "green_tea": 7,
    "earl_grey": 7,
    "chocolate": 10,
}
CARDS = [
    f"macaron/cards/{flavour}_{rank}.svg"
    for flavour, top in FLAVOUR_RANKS.items()
    for rank in range(1, top + 1)
]
TOKENS = [
    f"macaron/tokens/{name}.svg"
    for name in (
        "royal",
        "allergen",
        "gift_box",
        "vote_1",
        "vote_2",
        "vote_3",
        "vote_back",
        "start_player",
        "bet_token",
        "box_token",
    )
]
SEAT_TOKENS = ["macaron/tokens/bet_token.svg", "macaron/tokens/box_token.svg"]
EXPECTED_SVGS = [
    *CARDS,
    "macaron/cards/back.svg",
    *(f"macaron/boards/group_{name}.svg" for name in ("A", "B", "C", "D", "C_solo")),
    *TOKENS,
    "icons/macaron-desktop.svg",
    "library/macaron.svg",
    "table/linen.svg",
]
EXPECTED = [*EXPECTED_SVGS, "README.md", "tools/make_art.py"]


def render(data: bytes, width: int, height: int) -> QImage:
    """Render SVG bytes into a transparent image of the given size."""
    renderer = QSvgRenderer(QByteArray(data))
    assert renderer.isValid()
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def pixels(image: QImage, width: int, height: int) -> list[QColor]:
    """The colours of the top-left ``width`` x ``height`` pixels, row by row."""
    return [image.pixelColor(x, y) for y in range(height) for x in range(width)]


def test_the_card_set_has_52_faces() -> None:
    assert len(CARDS) == 52


def test_every_expected_file_exists() -> None:
    missing = [name for name in EXPECTED if not (ASSETS / name).is_file()]
    assert missing == []


@pytest.mark.parametrize("name", EXPECTED_SVGS)
def test_svg_is_well_formed_xml(name: str) -> None:
    root = ET.parse(ASSETS / name).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert len(root.get("viewBox", "").split()) == 4
    for element in root.iter(f"{SVG_NS}text"):
        families = [part.strip() for part in element.get("font-family", "").split(",")]
        assert families[-1] in ("sans-serif", "serif"), name


@pytest.mark.parametrize("name", EXPECTED_SVGS)
def test_svg_renders(qapp: object, name: str) -> None:
    image = render((ASSETS / name).read_bytes(), 64, 64)
    colours = {colour.rgba() for colour in pixels(image, 64, 64)}
    assert len(colours) > 3, f"{name} draws (almost) nothing"


@pytest.mark.parametrize("name", [*CARDS, "macaron/cards/back.svg"])
def test_cards_have_poker_proportions_and_stay_small(name: str) -> None:
    root = ET.parse(ASSETS / name).getroot()
    _, _, width, height = (float(part) for part in root.get("viewBox", "").split())
    assert width / height == pytest.approx(63 / 88)
    assert (ASSETS / name).stat().st_size < 12_000


@pytest.mark.parametrize("flavour", FLAVOUR_RANKS)
def test_rank_is_drawn_in_the_corner(qapp: object, flavour: str) -> None:
    width, height = 40, 56
    corners = {}
    for rank in (1, FLAVOUR_RANKS[flavour]):
        data = (ASSETS / f"macaron/cards/{flavour}_{rank}.svg").read_bytes()
        image = render(data, width, height)
        assert not image.isNull()
        assert image.pixelColor(width // 2, height // 2).alpha() == 255
        corners[rank] = pixels(image, 14, 16)
    low, high = corners.values()
    changed = sum(
        1
        for a, b in zip(low, high, strict=True)
        if abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60
    )
    assert changed >= 8


@pytest.mark.parametrize("name", SEAT_TOKENS)
def test_seat_colour_placeholder_can_be_substituted(qapp: object, name: str) -> None:
    source = (ASSETS / name).read_text(encoding="utf-8")
    assert "#SEATCOLOR" in source
    image = render(source.replace("#SEATCOLOR", "#0072B2").encode(), 100, 100)
    blues = [
        colour
        for colour in pixels(image, 100, 100)
        if colour.alpha() == 255 and colour.blue() > 140 and colour.red() < 60
    ]
    assert len(blues) > 100


def test_make_art_reproduces_the_committed_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(MAKE_ART), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    generated = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg"))
    assert generated == sorted(EXPECTED_SVGS)
    different = [
        name for name in generated if (tmp_path / name).read_bytes() != (ASSETS / name).read_bytes()
    ]
    assert different == []
