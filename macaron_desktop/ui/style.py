"""The look of the shared widgets: warm paper tones, as in ART.md."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

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


def apply_style(app: QApplication) -> None:
    """Use the Fusion style with the project's palette accents."""
    app.setStyle("Fusion")
    app.setStyleSheet(STYLE_SHEET)
