"""The look of the shared widgets: warm paper tones, as in ART.md."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly (Qt otherwise guesses whether it is rich text)."""
    import html  # when first needed: the first screen shows no tooltip

    return "<qt>" + html.escape(text) + "</qt>" if text else ""


STYLE_SHEET = """
QMainWindow, QStackedWidget > QWidget#LibraryPage { background: #F6EFE4; }
QScrollArea, QWidget#LibraryGrid { background: transparent; }
QLabel#LibraryHeading { font-size: 26px; font-weight: 600; color: #5A3E2B; padding: 4px 0 12px 0; }
QLabel#LibraryEmpty { font-size: 17px; color: #7A5C48; }
QFrame#GameTile { background: #FFFBF4; border: 1px solid #E2CFB6; border-radius: 14px; }
QFrame#GameTile:focus-within { border: 2px solid #C98B5B; }
QLabel#TileName { font-size: 20px; font-weight: 600; color: #4A3020; }
QLabel#TilePlayers { color: #8A6A52; }
QPushButton { padding: 6px 16px; }
"""


#: The font lists the SVG art names (assets/tools/make_art.py writes them). Qt's SVG
#: renderer looks a ``font-family`` value up as one name, so each list is registered as
#: a substitution for its members (a test keeps this in step with the art).
SVG_FONT_LISTS = (
    "DejaVu Sans, Noto Sans, sans-serif",
    "Noto Sans CJK TC, Noto Sans TC, Microsoft JhengHei, PingFang TC, Heiti TC, sans-serif",
)
#: Traditional Chinese fonts tried, in order, for Chinese text in the interface; without
#: them a Linux system may draw Chinese with a Japanese or Simplified font's glyph shapes.
TRADITIONAL_CHINESE_FONTS = [
    "Noto Sans CJK TC",
    "Noto Sans TC",
    "Microsoft JhengHei UI",
    "Microsoft JhengHei",
    "PingFang TC",
    "Heiti TC",
]


def register_font_fallbacks() -> None:
    """Let the art's font lists, and Chinese text, find the intended fonts."""
    for family_list in SVG_FONT_LISTS:
        members = [name.strip() for name in family_list.split(",")]
        QFont.insertSubstitutions(family_list, members)


#: the widget style, by the name ``QStyleFactory`` and the ``-style`` argument know it by
FUSION = "Fusion"


def apply_style(app: QApplication, set_style: bool = True) -> None:
    """Use the Fusion style with the project's palette accents; ``set_style=False`` when
    ``app`` was made with ``-style Fusion`` already (see ``app.main``)."""
    if set_style:
        app.setStyle(FUSION)
    app.setStyleSheet(STYLE_SHEET)
    register_font_fallbacks()


def use_language_fonts(app: QApplication, language: str) -> None:
    """Prefer Traditional Chinese fonts for Chinese text while the app is in zh_TW."""
    font = QFont(app.font())
    base = [f for f in font.families() if f not in TRADITIONAL_CHINESE_FONTS] or [font.family()]
    font.setFamilies(base + TRADITIONAL_CHINESE_FONTS if language == "zh_TW" else base)
    app.setFont(font)
