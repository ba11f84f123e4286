"""The Settings dialog: language, animation speed, pace, confirmations, undo, forced moves,
and the memory aid (a house rule)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..settings import ANIMATION_SPEEDS, LANGUAGES, PACES, Settings


class SettingsDialog(QDialog):
    """Edits a :class:`Settings`; ``result_settings()`` gives the edited copy."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._settings = settings
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.speed = QComboBox()
        self.speed.setObjectName("animation_speed")
        self.pace = QComboBox()
        self.pace.setObjectName("pace")
        self.auto_play = QCheckBox()
        self.auto_play.setObjectName("auto_play_forced")
        self.confirm_leave = QCheckBox()
        self.confirm_leave.setObjectName("confirm_leave_game")
        self.undo = QCheckBox()
        self.undo.setObjectName("undo_against_bots")
        self.memory_aid = QCheckBox()
        self.memory_aid.setObjectName("memory_aid")
        self.memory_aid_note = QLabel()
        self.memory_aid_note.setWordWrap(True)
        self.memory_aid_note.setStyleSheet("color: #6A5540; margin-left: 22px;")
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.speed_label = QLabel()
        self.speed_label.setBuddy(self.speed)
        self.pace_label = QLabel()
        self.pace_label.setBuddy(self.pace)
        form.addRow(self.language_label, self.language)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.pace_label, self.pace)
        form.addRow(self.confirm_leave)
        form.addRow(self.undo)
        form.addRow(self.auto_play)
        form.addRow(self.memory_aid)
        form.addRow(self.memory_aid_note)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for _ in LANGUAGES:
            self.language.addItem("")
        for _ in ANIMATION_SPEEDS:
            self.speed.addItem("")
        for _ in PACES:
            self.pace.addItem("")
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        self.speed.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))
        self.confirm_leave.setChecked(settings.confirm_leave_game)
        self.undo.setChecked(settings.undo_against_bots)
        self.pace.setCurrentIndex(PACES.index(settings.pace))
        self.auto_play.setChecked(settings.auto_play_forced)
        self.memory_aid.setChecked(settings.memory_aid)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("SettingsDialog", "Settings"))
        self.language_label.setText(QCoreApplication.translate("SettingsDialog", "&Language:"))
        self.speed_label.setText(QCoreApplication.translate("SettingsDialog", "&Animation speed:"))
        # The language names are shown in their own language, as users look for them so.
        names = [QCoreApplication.translate("SettingsDialog", "System"), "English", "繁體中文"]
        speeds = [
            QCoreApplication.translate("SettingsDialog", "Slow"),
            QCoreApplication.translate("SettingsDialog", "Normal"),
            QCoreApplication.translate("SettingsDialog", "Fast"),
            QCoreApplication.translate("SettingsDialog", "Instant"),
        ]
        self.pace_label.setText(
            QCoreApplication.translate("SettingsDialog", "Pa&ce of the other players:")
        )
        paces = [
            QCoreApplication.translate("SettingsDialog", "Quick"),
            QCoreApplication.translate("SettingsDialog", "Normal"),
            QCoreApplication.translate("SettingsDialog", "Relaxed"),
            QCoreApplication.translate("SettingsDialog", "Click to continue after each trick"),
        ]
        for index, text in enumerate(paces):
            self.pace.setItemText(index, text)
        self.pace.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "How long the other players' moves and a finished trick stay on the table.",
            )
        )
        self.auto_play.setText(
            QCoreApplication.translate(
                "SettingsDialog", "&Play a move for me when it is the only one I can make"
            )
        )
        self.memory_aid.setText(
            QCoreApplication.translate("SettingsDialog", "&Memory aid (house rule)")
        )
        self.memory_aid_note.setText(
            QCoreApplication.translate(
                "SettingsDialog",
                "By the rules a gathered trick is gone: the log names who won it, not its "
                "cards. With the memory aid you may look at the last trick again (a button "
                "under the table, or the L key) and the log keeps every card played.",
            )
        )
        for index, text in enumerate(names):
            self.language.setItemText(index, text)
        for index, text in enumerate(speeds):
            self.speed.setItemText(index, text)
        self.confirm_leave.setText(
            QCoreApplication.translate("SettingsDialog", "&Confirm before leaving a game")
        )
        self.undo.setText(
            QCoreApplication.translate(
                "SettingsDialog", "Allow &undo when playing alone against bots"
            )
        )

    def result_settings(self) -> Settings:
        """The settings as edited in the dialog."""
        return replace(
            self._settings,
            language=LANGUAGES[self.language.currentIndex()],
            animation_speed=ANIMATION_SPEEDS[self.speed.currentIndex()],
            confirm_leave_game=self.confirm_leave.isChecked(),
            undo_against_bots=self.undo.isChecked(),
            pace=PACES[self.pace.currentIndex()],
            auto_play_forced=self.auto_play.isChecked(),
            memory_aid=self.memory_aid.isChecked(),
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
