"""Work off the GUI thread that can be cancelled and never makes anyone wait.

A :class:`Worker` owns one thread and runs the jobs it is given there, one after the
other. A job is a plain function ``job(cancelled, progress)``: it checks ``cancelled()``
between its steps (a search checks it between sampled worlds and inside long rollouts)
and may report ``progress(done, total)``. It works on values it was handed (a seat's
view, a list of legal actions, its own random generator), never on objects the GUI
thread changes, so running it here or on the GUI thread gives the same answer.

``Worker(threaded=False)`` runs the same jobs on the GUI thread instead, each from a
zero-delay timer (so results arrive in the same order, one event later): tests use it to
check that a game is the same with or without threads.

Cancelling never waits: :meth:`Worker.cancel` only raises the job's flag, and the result
of a cancelled job is never delivered (:attr:`Worker.done` is not emitted for it), so a
late answer cannot reach a game that has moved on. :meth:`Worker.retire` cancels
everything and lets the thread stop on its own; the thread object is kept alive until it
has stopped (:func:`join_retired` waits for the last ones when the application quits, so
Qt never destroys a running thread).
"""

from __future__ import annotations

import atexit
import itertools
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

#: a job: ``job(cancelled, progress) -> result``
Job = Callable[[Callable[[], bool], Callable[[int, int], None]], Any]


class CancelToken:
    """A flag raised once; calling the token tells whether it has been raised."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        """Raise the flag (from any thread)."""
        self._event.set()

    def __call__(self) -> bool:
        """Whether the job should stop."""
        return self._event.is_set()


class _Runner(QObject):
    """Lives in the worker thread and runs the jobs there."""

    finished_job = Signal(int, object)
    failed_job = Signal(int, object)
    progressed = Signal(int, int, int)

    @Slot(int, object, object)
    def run(self, job_id: int, token: CancelToken, job: Job) -> None:
        """Run ``job`` unless it was cancelled; report its result unless cancelled since."""
        if token():
            return

        def progress(done: int, total: int) -> None:
            if not token():
                self.progressed.emit(job_id, done, total)

        try:
            result = job(token, progress)
        except Exception as exc:  # noqa: BLE001 - a failing job must not kill the thread
            if not token():
                self.failed_job.emit(job_id, exc)
            return
        if not token():
            self.finished_job.emit(job_id, result)


#: every worker thread with its runner, kept referenced until the thread has stopped
_THREADS: list[tuple[QThread, _Runner]] = []
_ids = itertools.count(1)


def _prune() -> None:
    _THREADS[:] = [(t, r) for t, r in _THREADS if not t.isFinished()]


def join_retired(timeout_ms: int = 3000) -> bool:
    """Stop every worker thread and wait (at most ``timeout_ms`` in all) until they have;
    True if all did. Retired workers' jobs were cancelled, so this is quick; the
    application calls it as it quits (and ``atexit`` once more)."""
    deadline = time.monotonic() + timeout_ms / 1000
    for thread, _runner in list(_THREADS):
        thread.quit()
    for thread, _runner in list(_THREADS):
        left = int((deadline - time.monotonic()) * 1000)
        if not thread.wait(max(1, left)):
            return False
    _prune()
    return True


atexit.register(join_retired)


class Worker(QObject):
    """One background thread running jobs in order (see the module text)."""

    #: a job finished: its id and its result (never for a cancelled job)
    done = Signal(int, object)
    #: a job raised: its id and the exception (never for a cancelled job)
    failed = Signal(int, object)
    #: a job reported progress: its id, steps done, steps in all
    progress = Signal(int, int, int)
    _run = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None, threaded: bool = True) -> None:
        super().__init__(parent)
        self._tokens: dict[int, CancelToken] = {}
        self.threaded = threaded
        self._runner = _Runner()
        self._runner.finished_job.connect(self._finished)
        self._runner.failed_job.connect(self._failed)
        self._runner.progressed.connect(self._progressed)
        if not threaded:
            self._thread: QThread | None = None
            return
        self._thread = QThread()
        self._runner.moveToThread(self._thread)
        self._run.connect(self._runner.run)
        self._thread.start()
        # referenced here until it has stopped: a worker dropped without retire() must
        # still not take a running thread with it
        _prune()
        _THREADS.append((self._thread, self._runner))

    def submit(self, job: Job) -> int:
        """Queue ``job``; returns its id (the ids of :attr:`done` and :attr:`progress`)."""
        job_id = next(_ids)
        token = CancelToken()
        self._tokens[job_id] = token
        if self._thread is None:
            QTimer.singleShot(0, self, lambda: self._runner.run(job_id, token, job))
        else:
            self._run.emit(job_id, token, job)
        return job_id

    def cancel(self, job_id: int | None = None) -> None:
        """Cancel one job, or every job not yet finished (``None``); never waits."""
        ids = list(self._tokens) if job_id is None else [job_id]
        for key in ids:
            token = self._tokens.pop(key, None)
            if token is not None:
                token.cancel()

    def pending(self) -> int:
        """Jobs queued or running (neither finished nor cancelled)."""
        return len(self._tokens)

    def retire(self) -> None:
        """Cancel every job and let the thread stop by itself, without waiting for it."""
        self.cancel()
        if self._thread is not None:
            self._thread.quit()

    @property
    def thread_(self) -> QThread | None:
        """The worker's thread (``None`` when not threaded)."""
        return self._thread

    # results arrive here, on the thread the worker was made in
    @Slot(int, object)
    def _finished(self, job_id: int, result: Any) -> None:
        if self._tokens.pop(job_id, None) is not None:
            self.done.emit(job_id, result)

    @Slot(int, object)
    def _failed(self, job_id: int, error: Any) -> None:
        if self._tokens.pop(job_id, None) is not None:
            self.failed.emit(job_id, error)

    @Slot(int, int, int)
    def _progressed(self, job_id: int, done: int, total: int) -> None:
        if job_id in self._tokens:
            self.progress.emit(job_id, done, total)
