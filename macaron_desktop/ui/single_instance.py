"""One running app per user data folder, so no two windows ever write the same game.

The app holds a :class:`QLockFile` in ``<data>/instance/`` while it runs (a killed app's
lock is recognised as stale by its process id). A second start finds the lock taken, drops
a request file into that folder and waits a moment: the running app watches the folder,
brings its window forward and removes the request, which tells the second start that it
may quietly exit. Only Qt Core is used (the packaged app carries no Qt Network).

A process id is reused once its process is gone, and Qt only checks that a process of that
id (and of the same program, e.g. any Python) runs. So the holder also writes
``app.lock.owner``: its process id and the moment that process started
(:func:`process_start`). A lock whose process id now belongs to a process that started at
another moment is stale, and is taken over at once. Where the start of a process cannot
be learnt, a start that gets no answer asks the player whether to take over.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject
from PySide6.QtWidgets import QApplication, QWidget

from .. import paths

REQUEST_SUFFIX = ".raise"
# how long a second start waits for the running app to answer
ANSWER_SECONDS = 5.0


# a take-over guard older than this was left by a start that was killed meanwhile
GUARD_SECONDS = 10.0


def instance_dir() -> Path:
    """The folder of the lock and of the requests to come forward."""
    return paths.data_dir() / "instance"


def _lock_pid(lock: QLockFile) -> int:
    """The process id a lock file names (0 when it names none)."""
    info = lock.getLockInfo()  # PySide6: (pid, hostname, appname); pid 0 if unreadable
    pid = info[0] if isinstance(info, tuple) and info else 0
    return pid if isinstance(pid, int) else 0


def process_start(pid: int) -> str | None:
    """When process ``pid`` started, as an opaque text that differs between two processes
    that had the same id one after the other; ``None`` when it cannot be learnt.

    Linux: the start time in ``/proc/<pid>/stat`` (with the boot it belongs to); Windows:
    the process's creation time; other systems: ``ps -o lstart=``.
    """
    if pid <= 0:
        return None
    try:
        if sys.platform.startswith("linux"):
            return _linux_start(pid)
        if sys.platform == "win32":
            return _windows_start(pid)
        return _ps_start(pid)
    except (OSError, ValueError, IndexError):
        return None


def _ps_start(pid: int) -> str | None:
    """``ps -o lstart=`` of ``pid`` (systems other than Linux and Windows; ``subprocess``
    is loaded only there, not on the way to the window)."""
    import subprocess

    try:
        done = subprocess.run(
            ["ps", "-o", "lstart=", "-p", str(pid)], capture_output=True, text=True, timeout=2
        )
    except subprocess.SubprocessError:
        return None
    return done.stdout.strip() or None


def _linux_start(pid: int) -> str | None:
    with open(f"/proc/{pid}/stat", "rb") as handle:
        stat = handle.read().decode("ascii", "replace")
    # the name in parentheses may hold spaces: the fields come after its last ")"
    start = stat.rpartition(")")[2].split()[19]
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            boot = handle.read().strip()
    except OSError:
        boot = ""
    return f"{boot}:{start}"


def _windows_start(pid: int) -> str | None:  # pragma: no cover - Windows only
    import ctypes
    from ctypes import wintypes

    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return None
    try:
        times = [wintypes.FILETIME() for _ in range(4)]
        if not kernel.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
            return None
        created = times[0]
        return str((created.dwHighDateTime << 32) | created.dwLowDateTime)
    finally:
        kernel.CloseHandle(handle)


class InstanceLock:
    """The lock of the user data folder; ``acquire()`` says whether this app may run."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or instance_dir()
        self._lock: QLockFile | None = None
        # the folder could not hold a lock (read-only, say): the app runs without one
        self.unavailable = False
        # the process id in the lock when it could not be taken (see take_over)
        self._seen_pid = 0

    @property
    def path(self) -> Path:
        """The lock file."""
        return self.folder / "app.lock"

    @property
    def owner_path(self) -> Path:
        """Who holds the lock: its process id and when that process started."""
        return self.folder / "app.lock.owner"

    def acquire(self) -> bool:
        """Take the lock; False when another running app holds it.

        A lock whose process id now belongs to another process (one that started at
        another moment than the holder did) is stale and is taken over.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            self.unavailable = True
            return True
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)  # held for hours: stale only when its process is gone
        if lock.tryLock(0) or (
            self._holder_is_gone(lock) and self._remove_stale(lock, self._holder_is_gone)
        ):
            self._hold(lock)
            return True
        self._seen_pid = _lock_pid(lock)
        if lock.error() == QLockFile.LockError.LockFailedError:
            return False
        self.unavailable = True  # no permission, or another problem: run unprotected
        return True

    def take_over(self) -> bool:
        """Take the lock from a holder the player says is gone (see :func:`process_start`
        for when that is known without asking); True once this process holds it."""
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)
        seen = self._seen_pid  # the holder the player was asked about, not a newer one

        def same_holder(current: QLockFile) -> bool:
            return _lock_pid(current) == seen

        if lock.tryLock(0) or self._remove_stale(lock, same_holder):
            self._hold(lock)
            return True
        return False

    def _hold(self, lock: QLockFile) -> None:
        self._lock = lock
        from ..core.atomic import write_atomic

        owner = {"pid": os.getpid(), "started": process_start(os.getpid())}
        try:
            # not durable: it tells of this running process, and after a crash or a power
            # cut a later start that cannot read it asks the player (see _holder_is_gone)
            write_atomic(self.owner_path, json.dumps(owner).encode("utf-8"), durable=False)
        except OSError:
            pass  # without it a later start asks the player instead of knowing

    def _holder_is_gone(self, lock: QLockFile) -> bool:
        """Whether the lock's process id now names a process other than the one that
        wrote the owner file (it started at another moment): the holder is gone."""
        pid = _lock_pid(lock)
        if pid <= 0:
            return False
        try:
            if os.stat(self.owner_path).st_mtime_ns < os.stat(self.path).st_mtime_ns:
                return False  # older than the lock: the holder has not written its own yet
            owner = json.loads(self.owner_path.read_bytes()[:4096])
        except (OSError, ValueError):
            return False
        if not isinstance(owner, dict) or owner.get("pid") != pid:
            return False
        recorded, now = owner.get("started"), process_start(pid)
        return isinstance(recorded, str) and now is not None and now != recorded

    def _remove_stale(self, lock: QLockFile, still_stale: Callable[[QLockFile], bool]) -> bool:
        """Remove the stale lock and take it; one start at a time (a guard file), and only
        if ``still_stale`` says so inside the guard, so that two starts at once never
        remove each other's fresh lock."""
        guard = self.folder / "app.lock.takeover"
        try:
            if time.time() - os.stat(guard).st_mtime > GUARD_SECONDS:
                guard.unlink(missing_ok=True)  # left by a start killed meanwhile
        except OSError:
            pass
        try:
            os.close(os.open(guard, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except OSError:
            return False
        try:
            return still_stale(lock) and lock.removeStaleLockFile() and lock.tryLock(0)
        finally:
            guard.unlink(missing_ok=True)

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._lock is not None

    def release(self) -> None:
        """Give the lock back (also done by the system when the process ends)."""
        if self._lock is not None:
            self.owner_path.unlink(missing_ok=True)
            self._lock.unlock()
            self._lock = None

    def ask_running_app_to_come_forward(self, wait: float = ANSWER_SECONDS) -> bool:
        """Ask the app holding the lock to raise its window; True once it has answered."""
        request = self.folder / f"{os.urandom(8).hex()}{REQUEST_SUFFIX}"
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


def ask_take_over() -> bool:
    """Ask the player whether the app that holds the lock and does not answer is gone."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Macaron Desktop"),
        QCoreApplication.translate(
            "MainWindow",
            "Macaron Desktop seems to be running already, but it does not answer. If it "
            "stopped without closing (a crash, a power cut), this window can take over. "
            "Take over only if no other Macaron Desktop window is open: two windows would "
            "write the same games.",
        ),
    )
    take = box.addButton(
        QCoreApplication.translate("MainWindow", "&Take over"), QMessageBox.ButtonRole.AcceptRole
    )
    quit_button = box.addButton(
        QCoreApplication.translate("MainWindow", "&Quit"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(quit_button)
    box.setEscapeButton(quit_button)
    box.exec()
    return box.clickedButton() is take


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
