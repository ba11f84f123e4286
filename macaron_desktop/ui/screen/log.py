"""The game log beside the table: one line per event, newest at the bottom.

:class:`GameLog` is the list; :class:`LogKeeping` (a mixin of the game screen) keeps the
events the viewing seat may see, words their lines through the board and the scores of
finished rounds that the game-over chart draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget, QWidget

if TYPE_CHECKING:
    from ..game_board import GameEvent


class GameLog(QListWidget):
    """A list of log lines that keeps its newest line in sight.

    Lines wrap, so each has its own height. A plain list lays every line out again when
    one is added (milliseconds per move late in a game); this one lays them out in
    batches when the window is idle and follows the bottom as the list grows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(100)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))

    def add_line(self, text: str) -> None:
        """Add a line at the bottom."""
        self.addItem(text)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines`` instead of what is there (after a change of language or an undo)."""
        self.clear()
        self.addItems(lines)
        self.scrollToBottom()


class LogKeeping:
    """The events of the log and their lines; mixed into the game screen."""

    log: GameLog
    board: Any
    log_count: int
    log_events: list[GameEvent]
    # each event's line as last worded (id -> (event, line)); emptied when the log is
    # worded again (a new language, names, a setting that changes what the log shows)
    _log_lines: dict[int, tuple[GameEvent, str | None]]
    round_scores: list[list[int]]
    # the log beside the table is shown (a replay shows a log of its own instead, and
    # then the lines are not worded here at all)
    log_shown: bool = True

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader (the screen's speech does)."""

    def _rebuild_log(self) -> None:
        events = self.board.events(self.current())
        self.log_count = len(events)
        self.log_events = list(events)
        if not self.log_shown:
            return
        self.round_scores = []
        for event in events:
            summary = self.board.round_summary(event)
            if summary is not None:
                self.round_scores.append(list(summary.scores))
        self._show_log()

    def _show_log(self, reword: bool = True) -> None:
        """Show the log anew; ``reword=False`` keeps the lines already worded (the same
        events in the same language: only which events the log shows has changed)."""
        if not self.log_shown:
            return
        if reword:
            self._log_lines.clear()
        events = self.board.log_events(self.log_events)
        lines = (self._log_line(event) for event in events)
        self.log.set_lines([line for line in lines if line is not None])

    def _log_line(self, event: GameEvent) -> str | None:
        kept = self._log_lines.get(id(event))
        if kept is not None and kept[0] is event:
            return kept[1]
        line = self.board.log_line(event)
        self._log_lines[id(event)] = (event, line)  # the event is kept, so its id stays its own
        return line

    def _add_log(self, event: GameEvent) -> None:
        self.log_events.append(event)
        if not self.log_shown:
            return
        line = self._log_line(event)
        if line is not None:
            # a screen reader hears the line when the table shows its event
            self.announce(line)
        if self.board.log_forgets(event):
            # a gathered trick leaves the log: the other lines stay as they were worded
            self._show_log(reword=False)
            return
        if line is not None:
            self.log.add_line(line)
