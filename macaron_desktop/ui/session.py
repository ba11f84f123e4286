"""A game being played in the window: the match, its seats, bots, autosave and undo.

The session sits between a game's table (which draws and collects gestures) and the
match (which decides). The table proposes actions; the session asks the rules, saves
after every accepted action, and announces what happened. The table calls
:meth:`advance` when it has finished animating, which lets the next bot move or the next
human act: input and bot moves wait while animations run.

Bots think on a worker thread (:mod:`.worker`), so the window never freezes. A bot is
handed copies of what it needs (the seat's view, the legal actions, the generator
``match.bot_rng`` gives for this decision), so its answer is the one it would give on the GUI
thread: a seed and the players' actions make the same game either way. The autosave's disk
work runs on a thread of its own too (:mod:`.save_writer`): the game is encoded at once,
after each move, and written while the table moves on. Undo, leaving the
game and closing the window never wait for a bot: the search is cancelled (it checks
between sampled worlds) and its late answer is dropped; answers also carry the
*generation* they were asked in, and one asked before an undo is ignored.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..core.bots import Bot
from ..core.match import Match
from ..core.messages import IllegalAction, Message
from ..core.registry import get_bot
from ..core.savegame import Autosave
from ..core.search import choose_cancellable
from .save_writer import SaveWriter
from .worker import Job, Worker

LOG = logging.getLogger("macaron_desktop")


def _decision(bot: Bot, view: Any, legal: Sequence[Any], rng: Any) -> Job:
    """The job of one bot decision, on values nobody else touches."""

    def job(cancelled: Any, _progress: Any) -> Any:
        return choose_cancellable(bot, view, legal, rng, cancelled)

    return job


class GameSession(QObject):
    """Owns a match while it is on screen. ``threaded=False`` lets the bots think, and the
    autosave write, on the GUI thread instead (same decisions, same order: for tests)."""

    #: a human seat must act now (the table shows that seat's hand and choices)
    human_turn = Signal(int)
    #: an action was accepted: seat, action
    moved = Signal(int, object)
    #: the match was rewound (undo) and the table must redraw from scratch
    reset = Signal()
    #: the game is over
    finished = Signal()
    #: an autosave failed (the game goes on): the exception that says why
    save_failed = Signal(object)
    #: an autosave succeeded (after a failure, the game is safe on disk again)
    saved = Signal()
    #: the seats whose bots are thinking changed (see :meth:`thinking_seats`)
    thinking_changed = Signal()
    #: the session was closed (the table goes away): helpers stop their work too
    stopped = Signal()
    # a write of the autosave thread ended (None, or why it failed); emitted on that
    # thread, delivered on the session's
    _written = Signal(object)

    def __init__(
        self,
        match: Match[Any, Any],
        autosave: Autosave | None = None,
        undo_allowed: bool = True,
        parent: QObject | None = None,
        threaded: bool = True,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.autosave = autosave
        self.undo_allowed = undo_allowed
        self._generation = 0
        self._thinking: set[int] = set()
        #: job id -> (generation, seat) of the bot decisions asked for
        self._jobs: dict[int, tuple[int, int]] = {}
        self._bots: dict[int, Bot] = {}
        for seat, spec in enumerate(match.seats):
            if spec.kind == "bot":
                self._bots[seat] = get_bot(match.game.game_id, spec.level)
        self._worker = Worker(self, threaded)
        self._worker.done.connect(self._on_job_done)
        self._worker.failed.connect(self._on_job_failed)
        self._writer: SaveWriter | None = None
        # the last write's failure, for an autosave that is a plain function (tests)
        self._last_error: BaseException | None = None
        if threaded and autosave is not None:
            self._writer = SaveWriter(self._written.emit)
            self._written.connect(self._on_thread_written)
        self.closed = False

    # -- who is who -------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        """Seats played by people at this computer."""
        return [i for i, s in enumerate(self.match.seats) if s.kind == "human"]

    def is_hot_seat(self) -> bool:
        """More than one person shares the screen (a privacy screen is needed)."""
        return len(self.human_seats()) > 1

    def can_undo(self) -> bool:
        """Undo is fair only for one person alone against bots, and when allowed."""
        humans = self.human_seats()
        return (
            self.undo_allowed
            and len(humans) == 1
            and self.match.last_decision(humans[0]) is not None
            and not self.match.finished
        )

    def thinking_seats(self) -> list[int]:
        """Bot seats deciding now, in seat order."""
        return sorted(self._thinking)

    # -- driving the game ------------------------------------------------------------------
    def advance(self) -> None:
        """Let whoever must act now act: bots think, rule seats play, or a human is asked."""
        if self.closed:
            return
        if self.match.finished:
            self.finished.emit()
            return
        seats = self.match.seats_to_act()
        humans = [s for s in seats if self.match.seats[s].kind == "human"]
        for seat in seats:
            kind = self.match.seats[seat].kind
            if kind == "rule":
                # the rules leave such a seat exactly one legal action
                self._accept(seat, self.match.legal_actions(seat)[0])
                return
            if kind == "bot" and seat not in self._thinking:
                self._thinking.add(seat)
                job = _decision(
                    self._bots[seat],
                    self.match.view(seat),
                    list(self.match.legal_actions(seat)),
                    self.match.bot_rng(seat),
                )
                self._jobs[self._worker.submit(job)] = (self._generation, seat)
                self.thinking_changed.emit()
        if humans:
            self.human_turn.emit(humans[0])

    def propose(self, seat: int, action: Any) -> Message | None:
        """Try a human's action: ``None`` if accepted, else the reason it was refused."""
        if self.match.seats[seat].kind != "human":
            return Message("not_your_turn", {"seat": seat})
        try:
            self._accept(seat, action)
        except IllegalAction as refused:
            return refused.message
        return None

    def undo(self) -> bool:
        """Take back the lone human's last decision; bots then replay the same way."""
        if not self.can_undo():
            return False
        self._stop_thinking()
        self.match.undo_last_decision(self.human_seats()[0])
        self._save()
        self.reset.emit()
        return True

    def count_hint(self) -> None:
        """A hint was shown for a new position: count it in the game (and save that)."""
        self.match.hints_used += 1
        self._save()

    def close(self) -> None:
        """Stop the bots (call when the table goes away); returns at once: a search still
        running is cancelled and its thread stops by itself."""
        if self.closed:
            return
        self.closed = True
        self._stop_thinking()
        self._worker.retire()
        if self._writer is not None:
            self._writer.close()  # the last move reaches the disk before the table goes
        self.stopped.emit()

    def save_now(self) -> None:
        """Save the game as it stands (a finished game is counted once, its file removed)."""
        self._save()

    def flush_saves(self) -> bool:
        """Wait until the autosave is on disk as the game stands; False if the disk hangs."""
        return self._writer is None or self._writer.flush()

    def save_error(self) -> BaseException | None:
        """Why the game is not on disk as it stands (its last write failed), else ``None``;
        waits for a write under way first."""
        self.flush_saves()
        autosave = self.autosave
        if autosave is None or self.match.finished:
            return None
        if isinstance(autosave, Autosave):
            return autosave.failed
        return self._last_error

    def retry_save(self) -> BaseException | None:
        """Write the game as it stands once more (after a failed write, when leaving);
        ``None`` when it is on disk now, else why it is not."""
        self.flush_saves()
        autosave = self.autosave
        if autosave is None:
            return None
        try:
            if isinstance(autosave, Autosave) and not self.match.finished:
                autosave.retry(self.match)
            else:
                autosave(self.match)
        except (OSError, ValueError) as exc:
            self._on_written(exc)
            return exc
        self._on_written(None)
        return None

    # -- internals ------------------------------------------------------------------------
    def _stop_thinking(self) -> None:
        """Cancel every decision asked for; answers still on their way are now stale."""
        self._generation += 1
        self._worker.cancel()
        self._jobs.clear()
        if self._thinking:
            self._thinking.clear()
            self.thinking_changed.emit()

    @Slot(int, object)
    def _on_job_done(self, job_id: int, action: Any) -> None:
        asked = self._jobs.pop(job_id, None)
        if asked is not None:
            self._on_decided(asked[0], asked[1], action)

    @Slot(int, object)
    def _on_job_failed(self, job_id: int, error: Any) -> None:
        asked = self._jobs.pop(job_id, None)
        if asked is None:
            return
        generation, seat = asked
        LOG.error("bot in seat %s failed: %r", seat, error)
        if generation == self._generation and seat in self.match.seats_to_act():
            self._thinking.discard(seat)
            self.thinking_changed.emit()
            self._accept(seat, self.match.legal_actions(seat)[0])

    def _accept(self, seat: int, action: Any) -> None:
        self.match.play(seat, action)
        self._save()
        self.moved.emit(seat, action)

    @Slot(int, int, object)
    def _on_decided(self, generation: int, seat: int, action: Any) -> None:
        if generation != self._generation or self.closed:
            return  # asked before an undo: the seat may be thinking again already
        self._thinking.discard(seat)
        self.thinking_changed.emit()
        if seat not in self.match.seats_to_act():
            return
        try:
            self._accept(seat, action)
        except IllegalAction as refused:  # a bot bug must not stop the game
            LOG.error("bot in seat %s proposed %r: %s", seat, action, refused)
            self._accept(seat, self.match.legal_actions(seat)[0])

    def _save(self) -> None:
        autosave = self.autosave
        if autosave is None:
            return
        # a plain function given as the autosave (a test's failing disk) runs right here
        if self._writer is not None and not self.match.finished and isinstance(autosave, Autosave):
            try:
                data = autosave.encode(self.match)
            except ValueError as exc:
                autosave.failed = exc
                self._on_written(exc)
                return
            moves = len(self.match.moves)
            self._writer.submit(lambda: autosave.write(data, moves))
            return
        if self._writer is not None:
            # a finished game is counted and its file removed after the last write
            self._writer.flush()
        try:
            autosave(self.match)
        except (OSError, ValueError) as exc:  # a full disk, a read-only folder, ...
            self._on_written(exc)
            return
        self._on_written(None)

    @Slot(object)
    def _on_thread_written(self, error: BaseException | None) -> None:
        if error is not None and isinstance(self.autosave, Autosave) and not self.autosave.failed:
            return  # a late report: a write since then (a retry) succeeded
        self._on_written(error)

    def _on_written(self, error: BaseException | None) -> None:
        self._last_error = error
        if error is None:
            self.saved.emit()
            return
        LOG.warning("autosave failed: %s", error)
        self.save_failed.emit(error)
