"""The main window: the game library, menus, settings and the About box."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QStackedWidget

from .. import __version__
from ..settings import Settings, save_settings
from . import catalog
from .i18n import LanguageManager, resolve_language
from .library import LibraryPage

#: Designers and publishers credited in the About box (as far as known).
CREDITS = (
    ("Macaron", "Ta-Te Wu", "Sunrise Tornado Game Studio"),
    ("Maus au Chocolat", "Christian Fiore, Knut Happel", "Kosmos"),
)


class MainWindow(QMainWindow):
    """Hosts the library page and, later, a game table in a stack."""

    def __init__(
        self,
        settings: Settings,
        languages: LanguageManager,
        language_override: str | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.settings = settings
        self.languages = languages
        self.language_override = language_override
        self.stack = QStackedWidget()
        self.library = LibraryPage(catalog.entries())
        self.library.play_requested.connect(self.start_game)
        self.stack.addWidget(self.library)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self.retranslate()
        self.resize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """Open at a comfortable size that fits a small laptop screen."""
        return QSize(1200, 780)

    # -- menus ---------------------------------------------------------------------------
    def _action(self, shortcut: QKeySequence | None, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self)
        self.library_action = self._action(QKeySequence("Ctrl+L"), self.show_library)
        self.quit_action = self._action(QKeySequence(QKeySequence.StandardKey.Quit), self.close)
        self.game_menu.addAction(self.library_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.settings_menu = QMenu(self)
        self.settings_action = self._action(
            QKeySequence(QKeySequence.StandardKey.Preferences), self.open_settings
        )
        self.settings_menu.addAction(self.settings_action)
        self.help_menu = QMenu(self)
        self.rules_menu = QMenu(self)
        self.no_rules_action = QAction(self)
        self.no_rules_action.setEnabled(False)
        self.rules_menu.addAction(self.no_rules_action)
        self.about_action = self._action(None, self.show_about)
        self.about_qt_action = self._action(None, lambda: QMessageBox.aboutQt(self))
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
        self.settings_menu.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_menu.setTitle(QCoreApplication.translate("MainWindow", "&Rules"))
        self.no_rules_action.setText(QCoreApplication.translate("MainWindow", "No rules yet"))
        self.about_action.setText(
            QCoreApplication.translate("MainWindow", "&About Macaron Desktop")
        )
        self.about_qt_action.setText(QCoreApplication.translate("MainWindow", "About &Qt"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- actions -------------------------------------------------------------------------
    def show_library(self) -> None:
        """Go back to the game library."""
        self.stack.setCurrentWidget(self.library)

    def start_game(self, game_id: str) -> None:
        """Start the game whose library tile was clicked."""
        for entry in catalog.entries():
            if entry.game_id == game_id:
                entry.start(self)
                return

    def open_settings(self) -> None:
        """Show the Settings dialog; apply and remember what the user chose."""
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()
        self.settings_dialog = dialog

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` now (a new language re-translates every window) and save them."""
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
        if settings.language != old_language:
            self.language_override = None
            self.languages.apply(resolve_language(settings.language))

    def show_about(self) -> None:
        """The About box: version, licence and the games' credits."""
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
        for game, designers, publisher in CREDITS:
            credit = QCoreApplication.translate("MainWindow", "%1 by %2, published by %3")
            credit = credit.replace("%1", game).replace("%2", designers).replace("%3", publisher)
            lines.append(f"<li>{credit}</li>")
        lines.append("</ul>")
        box = QMessageBox(self)
        box.setObjectName("AboutBox")
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "About Macaron Desktop"))
        box.setText("".join(lines))
        box.open()
        self.about_box = box

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        """Close the window (games will ask first, once a game can be left unsaved)."""
        event.accept()
