"""The game library: one tile per playable game, or a note that none is installed yet.

The library is the first screen, so it names no member of PySide's ``Qt`` namespace: the
first use of ``Qt`` builds all of its ~90 enums, about 125 M instructions, a fifth of
what start-up adds to a bare window. Alignments are set by their names
(``setProperty("alignment", "AlignCenter")``) and the grid is packed with stretches.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Signal
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


class GameTile(QFrame):
    """A card-like tile with the game's picture, name, player counts and description."""

    play_requested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("GameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(360)
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
        outer.setContentsMargins(32, 24, 32, 24)
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
        self.grid.setSpacing(24)
        # The tiles packed to the top left: an empty last column and row take the room left.
        self.grid.setColumnStretch(3, 1)
        grid_host.setAutoFillBackground(False)
        outer.addWidget(scroll, 3)
        self.tiles: list[GameTile] = []
        for index, entry in enumerate(entries):
            tile = GameTile(entry, grid_host)
            tile.description.setMinimumHeight(54)
            tile.play_requested.connect(self.play_requested)
            # at the top of its cell, at its own height (a stretch below takes the rest)
            cell = QVBoxLayout()
            cell.addWidget(tile)
            cell.addStretch(1)
            self.grid.addLayout(cell, index // 3, index % 3)
            self.tiles.append(tile)
        self.grid.setRowStretch((len(entries) + 2) // 3, 1)
        self.empty_note.setVisible(not self.tiles)
        scroll.setVisible(bool(self.tiles))
        self.retranslate()

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
