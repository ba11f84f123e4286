"""The seat grid of the new-game dialog: who sits where, for any game's modes.

One row per seat: its number, its team tag (in team modes), the name, and who plays it:
a person or a bot of one of the game's levels. A seat the rules play shows its proper
name and says so; nobody can take it. Rows keep what the player changed when the mode
changes; rows left as they were follow the new mode's defaults (and the language).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ..core.match import SeatSpec
from ..core.spec import GameSpec, ModeSpec
from .game_setup import default_seat, shown_name
from .spec_text import tr
from .words import fill, join_parts

# the colours of the team tags, side by side (warm tones that read on the paper style)
TEAM_COLOURS = ("#B5523B", "#3F6E8C", "#6B8E3A", "#8A5A9E")
NAME_LENGTH = 20
HUMAN = "human"


def without_mnemonic(text: str) -> str:
    """``text`` with its keyboard mnemonic taken out (``座位(&1)`` and ``Seat &1`` alike),
    for a label whose field is not there to jump to."""
    text = re.sub(r"\(&\w\)", "", text).replace("&&", "\0")
    return text.replace("&", "").replace("\0", "&&")


def _kind_data(seat: SeatSpec) -> str:
    return HUMAN if seat.kind == HUMAN else f"bot:{seat.level or ''}"


class SeatRow:
    """The widgets of one seat and whether the player changed them."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.number = QLabel()
        self.team = QLabel()
        self.team.setObjectName("TeamTag")
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setObjectName(f"seat_name_{index}")
        self.number.setBuddy(self.name)
        self.fixed_name = QLabel()
        self.fixed_name.setObjectName(f"rule_seat_{index}")
        self.fixed_name.setStyleSheet("font-weight: 600;")
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat_kind_{index}")
        self.fixed_kind = QLabel()
        self.fixed_kind.setObjectName("RuleSeatNote")
        # whether the player typed a name or chose who plays this seat
        self.touched = False
        self.rule = False

    def widgets(self) -> tuple[QWidget, ...]:
        """Every widget of the row."""
        return (self.number, self.team, self.name, self.fixed_name, self.kind, self.fixed_kind)


