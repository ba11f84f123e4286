"""The game screen for a screen reader: the tree's words, announcements, two keys.

A mixin of :class:`~macaron_desktop.ui.game_screen.GameScreen`, on top of the table's
accessibility tree (:mod:`macaron_desktop.ui.table.accessible`):

* the tree's **words** come from the board (:meth:`GameBoard.describe_item` and
  :meth:`GameBoard.item_group`); the screen adds what every game shares: your hand is
  the cards of ``card_items("hand")``, a role ``seat/N/…`` is seat N's part;
* every **log line** is announced when the table shows its event (so at the pace the
  settings set, in the order of the log, and only from the events the viewing seat may
  see: the log's own), and so is every new status line ("your turn: …"). Nothing is
  said while the hot-seat privacy screen is up; the person who sits down then hears the
  lines of what their seat saw happen while they were away;
* **W** ("what can I do?") says and shows what is possible now: the legal moves (in the
  game's words, ``move_text`` of its table entry), a prompt's answers, or how to go on;
  **R** reads the situation again: the status line, the scores and every group of the
  table (your hand first);
* **focus follows the keys**: after every table key, the item the keys reached becomes
  the accessible focus.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsItem

from ..catalog import table_hook
from ..table import DraggableItem
from ..table.accessible import (
    HAND_GROUP,
    SKIP,
    Spoken,
    TableAccessibility,
    hand_group_name,
    plain,
)
from ..table.regions import role_of
from ..words import fill, join_list, join_sentences

if TYPE_CHECKING:
    from ..game_board import GameBoard

# the key that says what is possible now
MOVES_KEY = Qt.Key.Key_W
# the key that reads the situation again
READ_KEY = Qt.Key.Key_R
# how many moves the "what can I do?" key names before it says how many more there are
MOVES_NAMED = 12
# how a sentence may end (else a full stop is added)
ENDINGS = (".", "…", "!", "?", "。", "！", "？")
# how many of the log's lines are said when a table opens
OPENING_LINES = 8
# how long the moves stay shown on the table
MOVES_MS = 8000


class Speaking:
    """Words for the tree, announcements and the two reading keys; mixed into the screen."""

    board: GameBoard
    names: list[str]
    match: Any
    viewer: int
    revealed_for: int | None
    log_events: list[Any]
    _busy: bool

    def _init_speech(self) -> None:
        """Give the tree the board's words and take the two keys (in ``__init__``)."""
        self.speech: TableAccessibility = self.view.accessibility
        self.speech.describe = self._describe_item
        self._said_status = ""
        self._said_answer: str | None = None
        # hot-seat play: how many of each seat's events its person heard before leaving
        self._heard_events: dict[int, int] = {}
        self.view.key_actions[MOVES_KEY] = "moves"
        self.view.key_actions[READ_KEY] = "read"
        self.view.reading_actions |= {"moves", "read"}
        self._move_text: Callable[..., str] | None = table_hook(
            self.match.game.game_id, "move_text"
        )
        # the moves the "what can I do?" key listed, while the list is open (else None)
        self.move_list: list[Any] | None = None
        self.move_index = 0

    # -- the tree's words ------------------------------------------------------------------
    def _describe_item(self, item: QGraphicsItem) -> Spoken | None:
        said = self.board.describe_item(item)
        if said is not None and (said.group or said.kind == SKIP.kind):
            return said
        group = self.board.item_group(item) or self._shared_group(item)
        name = said.name if said is not None else ""
        kind = said.kind if said is not None else ""
        description = said.description if said is not None else ""
        if group is None:
            return said
        return Spoken(name, group[0], group[1], kind, description)

    def _shared_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        if isinstance(item, DraggableItem) and item in self._hand_items():
            return HAND_GROUP, hand_group_name()
        role = role_of(item) or ""
        parts = role.split("/")
        if len(parts) >= 2 and parts[0] == "seat" and parts[1].isdigit():
            seat = int(parts[1])
            if 0 <= seat < len(self.names):
                return f"seat/{seat}", self.names[seat]
        return None

    def _hand_items(self) -> Sequence[DraggableItem]:
        if not self.revealed:
            return ()
        try:
            return self.board.card_items("hand")
        except (KeyError, AttributeError, TypeError):
            return ()

    # -- announcements -----------------------------------------------------------------------
    def _may_speak(self) -> bool:
        """Nothing is said while the privacy screen hides the table, nor in hot-seat play
        before the person whose view the table shows has sat down."""
        if self.privacy.isVisible():
            return False
        return self.revealed or not self.session.is_hot_seat()

    def announce(self, text: str) -> None:
        """Say ``text`` unless the table is hidden from the person at the computer."""
        if self._may_speak():
            self.speech.announce(plain(text))

    def _announce_log_tail(self) -> None:
        """Say the newest lines of the log (a table just opened: what happened so far)."""
        for index in range(max(0, self.log.count() - OPENING_LINES), self.log.count()):
            self.announce(self.log.item(index).text())

    def _remember_heard(self) -> None:
        """The person at the table leaves it (hot-seat play): keep how much of their log
        they heard."""
        if self.revealed_for is not None:
            self._heard_events[self.revealed_for] = len(self.log_events)

    def _announce_missed(self) -> None:
        """The person who just sat down hears what happened while they were away: the
        log's lines of the events their seat saw since they left (at their first sitting,
        the log's newest lines, as when a table opens)."""
        heard = self._heard_events.get(self.viewer)
        if heard is None:
            self._announce_log_tail()
            return
        missed = {id(event) for event in self.log_events[heard:]}
        for event in self.board.log_events(self.log_events):
            if id(event) in missed and (line := self._log_line(event)) is not None:
                self.announce(line)

    def _announce_status(self, text: str) -> None:
        """Say a new status line once (the same line again is not repeated)."""
        if text and text != self._said_status and self._may_speak():
            self._said_status = text
            self.speech.announce(plain(text))

    # -- focus ---------------------------------------------------------------------------------
    def _follow_focus(self) -> None:
        """Make the item the keys reached the accessible focus; an answer of the prompt
        bar the keys reached is said (the keyboard stays on the table meanwhile)."""
        self.speech.follow_focus(self._keyed_item())
        bar = self.prompt_bar
        answer = None
        if bar.isVisible() and 0 <= bar.focus_index < len(bar.buttons):
            answer = bar.buttons[bar.focus_index].text()
        if answer is not None and answer != self._said_answer:
            self.speech.announce(self._answers_text([answer]))
        self._said_answer = answer

    def _keyed_item(self) -> QGraphicsItem | None:
        picker = self.picker
        if picker.active and picker.items:
            return picker.items[picker.focus_index % len(picker.items)]
        item = self.board.focused_item()
        if item is not None:
            return item
        for candidate in self.scene.items():
            if isinstance(candidate, DraggableItem) and candidate.focused:
                return candidate
        return None

    # -- the two keys ------------------------------------------------------------------------
    def _speech_key(self, action: str) -> bool:
        """The reading keys and the list of moves; True when they used ``action``."""
        if action == "moves":
            if self.move_list is not None and self.move_list != self.legal():
                self.close_moves()  # a list left open from an earlier turn
            lines = self.possible_now()
            if self.move_list is None and self._open_moves():
                lines = [*lines, self._move_line()]
            self._say_shown(lines)
            return True
        if action == "read":
            # behind the privacy screen, only how to go on: not even the public table
            lines = self.possible_now() if self.privacy.isVisible() else self.situation()
            self._say_shown(lines)
            return True
        return self._move_key(action)

    # -- the list of moves ---------------------------------------------------------------------
    def _open_moves(self) -> bool:
        """Open the list of the legal moves, when the board's own items offer them."""
        if self._busy or self.picker.active or self.prompt_bar.isVisible():
            return False
        legal = self.legal()
        if not legal:
            return False
        self.move_list = legal
        self.move_index = 0
        return True

    def close_moves(self) -> None:
        """Close the list of moves (a move was made, or the player closed it)."""
        if self.move_list is not None:
            self.move_list = None
            self.view.clear_message()

    def _move_words(self, action: Any) -> str:
        try:
            text = self._move_text(action, self.current()) if self._move_text else str(action)
        except (KeyError, ValueError, TypeError, AttributeError, IndexError):
            text = str(action)
        return plain(text)

    def _move_line(self) -> str:
        moves = self.move_list or []
        if not moves:
            return ""
        return fill(
            QCoreApplication.translate("GameScreen", "Move %1 of %2: %3."),
            str(self.move_index + 1),
            str(len(moves)),
            self._move_words(moves[self.move_index]),
        )

    def _move_key(self, action: str) -> bool:
        """A table key while the list of moves is open; True when the list used it."""
        moves = self.move_list
        if moves is None:
            return False
        if moves != self.legal():
            self.close_moves()  # the game moved on: the keys go back to the table
            return False
        steps = {"left": -1, "up": -1, "right": 1, "down": 1}
        if action in steps:
            self.move_index = (self.move_index + steps[action]) % len(moves)
        elif action in ("first", "last"):
            self.move_index = 0 if action == "first" else len(moves) - 1
        elif action in ("activate", "select"):
            chosen = moves[self.move_index]
            self.close_moves()
            self.propose(chosen)
            return True
        elif action == "cancel":
            self.close_moves()
            self.speech.announce(QCoreApplication.translate("GameScreen", "List closed."))
            return True
        else:
            return False
        line = self._move_line()
        self.view.show_message(line, MOVES_MS)
        self.speech.announce(line)
        return True

    def _say_shown(self, lines: Sequence[str]) -> None:
        text = join_sentences(line for line in lines if line)
        if not text:
            return
        self.view.show_message(text, MOVES_MS)
        self.speech.announce(plain(text))

    def possible_now(self) -> list[str]:
        """What the player may do now, in sentences (the "what can I do?" key)."""
        if self.privacy.isVisible():
            return [
                fill(
                    QCoreApplication.translate(
                        "GameScreen", "Press Enter when %1 sits at the computer."
                    ),
                    self.privacy.player_name,
                )
            ]
        if self.game_over.isVisible():
            return [
                QCoreApplication.translate(
                    "GameScreen",
                    "The game is over. Tab goes through Play again, Export and Leave; "
                    "Enter or Space presses the one chosen.",
                )
            ]
        if self.animator.holding or self.summary.isVisible():
            return [QCoreApplication.translate("GameScreen", "Press Enter to go on.")]
        if not self.my_turn():
            return [self.status.text()]
        if self.picker.active:
            return [
                self.picker.line.text(),
                QCoreApplication.translate(
                    "GameScreen",
                    "Arrows move between the cards, Space chooses or puts back, "
                    "Enter confirms, Escape puts them all back.",
                ),
                *self._answers([b.text() for b in self.picker.buttons() if b.isVisible()]),
            ]
        if self.prompt_bar.isVisible():
            return [
                self.prompt_bar.text.text(),
                *self._answers([b.text() for b in self.prompt_bar.buttons]),
                QCoreApplication.translate("GameScreen", "Left and right choose, Enter answers."),
            ]
        return self._moves_lines()

    @staticmethod
    def _answers_text(labels: Sequence[str]) -> str:
        """Button labels as said: without their shortcut marks."""
        return join_list(
            label.replace("&&", "\0").replace("&", "").replace("\0", "&") for label in labels
        )

    def _answers(self, labels: Sequence[str]) -> list[str]:
        shown = [self._answers_text([label]) for label in labels]
        if not shown:
            return []
        return [fill(QCoreApplication.translate("GameScreen", "Answers: %1."), join_list(shown))]

    def _moves_lines(self) -> list[str]:
        legal = self.legal()
        if not legal:
            return [self.status.text()]
        words = []
        for action in legal[:MOVES_NAMED]:
            words.append(self._move_words(action))
        between = QCoreApplication.translate("TableAccessible", "; ")
        lines = [
            fill(
                QCoreApplication.translate("GameScreen", "You may: %1."),
                between.join(dict.fromkeys(words)),
            )
        ]
        if len(legal) > MOVES_NAMED:
            lines.append(
                fill(
                    QCoreApplication.translate("GameScreen", "And %1 more moves."),
                    str(len(legal) - MOVES_NAMED),
                )
            )
        lines.append(
            QCoreApplication.translate(
                "GameScreen",
                "In this list the arrows go from move to move, Enter plays the move, "
                "Escape closes the list.",
            )
        )
        return lines

    def situation(self) -> list[str]:
        """The situation again (the "read again" key): status, scores, the table."""
        lines = [self.status.text()]
        scores = self._scores_line()
        if scores:
            lines.append(scores)
        groups = self.speech.read_out()
        lines.extend(line for key, line in groups if key == HAND_GROUP)
        lines.extend(line for key, line in groups if key != HAND_GROUP)
        return [line if line.endswith(ENDINGS) else line + "." for line in lines if line]

    def _scores_line(self) -> str:
        from .panels import side_names

        view = self.current()
        names = side_names(self.names, self.board.sides(view))
        scores = self.board.side_scores(view)
        pairs = [f"{name} {score}" for name, score in zip(names, scores, strict=False)]
        if not pairs:
            return ""
        return fill(QCoreApplication.translate("GameScreen", "Scores: %1"), join_list(pairs))
