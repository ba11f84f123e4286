"""The generated SVG art: present, well-formed, renderable, and reproducible by its script."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPainter
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
ENGLISH_NAMES = {
    "almond": "Almond",
    "pistachio": "Pistachio",
    "strawberry": "Strawberry",
    "blueberry": "Blueberry",
    "green_tea": "Green Tea",
    "earl_grey": "Earl Grey",
    "chocolate": "Chocolate",
}
# The glossary's words (/work/shared/glossary-zh_TW.md).
CHINESE_NAMES = {
    "almond": "杏仁",
    "pistachio": "開心果",
    "strawberry": "草莓",
    "blueberry": "藍莓",
    "green_tea": "綠茶",
    "earl_grey": "格雷伯爵茶",
    "chocolate": "巧克力",
}
BOARD_FLAVOURS = {
    "A": ("almond", "pistachio"),
    "B": ("strawberry", "blueberry"),
    "C": ("green_tea", "earl_grey"),
    "D": ("chocolate",),
    "C_solo": ("green_tea",),
}
BOARDS = [f"macaron/boards/group_{name}.svg" for name in BOARD_FLAVOURS]


def zh_tw(name: str) -> str:
    """The Traditional Chinese edition of the art at ``name`` (``.../zh_TW/<file>``)."""
    folder, _, file = name.rpartition("/")
    return f"{folder}/zh_TW/{file}"


def card_flavour(name: str) -> str:
    """The flavour key of a card face path, e.g. ``green_tea`` for ``.../green_tea_3.svg``."""
    return Path(name).stem.rpartition("_")[0]


def board_flavours(name: str) -> tuple[str, ...]:
    """The flavour keys a board path shows, e.g. ``.../group_C_solo.svg``."""
    return BOARD_FLAVOURS[Path(name).stem.removeprefix("group_")]


ZH_TW_CARDS = [zh_tw(name) for name in CARDS]
ZH_TW_BOARDS = [zh_tw(name) for name in BOARDS]
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
    *ZH_TW_CARDS,
    "macaron/cards/back.svg",
    *BOARDS,
    *ZH_TW_BOARDS,
    *TOKENS,
    "icons/macaron-desktop.svg",
    "library/macaron.svg",
    "library/zh_TW/macaron.svg",
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


@pytest.mark.parametrize("name", [*CARDS, *ZH_TW_CARDS, "macaron/cards/back.svg"])
def test_cards_have_poker_proportions_and_stay_small(name: str) -> None:
    root = ET.parse(ASSETS / name).getroot()
    _, _, width, height = (float(part) for part in root.get("viewBox", "").split())
    assert width / height == pytest.approx(63 / 88)
    assert (ASSETS / name).stat().st_size < 12_000


@pytest.mark.parametrize("folder", ["macaron/cards", "macaron/cards/zh_TW"])
@pytest.mark.parametrize("flavour", FLAVOUR_RANKS)
def test_rank_is_drawn_in_the_corner(qapp: object, flavour: str, folder: str) -> None:
    width, height = 40, 56
    corners = {}
    for rank in (1, FLAVOUR_RANKS[flavour]):
        data = (ASSETS / f"{folder}/{flavour}_{rank}.svg").read_bytes()
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


ZH_TW_FAMILY_HEAD = "Noto Sans CJK TC"
"""The first font of the Traditional Chinese list (fonts-noto-cjk on Linux)."""
NAME_TEXT = re.compile(r"<text [^>]*>([^<]*)</text>")
TITLE = re.compile(r"<title>[^<]*</title>")

# Where the name may be drawn, in the art's own units (left, top, right, bottom): on a card
# between the rank 1/2 marks (up to x 136) and the rotated rank 10 (from x 446), below the
# pips (down to y 731) and above the inner frame (from y 853); on a board right of the
# flavour chip (up to x 643) and inside the row's panel (up to x 1148; 150 around its
# centre, less its rounded corners, radius 40).
CARD_CLEAR = (140, 735, 442, 850)
BOARD_ROW_CENTRES = {1: (400,), 2: (215, 585)}


def board_clear(centre: int) -> tuple[int, int, int, int]:
    """The clear room for the name in a board's row centred at y = ``centre``."""
    return (650, centre - 108, 1140, centre + 108)


def texts(name: str) -> list[ET.Element]:
    """The ``<text>`` elements of the SVG at ``name``."""
    return list(ET.parse(ASSETS / name).getroot().iter(f"{SVG_NS}text"))


def without_names(svg: str) -> str:
    """The SVG without its title and without the texts that print a flavour name."""
    names = {*ENGLISH_NAMES.values(), *CHINESE_NAMES.values()}
    svg = TITLE.sub("", svg)
    return NAME_TEXT.sub(lambda match: "" if match[1] in names else match[0], svg)


def without_text(svg: str, content: str) -> bytes:
    """The SVG without the ``<text>`` that prints ``content``."""
    bare, count = re.subn(rf"<text [^>]*>{re.escape(content)}</text>", "", svg)
    assert count == 1, content
    return bare.encode()


def rows(image: QImage) -> list[bytes]:
    """The pixel rows of an ARGB32 image, 4 bytes a pixel."""
    data = bytes(image.constBits())
    step, width = image.bytesPerLine(), image.width() * 4
    return [data[y * step : y * step + width] for y in range(image.height())]


