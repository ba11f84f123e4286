"""Playing in the main window: opening, continuing and leaving a game, the autosave banner.

A mixin of :class:`~macaron_desktop.ui.main_window.MainWindow`: it puts a match on the
table (a new game, a savegame the player opens, the Continue game), keeps the Game menu's
actions in step with the running game, shows why an autosave failed until the game is saved
again, and closes the table when the player leaves.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from ..core.registry import get_spec
from ..settings import KIND as SETTINGS_KIND
from ..settings import Settings
from . import catalog
from .window_saves import continue_entry
from .words import fill, join_sentences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..core.match import Match
    from ..core.quarantine import SetAside
    from ..core.savegame import Autosave
    from .library import LibraryPage
    from .session import GameSession


class GameHosting:
    """The running game's table and session, and the ways in and out; mixed into the window."""

    settings: Settings
    stack: QStackedWidget
    library: LibraryPage
    session: GameSession | None
    table: QWidget | None
    save_problem: QLabel
    _save_error: OSError | Exception | None
    file_notice: QLabel
    _file_notices: list[SetAside]
    continue_action: QAction
    save_as_action: QAction
    export_action: QAction
    undo_action: QAction
    leave_action: QAction

    def show_library(self) -> None:
        """Go back to the game library (asking first if a game is running)."""
        if self.session is not None:
            self.leave_game()
        else:
            self.stack.setCurrentWidget(self.library)

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
        if hasattr(autosave, "keep_history"):
            autosave.keep_history = self.settings.keep_history
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
        self.show_file_notices()

    def _save_failed(self, error: Exception) -> None:
        self._save_error = error
        self._show_save_problem()
        self.show_file_notices()

    def _saved(self) -> None:
        self.show_file_notices()
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

    def show_file_notices(self, again: bool = False) -> None:
        """Tell the player about damaged settings or statistics files set aside since the
        last look (``again``: the ones shown already, e.g. in a new language)."""
        from ..core import quarantine

        fresh = quarantine.take_notices()
        if fresh:
            kept = [] if self.file_notice.isHidden() else self._file_notices
            self._file_notices = [*kept, *fresh]
        elif not (again and not self.file_notice.isHidden()):
            return
        self.file_notice.setText(describe_set_aside(self._file_notices))
        self.file_notice.show()

    def leave_game(self) -> bool:
        """Close the running game (asking first, per the setting); False if the player stays.

        While the game's last save failed, the player is asked what to do with the moves
        not on disk (see :meth:`_leave_unsaved`), whatever the setting.
        """
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed

        if self.session is None:
            return True
        unsaved = self._leave_unsaved()
        if unsaved is not None:
            if unsaved:
                self.close_game()
            return unsaved
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

    def _leave_unsaved(self) -> bool | None:
        """``None`` when the game is on disk as it stands (a failed save is tried once more
        first); else whether the player, asked, chose to leave it (after trying again or
        saving a copy elsewhere, or losing the moves since the last good save)."""
        from .leave_unsaved import ELSEWHERE, LOSE, RETRY, unsaved_box

        session = self.session
        if session is None or session.save_error() is None:
            return None
        error = session.retry_save()  # space may have been freed since
        if error is None:
            return None
        copy_error: OSError | None = None
        while True:
            saved_moves = getattr(session.autosave, "saved_moves", None)
            choice = self.ask_unsaved_leave(unsaved_box(self, error, saved_moves, copy_error))
            copy_error = None
            if choice == RETRY:
                retried = session.retry_save()
                if retried is None:
                    return True
                error = retried
            elif choice == ELSEWHERE:
                target = self.ask_save_path()
                if target:
                    copy_error = self.write_copy(Path(target))
                    if copy_error is None:
                        return True
            else:
                return choice == LOSE

    def ask_unsaved_leave(self, box: QMessageBox) -> str:
        """The player's answer to ``box`` (see :mod:`.leave_unsaved`; tests replace this)."""
        from .leave_unsaved import choice_of

        return choice_of(box)

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
        self._stop_scan()
        if self.session is not None:
            self.session.close()
        # Worker threads exist only once their module is loaded (by a game's bots): a
        # start that played nothing does not load it on the way out.
        worker = sys.modules.get(f"{__package__}.worker")
        if worker is not None:
            worker.join_retired()

    def resume_path(self, path: Path, copy_to_saves: bool = False) -> bool:
        """Open a savegame file; a problem is reported and the file left untouched.

        Only a save of the saves folder goes on in its own file; any other file is copied
        into the saves folder first (``copy_to_saves`` asks for that in any case).
        """
        from ..core.savegame import Autosave, SaveError, in_saves_folder, open_save
        from .save_errors import describe

        try:
            opened = open_save(path)
        except SaveError as error:
            self._report(
                QCoreApplication.translate("MainWindow", "Cannot open the savegame"),
                describe(error),
            )
            return False
        # A file from elsewhere (``--resume FILE`` too), a backup, or a damaged save
        # recovered from its backup continues as a new autosave of the saves folder, so
        # the original file is never written over.
        if copy_to_saves or opened.from_backup or not in_saves_folder(path):
            autosave = Autosave.for_new_game(opened.match)
        else:
            autosave = Autosave(path, opened.save.created)
        if not self.open_match(opened.match, autosave):
            self._report(
                QCoreApplication.translate("MainWindow", "Cannot open the savegame"),
                QCoreApplication.translate("MainWindow", "This version cannot play that game yet."),
            )
            return False
        if opened.match.finished and self.session is not None:
            # a finish a kill interrupted: counted once (never again), and the file goes
            self.session.save_now()
        return True

    def continue_game(self) -> None:
        """Resume the most recent unfinished game that opens."""
        from ..core.savegame import list_saves

        entry = continue_entry(list_saves())
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


def describe_set_aside(notices: list[SetAside]) -> str:
    """The banner's rich text for damaged files set aside, with a link that hides it."""
    import html

    lines = []
    for notice in notices:
        if notice.kind == SETTINGS_KIND:
            text = QCoreApplication.translate(
                "MainWindow",
                "The settings file could not be read: the default settings are used.",
            )
        else:
            text = QCoreApplication.translate(
                "MainWindow",
                "The statistics file could not be read: counting starts again from zero.",
            )
        if notice.kept is not None:
            kept = QCoreApplication.translate("MainWindow", "The damaged file is kept as %1.")
            where = fill(kept, str(notice.kept))
        else:
            kept = QCoreApplication.translate(
                "MainWindow", "The damaged file could not be moved and stays at %1."
            )
            where = fill(kept, str(notice.original))
        lines.append(html.escape(join_sentences((text, where))))
    hide = html.escape(QCoreApplication.translate("MainWindow", "Hide"))
    return "<br>".join(lines) + f' <a href="hide" style="color: #FFF8EC;">{hide}</a>'
