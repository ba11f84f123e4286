"""The game library: one tile per playable game, or a note that none is installed yet.

The library is the first screen, so it names no member of PySide's ``Qt`` namespace: the
first use of ``Qt`` builds all of its ~90 enums, about 125 M instructions, a fifth of
what start-up adds to a bare window. Alignments are set by their names
(``setProperty("alignment", "AlignCenter")``) and the grid is packed with stretches.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..resources import localized_asset
from .catalog import GameEntry, tr
from .i18n import current_language
from .picture_cache import svg_picture
from .words import fill

# a tile's width, the room between two tiles, and the most tiles a row holds
TILE_WIDTH = 360
TILE_SPACING = 24
MAX_COLUMNS = 3
# room kept for the vertical scroll bar, and the page's margin on either side
SCROLL_BAR = 20
PAGE_MARGIN = 32


class GameTile(QFrame):
    """A card-like tile with the game's picture, name, player counts and description."""

    play_requested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("GameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(TILE_WIDTH)
        # Children are made inside their parent: under the application style sheet, each
        # widget moved into a parent later has its whole subtree's style worked out again.
        layout = QVBoxLayout(self)
        self.picture = QLabel(self)
        self.picture.setProperty("alignment", "AlignCenter")  # no Qt enum: see the module
        self.picture_path = ""
        self.name = QLabel(self)
        self.name.setObjectName("TileName")
        self.players = QLabel(self)
        self.players.setObjectName("TilePlayers")
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.play = QPushButton(self)
        self.play.setDefault(True)
        self.play.clicked.connect(lambda: self.play_requested.emit(entry.game_id))
        for widget in (self.picture, self.name, self.players, self.description, self.play):
            layout.addWidget(widget)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self._show_picture()
        spec = self.entry.spec
        name = tr(spec.name)
        self.name.setText(name)
        self.players.setText(tr(spec.players))
        self.description.setText(tr(spec.description))
        self.play.setText(QCoreApplication.translate("Library", "Play"))
        self.play.setAccessibleName(fill(QCoreApplication.translate("Library", "Play %1"), name))

    def _show_picture(self) -> None:
        """The picture in the current language's edition (art that prints words has one)."""
        language = current_language()
        path = str(localized_asset(self.entry.picture, language))
        if path != self.picture_path:
            self.picture_path = path
            # The language is part of the key even for art without a translated edition
            # (one picture per language then): simpler than knowing which art prints words.
            picture = svg_picture(path, QSize(336, 210), self.devicePixelRatioF(), language)
            self.picture.setPixmap(picture)


class LibraryPage(QWidget):
    """The first screen: Continue, Load game, Statistics, and every playable game as a tile."""

    play_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    stats_requested = Signal()

    def __init__(self, entries: Sequence[GameEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryPage")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(PAGE_MARGIN, 24, PAGE_MARGIN, 24)
        # Built parent-first, like the tiles (see GameTile).
        self.heading = QLabel(self)
        self.heading.setObjectName("LibraryHeading")
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("ContinueButton")
        self.continue_button.clicked.connect(self.continue_requested)
        self.load_button = QPushButton(self)
        self.load_button.clicked.connect(self.load_requested)
        self.stats_button = QPushButton(self)
        self.stats_button.clicked.connect(self.stats_requested)
        for button in (self.continue_button, self.load_button, self.stats_button):
            top.addWidget(button)
        outer.addLayout(top)
        self.continue_label = ""
        self.empty_note = QLabel(self)
        self.empty_note.setObjectName("LibraryEmpty")
        self.empty_note.setWordWrap(True)
        self.empty_note.setProperty("alignment", "AlignCenter")
        outer.addWidget(self.empty_note, 1)
        scroll = QScrollArea(self)
        # A transparent viewport of our own, given before the grid goes into it: asking
        # the scroll area for its own from Python costs about 80 enums more (PySide looks
        # through the widget types for the wrapper to make).
        viewport = QWidget()
        viewport.setAutoFillBackground(False)
        scroll.setViewport(viewport)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        grid_host = QWidget()
        grid_host.setObjectName("LibraryGrid")
        scroll.setWidget(grid_host)  # while it is empty: the tiles are made inside it
        self.grid = QGridLayout(grid_host)
        self.grid.setSpacing(TILE_SPACING)
        grid_host.setAutoFillBackground(False)
        outer.addWidget(scroll, 3)
        self.tiles: list[GameTile] = []
        self._cells: list[QVBoxLayout] = []
        for entry in entries:
            tile = GameTile(entry, grid_host)
            tile.description.setMinimumHeight(54)
            tile.play_requested.connect(self.play_requested)
            # at the top of its cell, at its own height (a stretch below takes the rest)
            cell = QVBoxLayout()
            cell.addWidget(tile)
            cell.addStretch(1)
            self._cells.append(cell)
            self.tiles.append(tile)
        self.columns = 0
        self._place_tiles(MAX_COLUMNS)
        self.empty_note.setVisible(not self.tiles)
        scroll.setVisible(bool(self.tiles))
        self.retranslate()

    def _place_tiles(self, columns: int) -> None:
        """Lay the tiles out in rows of ``columns``, an empty column and row after them
        taking the room left."""
        if columns == self.columns:
            return
        for cell in self._cells:
            self.grid.removeItem(cell)
        for column in range(MAX_COLUMNS + 1):
            self.grid.setColumnStretch(column, 1 if column == columns else 0)
        for row in range(len(self._cells) + 1):
            self.grid.setRowStretch(row, 0)
        for index, cell in enumerate(self._cells):
            self.grid.addLayout(cell, index // columns, index % columns)
        self.grid.setRowStretch((len(self._cells) + columns - 1) // columns, 1)
        self.columns = columns

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """As many tiles to a row as the width holds, so that none is cut off."""
        room = event.size().width() - 2 * PAGE_MARGIN - SCROLL_BAR
        fits = (room + TILE_SPACING) // (TILE_WIDTH + TILE_SPACING)
        self._place_tiles(max(1, min(MAX_COLUMNS, fits)))
        super().resizeEvent(event)

    def set_continue(self, label: str | None) -> None:
        """Show "Continue" with a short description of the newest unfinished game, or hide it."""
        self.continue_label = label or ""
        self.continue_button.setVisible(label is not None)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.heading.setText(QCoreApplication.translate("Library", "Game library"))
        text = QCoreApplication.translate("Library", "▶ Continue")
        if self.continue_label:
            text += f" — {self.continue_label}"
        self.continue_button.setText(text)
        self.load_button.setText(QCoreApplication.translate("Library", "&Load game…"))
        self.stats_button.setText(QCoreApplication.translate("Library", "S&tatistics"))
        self.empty_note.setText(
            QCoreApplication.translate(
                "Library", "No game is installed yet. The games arrive one by one."
            )
        )
        for tile in self.tiles:
            tile.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