def ink_box(drawn: QImage, bare: QImage) -> tuple[int, int, int, int] | None:
    """The box (left, top, right, bottom; exclusive) of the pixels that differ."""
    xs: list[int] = []
    ys: list[int] = []
    for y, (a, b) in enumerate(zip(rows(drawn), rows(bare), strict=True)):
        if a != b:
            ys.append(y)
            xs.extend(
                x for x in range(drawn.width()) if a[4 * x : 4 * x + 4] != b[4 * x : 4 * x + 4]
            )
    if not xs:
        return None
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)


def assert_inside(box: tuple[int, int, int, int] | None, room: tuple[int, int, int, int]) -> None:
    """``box`` is drawn and lies within ``room``."""
    assert box is not None, "the name draws nothing"
    left, top, right, bottom = box
    assert room[0] <= left and right <= room[2] and room[1] <= top and bottom <= room[3], box


def assert_plain(image: QImage, room: tuple[int, int, int, int]) -> None:
    """Nothing but a flat or vertically shaded background lies within ``room``."""
    left, top, right, bottom = room
    for y, row in enumerate(rows(image)[top:bottom], start=top):
        colours = {row[4 * x : 4 * x + 4] for x in range(left, right)}
        assert len(colours) == 1, f"something is drawn in row {y} of the name's room"


def traditional_chinese_font() -> bool:
    """Whether a font for Traditional Chinese is installed (without one Qt draws boxes)."""
    return bool(QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese))


@pytest.mark.parametrize("name", [*ZH_TW_CARDS, *ZH_TW_BOARDS])
def test_zh_tw_art_prints_the_chinese_names(name: str) -> None:
    keys = (card_flavour(name),) if "/cards/" in name else board_flavours(name)
    elements = texts(name)
    for key in keys:
        printed = [element for element in elements if element.text == CHINESE_NAMES[key]]
        assert len(printed) == 1, key
        families = [part.strip() for part in printed[0].get("font-family", "").split(",")]
        assert families[0] == ZH_TW_FAMILY_HEAD
        assert {"Microsoft JhengHei", "PingFang TC"} <= set(families)
        assert families[-1] == "sans-serif"
    assert not [element.text for element in elements if element.text in ENGLISH_NAMES.values()]


# the cards the library picture fans out
LIBRARY_CARDS = ("pistachio", "strawberry", "chocolate", "earl_grey")


def test_the_zh_tw_library_picture_labels_its_cards_in_chinese() -> None:
    printed = [element.text for element in texts("library/zh_TW/macaron.svg")]
    assert sorted(printed.count(CHINESE_NAMES[key]) for key in LIBRARY_CARDS) == [1, 1, 1, 1]
    assert not [text for text in printed if text in ENGLISH_NAMES.values()]
    english = [element.text for element in texts("library/macaron.svg")]
    assert {ENGLISH_NAMES[key] for key in LIBRARY_CARDS} <= set(english)


@pytest.mark.parametrize("name", [*CARDS, *BOARDS, "library/macaron.svg"])
def test_zh_tw_art_differs_from_the_english_only_in_the_names(name: str) -> None:
    english = (ASSETS / name).read_text(encoding="utf-8")
    chinese = (ASSETS / zh_tw(name)).read_text(encoding="utf-8")
    assert chinese != english
    assert without_names(chinese) == without_names(english)


@pytest.mark.parametrize("flavour", CHINESE_NAMES)
def test_chinese_names_render_with_real_glyphs(qapp: object, flavour: str) -> None:
    if not traditional_chinese_font():
        pytest.skip("no Traditional Chinese font installed")
    name = CHINESE_NAMES[flavour]
    font = next(e for e in texts(zh_tw(CARDS[0])) if e.text == CHINESE_NAMES["almond"])
    family = font.get("font-family")

    def draw(content: str) -> QImage:
        svg = (
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80">'
            f'<text x="40" y="68" font-family="{family}" font-size="72" font-weight="bold" '
            f'text-anchor="middle">{content}</text></svg>'
        )
        return render(svg.encode(), 80, 80)

    missing = draw("\u0378")  # unassigned: drawn as the font's box, or not at all
    glyphs = [draw(character) for character in name]
    assert all(glyph != missing for glyph in glyphs)
    assert len({bytes(glyph.constBits()) for glyph in glyphs}) == len(name)


@pytest.mark.parametrize("name", ZH_TW_CARDS)
def test_chinese_name_stays_in_the_room_of_the_english_one(qapp: object, name: str) -> None:
    if not traditional_chinese_font():
        pytest.skip("no Traditional Chinese font installed")
    svg = (ASSETS / name).read_text(encoding="utf-8")
    bare = render(without_text(svg, CHINESE_NAMES[card_flavour(name)]), 630, 880)
    assert_plain(bare, CARD_CLEAR)
    assert_inside(ink_box(render(svg.encode(), 630, 880), bare), CARD_CLEAR)


@pytest.mark.parametrize("name", ZH_TW_BOARDS)
def test_chinese_names_stay_inside_the_board_rows(qapp: object, name: str) -> None:
    if not traditional_chinese_font():
        pytest.skip("no Traditional Chinese font installed")
    svg = (ASSETS / name).read_text(encoding="utf-8")
    drawn = render(svg.encode(), 1200, 800)
    keys = board_flavours(name)
    for key, centre in zip(keys, BOARD_ROW_CENTRES[len(keys)], strict=True):
        bare = render(without_text(svg, CHINESE_NAMES[key]), 1200, 800)
        assert_plain(bare, board_clear(centre))
        assert_inside(ink_box(drawn, bare), board_clear(centre))


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
