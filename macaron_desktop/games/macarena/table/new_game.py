"""La Macarena's new-game dialog: players, who sits where, the first start player, seed.

There is no shared new-game dialog yet, so this one is small and La Macarena's own (the
seat rows follow Macaron's dialog).
"""

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

from ..spec import SPEC

#: names given to bots, one per seat after the first
BOT_NAMES = ("Carolina", "Mateo", "Catalina", "Tomás")
#: seat kinds in the dialog: (kind, bot level)
KINDS = (("human", None), ("bot", "basic"), ("bot", "random"))
MAX_SEATS = 5


@dataclass(frozen=True)
class NewGame:
    """What the dialog produced: everything a ``Match`` needs."""

    config: dict[str, Any]
    seats: list[SeatSpec]
    seed: int


def default_seats(players: int, you: str = "Player") -> list[SeatSpec]:
    """You, then beginner bots."""
    return [SeatSpec(you, "human")] + [
        SeatSpec(BOT_NAMES[i], "bot", "basic") for i in range(players - 1)
    ]


def quick_game(mode: str, seed: int | None, options: Mapping[str, Any] | None = None) -> NewGame:
    """The default game of ``mode`` (``--new macarena``)."""
    config = {**SPEC.config(mode, **(options or {})), "start_player": None}
    return NewGame(
        config,
        default_seats(config["players"], QCoreApplication.translate("MacarenaNewGame", "Player")),
        new_seed() if seed is None else seed,
    )


class NewGameDialog(QDialog):
    """Asks how to set up a game of La Macarena; ``result_game()`` gives the answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MacarenaNewGame")
        layout = QVBoxLayout(self)
        self.mode = QComboBox()
        for _mode in SPEC.modes:
            self.mode.addItem("")
        self.mode_label, self.start_label, self.seed_label = QLabel(), QLabel(), QLabel()
        self.start = QComboBox()
        self.seed = QLineEdit(str(new_seed()))
        self.seed.setValidator(QIntValidator(0, 2**31 - 1, self))
        for label, field in (
            (self.mode_label, self.mode),
            (self.start_label, self.start),
            (self.seed_label, self.seed),
        ):
            label.setBuddy(field)
        top = QFormLayout()
        top.addRow(self.mode_label, self.mode)
        layout.addLayout(top)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.seat_labels: list[QLabel] = []
        self.seat_names: list[QLineEdit] = []
        self.seat_kinds: list[QComboBox] = []
        for i in range(MAX_SEATS):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            name.setMaxLength(20)
            kind.addItems([""] * len(KINDS))
            name.textChanged.connect(self._fill_start_players)
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.seat_labels.append(label)
            self.seat_names.append(name)
            self.seat_kinds.append(kind)
        layout.addWidget(self.seats_box)
        rest = QFormLayout()
        rest.addRow(self.start_label, self.start)
        rest.addRow(self.seed_label, self.seed)
        layout.addLayout(rest)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.set_mode(SPEC.default_mode)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(
            QCoreApplication.translate("MacarenaNewGame", "New game of La Macarena")
        )
        self.mode_label.setText(QCoreApplication.translate("MacarenaNewGame", "&Players:"))
        self.start_label.setText(QCoreApplication.translate("MacarenaNewGame", "S&tart player:"))
        self.seed_label.setText(QCoreApplication.translate("MacarenaNewGame", "S&eed:"))
        self.seed.setToolTip(
            QCoreApplication.translate(
                "MacarenaNewGame", "The same seed and the same moves always give the same game."
            )
        )
        self.seats_box.setTitle(
            QCoreApplication.translate("MacarenaNewGame", "Seats (in turn order)")
        )
        for i, mode in enumerate(SPEC.modes):
            self.mode.setItemText(
                i, QCoreApplication.translate(mode.label.context, mode.label.source)
            )
        for i in range(MAX_SEATS):
            self.seat_labels[i].setText(
                QCoreApplication.translate("MacarenaNewGame", "Seat %1").replace("%1", str(i + 1))
            )
            kind = self.seat_kinds[i]
            kind.setItemText(0, QCoreApplication.translate("MacarenaNewGame", "Person"))
            kind.setItemText(1, QCoreApplication.translate("MacarenaNewGame", "Bot (beginner)"))
            kind.setItemText(2, QCoreApplication.translate("MacarenaNewGame", "Bot (random)"))
        self._fill_start_players()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def players(self) -> int:
        """The chosen number of players."""
        return int(SPEC.modes[max(self.mode.currentIndex(), 0)].config["players"])

    def set_mode(self, mode: str) -> None:
        """Choose a mode and its default seats."""
        self.mode.setCurrentIndex(SPEC.mode_ids.index(mode))
        self._mode_changed()

    def _mode_changed(self) -> None:
        seats = default_seats(
            self.players(), QCoreApplication.translate("MacarenaNewGame", "Player")
        )
        for i in range(MAX_SEATS):
            used = i < len(seats)
            for widget in (self.seat_labels[i], self.seat_names[i], self.seat_kinds[i]):
                widget.setVisible(used)
            if used and not self.seat_names[i].text():
                self.seat_names[i].setText(seats[i].name)
                self.seat_kinds[i].setCurrentIndex(0 if i == 0 else 1)
        self._fill_start_players()
        self.adjustSize()

    def _fill_start_players(self) -> None:
        if not hasattr(self, "start"):
            return
        chosen = self.start.currentData()
        self.start.clear()
        self.start.addItem(QCoreApplication.translate("MacarenaNewGame", "Random"), None)
        for i in range(self.players()):
            self.start.addItem(self.seat_names[i].text() or str(i + 1), i)
        self.start.setCurrentIndex(max(self.start.findData(chosen), 0))

    def result_game(self) -> NewGame:
        """The game as set up in the dialog."""
        seats = []
        for i in range(self.players()):
            name = self.seat_names[i].text().strip() or QCoreApplication.translate(
                "MacarenaNewGame", "Seat %1"
            ).replace("%1", str(i + 1))
            kind, level = KINDS[self.seat_kinds[i].currentIndex()]
            seats.append(SeatSpec(name, kind, level))  # type: ignore[arg-type]
        config = {"players": self.players(), "start_player": self.start.currentData()}
        text = self.seed.text().strip()
        return NewGame(config, seats, int(text) if text else new_seed())
