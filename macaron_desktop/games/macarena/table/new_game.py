"""La Macarena's new-game dialog: players, who sits where, the first start player, seed.

There is no shared new-game dialog yet; this one is small and built from the generic
parts in :mod:`macaron_desktop.ui.new_game_parts`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.core.rng import new_seed
from macaron_desktop.ui.new_game_parts import (
    NewGame,
    RetranslatingDialog,
    SeatRows,
    fill_start_players,
    seed_field,
    seed_of,
    seed_tooltip,
)

from ..spec import SPEC

__all__ = ["NewGame", "NewGameDialog", "default_seats", "quick_game"]

#: names given to bots, one per seat after the first
BOT_NAMES = ("Carolina", "Mateo", "Catalina", "Tomás")
#: seat kinds in the dialog: (kind, bot level)
KINDS = (("human", None), ("bot", "basic"), ("bot", "random"))


def default_seats(players: int, you: str = "Player") -> list[SeatSpec]:
    """You, then beginner bots."""
    bots = [SeatSpec(BOT_NAMES[i], "bot", "basic") for i in range(players - 1)]
    return [SeatSpec(you, "human"), *bots]


def quick_game(mode: str, seed: int | None, options: Mapping[str, Any] | None = None) -> NewGame:
    """The default game of ``mode`` (``--new macarena``)."""
    config = {**SPEC.config(mode, **(options or {})), "start_player": None}
    you = QCoreApplication.translate("MacarenaNewGame", "Player")
    return NewGame(
        config, default_seats(config["players"], you), new_seed() if seed is None else seed
    )


class NewGameDialog(RetranslatingDialog):
    """Asks how to set up a game of La Macarena; ``result_game()`` gives the answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MacarenaNewGame")
        self.mode = QComboBox()
        self.mode.addItems([""] * len(SPEC.modes))
        self.start = QComboBox()
        self.seed = seed_field(self)
        self.mode_label, self.start_label, self.seed_label = QLabel(), QLabel(), QLabel()
        self.rows = SeatRows(len(SPEC.modes[-1].seats), KINDS)
        self.rows.name_changed(self._fill_start_players)
        top, bottom = QFormLayout(), QFormLayout()
        top.addRow(self.mode_label, self.mode)
        bottom.addRow(self.start_label, self.start)
        bottom.addRow(self.seed_label, self.seed)
        for label, field in (
            (self.mode_label, self.mode),
            (self.start_label, self.start),
            (self.seed_label, self.seed),
        ):
            label.setBuddy(field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rows)
        layout.addLayout(bottom)
        layout.addWidget(buttons)
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
        self.seed.setToolTip(seed_tooltip())
        self.rows.setTitle(QCoreApplication.translate("MacarenaNewGame", "Seats (in turn order)"))
        for index, mode in enumerate(SPEC.modes):
            self.mode.setItemText(
                index, QCoreApplication.translate(mode.label.context, mode.label.source)
            )
        seat = QCoreApplication.translate("MacarenaNewGame", "Seat %1")
        self.rows.relabel(
            lambda row: seat.replace("%1", str(row + 1)),
            (
                QCoreApplication.translate("MacarenaNewGame", "Person"),
                QCoreApplication.translate("MacarenaNewGame", "Bot (beginner)"),
                QCoreApplication.translate("MacarenaNewGame", "Bot (random)"),
            ),
        )
        self._fill_start_players()

    def players(self) -> int:
        """The chosen number of players."""
        return int(SPEC.modes[max(self.mode.currentIndex(), 0)].config["players"])

    def set_mode(self, mode: str) -> None:
        """Choose a mode and its default seats."""
        self.mode.setCurrentIndex(SPEC.mode_ids.index(mode))
        self._mode_changed()

    def _mode_changed(self) -> None:
        self.rows.show_rows(
            default_seats(self.players(), QCoreApplication.translate("MacarenaNewGame", "Player"))
        )
        self._fill_start_players()
        self.adjustSize()

    def _fill_start_players(self) -> None:
        if hasattr(self, "start"):
            names = [self.rows.names[i].text() for i in range(self.players())]
            fill_start_players(
                self.start, QCoreApplication.translate("MacarenaNewGame", "Random"), names
            )

    def result_game(self) -> NewGame:
        """The game as set up in the dialog."""
        seat = QCoreApplication.translate("MacarenaNewGame", "Seat %1")
        seats = self.rows.seats(self.players(), lambda row: seat.replace("%1", str(row + 1)))
        config = {"players": self.players(), "start_player": self.start.currentData()}
        return NewGame(config, seats, seed_of(self.seed))
