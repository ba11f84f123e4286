"""The new-game dialog of every game, built from the game's spec.

Mode, seats (:class:`~.seat_grid.SeatGrid`), the spec's options, start player and seed.
Each option offers only the choices its ``when`` allows with the other options as they
stand, and keeps its value while that is still allowed. ``result_game()`` is the answer,
which :func:`.new_game.start_game` deals onto the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QIntValidator, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.match import SeatSpec
from ..core.rng import new_seed
from ..core.spec import Choice, GameSpec, ModeSpec, OptionSpec
from .game_setup import NewGame, game_config, your_name
from .seat_grid import SeatGrid, without_mnemonic
from .spec_text import tr
from .words import fill

NOTE_STYLE = "color: #7A5C48;"
SEED_MAX = 2**31 - 1


def choice_text(choice: Choice) -> str:
    """How a choice reads in the option's list (``%1`` stands for the value)."""
    if choice.label is None:
        return str(choice.value)
    return fill(tr(choice.label), str(choice.value))


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital (mode labels are written for mid-sentence)."""
    return text[:1].upper() + text[1:]


class OptionField:
    """One option's label, list of choices and explanation line."""

    def __init__(self, option: OptionSpec) -> None:
        self.option = option
        self.combo = QComboBox()
        self.combo.setObjectName(f"option_{option.key}")
        self.label = QLabel()
        self.label.setBuddy(self.combo)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.setVisible(option.note is not None)
        self.field = QWidget()
        column = QVBoxLayout(self.field)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.combo)
        column.addWidget(self.note)

    def value(self) -> Any:
        """The chosen value."""
        return self.combo.currentData()

    def offer(self, config: dict[str, Any], wanted: Any) -> Any:
        """List the choices allowed with ``config``; choose ``wanted`` if it is one of
        them, else the default, else the first. Returns the value chosen."""
        allowed = [c for c in self.option.choices if c.allowed_with(config)]
        values = [c.value for c in allowed]
        if wanted in values:
            chosen = wanted
        elif self.option.default in values:
            chosen = self.option.default
        else:
            chosen = values[0] if values else None
        self.combo.blockSignals(True)
        self.combo.clear()
        for choice in allowed:
            self.combo.addItem(choice_text(choice), choice.value)
        self.combo.setCurrentIndex(max(self.combo.findData(chosen), 0))
        self.combo.blockSignals(False)
        return chosen

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.label.setText(tr(self.option.label))
        note = tr(self.option.note) if self.option.note is not None else ""
        self.note.setText(note)
        self.combo.setToolTip(note)
        for choice in self.option.choices:
            found = self.combo.findData(choice.value)
            if found >= 0:
                self.combo.setItemText(found, choice_text(choice))


