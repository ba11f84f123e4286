"""The autosave's disk work on its own thread, so a move never waits for the disk.

Every accepted move is saved. Encoding the game is quick and happens on the GUI thread,
at once, so what is written is the game exactly as it stood after that move. Writing it
(a temporary file, ``fsync``, the backup link, the rename, ``fsync`` of the folder) can
take several milliseconds, much more on a busy disk, and it needs nothing from the GUI:
a :class:`SaveWriter` does it on one thread, one file after the other, in the order
given. Each save holds the whole game, so a save still waiting when a newer one comes is
simply replaced by the newer one (a burst of bot moves is one write, not ten).

What is at risk: only the move being written when the process is killed outright; an
error in the program itself leaves the thread writing. Closing a game (and quitting)
waits for the last write (:meth:`SaveWriter.close`), and so does anything that must see
the file as it stands (a finished game's statistics, *Save as…*).
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from collections.abc import Callable

LOG = logging.getLogger("macaron_desktop")

#: how long a flush waits for the disk before giving up (a hung network folder)
FLUSH_TIMEOUT_S = 10.0

_LIVE: weakref.WeakSet[SaveWriter] = weakref.WeakSet()


class SaveWriter:
    """Runs write functions on one thread, in order; only the newest waiting one runs.

    ``report(error)`` is called on the writing thread after each write (``None`` when it
    succeeded, else the ``OSError`` or ``ValueError`` that stopped it); a receiver that
    touches widgets must hop to the GUI thread (a Qt signal does).
    """

    def __init__(self, report: Callable[[BaseException | None], None]) -> None:
        self._report = report
        self._cond = threading.Condition()
        self._waiting: Callable[[], None] | None = None
        self._writing = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()
        _LIVE.add(self)

    def submit(self, write: Callable[[], None]) -> None:
        """Have ``write()`` run soon, after the write running now; it replaces one waiting."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the save writer is closed")
            self._waiting = write
            self._cond.notify_all()

    def idle(self) -> bool:
        """Nothing is being written and nothing waits."""
        with self._cond:
            return self._waiting is None and not self._writing

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until everything given has been written; False if that took too long."""
        with self._cond:
            done = self._cond.wait_for(lambda: self._waiting is None and not self._writing, timeout)
        if not done:
            LOG.warning("an autosave is still being written after %s s", timeout)
        return done

    def close(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Write what was given, then stop the thread; False if the disk did not answer."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if done:
            self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._waiting is not None or self._closed)
                if self._waiting is None:
                    return  # closed, and nothing left to write
                write, self._waiting = self._waiting, None
                self._writing = True
            error: BaseException | None = None
            try:
                write()
            except (OSError, ValueError) as exc:  # a full disk, a read-only folder, ...
                error = exc
            except Exception as exc:  # noqa: BLE001 - a bug must not stop later saves
                LOG.exception("autosave failed")
                error = exc
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
            try:
                self._report(error)
            except Exception:  # noqa: BLE001 - the receiver may be gone at shutdown
                LOG.exception("reporting an autosave failed")


@atexit.register
def _flush_all() -> None:
    """At exit, what is still being written reaches the disk (the thread is a daemon)."""
    for writer in list(_LIVE):
        writer.flush()
