"""What the game screen is fed in a replay: a match that stands at one move and acts never.

The replay puts the game's own table (the shared :class:`~.game_screen.GameScreen` with
the game's board) on a :class:`ReplaySession` instead of a :class:`~.session.GameSession`:
the same signals and questions, but nobody acts (``seats_to_act`` is empty, every
proposal is refused, no bot thinks, nothing is saved), and the screen's ``read_only``
mode hides hints, undo and the game-over panel. The :class:`ReplayMatch` stands at move
``position`` of a :class:`~macaron_desktop.core.replay.Replay`; moving it one step on
emits ``moved`` (the table animates that move, as in play), any other jump ``jumped``
(the table is drawn at once); ``reset`` makes the board start over (another seat's eyes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..core.match import Match, Move
from ..core.messages import IllegalAction, Message
from ..core.replay import Replay


class ReplayMatch(Match[Any, Any]):
    """A match standing at move :attr:`position` of a replay, read-only."""

    def __init__(self, replay: Replay) -> None:  # noqa: D107 (no Match.__init__: no replay)
        full = replay.match
        self.replay = replay
        self.game = full.game
        self.config = full.config
        self.seed = full.seed
        self.seats = full.seats
        self.initial_state = full.initial_state
        self._all = full
        self.hints_used = 0
        self.position = replay.length
        #: every hand is shown (the game's ``open_view``), not only the seat's own
        self.open_hands = False

    # the log up to the position (the screen and boards read ``moves`` and states)
    @property  # type: ignore[override]
    def moves(self) -> list[Move[Any]]:
        """The moves played up to the position."""
        return self._all.moves[: self.position]

    @property
    def state(self) -> Any:
        """The state at the position."""
        return self._all.state_after(self.position)

    def state_after(self, n_moves: int) -> Any:
        """The state after ``n_moves`` moves (at most the position)."""
        return self._all.state_after(min(n_moves, self.position))

    def view(self, seat: int) -> Any:
        """What ``seat`` knew at the position; every hand, in :attr:`open_hands`."""
        if self.open_hands:
            return self.game.open_view(self.state, seat)  # type: ignore[attr-defined]
        return self.game.view(self.state, seat)

    def seats_to_act(self) -> tuple[int, ...]:
        """Nobody acts in a replay."""
        return ()

    def legal_actions(self, seat: int) -> Sequence[Any]:
        """Nothing may be done in a replay."""
        return ()

    def play(self, seat: int, action: Any) -> Any:
        """Refused: a replay shows a game, it is not played."""
        raise IllegalAction("not_your_turn", seat=seat)

    def undo_to(self, n_moves: int) -> None:
        """Refused: a replay moves with :attr:`position`."""
        raise ValueError("a replay is not undone")


class ReplaySession(QObject):
    """The game screen's session in a replay (see the module's text)."""

    human_turn = Signal(int)
    moved = Signal(int, object)
    reset = Signal()
    # the match moved to another position by a jump (the table draws it afresh)
    jumped = Signal()
    finished = Signal()
    thinking_changed = Signal()
    stopped = Signal()
    save_failed = Signal(object)
    saved = Signal()

    # the screen takes no input and shows no hints, undo nor game-over panel
    read_only = True
    undo_allowed = False
    autosave = None
    # the status line's words, given by the replay window (what the replay shows, not
    # the live game's "Waiting for …"); ``None``: the board's own
    status_text: Callable[[], str] | None = None

    def __init__(self, replay: Replay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.match = ReplayMatch(replay)
        self.closed = False

    @property
    def position(self) -> int:
        """The move the table stands at (0: the deal, ``length``: the end)."""
        return self.match.position

    def go_to(self, n: int, animate: bool = False) -> None:
        """Stand at move ``n``; ``animate`` (one step on only) shows that move as played."""
        n = max(0, min(n, self.replay.length))
        if n == self.match.position:
            return
        step = n == self.match.position + 1
        self.match.position = n
        if animate and step:
            move = self.replay.moves[n - 1]
            self.moved.emit(move.seat, move.action)
        else:
            self.jumped.emit()

    # -- what the screen asks a session -----------------------------------------------------
    def human_seats(self) -> list[int]:
        """Nobody plays at this screen: every seat's view may be drawn."""
        return []

    def is_hot_seat(self) -> bool:
        """No privacy screen in a replay."""
        return False

    def can_undo(self) -> bool:
        """No undo in a replay."""
        return False

    def thinking_seats(self) -> list[int]:
        """No bot thinks in a replay."""
        return []

    def advance(self) -> None:
        """Nobody is asked to act: the replay moves on its controls only."""

    def propose(self, seat: int, action: Any) -> Message | None:
        """Every proposal is refused."""
        return Message("not_your_turn", {"seat": seat})

    def count_hint(self) -> None:
        """No hints in a replay."""

    def save_now(self) -> None:
        """Nothing to save."""

    def close(self) -> None:
        """The replay's window goes away."""
        if not self.closed:
            self.closed = True
            self.stopped.emit()
