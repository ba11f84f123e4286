"""The Macaron new-game dialog: mode, seats, scoring side, target, start player, seed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.core.rng import new_seed

from ..config import MODE_INFO, MODES, TARGETS
from ..spec import SPEC

#: Names given to bots, one per seat after the first.
BOT_NAMES = ("Amélie", "Basile", "Camille", "Dorian", "Élise")
KINDS = ("human", "bot")


@dataclass(frozen=True)
class NewGame:
    """What the dialog produced: everything a ``Match`` needs."""

    config: dict[str, Any]
    seats: list[SeatSpec]
    seed: int


def default_seats(mode: str, you: str = "Player") -> list[SeatSpec]:
    """You plus bots; in solo, you against Emma (a seat the rules play)."""
    if mode == "solo":
        return [SeatSpec(you, "human"), SeatSpec("Emma", "rule")]
    count = MODE_INFO[mode].seats
    return [SeatSpec(you, "human")] + [
        SeatSpec(BOT_NAMES[i], "bot", "basic") for i in range(count - 1)
    ]


def quick_game(mode: str, seed: int | None, options: Mapping[str, Any] | None = None) -> NewGame:
    """The default game of ``mode`` with ``options`` (``--new``, and "play again")."""
    you = QCoreApplication.translate("MacaronNewGame", "Player")
    return NewGame(
        {**SPEC.config(mode, **(options or {})), "start_player": None},
        default_seats(mode, you),
        new_seed() if seed is None else seed,
    )


class NewGameDialog(QDialog):
    """Asks how to set up a Macaron game; ``result_game()`` gives the answer."""

    MAX_SEATS = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MacaronNewGame")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.mode = QComboBox()
        self.scoring = QComboBox()
        self.target = QComboBox()
        self.start = QComboBox()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed.setText(str(new_seed()))
        self.mode_label, self.scoring_label = QLabel(), QLabel()
        self.target_label, self.start_label, self.seed_label = QLabel(), QLabel(), QLabel()
        for label, field in (
            (self.mode_label, self.mode),
            (self.scoring_label, self.scoring),
            (self.target_label, self.target),
            (self.start_label, self.start),
            (self.seed_label, self.seed),
        ):
            label.setBuddy(field)
        form.addRow(self.mode_label, self.mode)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for i in range(self.MAX_SEATS):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            name.setMaxLength(20)
            kind.addItems(["", "", ""])
            kind.currentIndexChanged.connect(lambda _i, s=i: self._kind_changed(s))
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.seat_labels.append(label)
            self.seat_names.append(name)
            self.seat_kinds.append(kind)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        rest = QFormLayout()
        rest.addRow(self.scoring_label, self.scoring)
        rest.addRow(self.target_label, self.target)
        rest.addRow(self.start_label, self.start)
        rest.addRow(self.seed_label, self.seed)
        layout.addLayout(rest)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for _ in MODES:
            self.mode.addItem("")
        self.scoring.addItems(["", ""])
        self.retranslate()
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.scoring.currentIndexChanged.connect(self._scoring_changed)
        for name in self.seat_names:
            name.textChanged.connect(self._fill_start_players)
        self._apply_defaults("solo")
        self._scoring_changed()

    # -- texts -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("MacaronNewGame", "New game of Macaron"))
        self.mode_label.setText(QCoreApplication.translate("MacaronNewGame", "&Mode:"))
        self.scoring_label.setText(QCoreApplication.translate("MacaronNewGame", "&Scoring side:"))
        self.target_label.setText(QCoreApplication.translate("MacaronNewGame", "&Play to:"))
        self.start_label.setText(QCoreApplication.translate("MacaronNewGame", "S&tart player:"))
        self.seed_label.setText(QCoreApplication.translate("MacaronNewGame", "S&eed:"))
        self.seed.setToolTip(
            QCoreApplication.translate(
                "MacaronNewGame", "The same seed and the same moves always give the same game."
            )
        )
        self.seats_box.setTitle(QCoreApplication.translate("MacaronNewGame", "Seats (clockwise)"))
        modes = [
            QCoreApplication.translate("MacaronNewGame", "Solo against Emma"),
            QCoreApplication.translate("MacaronNewGame", "2 players"),
            QCoreApplication.translate("MacaronNewGame", "3 players"),
            QCoreApplication.translate("MacaronNewGame", "4 players"),
            QCoreApplication.translate("MacaronNewGame", "2 vs 2 teams"),
            QCoreApplication.translate("MacaronNewGame", "5 players"),
        ]
        for i, text in enumerate(modes):
            self.mode.setItemText(i, text)
        self.scoring.setItemText(0, QCoreApplication.translate("MacaronNewGame", "Standard"))
        self.scoring.setItemText(1, QCoreApplication.translate("MacaronNewGame", "Advanced"))
        for i in range(self.MAX_SEATS):
            self.seat_labels[i].setText(
                QCoreApplication.translate("MacaronNewGame", "Seat %1").replace("%1", str(i + 1))
            )
            kind = self.seat_kinds[i]
            kind.setItemText(0, QCoreApplication.translate("MacaronNewGame", "Person"))
            kind.setItemText(1, QCoreApplication.translate("MacaronNewGame", "Bot (beginner)"))
            kind.setItemText(2, QCoreApplication.translate("MacaronNewGame", "Emma"))
        self._fill_start_players()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- behaviour -------------------------------------------------------------------------
    def current_mode(self) -> str:
        """The chosen mode id."""
        return MODES[self.mode.currentIndex()]

    def _apply_defaults(self, mode: str) -> None:
        you = QCoreApplication.translate("MacaronNewGame", "Player")
        self.mode.blockSignals(True)
        self.mode.setCurrentIndex(MODES.index(mode))
        self.mode.blockSignals(False)
        seats = default_seats(mode, you)
        for i in range(self.MAX_SEATS):
            used = i < len(seats)
            for widget in (self.seat_labels[i], self.seat_names[i], self.seat_kinds[i]):
                widget.setVisible(used)
            if not used:
                continue
            spec = seats[i]
            self.seat_names[i].setText(spec.name)
            emma = spec.kind == "rule"
            self.seat_kinds[i].setCurrentIndex(2 if emma else KINDS.index(spec.kind))
            self.seat_kinds[i].setEnabled(not emma)
            self.seat_names[i].setEnabled(not emma)
            # Emma is only ever Emma; nobody else can be.
            model = self.seat_kinds[i].model()
            item = model.item(2)  # type: ignore[attr-defined]
            item.setEnabled(emma)
        self._fill_start_players()
        self.adjustSize()

    def _mode_changed(self) -> None:
        self._apply_defaults(self.current_mode())

    def _kind_changed(self, seat: int) -> None:
        self._fill_start_players()

    def _scoring_changed(self) -> None:
        side = ("standard", "advanced")[self.scoring.currentIndex()]
        previous = self.target.currentData()
        self.target.clear()
        for value in TARGETS[side]:
            self.target.addItem(
                QCoreApplication.translate("MacaronNewGame", "%1 points").replace("%1", str(value)),
                value,
            )
        index = self.target.findData(previous)
        self.target.setCurrentIndex(max(index, 0))

    def _fill_start_players(self) -> None:
        if not hasattr(self, "start"):
            return
        chosen = self.start.currentData()
        self.start.clear()
        self.start.addItem(QCoreApplication.translate("MacaronNewGame", "Random"), None)
        mode = self.current_mode() if self.mode.count() else "solo"
        if mode == "solo":
            self.start.setEnabled(False)  # the player always starts in solo
            return
        self.start.setEnabled(True)
        for i in range(MODE_INFO[mode].seats):
            self.start.addItem(self.seat_names[i].text() or str(i + 1), i)
        index = self.start.findData(chosen)
        self.start.setCurrentIndex(max(index, 0))

    def set_mode(self, mode: str) -> None:
        """Choose a mode (and its default seats)."""
        self.mode.setCurrentIndex(MODES.index(mode))

    def result_game(self) -> NewGame:
        """The game as set up in the dialog."""
        mode = self.current_mode()
        seats = []
        for i in range(MODE_INFO[mode].seats):
            kind_index = self.seat_kinds[i].currentIndex()
            name = self.seat_names[i].text().strip() or QCoreApplication.translate(
                "MacaronNewGame", "Seat %1"
            ).replace("%1", str(i + 1))
            if kind_index == 2:
                seats.append(SeatSpec("Emma", "rule"))
            elif kind_index == 1:
                seats.append(SeatSpec(name, "bot", "basic"))
            else:
                seats.append(SeatSpec(name, "human"))
        start = self.start.currentData() if mode != "solo" else None
        config = {
            "mode": mode,
            "scoring": ("standard", "advanced")[self.scoring.currentIndex()],
            "target": int(self.target.currentData()),
            "start_player": start,
        }
        text = self.seed.text().strip()
        seed = int(text) if text else new_seed()
        return NewGame(config, seats, seed)
