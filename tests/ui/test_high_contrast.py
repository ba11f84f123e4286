"""The high-contrast table (issue 24): every text on every game's table, and every text
on its cards, has a contrast ratio of at least 4.5:1 (WCAG 2) with what lies under it.

Measured on rendered pixels, not on the palette's declared colours. The table of each game
is drawn twice, offscreen, a few turns into a game: as it is, and with the ink of the
kit's texts (labels, zones' names) made transparent. Where the two pictures differ is
where a text is drawn; there the ink (blended as drawn, for a translucent one) is
compared with the second picture's pixel, which is what lies under the text. The cards'
art is measured the same way, each face drawn with and without its texts; a pixel of a
text is one of the first picture whose colour is that text's fill.

A card's symbol is measured by its edge: drawn with and without that symbol, the tenth of
its pixels that differ most from what lies under them must differ by 4.5:1 or more. The
art marks its symbols: a ``<use>`` of ``#sym`` (Macaron's flavours, La Macarena's elements,
Maus's ingredients, in the corners) or of ``#sym-<name>`` (Maple's cost coin, value leaf,
kind badge and its tree or shack, and the signs of its actions, effects and draws).

The same check finds the normal palette's faint zone names (the gift-box track's rows
in Macaron) below 4.5:1, and a deliberately pale ink in the high-contrast one: it can fail.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from busy_tables import GAMES, open_busy
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from macaron_desktop.resources import asset
from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table import DropZone, LabelItem, palette
from macaron_desktop.ui.table.contrast import RGB, TEXT_CONTRAST, contrast_ratio
from macaron_desktop.ui.table.pixmaps import SEAT_COLOUR_PLACEHOLDER, SEAT_COLOURS

INVISIBLE = QColor(0, 0, 0, 0)
#: how different a pixel of the two pictures must be to count as the text's
GLYPH_DIFFERENCE = 90


class Picture:
    """A grabbed picture's pixels, read as ``(red, green, blue)``."""

    def __init__(self, image: QImage) -> None:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.width, self.height = image.width(), image.height()
        self.stride = image.bytesPerLine()
        self.data = bytes(image.constBits())

    def row(self, y: int) -> bytes:
        """The bytes of row ``y``."""
        return self.data[y * self.stride : y * self.stride + self.width * 4]

    def pixel(self, x: int, y: int) -> RGB:
        at = y * self.stride + x * 4
        blue, green, red = self.data[at], self.data[at + 1], self.data[at + 2]
        return red, green, blue


def _difference(a: RGB, b: RGB) -> int:
    return sum(abs(p - q) for p, q in zip(a, b, strict=True))


def _blend(ink: QColor, under: RGB) -> RGB:
    alpha = ink.alphaF()
    return tuple(  # type: ignore[return-value]
        round(c * alpha + u * (1 - alpha))
        for c, u in zip((ink.red(), ink.green(), ink.blue()), under, strict=True)
    )


def _grab(table: GameScreen) -> Picture:
    for item in table.scene.items():
        item.update()
    QApplication.processEvents()
    return Picture(table.view.viewport().grab().toImage())


def _texts(table: GameScreen) -> Iterator[tuple[str, QRectF, QColor]]:
    """Every text the kit draws on the table: where (viewport pixels) and in what ink."""
    colours = palette.current()
    for item in table.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, LabelItem) and item.text():
            rect = item.mapRectToScene(item.boundingRect())
            yield f"label {item.text()!r}", rect, colours.label_text
        elif isinstance(item, DropZone) and item.label:
            rect = item.mapRectToScene(item.label_rect())
            yield f"zone {item.label!r}", rect, item.label_colour()


def table_contrasts(
    table: GameScreen, colours: palette.TablePalette, monkeypatch: pytest.MonkeyPatch
) -> list[tuple[str, float]]:
    """Each text of the table drawn in ``colours`` and its least contrast with what lies
    under it (texts wholly covered by something else are left out)."""
    monkeypatch.setattr(palette, "_current", colours)
    texts = list(_texts(table))
    shown = _grab(table)
    monkeypatch.setattr(
        palette, "_current", replace(colours, label_text=INVISIBLE, zone_text=INVISIBLE)
    )
    under = _grab(table)
    monkeypatch.setattr(palette, "_current", colours)
    view = table.view
    found: list[tuple[str, float]] = []
    for name, rect, ink in texts:
        box = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
        worst = None
        for y in range(box.top(), box.bottom() + 1):
            for x in range(box.left(), box.right() + 1):
                below = under.pixel(x, y)
                if _difference(shown.pixel(x, y), below) < GLYPH_DIFFERENCE:
                    continue
                ratio = contrast_ratio(_blend(ink, below), below)
                worst = ratio if worst is None else min(worst, ratio)
        if worst is not None:
            found.append((name, worst))
    return found


