"""Maus au Chocolat's generated art: every card the table draws, its printed numbers as the
rules have them, readable at 40 px, and reproducible by its script."""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SCRIPT = ASSETS / "tools" / "make_maus_art.py"
SVG = "{http://www.w3.org/2000/svg}"

# RULINGS 3, written out here on its own so that the art is checked against the rules and
# not against the script: snack values by index k, each ingredient's coin range, its names.
SNACKS = (3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7)
COINS = {"eggs": (1, 6), "fruits": (2, 7), "nuts": (3, 8), "chocolate": (3, 8), "sugar": (1, 4)}
NAMES = {
    "eggs": ("Eggs", "蛋"),
    "fruits": ("Fruits", "水果"),
    "nuts": ("Nuts", "堅果"),
    "chocolate": ("Chocolate", "巧克力"),
    "sugar": ("Sugar", "糖"),
}
RANKS = {
    "claude": ("Claude", 7),
    "amelie": ("Amélie", 6),
    "lilly": ("Lilly", 5),
    "mathieu": ("Mathieu", 4),
    "maurice": ("Maurice", 3),
    "henri": ("Henri", 2),
    "etienne": ("Etienne", 1),
}
CARD_IDS = [f"{ingredient}-{k}" for ingredient in COINS for k in range(16)]
FACES = [f"maus/cards/{card}.svg" for card in CARD_IDS]
ZH_FACES = [f"maus/cards/zh_TW/{card}.svg" for card in CARD_IDS]
HELPERS = [f"maus/cards/helper-{key}.svg" for key in RANKS]
OTHERS = ["maus/cards/back.svg", "library/maus.svg"]
ALL = [*FACES, *ZH_FACES, *HELPERS, *OTHERS]


def bid(ingredient: str, k: int) -> int:
    """The k-th card's chocolate coins: the ingredient's range, cycled through."""
    low, high = COINS[ingredient]
    return low + k % (high - low + 1)


def texts_by_id(name: str) -> dict[str, str]:
    """The ``<text>`` elements of the art at ``name`` that have an id: id -> content."""
    root = ET.parse(ASSETS / name).getroot()
    return {e.get("id", ""): e.text or "" for e in root.iter(f"{SVG}text") if e.get("id")}


def all_texts(name: str) -> list[str]:
    """Every printed text of the art at ``name``."""
    return [e.text or "" for e in ET.parse(ASSETS / name).getroot().iter(f"{SVG}text")]


def render(name: str, width: int = 40, height: int = 56, grey: bool = False) -> QImage:
    """The art at ``name`` drawn by QSvgRenderer, as the table's pixmap cache does."""
    renderer = QSvgRenderer(QByteArray((ASSETS / name).read_bytes()))
    assert renderer.isValid(), name
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8) if grey else image


def region(image: QImage, left: int, top: int, right: int, bottom: int) -> list[int]:
    """The grey levels (or packed colours) of a box of pixels, row by row."""
    if image.format() == QImage.Format.Format_Grayscale8:
        return [
            image.pixelColor(x, y).value() for y in range(top, bottom) for x in range(left, right)
        ]
    return [image.pixel(x, y) for y in range(top, bottom) for x in range(left, right)]


def differing(a: list[int], b: list[int], threshold: int = 60) -> int:
    """How many grey pixels of two equal boxes differ by more than ``threshold``."""
    return sum(abs(p - q) > threshold for p, q in zip(a, b, strict=True))


def test_the_script_reproduces_the_committed_files(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True)
    made = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg"))
    assert made == sorted(ALL)
    assert [n for n in made if (tmp_path / n).read_bytes() != (ASSETS / n).read_bytes()] == []


@pytest.mark.parametrize("folder", ["maus/cards", "maus/cards/zh_TW"])
def test_every_card_prints_its_snack_value_coins_and_name(folder: str) -> None:
    language = 0 if folder == "maus/cards" else 1
    seen = set()
    for card in CARD_IDS:
        ingredient, _, k = card.rpartition("-")
        printed = texts_by_id(f"{folder}/{card}.svg")
        snack, coins = SNACKS[int(k)], bid(ingredient, int(k))
        assert printed["snack"] == printed["snack-left"] == printed["snack-right"] == str(snack)
        assert printed["bid-left"] == printed["bid-right"] == str(coins), card
        assert printed["name"] == NAMES[ingredient][language]
        seen.add((ingredient, snack, coins, k))
    assert len(seen) == 80


