"""One running app per user data folder: a second start brings the first window forward."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MACARON_DESKTOP_HOME": str(home)}


def _start(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "macaron_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(home),
    )


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "macaron_desktop", *args],
        capture_output=True,
        text=True,
        env=_env(home),
        timeout=60,
    )


def _wait_for_lock(home: Path, first: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 30
    while not list((home / "data").rglob("*.lock")):
        assert first.poll() is None, first.communicate()
        assert time.monotonic() < deadline, "the first instance never took its lock"
        time.sleep(0.05)


def test_a_second_start_on_the_same_data_folder_brings_the_first_window_forward(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    first = _start(home)
    try:
        _wait_for_lock(home, first)
        second = _run(home, "--smoke")
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout and "brought forward" in second.stdout
        assert "shown in" not in second.stdout  # it opened no window of its own
        assert first.poll() is None  # the first one goes on
        # another data folder is another app: it starts normally
        other = _run(tmp_path / "other", "--smoke")
        assert other.returncode == 0 and other.stdout.startswith("shown in ")
    finally:
        first.terminate()
        first.communicate(timeout=30)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_the_lock_of_a_killed_app_does_not_block_the_next_start(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = _start(home)
    _wait_for_lock(home, first)
    first.send_signal(signal.SIGKILL)
    first.communicate(timeout=30)
    again = _run(home, "--smoke")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("shown in ")


# -- a stale lock whose process id was given to another process (issue 22, point 8) ----------


def _sleeper() -> subprocess.Popen[bytes]:
    """Another live Python process (Qt sees the same program name as the app's)."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])


def _leave_a_lock_for(folder: Path, pid: int, started: str | None) -> None:
    """The lock and owner file a killed app left, its process id now ``pid``'s."""
    from PySide6.QtCore import QLockFile

    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / "app.lock"))
    assert lock.tryLock(0)
    content = (folder / "app.lock").read_bytes().split(b"\n")
    lock.unlock()
    (folder / "app.lock").write_bytes(b"\n".join([str(pid).encode(), *content[1:]]))
    owner = {"pid": pid, "started": started}
    (folder / "app.lock.owner").write_text(json.dumps(owner), encoding="utf-8")


def test_a_lock_whose_pid_now_belongs_to_another_process_is_taken_over(tmp_path: Path) -> None:
    from macaron_desktop.ui.single_instance import InstanceLock, process_start

    other = _sleeper()
    try:
        now = process_start(other.pid)
        assert now is not None and now == process_start(other.pid)
        assert now != process_start(os.getpid())
        _leave_a_lock_for(tmp_path, other.pid, started="the killed app's own start")
        lock = InstanceLock(tmp_path)
        assert lock.acquire() and lock.held
        owner = json.loads((tmp_path / "app.lock.owner").read_text(encoding="utf-8"))
        assert owner == {"pid": os.getpid(), "started": process_start(os.getpid())}
        lock.release()
        # the same process still running (same start) keeps its lock
        _leave_a_lock_for(tmp_path, other.pid, started=now)
        assert not InstanceLock(tmp_path).acquire()
    finally:
        other.kill()
        other.wait()


def test_process_start_has_a_fallback_where_there_is_no_proc(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from macaron_desktop.ui import single_instance

    if shutil.which("ps") is None:
        pytest.skip("needs ps")
    monkeypatch.setattr(single_instance.sys, "platform", "darwin")
    other = _sleeper()
    try:
        seen = single_instance.process_start(other.pid)
        assert seen and seen == single_instance.process_start(other.pid)
    finally:
        other.kill()
        other.wait()
    assert single_instance.process_start(other.pid) is None  # gone


def test_when_it_cannot_be_sure_the_player_is_asked_whether_to_take_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from macaron_desktop import app
    from macaron_desktop.ui import single_instance
    from macaron_desktop.ui.single_instance import InstanceLock

    other = _sleeper()
    try:
        _leave_a_lock_for(tmp_path, other.pid, started="the killed app's own start")
        monkeypatch.setattr(single_instance, "process_start", lambda pid: None)  # unknowable
        monkeypatch.setattr(InstanceLock, "ask_running_app_to_come_forward", lambda self: False)
        lock = InstanceLock(tmp_path)
        assert not lock.acquire()
        monkeypatch.setattr(single_instance, "ask_take_over", lambda: False)
        assert app._already_running(lock, quiet=False) == 1 and not lock.held
        monkeypatch.setattr(single_instance, "ask_take_over", lambda: True)
        assert app._already_running(lock, quiet=False) is None and lock.held
        lock.release()
    finally:
        other.kill()
        other.wait()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_killed_apps_lock_with_its_pid_reused_does_not_block_the_next_start(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    first = _start(home)
    _wait_for_lock(home, first)
    folder = home / "data" / "instance"
    deadline = time.monotonic() + 30
    while not (folder / "app.lock.owner").exists():
        assert time.monotonic() < deadline, "the first instance never wrote its owner file"
        time.sleep(0.05)
    first.send_signal(signal.SIGKILL)
    first.communicate(timeout=30)
    owner = json.loads((folder / "app.lock.owner").read_text(encoding="utf-8"))
    other = _sleeper()  # the killed app's process id now names this one
    try:
        _leave_a_lock_for(folder, other.pid, started=owner["started"])
        again = _run(home, "--smoke")
    finally:
        other.kill()
        other.wait()
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("shown in ") and "does not answer" not in again.stderr
