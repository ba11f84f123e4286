"""The main window: the game library, menus, settings and the About box.

:class:`MainWindow` holds the library page and, during a game, the game's table in a
stack, under the autosave banner. Its parts are mixins, each in a module of its own: the
menus and the dialogs they open (:mod:`.window_menus`), opening, continuing and leaving a
game with the autosave banner (:mod:`.window_games`), the file actions
(:mod:`.window_files`), the replays (:mod:`.window_replays`) and the saves folder's start-up scan for the Continue button
(:mod:`.window_saves`). This module keeps the window's making, its size and its events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QPaintEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ..settings import Settings
from . import catalog
from .i18n import LanguageManager
from .library import LibraryPage
from .window_files import WindowFiles
from .window_games import GameHosting
from .window_menus import WindowMenus
from .window_replays import WindowReplays
from .window_saves import ContinueScan, SavesScan, recover_saves_folder

if TYPE_CHECKING:
    from ..core.quarantine import SetAside
    from .session import GameSession

__all__ = ["MainWindow", "SavesScan", "recover_saves_folder"]


#: the red line above the table that tells of a problem with a file (``%s``: its object name)
PROBLEM_STYLE = "QLabel#%s { background: #A23B2A; color: #FFF8EC; padding: 6px 12px; }"


class MainWindow(WindowMenus, GameHosting, WindowFiles, WindowReplays, ContinueScan, QMainWindow):
    """Hosts the library page and, later, a game table in a stack."""

    # the Continue button shows what the saves folder holds (after start-up's scan)
    library_refreshed = Signal()

    def __init__(
        self,
        settings: Settings,
        languages: LanguageManager,
        language_override: str | None = None,
        recover_saves: bool = True,
    ) -> None:
        """``recover_saves``: bring back saves an interrupted write left missing (only
        safe when no other app writes in the same saves folder)."""
        super().__init__()
        self.setObjectName("MainWindow")
        self.settings = settings
        self.languages = languages
        self.language_override = language_override
        # Parent-first (the central widget in place before the library is made in it): a
        # subtree moved into a parent later has its style worked out again under the
        # application style sheet, tens of millions of instructions for the library.
        central = QWidget()
        self.setCentralWidget(central)
        self.stack = QStackedWidget(central)
        self.library = LibraryPage(catalog.entries(), self.stack)
        self.library.play_requested.connect(self.start_game)
        self.library.continue_requested.connect(self.continue_game)
        self.library.load_requested.connect(self.open_load_dialog)
        self.library.stats_requested.connect(self.open_statistics)
        self.session: GameSession | None = None
        self.table: QWidget | None = None
        # the replay windows open now (each closes with the main window)
        self.replay_windows: list[QWidget] = []
        self.stack.addWidget(self.library)
        # a failed autosave's explanation; it stays until the game is saved again
        self.save_problem = QLabel(central)
        self.save_problem.setObjectName("SaveProblem")
        # by name: the first screen names no ``Qt`` enum (see ui/library.py)
        self.save_problem.setProperty("textFormat", "PlainText")
        self.save_problem.setWordWrap(True)
        self.save_problem.setStyleSheet(PROBLEM_STYLE % "SaveProblem")
        self.save_problem.hide()
        self._save_error: OSError | Exception | None = None
        # a damaged settings or statistics file set aside; it stays until the player hides it
        self.file_notice = QLabel(central)
        self.file_notice.setObjectName("FileNotice")
        self.file_notice.setStyleSheet(PROBLEM_STYLE % "FileNotice")
        self.file_notice.setWordWrap(True)
        self.file_notice.linkActivated.connect(lambda _link: self.file_notice.hide())
        self.file_notice.hide()
        self._file_notices: list[SetAside] = []
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.file_notice)
        column.addWidget(self.save_problem)
        column.addWidget(self.stack, 1)
        self._build_menus()
        self.retranslate()
        self.show_file_notices()
        self.resize(self.sizeHint())
        self.library.set_continue(None)
        self._update_actions()
        # whether the Continue button reflects the saves folder yet
        self.library_ready = False
        self._scan: SavesScan | None = None
        self._scan_stopped = False
        self._scan_stale = False
        if recover_saves:
            recover_saves_folder()
        # The full check of the saves needs pydantic and the rules: it runs off the GUI
        # thread, so the window shows as fast as possible.
        self._scan_deadline = 0.0
        self._painted = False
        QTimer.singleShot(0, self._start_scan)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """Note the first paint (the saves are checked only once the window is on screen)."""
        self._painted = True
        super().paintEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """Open at a comfortable size that fits a small laptop screen."""
        return QSize(1200, 780)

    def fit_to(self, available: QSize) -> None:
        """Shrink the window to fit ``available`` (the screen's free area), leaving room
        for the title bar and frame the window system adds; a window larger than its
        screen would hide the hand and the side panel."""
        room = QSize(max(available.width() - 16, 1), max(available.height() - 48, 1))
        self.resize(self.size().boundedTo(room).expandedTo(self.minimumSizeHint()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_save_problem()
            self.show_file_notices(again=True)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        """Quit; a running game is saved already, and the player is asked per the setting."""
        if self.session is not None and not self.leave_game():
            event.ignore()
            return
        self._stop_scan()
        for replay in self.replay_windows:
            try:
                replay.close()
            except RuntimeError:
                pass  # closed and deleted already
        event.accept()