def test_the_zh_tw_cards_differ_from_the_english_only_in_the_name() -> None:
    name_and_title = re.compile(r'<title>[^<]*</title>|<text id="name" [^>]*>[^<]*</text>')
    for english, chinese in zip(FACES, ZH_FACES, strict=True):
        a = (ASSETS / english).read_text(encoding="utf-8")
        b = (ASSETS / chinese).read_text(encoding="utf-8")
        assert a != b
        assert name_and_title.sub("", a) == name_and_title.sub("", b), english


def test_the_helpers_print_their_rank_and_name_and_no_words_to_translate() -> None:
    signs = {"+1", "\u22121", "+2", "4"}
    for key, (name, rank) in RANKS.items():
        art = f"maus/cards/helper-{key}.svg"
        printed = texts_by_id(art)
        assert printed["rank"] == str(rank)
        assert printed["name"] == name
        # the rank twice (top left, turned bottom right), the name, the power's sign twice
        assert set(all_texts(art)) - {str(rank), name} <= signs, key
    # the power signs tell the helpers apart, not only their animal
    powers = {ET.tostring(ET.parse(ASSETS / art).getroot()[-1]) for art in HELPERS}
    assert len(powers) == 7


def test_the_library_picture_is_the_size_of_the_others_and_has_no_words() -> None:
    for name in ("library/maus.svg", "library/macarena.svg"):
        root = ET.parse(ASSETS / name).getroot()
        assert root.get("viewBox") == "0 0 640 400"
    assert all(text.isdigit() for text in all_texts("library/maus.svg"))
    assert not (ASSETS / "library/zh_TW/maus.svg").exists()


def test_every_picture_parses_and_draws(qapp: object) -> None:
    assert len(ALL) == 80 + 80 + 7 + 2
    for name in ALL:
        root = ET.parse(ASSETS / name).getroot()
        assert root.tag == f"{SVG}svg", name
        _, _, width, height = (float(v) for v in root.get("viewBox", "").split())
        if name.startswith("maus/cards/"):
            assert width / height == pytest.approx(63 / 88), name
            assert (ASSETS / name).stat().st_size < 12_000, name
        image = render(name, 40, 56)
        assert image.pixelColor(20, 28).alpha() == 255, name
        assert len(set(region(image, 0, 0, 40, 56))) > 8, f"{name} draws (almost) nothing"


def test_coins_and_snack_value_read_apart_at_40_px(qapp: object) -> None:
    """At 40 px wide and in grey, the top-left coin of a card with each bid value 1-8
    differs from every other value's, and the centre of each snack value 3-7 from every
    other's (nearby digits like 3, 5 and 8 differ in a handful of pixels, as the eye sees)."""
    coins: dict[int, list[int]] = {}
    centres: dict[int, list[int]] = {}
    for card in CARD_IDS:
        ingredient, _, k = card.rpartition("-")
        value, snack = bid(ingredient, int(k)), SNACKS[int(k)]
        if value not in coins or snack not in centres:
            image = render(f"maus/cards/{card}.svg", grey=True)
            coins.setdefault(value, region(image, 2, 2, 14, 14))
            centres.setdefault(snack, region(image, 12, 20, 28, 36))
    assert sorted(coins) == list(range(1, 9))
    assert sorted(centres) == list(range(3, 8))
    for a, b in combinations(coins, 2):
        assert differing(coins[a], coins[b]) >= 5, (a, b)
    for a, b in combinations(centres, 2):
        assert differing(centres[a], centres[b]) >= 15, (a, b)


def test_the_ingredients_differ_by_symbol_not_only_by_colour(qapp: object) -> None:
    """In grey, the top-centre symbol of every ingredient differs from every other's."""
    symbols = {i: region(render(f"maus/cards/{i}-3.svg", grey=True), 15, 3, 25, 13) for i in COINS}
    for a in COINS:
        for b in COINS:
            if a < b:
                assert differing(symbols[a], symbols[b], 40) >= 6, (a, b)


CARDS_MODULE = "macaron_desktop.games.maus.cards"


def test_the_art_names_every_card_and_helper_of_the_rules() -> None:
    """Where the game's cards module is present, each of its cards and helpers has its art
    and the art prints that card's values."""
    if importlib.util.find_spec("macaron_desktop.games.maus") is None:
        pytest.skip("the Maus rules are not on this branch")
    cards = importlib.import_module(CARDS_MODULE)
    for card in cards.ALL_CARDS:
        printed = texts_by_id(f"maus/cards/{card.value}.svg")
        assert (printed["snack"], printed["bid-left"]) == (str(card.snack), str(card.bid))
    for helper in cards.HELPERS:
        assert texts_by_id(f"maus/cards/helper-{helper.value}.svg")["rank"] == str(helper.rank)