class SeatGrid(QWidget):
    """Seats of the chosen mode: names and who plays each; ``seats()`` reads them."""

    # a seat's name or who plays it changed
    changed = Signal()

    def __init__(self, spec: GameSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.mode = spec.mode(spec.default_mode)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(2, 1)
        self.rows: list[SeatRow] = []
        for i in range(max(len(m.seats) for m in spec.modes)):
            row = SeatRow(i)
            grid.addWidget(row.number, i, 0)
            grid.addWidget(row.team, i, 1)
            grid.addWidget(row.name, i, 2)
            grid.addWidget(row.fixed_name, i, 2)
            grid.addWidget(row.kind, i, 3)
            grid.addWidget(row.fixed_kind, i, 3)
            row.name.textEdited.connect(lambda _t, r=row: self._touch(r))
            row.name.textChanged.connect(lambda _t: self.changed.emit())
            row.kind.activated.connect(lambda _i, r=row: self._touch(r))
            row.kind.currentIndexChanged.connect(lambda _i: self.changed.emit())
            self.rows.append(row)
        self._fill_kinds()
        self.set_mode(self.mode)

    # -- who plays ------------------------------------------------------------------------
    def _kind_choices(self) -> list[tuple[str, str, str]]:
        """(data, text, how it plays) of every choice of who plays a seat: a person, then
        the bots."""
        choices = [(HUMAN, QCoreApplication.translate("NewGameDialog", "Person"), "")]
        for level in self.spec.bots:
            if level.listed:
                about = tr(level.description) if level.description is not None else ""
                choices.append((f"bot:{level.id}", tr(level.label), about))
        if not self.spec.bots:
            bot = QCoreApplication.translate("NewGameDialog", "Bot")
            choices.append((f"bot:{self.spec.default_bot}", bot, ""))
        return choices

    def _fill_kinds(self) -> None:
        for row in self.rows:
            chosen = row.kind.currentData()
            row.kind.blockSignals(True)
            row.kind.clear()
            for data, text, about in self._kind_choices():
                row.kind.addItem(text, data)
                if about:
                    row.kind.setItemData(row.kind.count() - 1, about, Qt.ItemDataRole.ToolTipRole)
            row.kind.setCurrentIndex(max(row.kind.findData(chosen), 0))
            row.kind.blockSignals(False)

    def _touch(self, row: SeatRow) -> None:
        row.touched = True

    def _set_seat(self, row: SeatRow, seat: SeatSpec) -> None:
        row.name.setText(seat.name)
        row.kind.setCurrentIndex(max(row.kind.findData(_kind_data(seat)), 0))

    # -- modes ----------------------------------------------------------------------------
    def set_mode(self, mode: ModeSpec) -> None:
        """Show the seats of ``mode``; untouched rows take its defaults."""
        self.mode = mode
        for row in self.rows:
            used = row.index < len(mode.seats)
            row.rule = used and mode.seats[row.index].kind == "rule"
            if used:
                seat = default_seat(self.spec, mode, row.index)
                if row.rule:
                    row.fixed_name.setText(seat.name)
                elif not row.touched:
                    self._set_seat(row, seat)
            self._number_row(row)
            for widget in row.widgets():
                widget.setVisible(used)
            if used:
                row.name.setVisible(not row.rule)
                row.kind.setVisible(not row.rule)
                row.fixed_name.setVisible(row.rule)
                row.fixed_kind.setVisible(row.rule)
        self._show_teams()
        self.changed.emit()

    def team_of(self, seat: int) -> int | None:
        """The side (from 0) of ``seat`` in a team mode, else ``None``."""
        if not any(len(side) > 1 for side in self.mode.sides):
            return None
        for number, side in enumerate(self.mode.sides):
            if seat in side:
                return number
        return None

    def _show_teams(self) -> None:
        for row in self.rows:
            team = self.team_of(row.index) if row.index < len(self.mode.seats) else None
            row.team.setVisible(team is not None)
            if team is None:
                continue
            row.team.setText(
                fill(QCoreApplication.translate("NewGameDialog", "Team %1"), str(team + 1))
            )
            colour = TEAM_COLOURS[team % len(TEAM_COLOURS)]
            row.team.setStyleSheet(
                f"background: {colour}; color: white; border-radius: 4px; padding: 1px 6px;"
            )

    def teams_line(self) -> str:
        """Who plays with whom, in words (empty when every seat plays alone)."""
        if not any(len(side) > 1 for side in self.mode.sides):
            return ""
        numbered = [" + ".join(str(seat + 1) for seat in side) for side in self.mode.sides]
        if len(numbered) == 2:
            return fill(
                QCoreApplication.translate("NewGameDialog", "Seats %1 against seats %2"),
                numbered[0],
                numbered[1],
            )
        return fill(QCoreApplication.translate("NewGameDialog", "Teams: %1"), join_parts(numbered))

    def _number_row(self, row: SeatRow) -> None:
        text = fill(QCoreApplication.translate("NewGameDialog", "Seat &%1:"), str(row.index + 1))
        row.number.setText(without_mnemonic(text) if row.rule else text)

    def restore(self, seats: list[SeatSpec]) -> None:
        """Seat ``seats`` (the last game's, in the same mode) where they still fit: a
        person, or a bot of a level this game lists; a default name in the current
        language. The rows keep them when the mode changes, as if chosen by hand."""
        if len(seats) != len(self.mode.seats):
            return
        kinds = {data for data, _, _ in self._kind_choices()}
        for row, seat in zip(self.rows, seats, strict=False):
            if row.rule or _kind_data(seat) not in kinds:
                continue
            name = shown_name(seat.name)[:NAME_LENGTH]
            self._set_seat(row, SeatSpec(name, seat.kind, seat.level))
            row.touched = True
        self._show_teams()
        self.changed.emit()

    # -- texts ----------------------------------------------------------------------------
    def retranslate(self, old_you: str) -> None:
        """Set every text in the current language; a default name of your seat left as it
        was (``old_you``, the old language's) follows the language too."""
        self._fill_kinds()
        you = default_seat(self.spec, self.mode, self.mode.player_seats[0]).name
        for row in self.rows:
            self._number_row(row)
            row.fixed_kind.setText(
                QCoreApplication.translate("NewGameDialog", "played by the rules")
            )
            if row.name.text() == old_you:
                row.name.setText(you)
        self._show_teams()

    # -- the answer -----------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """The name of ``seat`` as it stands (its number if left empty)."""
        row = self.rows[seat]
        if row.rule:
            return row.fixed_name.text()
        return row.name.text().strip() or fill(
            QCoreApplication.translate("NewGameDialog", "Seat %1"), str(seat + 1)
        )

    def seats(self) -> list[SeatSpec]:
        """Who sits where, as set up."""
        result = []
        for row in self.rows[: len(self.mode.seats)]:
            name = self.seat_name(row.index)
            data = str(row.kind.currentData())
            if row.rule:
                result.append(SeatSpec(name, "rule"))
            elif data == HUMAN:
                result.append(SeatSpec(name, "human"))
            else:
                result.append(SeatSpec(name, "bot", data.removeprefix("bot:")))
        return result

    def focus_chain(self) -> list[QWidget]:
        """The row widgets a player tabs through, in order."""
        return [w for row in self.rows for w in (row.name, row.kind)]