class NewGameDialog(QDialog):
    """Asks how to set up a game of ``spec``; ``result_game()`` gives the answer."""

    def __init__(self, spec: GameSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("NewGameDialog")
        self.setMinimumWidth(540)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.mode = QComboBox()
        self.mode.setObjectName("mode")
        for mode in spec.modes:
            self.mode.addItem("", mode.id)
        self.mode_label = QLabel()
        self.mode_label.setBuddy(self.mode)
        top.addRow(self.mode_label, self.mode)
        layout.addLayout(top)

        self.seats_box = QGroupBox()
        box = QVBoxLayout(self.seats_box)
        self.seat_grid = SeatGrid(spec)
        box.addWidget(self.seat_grid)
        self.teams_line = QLabel()
        self.teams_line.setObjectName("TeamsLine")
        self.teams_line.setStyleSheet(NOTE_STYLE)
        box.addWidget(self.teams_line)
        self.levels_note = QLabel()
        self.levels_note.setObjectName("LevelsNote")
        self.levels_note.setStyleSheet(NOTE_STYLE)
        self.levels_note.setWordWrap(True)
        box.addWidget(self.levels_note)
        layout.addWidget(self.seats_box)

        form = QFormLayout()
        self.option_fields = [OptionField(option) for option in spec.options]
        for field in self.option_fields:
            form.addRow(field.label, field.field)
            field.combo.currentIndexChanged.connect(lambda _i: self._filter_options())

        self.start_label = QLabel()
        self.start = QComboBox()
        self.start.setObjectName("start_player")
        self.start_label.setBuddy(self.start)
        self.start_fixed = QLabel()
        self.start_fixed.setObjectName("FixedStart")
        start_row = QWidget()
        start_layout = QHBoxLayout(start_row)
        start_layout.setContentsMargins(0, 0, 0, 0)
        start_layout.addWidget(self.start, 1)
        start_layout.addWidget(self.start_fixed, 1)
        form.addRow(self.start_label, start_row)
        # a game without a start player to choose keeps the row, hidden, so the rest of
        # the dialog needs no special case
        form.setRowVisible(start_row, spec.start_player_key is not None)

        self.seed_label = QLabel()
        self.seed = QLineEdit(str(new_seed()))
        self.seed.setObjectName("seed")
        self.seed.setValidator(QIntValidator(0, SEED_MAX, self))
        self.seed_label.setBuddy(self.seed)
        self.new_seed_button = QPushButton()
        self.new_seed_button.setAutoDefault(False)
        self.new_seed_button.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed_button)
        form.addRow(self.seed_label, seed_row)
        layout.addLayout(form)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._you = your_name()
        self.retranslate()
        self.mode.setCurrentIndex(spec.mode_ids.index(spec.default_mode))
        self._filter_options(initial=True)
        self._mode_changed()
        self.mode.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.seat_grid.changed.connect(self._fill_start_players)
        self.seat_grid.changed.connect(self._show_levels)
        self._show_levels()
        self._set_tab_order()

    # -- texts -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(
            fill(QCoreApplication.translate("NewGameDialog", "New game of %1"), tr(self.spec.name))
        )
        self.mode_label.setText(QCoreApplication.translate("NewGameDialog", "&Mode:"))
        for index, mode in enumerate(self.spec.modes):
            self.mode.setItemText(index, capitalised(tr(mode.label)))
        self.seats_box.setTitle(QCoreApplication.translate("NewGameDialog", "Seats (clockwise)"))
        self.seat_grid.retranslate(self._you)
        self._you = your_name()
        self._show_levels()
        for field in self.option_fields:
            field.retranslate()
        self.seed_label.setText(QCoreApplication.translate("NewGameDialog", "S&eed:"))
        seed_tip = QCoreApplication.translate(
            "NewGameDialog",
            "The same seed deals the same cards: enter a seed you played to play that deal again.",
        )
        for widget in (self.seed, self.seed_label):
            widget.setToolTip(seed_tip)
        self.new_seed_button.setText(QCoreApplication.translate("NewGameDialog", "Ne&w seed"))
        self.new_seed_button.setToolTip(
            QCoreApplication.translate("NewGameDialog", "Draw another seed at random.")
        )
        self._show_mode_texts()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        """Line the seed field and its label up with the (padded) button."""
        self.new_seed_button.ensurePolished()
        height = self.new_seed_button.sizeHint().height()
        self.seed.setMinimumHeight(height)
        self.seed_label.setMinimumHeight(height)
        super().showEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """As tall as the wrapped notes need at the width the dialog really gets (Qt
        would measure them at the narrower hint width, leaving a gap)."""
        hint = super().sizeHint()
        width = max(hint.width(), self.minimumWidth())
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            return QSize(width, layout.totalHeightForWidth(width))
        return QSize(width, hint.height())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- behaviour -------------------------------------------------------------------------
    def current_mode(self) -> ModeSpec:
        """The chosen mode."""
        return self.spec.modes[max(self.mode.currentIndex(), 0)]

    def set_mode(self, mode_id: str) -> None:
        """Choose a mode (its seats follow)."""
        self.mode.setCurrentIndex(self.spec.mode_ids.index(mode_id))

    def option_values(self) -> dict[str, Any]:
        """Every option's chosen value."""
        return {field.option.key: field.value() for field in self.option_fields}

    def _filter_options(
        self, initial: bool = False, chosen: Mapping[str, Any] | None = None
    ) -> None:
        """Offer each option only what goes with the others; keep values still allowed
        (``chosen``: values to choose instead, where they are allowed)."""
        wanted = {
            f.option.key: f.option.default if initial else f.value() for f in self.option_fields
        }
        wanted.update({k: v for k, v in (chosen or {}).items() if k in wanted})
        config: dict[str, Any] = {**self.current_mode().config, **wanted}
        # a choice may depend on any other option, so settle until nothing moves
        for _ in range(len(self.option_fields) + 1):
            before = dict(config)
            for field in self.option_fields:
                config[field.option.key] = field.offer(config, config[field.option.key])
            if config == before:
                break

    def _mode_changed(self) -> None:
        self.seat_grid.set_mode(self.current_mode())
        self._filter_options()
        self._show_mode_texts()
        if self.isVisible():  # before it shows, Qt sizes it once styled
            self.adjustSize()

    def _show_mode_texts(self) -> None:
        line = self.seat_grid.teams_line()
        self.teams_line.setText(line)
        self.teams_line.setVisible(bool(line))
        mode = self.current_mode()
        fixed = mode.fixed_start is not None
        start = QCoreApplication.translate("NewGameDialog", "S&tart player:")
        self.start_label.setText(without_mnemonic(start) if fixed else start)
        self.start.setVisible(not fixed)
        self.start_fixed.setVisible(fixed)
        if fixed:
            note = mode.start_note
            self.start_fixed.setText(
                tr(note) if note is not None else self.seat_grid.seat_name(mode.fixed_start or 0)
            )
        self._fill_start_players()

    def _show_levels(self) -> None:
        """How each bot level in the seats plays, one line per level."""
        chosen = {s.level for s in self.seat_grid.seats() if s.kind == "bot"}
        lines = [
            fill(
                QCoreApplication.translate("NewGameDialog", "%1: %2"),
                tr(level.label),
                tr(level.description),
            )
            for level in self.spec.bots
            if level.id in chosen and level.description is not None
        ]
        self.levels_note.setText("\n".join(lines))
        self.levels_note.setVisible(bool(lines))

    def _fill_start_players(self) -> None:
        chosen = self.start.currentData()
        self.start.blockSignals(True)
        self.start.clear()
        self.start.addItem(QCoreApplication.translate("NewGameDialog", "Random"), None)
        for seat in range(len(self.current_mode().seats)):
            self.start.addItem(self.seat_grid.seat_name(seat), seat)
        self.start.setCurrentIndex(max(self.start.findData(chosen), 0))
        self.start.blockSignals(False)

    def start_player(self) -> int | None:
        """The chosen start player (``None``: random, or the rules decide)."""
        if self.spec.start_player_key is None or self.current_mode().fixed_start is not None:
            return None
        data = self.start.currentData()
        return data if isinstance(data, int) else None

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [self.mode, *self.seat_grid.focus_chain()]
        chain += [field.combo for field in self.option_fields]
        chain += [self.start, self.seed, self.new_seed_button]
        chain += self.buttons.buttons()
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # -- the last game's choices -------------------------------------------------------------
    def restore(self, last: Mapping[str, Any]) -> None:
        """Start from the choices of the last game set up here (what :meth:`remembered`
        gave): its mode, its options and its seats, each only if the game still has it."""
        mode = last.get("mode")
        if mode not in self.spec.mode_ids:
            return
        self.set_mode(str(mode))
        options = last.get("options")
        self._filter_options(chosen=options if isinstance(options, Mapping) else None)
        seats = last.get("seats")
        if isinstance(seats, list):
            self.seat_grid.restore(
                [
                    SeatSpec(str(s.get("name", "")), str(s.get("kind", "")), s.get("level"))
                    for s in seats
                    if isinstance(s, Mapping)
                ]
            )
        self._show_mode_texts()

    def remembered(self) -> dict[str, Any]:
        """The choices to start from next time (settings' ``new_games``): mode, options
        and seats; not the seed nor the start player, which are new each game."""
        return {
            "mode": self.current_mode().id,
            "options": self.option_values(),
            "seats": [
                {"name": s.name, "kind": s.kind, "level": s.level} for s in self.seat_grid.seats()
            ],
        }

    # -- the answer ------------------------------------------------------------------------
    def result_game(self) -> NewGame:
        """The game as set up in the dialog."""
        mode = self.current_mode()
        config = game_config(self.spec, mode.id, self.option_values(), self.start_player())
        text = self.seed.text().strip()
        seed = int(text) if text else new_seed()
        return NewGame(config, self.seat_grid.seats(), seed)