def _low(found: list[tuple[str, float]]) -> list[str]:
    return [f"{name}: {ratio:.2f}:1" for name, ratio in found if ratio < TEXT_CONTRAST]


@pytest.mark.parametrize(("game_id", "mode"), GAMES)
def test_every_text_on_the_high_contrast_table_stands_out(
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    mode: str,
) -> None:
    window = make_window((1024, 640), high_contrast=True)
    window.setUpdatesEnabled(True)
    table = open_busy(window, game_id, mode)
    assert palette.current() is palette.HIGH_CONTRAST
    found = table_contrasts(table, palette.HIGH_CONTRAST, monkeypatch)
    assert len(found) >= 5, found  # the check saw the table's texts
    assert not _low(found), _low(found)
    # the same check fails a pale ink
    pale = replace(palette.HIGH_CONTRAST, label_text=QColor("#9A9A9A"))
    assert _low(table_contrasts(table, pale, monkeypatch))


def test_the_normal_palette_has_texts_below_the_mark(
    make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the high-contrast palette is for: the normal one's faint zone names."""
    window = make_window((1024, 640))
    window.setUpdatesEnabled(True)
    table = open_busy(window, "macaron", "4p")
    low = _low(table_contrasts(table, palette.NORMAL, monkeypatch))
    assert any(line.startswith("zone") for line in low), low


_TEXT = re.compile(r"<text\b[^>]*>")
_FILL = re.compile(r'fill="(#[0-9A-Fa-f]{6})"')
#: how near a pixel's colour must be to a text's fill to count as that text's
INK_NEAR = 24
#: pixels of a text's fill that may lie on a line it touches
TOUCHING = 2
#: the size the faces are drawn at (a card of 252 pixels' height, the table's large size)
FACE = (180, 252)


def _render(svg: str) -> Picture:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    image = QImage(*FACE, QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, *FACE))
    painter.end()
    return Picture(image)


def face_contrasts(path: Path) -> dict[str, float]:
    """The least contrast of each text fill of the face at ``path`` with what lies under
    its letters (a fill whose letters are too small to show a pixel of it is left out)."""
    # a seat-coloured token is measured in the palest seat colour (yellow)
    svg = path.read_text(encoding="utf-8").replace(SEAT_COLOUR_PLACEHOLDER, SEAT_COLOURS[3])
    fills = {m.group(1).upper() for t in _TEXT.findall(svg) for m in _FILL.finditer(t)}
    if not fills:
        return {}
    bare = re.sub(r"<text\b", '<text display="none"', svg)
    shown, under = _render(svg), _render(bare)
    inks = {fill: QColor(fill).getRgb()[:3] for fill in fills}
    ratios: dict[str, list[float]] = {}
    for y in range(shown.height):
        if shown.row(y) == under.row(y):
            continue  # no text on this row
        for x in range(shown.width):
            pixel, below = shown.pixel(x, y), under.pixel(x, y)
            if _difference(pixel, below) < GLYPH_DIFFERENCE:
                continue
            for fill, ink in inks.items():
                if _difference(pixel, ink) <= INK_NEAR:
                    ratios.setdefault(fill, []).append(contrast_ratio(ink, below))
    # a letter's edge may touch a line at a pixel or two: the third worst pixel counts
    return {fill: sorted(found)[min(TOUCHING, len(found) - 1)] for fill, found in ratios.items()}


def _faces(game_id: str, every: int) -> list[Path]:
    """Every ``every``-th picture of the game's art with a text: its cards' faces in both
    languages, and its boards, tokens and wells."""
    folder = asset(game_id)
    faces = [p for p in folder.glob("**/*.svg") if "<text" in p.read_text("utf-8")]
    return sorted(faces)[::every]


@pytest.mark.parametrize("game_id", [g for g, _ in GAMES])
def test_every_text_on_the_cards_stands_out(qapp: QApplication, game_id: str) -> None:
    """The art (cards, boards, tokens) is the same in both palettes, so its texts pass on
    their own (the check found La Macarena's "10" running over the frame and the name,
    Maple's cent signs on the amber coins and Macaron's vote numbers on the wood at 2 to
    4.49:1: the art was drawn again)."""
    low: list[str] = []
    measured = 0
    for path in _faces(game_id, every=10):
        for fill, ratio in face_contrasts(path).items():
            measured += 1
            if ratio < TEXT_CONTRAST:
                low.append(f"{path.name}: {fill} at {ratio:.2f}:1")
    assert measured >= 10
    assert not low, low


