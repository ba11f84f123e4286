"""The Settings dialog: language, animation speed, pace, confirmations, undo, forced moves,
the table's look (card size, high contrast), and each game's own settings, in a box titled with the game's name, made from its spec.

Opened from the library it shows every game's own settings; opened during a game, only
that game's (the others have nothing to do with the table in front of the player).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..core.registry import specs
from ..core.spec import GameSpec, SettingSpec
from ..settings import ANIMATION_SPEEDS, CARD_SCALES, LANGUAGES, PACES, Settings
from .catalog import tr
from .words import fill

_NOTE_STYLE = "color: #6A5540; margin-left: 22px;"


class _GameField:
    """One of a game's own settings in the dialog: a check box, or a list with its label."""

    def __init__(self, game_id: str, setting: SettingSpec, form: QFormLayout) -> None:
        self.game_id = game_id
        self.setting = setting
        self.label: QLabel | None = None
        self.widget: QCheckBox | QComboBox
        if setting.choices:
            self.widget = QComboBox()
            for _ in setting.choices:
                self.widget.addItem("")
            self.label = QLabel()
            self.label.setBuddy(self.widget)
            form.addRow(self.label, self.widget)
        else:
            self.widget = QCheckBox()
            form.addRow(self.widget)
        self.widget.setObjectName(f"{game_id}.{setting.key}")
        self.note: QLabel | None = None
        if setting.note is not None:
            self.note = QLabel()
            self.note.setWordWrap(True)
            self.note.setStyleSheet(_NOTE_STYLE)
            form.addRow(self.note)

    def show_value(self, value: Any) -> None:
        """Show ``value`` (one the setting takes)."""
        if isinstance(self.widget, QComboBox):
            values = [c.value for c in self.setting.choices]
            self.widget.setCurrentIndex(values.index(value))
        else:
            self.widget.setChecked(bool(value))

    def value(self) -> Any:
        """The value chosen in the dialog."""
        if isinstance(self.widget, QComboBox):
            return self.setting.choices[self.widget.currentIndex()].value
        return self.widget.isChecked()

    def retranslate(self) -> None:
        """Set the texts in the current language (a choice's ``%1`` is its value)."""
        if isinstance(self.widget, QComboBox):
            assert self.label is not None
            self.label.setText(tr(self.setting.label))
            for index, choice in enumerate(self.setting.choices):
                text = str(choice.value) if choice.label is None else tr(choice.label)
                self.widget.setItemText(index, fill(text, str(choice.value)))
        else:
            self.widget.setText(tr(self.setting.label))
        if self.note is not None and self.setting.note is not None:
            self.note.setText(tr(self.setting.note))


def games_with_settings(game_id: str | None = None) -> list[GameSpec]:
    """The games of the library that declare settings of their own (only ``game_id``'s
    when one is given: the game being played)."""
    return [s for s in specs() if s.settings and s.playable and game_id in (None, s.game_id)]


class SettingsDialog(QDialog):
    """Edits a :class:`Settings`; ``result_settings()`` gives the edited copy.

    ``game_id``: the game being played, whose own settings alone are shown; ``None``
    (the library) shows every game's.
    """

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, game_id: str | None = None
    ) -> None:
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
        self.keep_history = QCheckBox()
        self.keep_history.setObjectName("keep_history")
        self.card_scale = QComboBox()
        self.card_scale.setObjectName("card_scale")
        for percent in CARD_SCALES:
            self.card_scale.addItem(f"{percent}%", percent)
        self.card_scale_label = QLabel()
        self.card_scale_label.setBuddy(self.card_scale)
        self.high_contrast = QCheckBox()
        self.high_contrast.setObjectName("high_contrast")
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
        form.addRow(self.keep_history)
        form.addRow(self.card_scale_label, self.card_scale)
        form.addRow(self.high_contrast)
        layout.addLayout(form)
        # each shown game's box, by game id, and its settings' fields
        self.game_groups: dict[str, QGroupBox] = {}
        self.game_fields: list[_GameField] = []
        self._games = games_with_settings(game_id)
        for spec in self._games:
            self._add_game(spec, layout)
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
        self.keep_history.setChecked(settings.keep_history)
        self.card_scale.setCurrentIndex(CARD_SCALES.index(settings.card_scale))
        self.high_contrast.setChecked(settings.high_contrast)
        for item in self.game_fields:
            item.show_value(settings.game_value(item.game_id, item.setting.key))
        self.retranslate()

    def _add_game(self, spec: GameSpec, layout: QVBoxLayout) -> None:
        group = QGroupBox()
        group.setObjectName(f"settings.{spec.game_id}")
        form = QFormLayout(group)
        self.game_groups[spec.game_id] = group
        self.game_fields += [_GameField(spec.game_id, s, form) for s in spec.settings]
        layout.addWidget(group)

    def game_field(self, game_id: str, key: str) -> QCheckBox | QComboBox:
        """The widget of the game's own setting ``key`` (``KeyError`` if not shown)."""
        for item in self.game_fields:
            if (item.game_id, item.setting.key) == (game_id, key):
                return item.widget
        raise KeyError(f"{game_id}.{key} is not shown")

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
            QCoreApplication.translate("SettingsDialog", "Click to continue"),
        ]
        for index, text in enumerate(paces):
            self.pace.setItemText(index, text)
        self.pace.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "How long the other players' moves, and what the game pauses on to show, "
                "stay on the table.",
            )
        )
        self.auto_play.setText(
            QCoreApplication.translate(
                "SettingsDialog", "&Play a move for me when it is the only one I can make"
            )
        )
        self.keep_history.setText(
            QCoreApplication.translate(
                "SettingsDialog", "&Keep my finished games to watch them again"
            )
        )
        self.keep_history.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "The last 500 finished games are listed under Statistics, each with its replay.",
            )
        )
        self.card_scale_label.setText(
            QCoreApplication.translate("SettingsDialog", "Card si&ze on the table:")
        )
        self.card_scale.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "Larger cards in every game; on a small window they stay as large as fits.",
            )
        )
        self.high_contrast.setText(
            QCoreApplication.translate("SettingsDialog", "&High-contrast table")
        )
        self.high_contrast.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "Black text on white labels and a plain dark cloth, so that every text and "
                "symbol on the table stands out clearly.",
            )
        )
        for spec in self._games:
            self.game_groups[spec.game_id].setTitle(tr(spec.name))
        for item in self.game_fields:
            item.retranslate()
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
        """The settings as edited in the dialog (a game's own setting left as it was is
        left out of the file as it was)."""
        edited = replace(
            self._settings,
            language=LANGUAGES[self.language.currentIndex()],
            animation_speed=ANIMATION_SPEEDS[self.speed.currentIndex()],
            confirm_leave_game=self.confirm_leave.isChecked(),
            undo_against_bots=self.undo.isChecked(),
            pace=PACES[self.pace.currentIndex()],
            auto_play_forced=self.auto_play.isChecked(),
            keep_history=self.keep_history.isChecked(),
            card_scale=CARD_SCALES[self.card_scale.currentIndex()],
            high_contrast=self.high_contrast.isChecked(),
        )
        for item in self.game_fields:
            value = item.value()
            if value != self._settings.game_value(item.game_id, item.setting.key):
                edited = edited.with_game_value(item.game_id, item.setting.key, value)
        return edited

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
