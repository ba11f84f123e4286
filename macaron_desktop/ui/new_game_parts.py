"""Parts of a game's new-game dialog that do not depend on the game.

A game's dialog composes them: :class:`NewGame` (what the dialog produces),
:class:`SeatRows` (a name and a kind per seat, as many rows as the mode seats),
:func:`fill_start_players` and :func:`seed_field`. A shared new-game dialog built from
the specs alone can grow from here; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import QComboBox, QDialog, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ..core.match import SeatSpec
from ..core.rng import new_seed


@dataclass(frozen=True)
class NewGame:
    """Everything a ``Match`` needs: the config, who sits where, the seed."""

    config: dict[str, Any]
    seats: list[SeatSpec]
    seed: int


class RetranslatingDialog(QDialog):
    """A dialog that calls its ``retranslate()`` when the language changes."""

    def retranslate(self) -> None:
        """Set every text in the current language (the dialog's own)."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate on a change of language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SeatRows(QGroupBox):
    """One row per seat: its label, the player's name and the kind of player.

    ``kinds`` are ``(kind, bot level)`` pairs in the order of the kind box's entries.
    """

    def __init__(
        self, count: int, kinds: Sequence[tuple[str, str | None]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kinds = tuple(kinds)
        grid = QGridLayout(self)
        self.labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        for row in range(count):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            name.setMaxLength(20)
            kind.addItems([""] * len(self.kinds))
            for column, widget in enumerate((label, name, kind)):
                grid.addWidget(widget, row, column)
            self.labels.append(label)
            self.names.append(name)
            self.kind_boxes.append(kind)

    def name_changed(self, slot: Callable[[], object]) -> None:
        """Call ``slot`` whenever a name is edited."""
        for name in self.names:
            name.textChanged.connect(slot)

    def relabel(self, seat_label: Callable[[int], str], kind_labels: Sequence[str]) -> None:
        """The rows' texts in the current language."""
        for row, label in enumerate(self.labels):
            label.setText(seat_label(row))
            for index, text in enumerate(kind_labels):
                self.kind_boxes[row].setItemText(index, text)

    def show_rows(self, defaults: Sequence[SeatSpec]) -> None:
        """Show as many rows as ``defaults``; an empty row takes its default."""
        for row in range(len(self.names)):
            used = row < len(defaults)
            for widget in (self.labels[row], self.names[row], self.kind_boxes[row]):
                widget.setVisible(used)
            if used and not self.names[row].text():
                spec = defaults[row]
                self.names[row].setText(spec.name)
                self.kind_boxes[row].setCurrentIndex(self.kinds.index((spec.kind, spec.level)))

    def seats(self, count: int, fallback: Callable[[int], str]) -> list[SeatSpec]:
        """The first ``count`` rows as seats (an empty name becomes ``fallback(row)``)."""
        out = []
        for row in range(count):
            kind, level = self.kinds[self.kind_boxes[row].currentIndex()]
            name = self.names[row].text().strip() or fallback(row)
            out.append(SeatSpec(name, kind, level))  # type: ignore[arg-type]
        return out


def fill_start_players(box: QComboBox, random_label: str, names: Sequence[str]) -> None:
    """ "Random" then one entry per seat, keeping the current choice where it still fits."""
    chosen = box.currentData()
    box.clear()
    box.addItem(random_label, None)
    for seat, name in enumerate(names):
        box.addItem(name or str(seat + 1), seat)
    box.setCurrentIndex(max(box.findData(chosen), 0))


def seed_field(parent: QWidget) -> QLineEdit:
    """A seed entry holding a fresh seed."""
    field = QLineEdit(str(new_seed()))
    field.setValidator(QIntValidator(0, 2**31 - 1, parent))
    return field


def seed_tooltip() -> str:
    """What a seed is for, in the current language."""
    return QCoreApplication.translate(
        "NewGame", "The same seed and the same moves always give the same game."
    )


def seed_of(field: QLineEdit) -> int:
    """The seed typed, or a fresh one when the field is empty."""
    text = field.text().strip()
    return int(text) if text else new_seed()
