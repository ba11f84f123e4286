"""The main window: the game library, menus, settings and the About box."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.registry import get_spec, specs
from ..settings import Settings, save_settings
from . import catalog
from .catalog import game_name, tr
from .i18n import LanguageManager, resolve_language
from .library import LibraryPage

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.savegame import Autosave, SaveEntry
    from .session import GameSession

LOG = logging.getLogger("macaron_desktop")


def recover_saves_folder() -> None:
    """Bring back what a killed write left in the saves folder (before any game can start).

    Costs one directory listing when there is nothing to do; the savegame code is only
    loaded after a crash.
    """
    from ..core.save_index import interrupted_writes

    if not interrupted_writes():
        return
    from ..core.savegame import recover_interrupted_writes

    try:
        recover_interrupted_writes()
    except Exception:  # noqa: BLE001 - the library opens whatever happens
        LOG.exception("recovering the saves folder failed")


def _continue_target(entries: list[SaveEntry]) -> SaveEntry | None:
    """The newest save that opens, is not over, and whose game this window can show."""
    from .load_dialog import playable

    return next((e for e in entries if playable(e) and not e.finished), None)


class SavesScan(QThread):
    """Start-up's look at the saves folder, off the GUI thread so the window shows at once.

    Judges every save with the full check (read, validate, replay), which needs pydantic
    and the games' rules; the window picks the Continue game from the result.
    """

    found = Signal(object)  # list[SaveEntry]

    def run(self) -> None:
        """Check every file of the saves folder."""
        from ..core.savegame import list_saves

        try:
            entries = list_saves(stop=self.isInterruptionRequested)
        except Exception:  # noqa: BLE001 - a Continue button is never worth a crash
            LOG.exception("looking at the saves folder failed")
            entries = []
        self.found.emit(entries)


class MainWindow(QMainWindow):
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
        self.stack.addWidget(self.library)
        # a failed autosave's explanation; it stays until the game is saved again
        self.save_problem = QLabel(central)
        self.save_problem.setObjectName("SaveProblem")
        # by name: the first screen names no ``Qt`` enum (see ui/library.py)
        self.save_problem.setProperty("textFormat", "PlainText")
        self.save_problem.setWordWrap(True)
        self.save_problem.setStyleSheet(
            "QLabel#SaveProblem { background: #A23B2A; color: #FFF8EC; padding: 6px 12px; }"
        )
        self.save_problem.hide()
        self._save_error: OSError | Exception | None = None
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_problem)
        column.addWidget(self.stack, 1)
        self._build_menus()
        self.retranslate()
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

    # -- menus ---------------------------------------------------------------------------
    def _action(self, shortcut: QKeySequence | None, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            # the same as setShortcut, whose overloads wake the whole ``Qt`` namespace
            action.setShortcuts([shortcut])
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self)
        self.library_action = self._action(QKeySequence("Ctrl+L"), self.show_library)
        self.continue_action = self._action(QKeySequence("Ctrl+R"), self.continue_game)
        self.load_action = self._action(
            QKeySequence(QKeySequence.StandardKey.Open), self.open_load_dialog
        )
        self.open_file_action = self._action(QKeySequence("Ctrl+Shift+O"), self.open_file)
        self.save_as_action = self._action(
            QKeySequence(QKeySequence.StandardKey.SaveAs), self.save_as
        )
        self.export_action = self._action(QKeySequence("Ctrl+E"), self.export_record)
        self.undo_action = self._action(QKeySequence(QKeySequence.StandardKey.Undo), self.undo)
        self.leave_action = self._action(QKeySequence("Ctrl+W"), self.leave_game)
        self.stats_action = self._action(None, self.open_statistics)
        self.quit_action = self._action(QKeySequence(QKeySequence.StandardKey.Quit), self.close)
        for action in (
            self.library_action,
            self.continue_action,
            self.load_action,
            self.open_file_action,
            None,
            self.undo_action,
            self.save_as_action,
            self.export_action,
            self.leave_action,
            None,
            self.stats_action,
            None,
            self.quit_action,
        ):
            if action is None:
                self.game_menu.addSeparator()
            else:
                self.game_menu.addAction(action)
        self.settings_menu = QMenu(self)
        self.settings_action = self._action(
            QKeySequence(QKeySequence.StandardKey.Preferences), self.open_settings
        )
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = QMenu(self)
        self.rules_menu = QMenu(self)
        self.no_rules_action = QAction(self)
        self.no_rules_action.setEnabled(False)
        self.rules_actions: dict[str, QAction] = {}
        for entry in catalog.entries():
            if not entry.spec.rules_pages:
                continue
            action = self._action(
                None, lambda _checked=False, gid=entry.game_id: self.show_rules(gid)
            )
            self.rules_actions[entry.game_id] = action
            self.rules_menu.addAction(action)
        if not self.rules_actions:
            self.rules_menu.addAction(self.no_rules_action)
        self.about_action = self._action(None, self.show_about)
        self.about_qt_action = self._action(None, self._about_qt)
        self.help_menu.addMenu(self.rules_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)
        for menu in (self.game_menu, self.settings_menu, self.help_menu):
            bar.addMenu(menu)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Macaron Desktop"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.library_action.setText(QCoreApplication.translate("MainWindow", "Game &library"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.continue_action.setText(QCoreApplication.translate("MainWindow", "&Continue"))
        self.load_action.setText(QCoreApplication.translate("MainWindow", "L&oad game…"))
        self.open_file_action.setText(QCoreApplication.translate("MainWindow", "Open &file…"))
        self.save_as_action.setText(QCoreApplication.translate("MainWindow", "Save &as…"))
        self.export_action.setText(QCoreApplication.translate("MainWindow", "&Export game record…"))
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo my last move"))
        self.leave_action.setText(QCoreApplication.translate("MainWindow", "Lea&ve game"))
        self.stats_action.setText(QCoreApplication.translate("MainWindow", "S&tatistics"))
        self.settings_menu.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_menu.setTitle(QCoreApplication.translate("MainWindow", "&Rules"))
        self.no_rules_action.setText(QCoreApplication.translate("MainWindow", "No rules yet"))
        for game_id, action in self.rules_actions.items():
            action.setText(game_name(game_id))
        self.about_action.setText(
            QCoreApplication.translate("MainWindow", "&About Macaron Desktop")
        )
        self.about_qt_action.setText(QCoreApplication.translate("MainWindow", "About &Qt"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_save_problem()
        super().changeEvent(event)

    # -- actions -------------------------------------------------------------------------
    def show_library(self) -> None:
        """Go back to the game library (asking first if a game is running)."""
        if self.session is not None:
            self.leave_game()
        else:
            self.stack.setCurrentWidget(self.library)

    def _start_scan(self) -> None:
        if self._scan_stale or self._scan is not None or self._scan_stopped:
            return
        from ..core.save_index import SUFFIX, saves_dir

        try:
            names = os.listdir(saves_dir())
        except OSError:
            names = []
        if not any(n.endswith(SUFFIX) and not n.startswith(".") for n in names):
            self._show_continue(None)  # nothing to check: no thread, no pydantic
            return
        # Wait for the first paint: the check's imports would compete with it for the GIL.
        now = time.monotonic()
        if not self._scan_deadline:
            self._scan_deadline = now + 1.0
        if not self._painted and now < self._scan_deadline:
            QTimer.singleShot(10, self._start_scan)
            return
        scan = SavesScan()
        scan.found.connect(self._scan_done)
        self._scan = scan
        scan.start()

    def _scan_done(self, entries: list[SaveEntry]) -> None:
        if self._scan is not None:
            self._scan.wait()
            self._scan = None
        if not self._scan_stale:  # a refresh since then knows better
            self._show_continue(_continue_target(entries))

    def _stop_scan(self) -> None:
        # A start still waiting on a timer must not begin once the app is closing: the
        # thread would outlive the window, and Qt aborts on a running thread destroyed.
        self._scan_stopped = True
        if self._scan is not None:
            # It stops before its next file; one file's check is bounded (size, depth,
            # moves), so this wait ends, and Qt never sees a running thread destroyed.
            self._scan.requestInterruption()
            self._scan.wait()

    def refresh_library(self) -> None:
        """Update the Continue button (with the full check of the saves) and the actions."""
        from ..core.savegame import list_saves

        self._scan_stale = True
        self._show_continue(_continue_target(list_saves()))

    def _show_continue(self, entry: SaveEntry | None) -> None:
        label = None
        if entry is not None and entry.save is not None:
            label = game_name(entry.save.game_id)
            mode = entry.summary.mode if entry.summary is not None else ""
            if mode:
                label += " · " + catalog.mode_label(entry.save.game_id, mode)
        self.library.set_continue(label)
        self._update_actions()
        self.library_ready = True
        self.library_refreshed.emit()

    def _update_actions(self) -> None:
        playing = self.session is not None
        finished = playing and self.session is not None and self.session.match.finished
        self.continue_action.setEnabled(not playing and self.library.continue_button.isVisible())
        self.save_as_action.setEnabled(playing)
        self.export_action.setEnabled(bool(finished) and self._can_export())
        self.undo_action.setEnabled(
            playing and self.session is not None and self.session.can_undo()
        )
        self.leave_action.setEnabled(playing)

    def _can_export(self) -> bool:
        """Whether the running game's spec declares a record format."""
        if self.session is None:
            return False
        try:
            return get_spec(self.session.match.game.game_id).record is not None
        except KeyError:
            return False

    def start_game(self, game_id: str) -> None:
        """Start the game whose library tile was clicked (its new-game dialog decides how)."""
        entry = catalog.find(game_id)
        if entry is not None:
            entry.new_game(self)

    def open_match(self, match: Match[Any, Any], autosave: Autosave | None) -> bool:
        """Put ``match`` on the table; False if its game cannot be played in this version."""
        from .session import GameSession

        entry = catalog.find(match.game.game_id)
        if entry is None:
            return False
        if self.session is not None and not self.leave_game():
            return False
        session = GameSession(match, autosave, undo_allowed=self.settings.undo_against_bots)
        session.moved.connect(lambda *_: self._update_actions())
        session.reset.connect(self._update_actions)
        session.finished.connect(self._on_finished)
        session.save_failed.connect(self._save_failed)
        session.saved.connect(self._saved)
        self.session = session
        self.table = entry.create_table(session, self)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self._update_actions()
        return True

    def _on_finished(self) -> None:
        self._update_actions()

    def _save_failed(self, error: Exception) -> None:
        self._save_error = error
        self._show_save_problem()

    def _saved(self) -> None:
        if self._save_error is not None:
            self._save_error = None
            self.save_problem.hide()

    def _show_save_problem(self) -> None:
        if self._save_error is None or self.session is None:
            self.save_problem.hide()
            return
        from .save_errors import describe_save_failure

        autosave = self.session.autosave
        self.save_problem.setText(
            describe_save_failure(
                self._save_error,
                getattr(autosave, "saved_moves", None),
                getattr(autosave, "path", None),
            )
        )
        self.save_problem.show()

    def leave_game(self) -> bool:
        """Close the running game (asking first, per the setting); False if the player stays."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        if self.session is None:
            return True
        if self.settings.confirm_leave_game and not self.session.match.finished:
            answer = QMessageBox.question(
                self,
                QCoreApplication.translate("MainWindow", "Leave the game?"),
                QCoreApplication.translate(
                    "MainWindow",
                    "The game is saved: you can continue it later from the library. Leave it now?",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.close_game()
        return True

    def close_game(self) -> None:
        """Remove the table and stop the session without asking."""
        if self.session is not None:
            self.session.close()
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.session = None
        self.table = None
        self._save_error = None
        self.save_problem.hide()
        self.stack.setCurrentWidget(self.library)
        self.refresh_library()

    def shutdown(self) -> None:
        """Stop a running game's bots before the application goes away: their searches
        are cancelled, and the threads stop before Qt tears down."""
        from .worker import join_retired

        self._stop_scan()
        if self.session is not None:
            self.session.close()
        join_retired()

    def resume_path(self, path: Path, copy_to_saves: bool = False) -> bool:
        """Open a savegame file; a problem is reported and the file left untouched."""
        from ..core.savegame import Autosave, SaveError, open_save
        from .save_errors import describe

        try:
            opened = open_save(path)
        except SaveError as error:
            self._report(
                QCoreApplication.translate("MainWindow", "Cannot open the savegame"),
                describe(error),
            )
            return False
        # A file from elsewhere (or a damaged one recovered from its backup) continues as
        # a new autosave, so the original file is never written over.
        if copy_to_saves or opened.from_backup:
            autosave = Autosave.for_new_game(opened.match)
        else:
            autosave = Autosave(path, opened.save.created)
        if not self.open_match(opened.match, autosave):
            self._report(
                QCoreApplication.translate("MainWindow", "Cannot open the savegame"),
                QCoreApplication.translate("MainWindow", "This version cannot play that game yet."),
            )
            return False
        return True

    def continue_game(self) -> None:
        """Resume the most recent unfinished game that opens."""
        from ..core.savegame import list_saves

        entry = _continue_target(list_saves())
        if entry is not None:
            self.resume_path(entry.path)
        else:
            self.refresh_library()

    def open_load_dialog(self) -> None:
        """Show every saved game."""
        from .load_dialog import LoadDialog

        dialog = LoadDialog(parent=self)
        dialog.open_requested.connect(self.resume_path)
        dialog.finished.connect(lambda _r: self.refresh_library())
        dialog.open()
        self.load_dialog = dialog

    def open_statistics(self) -> None:
        """Show the statistics of finished games."""
        from .stats_dialog import StatsDialog

        dialog = StatsDialog(self)
        dialog.open()
        self.stats_dialog = dialog

    def ask_save_path(self) -> str:
        """Where to write a copy of the game (a file dialog; tests replace this)."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Save a copy of the game"),
            str(Path.home() / f"{self._game_id()}-game.json"),
            QCoreApplication.translate("MainWindow", "Macaron Desktop savegames (*.json)"),
        )
        return path

    def _game_id(self) -> str:
        return self.session.match.game.game_id if self.session is not None else "game"

    def ask_open_path(self) -> str:
        """Which savegame file to open (a file dialog; tests replace this)."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Open a savegame"),
            str(Path.home()),
            QCoreApplication.translate("MainWindow", "Macaron Desktop savegames (*.json)"),
        )
        return path

    def save_as(self) -> None:
        """Write a named copy of the running game anywhere the player chooses."""
        if self.session is None:
            return
        target = self.ask_save_path()
        if not target:
            return
        from ..core.savegame import save_from_match, write_save

        try:
            write_save(Path(target), save_from_match(self.session.match))
        except OSError as exc:
            self._report(
                QCoreApplication.translate("MainWindow", "The game was not saved"),
                str(exc),
            )

    def open_file(self) -> None:
        """Open a savegame file from anywhere; it continues as a new game in the saves folder."""
        path = self.ask_open_path()
        if path:
            self.resume_path(Path(path), copy_to_saves=True)

    def export_record(self) -> None:
        """Write the record of a finished game, in the record format its spec declares."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        if self.session is None or not self._can_export():
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Export game record"),
            str(Path.home() / f"{self._game_id()}-record.json"),
            QCoreApplication.translate("MainWindow", "Game records (*.json *.jsonl)"),
        )
        if path:
            self.write_record(Path(path))

    def write_record(self, path: Path) -> None:
        """Write the running game's record to ``path`` (one JSON line)."""
        import json

        assert self.session is not None
        record = get_spec(self.session.match.game.game_id).record
        assert record is not None
        try:
            path.write_text(json.dumps(record.write(self.session.match)) + "\n", encoding="utf-8")
        except OSError as exc:
            self._report(QCoreApplication.translate("MainWindow", "Export failed"), str(exc))

    def undo(self) -> None:
        """Take back the player's last decision (alone against bots only)."""
        if self.session is not None:
            self.session.undo()
            self._update_actions()

    def _report(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("ProblemBox")
        box.open()
        self.problem_box = box

    def open_settings(self) -> None:
        """Show the Settings dialog (during a game with only that game's own settings);
        apply and remember what the user chose."""
        from .settings_dialog import SettingsDialog

        playing = None if self.session is None else self.session.match.game.game_id
        dialog = SettingsDialog(self.settings, self, game_id=playing)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        self.settings_dialog = dialog

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` now (a new language re-translates every window) and save them."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        old_language = self.settings.language
        self.settings = settings
        try:
            save_settings(settings)
        except OSError as exc:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("MainWindow", "Settings not saved"),
                QCoreApplication.translate(
                    "MainWindow", "The settings could not be saved: %1"
                ).replace("%1", str(exc)),
            )
        if self.session is not None:
            self.session.undo_allowed = settings.undo_against_bots
        apply_to_table = getattr(self.table, "apply_settings", None)
        if callable(apply_to_table):
            apply_to_table(settings)
        self._update_actions()
        if settings.language != old_language:
            self.language_override = None
            self.languages.apply(resolve_language(settings.language))

    def show_rules(self, game_id: str) -> None:
        """Open the rules viewer of ``game_id``."""
        from .rules_viewer import open_rules

        self.rules_viewer = open_rules(game_id, self)

    def _about_qt(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        QMessageBox.aboutQt(self)

    def show_about(self) -> None:
        """The About box: version, licence and the games' credits."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        lines = [
            "<h3>"
            + QCoreApplication.translate("MainWindow", "Macaron Desktop")
            + f" {__version__}</h3>",
            "<p>"
            + QCoreApplication.translate(
                "MainWindow", "Four small tabletop card games on one computer."
            )
            + "</p>",
            "<p>" + QCoreApplication.translate("MainWindow", "Licence: MIT.") + "</p>",
            "<p><b>"
            + QCoreApplication.translate("MainWindow", "Games and their creators")
            + "</b></p><ul>",
        ]
        for spec in specs():
            if spec.credit is None:
                continue
            credit = QCoreApplication.translate("MainWindow", "%1 by %2, published by %3")
            credit = (
                credit.replace("%1", tr(spec.name))
                .replace("%2", spec.credit.designers)
                .replace("%3", spec.credit.publisher)
            )
            lines.append(f"<li>{credit}</li>")
        lines.append("</ul>")
        box = QMessageBox(self)
        box.setObjectName("AboutBox")
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "About Macaron Desktop"))
        box.setText("".join(lines))
        box.open()
        self.about_box = box

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        """Quit; a running game is saved already, and the player is asked per the setting."""
        if self.session is not None and not self.leave_game():
            event.ignore()
            return
        self._stop_scan()
        event.accept()
