"""La Macarena's generated art: every picture the table draws, reproducible by its script."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SCRIPT = ASSETS / "tools" / "make_macarena_art.py"
ELEMENTS = {
    "water": ("WATER", "水"),
    "air": ("AIR", "風"),
    "earth": ("EARTH", "土"),
    "fire": ("FIRE", "火"),
}
FACES = [f"macarena/cards/{e}_{r}.svg" for e in ELEMENTS for r in range(1, 14)]
ZH_FACES = [f"macarena/cards/zh_TW/{e}_{r}.svg" for e in ELEMENTS for r in range(1, 14)]
OTHERS = [
    "macarena/cards/back.svg",
    "macarena/well.svg",
    "library/macarena.svg",
    *(f"macarena/tokens/{n}.svg" for n in ("maca", "coin", "amulet", *ELEMENTS)),
]
ALL = [*FACES, *ZH_FACES, *OTHERS]


def render(path: Path, width: int, height: int) -> QImage:
    data = path.read_bytes().replace(b"#SEATCOLOR", b"#56B4E9")
    renderer = QSvgRenderer(QByteArray(data))
    assert renderer.isValid(), path
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def test_the_script_reproduces_the_committed_files(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True)
    made = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg"))
    assert made == sorted(ALL)
    assert [n for n in made if (tmp_path / n).read_bytes() != (ASSETS / n).read_bytes()] == []


def test_52_distinct_faces_print_their_element_in_both_languages() -> None:
    assert len(set(FACES)) == 52
    contents = {(ASSETS / n).read_text(encoding="utf-8") for n in FACES}
    assert len(contents) == 52
    for element, (english, chinese) in ELEMENTS.items():
        for rank in range(1, 14):
            assert f">{english}<" in (ASSETS / f"macarena/cards/{element}_{rank}.svg").read_text()
            zh = (ASSETS / f"macarena/cards/zh_TW/{element}_{rank}.svg").read_text()
            assert f">{chinese}<" in zh


@pytest.mark.parametrize("name", ALL)
def test_every_picture_is_svg_and_draws(qapp: object, name: str) -> None:
    root = ET.parse(ASSETS / name).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    image = render(ASSETS / name, 40, 56)
    colours = {image.pixel(x, y) for x in range(40) for y in range(56)}
    assert len(colours) > 8


def test_the_rank_corner_tells_cards_apart_at_40_px(qapp: object) -> None:
    """At 40 px wide, the top-left corners of the ace and the king of one element differ
    clearly, and so do the same rank's corners in two elements (colour and symbol)."""

    def corner(name: str) -> list[tuple[int, int, int]]:
        image = render(ASSETS / name, 40, 56)
        pixels = [image.pixelColor(x, y) for y in range(22) for x in range(14)]
        return [(c.red(), c.green(), c.blue()) for c in pixels]

    def differ(a: str, b: str) -> int:
        pairs = zip(corner(a), corner(b), strict=True)
        return sum(sum(abs(p - q) for p, q in zip(x, y, strict=True)) > 60 for x, y in pairs)

    assert differ("macarena/cards/water_1.svg", "macarena/cards/water_13.svg") >= 8
    assert differ("macarena/cards/earth_7.svg", "macarena/cards/air_7.svg") >= 8
