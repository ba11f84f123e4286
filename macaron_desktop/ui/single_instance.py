"""One running app per user data folder, so no two windows ever write the same game.

The app holds a :class:`QLockFile` in ``<data>/instance/`` while it runs (a killed app's
lock is recognised as stale by its process id). A second start finds the lock taken, drops
a request file into that folder and waits a moment: the running app watches the folder,
brings its window forward and removes the request, which tells the second start that it
may quietly exit. Only Qt Core is used (the packaged app carries no Qt Network).
"""

from __future__ import annotations

import secrets
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject
from PySide6.QtWidgets import QApplication, QWidget

from .. import paths

REQUEST_SUFFIX = ".raise"
#: how long a second start waits for the running app to answer
ANSWER_SECONDS = 5.0


def instance_dir() -> Path:
    """The folder of the lock and of the requests to come forward."""
    return paths.data_dir() / "instance"


class InstanceLock:
    """The lock of the user data folder; ``acquire()`` says whether this app may run."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or instance_dir()
        self._lock: QLockFile | None = None
        #: the folder could not hold a lock (read-only, say): the app runs without one
        self.unavailable = False

    @property
    def path(self) -> Path:
        """The lock file."""
        return self.folder / "app.lock"

    def acquire(self) -> bool:
        """Take the lock; False when another running app holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            self.unavailable = True
            return True
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # held for hours: stale only when its process is gone
        if lock.tryLock(0):
            self._lock = lock
            return True
        if lock.error() == QLockFile.LockError.LockFailedError:
            return False
        self.unavailable = True  # no permission, or another problem: run unprotected
        return True

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._lock is not None

    def release(self) -> None:
        """Give the lock back (also done by the system when the process ends)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def ask_running_app_to_come_forward(self, wait: float = ANSWER_SECONDS) -> bool:
        """Ask the app holding the lock to raise its window; True once it has answered."""
        request = self.folder / f"{secrets.token_hex(8)}{REQUEST_SUFFIX}"
        try:
            request.write_text("raise\n", encoding="utf-8")
        except OSError:
            return False
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if not request.exists():
                return True
            time.sleep(0.05)
        request.unlink(missing_ok=True)
        return False


class ComeForwardListener(QObject):
    """In the running app: raises ``window`` whenever a second start asks for it."""

    def __init__(self, lock: InstanceLock, window: QWidget) -> None:
        super().__init__(window)
        self.folder = lock.folder
        self.window = window
        self.watcher = QFileSystemWatcher([str(self.folder)], self)
        self.watcher.directoryChanged.connect(lambda _path: self.answer())
        self.answer()  # a request may have come while the window was being built

    def answer(self) -> None:
        """Bring the window forward for every pending request, and remove the requests."""
        try:
            requests = list(self.folder.glob(f"*{REQUEST_SUFFIX}"))
        except OSError:
            return
        if not requests:
            return
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        QApplication.alert(window)
        for request in requests:
            request.unlink(missing_ok=True)