def test_the_card_check_finds_a_pale_text(qapp: QApplication, tmp_path: Path) -> None:
    face = _faces("macaron", every=1)[0]
    pale = re.sub(r'(<text\b[^>]*fill=")#[0-9A-Fa-f]{6}', r"\1#E8D8C0", face.read_text("utf-8"))
    path = tmp_path / face.name
    path.write_text(pale, encoding="utf-8")
    worst = face_contrasts(path)
    assert worst and min(worst.values()) < TEXT_CONTRAST, worst


#: a symbol placed on a face: ``#sym`` (the one symbol of a Macaron, La Macarena or Maus
#: face) or ``#sym-<name>`` (Maple's: its coin, leaf, kind badge and the signs of its actions
#: and effects), its id captured
_SYMBOL = re.compile(r'<use\b(?=[^>]*href="#(sym(?:-[\w-]+)?)")')
#: the share of a symbol's pixels that must stand out (its edge)
SYMBOL_EDGE = 0.1


def symbol_contrasts(path: Path) -> list[tuple[str, float]]:
    """For each symbol drawn on the face at ``path`` (each ``<use>`` of a ``#sym`` or
    ``#sym-<name>``): its id and the contrast its edge reaches with what lies under it (the
    least of its most contrasting tenth of pixels)."""
    svg = path.read_text(encoding="utf-8")
    shown = _render(svg)
    found: list[tuple[str, float]] = []
    for spot in _SYMBOL.finditer(svg):
        under = _render(svg[: spot.start()] + '<use display="none"' + svg[spot.start() + 4 :])
        ratios = []
        for y in range(shown.height):
            if shown.row(y) == under.row(y):
                continue
            for x in range(shown.width):
                pixel, below = shown.pixel(x, y), under.pixel(x, y)
                if pixel != below:
                    ratios.append(contrast_ratio(pixel, below))
        if ratios:
            ratios.sort()
            found.append((spot.group(1), ratios[int(len(ratios) * (1 - SYMBOL_EDGE))]))
    return found


def _least(found: list[tuple[str, float]]) -> float:
    return min(ratio for _, ratio in found)


#: the kinds of symbol (their ids) the check sees on every twelfth picture of each game
SYMBOL_KINDS = {"macaron": 1, "macarena": 1, "maus": 1, "maple": 12}


@pytest.mark.parametrize(("game_id", "kinds"), SYMBOL_KINDS.items())
def test_every_symbol_on_the_cards_stands_out(qapp: QApplication, game_id: str, kinds: int) -> None:
    """The symbols of every twelfth picture, in the art both palettes share. (The check
    found La Macarena's air gusts at 3.6:1, a thin light-brown edge round pale gold: they
    were drawn again with a wide, darker one. Maple's symbols, marked since, were all at
    6.4:1 or more: its cost coin the least, 6.41:1.)"""
    low = []
    measured: list[str] = []
    for path in _faces(game_id, every=12):
        for name, ratio in symbol_contrasts(path):
            measured.append(name)
            if ratio < TEXT_CONTRAST:
                low.append(f"{path.name} {name}: {ratio:.2f}:1")
    assert len(measured) >= 4 and len(set(measured)) >= kinds, measured
    assert not low, low


@pytest.mark.parametrize(
    ("face", "symbol", "ink", "pale"),
    [
        # La Macarena's air gust in a light brown
        ("macarena/cards/air_3.svg", "sym", "#7A5A0E", "#D8B860"),
        # Maple's arrow from the bucket to the draws, in a pale green on the light green
        ("maple/cards/red_maple.svg", "sym-arrow", "#1C3B25", "#9DBF98"),
    ],
)
def test_the_symbol_check_finds_a_pale_symbol(
    qapp: QApplication, tmp_path: Path, face: str, symbol: str, ink: str, pale: str
) -> None:
    original = asset(face)
    svg = original.read_text("utf-8")
    start, end = svg.index(f'<g id="{symbol}">'), svg.index("</defs>")
    assert ink in svg[start:end], "the symbol is drawn in that ink"
    path = tmp_path / original.name
    path.write_text(svg[:start] + svg[start:end].replace(ink, pale) + svg[end:], encoding="utf-8")
    assert _least(symbol_contrasts(original)) >= TEXT_CONTRAST
    assert any(n == symbol and r < TEXT_CONTRAST for n, r in symbol_contrasts(path))
