"""The main window's menus and the dialogs they open: settings, statistics, rules, About.

A mixin of :class:`~macaron_desktop.ui.main_window.MainWindow`: it builds the Game,
Settings and Help menus, sets their texts in the current language, and holds the actions
that open the Settings dialog (and apply what it returns), the statistics, a game's rules
and the About boxes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .. import __version__
from ..settings import Settings, save_settings
from . import catalog
from .catalog import game_name, tr
from .i18n import LanguageManager, resolve_language
from .table_look import apply_look
from .words import fill


class WindowMenus:
    """The menus, their texts and the dialogs of Settings and Help; mixed into the window."""

    settings: Settings
    languages: LanguageManager
    language_override: str | None
    session: Any
    table: Any
    rules_actions: dict[str, QAction]
    # tells the player about damaged files set aside (from :mod:`.window_games`)
    show_file_notices: Callable[..., None]
    # watches a record again (from :mod:`.window_replays`)
    open_replay_record: Callable[..., object]
    open_history_entry: Callable[..., object]

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
        self.open_record_action = self._action(None, self.open_record)
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
            self.open_record_action,
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
        self.open_record_action.setText(QCoreApplication.translate("MainWindow", "Open &record…"))
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

    def open_statistics(self) -> None:
        """Show the statistics of finished games."""
        from .stats_dialog import StatsDialog

        dialog = StatsDialog(self, watch=self.open_history_entry)
        dialog.open()
        self.stats_dialog = dialog
        self.show_file_notices()

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
                fill(
                    QCoreApplication.translate("MainWindow", "The settings could not be saved: %1"),
                    str(exc),
                ),
            )
        self.show_file_notices()
        if self.session is not None:
            self.session.undo_allowed = settings.undo_against_bots
            if hasattr(self.session.autosave, "keep_history"):
                self.session.autosave.keep_history = settings.keep_history
        apply_to_table = getattr(self.table, "apply_settings", None)
        if callable(apply_to_table):
            apply_to_table(settings)
        apply_look(self.table, settings)
        for replay in getattr(self, "replay_windows", ()):  # their tables too
            apply_look(getattr(replay, "screen", None), settings)
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
        import html  # only here: the first screen does without it

        lines += [f"<li>{html.escape(credit)}</li>" for credit in game_credits()]
        lines.append("</ul>")
        box = QMessageBox(self)
        box.setObjectName("AboutBox")
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "About Macaron Desktop"))
        box.setText("".join(lines))
        box.open()
        self.about_box = box


def game_credits() -> list[str]:
    """One line per game the library shows, in its order: who made it, as its rulebook
    says; a game whose rulebook names nobody by its title alone."""
    found = []
    for entry in catalog.entries():
        spec = entry.spec
        if spec.credit is not None:
            credit = QCoreApplication.translate("MainWindow", "%1 by %2, published by %3")
            found.append(fill(credit, tr(spec.name), spec.credit.designers, spec.credit.publisher))
        else:
            #: A game whose rulebook names no designer nor publisher, in the About box.
            credit = QCoreApplication.translate("MainWindow", "%1: its rules follow its rulebook")
            found.append(fill(credit, tr(spec.name)))
    return found
